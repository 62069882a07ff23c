"""Shared by the finding scripts: runs steps on a real QListWidget and compares with what the
widget's own rule gives. No SelectSim in it: Qt, Examples/qt/qt_widget.py and the steps of
Examples/kit/gestures.py only."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), os.path.join(HERE, "..", "..")]

from kit import gestures  # noqa: E402
from qt_widget import QtListWidget  # noqa: E402


def show(title, behaviour, rows, steps, expected, selected=(), ctrl=False, width=400, height=800,
         then_exit=True):
    """Plays `steps` (Examples/kit/gestures.py: press, move, release, ("selectall",), ("cancel",),
    the window system taking the pointer away, or a change of the list through the widget's model:
    ("insert", row, height), ("remove", row), ("reorder", row, to)) and prints the selection after
    each. Exits 1 when the final selection differs from `expected` (the bug shows), 0 when it
    matches (fixed); with then_exit False, returns whether it matches."""
    w = QtListWidget(behaviour, width, height, rows, ctrl=ctrl)
    w.set_selection(list(selected))
    heading = f"QListWidget {behaviour}, rows {rows}, viewport {width}x{height}"
    ok = gestures.show(w, title, heading, steps, expected, "Qt", ctrl=ctrl, column=29)
    if not then_exit:
        return ok
    sys.exit(0 if ok else 1)
