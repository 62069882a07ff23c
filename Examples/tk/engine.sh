#!/bin/sh
# Tk's listbox as a SelectSim engine (docs/SPEC.md 8), in Tk's environment (run.sh: a python3 with
# tkinter, under Xvfb):
#
#   selfuzz --engine-command 'Examples/tk/engine.sh extended'
#
# The argument is the selection behaviour (tk_engine.py lists them). Run Examples/tk/setup.sh
# once first.
HERE=$(dirname "$0")
exec "$HERE/run.sh" "$HERE/tk_engine.py" "$@"
