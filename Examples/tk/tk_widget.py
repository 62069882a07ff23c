"""A driver for Tk's listbox, for fuzzing it later over SelectSim's engine protocol (docs/SPEC.md 8).

The listbox is driven through real input: `event generate` on the listbox with -x/-y/-state, so
that Tk's own class bindings in library/listbox.tcl (<1>, <B1-Motion>, <ButtonRelease-1>,
<Control-1>, <Escape>, and <B1-Leave>/<B1-Enter> when asked for) decide the selection. Nothing
here changes those bindings. Facts, with citations: Examples/tk/BEHAVIOUR.md.

Needs Debian's python3-tk and an X server (Xvfb): see Examples/tk/setup.sh.
Standard library only (tkinter).

    from tk_widget import TkListbox
    lb = TkListbox("extended", 200, 200, [(i * 40, 40) for i in range(10)])
    lb.press(10, 90); lb.move(10, 210); lb.release(10, 210); print(lb.selection())

Geometry. Tk gives every row one height, `lineHeight = linespace + 1 + 2*selectborderwidth`
(tkListbox.c, ListboxComputeGeometry). With -borderwidth 0 -highlightthickness 0 the inset is 0
and row i's top, at scroll position topIndex, is (i - topIndex) * lineHeight. The constructor
looks for a pixel font size (negative -size) and a -selectborderwidth that give exactly the row
height asked for, and raises if none does (rows must all have that one height, stacked from 0).
The listbox's pixel size is fixed by the geometry manager (place), not by -height/-width, so the
viewport is exactly W x H. Scrolling is by whole rows only (yview takes a row index).

Auto-scroll. listbox.tcl starts its auto-scan (tk::ListboxAutoScan, `after 50`) only from
<B1-Leave>, an X crossing event. `event generate <Motion>` never produces crossing events, so with
the default autoscan=False no auto-scan happens, whatever the coordinates. With autoscan=True,
move() generates <Leave>/<Enter> (with Button1 in -state) when the pointer crosses the listbox's
border, exactly as the X server would, and idle(seconds) lets the `after` timers run.

Double clicks. Tk's binding machinery turns two presses within 500 ms and 5 pixels into
<Double-1>, which listbox.tcl binds to an empty script (so the second press does NOT run <1>).
Every generated event carries -time; by default the driver advances its clock by 1000 ms per
event so that no two presses are ever a double click. Pass t= (seconds) to control it.
"""

import math
import tkinter

BEHAVIOURS = ("extended", "browse", "single", "multiple")

BUTTON1_MASK = 1 << 8  # X11 Button1Mask
CONTROL_MASK = 1 << 2  # X11 ControlMask


class LayoutError(Exception):
    """The listbox's real layout differs from the requested one (names the row)."""


class XInput:
    """Real X input to a Tk widget at `self.path` of `self.root`, on the driver's own clock
    (`self.clock_ms`, the X time of the case's start; `self._t`, of the last event): what every
    Tk widget's driver shares (this listbox's, and ttk::treeview's in Examples/treeview)."""

    def _time(self, t):
        """The X time of an event at t seconds (whole milliseconds as SPEC 2.4 counts them), or
        1000 ms after the last one."""
        if t is None:
            self._t += 1000
        else:
            self._t = self.clock_ms + math.floor(t * 1000 + 0.5)
        return self._t % (1 << 32)

    # Whether the widget's idle redisplay holds state its bindings read (ttk lays its rows out
    # there), so that it must run after every pointer event; a widget whose redisplay only draws
    # says False (the listbox).
    LAYS_OUT_WHEN_IDLE = True

    def _settle(self):
        """What runs after a pointer event. `event generate` runs the widget's bindings before it
        returns (no -when), so the selection is settled already; the widget's redisplay and
        geometry are idle tasks, run here when the widget lays out in them. Without auto-scan
        nothing else can be pending: no `after` timer (listbox.tcl starts its only one,
        tk::ListboxAutoScan, from <B1-Leave>, a crossing event that only a driver with autoscan
        on sends; treeview.tcl binds <B1-Leave> to a comment) and no X event a binding reads
        (generated events never reach the X server). So the server's round trip of a full
        `update` (0.21 ms a listbox move, against 0.07) is left to the calls that scroll or
        build; with auto-scan on, the timers run at every event, as they would between a user's
        events."""
        if getattr(self, "autoscan", False) or self.LAYS_OUT_WHEN_IDLE:
            self._after_call()

    def _after_call(self):
        """What runs after the driver changes the widget (by an event, or by a call: a scroll, a
        list change, a selection): its idle tasks (the redraw, the placer's placement), or with
        auto-scan on a full `update`, whose timers run as they would between a user's events.
        The change took effect when the call returned and the window is mapped already, so no X
        event is awaited (a full update's round trip to the server costs about 1 ms)."""
        if getattr(self, "autoscan", False):
            self.root.update()
        else:
            self.root.update_idletasks()

    def clock_now(self):
        """The X time of the last event sent, in milliseconds (not yet taken modulo 2^32)."""
        return self._t

    def _gen(self, sequence, x, y, state, t):
        self.root.tk.call("event", "generate", self.path, sequence, "-x", int(round(x)),
                          "-y", int(round(y)), "-state", state, "-time", self._time(t))


