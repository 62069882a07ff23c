"""Shared by the tk_*.py scripts: a Tk listbox from Examples/tk/tk_widget.py (real X events
through `event generate`, so listbox.tcl's bindings decide). No SelectSim in it."""

import os
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in Examples/tk
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                                "Examples", "tk"))

import tkinter  # noqa: E402

from tk_widget import TkListbox  # noqa: E402

ROW = 40
ROOT = tkinter.Tk()


def listbox(behaviour="extended", n=20, height=200):
    lb = TkListbox(behaviour, 200, height, [(ROW * i, ROW) for i in range(n)], root=ROOT)
    print(f"Tk {ROOT.tk.call('info', 'patchlevel')}; listbox -selectmode {behaviour}, {n} rows "
          f"of {ROW} px, viewport 200x{height}")
    lb.events = 0  # <<ListboxSelect>> events seen
    lb.lb.bind("<<ListboxSelect>>", lambda e: setattr(lb, "events", lb.events + 1))
    return lb


def y(row):
    return ROW * row + ROW // 2


def names(lb, rows=None):
    rows = lb.selection() if rows is None else rows
    return [lb.lb.get(r) for r in rows]


def top(lb):
    """(top index from yview's first fraction, the element at y=0)."""
    t = int(round(float(lb.lb.yview()[0]) * int(lb.lb.index("end"))))
    return t, lb.lb.get(lb.lb.nearest(0))


def verdict(ok, claim):
    """Exit 0 when the widget did what the report claims, 1 when not, saying which."""
    print(("CONFIRMED, as the report claims: " if ok else "DIFFERS from the report's claim: ")
          + claim)
    sys.exit(0 if ok else 1)
