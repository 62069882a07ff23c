#!/usr/bin/env bash
# Installs what Examples/treeview needs: ttk::treeview is Tk's own widget (its bindings are
# ttk/treeview.tcl of Tcl/Tk 8.6), so Tk's setup (Examples/tk/setup.sh: python3-tk and Xvfb), then
# proves that a ttk treeview with its class bindings can be shown. Idempotent; prints the python
# that has tkinter on its last line of standard output. Exits non-zero, with a message, when
# something cannot be had.
#
#   PY=$(bash Examples/treeview/setup.sh | tail -n 1)
set -euo pipefail

die() { echo "treeview/setup.sh: $*" >&2; exit 1; }

PY=$(bash "$(dirname "$0")/../tk/setup.sh" | tail -n 1) || die "Examples/tk/setup.sh failed"

xvfb-run -a "$PY" - >&2 <<'PYEOF' || die "tkinter imports but a ttk treeview cannot be shown under xvfb-run"
import tkinter
from tkinter import ttk
root = tkinter.Tk()
tv = ttk.Treeview(root); tv.insert("", "end", text="a"); tv.pack(); root.update()
assert root.tk.call("bind", "Treeview", "<Button-1>"), "no Treeview class bindings"
print("treeview/setup.sh: Tk", root.tk.call("info", "patchlevel"), "ttk::treeview works under Xvfb")
root.destroy()
PYEOF
echo "$PY"
