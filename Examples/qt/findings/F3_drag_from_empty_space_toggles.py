#!/usr/bin/env python3
"""F3: a drag that starts on no item toggles row by row (MultiSelection, and ExtendedSelection
with Ctrl; Qt 6.12).

Qt's rule: the press fixes one direction for the whole drag from the pressed item's state
(`ctrlDragSelectionFlag`: deselect if it was selected, else select), and each move applies it to
the rows the rectangle meets. A press on no item fixes no direction (the flag stays `NoUpdate`,
set only inside `if (index.isValid() ...)` in QAbstractItemView::mousePressEvent), so every move
applies a plain toggle: within one drag, rows go opposite ways (Examples/qt/BEHAVIOUR.md, section
8). Here: row 0 selected, press below the last row, drag up over row 1, then row 0: row 1 turns
on and row 0 turns off in the same drag. Started on row 1 instead, the same drag selects both;
one direction for the whole drag, fixed by the first row it reaches, gives [0, 1] here too.

Run: QT_QPA_PLATFORM=offscreen "$PY" Examples/qt/findings/F3_drag_from_empty_space_toggles.py
Exit 1 while the finding shows. Repros: F3-*.sel beside it.
"""

from _show import show

show("F3: row 0 selected; press in the empty space (y=250), drag up over rows 1 and 0", "multi",
     [(0, 100), (100, 100)], [("press", 200, 250), ("move", 200, 150), ("move", 200, 50)],
     expected=[0, 1], selected=[0])
