"""Shared by the finding scripts: runs steps on a real Tk listbox and compares with what the
listbox's own rule gives. No SelectSim in it: tkinter, Examples/tk/tk_widget.py and the steps of
Examples/kit/gestures.py only."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), os.path.join(HERE, "..", "..")]

from kit import gestures  # noqa: E402
from tk_widget import TkListbox  # noqa: E402


def show(title, behaviour, rows, steps, expected, selected=(), ctrl=False, width=400, height=800):
    """Plays `steps` (Examples/kit/gestures.py) and prints the selection after each. A step is
    (verb, x, y[, t]) with verb press, move or release (t: the event's time in seconds; else 1 s
    after the last), or ("selectall",), ("clear",) (`selection clear 0 end`), ("offset", y),
    ("insert", i) (`$lb insert i`, a row of the list's height) or ("delete", i) (`$lb delete i`),
    as an app calls them. Exits 1 when the final selection differs from `expected` (the finding
    shows), 0 when it matches (fixed)."""
    w = TkListbox(behaviour, width, height, rows, ctrl=ctrl)
    w.set_selection(list(selected))
    mode = behaviour + (", Control held" if ctrl else "")
    heading = (f"Tk {w.root.tk.call('info', 'patchlevel')} listbox -selectmode {mode}, "
               f"{len(rows)} rows {rows[0][1]} px tall, viewport {width}x{height}")
    ok = gestures.show(w, title, heading, steps, expected, "Tk", widget="listbox", ctrl=ctrl,
                       column=33)
    sys.exit(0 if ok else 1)
