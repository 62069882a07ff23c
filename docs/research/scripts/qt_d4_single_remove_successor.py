#!/usr/bin/env python3
"""Claim 2 (report 4, D4): in SingleSelection (QListWidget's default), takeItem of the selected
current row selects the next row, or the previous one if it was the last. Also: what
ExtendedSelection does in the same case, and two edge cases of SingleSelection (the current row
removed while unselected; the selected row removed while another row is current).

Run: QT_QPA_PLATFORM=offscreen ~/.cache/selectsim-tools/pyside6/bin/python <this file>"""

from PySide6.QtCore import QItemSelectionModel

from _qt import names, take, verdict, widget, y


def case(behaviour, title, click, remove, clear=False, select=None):
    w = widget(behaviour, n=10)
    w.press(10, y(click)); w.release(10, y(click))
    if clear:
        w.clear()
    if select is not None:  # select another row without making it current
        w.view.selectionModel().select(w.view.model().index(select, 0),
                                       QItemSelectionModel.SelectionFlag.ClearAndSelect)
    before = (w.selection(), names(w), w.current())
    log, m = [], w.view.model()
    w.view.selectionModel().selectionChanged.connect(lambda s, d: log.append(
        ("+", [i.row() for i in s.indexes()], "-", [i.row() for i in d.indexes()], m.rowCount())))
    take(w, remove)
    cur = w.current()
    after = (w.selection(), names(w), cur, w.view.item(cur).text() if cur is not None else None)
    print(f"  {title}: before (sel, names, current) {before}\n"
          f"  {'':{len(title)}}  after takeItem({remove}): {after}\n"
          f"  {'':{len(title)}}  selectionChanged (selected, deselected, rowCount): {log}")
    w.destroy()
    return after[1]


r = {
    "single mid": case("single", "click row 3, take row 3", 3, 3),
    "single last": case("single", "click row 9, take row 9", 9, 9),
    "single first": case("single", "click row 0, take row 0", 0, 0),
    "ext mid": case("extended", "click row 3, take row 3", 3, 3),
    "ext last": case("extended", "click row 9, take row 9", 9, 9),
    "single cur unselected": case("single", "click row 3, clear, take row 3", 3, 3, clear=True),
    "single sel not current": case("single", "click row 3, select row 6, take row 6", 3, 6,
                                   select=6),
}
print(r)
ok = r["single mid"] == ["row 4"] and r["single last"] == ["row 8"] \
    and r["single first"] == ["row 1"] and r["ext mid"] == [] and r["ext last"] == []
verdict(ok, "SingleSelection selects the successor (else the predecessor); "
        "ExtendedSelection selects nothing new")
