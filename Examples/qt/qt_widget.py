"""A driver for Qt's QListWidget, for fuzzing it later over SelectSim's engine protocol
(docs/SPEC.md 8).

The widget is driven through real input: QMouseEvents sent to its viewport with
QApplication.sendEvent, so QAbstractItemView::mousePressEvent / mouseMoveEvent /
mouseReleaseEvent and QListView's overrides decide the selection. Facts, with citations:
Examples/qt/BEHAVIOUR.md.

Needs PySide6 (Examples/qt/setup.sh) and runs with QT_QPA_PLATFORM=offscreen (set here when
nothing else is set). Standard library + PySide6 only.

    from qt_widget import QtListWidget
    w = QtListWidget("extended", 200, 200, [(i * 40, 40) for i in range(10)])
    w.press(10, 90); w.move(10, 210); w.release(10, 210); print(w.selection())

Behaviours (name -> QListWidget settings):
    multi          ListMode, MultiSelection
    extended       ListMode, ExtendedSelection (pass ctrl=True to press/move for Ctrl held)
    single         ListMode, SingleSelection
    extended-band  ListMode, ExtendedSelection, setSelectionRectVisible(True) (rubber band)
    icon           IconMode, ExtendedSelection, Static movement (rubber band, no item dragging)
    icon-multi     IconMode, MultiSelection, Static movement

Geometry. No frame, scroll bars always off, spacing 0, per-pixel scrolling, item size hints of
(W, height); uniformItemSizes only when all rows have one height (Qt then takes the LAST item's
size for every row). The constructor checks visualItemRect(item) for every row against the
requested frame at offset 0 and raises LayoutError naming the first row that differs. Qt works in
whole pixels: event positions go through QPointF::toPoint() (rounding) in the view.

Auto-scroll is off by default (setAutoScroll(False)); autoscroll=True leaves Qt's default on
(margin 16 px, QBasicTimer autoScrollTimer, 50 ms in ScrollPerPixel mode) and idle(seconds)
runs the event loop so its timer can fire.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import (QCoreApplication, QEvent, QPoint, QPointF, QRect, QSize,  # noqa: E402
                            Qt)
from PySide6.QtGui import QFocusEvent, QMouseEvent  # noqa: E402
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QFrame,  # noqa: E402
                               QListView, QListWidget, QListWidgetItem)

V = QAbstractItemView
BEHAVIOURS = {
    "multi": (QListView.ViewMode.ListMode, V.SelectionMode.MultiSelection, False),
    "extended": (QListView.ViewMode.ListMode, V.SelectionMode.ExtendedSelection, False),
    "single": (QListView.ViewMode.ListMode, V.SelectionMode.SingleSelection, False),
    "extended-band": (QListView.ViewMode.ListMode, V.SelectionMode.ExtendedSelection, True),
    "icon": (QListView.ViewMode.IconMode, V.SelectionMode.ExtendedSelection, True),
    "icon-multi": (QListView.ViewMode.IconMode, V.SelectionMode.MultiSelection, True),
}


class LayoutError(Exception):
    """The widget's real layout differs from the requested one (names the row)."""


def application():
    app = QApplication.instance()
    if app is None:
        app = QApplication(["selectsim-qt"])
        app.setStyle("Fusion")  # one style everywhere, whatever the platform default
    return app


