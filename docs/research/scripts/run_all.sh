#!/bin/sh
# Runs every check in this folder on the real widgets; prints each script's output and exit code
# (0: the widget did what docs/research/list-changes.md claims; 1: it differs).
#   sh docs/research/scripts/run_all.sh
cd "$(dirname "$0")" || exit 2
QTPY=${QTPY:-$HOME/.cache/selectsim-tools/pyside6/bin/python}
for s in qt_*.py; do
  echo "=== $s"; QT_QPA_PLATFORM=offscreen "$QTPY" "$s"; echo "=== $s exit $?"
done
for s in tk_*.py; do
  echo "=== $s"; xvfb-run -a -s "-screen 0 1400x1400x24 -nolisten tcp" /usr/bin/python3 "$s"
  echo "=== $s exit $?"
done
