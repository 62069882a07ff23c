"""Shared by the finding scripts: runs steps on a real QListWidget and compares with what the
widget's own rule gives. No SelectSim in it: Qt and Examples/qt/qt_widget.py only."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from qt_widget import QtListWidget  # noqa: E402


def show(title, behaviour, rows, steps, expected, selected=(), ctrl=False, width=400, height=800,
         then_exit=True):
    """Plays `steps` ((verb, x, y) with verb press, move, release; or ("selectall",) or ("cancel",),
    the window system taking the pointer away; or a change of the list through the widget's model:
    ("insert", row, height), ("remove", row), ("reorder", row, to)) and prints
    the selection after each. Exits 1 when the final selection differs from `expected` (the bug
    shows), 0 when it matches (fixed); with then_exit False, returns whether it matches."""
    w = QtListWidget(behaviour, width, height, rows)
    w.set_selection(list(selected))
    print(f"{title}\nQListWidget {behaviour}, rows {rows}, viewport {width}x{height}")
    print(f"  start{'':24}-> {w.selection()}")
    for step in steps:
        verb = step[0]
        if verb == "selectall":
            got = w.select_all()
        elif verb == "cancel":
            got = w.cancel()
        elif verb == "insert":
            w.insert_row(step[1], step[2])
            got = w.selection()
        elif verb == "remove":
            w.remove_row(step[1])
            got = w.selection()
        elif verb == "reorder":
            w.move_row(step[1], step[2])
            got = w.selection()
        else:
            x, y = step[1], step[2]
            got = getattr(w, verb)(x, y, ctrl=ctrl)
        print(f"  {' '.join(map(str, step)):29}-> {got}")
    final = w.selection()
    ok = final == list(expected)
    print(f"the widget's own rule gives {list(expected)}; Qt gives {final}: "
          + ("as the rule says (fixed)" if ok else "the finding shows"))
    w.destroy()
    if not then_exit:
        return ok
    sys.exit(0 if ok else 1)
