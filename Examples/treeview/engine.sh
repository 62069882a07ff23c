#!/bin/sh
# ttk::treeview as a SelectSim engine (docs/SPEC.md 8), in its environment (run.sh):
#
#   selfuzz --engine-command 'Examples/treeview/engine.sh browse'
HERE=$(dirname "$0")
exec "$HERE/run.sh" "$HERE/treeview_engine.py" "$@"
