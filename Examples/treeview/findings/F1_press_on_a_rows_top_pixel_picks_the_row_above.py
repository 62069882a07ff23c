#!/usr/bin/env python3
"""F1: ttk::treeview's hit test gives each row one pixel more than the row has: a press on a
row's top pixel selects the row above it, and a press on the pixel just below the last row selects
the last row (Tk 8.6.13, -selectmode browse and extended alike).

The widget's own rule for where a row is: `$tv bbox item` and the drawing (ttkTreeview.c,
BoundingBox and DrawItem) put row r of top row f at y = (r - f) * rowheight, rowheight tall, the
half-open [y, y + rowheight). The hit test does not keep to it: IdentifyRow tests
`if (*ypos <= y && y <= next_ypos) { return item; }`, closed at both ends, so the boundary pixel
y = next_ypos belongs to the row above (it is tested first), and the pixel under the last row
belongs to the last row. Press runs `SelectOp $w [$w identify item $x $y] choose`
(ttk/treeview.tcl:178-179), so the press selects that row.

Run: Examples/treeview/run.sh Examples/treeview/findings/F1_press_on_a_rows_top_pixel_picks_the_row_above.py
Exit 1 while the finding shows (0 once fixed). Repros: F1-*.sel beside it.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), os.path.join(HERE, "..", "..")]

from kit import gestures  # noqa: E402
from treeview_widget import TtkTreeview  # noqa: E402

results = []
for title, rows, point, expected in (
        ("press on row 1's top pixel, y 100 (row 1's bbox is y 100 to 199)",
         [(0, 100), (100, 100)], (200, 100), [1]),
        ("press just below the one row, y 100 (row 0's bbox is y 0 to 99: no row there)",
         [(0, 100)], (200, 100), [])):
    tree = TtkTreeview("browse", 400, 800, rows)
    bbox = tree.tv.bbox(tree.identities()[-1])
    heading = ("Tk %s ttk::treeview -selectmode browse, %d rows 100 px tall, viewport 400x800; "
               "last row's bbox %s" % (tree.root.tk.call("info", "patchlevel"), len(rows), bbox))
    results.append(gestures.show(tree, "F1: " + title, heading,
                                 [("press",) + point, ("release",) + point], expected,
                                 "ttk::treeview", widget="treeview's bbox"))
sys.exit(0 if all(results) else 1)
