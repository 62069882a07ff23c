#!/usr/bin/env python3
"""F1: an upward drag loses the rows at the rectangle's corners (MultiSelection, and
ExtendedSelection with Ctrl or without; Qt 6.12).

Qt's rule (QAbstractItemView::mouseMoveEvent): the rows that meet the rectangle from the press
point to the pointer get the press's direction. Dragging down that holds; dragging up, the
rectangle is built flipped, `QRect(topLeft, bottomRight)` with the pointer above the press, and
`QRect::normalized()` then drops both corner pixel rows (Examples/qt/BEHAVIOUR.md, section 8).
Here: press in row 1, move to the bottom pixel of row 0 (y = 99): the rectangle spans rows 0 and
1, yet row 0, the row under the pointer, is not selected. The same drag one pixel further (y = 98)
selects it, and the mirror image downward (press row 0, pointer on the top pixel of row 1) selects
both rows. The rectangle is flipped sideways too when the pointer is left of the press, which a
band shape (the rows the rectangle meets) shows: press on row 0's leftmost pixel (x = 0), move one
pixel left (x = -1): `normalized()` spans x from 0 to -1, nothing, and row 0 is deselected.

Run: QT_QPA_PLATFORM=offscreen "$PY" Examples/qt/findings/F1_upward_drag_drops_corner_rows.py
(PY from Examples/qt/setup.sh). Exit 1 while the finding shows. Repros: F1-*.sel beside it.
"""

from _show import show

import sys  # noqa: E402

# The same drag in MultiSelection and in ExtendedSelection without modifiers (Clear|SelectCurrent
# of the same rectangle): row 0 is left out in both.
fixed = [
    show(f"F1 ({behaviour}): press row 1 (y=150), drag up to the bottom pixel of row 0 (y=99)",
         behaviour, [(0, 100), (100, 100)], [("press", 200, 150), ("move", 200, 99)],
         expected=[0, 1], then_exit=False)
    for behaviour in ("multi", "extended", "extended-band")
]
# Sideways, with the band's rectangle (found by seed 7 of extended-band, F1-leftward-from-the-left-
# pixel-extended-band.sel): the rectangle from (0, 50) to (-1, 50) meets row 0's column x = 0.
fixed.append(
    show("F1 (extended-band): press row 0 on its leftmost pixel (x=0), drag one pixel left (x=-1)",
         "extended-band", [(0, 100)], [("press", 0, 50), ("move", -1, 50)], expected=[0],
         then_exit=False))
sys.exit(0 if all(fixed) else 1)
