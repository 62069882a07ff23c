#!/usr/bin/env python3
"""Examples/list_engine.py with one realistic bug, in the part that makes it fast: a sweep looks
at the rows between its two ends, but the last of them is found with bisect_left, so a drag that
ends exactly on a row's top edge leaves that row out (docs/SPEC.md 3.5: a segment touches an item
on its min edges; 3.1: fast drags skip nothing).

  selfuzz --engine-command 'python3 Examples/list_engine_bug.py'

finds it under the profile the engine states, and shrinks it to a few lines inside that profile.
"""

import bisect
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from list_engine import PROFILE, ListEngine  # noqa: E402
from kit.protocol import serve  # noqa: E402


class OffByOneListEngine(ListEngine):
    def rows_between(self, low, high):
        first = max(bisect.bisect_right(self.tops, low) - 1, 0)
        # The bug: bisect_left leaves out a row that starts exactly at `high`.
        return range(first, bisect.bisect_left(self.tops, high))


if __name__ == "__main__":
    serve("python-list-bug", PROFILE, OffByOneListEngine.skip, OffByOneListEngine)
