"""Gestures on a real QListWidget, printing the selection after every event.

    PY=$(bash Examples/qt/setup.sh | tail -n 1)
    QT_QPA_PLATFORM=offscreen "$PY" Examples/qt/experiments.py [BEHAVIOUR ...]

Ten rows 40 px tall (row i covers content y 40*i ..< 40*i+40), a viewport 200 wide and 300 tall
(rows 0-6 whole, row 7 half shown, content 400 so the offset goes 0..100), or 480 tall where the
gesture needs empty space below the last row. Coordinates are viewport points. Plain script: no
SelectSim. The outputs are pasted into Examples/qt/BEHAVIOUR.md.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..")]

from kit import gestures as gestures_kit  # noqa: E402
from qt_widget import BEHAVIOURS, QtListWidget  # noqa: E402

ROWS = [(40 * i, 40) for i in range(10)]

# Each gesture: (title, viewport height, initial selection, steps). A step is one of
# Examples/kit/gestures.py: ("press", x, y[, "ctrl"]), ("move", x, y[, "ctrl"]), ("release", x, y),
# ("offset", y), ("cancel",) (lose_pointer), ("selectall",), ("idle", seconds).
GESTURES = [
    ("G1 press row 2, drag down to row 5, back up to row 0", 300, [4, 8], [
        ("press", 10, 90), ("move", 10, 130), ("move", 10, 170), ("move", 10, 210),
        ("move", 10, 170), ("move", 10, 90), ("move", 10, 50), ("move", 10, 10),
        ("release", 10, 10)]),
    ("G2 press on a selected row (2) and drag", 300, [2, 3, 4, 8], [
        ("press", 10, 90), ("move", 10, 130), ("move", 10, 250), ("move", 10, 130),
        ("release", 10, 130)]),
    ("G3a ctrl-press on a selected row (1), drag with ctrl", 300, [1, 5], [
        ("press", 10, 50, "ctrl"), ("move", 10, 130, "ctrl"), ("move", 10, 210, "ctrl"),
        ("move", 10, 90, "ctrl"), ("release", 10, 90)]),
    ("G3b ctrl-press on an unselected row (3), drag with ctrl, then ctrl let go mid-drag", 300,
     [1, 5], [
        ("press", 10, 130, "ctrl"), ("move", 10, 250, "ctrl"), ("move", 10, 260),
        ("move", 10, 170), ("release", 10, 170)]),
    ("G4 press in the empty space below the last row, drag up", 480, [0, 9], [
        ("press", 10, 450), ("move", 10, 430), ("move", 10, 390), ("move", 10, 310),
        ("move", 10, 250), ("move", 10, 450), ("release", 10, 450)]),
    ("G4b click (press, release) in the empty space", 480, [0, 9], [
        ("press", 10, 450), ("release", 10, 450)]),
    ("G4c ctrl-press in the empty space, drag up with ctrl", 480, [0, 9], [
        ("press", 10, 450, "ctrl"), ("move", 10, 390, "ctrl"), ("move", 10, 310, "ctrl"),
        ("release", 10, 310)]),
    ("G5 drag that leaves the viewport at the bottom (H=300)", 300, [], [
        ("press", 10, 250), ("move", 10, 290), ("move", 10, 299), ("move", 10, 305),
        ("move", 10, 345), ("move", 10, 420), ("move", 10, 520), ("release", 10, 520)]),
    ("G6 click on a selected row (2)", 300, [2, 5], [
        ("press", 10, 90), ("release", 10, 90)]),
    ("G6b ctrl-click on a selected row (2)", 300, [2, 5], [
        ("press", 10, 90, "ctrl"), ("release", 10, 90)]),
    ("P1 drag up by one pixel across a row boundary (press y=80, top pixel of row 2)", 300, [], [
        ("press", 10, 80), ("move", 10, 79), ("move", 10, 78), ("move", 10, 40),
        ("move", 10, 39), ("release", 10, 39)]),
    ("P1b the same one pixel down (press y=79, bottom pixel of row 1)", 300, [], [
        ("press", 10, 79), ("move", 10, 80), ("move", 10, 81), ("release", 10, 81)]),
    ("P1c drag up from the middle of row 2 to the bottom pixel of row 1", 300, [], [
        ("press", 10, 100), ("move", 10, 79), ("move", 10, 40), ("move", 10, 39),
        ("release", 10, 39)]),
    ("P2 scroll during a drag: press row 2, offset 40, move (pointer now on content row 3)",
     300, [], [
        ("press", 10, 90), ("offset", 40), ("move", 10, 91), ("move", 10, 50),
        ("offset", 0), ("move", 10, 51), ("release", 10, 51)]),
    ("P3 cancel mid-drag, then a plain click on row 6", 300, [0], [
        ("press", 10, 90), ("move", 10, 170), ("cancel",), ("press", 10, 250),
        ("release", 10, 250)]),
    ("P4 selectAll during a drag, then move", 300, [], [
        ("press", 10, 90), ("move", 10, 170), ("selectall",), ("move", 10, 210),
        ("release", 10, 210)]),
    ("P5 horizontal: press x=100 row 2, drag up-left to x=99 row 1", 300, [], [
        ("press", 100, 90), ("move", 99, 50), ("move", 100, 50), ("move", 101, 50),
        ("release", 101, 50)]),
]

AUTOSCROLL = [
    ("A1 autoscroll on: press row 2, hold in the bottom margin, release there", 300, [], [
        ("press", 10, 90), ("move", 10, 290), ("move", 10, 291), ("idle", 0.5),
        ("release", 10, 291), ("idle", 0.5)]),
    ("A2 autoscroll on: the same, but lose_pointer() instead of the release", 300, [], [
        ("press", 10, 90), ("move", 10, 290), ("move", 10, 291), ("idle", 0.2),
        ("cancel",), ("idle", 0.3), ("idle", 0.3)]),
]


def run(behaviour, gestures, autoscroll=False):
    gestures_kit.experiment(
        gestures, lambda height: QtListWidget(behaviour, 200, height, ROWS, autoscroll=autoscroll),
        lambda w: f"{w.state()}, current {w.current()}")


def main():
    names = sys.argv[1:] or ["multi", "extended", "single", "extended-band", "icon"]
    for name in names:
        if name not in BEHAVIOURS:
            sys.exit(f"unknown behaviour {name}; one of {sorted(BEHAVIOURS)}")
        print(f"== {name}")
        run(name, GESTURES)
        if name in ("extended", "multi", "single"):
            run(name, AUTOSCROLL, autoscroll=True)
        w = QtListWidget(name, 200, 300, ROWS)
        w.set_selection([3])
        print(f"  select_all() with [3] selected -> {w.select_all()}")
        w.destroy()


if __name__ == "__main__":
    main()