class TkCases:
    """The Tk side of an engine process that serves case after case: one root for them all (a
    root per case would leak one, since a driver's `destroy` takes its widget, not the root), and
    an X clock that runs on across cases. X event times are 32-bit milliseconds; each case's
    clock starts GAP_MS after the last case's last event, so that no press of one case is ever
    "nearby" (Tk's double click, 500 ms) one of another. Every Tk widget's engine keeps one."""

    GAP_MS = 100_000

    def __init__(self):
        self.root = None
        self.last = None

    def open(self, make):
        """The driver `make(root, clock_ms)` builds for the next case, in the process's root."""
        if self.root is None:
            self.root = tkinter.Tk()
        clock_ms = (0 if self.last is None else self.last.clock_now()) + self.GAP_MS
        self.last = make(self.root, clock_ms)
        return self.last


class TkListbox(XInput):
    """A Tk listbox of `len(rows)` rows in a viewport of exactly W x H pixels."""

    # tkListbox.c's DisplayListbox, the listbox's only idle task, draws: it recomputes the
    # widest row (for a horizontal scroll) and calls the scroll commands (none is set), and
    # changes no selection, anchor, active row or top row. So a pointer event leaves it pending
    # (one, REDRAW_PENDING), to run at the next call that scrolls or builds: 0.01 ms a move
    # against 0.13 with the redraw under Xvfb.
    LAYS_OUT_WHEN_IDLE = False

    def __init__(self, behaviour, viewport_w, viewport_h, rows, autoscan=False, root=None,
                 ctrl=False, clock_ms=0):
        """`ctrl`: Control held at every press and motion that does not say otherwise;
        `clock_ms`: the X time of the case's start (an event at t seconds has X time
        clock_ms + floor(1000 t + 0.5), 32 bits as X has them)."""
        if behaviour not in BEHAVIOURS:
            raise ValueError(f"behaviour must be one of {BEHAVIOURS}, not {behaviour!r}")
        if not rows:
            raise ValueError("need at least one row")
        self.behaviour = behaviour
        self.w = int(viewport_w)
        self.h = int(viewport_h)
        if self.w != viewport_w or self.h != viewport_h or self.w <= 0 or self.h <= 0:
            raise ValueError("Tk viewports are whole pixels")
        heights = {hgt for (_, hgt) in rows}
        if len(heights) != 1:
            raise ValueError(f"Tk rows all have one height; asked for {sorted(heights)}")
        self.lh = int(heights.pop())
        y = 0
        for i, (ry, rh) in enumerate(rows):
            if ry != y:
                raise ValueError(f"row {i}: y {ry} is not the sum of the earlier heights ({y})")
            y += rh
        self.n = len(rows)
        self.autoscan = autoscan
        self.clock_ms = int(clock_ms)
        self._t = self.clock_ms  # the driver's event clock, in ms (see "Double clicks" above)
        self._down = False
        self._held_ctrl = bool(ctrl)
        self._ctrl = self._held_ctrl
        self._inside = True
        self._last = (0, 0)

        self.root = root if root is not None else tkinter.Tk()
        # A toplevel larger than the viewport, so the pointer has somewhere to go outside it.
        self.root.geometry(f"{self.w + 200}x{self.h + 200}+0+0")
        self.frame = tkinter.Frame(self.root, borderwidth=0, highlightthickness=0)
        self.frame.place(x=100, y=100, width=self.w, height=self.h)
        font, sbw = self._font_for(self.lh)
        self.font = font
        self.selectborderwidth = sbw
        self.lb = tkinter.Listbox(
            self.frame, selectmode=behaviour, font=font, borderwidth=0, highlightthickness=0,
            selectborderwidth=sbw, activestyle="none", exportselection=False, relief="flat")
        # Each row's text names its identity, which it keeps through inserts and deletes.
        self.lb.insert("end", *[f"row {i}" for i in range(self.n)])
        self._next_id = self.n
        self.lb.place(x=0, y=0, width=self.w, height=self.h)
        self.root.update()
        self.path = str(self.lb)
        self._verify()

    # -- construction -------------------------------------------------------------------------

    _fonts = {}  # row height -> (font, selectborderwidth), found once per process
    _linespaces = {}  # font size in pixels -> the font's linespace, asked of Tk once per process

    def _font_for(self, lh):
        """A (font, selectborderwidth) with linespace + 1 + 2*sbw == lh; the smallest sbw wins.

        - Complexity: one `font metrics` call per font size the process has not asked before
          (a case of a new row height asks only of the sizes up to it; 0.1 ms each)."""
        if lh in TkListbox._fonts:
            return TkListbox._fonts[lh]
        best = None
        for px in range(1, max(2, lh) + 1):
            font = ("DejaVu Sans", -px)
            ls = TkListbox._linespaces.get(px)
            if ls is None:
                ls = int(self.root.tk.call("font", "metrics", font, "-linespace"))
                TkListbox._linespaces[px] = ls
            rest = lh - 1 - ls
            if rest >= 0 and rest % 2 == 0 and (best is None or rest // 2 < best[1]):
                best = (font, rest // 2)
        if best is None:
            raise LayoutError(f"no font and -selectborderwidth give Tk rows {lh} px tall "
                              f"(Tk's rows are linespace + 1 + 2*selectborderwidth)")
        TkListbox._fonts[lh] = best
        return best

    def _verify(self):
        lb = self.lb
        if (lb.winfo_width(), lb.winfo_height()) != (self.w, self.h):
            raise LayoutError(f"viewport is {lb.winfo_width()}x{lb.winfo_height()}, "
                              f"not {self.w}x{self.h}")
        try:
            for i in range(self.n):
                lb.yview(i)  # clamped to [0, n - fullLines] by ChangeListboxView
                top = int(lb.index("@0,0"))
                bbox = lb.bbox(i)
                want_top = (i - top) * self.lh
                if not bbox:
                    raise LayoutError(f"row {i}: no bbox with topIndex {top}")
                if bbox[1] - self.selectborderwidth != want_top:
                    raise LayoutError(f"row {i}: top at {bbox[1] - self.selectborderwidth}, "
                                      f"want {want_top} (topIndex {top}, lineHeight {self.lh})")
                for py in (want_top, want_top + self.lh - 1):
                    if 0 <= py < self.h and int(lb.nearest(py)) != i:
                        raise LayoutError(f"row {i}: nearest({py}) is {lb.nearest(py)}")
        finally:
            lb.yview(0)
            self._after_call()

    # -- scrolling ----------------------------------------------------------------------------

    def set_offset(self, y):
        """Scroll so that content y is at the top, as nearly as Tk can: Tk scrolls by whole rows,
        so the row containing y (floor(y / lineHeight)) goes to the top, clamped by Tk to
        [0, n - fullLines]. Returns the actual offset (a multiple of the row height)."""
        self.lb.yview(max(0, int(y // self.lh)))
        self._after_call()
        return self.offset()

    def offset(self):
        # The top row from yview's first fraction (topIndex / nElements), not from `index @0,0`:
        # when the view is scrolled past the last row (a view shorter than one row, whose top
        # index may be nElements), @0,0 clamps to the last row.
        first = float(self.lb.yview()[0])
        return int(round(first * self.n)) * self.lh

    # -- input --------------------------------------------------------------------------------

    def _state(self, ctrl, button):
        return (CONTROL_MASK if ctrl else 0) | (BUTTON1_MASK if button else 0)

    def _is_inside(self, x, y):
        return 0 <= x < self.w and 0 <= y < self.h

    def press(self, x, y, t=None, ctrl=None):
        """Button 1 down at viewport (x, y); Control held if ctrl, by default as the listbox was
        built (runs <Control-1>, else <1>). Coordinates are rounded to whole pixels."""
        if ctrl is None:
            ctrl = self._held_ctrl
        self._down, self._ctrl, self._last = True, ctrl, (x, y)
        self._inside = self._is_inside(x, y)
        self._gen("<ButtonPress-1>", x, y, self._state(ctrl, False), t)
        self._settle()
        return self.selection()

    def move(self, x, y, t=None, ctrl=None):
        """Pointer to (x, y) with button 1 held (runs <B1-Motion>). ctrl defaults to the press's.
        With autoscan=True, crossing the border also sends <Leave>/<Enter> (B1-Leave/B1-Enter)."""
        if ctrl is None:
            ctrl = self._ctrl
        state = self._state(ctrl, self._down)
        inside = self._is_inside(x, y)
        if self.autoscan and self._down and inside != self._inside:
            if not inside:
                self._gen("<Leave>", x, y, state, t)
            else:
                self._gen("<Enter>", x, y, state, t)
        self._inside = inside
        self._last = (x, y)
        self._gen("<Motion>", x, y, state, t)
        self._settle()
        return self.selection()

    def release(self, x, y, t=None):
        """Button 1 up at (x, y) (runs <ButtonRelease-1>: tk::CancelRepeat, activate)."""
        self._gen("<ButtonRelease-1>", x, y, self._state(self._ctrl, True), t)
        self._down = False
        self._settle()
        return self.selection()

    def cancel(self, t=None):
        """Tk has no pointer-cancel event. Its one way to cancel a selection operation is
        <Escape> (tk::ListboxCancel, extended mode only: the rows between the anchor and
        Priv(listboxPrev) go back to Priv(listboxSelection)). The driver sends <Escape> to the
        listbox, then releases the button where the pointer last was (the release changes no
        selection)."""
        self.lb.focus_force()
        self.root.update()
        x, y = self._last
        self.root.tk.call("event", "generate", self.path, "<KeyPress-Escape>",
                          "-time", self._time(t))
        self.root.update()
        if self._down:
            self.release(x, y)
        return self.selection()

    def lose_pointer(self, t=None):
        """What a listbox sees when the window system takes the pointer away mid-press (another
        client grabs it, the window goes): no <ButtonRelease-1> and nothing else its bindings
        react to, so nothing is sent. The next press begins afresh."""
        self._down = False
        return self.selection()

    def idle(self, seconds):
        """Let real time pass with the event loop running (Tk's `after` timers, e.g. auto-scan)."""
        end = self.root.tk.call("clock", "milliseconds") + int(seconds * 1000)
        while self.root.tk.call("clock", "milliseconds") < end:
            self.root.update()
        return self.selection()

    # -- the list changing ---------------------------------------------------------------------

    def insert_row(self, index, height=None):
        """A new row at `index`, as an app puts one in: `$lb insert index text` (Tk moves the
        selection, the anchor, the active row and the top row with their elements:
        tkListbox.c, ListboxInsertSubCmd). Its height can only be the listbox's one (the
        default)."""
        if height is not None and height != self.lh:
            raise ValueError(f"Tk rows all have one height ({self.lh}); asked for {height}")
        self.lb.insert(index, f"row {self._next_id}")
        self._next_id += 1
        self.n += 1
        self._after_call()

    def remove_row(self, index):
        """The row at `index` leaves, as an app takes one out: `$lb delete index`
        (tkListbox.c, ListboxDeleteSubCmd)."""
        self.lb.delete(index)
        self.n -= 1
        self._after_call()

    def identities(self):
        """Each row's identity, in row order."""
        return [int(text.split()[1]) for text in self.lb.get(0, "end")]

    def selected_identities(self):
        ids = self.identities()
        return {ids[i] for i in self.selection()}

    # -- state --------------------------------------------------------------------------------

    def selection(self):
        return sorted(int(i) for i in self.lb.curselection())

    def select_all(self):
        """tk::ListboxSelectAll, the <<SelectAll>> binding (single/browse: only the active row)."""
        self.root.tk.call("tk::ListboxSelectAll", self.path)
        self._after_call()
        return self.selection()

    def clear(self):
        self.lb.selection_clear(0, "end")
        self._after_call()
        return self.selection()

    def set_selection(self, indices):
        self.lb.selection_clear(0, "end")
        for i in indices:
            self.lb.selection_set(i)
        self._after_call()
        return self.selection()

    def priv(self):
        """tk::Priv's listbox entries and the anchor, for diagnostics."""
        tkc = self.root.tk.call
        out = {"anchor": int(self.lb.index("anchor")), "active": int(self.lb.index("active"))}
        for key in ("listboxPrev", "listboxSelection", "afterId"):
            if int(tkc("info", "exists", f"::tk::Priv({key})")):
                out[key] = str(tkc("set", f"::tk::Priv({key})"))
        return out

    def destroy(self):
        self.frame.destroy()
