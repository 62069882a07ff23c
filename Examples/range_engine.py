#!/usr/bin/env python3
"""A file manager's list in range mode (docs/SPEC.md 3.2): press a row and drag, and the rows
between the pressed one and the one under the pointer are selected; drag back, and the rows the
range leaves go back to what they were. No limit, no vetoes, no auto-scroll, whole pixels.

It speaks SelectSim's engine protocol (docs/SPEC.md 8) through the kit's loop (kit/protocol.py)
and states its profile in its `hello` reply: lists of rows, range mode, and the values it has of
the options a range drag is built from (3.2), each a choice its app would make:

    rangeTarget  anchor: a drag from a selected row deselects (the SPEC's default);
                 select: a drag always selects (Finder's, Tk's `-selectmode extended`)
    rangeRevert  restore: a row the range leaves gets its state before the drag back;
                 deselect: it is left unselected
    rangeStart   keep: the rest of the selection stays (a Ctrl-drag);
                 clear: the press clears it first (a plain drag in most file managers)

and the SPEC's defaults of the others (the range by index, c the row under the finger, updates
when c changes, a scroll samples the finger's point). The harness then draws every combination of
these values, and nothing else.

The entries come in 3.2's order: deselections first, then selections, each the row nearest the
anchor first (at equal distance, the lower index). Rows are found by binary search.

Fuzz it with:  selfuzz --engine-command 'python3 Examples/range_engine.py'
Standard library only.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from kit.profiles import list_mismatch  # noqa: E402
from kit.protocol import serve  # noqa: E402
from list_engine import PROFILE as LIST_PROFILE, ListEngine  # noqa: E402

# The list engine's rows (any heights, whole pixels, no policy), in range mode with its options.
PROFILE = dict(
    {key: value for key, value in LIST_PROFILE.items() if key != "singleCommit"},
    modes=["range"],
    rangeTarget=["anchor", "select"],
    rangeRevert=["restore", "deselect"],
    rangeStart=["keep", "clear"],
)


class RangeEngine(ListEngine):
    @staticmethod
    def skip(config):
        """Why the case lies outside PROFILE, or None."""
        return list_mismatch(PROFILE, config)

    def __init__(self, config):
        super().__init__(config)
        self.target_rule = config.get("rangeTarget", "anchor")
        self.revert_rule = config.get("rangeRevert", "restore")
        self.start_rule = config.get("rangeStart", "keep")
        self.anchor = None  # a, once the touch has reached a row
        self.current = None  # c
        self.low = self.high = None  # the extent E: every row from low to high
        self.before = set()  # S0
        self.selects = True  # the target: select (True) or deselect (False)

    def apply(self, time, event):
        if not self.starts(time):
            return self.log
        kind = event["type"]
        if kind == "down" and self.finger is None:
            self.finger, self.anchor = (float(event["x"]), float(event["y"])), None
            self.sample(time)
        elif kind == "move" and self.finger is not None:
            self.finger = (float(event["x"]), float(event["y"]))
            self.sample(time)
        elif kind in ("up", "cancel") and self.finger is not None:
            self.finger, self.anchor = None, None
        elif kind == "scroll":
            self.set_offset(self.clamp(float(event["y"])), time)
            if self.finger is not None:
                self.sample(time)  # range-scroll sample: the content moved under the finger
        elif kind == "selectAll":
            for row in range(len(self.frames)):
                if row not in self.selected:
                    self.change(row, True, "selectAll", time)
        elif kind == "deselectAll":
            for row in sorted(self.selected, reverse=True):
                self.change(row, False, "deselectAll", time)
        return self.log

    def sample(self, time):
        """The row under the finger anchors the drag, or becomes c (SPEC 3.5, "Range samples
        points"); on no row, nothing changes."""
        row = self.row_at(self.finger[0], self.finger[1] + self.offset)
        if row is None:
            return
        if self.anchor is None:
            self.begin(row, time)
        elif row != self.current:
            self.current = row
            self.low, self.high = min(self.low, row), max(self.high, row)
            self.update(time, clear=False)

    def begin(self, row, time):
        """The anchor's update: S0 is the selection now (empty under `clear`), the target is
        fixed from the anchor's state, and the anchor gets it."""
        self.anchor = self.current = self.low = self.high = row
        clear = self.start_rule == "clear"
        self.before = set() if clear else set(self.selected)
        self.selects = self.target_rule == "select" or row not in self.selected
        self.update(time, clear=clear)

    def update(self, time, clear):
        """Every row of E gets its desired state: the target inside the range, its revert state
        outside it; under `clear`, every other selected row too, unselected.

        - Complexity: O(|E| log |E|), plus O(selected) under `clear`.
        """
        low, high = sorted((self.anchor, self.current))
        wanted = {}
        if clear:
            wanted = {row: False for row in self.selected}
        for row in range(self.low, self.high + 1):
            if low <= row <= high:
                wanted[row] = self.selects
            else:
                wanted[row] = self.revert_rule == "restore" and row in self.before
        nearest = lambda row: (abs(row - self.anchor), row)  # noqa: E731
        for selected in (False, True):
            rows = [row for row, want in wanted.items()
                    if want == selected and (row in self.selected) != selected]
            for row in sorted(rows, key=nearest):
                self.change(row, selected, "drag", time)


if __name__ == "__main__":
    serve("python-range", PROFILE, RangeEngine.skip, RangeEngine)
