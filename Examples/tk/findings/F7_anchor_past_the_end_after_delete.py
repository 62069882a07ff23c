#!/usr/bin/env python3
"""F7: a deleted last row leaves the anchor past the end, where `selection includes anchor` says
no though `anchor` names the last row everywhere else, so an extended drag turns to deselecting
(Tk 8.6.13).

ListboxDeleteSubCmd (generic/tkListbox.c) moves the anchor down by the rows deleted before it and
no lower than the first one deleted: `if (first <= listPtr->selectAnchor) { listPtr->selectAnchor
-= count; if (listPtr->selectAnchor < first) { listPtr->selectAnchor = first; } }`. When the
anchor's row is the last one, `first` is now the element count: an index past the end, which
nothing clamps (`index anchor` gives it). `selection set` and `selection clear` clamp it to the
last row (ListboxSelect), but `selection includes anchor` looks up that index in the selection and
finds nothing. tk::ListboxMotion (library/listbox.tcl) reads the drag's direction from
`[$w selection includes anchor]` at every motion (extended mode): with the anchor past the end
the drag deselects, whatever the last row's state. SPEC 2.7 gives a removed anchor to the item
that now has its index, or the last item.

Here, two rows; a press on row 1 (the anchor); row 1 deleted (the anchor is now 1, past the end
of a one-row list); select-all (row 0 selected); a motion onto row 0. The anchor is row 0, which
is selected, so the drag selects: row 0 should stay selected; Tk clears it. Moving the anchor to
row 0 by hand (`selection anchor 0`) before the motion keeps it selected.

Run: xvfb-run -a "$PY" Examples/tk/findings/F7_anchor_past_the_end_after_delete.py
Exit 1 while the finding shows. Repros: F7-*.sel beside it.
"""

from _show import show

show("F7: press the last row, the row deleted, select-all, a motion onto row 0",
     "extended", [(0, 100), (100, 100)],
     [("press", 200, 150, 0.0), ("delete", 1), ("selectall",), ("move", 200, 50, 0.1)],
     expected=[0])
