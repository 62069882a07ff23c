#!/usr/bin/env python3
"""Qt's QListWidget as a SelectSim engine (docs/SPEC.md 8): the harness's events become real
mouse events on a real widget, and the entries are what its selection model then holds.

    selfuzz --engine-command 'Examples/qt/engine.sh multi'

(engine.sh runs this file in the Python that Examples/qt/setup.sh made, offscreen), where the
argument is the widget's selection behaviour:

    multi          MultiSelection                  SPEC range, target anchor, revert restore
    extended-ctrl  ExtendedSelection, Ctrl held    the same (one code path in Qt)
    extended       ExtendedSelection, no modifier  SPEC range, target select, revert deselect,
                                                   range-start defer, range-revert-scope all,
                                                   range-shape rect-on-items
    extended-band  the same, rubber band shown     the same but range-shape rect
    single         SingleSelection                 SPEC single, single-commit follow,
                                                   single-release retap, single-select-all ignore

where the range behaviours are range-update move (Qt applies the selection rectangle again at
every mouse move) and range-scroll wait (a scroll bar that moves sends no mouse event).

Each behaviour states its profile in the hello reply (SPEC 8): lists of rows as wide as the
viewport, whole pixels (Qt's mouse positions and scroll offsets are integers), no limit or vetoes
(a QListWidget has neither), no auto-scroll (Qt's runs on a wall-clock timer; the driver turns it
off), no `frame`, `limit` or `stray` events (a row cannot be moved alone, and a mouse cannot press
twice). Every fact behind the mapping, with its citation of Qt's source: Examples/qt/BEHAVIOUR.md.

The engine is the kit's (Examples/kit: the protocol loop, skip and refusal, entries, list
changes); this file is what is Qt's: the behaviours' table and how a case's widget is built.
How each event reaches the widget (qt_widget.py, a driver as Examples/kit/driver.py says): `down`,
`move`, `up` are QMouseEvents on its viewport (a move with the left button held; the release at the
last point); `cancel` is what a window system sends when it takes the pointer away (FocusOut,
WindowDeactivate, UngrabMouse) and no release; `scroll` sets the vertical scroll bar; `selectAll`
and `deselectAll` call the view's selectAll() and clearSelection(); `idle` does nothing (no timer
runs). The entries of an event are the difference between the selection model before and after it,
in no order of the SPEC's: Qt reports a change as a set (QItemSelectionModel::selectionChanged),
and the profile says `"entryOrder": "set"`, so the harness reads them in the SPEC's order where
they are its set.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # Examples/

from kit.profiles import PLAIN_LIST  # noqa: E402
from kit.toolkit import Behaviour, Toolkit  # noqa: E402
from qt_widget import LayoutError, QtListWidget  # noqa: E402

COMMON = dict(
    PLAIN_LIST,  # a QListWidget has no limit or vetoes; its auto-scroll is turned off
    rowHeights="varied",
    positions="whole",
    touchesOffView=False,
    events=["scroll", "idle", "cancel", "selectAll", "deselectAll", "insert", "remove", "reorder"],
    # QListView in ListMode lays its rows out again after every change of its model, in
    # TopToBottom flow (QListView::flow, QListViewPrivate::doItemsLayout): the rows restack.
    listFrames=["restack"],
    # Qt's selection model reports one event's changes together (selectionChanged: a selected
    # and a deselected set), so the order within one event is not the widget's to give.
    entryOrder="set",
)

# Every range behaviour: the selection rectangle is applied again at every mouse move
# (QAbstractItemView::mouseMoveEvent), and a scroll bar that moves sends no mouse event.
RANGE = {"modes": ["range"], "rangeUpdate": ["move"], "rangeScroll": ["wait"]}
# Behaviour name -> (the driver's behaviour and Ctrl held, the SPEC 3 options it is).
BEHAVIOURS = {
    # The range is the rows the rectangle from the press point (kept in content coordinates,
    # d->pressedPosition) to the pointer meets, updated only over a row in ListMode
    # (selectionAllowed): SPEC 3.2 rect-on-items. In rows that stay put it is the range by index;
    # once rows restack under a held press, the press point lies on another row (BEHAVIOUR.md 1).
    "multi": Behaviour({"behaviour": "multi", "ctrl": False},
                       dict(RANGE, rangeTarget=["anchor"], rangeRevert=["restore"],
                            rangeStart=["keep"], rangeShape=["rect-on-items"])),
    "extended-ctrl": Behaviour({"behaviour": "extended", "ctrl": True},
                               dict(RANGE, rangeTarget=["anchor"], rangeRevert=["restore"],
                                    rangeStart=["keep"], rangeShape=["rect-on-items"])),
    # A press on a selected row, or on no row, waits for the next move over a row or the
    # release; every move clears the whole selection and selects the rectangle; moves over empty
    # space change nothing in ListMode (BEHAVIOUR.md 4; SPEC 3.2 defer, all, rect-on-items).
    "extended": Behaviour({"behaviour": "extended", "ctrl": False},
                          dict(RANGE, rangeTarget=["select"], rangeRevert=["deselect"],
                               rangeStart=["defer"], rangeRevertScope=["all"],
                               rangeShape=["rect-on-items"])),
    # The same with the rubber band shown (setSelectionRectVisible): selectionAllowed is true
    # everywhere, so moves over empty space update too (BEHAVIOUR.md 6; SPEC 3.2 rect).
    "extended-band": Behaviour({"behaviour": "extended-band", "ctrl": False},
                               dict(RANGE, rangeTarget=["select"], rangeRevert=["deselect"],
                                    rangeStart=["defer"], rangeRevertScope=["all"],
                                    rangeShape=["rect"])),
    # The press selects, the selection follows the pointer, a release after a press that selected
    # nothing applies ClearAndSelect where it is, and selectAll() does nothing (BEHAVIOUR.md 5).
    # A removal of the current row makes the next row current and selects it
    # (QAbstractItemView::rowsAboutToBeRemoved: "Ensure one selected item in single selection
    # mode"; BEHAVIOUR.md 9): SPEC 2.7 single-remove successor.
    "single": Behaviour({"behaviour": "single", "ctrl": False},
                        {"modes": ["single"], "singleCommit": ["follow"],
                         "singleRelease": ["retap"], "singleSelectAll": ["ignore"],
                         "singleRemove": ["successor"]}),
}


def open_widget(settings, config):
    """A fresh QListWidget laid out as the case says (qt_widget.py checks every row's
    visualItemRect and raises LayoutError where the widget did not take it)."""
    keep_none_alive()
    rows = [(y, h) for (_, y, _, h) in config["frames"]]
    return QtListWidget(settings["behaviour"], config["viewport"]["width"],
                        config["viewport"]["height"], rows, ctrl=settings["ctrl"])


QT = Toolkit("qt", COMMON, BEHAVIOURS, open_widget, refusals=(LayoutError,))


# PySide6 6.12.0 drops a reference to None in some calls: measured with sys.getrefcount(None),
# about 2 a call of QScrollBar.setValue, selectAll, clearSelection and QItemSelectionModel.select.
# Python 3.11's None is not immortal (3.12's is), so in one process the count reached 0 after
# about 970 cases (53,600 requests; seed 1, single) and Python aborted: "Fatal Python error:
# none_dealloc: deallocating None: bug likely caused by a refcount error in a C extension".
# Holding a million references more whenever the count runs low keeps it off zero.
_NONE_REFERENCES = []


def keep_none_alive():
    """Tops up None's reference count before each case."""
    if sys.getrefcount(None) < 1_000_000:
        _NONE_REFERENCES.extend([None] * 1_000_000)


if __name__ == "__main__":
    QT.main()
