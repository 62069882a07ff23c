/// The style sheet and script every picture page carries inline: no file, font or network.
enum PictureAssets {
  /// The page's style: a picture beside a panel, stacked on a narrow screen; strokes keep their
  /// width in screen pixels whatever the picture's scale.
  static let style = #"""
    :root{--fg:#1f2933;--muted:#52606d;--line:#cbd2d9;--sel:rgba(37,99,235,.55);--accent:#2563eb;--fail:#b91c1c}
    *{box-sizing:border-box}
    body{margin:0;padding:12px 16px;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:#f8fafc}
    header h1{font-size:1.15rem;margin:0 0 2px;overflow-wrap:anywhere}
    .facts{margin:0 0 8px;color:var(--muted);font-size:.9rem}
    .banner{border-radius:8px;padding:8px 12px;margin:0 0 12px;border:2px solid}
    .banner.fail{background:#fef2f2;border-color:#fca5a5}
    .banner.fail.here{border-color:var(--fail);box-shadow:0 0 0 3px rgba(185,28,28,.15)}
    .banner.pass{background:#f0fdf4;border-color:#86efac}
    .banner strong{color:var(--fail)}
    .banner.pass strong{color:#15803d}
    .banner .where{display:block;font-size:.85rem;color:var(--muted);text-decoration:none}
    .layout{display:flex;gap:16px;align-items:flex-start}
    .picture{flex:1 1 0;min-width:0}
    .scene-row{display:flex;gap:6px}
    #scene{flex:1 1 auto;min-width:0;width:100%;height:calc(100vh - 200px);min-height:320px;background:#fff;border:1px solid var(--line);border-radius:6px}
    #minimap{flex:0 0 16px;width:16px;height:calc(100vh - 200px);min-height:320px}
    .panel{flex:0 1 430px;min-width:0}
    @media (max-width:700px){.layout{flex-direction:column}.picture,.panel{flex:none;width:100%}#scene,#minimap{height:58vh}body{padding:8px 8px 104px}.stepper{position:fixed;left:0;right:0;bottom:0;z-index:2;background:#fff;border-top:1px solid var(--line);padding:6px 10px 2px}.controls{justify-content:center}}
    svg text{font-family:system-ui,sans-serif;fill:#1e293b;text-anchor:middle;dominant-baseline:central;pointer-events:none}
    .content{fill:none;stroke:#94a3b8;stroke-dasharray:6 4;vector-effect:non-scaling-stroke}
    #frames>g>rect:first-child{fill:rgba(100,116,139,.16);stroke:#64748b;stroke-width:1;vector-effect:non-scaling-stroke}
    #frames>g.sel>rect:first-child{fill:var(--sel);stroke:#1d4ed8}
    #frames text{text-anchor:start}
    #frames>g.sel text{fill:#fff;font-weight:600}
    #frames>g.empty>rect:first-child{stroke-dasharray:3 2}
    #frames>g.changed>rect:first-child{stroke:#111827;stroke-width:2.5}
    #frames>g.gone{display:none}
    #frames>g.arrived>rect:first-child{stroke:#0d9488;stroke-width:4}
    #frames>g.moved>rect:first-child{stroke:#7c3aed;stroke-width:4;stroke-dasharray:9 3}
    #frames>g.leaving{opacity:.5}
    #frames>g.leaving>rect:first-child{fill:rgba(220,38,38,.07);stroke:#dc2626;stroke-width:2.5;stroke-dasharray:5 4}
    .tag{text-anchor:end;dominant-baseline:hanging;font-weight:600;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
    .tag.arrived{fill:#0f766e}
    .tag.moved{fill:#6d28d9}
    .tag.leaving{fill:#b91c1c}
    .hatch-s{fill:url(#hatch-select)}
    .hatch-d{fill:url(#hatch-deselect)}
    #hatch-select rect{fill:rgba(220,38,38,.6)}
    #hatch-deselect rect{fill:rgba(147,51,234,.6)}
    .hotspot{fill:rgba(249,115,22,.13);stroke:rgba(234,88,12,.55);stroke-dasharray:4 3;vector-effect:non-scaling-stroke}
    #viewport{fill:none;stroke:#0f172a;stroke-width:2.5;vector-effect:non-scaling-stroke}
    #viewport-label{text-anchor:start;dominant-baseline:auto;fill:#0f172a;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
    #path line{stroke-width:3;stroke-linecap:round;vector-effect:non-scaling-stroke}
    #path circle{stroke:#fff;stroke-width:1;vector-effect:non-scaling-stroke}
    #path circle.down{stroke:#0f172a;stroke-width:1.5}
    #path .future{opacity:.2}
    .mark{fill:none;vector-effect:non-scaling-stroke}
    #anchor-mark{stroke:#ea580c;stroke-width:4}
    #current-mark{stroke:#16a34a;stroke-width:3;stroke-dasharray:7 4}
    #finger{fill:rgba(15,23,42,.08);stroke:#0f172a;stroke-width:2.5;vector-effect:non-scaling-stroke}
    .mini-content{fill:#e2e8f0;stroke:#94a3b8;vector-effect:non-scaling-stroke}
    .mini-band{fill:rgba(37,99,235,.3)}
    #mini-viewport{fill:none;stroke:#0f172a;stroke-width:2;vector-effect:non-scaling-stroke}
    .legend{font-size:.8rem;color:var(--muted);display:flex;flex-wrap:wrap;gap:4px 12px;margin:6px 0}
    .legend>span{white-space:nowrap}
    .key{display:inline-block;width:14px;height:10px;margin-right:4px;vertical-align:-1px;border:1px solid #64748b}
    .k-item{background:rgba(100,116,139,.16)}
    .k-sel{background:var(--sel)}
    .k-vs{background:repeating-linear-gradient(45deg,rgba(220,38,38,.7) 0 2px,transparent 2px 5px)}
    .k-vd{background:repeating-linear-gradient(-45deg,rgba(147,51,234,.7) 0 2px,transparent 2px 5px)}
    .k-changed{border:2px solid #111827}
    .k-arrived{border:3px solid #0d9488}
    .k-leaving{border:2px dashed #dc2626;background:rgba(220,38,38,.07)}
    .k-moved{border:3px dashed #7c3aed}
    .k-anchor{border:2px solid #ea580c}
    .k-current{border:2px dashed #16a34a}
    .k-viewport{border:2px solid #0f172a}
    .k-hot{background:rgba(249,115,22,.2);border:1px dashed rgba(234,88,12,.7)}
    .k-path{width:40px;height:4px;border:0;vertical-align:2px;background:linear-gradient(90deg,hsl(260,80%,42%),hsl(198,80%,42%),hsl(135,80%,42%),hsl(73,80%,42%),hsl(10,80%,42%))}
    .view{margin:6px 0 0;font-size:.9rem}
    .note,.fine{font-size:.8rem;color:var(--muted);margin:4px 0}
    .controls{display:flex;align-items:center;gap:6px}
    .controls button{min-width:44px;min-height:40px;display:inline-flex;align-items:center;justify-content:center;border:1px solid var(--line);border-radius:6px;background:#fff;cursor:pointer}
    .controls button svg{fill:var(--fg)}
    .controls button:hover,.controls button:focus-visible{border-color:var(--accent)}
    #counter{min-width:5.5em;text-align:center;font-variant-numeric:tabular-nums}
    #slider{width:100%;margin:10px 0 6px}
    .state{display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;margin:6px 0}
    .state dt{color:var(--muted)}
    .state dd{margin:0;overflow-wrap:anywhere;font-variant-numeric:tabular-nums}
    .state dd.selected{max-height:6.5em;overflow:auto}
    code,#entries,#timeline,pre{font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    code{background:#eef2f7;padding:1px 4px;border-radius:4px}
    h2{font-size:.95rem;margin:12px 0 4px}
    #entries{margin:0;padding-left:2em;max-height:9.5em;overflow:auto}
    #entries:empty::before{content:"none";color:var(--muted);margin-left:-2em}
    #timeline{position:relative;max-height:15em;overflow:auto;margin:0;padding:2px 4px 2px 3em;border:1px solid var(--line);border-radius:6px;background:#fff}
    #timeline li{cursor:pointer}
    #timeline span{display:inline-block;min-width:60%}
    #timeline li.current{background:#dbeafe}
    #timeline li.step{color:var(--muted)}
    #timeline li.list span{color:#0f766e}
    #list-change:not(:empty)::before{content:"· "}
    #timeline li.failing span{color:var(--fail);font-weight:600}
    #timeline li.failing::after{content:" ✗ failed here";color:var(--fail)}
    #timeline small{color:var(--muted)}
    details pre{overflow:auto;background:#fff;border:1px solid var(--line);border-radius:6px;padding:6px;margin:4px 0}
    """#

  /// The page's script: reads the embedded data, redraws what a position changes, and wires the
  /// step control (buttons, slider, arrow keys, Home and End, and `#position=N` in the address).
  ///
  /// Items are drawn by identity (`i7` is the item with identity 7, the setup's item 7 or an
  /// inserted one) and named by index: the script replays the list changes (`l`) as
  /// ``PictureReplay`` does, applying a position's item entries to the items at their indices
  /// before its change.
  static let script = #"""
    (function () {
      "use strict";
      var D = JSON.parse(document.getElementById("picture-data").textContent);
      var P = D.positions, last = P.length - 1, body = document.body;
      function $(id) { return document.getElementById(id); }
      var items = {}, layer = $("frames");
      var groups = document.querySelectorAll("#frames > g");
      for (var k = 0; k < groups.length; k++) items[+groups[k].id.slice(1)] = groups[k];
      // The setup's list: item k at index k. `order` is the list at the position shown.
      var setupOrder = [];
      for (k = 0; k < D.itemCount; k++) setupOrder.push(k);
      var order = setupOrder, stacked = "";
      var initialFrames = {};
      D.moved.forEach(function (m) { initialFrames[m[0]] = m.slice(1); });
      var pathParts = [];
      document.querySelectorAll("#path [data-p]").forEach(function (el) {
        pathParts.push([el, +el.getAttribute("data-p")]);
      });
      var state = new Uint8Array(D.items);
      var slider = $("slider"), timeline = $("timeline"), follow = $("follow"), pos = -1;
      var scene = $("scene"), full = D.box;

      function setFrame(g, f) {
        g.querySelectorAll("rect").forEach(function (r) {
          r.setAttribute("x", f[0]); r.setAttribute("y", f[1]);
          r.setAttribute("width", f[2]); r.setAttribute("height", f[3]);
        });
        g.classList.toggle("empty", !(f[2] > 0 && f[3] > 0));
      }
      // A label sits in its frame's top left corner; one that would sit on another's place
      // (frames that coincide) moves right, as the page first placed them.
      function placeLabels() {
        var seen = {};
        for (var k = 0; k < layer.children.length; k++) {
          var g = layer.children[k], t = g.querySelector("text"), r = g.querySelector("rect");
          if (!t || g.classList.contains("gone")) continue;
          var x = +r.getAttribute("x"), y = +r.getAttribute("y"), size = t.getAttribute("font-size");
          var key = x + "," + y + "," + size, n = seen[key] || 0, digits = t.textContent.length;
          seen[key] = n + 1;
          t.setAttribute("x", x + size * 0.3 + n * size * (0.62 * digits + 0.6));
          t.setAttribute("y", y + size * 0.8);
        }
      }
      function framesAt(p) {
        var now = {}, i;
        for (i in initialFrames) now[i] = initialFrames[i];
        for (var q = 1; q <= p; q++) {
          (P[q].fr || []).forEach(function (c) { now[c[0]] = c.slice(1); });
        }
        for (i in now) if (items[i]) setFrame(items[i], now[i]);
      }
      // A list change, replayed on `order`: what it did, for the picture and the panel.
      function change(l) {
        if (l[0] === "insert") {
          order.splice(l[1], 0, l[2]);
          return { item: l[2], kind: "arrived", tag: "inserted", text: "a new item at " + l[1] };
        }
        var item = order.splice(l[1], 1)[0];
        if (l[0] === "remove") {
          return { item: item, index: l[1], kind: "leaving", tag: "removed",
            text: "the item at " + l[1] + " removed" };
        }
        order.splice(l[2], 0, item);
        return { item: item, kind: "moved", tag: "moved from " + l[1],
          text: "the item at " + l[1] + " moved to " + l[2] };
      }
      // The list and the selection (by identity) after position p: each position's item entries
      // apply to the items at their indices before its list change (SPEC 2.5, 2.7), then the
      // change. Returns what position p itself did: the items its entries changed, its change.
      function replay(p) {
        state.fill(0);
        D.selected.forEach(function (i) { state[i] = 1; });
        order = D.lists ? setupOrder.slice() : setupOrder;
        var here = { changed: {}, change: null, version: 0 };
        for (var q = 1; q <= p; q++) {
          var e = P[q].e || [];
          for (var j = 0; j < e.length; j++) {
            var item = e[j].length === 3 ? order[e[j][0]] : undefined;
            if (item === undefined) continue;
            state[item] = e[j][1];
            if (q === p) here.changed[item] = true;
          }
          if (!P[q].l) continue;
          var done = change(P[q].l);
          here.version = q;
          if (q === p) here.change = done;
        }
        return here;
      }
      // The groups in the list's order, so that the topmost item is on top (SPEC 2.1), and an
      // item removed here above them all.
      function restack(here, leaving) {
        var key = here.version + ":" + leaving;
        if (key === stacked) return;
        stacked = key;
        order.forEach(function (item) { if (items[item]) layer.appendChild(items[item]); });
        if (items[leaving]) layer.appendChild(items[leaving]);
      }
      // Each drawn item's classes at position p, and, when the list changes, its number and
      // how the position's change touched it.
      function drawItems(here) {
        var index = null, done = here.change, i;
        if (D.lists) {
          index = {};
          order.forEach(function (item, k) { index[item] = k; });
        }
        var leaving = done && done.kind === "leaving" ? done.item : -1;
        for (i in items) {
          var g = items[i], item = +i, present = !index || index[i] !== undefined;
          g.classList.toggle("sel", (present || item === leaving) && state[item] === 1);
          g.classList.toggle("changed", !!here.changed[item]);
          if (index) listClasses(g, item, present ? index[i] : null, done);
        }
        if (D.lists) restack(here, leaving);
        if (D.moved.length || D.lists) placeLabels();
      }
      // An item not in the list is hidden, except the one removed here, faded; the item the
      // change put in, took out or moved is marked; the number is the index now (before the
      // removal for the one removed).
      function listClasses(g, item, index, done) {
        var mine = !!done && done.item === item, t = g.querySelector("text");
        g.classList.toggle("gone", index === null && !(mine && done.kind === "leaving"));
        ["arrived", "leaving", "moved"].forEach(function (kind) {
          g.classList.toggle(kind, mine && done.kind === kind);
        });
        if (t && index !== null) t.textContent = index;
        else if (t && mine && done.kind === "leaving") t.textContent = done.index;
      }
      // The tag beside the item the position's list change put in, took out or moved.
      function tag(done) {
        var el = $("change-tag"), f = done && frameOf(done.item);
        if (!el) return;
        if (!f) { el.setAttribute("visibility", "hidden"); return; }
        el.setAttribute("x", +f[0] + +f[2]); el.setAttribute("y", f[1]);
        el.setAttribute("class", "tag " + done.kind);
        el.textContent = done.tag;
        el.removeAttribute("visibility");
      }
      function frameOf(item) {
        var r = items[item] && items[item].querySelector("rect");
        return r ? ["x", "y", "width", "height"].map(function (a) { return r.getAttribute(a); }) : null;
      }
      // Marks the item at `index` in the list shown.
      function mark(id, index) {
        var el = $(id), f = index === undefined ? null : frameOf(order[index]);
        if (!f) { el.setAttribute("visibility", "hidden"); return; }
        el.setAttribute("x", f[0]); el.setAttribute("y", f[1]);
        el.setAttribute("width", f[2]); el.setAttribute("height", f[3]);
        el.removeAttribute("visibility");
      }
      function entryText(x) {
        return x.length === 3 ? (x[1] ? "select " : "deselect ") + x[0] + " (" + x[2] + ")"
          : "offset " + x[0];
      }
      // The whole picture, or a closer view that follows the viewport (and the finger); sizes
      // drawn in the picture's units follow the view's scale.
      function view(at) {
        var box = full;
        if (follow && follow.checked) {
          var top = at.o - D.margin, bottom = at.o + D.viewport[1] + D.margin;
          if (at.f) {
            top = Math.min(top, at.f[1] + at.o - D.margin / 2);
            bottom = Math.max(bottom, at.f[1] + at.o + D.margin / 2);
          }
          box = [full[0], top, full[2], bottom - top];
        }
        scene.setAttribute("viewBox", box.join(" "));
        var unit = Math.max(box[2], box[3]) / 100;
        document.querySelectorAll("#path circle").forEach(function (c) {
          c.setAttribute("r", unit * (c.classList.contains("down") ? 1.1 : 0.75));
        });
        $("finger").setAttribute("r", unit * 1.8);
        document.querySelectorAll("pattern").forEach(function (pattern) {
          pattern.setAttribute("width", unit * 1.2);
          pattern.setAttribute("height", unit * 1.2);
          pattern.firstChild.setAttribute("width", unit * 0.35);
          pattern.firstChild.setAttribute("height", unit * 1.2);
        });
        $("viewport-label").setAttribute("font-size", unit * 1.5);
        $("viewport-label").setAttribute("dy", -unit * 0.6);
        if ($("change-tag")) {
          $("change-tag").setAttribute("font-size", unit * 1.4);
          $("change-tag").setAttribute("dx", -unit * 0.4);
          $("change-tag").setAttribute("dy", unit * 0.4);
        }
      }
      function show(p) {
        p = Math.max(0, Math.min(last, Math.floor(+p) || 0));
        var at = P[p], o = at.o, H = D.viewport[1], i;
        framesAt(p);
        var here = replay(p);
        drawItems(here);
        tag(here.change);
        $("viewport").setAttribute("y", o);
        $("viewport-label").setAttribute("y", o);
        $("viewport-label").textContent = "viewport, offset " + o;
        if (D.hotspot) {
          $("hot-top").setAttribute("y", o + D.hotspot[1]);
          $("hot-bottom").setAttribute("y", o + H - D.hotspot[2] - D.hotspot[0]);
        }
        if ($("mini-viewport")) $("mini-viewport").setAttribute("y", o);
        var finger = $("finger");
        if (at.f) {
          finger.setAttribute("cx", at.f[0]); finger.setAttribute("cy", at.f[1] + o);
          finger.removeAttribute("visibility");
        } else {
          finger.setAttribute("visibility", "hidden");
        }
        mark("anchor-mark", at.a);
        mark("current-mark", at.c);
        pathParts.forEach(function (part) { part[0].classList.toggle("future", part[1] > p); });

        view(at);
        $("event").textContent = $("p" + p).firstChild.textContent;
        $("offset").textContent = String(o);
        $("finger-text").textContent = at.f
          ? at.f[0] + "," + at.f[1] + " (content " + at.f[0] + "," + (at.f[1] + o) + ")" : "up";
        var selected = [];
        for (i = 0; i < order.length; i++) if (state[order[i]]) selected.push(i);
        $("selection").textContent = selected.join(" ");
        if ($("item-count")) {
          $("item-count").textContent = order.length;
          $("list-change").textContent = here.change ? here.change.text : "";
        }
        $("count").textContent = "(" + selected.length + ")";
        if ($("anchor")) $("anchor").textContent = at.a === undefined ? "none" : at.a;
        $("current").textContent = at.c === undefined ? "none" : at.c;
        var list = $("entries");
        list.textContent = "";
        (at.e || []).forEach(function (x) {
          var li = document.createElement("li");
          li.textContent = entryText(x);
          list.appendChild(li);
        });
        $("counter").textContent = p + " / " + last;
        slider.value = p;
        timeline.querySelectorAll("li.current").forEach(function (li) {
          li.classList.remove("current");
        });
        var now = $("p" + p);
        if (now) {
          now.classList.add("current");
          if (now.offsetTop < timeline.scrollTop ||
              now.offsetTop + now.offsetHeight > timeline.scrollTop + timeline.clientHeight) {
            timeline.scrollTop = now.offsetTop - timeline.clientHeight / 2;
          }
        }
        $("banner").classList.toggle("here", p === D.failing);
        body.setAttribute("data-position", p);
        pos = p;
      }
      function go(p) {
        show(p);
        try { history.replaceState(null, "", "#position=" + pos); } catch (e) { /* file: URLs */ }
      }
      function fromHash() {
        var m = /^#position=(\d+)$/.exec(location.hash);
        return m ? +m[1] : null;
      }
      $("first").addEventListener("click", function () { go(0); });
      $("prev").addEventListener("click", function () { go(pos - 1); });
      $("next").addEventListener("click", function () { go(pos + 1); });
      $("last").addEventListener("click", function () { go(last); });
      slider.addEventListener("input", function () { go(slider.value); });
      timeline.addEventListener("click", function (ev) {
        var li = ev.target.closest("li");
        if (li) go(li.id.slice(1));
      });
      if (follow) follow.addEventListener("change", function () { view(P[pos]); });
      document.addEventListener("keydown", function (ev) {
        if (ev.target === slider || ev.altKey || ev.ctrlKey || ev.metaKey) return;
        var to = { ArrowLeft: pos - 1, ArrowRight: pos + 1, Home: 0, End: last }[ev.key];
        if (to === undefined) return;
        ev.preventDefault();
        go(to);
      });
      window.addEventListener("hashchange", function () {
        var p = fromHash();
        if (p !== null && p !== pos) show(p);
      });
      var requested = fromHash();
      show(requested === null ? D.open : requested);
      body.setAttribute("data-ready", "1");
    })();
    """#
}
