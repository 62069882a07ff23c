#!/bin/sh
# Qt's QListWidget as a SelectSim engine (docs/SPEC.md 8), in Qt's environment (run.sh):
#
#   selfuzz --engine-command 'Examples/qt/engine.sh multi'
#
# The argument is the selection behaviour (qt_engine.py lists them). Run Examples/qt/setup.sh once
# first.
HERE=$(dirname "$0")
exec "$HERE/run.sh" "$HERE/qt_engine.py" "$@"
