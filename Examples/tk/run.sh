#!/bin/sh
# Runs a Python file in Tk's environment: a python3 with tkinter (Examples/tk/setup.sh), under a
# virtual X display of its own (xvfb-run; Tk needs an X server). The engine (engine.sh) and the
# findings' plain scripts run through it:
#
#   Examples/tk/run.sh Examples/tk/findings/F5_first_active_row_is_last.py
#
# Without xvfb-run or tkinter this says so and exits 69.
PY=""
for cand in /usr/bin/python3 "$(command -v python3)"; do
  if [ -x "$cand" ] && "$cand" -c 'import tkinter' >/dev/null 2>&1; then PY=$cand; break; fi
done
if [ -z "$PY" ] || ! command -v xvfb-run >/dev/null 2>&1; then
  echo "Examples/tk/run.sh: no python3 with tkinter, or no xvfb-run: run Examples/tk/setup.sh first" >&2
  exit 69
fi
# A screen larger than any viewport the harness makes (430 x 932 at most, and 200 more each way
# for the window around the listbox).
exec xvfb-run -a -s "-screen 0 1400x1400x24 -nolisten tcp" "$PY" "$@"
