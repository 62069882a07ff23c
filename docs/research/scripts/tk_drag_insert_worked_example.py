#!/usr/bin/env python3
"""Claim 7 (report 2, "The drag's script state is plain integers and goes stale"): extended mode,
press row 5 (anchor 5), drag to row 10, `insert 7 a b c`. The report predicts: selection
{5,6,10..13}, anchor 5; a motion to row 11 then gives {5..13} (rows 12-13, old 9-10, stay
selected beyond the pointer); a motion onto row 10 instead is ignored (Priv(listboxPrev) is 10),
leaving a, b, c (7..9) unselected inside the range.

Run: xvfb-run -a /usr/bin/python3 <this file>"""

from _tk import listbox, names, verdict, y


def play(last_row):
    lb = listbox(n=20, height=600)  # rows 0..14 visible
    lb.press(10, y(5))
    lb.move(10, y(10))
    print(f"  press row 5, move row 10 -> {lb.selection()}  {lb.priv()}")
    lb.lb.insert(7, "a", "b", "c")
    lb.root.update()
    after_insert = lb.selection()
    print(f"  insert 7 a b c          -> {after_insert}  {lb.priv()}")
    lb.move(10, y(last_row))
    got = lb.selection()
    print(f"  move row {last_row:<2}             -> {got} = {names(lb)}  {lb.priv()}")
    lb.release(10, y(last_row))
    lb.destroy()
    return after_insert, got


ins, to11 = play(11)
_, to10 = play(10)
want_ins = [5, 6, 10, 11, 12, 13]
ok = ins == want_ins and to11 == list(range(5, 14)) and to10 == want_ins
verdict(ok, "{5,6,10..13} after the insert; {5..13} after a motion to 11; a motion to 10 ignored")
