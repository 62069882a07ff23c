"""Shared by the qt_*.py scripts: a QListWidget from Examples/qt/qt_widget.py (real mouse events
sent to its viewport), plus list changes made the way an app makes them. No SelectSim in it."""

import os
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in Examples/qt
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                                "Examples", "qt"))

from PySide6.QtCore import QModelIndex, QSize, qVersion  # noqa: E402
from PySide6.QtWidgets import QListWidgetItem  # noqa: E402

import PySide6  # noqa: E402
from qt_widget import QtListWidget  # noqa: E402

ROW = 40  # every row 40 px tall; row i covers y 40*i ..< 40*i + 40 at offset 0


def widget(behaviour, n=20, height=600):
    w = QtListWidget(behaviour, 200, height, [(ROW * i, ROW) for i in range(n)])
    print(f"PySide6 {PySide6.__version__}, Qt {qVersion()}; QListWidget {behaviour}, "
          f"{n} rows of {ROW} px, viewport 200x{height}")
    return w


def y(row, off=0):
    """Viewport y of the middle of `row` at scroll offset `off`."""
    return ROW * row + ROW // 2 - off


def insert(w, row, count=1, name="new"):
    for k in range(count):
        it = QListWidgetItem(f"{name} {k}")
        it.setSizeHint(QSize(w.w, ROW))
        w.view.insertItem(row + k, it)
    w._process()


def take(w, row):
    it = w.view.takeItem(row)
    w._process()
    return it


def move(w, i, j):
    """SelectSim's move(i -> j): the item ends at index j (report section 1's dst mapping)."""
    dst = j + 1 if j > i else j
    ok = w.view.model().moveRow(QModelIndex(), i, QModelIndex(), dst)
    w._process()
    return ok


def names(w, rows=None):
    """The items' texts (their identity here) at `rows`, by default the selected rows."""
    rows = w.selection() if rows is None else rows
    return [w.view.item(r).text() for r in rows]


def verdict(ok, claim):
    """Exit 0 when the widget did what the report claims, 1 when not, saying which."""
    print(("CONFIRMED, as the report claims: " if ok else "DIFFERS from the report's claim: ")
          + claim)
    sys.exit(0 if ok else 1)
