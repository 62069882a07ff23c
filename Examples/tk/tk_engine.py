#!/usr/bin/env python3
"""Tk's listbox as a SelectSim engine (docs/SPEC.md 8): the harness's events become real X
events on a real listbox (`event generate`, so that Tk's own bindings in library/listbox.tcl
decide the selection), and the entries are what the listbox then holds.

    selfuzz --engine-command 'Examples/tk/engine.sh extended'

(engine.sh runs this file under a virtual X display, Xvfb), where the argument is the listbox's
selection behaviour:

    extended       -selectmode extended            SPEC range, range-target select,
                                                   range-start clear
    extended-ctrl  -selectmode extended, Control   SPEC range, range-target anchor,
                   held at every press and motion  range-start keep, range-revert restore
    multiple       -selectmode multiple            SPEC range, range-target anchor,
                                                   range-current anchor
    browse         -selectmode browse              SPEC single, single-commit follow,
                                                   single-follow change
    single         -selectmode single              SPEC single, single-commit press

Every behaviour is `hit-test nearest` (Tk's `index @x,y` takes the row of y, clamped to the
visible rows and then to the last row), `max-offset rows` (Tk's largest top row is
nElements - fullLines) and `double-press ignore` (listbox.tcl binds <Double-1> to an empty
script, and Tk calls two presses within 500 ms and 5 pixels a double click). In range mode,
`range-scroll wait` (the bindings run at pointer motion only) and, for the two extended ones,
`range-direction anchor` and `range-revert-scope passed` (tk::ListboxMotion reads the anchor's
state at every motion and restores only the rows between the last row and the new one). In
single mode, `single-select-all active` (tk::ListboxSelectAll selects the active row alone, the
row the last release was over).

Each states its profile in the hello reply (SPEC 8): lists of rows of one height (Tk gives every
row one height, linespace + 1 + 2 * selectborderwidth) as wide as the viewport, whole pixels
(X events carry integer positions), offsets in whole rows (Tk scrolls by rows), no limit or
vetoes (a listbox has neither), no auto-scroll (Tk's auto-scan runs on a 50 ms wall-clock `after`
timer from a crossing event, which `event generate` never sends: it stays off), no `frame`,
`limit` or stray events (a row cannot be moved alone; a mouse cannot press twice), and the
entries of an event as a set. It takes list changes as an app makes them, `$lb insert` and
`$lb delete` (no `reorder`: a listbox has no move of a row), with `list-frames restack` and
`list-offset content` (tkListbox.c keeps the top row's element at the top). Every fact behind the mapping, with its citation of Tk's source:
Examples/tk/BEHAVIOUR.md.

The engine is the kit's (Examples/kit: the protocol loop, skip and refusal, entries, list
changes); this file is what is Tk's: the behaviours' table and how a case's listbox is built.
How each event reaches the listbox (tk_widget.py): `down`, `move`, `up` are <ButtonPress-1>,
<Motion> with Button1 held and <ButtonRelease-1> (at the last point) at the event's own time
(X's -time: the harness's time in whole milliseconds, floor(1000 t + 0.5) as SPEC 2.4 counts
them, from the case's start, so Tk's double-click rule sees the harness's timing); `cancel` sends
nothing: Tk has no pointer-cancel event, and a pointer taken away by the window system sends the
listbox no release (its <Escape> binding is a key, which a cancelled touch is not); `scroll` is
`yview` to the row at that offset; `selectAll` runs tk::ListboxSelectAll (the <<SelectAll>>
binding) and `deselectAll` the widget's `selection clear 0 end`, what an app calls (the
<Control-backslash> binding runs it too, but for browse); `idle` does nothing (no timer runs).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # Examples/

from kit.profiles import PLAIN_LIST  # noqa: E402
from kit.toolkit import Behaviour, Toolkit  # noqa: E402
from tk_widget import LayoutError, TkCases, TkListbox  # noqa: E402

COMMON = dict(
    PLAIN_LIST,  # a listbox has no limit or vetoes; its auto-scan stays off (above)
    rowHeights="uniform",
    items=[1, 1000000],
    positions="rows",
    touchesOffView=False,
    # An app inserts and deletes rows ($lb insert, $lb delete); a listbox has no move of a row.
    events=["scroll", "idle", "cancel", "selectAll", "deselectAll", "insert", "remove"],
    # Tk draws its rows one after another, and keeps its top row's element at the top when rows
    # come or go above it (tkListbox.c, ListboxInsertSubCmd and ListboxDeleteSubCmd: topIndex).
    listFrames=["restack"],
    listOffset=["content"],
    hitTest=["nearest"],
    maxOffset=["rows"],
    doublePress=["ignore"],
    # A listbox's selection is a set; the driver reads it before and after each event.
    entryOrder="set",
)

RANGE = {"modes": ["range"], "rangeScroll": ["wait"], "rangeUpdate": ["change"]}
# tk::ListboxMotion, which the extended modes run at every motion (library/listbox.tcl).
MOTION = {"rangeDirection": ["anchor"], "rangeRevertScope": ["passed"], "rangeCurrent": ["finger"]}
# A deleted row leaves the selection and nothing is selected in its place (tkListbox.c,
# ListboxDeleteSubCmd): SPEC 2.7 single-remove drop.
SINGLE = {"modes": ["single"], "singleSelectAll": ["active"], "singleRelease": ["ignore"],
          "singleRemove": ["drop"]}
# Behaviour name -> (-selectmode and Control held, the SPEC 3 options it is).
BEHAVIOURS = {
    "extended": Behaviour({"mode": "extended", "ctrl": False},
                          dict(RANGE, **MOTION, rangeTarget=["select"], rangeStart=["clear"],
                               rangeRevert=["restore"])),
    "extended-ctrl": Behaviour({"mode": "extended", "ctrl": True},
                               dict(RANGE, **MOTION, rangeTarget=["anchor"], rangeStart=["keep"],
                                    rangeRevert=["restore"])),
    # No motion binding: c never leaves the anchor, so direction and revert act on nothing.
    # No list changes yet: after one, SPEC 2.7 updates the drag at its next sample (the anchor,
    # or the row that took its place, gets the target again), and multiple mode has no motion
    # logic at all (tk::ListboxMotion has no case for it); the SPEC has no option for that yet
    # (Examples/tk/BEHAVIOUR.md, "Open questions").
    "multiple": Behaviour({"mode": "multiple", "ctrl": False},
                          dict(RANGE, rangeTarget=["anchor"], rangeStart=["keep"],
                               rangeRevert=["restore"], rangeCurrent=["anchor"],
                               rangeDirection=["fixed"], rangeRevertScope=["extent"],
                               events=[e for e in COMMON["events"]
                                       if e not in ("insert", "remove")])),
    "browse": Behaviour({"mode": "browse", "ctrl": False},
                        dict(SINGLE, singleCommit=["follow"], singleFollow=["change"])),
    "single": Behaviour({"mode": "single", "ctrl": False}, dict(SINGLE, singleCommit=["press"])),
}

CASES = TkCases()  # the process's one root, and the X clock across cases


def open_listbox(settings, config):
    """A fresh listbox laid out as the case says (tk_widget.py checks every row and raises
    LayoutError, or ValueError for rows of more than one height), in the process's one root, its
    X clock running on from the last case's (TkCases)."""
    rows = [(y, h) for (_, y, _, h) in config["frames"]]
    return CASES.open(lambda root, clock_ms: TkListbox(
        settings["mode"], config["viewport"]["width"], config["viewport"]["height"], rows,
        root=root, ctrl=settings["ctrl"], clock_ms=clock_ms))


TK = Toolkit("tk", COMMON, BEHAVIOURS, open_listbox, refusals=(LayoutError, ValueError))

if __name__ == "__main__":
    TK.main()
