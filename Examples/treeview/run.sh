#!/bin/sh
# Runs a Python file in the treeview's environment, which is Tk's (ttk::treeview is Tk's own
# widget): Examples/tk/run.sh, a python3 with tkinter under a virtual X display. The engine
# (engine.sh) and the findings' plain scripts run through it:
#
#   Examples/treeview/run.sh Examples/treeview/findings/F1_press_on_a_rows_top_pixel_picks_the_row_above.py
#
# Without xvfb-run or tkinter it says so and exits 69.
exec "$(dirname "$0")/../tk/run.sh" "$@"
