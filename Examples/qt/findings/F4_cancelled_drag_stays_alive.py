#!/usr/bin/env python3
"""F4: a drag whose release never comes (the window system took the pointer away) stays alive, and
the next press continues it instead of starting a new one (ExtendedSelection, with the band shown
or not; Qt 6.12).

Nothing in QAbstractItemView ends a drag but a release: FocusOut, WindowDeactivate and UngrabMouse
leave `DragSelectingState`, the press position and the drag's direction as they were
(Examples/qt/BEHAVIOUR.md, section 1 "Cancel", section 8). The next press then runs with the
stale state. Here: press row 0, move within it, the pointer taken away (the driver's lose_pointer():
FocusOut with PopupFocusReason, WindowDeactivate, UngrabMouse, no release), then a press on row 1:
a new press on an unselected row selects it alone (ClearAndSelect), and Qt selects rows 0 and 1, the old drag's rectangle from its press point.

MultiSelection (and ExtendedSelection with Ctrl) keeps the stale state too, but no difference from
the SPEC shows there: their range is the rectangle from the press point, updated over rows only
(SPEC 3.2 rect-on-items, BEHAVIOUR.md 8), and a new drag with the old state selects what a fresh one
would (a new press toggles its row either way; one on no row fixes no direction).

Run: QT_QPA_PLATFORM=offscreen "$PY" Examples/qt/findings/F4_cancelled_drag_stays_alive.py
Exit 1 while the finding shows. Repros: F4-*.sel beside it.
"""

from _show import show

import sys  # noqa: E402

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
sys.exit(0 if all(extended) else 1)
