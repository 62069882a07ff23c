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

How each event reaches the widget (qt_widget.py): `down`, `move`, `up` are QMouseEvents on its
viewport (a move with the left button held; the release at the last point); `cancel` is what a
window system sends when it takes the pointer away (FocusOut, WindowDeactivate, UngrabMouse) and
no release; `scroll` sets the vertical scroll bar; `selectAll` and `deselectAll` call the view's
selectAll() and clearSelection(); `idle` does nothing (no timer runs). The entries of an event are
the difference between the selection model before and after it, in no order of the SPEC's: Qt
reports a change as a set (QItemSelectionModel::selectionChanged), and the profile says
`"entryOrder": "set"`, so the harness reads them in the SPEC's order where they are its set.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

from qt_widget import LayoutError, QtListWidget  # noqa: E402
from widget_engine import (change_widget_list, entries_between, list_mismatch,  # noqa: E402
                           serve_widget)

COMMON = {
    "layouts": ["rows"],
    "rowHeights": "varied",
    "contentHeight": False,
    "insets": False,
    "coordinates": "whole",
    "positions": "whole",
    "limit": False,
    "vetoSelect": False,
    "vetoDeselect": False,
    "autoScroll": False,
    "touchesOffView": False,
    "events": ["scroll", "idle", "cancel", "selectAll", "deselectAll", "insert", "remove",
               "reorder"],
    # QListView in ListMode lays its rows out again after every change of its model, in
    # TopToBottom flow (QListView::flow, QListViewPrivate::doItemsLayout): the rows restack.
    "listFrames": ["restack"],
    # Qt's selection model reports one event's changes together (selectionChanged: a selected
    # and a deselected set), so the order within one event is not the widget's to give.
    "entryOrder": "set",
}

# Every range behaviour: the selection rectangle is applied again at every mouse move
# (QAbstractItemView::mouseMoveEvent), and a scroll bar that moves sends no mouse event.
RANGE = {"modes": ["range"], "rangeUpdate": ["move"], "rangeScroll": ["wait"]}
# Behaviour name -> (the driver's behaviour, Ctrl held, the SPEC 3 options it is).
BEHAVIOURS = {
    # The range is the rows the rectangle from the press point (kept in content coordinates,
    # d->pressedPosition) to the pointer meets, updated only over a row in ListMode
    # (selectionAllowed): SPEC 3.2 rect-on-items. In rows that stay put it is the range by index;
    # once rows restack under a held press, the press point lies on another row (BEHAVIOUR.md 1).
    "multi": ("multi", False, dict(RANGE, rangeTarget=["anchor"], rangeRevert=["restore"],
                                   rangeStart=["keep"], rangeShape=["rect-on-items"])),
    "extended-ctrl": ("extended", True, dict(RANGE, rangeTarget=["anchor"],
                                             rangeRevert=["restore"], rangeStart=["keep"],
                                             rangeShape=["rect-on-items"])),
    # A press on a selected row, or on no row, waits for the next move over a row or the
    # release; every move clears the whole selection and selects the rectangle; moves over empty
    # space change nothing in ListMode (BEHAVIOUR.md 4; SPEC 3.2 defer, all, rect-on-items).
    "extended": ("extended", False, dict(RANGE, rangeTarget=["select"], rangeRevert=["deselect"],
                                         rangeStart=["defer"], rangeRevertScope=["all"],
                                         rangeShape=["rect-on-items"])),
    # The same with the rubber band shown (setSelectionRectVisible): selectionAllowed is true
    # everywhere, so moves over empty space update too (BEHAVIOUR.md 6; SPEC 3.2 rect).
    "extended-band": ("extended-band", False, dict(RANGE, rangeTarget=["select"],
                                                   rangeRevert=["deselect"], rangeStart=["defer"],
                                                   rangeRevertScope=["all"], rangeShape=["rect"])),
    # The press selects, the selection follows the pointer, a release after a press that selected
    # nothing applies ClearAndSelect where it is, and selectAll() does nothing (BEHAVIOUR.md 5).
    # A removal of the current row makes the next row current and selects it
    # (QAbstractItemView::rowsAboutToBeRemoved: "Ensure one selected item in single selection
    # mode"; BEHAVIOUR.md 9): SPEC 2.7 single-remove successor.
    "single": ("single", False, {"modes": ["single"], "singleCommit": ["follow"],
                                 "singleRelease": ["retap"], "singleSelectAll": ["ignore"],
                                 "singleRemove": ["successor"]}),
}


