#!/usr/bin/env python3
"""F8: a rubber band that starts on the first pixel below the last row selects the last row
(ExtendedSelection with the band shown, setSelectionRectVisible(True); Qt 6.12).

Qt's rule (QAbstractItemView::mouseMoveEvent, QListView::setSelection): the rows that meet the
rectangle from the press point to the pointer are selected, the rest cleared (Clear|SelectCurrent).
A list of one row 100 px tall holds y 0 to 99. A band pressed at y = 100, the first pixel below
it, and dragged down to y = 150 meets no row, yet row 0 is selected; the same band pressed one
pixel lower (y = 101) selects nothing. Under three rows (y 0 to 299) a band pressed at y = 300
and dragged to 350 selects row 2, pressed at 301 nothing. Between rows the edge is right: a band
pressed on row 2's top pixel (y = 200) selects row 2 alone, not row 1. So the end of the list
alone is off by one pixel (Examples/qt/BEHAVIOUR.md, section 8).

Run: QT_QPA_PLATFORM=offscreen "$PY" Examples/qt/findings/F8_band_from_below_the_list_selects_last_row.py
(PY from Examples/qt/setup.sh). Exit 1 while the finding shows. Repros: F8-*.sel beside it.
"""

from _show import show

show("F8: press on the first pixel below the last row (y=100), drag down to y=150",
     "extended-band", [(0, 100)], [("press", 200, 100), ("move", 200, 150)], expected=[])
