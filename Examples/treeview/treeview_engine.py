#!/usr/bin/env python3
"""Tk's ttk::treeview as a SelectSim engine (docs/SPEC.md 8), a flat list of rows driven by real
X events (treeview_widget.py), so that ttk's bindings (ttk/treeview.tcl) decide the selection.

    selfuzz --engine-command 'Examples/treeview/engine.sh browse'

    browse     -selectmode browse     SPEC single, single-commit press
    extended   -selectmode extended   SPEC single, single-commit press (no modifier held: a plain
                                      press is `select.choose.extended`, which is BrowseTo)

A treeview has no drag selection: <B1-Motion> runs ttk::treeview::Drag, which acts only on a
column resize or a heading press (treeview.tcl:190-196); a press runs BrowseTo
(`$w selection set [list $item]`, treeview.tcl:170-179, 274, 280-282, 377-381). So both modes are
SPEC single mode with the commit at the press. Every fact, with its line: BEHAVIOUR.md.

What the SPEC has no option for, and is skipped (counted and reported, never fuzzed as if it
were otherwise): a viewport that can show a row in part. BrowseTo runs `$w see $item`
(treeview.tcl:378), which scrolls a partly shown row pressed into full view: the offset moves at
a press. See `skip_partly_shown_rows`.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # Examples/

from kit.profiles import PLAIN_LIST, widget_mismatch  # noqa: E402
from kit.toolkit import Behaviour, Toolkit  # noqa: E402
from treeview_widget import LayoutError, TtkTreeview  # noqa: E402
from tk_widget import TkCases  # noqa: E402

COMMON = dict(
    PLAIN_LIST,  # a treeview has no limit or vetoes, and no auto-scan at all (no <B1-Leave>)
    rowHeights="uniform",  # the style's -rowheight, one for every row
    items=[1, 1000000],
    positions="rows",  # yview scrolls by rows
    touchesOffView=False,
    # No selectAll: ttk::treeview has no select-all binding or command (treeview.tcl binds no
    # <<SelectAll>>). deselectAll is an app's `$tv selection set {}`. An app inserts, deletes and
    # moves items ($tv insert, $tv delete, $tv move).
    events=["scroll", "idle", "cancel", "deselectAll", "insert", "remove", "reorder"],
    listFrames=["restack"],
    # The treeview keeps its top row's *index* (yview's first), not its item: a row put in or
    # taken out above the top moves the shown rows (measured; BEHAVIOUR.md "List changes").
    listOffset=["stay"],
    # A press on no row does nothing: Press's region `nothing` arm is empty (treeview.tcl:173).
    hitTest=["exact"],
    maxOffset=["rows"],
    # <Double-Button-1> runs DoubleClick, which on a row only Toggles it open or closed, and a
    # row with no children not at all (treeview.tcl:32, 160-166, 355-357).
    doublePress=["ignore"],
    entryOrder="set",
)

# A press selects the row alone (BrowseTo); motion and release select nothing
# (treeview.tcl:190-206); a deleted row leaves the selection and nothing takes its place.
SINGLE = {"modes": ["single"], "singleCommit": ["press"], "singleRelease": ["ignore"],
          "singleRemove": ["drop"]}
BEHAVIOURS = {
    "browse": Behaviour({"mode": "browse"}, dict(SINGLE)),
    "extended": Behaviour({"mode": "extended"}, dict(SINGLE)),
}

CASES = TkCases()  # the process's one root, and the X clock across cases (Examples/tk)


def skip_partly_shown_rows(profile, config):
    """Why a case lies outside what this engine can be fuzzed on, or None: the kit's widget rule,
    and a viewport whose height is not a whole number of rows. There a row can be shown in part,
    and a press on it scrolls it into full view (BrowseTo's `$w see $item`, treeview.tcl:378;
    ttkTreeview.c TreeviewSeeCommand scrolls when `rowNumber >= tv->tree.yscroll.last`, the
    first row not shown whole): an offset change at a press, which the SPEC has no option for."""
    reason = widget_mismatch(profile, config)
    if reason is not None:
        return reason
    if config["viewport"]["height"] % config["frames"][0][3] != 0:
        return ("a viewport that shows a row in part: a press on that row scrolls it into "
                "view (BrowseTo, treeview.tcl:378 `$w see $item`), which the SPEC has no "
                "option for")
    return None


def open_treeview(settings, config):
    rows = [(y, h) for (_, y, _, h) in config["frames"]]
    return CASES.open(lambda root, clock_ms: TtkTreeview(
        settings["mode"], config["viewport"]["width"], config["viewport"]["height"], rows,
        root=root, clock_ms=clock_ms))


TREEVIEW = Toolkit("treeview", COMMON, BEHAVIOURS, open_treeview,
                   refusals=(LayoutError, ValueError), skip=skip_partly_shown_rows)

if __name__ == "__main__":
    TREEVIEW.main()
