#!/usr/bin/env python3
"""Claim 5 (report 1 "finalize() during a drag"): in MultiSelection, an insert mid-drag bakes the
drag's Current layer into the committed selection, and "the next move toggles the press->pointer
rectangle again on the committed base, so every row the drag had flipped flips back".
Ten rows (y 0..399) in a 600 px viewport; the row is inserted at the end (row 10, y 400..439), so
no row the drag touched moves. Control runs: the same drags without the insert.
  M1: press row 2 (unselected), move to row 5, [insert], move 1 px; then back to row 3.
  M2: press in the empty space (y=500), move up to row 2, [insert], move 1 px.
  M3, M4: M1b in ExtendedSelection with Ctrl held (toggle drag) and without (the report: unaffected).

Run: QT_QPA_PLATFORM=offscreen ~/.cache/selectsim-tools/pyside6/bin/python <this file>"""

from _qt import insert, names, verdict, widget, y


def play(title, press_y, moves, with_insert, behaviour="multi", ctrl=False):
    w = widget(behaviour, n=10)
    w.press(10, press_y, ctrl=ctrl)
    w.move(10, moves[0])
    line = [f"press y={press_y}, move y={moves[0]} -> {names(w)}"]
    if with_insert:
        insert(w, 10)
        line.append(f"insert at 10 -> {names(w)}")
    for my in moves[1:]:
        w.move(10, my)
        line.append(f"move y={my} -> {names(w)}")
    out = names(w)
    print(f"  {title}{' (with insert)' if with_insert else ' (control)'}:\n    "
          + "\n    ".join(line))
    w.destroy()
    return out


rows = lambda *r: [f"row {i}" for i in r]  # noqa: E731
m1 = [play("M1", y(2), [y(5), y(5) + 1], ins) for ins in (False, True)]
m1b = [play("M1b", y(2), [y(5), y(5) + 1, y(3)], ins) for ins in (False, True)]
m2 = [play("M2", 500, [y(2), y(2) + 1], ins) for ins in (False, True)]
m3 = [play("M3", y(2), [y(5), y(5) + 1, y(3)], ins, "extended", True) for ins in (False, True)]
m4 = [play("M4", y(2), [y(5), y(5) + 1, y(3)], ins, "extended") for ins in (False, True)]
print(f"M1 {m1}\nM1b {m1b}\nM2 {m2}\nM3 {m3}\nM4 {m4}")
flip_back = {"M1": m1[1] == [], "M2": m2[1] in ([], ["new 0"])}
print(f"rows the drag had set flip back after the insert: {flip_back}; after the insert, "
      f"leaving rows no longer revert (M1b, M3): {m1b[1] != m1b[0] and m3[1] != m3[0]}")
verdict(all(flip_back.values()), "every row the drag had flipped flips back at the next move")
