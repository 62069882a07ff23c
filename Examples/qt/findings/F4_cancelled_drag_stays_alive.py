#!/usr/bin/env python3
"""F4: a drag whose release never comes (the window system took the pointer away) stays alive, and
the next press continues it instead of starting a new one (MultiSelection, and ExtendedSelection
with and without Ctrl; Qt 6.12).

Nothing in QAbstractItemView ends a drag but a release: FocusOut, WindowDeactivate and UngrabMouse
leave `DragSelectingState`, the press position and the drag's direction as they were
(Examples/qt/BEHAVIOUR.md, section 1 "Cancel", section 8). The next press then runs with the stale
state. Here: press row 0 (selected), the pointer taken away (the driver's cancel(): FocusOut with
PopupFocusReason, WindowDeactivate, UngrabMouse, no release), then a new drag from the empty space
below the last row up over row 0: a new drag over a selected row would deselect it (with a fixed
direction from the first row reached, or toggling, F3, alike), but row 0 stays selected.

Run: QT_QPA_PLATFORM=offscreen "$PY" Examples/qt/findings/F4_cancelled_drag_stays_alive.py
Exit 1 while the finding shows. Repros: F4-*.sel beside it.
"""

from _show import show

import sys  # noqa: E402

multi = show("F4: press row 0, cancel, press below the rows (y=150), drag up over row 0", "multi",
             [(0, 100)], [("press", 200, 50), ("cancel",), ("press", 200, 150), ("move", 200, 50)],
             expected=[], then_exit=False)
# ExtendedSelection without modifiers: a press on an unselected row selects that row alone
# (ClearAndSelect); after a cancelled drag from row 0 (a move put the view in DragSelectingState)
# it selects rows 0 and 1, the old drag's rectangle from its press point.
extended = [
    show("F4: press row 0, move within it, cancel, press row 1 (y=150)", behaviour,
         [(0, 100), (100, 100)],
         [("press", 200, 50), ("move", 200, 50), ("cancel",), ("press", 200, 150)],
         expected=[1], then_exit=False)
    for behaviour in ("extended", "extended-band")
]
sys.exit(0 if multi and all(extended) else 1)
