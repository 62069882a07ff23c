#!/usr/bin/env python3
"""F9: a change of the list during a drag makes the drag's rows so far permanent: rows the
rectangle then leaves stay selected (MultiSelection, and ExtendedSelection with Ctrl; Qt 6.12).

Qt's rule for a drag in MultiSelection: rows outside the rectangle keep the state they had before
the press (the drag's rows live in the selection model's *current* part, which each move
replaces: BEHAVIOUR.md 1). But QItemSelectionModel calls `finalize()` first thing in
`rowsAboutToBeInserted` and `rowsAboutToBeRemoved` (src/corelib/itemmodels/
qitemselectionmodel.cpp): the current part is merged into the committed ranges, so the next move
replaces nothing. Here: press row 1, drag to row 3, a row is appended at the end (nothing the
drag touches moves), drag back to row 1: rows 2 and 3 should go back to unselected, and stay
selected. A row removed at the end does the same; a row moved (rowsMoved) does not.

Run: QT_QPA_PLATFORM=offscreen "$PY" Examples/qt/findings/F9_list_change_commits_the_drag.py
Exit 1 while the finding shows. Repros: F9-*.sel beside it.
"""

from _show import show

show("F9: press row 1, drag to row 3, a row appended, drag back to row 1", "multi",
     [(0, 100), (100, 100), (200, 100), (300, 100)],
     [("press", 200, 150), ("move", 200, 350), ("insert", 4, 100), ("move", 200, 150)],
     expected=[1])
