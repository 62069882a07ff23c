#!/usr/bin/env python3
"""F6: a row inserted or deleted during a drag leaves listbox.tcl's drag state pointing at other
rows: the drag's last row (`tk::Priv(listboxPrev)`) and the selection it started from
(`tk::Priv(listboxSelection)`) are indices, and nothing moves them (Tk 8.6.13).

The widget itself keeps its rows' state by element: an insert moves the selection, the anchor
and the active row with their elements (generic/tkListbox.c, ListboxInsertSubCmd:
`MigrateHashEntries(listPtr->selection, index, ...)`, `if (index <= listPtr->selectAnchor) {
listPtr->selectAnchor += objc; }`), and a delete the same way (ListboxDeleteSubCmd). The
bindings' script does not: tk::ListboxMotion (library/listbox.tcl) starts with
`if {$el == $Priv(listboxPrev)} { return }`, so once a row is inserted above the pressed row, a
motion onto the index the pressed row had does nothing, though the pointer is now on another
row; and its two `while` loops restore rows by their old indices from `Priv(listboxSelection)`.

Here, one row, pressed below it (the last row, row 0, is selected and is the anchor); an app
inserts a row at the top; the pointer moves onto that new row. The listbox's own rule (extended
mode: the rows from the anchor to the pointer's row take the anchor's state) selects both rows;
Tk selects only the pressed one.

Run: xvfb-run -a "$PY" Examples/tk/findings/F6_drag_keeps_indices_through_list_changes.py
Exit 1 while the finding shows. Repros: F6-*.sel beside it.
"""

from _show import show

show("F6: a row inserted above the pressed row during a drag, then a motion onto it",
     "extended", [(0, 40)],
     [("press", 200, 50, 0.0), ("insert", 0), ("move", 200, 10, 0.1)],
     expected=[0, 1])
