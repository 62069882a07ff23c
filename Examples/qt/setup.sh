#!/usr/bin/env bash
# Installs what Examples/qt needs: a Python virtual environment with PySide6 (Qt 6 widgets), and
# the few Debian libraries Qt's widgets load even on the offscreen platform (no display needed:
# run the scripts with QT_QPA_PLATFORM=offscreen). Idempotent; prints the venv's python on its
# last line of standard output. Exits non-zero, with a message, when something cannot be had.
#
#   PY=$(bash Examples/qt/setup.sh | tail -n 1)
#   QT_QPA_PLATFORM=offscreen "$PY" Examples/qt/experiments.py
#
# Environment: PYTHON (default: python3) is the interpreter the venv is made from (3.9 or later).
set -euo pipefail

die() { echo "qt/setup.sh: $*" >&2; exit 1; }

VENV="${XDG_CACHE_HOME:-$HOME/.cache}/selectsim-tools/pyside6"
BASE_PY="${PYTHON:-python3}"

# 1. Debian libraries that libQt6Gui/libQt6Widgets and the offscreen plugin link against
#    (found with ldd on PySide6 6.12's wheel), plus a font so that text metrics are defined.
DEB_LIBS=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libfreetype6 libglib2.0-0 libdbus-1-3
          libx11-6 fonts-dejavu-core)
# The project's installer: as root or through sudo -n, finishing an interrupted install first.
"$(dirname "$0")/../../scripts/install-debs.sh" "${DEB_LIBS[@]}" \
  || die "could not install the Debian libraries ${DEB_LIBS[*]}"

# 2. The virtual environment and PySide6 (the essentials wheel: QtCore, QtGui, QtWidgets, QtTest).
if [ ! -x "$VENV/bin/python" ]; then
  command -v "$BASE_PY" >/dev/null || die "no $BASE_PY to create the venv with (set PYTHON=...)"
  echo "qt/setup.sh: creating $VENV" >&2
  mkdir -p "$(dirname "$VENV")"
  "$BASE_PY" -m venv "$VENV" >&2 || die "'$BASE_PY -m venv $VENV' failed (Debian: apt-get install python3-venv)"
fi
# Pinned: the findings (Examples/qt/findings) and BEHAVIOUR.md are facts about this build.
PYSIDE=pyside6-essentials==6.12.0
if ! "$VENV/bin/python" -c 'import PySide6, sys; sys.exit(PySide6.__version__ != "6.12.0")' >/dev/null 2>&1; then
  echo "qt/setup.sh: installing $PYSIDE into $VENV" >&2
  "$VENV/bin/python" -m pip install --quiet "$PYSIDE" >&2 \
    || die "pip install $PYSIDE failed"
fi

# 3. Prove it works: a widget shown on the offscreen platform.
QT_QPA_PLATFORM=offscreen "$VENV/bin/python" - >&2 <<'PYEOF' || die "PySide6 is installed but a QListWidget cannot be shown offscreen (see above)"
from PySide6 import QtCore
from PySide6.QtWidgets import QApplication, QListWidget
app = QApplication([])
w = QListWidget(); w.show(); app.processEvents()
print("qt/setup.sh: PySide6", QtCore.qVersion(), "works offscreen")
PYEOF
echo "$VENV/bin/python"
