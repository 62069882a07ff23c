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

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

import tkinter  # noqa: E402

from tk_widget import LayoutError, TkListbox  # noqa: E402
from widget_engine import (  # noqa: E402
    change_widget_list, entries_between, list_mismatch, serve_widget)

COMMON = {
    "layouts": ["rows"],
    "rowHeights": "uniform",
    "items": [1, 1000000],
    "contentHeight": False,
    "insets": False,
    "coordinates": "whole",
    "positions": "rows",
    "limit": False,
    "vetoSelect": False,
    "vetoDeselect": False,
    "autoScroll": False,
    "touchesOffView": False,
    # An app inserts and deletes rows ($lb insert, $lb delete); a listbox has no move of a row.
    "events": ["scroll", "idle", "cancel", "selectAll", "deselectAll", "insert", "remove"],
    # Tk draws its rows one after another, and keeps its top row's element at the top when rows
    # come or go above it (tkListbox.c, ListboxInsertSubCmd and ListboxDeleteSubCmd: topIndex).
    "listFrames": ["restack"],
    "listOffset": ["content"],
    "hitTest": ["nearest"],
    "maxOffset": ["rows"],
    "doublePress": ["ignore"],
    # A listbox's selection is a set; the driver reads it before and after each event.
    "entryOrder": "set",
}

RANGE = {"modes": ["range"], "rangeScroll": ["wait"], "rangeUpdate": ["change"]}
# tk::ListboxMotion, which the extended modes run at every motion (library/listbox.tcl).
MOTION = {"rangeDirection": ["anchor"], "rangeRevertScope": ["passed"], "rangeCurrent": ["finger"]}
# A deleted row leaves the selection and nothing is selected in its place (tkListbox.c,
# ListboxDeleteSubCmd): SPEC 2.7 single-remove drop.
SINGLE = {"modes": ["single"], "singleSelectAll": ["active"], "singleRelease": ["ignore"],
          "singleRemove": ["drop"]}
# Behaviour name -> (-selectmode, Control held, the SPEC 3 options it is).
BEHAVIOURS = {
    "extended": ("extended", False, dict(RANGE, **MOTION, rangeTarget=["select"],
                                         rangeStart=["clear"], rangeRevert=["restore"])),
    "extended-ctrl": ("extended", True, dict(RANGE, **MOTION, rangeTarget=["anchor"],
                                             rangeStart=["keep"], rangeRevert=["restore"])),
    # No motion binding: c never leaves the anchor, so direction and revert act on nothing.
    # No list changes yet: after one, SPEC 2.7 updates the drag at its next sample (the anchor,
    # or the row that took its place, gets the target again), and multiple mode has no motion
    # logic at all (tk::ListboxMotion has no case for it); the SPEC has no option for that yet
    # (Examples/tk/BEHAVIOUR.md, "Open questions").
    "multiple": ("multiple", False, dict(RANGE, rangeTarget=["anchor"], rangeStart=["keep"],
                                         rangeRevert=["restore"], rangeCurrent=["anchor"],
                                         rangeDirection=["fixed"], rangeRevertScope=["extent"],
                                         events=[e for e in COMMON["events"]
                                                 if e not in ("insert", "remove")])),
    "browse": ("browse", False, dict(SINGLE, singleCommit=["follow"], singleFollow=["change"])),
    "single": ("single", False, dict(SINGLE, singleCommit=["press"])),
}

# X event times are 32-bit milliseconds. Each case starts this far after the last one's last
# event, so no press of one case is ever "nearby" (Tk's double click, 500 ms) one of another.
CASE_GAP_MS = 100_000


def profile(behaviour):
    return dict(COMMON, **BEHAVIOURS[behaviour][2])


class TkEngine:
    """One case: a fresh listbox laid out as the configuration says."""

    root = None
    clock_ms = 0

    def __init__(self, behaviour, config):
        if TkEngine.root is None:
            TkEngine.root = tkinter.Tk()
        self.behaviour = behaviour
        mode, self.ctrl, _ = BEHAVIOURS[behaviour]
        width, height = config["viewport"]["width"], config["viewport"]["height"]
        rows = [(y, h) for (_, y, _, h) in config["frames"]]
        self.widget = TkListbox(mode, width, height, rows, root=TkEngine.root)
        self.base_ms = TkEngine.clock_ms + CASE_GAP_MS
        self.widget.set_offset(config["offset"])
        self.widget.set_selection(config["selected"])
        self.finger = None

    @staticmethod
    def skip(behaviour, config):
        """Why the case lies outside the profile, or None (the harness sends none)."""
        return list_mismatch(profile(behaviour), config, one_height=True)

    def state(self):
        return {"offset": self.widget.offset(), "selection": self.widget.selection()}

    def apply(self, time, event):
        if event["type"] in ("insert", "remove"):
            return self.change_list(time, event)
        before = self.state()
        cause = self.send(time, event)
        return entries_between(time, before, self.state(), cause)

    def change_list(self, time, event):
        """`$lb insert` or `$lb delete` (SPEC 2.7), as an app calls them, mid-drag or not: Tk's
        widget moves what it keeps by index; listbox.tcl's tk::Priv is left as Tk leaves it."""
        cause = "tap" if self.behaviour in ("browse", "single") else "drag"
        return change_widget_list(time, event, self.widget, cause)

    def x_time(self, time):
        """The event's X time: milliseconds from the case's start, 32 bits as X has them."""
        ms = self.base_ms + math.floor(time * 1000 + 0.5)
        TkEngine.clock_ms = max(TkEngine.clock_ms, ms)
        return (ms % (1 << 32)) / 1000

    def send(self, time, event):
        """Hands the event to the listbox; returns the cause its changes carry (SPEC 2.5)."""
        kind, w = event["type"], self.widget
        if kind == "down":
            self.finger = (event["x"], event["y"])
            w.press(event["x"], event["y"], ctrl=self.ctrl, t=self.x_time(time))
        elif kind == "move":
            self.finger = (event["x"], event["y"])
            w.move(event["x"], event["y"], ctrl=self.ctrl, t=self.x_time(time))
        elif kind == "up":
            w.release(self.finger[0], self.finger[1], t=self.x_time(time))
        elif kind == "cancel":
            w.lose_pointer()
        elif kind == "scroll":
            w.set_offset(event["y"])
        elif kind == "selectAll":
            w.select_all()
            return "selectAll"
        elif kind == "deselectAll":
            w.clear()
            return "deselectAll"
        return "tap" if self.behaviour in ("browse", "single") else "drag"

    def end(self):
        self.widget.destroy()


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in BEHAVIOURS:
        sys.stderr.write("usage: tk_engine.py %s\n" % "|".join(BEHAVIOURS))
        sys.exit(64)
    behaviour = sys.argv[1]
    serve_widget("tk-" + behaviour, profile(behaviour),
                 lambda config: TkEngine.skip(behaviour, config),
                 lambda config: TkEngine(behaviour, config), (LayoutError, ValueError))


if __name__ == "__main__":
    main()
