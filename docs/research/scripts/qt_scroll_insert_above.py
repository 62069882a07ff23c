#!/usr/bin/env python3
"""Claim 3 (report 1 "Scroll position", 4 D13 `keep`): inserting rows above the viewport in
ScrollPerPixel keeps the scroll bar value, so the visible rows change. Also run: takeItem above
the viewport, and the same insert in ScrollPerItem (the report says: same effect).

Run: QT_QPA_PLATFORM=offscreen ~/.cache/selectsim-tools/pyside6/bin/python <this file>"""

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractItemView

from _qt import insert, take, verdict, widget


def top(w):
    ix = w.view.indexAt(QPoint(5, 0))
    return w.view.item(ix.row()).text()


def run(title, per_item, change):
    w = widget("extended", n=20, height=200)
    sb = w.view.verticalScrollBar()
    if per_item:
        w.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        w._process()
        sb.setValue(5)  # a row number in this mode
    else:
        sb.setValue(200)  # pixels: row 5 on top
    w._process()
    before = (sb.value(), w.offset(), top(w))
    change(w)
    w.view.doItemsLayout()  # the delayed layout, now (it runs at the next event loop pass anyway)
    w._process()
    after = (sb.value(), w.offset(), top(w))
    print(f"  {title}: (scroll bar value, verticalOffset, item at y=0) {before} -> {after}")
    w.destroy()
    return before, after


b1, a1 = run("ScrollPerPixel, insert 3 at 0", False, lambda w: insert(w, 0, 3))
b2, a2 = run("ScrollPerPixel, takeItem(0), takeItem(0)", False, lambda w: (take(w, 0), take(w, 0)))
b3, a3 = run("ScrollPerItem, insert 3 at 0", True, lambda w: insert(w, 0, 3))
ok = (a1[:2] == b1[:2] == (200, 200) and (b1[2], a1[2]) == ("row 5", "row 2")
      and a2[:2] == b2[:2] and a2[2] == "row 7")
verdict(ok, "ScrollPerPixel keeps the offset: 3 rows inserted above show the items 3 rows up")
