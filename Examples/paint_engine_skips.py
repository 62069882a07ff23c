#!/usr/bin/env python3
"""The example paint engine with one realistic bug: it hit-tests only the sampled touch points,
not the path between them, so a fast swipe skips the items between two samples (docs/SPEC.md
3.1: "fast drags therefore skip nothing").

  selfuzz --engine-command 'python3 Examples/paint_engine_skips.py'

finds it (invariant no-skip) and shrinks it to a few lines.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from kit.protocol import serve  # noqa: E402
from paint_engine import PaintEngine, contains  # noqa: E402


class SkippingPaintEngine(PaintEngine):
    def sweep(self, start, end, time):
        # The bug: only the point the finger is at now, as a sampled hit test does.
        for item, frame in enumerate(self.frames):
            if contains(frame, end[0], end[1]):
                self.touch(item, time)


if __name__ == "__main__":
    serve("python-paint-skips", PaintEngine.PROFILE, SkippingPaintEngine.skip,
          SkippingPaintEngine)
