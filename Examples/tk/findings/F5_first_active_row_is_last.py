#!/usr/bin/env python3
"""F5: a listbox whose rows came in one `insert` starts with its LAST row active (and its anchor
past the end); one whose rows came one `insert` at a time starts with row 0 active. So the same
list, untouched, answers select-all differently (-selectmode single and browse; Tk 8.6.13).

Tk's rule: the active row moves with its element when rows are inserted before it
(generic/tkListbox.c, ListboxInsertSubCmd: `if (index <= listPtr->active) { listPtr->active +=
objc; }`), and an empty listbox's active index is 0. Inserting n rows at once into an empty
listbox shifts that 0, which named no row, to n, and the clamp that follows (`if
((listPtr->active >= listPtr->nElements) && (listPtr->nElements > 0)) { listPtr->active =
listPtr->nElements-1; }`) leaves the last row active; inserting them one by one shifts it to 1
and clamps it back to 0 at the first insert, and later inserts at the end do not move it. The
anchor, shifted the same way, points past the end (`index anchor` is n). tk::ListboxSelectAll in
single and browse mode selects the active row alone (library/listbox.tcl), so the select-all of
a list nobody has clicked yet selects row n - 1 or row 0 by how the list was filled.

Run: xvfb-run -a "$PY" Examples/tk/findings/F5_first_active_row_is_last.py
Exit 1 while the finding shows. Repros: F5-*.sel beside it.
"""

import sys
import tkinter

root = tkinter.Tk()
print(f"F5: select-all on an untouched listbox of 3 rows (Tk {root.tk.call('info', 'patchlevel')}"
      ", -selectmode single)")
results = {}
for how in ("one insert of 3 rows", "3 inserts of one row"):
    lb = tkinter.Listbox(root, selectmode="single")
    lb.pack()
    if how.startswith("one"):
        lb.insert("end", "row 0", "row 1", "row 2")
    else:
        for i in range(3):
            lb.insert("end", f"row {i}")
    root.update()
    active, anchor = lb.index("active"), lb.index("anchor")
    root.tk.call("tk::ListboxSelectAll", str(lb))
    results[how] = [int(i) for i in lb.curselection()]
    print(f"  {how:22} active {active}, anchor {anchor}; select-all -> {results[how]}")
    lb.destroy()
same = len(set(map(tuple, results.values()))) == 1
print("the same list gives the same select-all" if same
      else "the same list, filled two ways, selects different rows: the finding shows")
sys.exit(0 if same else 1)
