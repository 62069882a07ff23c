#!/usr/bin/env python3
"""Claim 6 (report 2, 4 D1/D2/D7/D13 `content`): in extended mode, `insert` above the top visible
row keeps the same elements visible (insert AT the top row shows the new one on top); deleting
the anchor makes `index anchor` the next survivor; insert and delete keep the selection on the same
elements (inserted ones unselected, even inside a run); deleting a selected element drops it from
the selection with no <<ListboxSelect>>.

Run: xvfb-run -a /usr/bin/python3 <this file>"""

from _tk import listbox, names, top, verdict, y

lb = listbox(n=20, height=200)  # 5 rows visible

L = lb.lb
checks = {}
L.yview(5); lb.root.update()
t0 = top(lb)
L.insert(2, "a", "b"); lb.root.update(); t1 = top(lb)
L.insert(t1[0], "c"); lb.root.update(); t2 = top(lb)
L.delete(0); lb.root.update(); t3 = top(lb)
L.delete(t3[0]); lb.root.update(); t4 = top(lb)
print(f"top (index, element): yview 5 {t0}; insert 2 a b {t1}; insert at top {t2}; delete 0 {t3}"
      f"; delete the top row {t4}")
checks["scroll"] = (t0[1] == t1[1] == "row 5" and t2[1] == "c" and t3[1] == "c"
                   and t4[1] == "row 5")

lb.destroy()
lb = listbox(n=20, height=200)
L = lb.lb
lb.press(10, y(3)); lb.release(10, y(3))  # a click: anchor on 'row 3'
anc = [(int(L.index("anchor")), L.get("anchor"))]
L.insert(3, "d"); anc.append((int(L.index("anchor")), L.get("anchor")))
L.delete(4); anc.append((int(L.index("anchor")), L.get("anchor")))
L.selection_anchor("end"); L.delete("end")  # the last element as anchor, deleted
anc.append((int(L.index("anchor")), L.get("anchor")))
print(f"anchor (index, element): after click {anc[0]}; insert 3 'd' {anc[1]}; delete 4 {anc[2]}"
      f"; anchor on the last element, deleted: {anc[3]}")
checks["anchor"] = anc[:3] == [(3, "row 3"), (4, "row 3"), (4, "row 4")]

lb.destroy()
lb = listbox(n=20, height=600)
L = lb.lb
lb.set_selection([10, 11, 12, 15])
lb.events = 0
s0 = names(lb)
L.insert(11, "e"); lb.root.update(); s1 = names(lb)   # inside the run 10..12
L.delete(16); lb.root.update(); s2 = names(lb)        # 'row 15', selected
L.delete(2); lb.root.update(); s3 = names(lb)         # 'row 2', unselected
print(f"selected elements: {s0}; insert 11 'e' {s1}; delete 16 ('row 15', selected) {s2}; "
      f"delete 2 {s3}; <<ListboxSelect>> events {lb.events}")
checks["selection"] = (s1 == s0 and s2 == s0[:3] and s3 == s2 and lb.events == 0)
lb.press(10, y(1)); lb.release(10, y(1))
print(f"control: a click gives {lb.events} <<ListboxSelect>> event(s); checks {checks}")
verdict(all(checks.values()) and lb.events == 1,
        "content kept on insert above, anchor -> next survivor, selection by element, silent")
