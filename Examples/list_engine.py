#!/usr/bin/env python3
"""A list's drag-to-select engine: rows stacked from the top, no limit, no vetoes, no auto-scroll,
whole pixels. What a mail list or a file list built on a toolkit's list view takes, and no more.

It speaks SelectSim's engine protocol (docs/SPEC.md, section 8) and states what it takes in its
`hello` reply, a profile (section 8, "Profiles"): lists of rows as wide as the viewport, stacked
from 0 with no gaps (of any heights), whole-pixel coordinates and scroll positions, no
content-height or insets, no limit, no vetoes, no initial auto-scroll, no `frame` or `limit`
events, paint and single mode. The harness then makes only such cases, checks only what they can
show, and shrinks inside them. A case outside it anyway is answered with `{"skip": …}`.

Paint mode is Examples/paint_engine.py's, with hit tests and sweeps that use the rows' order: a
binary search finds the row under a point, and a sweep looks only at the rows between the two
ends of its segment, so an event costs the same for 100 rows as for 1,000,000. Single mode (3.3)
selects the row tapped, with every value of `single-commit`: at the tap's up, at the press, or
following the finger.

Fuzz it with:  selfuzz --engine-command 'python3 Examples/list_engine.py'
Standard library only.
"""

import bisect
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from kit.profiles import PLAIN_LIST, list_mismatch  # noqa: E402
from kit.protocol import serve  # noqa: E402
from paint_engine import PaintEngine, contact_time  # noqa: E402

PROFILE = dict(
    PLAIN_LIST,
    rowHeights="varied",
    positions="whole",
    events=["scroll", "idle", "cancel", "selectAll", "deselectAll", "stray"],
    modes=["paint", "single"],
    # Options for real widgets are opt-in (SPEC 8): this engine has every value of single-commit.
    singleCommit=["tap", "press", "follow"],
)


class ListEngine(PaintEngine):
    @staticmethod
    def skip(config):
        """Why the case lies outside PROFILE, or None: the harness sends none, but an engine that
        checks says so rather than failing."""
        return list_mismatch(PROFILE, config)

    def __init__(self, config):
        super().__init__(config)
        self.mode = config["mode"]
        self.slop = float(config["tapSlop"])
        # When single mode selects (SPEC 3.3): at a tap's up, at the press, or following the finger.
        self.commit = config.get("singleCommit", "tap")
        # Row i spans [tops[i], tops[i] + height of i): the rows never move (no frame events).
        self.tops = [frame[1] for frame in self.frames]
        self.tap = None  # single mode: (down point, row under it), while the touch may be a tap

    def row_at(self, x, y):
        """The row containing the content point (x, y), or None (SPEC 2.1: half-open)."""
        if not (0 <= x < self.width):
            return None
        row = bisect.bisect_right(self.tops, y) - 1
        if row < 0 or y >= self.tops[row] + self.frames[row][3]:
            return None
        return row

    def items_at(self, x, y):
        row = self.row_at(x, y)
        return [] if row is None else [row]

    def rows_between(self, low, high):
        """The rows that may hold a content height from low to high, both included."""
        first = max(bisect.bisect_right(self.tops, low) - 1, 0)
        return range(first, bisect.bisect_right(self.tops, high))

    def sweep(self, start, end, time):
        """The rows the closed segment touches, in order of first contact (SPEC 3.5): only those
        between its two ends' rows are looked at."""
        contacts = []
        for row in self.rows_between(min(start[1], end[1]), max(start[1], end[1])):
            t = contact_time(self.frames[row], start[0], start[1], end[0], end[1])
            if t is not None:
                contacts.append((t, row))
        contacts.sort()
        for _, row in contacts:
            self.touch(row, time)

    def apply(self, time, event):
        if self.mode == "paint":
            return super().apply(time, event)
        return self.apply_single(time, event)

    def apply_single(self, time, event):
        """Single mode (SPEC 3.3): the row under a tap's `down` becomes the one selected, at the
        tap's `up`; under single-commit press at the `down`, and under follow at every move too."""
        if not self.starts(time):
            return self.log
        kind = event["type"]
        if kind == "down" and self.finger is None:
            self.finger = (float(event["x"]), float(event["y"]))
            self.tap = (self.finger, self.row_at(self.finger[0], self.finger[1] + self.offset))
            if self.commit != "tap" and self.tap[1] is not None:
                self.select_alone(self.tap[1], time)
        elif kind == "move" and self.finger is not None:
            self.finger = (float(event["x"]), float(event["y"]))
            row = self.row_at(self.finger[0], self.finger[1] + self.offset)
            if self.commit == "follow" and row is not None:
                self.select_alone(row, time)
            if self.tap is not None:
                (x, y), _ = self.tap
                if ((self.finger[0] - x) ** 2 + (self.finger[1] - y) ** 2) ** 0.5 > self.slop:
                    self.tap = None
        elif kind in ("up", "cancel") and self.finger is not None:
            if kind == "up" and self.commit == "tap" and self.tap and self.tap[1] is not None:
                self.select_alone(self.tap[1], time)
            self.finger, self.tap = None, None
        elif kind == "scroll":
            self.set_offset(self.clamp(float(event["y"])), time)
        elif kind == "selectAll" and not self.selected and self.frames:
            self.change(0, True, "selectAll", time)
        elif kind == "deselectAll":
            for row in sorted(self.selected, reverse=True):
                self.change(row, False, "deselectAll", time)
        return self.log

    def select_alone(self, row, time):
        if row in self.selected:
            return
        for previous in sorted(self.selected):
            self.change(previous, False, "tap", time)
        self.change(row, True, "tap", time)


if __name__ == "__main__":
    serve("python-list", PROFILE, ListEngine.skip, ListEngine)
