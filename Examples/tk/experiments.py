"""Gestures on a real Tk listbox, printing the selection after every event.

    PY=$(bash Examples/tk/setup.sh | tail -n 1)
    xvfb-run -a "$PY" Examples/tk/experiments.py [BEHAVIOUR ...]

Ten rows 40 px tall (row i covers y 40*i ..< 40*i+40 at offset 0), a viewport 200 wide and 300
tall (rows 0-6 whole, row 7 half shown; Tk scrolls whole rows, top row 0..3), or 480 tall where
the gesture needs empty space below the last row. Coordinates are viewport points. Plain script:
no SelectSim. The outputs are pasted into Examples/tk/BEHAVIOUR.md.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..")]

from kit import gestures as gestures_kit  # noqa: E402
from tk_widget import BEHAVIOURS, TkListbox  # noqa: E402

ROWS = [(40 * i, 40) for i in range(10)]

# Each gesture: (title, viewport height, initial selection, steps, options). A step is one of
# Examples/kit/gestures.py: ("press", x, y[, "ctrl" or t_seconds]), ("move", x, y[, "ctrl"]),
# ("release", x, y[, t_seconds]), ("offset", y), ("cancel",) (here the listbox's <Escape>,
# TkListbox.cancel), ("selectall",), ("idle", seconds).
GESTURES = [
    ("G1 press row 2, drag down to row 5, back up to row 0", 300, [4, 8], [
        ("press", 10, 90), ("move", 10, 130), ("move", 10, 170), ("move", 10, 210),
        ("move", 10, 170), ("move", 10, 90), ("move", 10, 50), ("move", 10, 10),
        ("release", 10, 10)], {}),
    ("G2 press on a selected row (2) and drag", 300, [2, 3, 4, 8], [
        ("press", 10, 90), ("move", 10, 130), ("move", 10, 250), ("move", 10, 130),
        ("release", 10, 130)], {}),
    ("G3a ctrl-press on a selected row (1), drag with ctrl", 300, [1, 5], [
        ("press", 10, 50, "ctrl"), ("move", 10, 130, "ctrl"), ("move", 10, 210, "ctrl"),
        ("move", 10, 90, "ctrl"), ("move", 10, 10, "ctrl"), ("release", 10, 10)], {}),
    ("G3b ctrl-press on an unselected row (3), drag with ctrl, then ctrl let go mid-drag", 300,
     [1, 5], [
        ("press", 10, 130, "ctrl"), ("move", 10, 250, "ctrl"), ("move", 10, 260),
        ("move", 10, 170), ("move", 10, 50), ("release", 10, 50)], {}),
    ("G4 press in the empty space below the last row, drag up", 480, [0, 9], [
        ("press", 10, 450), ("move", 10, 430), ("move", 10, 390), ("move", 10, 310),
        ("move", 10, 250), ("move", 10, 450), ("release", 10, 450)], {}),
    ("G4b click (press, release) in the empty space", 480, [0, 9], [
        ("press", 10, 450), ("release", 10, 450)], {}),
    ("G5 drag that leaves the viewport at the bottom (H=300), no crossing events", 300, [], [
        ("press", 10, 250), ("move", 10, 290), ("move", 10, 299), ("move", 10, 305),
        ("move", 10, 345), ("move", 10, 520), ("release", 10, 520)], {}),
    ("G5b the same with autoscan=True (<B1-Leave> sent on crossing), 0.5 s held outside", 300,
     [], [
        ("press", 10, 250), ("move", 10, 290), ("move", 10, 305), ("idle", 0.5),
        ("move", 10, 290), ("idle", 0.3), ("release", 10, 290)], {"autoscan": True}),
    ("G6 click on a selected row (2)", 300, [2, 5], [
        ("press", 10, 90), ("release", 10, 90)], {}),
    ("G6b ctrl-click on a selected row (2)", 300, [2, 5], [
        ("press", 10, 90, "ctrl"), ("release", 10, 90)], {}),
    ("P1 one pixel across a row boundary, up then down (press y=80, top pixel of row 2)", 300,
     [], [
        ("press", 10, 80), ("move", 10, 79), ("move", 10, 80), ("release", 10, 80)], {}),
    ("P2 scroll during a drag: press row 2, offset 40, move (pointer now on row 3)", 300, [], [
        ("press", 10, 90), ("offset", 40), ("move", 10, 91), ("move", 10, 50),
        ("offset", 0), ("move", 10, 51), ("release", 10, 51)], {}),
    ("P3 cancel (<Escape>, then release) mid-drag", 300, [0, 6], [
        ("press", 10, 90, "ctrl"), ("move", 10, 290, "ctrl"), ("cancel",), ("press", 10, 250),
        ("release", 10, 250)], {}),
    ("P4 selectAll during a drag, then move", 300, [], [
        ("press", 10, 90), ("move", 10, 170), ("selectall",), ("move", 10, 210),
        ("move", 10, 90), ("release", 10, 90)], {}),
    ("P5 two clicks 200 ms apart on rows 2 then 2 (a double click for Tk)", 300, [], [
        ("press", 10, 90, 100.0), ("release", 10, 90, 100.05),
        ("press", 10, 92, 100.2), ("release", 10, 92, 100.25)], {}),
    ("P5b two clicks 200 ms apart on rows 2 then 1 (y 82, then y 78: 4 px apart, different rows)",
     300, [], [
        ("press", 10, 82, 200.0), ("release", 10, 82, 200.05),
        ("press", 10, 78, 200.2), ("release", 10, 78, 200.25)], {}),
    ("P6 offset that is not a row multiple", 300, [], [
        ("offset", 55), ("offset", 79), ("offset", 80), ("offset", 1000)], {}),
]


def run(behaviour, root):
    def books(lb):
        p = lb.priv()
        return f"anchor {p['anchor']}, prev {p.get('listboxPrev', '-')}"
    gestures_kit.experiment(
        GESTURES, lambda height, opts: TkListbox(behaviour, 200, height, ROWS, root=root, **opts),
        books, names=dict(gestures_kit.VERBS, cancel="cancel"))


def main():
    import tkinter
    root = tkinter.Tk()
    names = sys.argv[1:] or list(BEHAVIOURS)
    for name in names:
        if name not in BEHAVIOURS:
            sys.exit(f"unknown behaviour {name}; one of {BEHAVIOURS}")
        print(f"== {name}")
        run(name, root)
        lb = TkListbox(name, 200, 300, ROWS, root=root)
        lb.set_selection([3])
        lb.lb.activate(6)
        print(f"  tk::ListboxSelectAll with [3] selected, row 6 active -> {lb.select_all()}")
        lb.destroy()
    root.destroy()


if __name__ == "__main__":
    main()
