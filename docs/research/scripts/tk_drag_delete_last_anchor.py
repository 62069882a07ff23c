#!/usr/bin/env python3
"""Extra to claim 6 (report 4, D7 `successor`: "the item now holding the anchor's index, or the
last item"): when the anchor is the LAST element and is deleted, Tk's `selectAnchor = first`
leaves `index anchor` one past the end (no element). In a drag, tk::ListboxMotion then tests
`[$w selection includes anchor]`, false, and runs its deselect branch. Here: extended mode, ten
rows, press row 9, drag up to row 6 (6..9 selected), `delete 9`, motion to row 5.
D7 `successor` (anchor = the last item, 'row 8', selected) would give rows 5..8 selected.

Run: xvfb-run -a /usr/bin/python3 <this file>"""

from _tk import listbox, names, verdict, y

lb = listbox(n=10, height=600)
lb.press(10, y(9))
lb.move(10, y(6))
print(f"  press row 9, move row 6 -> {lb.selection()}  {lb.priv()}")
lb.lb.delete(9)
lb.root.update()
print(f"  delete 9                -> {lb.selection()}  {lb.priv()}, size {lb.lb.size()}")
lb.move(10, y(5))
got = lb.selection()
print(f"  move row 5              -> {got} {names(lb)}  {lb.priv()}")
lb.release(10, y(5))
verdict(got == [5, 6, 7, 8], "a deleted last anchor acts as the last item (D7 successor)")
