#!/bin/sh
# Runs a Python file in Qt's environment: the Python that Examples/qt/setup.sh made (PySide6 in a
# virtual environment in the user's cache), on the offscreen platform unless QT_QPA_PLATFORM says
# otherwise. The engine (engine.sh) and the findings' plain scripts run through it:
#
#   Examples/qt/run.sh Examples/qt/findings/F4_cancelled_drag_stays_alive.py
#
# Without the environment this says so and exits 69.
PY="${XDG_CACHE_HOME:-$HOME/.cache}/selectsim-tools/pyside6/bin/python"
if [ ! -x "$PY" ]; then
  echo "Examples/qt/run.sh: no PySide6 environment at $PY: run Examples/qt/setup.sh first" >&2
  exit 69
fi
QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}" exec "$PY" "$@"
