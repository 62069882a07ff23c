#!/usr/bin/env python3
"""Claim 1 (report 4, D2): removing a selected row (takeItem) emits selectionChanged with that row
in `deselected`, before the removal (rowCount still the old one), with its old row number;
removing an unselected row emits no deselection; model().moveRow keeps the moved item's state and
emits no selectionChanged. (Also logged: the
empty selectionChanged(∅, ∅) Qt 6 emits when rows before a selected one are removed or inserted.)

Run: QT_QPA_PLATFORM=offscreen ~/.cache/selectsim-tools/pyside6/bin/python <this file>"""

from _qt import insert, move, names, take, verdict, widget

w = widget("extended", n=10)
sm, model = w.view.selectionModel(), w.view.model()
log = []
sm.selectionChanged.connect(lambda s, d: log.append(
    ("selectionChanged", [i.row() for i in s.indexes()], [i.row() for i in d.indexes()],
     model.rowCount())))
model.rowsRemoved.connect(lambda p, a, b: log.append(("rowsRemoved", a, b, model.rowCount())))
model.rowsMoved.connect(lambda p, a, b, q, d: log.append(("rowsMoved", a, b, d, model.rowCount())))

w.set_selection([2, 4, 6])
steps = [("takeItem(4), selected", lambda: take(w, 4)),
         ("takeItem(0), unselected", lambda: take(w, 0)),
         ("move 1 -> 5 (selected 'row 2')", lambda: move(w, 1, 5)),
         ("move 6 -> 0 (unselected 'row 8')", lambda: move(w, 6, 0)),
         ("insertItem(0), above the selection", lambda: insert(w, 0))]
got = {}
for title, act in steps:
    del log[:]
    act()
    got[title] = list(log)
    print(f"{title:34} log {log}\n{'':34} selection {w.selection()} = {names(w)}")

ok = (got[steps[0][0]] == [("selectionChanged", [], [4], 10), ("rowsRemoved", 4, 4, 9)]
      and not any(e[0] == "selectionChanged" and e[2] for e in got[steps[1][0]])
      and not any(e[0] == "selectionChanged" for e in got[steps[2][0]] + got[steps[3][0]])
      and not any(e[0] == "selectionChanged" and (e[1] or e[2]) for e in got[steps[4][0]])
      and sorted(names(w)) == ["row 2", "row 6"])
verdict(ok, "deselected [old row] before rowsRemoved; nothing for unselected removals or moves")
