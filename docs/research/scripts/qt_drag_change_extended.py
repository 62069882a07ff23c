#!/usr/bin/env python3
"""Claim 4 (report 1 "The press and drag state", 4 D7 `place`): during a drag in
ExtendedSelection the range starts at the press's old content point (stale pressedPosition), not
at the pressed item. A: press row 5, move to row 8, insert 3 rows at 0 (the pressed item is now
row 8, the finger's item row 11), move to row 10 (old row 7), then row 11 (the finger's item).
B: press row 5, move to row 8, takeItem(5) (the pressed row), move to row 7 (the finger's item,
old row 8), release there. Items are named by their original rows ("new k" for inserted ones).

Run: QT_QPA_PLATFORM=offscreen ~/.cache/selectsim-tools/pyside6/bin/python <this file>"""

from _qt import insert, names, take, verdict, widget, y


def play(title, steps):
    w = widget("extended", n=20)
    print(title)
    log = []
    w.view.selectionModel().selectionChanged.connect(lambda s, d: log.append(
        ([i.row() for i in s.indexes()], [i.row() for i in d.indexes()])))
    for label, act in steps:
        del log[:]
        act(w)
        print(f"  {label:16} -> rows {w.selection()} {names(w)}, state {w.state()}\n"
              f"  {'':16}    selectionChanged (selected, deselected): {log}")
    out = names(w)
    w.destroy()
    return out


a = play("A: insert 3 at 0 mid-drag", [
    ("press row 5", lambda w: w.press(10, y(5))), ("move row 8", lambda w: w.move(10, y(8))),
    ("insert 3 at 0", lambda w: insert(w, 0, 3)), ("move row 10", lambda w: w.move(10, y(10))),
    ("move row 11", lambda w: w.move(10, y(11))), ("release row 11", lambda w: w.release(10, y(11)))])
b = play("B: takeItem(pressed row 5) mid-drag", [
    ("press row 5", lambda w: w.press(10, y(5))), ("move row 8", lambda w: w.move(10, y(8))),
    ("takeItem(5)", lambda w: take(w, 5)), ("move row 7", lambda w: w.move(10, y(7))),
    ("release row 7", lambda w: w.release(10, y(7)))])
positional_a = [f"row {i}" for i in range(2, 9)]  # rows 5..11 now: the old items 2..8
positional_b = ["row 6", "row 7", "row 8"]        # rows 5..7 now
print(f"positional (stale pressedPosition) predicts A {positional_a}, B {positional_b}")
verdict(a == positional_a and b == positional_b,
        "the range starts at the old press point, not at the pressed item")
