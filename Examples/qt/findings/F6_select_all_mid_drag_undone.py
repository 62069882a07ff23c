#!/usr/bin/env python3
"""F6: selectAll() during a drag is undone at the next mouse move, for rows the drag never
touched (MultiSelection, and ExtendedSelection with Ctrl; Qt 6.12).

Qt's rule for a drag in MultiSelection: rows outside the rectangle keep the state they had before
the press. selectAll() calls QItemSelectionModel::select with `ClearAndSelect`: the committed
selection is cleared and every row goes into the model's *current* part (`d->currentSelection =
sel`), the part each drag move replaces wholesale (`Current`). So the next move drops selectAll's
rows, and with them the rows selected before the drag: everything outside the rectangle ends up
unselected (Examples/qt/BEHAVIOUR.md, section 8, experiment P4). Here: press row 0, selectAll,
move within row 0: row 1, which the drag never touched, is deselected.

Run: QT_QPA_PLATFORM=offscreen "$PY" Examples/qt/findings/F6_select_all_mid_drag_undone.py
Exit 1 while the finding shows. Repros: F6-*.sel beside it.
"""

from _show import show

show("F6: press row 0, selectAll, move 1 px within row 0", "multi",
     [(0, 100), (100, 100)], [("press", 200, 50), ("selectall",), ("move", 200, 51)],
     expected=[0, 1])