def profile(behaviour):
    return dict(COMMON, **BEHAVIOURS[behaviour][2])


class QtEngine:
    """One case: a fresh widget laid out as the configuration says."""

    def __init__(self, behaviour, config):
        self.behaviour = behaviour
        driver, self.ctrl, _ = BEHAVIOURS[behaviour]
        width, height = config["viewport"]["width"], config["viewport"]["height"]
        rows = [(y, h) for (_, y, _, h) in config["frames"]]
        self.widget = QtListWidget(driver, width, height, rows)
        self.widget.set_offset(config["offset"])
        self.widget.set_selection(config["selected"])
        self.finger = None

    @staticmethod
    def skip(behaviour, config):
        """Why the case lies outside the profile, or None (the harness sends none)."""
        return list_mismatch(profile(behaviour), config)

    def state(self):
        return {"offset": self.widget.offset(), "selection": self.widget.selection()}

    def apply(self, time, event):
        if event["type"] in ("insert", "remove", "reorder"):
            return self.change_list(time, event)
        before = self.state()
        cause = self.send(event)
        return entries_between(time, before, self.state(), cause)

    def change_list(self, time, event):
        """insertItem, takeItem or a moveRow of the model (SPEC 2.7); the selection model keeps
        its books as Qt keeps them."""
        cause = "tap" if self.behaviour == "single" else "drag"
        return change_widget_list(time, event, self.widget, cause)

    def send(self, event):
        """Hands the event to the widget; returns the cause its changes carry (SPEC 2.5)."""
        kind, w = event["type"], self.widget
        if kind == "down":
            self.finger = (event["x"], event["y"])
            w.press(event["x"], event["y"], ctrl=self.ctrl)
        elif kind == "move":
            self.finger = (event["x"], event["y"])
            w.move(event["x"], event["y"], ctrl=self.ctrl)
        elif kind == "up":
            w.release(self.finger[0], self.finger[1], ctrl=self.ctrl)
        elif kind == "cancel":
            w.cancel()
        elif kind == "scroll":
            w.set_offset(event["y"])
        elif kind == "selectAll":
            w.select_all()
            return "selectAll"
        elif kind == "deselectAll":
            w.clear()
            return "deselectAll"
        return "tap" if self.behaviour == "single" else "drag"

    def end(self):
        self.widget.destroy()


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in BEHAVIOURS:
        sys.stderr.write("usage: qt_engine.py %s\n" % "|".join(BEHAVIOURS))
        sys.exit(64)
    behaviour = sys.argv[1]
    serve_widget("qt-" + behaviour, profile(behaviour),
                 lambda config: QtEngine.skip(behaviour, config),
                 lambda config: QtEngine(behaviour, keep_none_alive(config)), (LayoutError,))


# PySide6 6.12.0 drops a reference to None in some calls: measured with sys.getrefcount(None),
# about 2 a call of QScrollBar.setValue, selectAll, clearSelection and QItemSelectionModel.select.
# Python 3.11's None is not immortal (3.12's is), so in one process the count reached 0 after
# about 970 cases (53,600 requests; seed 1, single) and Python aborted: "Fatal Python error:
# none_dealloc: deallocating None: bug likely caused by a refcount error in a C extension".
# Holding a million references more whenever the count runs low keeps it off zero.
_NONE_REFERENCES = []


def keep_none_alive(config):
    """Tops up None's reference count before each case; returns config."""
    if sys.getrefcount(None) < 1_000_000:
        _NONE_REFERENCES.extend([None] * 1_000_000)
    return config


if __name__ == "__main__":
    main()
