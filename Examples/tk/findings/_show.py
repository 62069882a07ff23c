"""Shared by the finding scripts: runs steps on a real Tk listbox and compares with what the
listbox's own rule gives. No SelectSim in it: tkinter and Examples/tk/tk_widget.py only."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tk_widget import TkListbox  # noqa: E402


def show(title, behaviour, rows, steps, expected, selected=(), ctrl=False, width=400, height=800):
    """Plays `steps` and prints the selection after each. A step is (verb, x, y[, t]) with verb
    press, move or release (t: the event's time in seconds; else 1 s after the last), or
    ("selectall",), ("clear",) (`selection clear 0 end`), ("offset", y), ("insert", i) (`$lb
    insert i`, a row of the list's height) or ("delete", i) (`$lb delete i`), as an app calls
    them. Exits 1 when the final
    selection differs from `expected` (the finding shows), 0 when it matches (fixed)."""
    w = TkListbox(behaviour, width, height, rows)
    w.set_selection(list(selected))
    mode = behaviour + (", Control held" if ctrl else "")
    print(f"{title}\nTk {w.root.tk.call('info', 'patchlevel')} listbox -selectmode {mode}, "
          f"{len(rows)} rows {rows[0][1]} px tall, viewport {width}x{height}")
    print(f"  start{'':28}-> {w.selection()}")
    for step in steps:
        verb = step[0]
        if verb == "selectall":
            got = w.select_all()
        elif verb == "clear":
            got = w.clear()
        elif verb == "offset":
            w.set_offset(step[1])
            got = w.selection()
        elif verb == "insert":
            w.insert_row(step[1], w.lh)
            got = w.selection()
        elif verb == "delete":
            w.remove_row(step[1])
            got = w.selection()
        else:
            x, y = step[1], step[2]
            t = step[3] if len(step) > 3 else None
            if verb == "release":
                got = w.release(x, y, t=t)
            else:
                got = getattr(w, verb)(x, y, ctrl=ctrl, t=t)
        print(f"  {' '.join(map(str, step)):33}-> {got}")
    final = w.selection()
    ok = final == list(expected)
    print(f"the listbox's own rule gives {list(expected)}; Tk gives {final}: "
          + ("as the rule says (fixed)" if ok else "the finding shows"))
    w.destroy()
    sys.exit(0 if ok else 1)
