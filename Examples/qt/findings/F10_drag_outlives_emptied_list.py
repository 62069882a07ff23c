#!/usr/bin/env python3
"""F10: a drag goes on after its list was emptied: a row put in under the press point is selected
by the next move (MultiSelection, and ExtendedSelection with Ctrl or without; Qt 6.12).

SPEC 2.7: a list left empty leaves an anchored touch inert, as after a vetoed anchor; the drag
changes nothing more until the finger lifts. Qt keeps no anchor row for the rectangle: a move
selects `QRect(pressedPosition - offset, pointer)` with the command the press chose
(`ctrlDragSelectionFlag`, QAbstractItemView::mouseMoveEvent, src/widgets/itemviews/
qabstractitemview.cpp), whatever became of the pressed row (`pressedIndex` is a persistent index,
invalid once its row is gone, and only the drag-and-drop test reads it there). So once every row is removed under a
held press, the drag is still alive, and a row put in under the press point is selected at the
next move, though the finger never pressed on it. Here: press row 0 (the only row), row 0
removed, a row put in at index 0 in the same place, a move to the press point: nothing should be
selected, and the new row is.

Run: QT_QPA_PLATFORM=offscreen "$PY" Examples/qt/findings/F10_drag_outlives_emptied_list.py
Exit 1 while the finding shows. Repros: F10-*.sel beside it.
"""

from _show import show

show("F10: press row 0, every row removed, a row put in under the press, move to the press point",
     "multi", [(0, 100)],
     [("press", 200, 50), ("remove", 0), ("insert", 0, 100), ("move", 200, 50)],
     expected=[])
