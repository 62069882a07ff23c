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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tk_widget import BEHAVIOURS, TkListbox  # noqa: E402

ROWS = [(40 * i, 40) for i in range(10)]

# Each gesture: (title, viewport height, initial selection, steps, options). A step is
# ("press", x, y[, ctrl]), ("move", x, y[, ctrl]), ("release", x, y), ("offset", y),
# ("cancel",), ("selectall",), ("idle", seconds), ("tpress", x, y, t_seconds),
# ("trelease", x, y, t_seconds).
GESTURES = [
    ("G1 press row 2, drag down to row 5, back up to row 0", 300, [4, 8], [
        ("press", 10, 90), ("move", 10, 130), ("move", 10, 170), ("move", 10, 210),
        ("move", 10, 170), ("move", 10, 90), ("move", 10, 50), ("move", 10, 10),
        ("release", 10, 10)], {}),
    ("G2 press on a selected row (2) and drag", 300, [2, 3, 4, 8], [
        ("press", 10, 90), ("move", 10, 130), ("move", 10, 250), ("move", 10, 130),
        ("release", 10, 130)], {}),
    ("G3a ctrl-press on a selected row (1), drag with ctrl", 300, [1, 5], [
        ("press", 10, 50, True), ("move", 10, 130, True), ("move", 10, 210, True),
        ("move", 10, 90, True), ("move", 10, 10, True), ("release", 10, 10)], {}),
    ("G3b ctrl-press on an unselected row (3), drag with ctrl, then ctrl let go mid-drag", 300,
     [1, 5], [
        ("press", 10, 130, True), ("move", 10, 250, True), ("move", 10, 260, False),
        ("move", 10, 170, False), ("move", 10, 50, False), ("release", 10, 50)], {}),
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
        ("press", 10, 90, True), ("release", 10, 90)], {}),
    ("P1 one pixel across a row boundary, up then down (press y=80, top pixel of row 2)", 300,
     [], [
        ("press", 10, 80), ("move", 10, 79), ("move", 10, 80), ("release", 10, 80)], {}),
    ("P2 scroll during a drag: press row 2, offset 40, move (pointer now on row 3)", 300, [], [
        ("press", 10, 90), ("offset", 40), ("move", 10, 91), ("move", 10, 50),
        ("offset", 0), ("move", 10, 51), ("release", 10, 51)], {}),
    ("P3 cancel (<Escape>, then release) mid-drag", 300, [0, 6], [
        ("press", 10, 90, True), ("move", 10, 290, True), ("cancel",), ("press", 10, 250),
        ("release", 10, 250)], {}),
    ("P4 selectAll during a drag, then move", 300, [], [
        ("press", 10, 90), ("move", 10, 170), ("selectall",), ("move", 10, 210),
        ("move", 10, 90), ("release", 10, 90)], {}),
    ("P5 two clicks 200 ms apart on rows 2 then 2 (a double click for Tk)", 300, [], [
        ("tpress", 10, 90, 100.0), ("trelease", 10, 90, 100.05),
        ("tpress", 10, 92, 100.2), ("trelease", 10, 92, 100.25)], {}),
    ("P5b two clicks 200 ms apart on rows 2 then 1 (y 82, then y 78: 4 px apart, different rows)",
     300, [], [
        ("tpress", 10, 82, 200.0), ("trelease", 10, 82, 200.05),
        ("tpress", 10, 78, 200.2), ("trelease", 10, 78, 200.25)], {}),
    ("P6 offset that is not a row multiple", 300, [], [
        ("offset", 55), ("offset", 79), ("offset", 80), ("offset", 1000)], {}),
]


def fmt_step(step):
    kind = step[0]
    if kind in ("press", "move", "release"):
        ctrl = " ctrl" if len(step) > 3 and step[3] else ""
        return f"{kind} ({step[1]},{step[2]}){ctrl}"
    if kind in ("tpress", "trelease"):
        return f"{kind[1:]} ({step[1]},{step[2]}) at t={step[3]}"
    if kind == "offset":
        return f"set offset {step[1]}"
    if kind == "idle":
        return f"idle {step[1]}s"
    return kind


def run(behaviour, root):
    for title, vh, initial, steps, opts in GESTURES:
        lb = TkListbox(behaviour, 200, vh, ROWS, root=root, **opts)
        lb.set_selection(initial)
        print(f"  {title}")
        print(f"    {'start':34} -> {lb.selection()}")
        for step in steps:
            kind = step[0]
            if kind == "press":
                lb.press(step[1], step[2], ctrl=len(step) > 3 and step[3])
            elif kind == "move":
                lb.move(step[1], step[2], ctrl=len(step) > 3 and step[3])
            elif kind == "release":
                lb.release(step[1], step[2])
            elif kind == "tpress":
                lb.press(step[1], step[2], t=step[3])
            elif kind == "trelease":
                lb.release(step[1], step[2], t=step[3])
            elif kind == "offset":
                lb.set_offset(step[1])
            elif kind == "cancel":
                lb.cancel()
            elif kind == "selectall":
                lb.select_all()
            elif kind == "idle":
                lb.idle(step[1])
            p = lb.priv()
            print(f"    {fmt_step(step):34} -> {lb.selection()}  offset {lb.offset()}"
                  f"  [anchor {p['anchor']}, prev {p.get('listboxPrev', '-')}]")
        lb.destroy()


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