class QtListWidget:
    """A QListWidget whose viewport is exactly W x H, with full-width rows of given heights."""

    def __init__(self, behaviour, viewport_w, viewport_h, rows, autoscroll=False, ctrl=False):
        """`ctrl`: Ctrl held at every press, move and release that does not say otherwise."""
        if behaviour not in BEHAVIOURS:
            raise ValueError(f"behaviour must be one of {sorted(BEHAVIOURS)}, not {behaviour!r}")
        self.app = application()
        self.behaviour = behaviour
        self.w, self.h = int(viewport_w), int(viewport_h)
        if self.w != viewport_w or self.h != viewport_h or self.w <= 0 or self.h <= 0:
            raise ValueError("Qt viewports are whole pixels")
        self.rows = [(int(y), int(hgt)) for (y, hgt) in rows]
        y = 0
        for i, (ry, rh) in enumerate(self.rows):
            if ry != y or rh != rows[i][1] or rh < 0:
                raise ValueError(f"row {i}: ({rows[i][0]}, {rows[i][1]}) is not a whole-pixel "
                                 f"row at the sum of the earlier heights ({y})")
            y += rh
        self.content_h = y
        view_mode, sel_mode, band = BEHAVIOURS[behaviour]

        lw = QListWidget()
        self.view = lw
        lw.setFrameShape(QFrame.Shape.NoFrame)
        lw.setLineWidth(0)
        lw.setContentsMargins(0, 0, 0, 0)
        lw.setViewportMargins(0, 0, 0, 0)
        lw.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lw.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lw.setViewMode(view_mode)
        if view_mode == QListView.ViewMode.IconMode:
            lw.setMovement(QListView.Movement.Static)  # else a press on an item starts a drag
            lw.setFlow(QListView.Flow.TopToBottom)
            lw.setWrapping(False)
            lw.setResizeMode(QListView.ResizeMode.Fixed)
        lw.setSelectionRectVisible(band)
        lw.setSpacing(0)
        lw.setUniformItemSizes(len({hgt for (_, hgt) in self.rows}) == 1)
        lw.setVerticalScrollMode(V.ScrollMode.ScrollPerPixel)
        lw.setHorizontalScrollMode(V.ScrollMode.ScrollPerPixel)
        lw.setSelectionMode(sel_mode)
        lw.setEditTriggers(V.EditTrigger.NoEditTriggers)
        lw.setDragEnabled(False)
        lw.setAutoScroll(bool(autoscroll))
        self._next_id = 0
        for _, rh in self.rows:
            lw.addItem(self._new_item(rh))
        lw.resize(self.w, self.h)
        lw.show()
        # No painting: QListView::paintEvent only reads (it lays items out with
        # intersectingSet(rect, false) and draws the band from d->elasticBand, which
        # mouseMoveEvent keeps), so the selection, the offset and the layout are the same without
        # it (seed 7, 300 cases of each behaviour: the same fingerprints and findings), at a third
        # of the cost of an event with the band shown. QWidget::setUpdatesEnabled(false): "calls
        # to update() and repaint() have no effect", and no paint event comes.
        lw.setUpdatesEnabled(False)
        self._process()
        lw.doItemsLayout()
        self._process()
        self._down = False
        self._held_ctrl = bool(ctrl)
        self._ctrl = self._held_ctrl
        self._last = QPoint(0, 0)
        self._verify()

    # -- construction -------------------------------------------------------------------------

    def _process(self):
        self.app.processEvents()

    def _verify(self):
        vp = self.view.viewport()
        if (vp.width(), vp.height()) != (self.w, self.h):
            raise LayoutError(f"viewport is {vp.width()}x{vp.height()}, not {self.w}x{self.h}")
        if self.offset() != 0:
            raise LayoutError(f"initial offset is {self.offset()}, not 0")
        for i, (ry, rh) in enumerate(self.rows):
            got = self.view.visualItemRect(self.view.item(i))
            want = QRect(0, ry, self.w, rh)
            if got != want and not (rh == 0 and got.y() == ry and got.height() == 0):
                raise LayoutError(f"row {i}: visualItemRect is ({got.x()}, {got.y()}, "
                                  f"{got.width()}x{got.height()}), want (0, {ry}, {self.w}x{rh})")
        want_max = max(0, self.content_h - self.h)
        got_max = self.view.verticalScrollBar().maximum()
        if got_max != want_max:
            raise LayoutError(f"scroll range is 0..{got_max}, want 0..{want_max}")

    # -- list changes -------------------------------------------------------------------------
    # Through QListWidget's own model (QListModel), so that QItemSelectionModel and the view keep
    # their books through rowsInserted, rowsRemoved and rowsMoved as in any application.

    def _new_item(self, height):
        """A row of `height` with the next identity (Qt.UserRole), which it keeps for life."""
        item = QListWidgetItem(f"row {self._next_id}")
        item.setData(Qt.ItemDataRole.UserRole, self._next_id)
        item.setSizeHint(QSize(self.w, int(height)))
        self._next_id += 1
        return item

    def _heights_changed(self, heights):
        """uniformItemSizes only while every row has one height (Qt then takes one item's size
        for all), as at construction; a relayout either way."""
        self.view.setUniformItemSizes(len(set(heights)) == 1)
        self._process()
        self.view.doItemsLayout()
        self._process()

    def heights(self):
        return [self.view.item(i).sizeHint().height() for i in range(self.view.count())]

    def identities(self):
        """Each row's identity, in row order."""
        return [self.view.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.view.count())]

    def insert_row(self, index, height):
        """QListWidget::insertItem(index, item): a new row of `height` at `index`."""
        heights = self.heights()
        heights.insert(index, int(height))
        self.view.insertItem(index, self._new_item(height))
        self._heights_changed(heights)

    def remove_row(self, index):
        """QListWidget::takeItem(index): the row leaves the list (and is deleted)."""
        heights = self.heights()
        del heights[index]
        item = self.view.takeItem(index)
        del item
        self._heights_changed(heights)

    def move_row(self, source, target):
        """QAbstractItemModel::moveRow so that the row at `source` is at `target` afterwards
        (moveRows takes the row before which it goes, in the indices before the move)."""
        from PySide6.QtCore import QModelIndex
        before = target + 1 if target > source else target
        if not self.view.model().moveRow(QModelIndex(), source, QModelIndex(), before):
            raise LayoutError(f"moveRow({source}, {before}) refused")
        self._heights_changed(self.heights())

    # -- scrolling ----------------------------------------------------------------------------

    def set_offset(self, y):
        """Vertical scroll bar (pixel mode) to round(y), clamped by Qt to [0, C - H].
        Returns the actual offset (verticalOffset())."""
        self.view.verticalScrollBar().setValue(int(round(y)))
        self._process()
        return self.offset()

    def offset(self):
        return self.view.verticalOffset()

    # -- input --------------------------------------------------------------------------------

    def _send(self, etype, x, y, button, buttons, ctrl):
        vp = self.view.viewport()
        local = QPointF(x, y)
        glob = QPointF(vp.mapToGlobal(QPoint(0, 0))) + local
        mods = Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier
        ev = QMouseEvent(etype, local, local, glob, button, buttons, mods)
        QApplication.sendEvent(vp, ev)
        self._process()

    def press(self, x, y, t=None, ctrl=None):
        """Left button down at viewport (x, y), with Ctrl held if ctrl (by default as the widget
        was built). `t` is not used: Qt reads no time of a mouse event here."""
        if ctrl is None:
            ctrl = self._held_ctrl
        self._down, self._ctrl, self._last = True, ctrl, QPoint(round(x), round(y))
        self._send(QEvent.Type.MouseButtonPress, x, y, Qt.MouseButton.LeftButton,
                   Qt.MouseButton.LeftButton, ctrl)
        return self.selection()

    def move(self, x, y, t=None, ctrl=None):
        """Pointer to (x, y) with the left button held (button NoButton, buttons LeftButton).
        ctrl defaults to the press's; Qt reads the modifiers of every move anew."""
        if ctrl is None:
            ctrl = self._ctrl
        self._last = QPoint(round(x), round(y))
        self._send(QEvent.Type.MouseMove, x, y, Qt.MouseButton.NoButton,
                   Qt.MouseButton.LeftButton if self._down else Qt.MouseButton.NoButton, ctrl)
        return self.selection()

    def release(self, x, y, t=None, ctrl=None):
        """Left button up at (x, y) (button LeftButton, buttons none)."""
        if ctrl is None:
            ctrl = self._ctrl
        self._send(QEvent.Type.MouseButtonRelease, x, y, Qt.MouseButton.LeftButton,
                   Qt.MouseButton.NoButton, ctrl)
        self._down = False
        return self.selection()

    def lose_pointer(self, t=None):
        """What a window system does when it takes the pointer away mid-drag (a popup, a window
        switch): the view loses focus (FocusOut, PopupFocusReason), its window is deactivated
        and the mouse grab ends (UngrabMouse). QAbstractItemView handles none of these for
        selection: the drag's state (DragSelectingState, the press position, the Ctrl flag)
        stays until the next release. No release is sent, since none is in a real cancel."""
        vp = self.view.viewport()
        QApplication.sendEvent(self.view, QFocusEvent(QEvent.Type.FocusOut,
                                                      Qt.FocusReason.PopupFocusReason))
        QApplication.sendEvent(self.view, QEvent(QEvent.Type.WindowDeactivate))
        QApplication.sendEvent(vp, QEvent(QEvent.Type.WindowDeactivate))
        QApplication.sendEvent(vp, QEvent(QEvent.Type.UngrabMouse))
        self._process()
        self._down = False
        return self.selection()

    def idle(self, seconds):
        """Run the event loop for real time (Qt's timers, e.g. the auto-scroll timer)."""
        from PySide6.QtTest import QTest
        QTest.qWait(int(seconds * 1000))
        return self.selection()

    # -- state --------------------------------------------------------------------------------

    def selection(self):
        sm = self.view.selectionModel()
        return sorted({ix.row() for ix in sm.selectedIndexes()})

    def selected_identities(self):
        ids = self.identities()
        return {ids[i] for i in self.selection()}

    def select_all(self):
        """QAbstractItemView::selectAll() (a no-op in SingleSelection)."""
        self.view.selectAll()
        self._process()
        return self.selection()

    def clear(self):
        self.view.clearSelection()
        self._process()
        return self.selection()

    def set_selection(self, indices):
        from PySide6.QtCore import QItemSelectionModel
        sm = self.view.selectionModel()
        sm.clearSelection()
        for i in indices:
            sm.select(self.view.model().index(i, 0), QItemSelectionModel.SelectionFlag.Select)
        self._process()
        return self.selection()

    def state(self):
        """The view's State (NoState, DragSelectingState, ...) as a name, for diagnostics."""
        return self.view.state().name

    def current(self):
        ix = self.view.currentIndex()
        return ix.row() if ix.isValid() else None

    def destroy(self):
        self.view.close()
        self.view.deleteLater()
        self._process()
        # processEvents() leaves deferred deletes posted at this loop level alone: without this,
        # every case's widget stayed alive (270 KB each), and after about a thousand cases in one
        # process Qt aborted (seed 1, single, case 1038: status 134 at a `start`).
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
