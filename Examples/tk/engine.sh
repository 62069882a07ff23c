#!/bin/sh
# Tk's listbox as a SelectSim engine (docs/SPEC.md 8), under a virtual X display of its own
# (xvfb-run; Tk needs an X server), in the Python that has tkinter (Examples/tk/setup.sh):
#
#   selfuzz --engine-command 'Examples/tk/engine.sh extended'
#
# The argument is the selection behaviour (tk_engine.py lists them). Run Examples/tk/setup.sh
# once first; without xvfb-run or tkinter this says so and exits 69.
HERE=$(dirname "$0")
PY=""
for cand in /usr/bin/python3 "$(command -v python3)"; do
  if [ -x "$cand" ] && "$cand" -c 'import tkinter' >/dev/null 2>&1; then PY=$cand; break; fi
done
if [ -z "$PY" ] || ! command -v xvfb-run >/dev/null 2>&1; then
  echo "Examples/tk/engine.sh: no python3 with tkinter, or no xvfb-run: run Examples/tk/setup.sh first" >&2
  exit 69
fi
# A screen larger than any viewport the harness makes (430 x 932 at most, and 200 more each way
# for the window around the listbox).
exec xvfb-run -a -s "-screen 0 1400x1400x24 -nolisten tcp" "$PY" "$HERE/tk_engine.py" "$@"
