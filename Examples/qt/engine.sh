#!/bin/sh
# Qt's QListWidget as a SelectSim engine (docs/SPEC.md 8), in the Python that Examples/qt/setup.sh
# made (PySide6 in a virtual environment in the user's cache), offscreen:
#
#   selfuzz --engine-command 'Examples/qt/engine.sh multi'
#
# The argument is the selection behaviour (qt_engine.py lists them). Run Examples/qt/setup.sh once
# first; without its environment this says so and exits 69.
PY="${XDG_CACHE_HOME:-$HOME/.cache}/selectsim-tools/pyside6/bin/python"
if [ ! -x "$PY" ]; then
  echo "Examples/qt/engine.sh: no PySide6 environment at $PY: run Examples/qt/setup.sh first" >&2
  exit 69
fi
QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}" exec "$PY" "$(dirname "$0")/qt_engine.py" "$@"
