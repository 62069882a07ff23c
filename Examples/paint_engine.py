#!/usr/bin/env python3
"""A paint-mode drag-to-select engine that speaks SelectSim's engine protocol (docs/SPEC.md,
section 8): one JSON object per line on standard input, one reply per line on standard output.

It is a complete engine for paint mode (docs/SPEC.md 2 and 3.1, 3.4, 3.5): half-open hit tests,
sweeps that take items in order of first contact, once-per-drag memory, vetoes, the limit,
selectAll and deselectAll, scrolling with clamping, and hotspot auto-scroll. Its `hello` reply
states its profile (docs/SPEC.md 8, "Profiles"): paint mode only, so the harness makes paint cases
only; a case in another mode would be skipped. Python's floats are IEEE doubles, so following the
SPEC's formulas in their order gives the very offsets the harness expects.

Fuzz it with:  selfuzz --engine-command 'python3 Examples/paint_engine.py'
Standard library only.
"""

from kit.protocol import serve


def smax(x, y):
    """Swift's max: the second when they are equal."""
    return y if y >= x else x


def smin(x, y):
    """Swift's min: the first when they are equal."""
    return y if y < x else x


def contains(frame, x, y):
    """SPEC 2.1: half-open, and an empty frame contains nothing."""
    fx, fy, fw, fh = frame
    return fw > 0 and fh > 0 and fx <= x < fx + fw and fy <= y < fy + fh


def contact_time(frame, sx, sy, ex, ey):
    """SPEC 3.5: the parameter at which the closed segment from (sx, sy) to (ex, ey) first reaches
    the frame, or None. Each axis narrows the window of parameters, closed at the min edge and
    open at the max edge."""
    fx, fy, fw, fh = frame
    if not (fw > 0 and fh > 0):
        return None
    window = [0.0, False, 1.0, False]  # lower, lower open, upper, upper open

    def raise_lower(value, is_open):
        if value > window[0] or (value == window[0] and is_open):
            window[0], window[1] = value, is_open

    def lower_upper(value, is_open):
        if value < window[2] or (value == window[2] and is_open):
            window[2], window[3] = value, is_open

    for start, end, low, high in ((sx, ex, fx, fx + fw), (sy, ey, fy, fy + fh)):
        delta = end - start
        if delta == 0:
            if not (low <= start < high):
                return None
        elif delta > 0:
            raise_lower((low - start) / delta, False)
            lower_upper((high - start) / delta, True)
        else:
            raise_lower((high - start) / delta, True)
            lower_upper((low - start) / delta, False)
    lower, lower_open, upper, upper_open = window
    if lower > upper or (lower == upper and (lower_open or upper_open)):
        return None
    return lower


class PaintEngine:
    # What it takes (docs/SPEC.md 8, "Profiles"): the whole SPEC in paint mode.
    PROFILE = {"modes": ["paint"]}

    @staticmethod
    def skip(config):
        """Why this engine cannot take the case, or None."""
        return None if config["mode"] == "paint" else "this example engine does paint mode only"

    def __init__(self, config):
        self.frames = [[float(v) for v in frame] for frame in config["frames"]]
        viewport, insets, hotspot = config["viewport"], config["insets"], config["hotspot"]
        self.width, self.height = float(viewport["width"]), float(viewport["height"])
        self.inset_top, self.inset_bottom = float(insets["top"]), float(insets["bottom"])
        fixed = config["contentHeight"]
        self.fixed_content = None if fixed is None else float(fixed)
        self.hotspot_height = float(hotspot["height"])
        self.hotspot_top = float(hotspot["top"])
        self.hotspot_bottom = float(hotspot["bottom"])
        self.velocity = float(hotspot["velocity"])
        self.interval = float(hotspot["interval"])
        self.limit = config["limit"]
        self.veto_select = set(config["vetoSelect"])
        self.veto_deselect = set(config["vetoDeselect"])
        self.selected = set(config["selected"])
        self.content_height = self.compute_content_height()
        self.offset = 0.0
        self.offset = self.clamp(float(config["offset"]))
        self.clock = float("-inf")
        self.finger = None  # the viewport point while the finger is down
        self.content = None  # the content point as of the last movement
        self.drag_selects = None  # select (True) or deselect (False), once fixed
        self.considered = set()
        self.hotspot = None  # "top" or "bottom" while the finger is in one during a drag
        self.entered_at = 0.0
        self.steps = 0
        self.log = []

    def state(self):
        """The offset and the selection, for the protocol's replies (kit/protocol.py)."""
        return {"offset": self.offset, "selection": sorted(self.selected)}

    def end(self):
        """Nothing to let go of."""

    # SPEC 2.2: content height and the offset's range.
    def compute_content_height(self):
        if self.fixed_content is not None:
            return self.fixed_content
        return max((f[1] + f[3] for f in self.frames), default=0.0)

    def clamp(self, value):
        low = -self.inset_top
        high = smax(low, self.content_height + self.inset_bottom - self.height)
        return smin(smax(value, low), high)

    def set_offset(self, value, time):
        if value != self.offset:
            self.offset = value
            self.log.append({"time": time, "offset": value})

    # SPEC 2.3, 2.6: the selection.
    def capacity(self):
        return float("inf") if self.limit is None else max(self.limit, 0)

    def change(self, item, selected, cause, time):
        if selected:
            self.selected.add(item)
        else:
            self.selected.discard(item)
        self.log.append({"time": time, "item": item, "selected": selected, "cause": cause})

    # SPEC 3.1: paint.
    def touch(self, item, time):
        if item in self.considered:
            return
        self.considered.add(item)
        is_selected = item in self.selected
        if self.drag_selects is None:
            self.drag_selects = not is_selected
        if self.drag_selects:
            if not is_selected and item not in self.veto_select and len(self.selected) < self.capacity():
                self.change(item, True, "drag", time)
        elif is_selected and item not in self.veto_deselect:
            self.change(item, False, "drag", time)

    def items_at(self, x, y):
        """The items whose frames contain the content point (x, y), in index order."""
        return [item for item, frame in enumerate(self.frames) if contains(frame, x, y)]

    def sweep(self, start, end, time):
        """Every item the closed segment touches, in order of first contact, ties by index."""
        contacts = []
        for item, frame in enumerate(self.frames):
            t = contact_time(frame, start[0], start[1], end[0], end[1])
            if t is not None:
                contacts.append((t, item))
        contacts.sort()
        for _, item in contacts:
            self.touch(item, time)

    def movement(self, time):
        """The finger's content point changed (a move, a step or a scroll): sweep to it."""
        point = (self.finger[0], self.finger[1] + self.offset)
        self.sweep(self.content, point, time)
        self.content = point
        self.track(time)

    # SPEC 3.4: auto-scroll.
    def hotspot_at(self, y):
        h = self.hotspot_height
        if h <= 0:
            return None
        if self.hotspot_top <= y <= self.hotspot_top + h:
            return "top"
        edge = self.height - self.hotspot_bottom
        if edge - h <= y <= edge:
            return "bottom"
        return None

    def track(self, time):
        now = self.hotspot_at(self.finger[1])
        if now != self.hotspot:
            self.hotspot, self.entered_at, self.steps = now, time, 0

    def run_due_steps(self, time):
        while self.finger is not None and self.hotspot is not None:
            step_time = self.entered_at + (self.steps + 1) * self.interval
            if step_time > time:
                return
            self.steps += 1
            y = self.finger[1]
            if self.hotspot == "top":
                depth = self.hotspot_top + self.hotspot_height - y
                moved = self.offset - self.velocity * depth
            else:
                depth = y - (self.height - self.hotspot_bottom - self.hotspot_height)
                moved = self.offset + self.velocity * depth
            logged, before = len(self.log), self.content
            self.set_offset(self.clamp(moved), step_time)
            self.movement(step_time)
            if len(self.log) == logged and self.content == before:
                # Nothing changed, so nothing will until the next event: count the rest.
                while self.entered_at + (self.steps + 1) * self.interval <= time:
                    self.steps += 1
                return

    # SPEC 2.4: events.
    def starts(self, time):
        """Begins an event's log; False for an event earlier than the last, which is ignored
        entirely (SPEC 2.4)."""
        self.log = []
        if time < self.clock:
            return False
        self.clock = time
        return True

    def apply(self, time, event):
        if not self.starts(time):
            return self.log
        self.run_due_steps(time)
        kind = event["type"]
        if kind == "down" and self.finger is None:
            self.finger = (float(event["x"]), float(event["y"]))
            self.content = (self.finger[0], self.finger[1] + self.offset)
            self.drag_selects, self.considered = None, set()
            for item in self.items_at(self.content[0], self.content[1]):
                self.touch(item, time)
            self.hotspot = None
            self.track(time)
        elif kind == "move" and self.finger is not None:
            self.finger = (float(event["x"]), float(event["y"]))
            self.movement(time)
        elif kind in ("up", "cancel") and self.finger is not None:
            self.finger, self.drag_selects, self.hotspot = None, None, None
        elif kind == "scroll":
            self.set_offset(self.clamp(float(event["y"])), time)
            if self.finger is not None:
                self.movement(time)
        elif kind == "frame" and 0 <= event["item"] < len(self.frames):
            self.frames[event["item"]] = [float(v) for v in event["frame"]]
            self.content_height = self.compute_content_height()
            self.set_offset(self.clamp(self.offset), time)
        elif kind == "limit":
            self.limit = event["limit"]
            while len(self.selected) > self.capacity():
                self.change(max(self.selected), False, "limit", time)
        elif kind == "selectAll":
            for item in range(len(self.frames)):
                if len(self.selected) >= self.capacity():
                    break
                if item not in self.selected and item not in self.veto_select:
                    self.change(item, True, "selectAll", time)
        elif kind == "deselectAll":
            for item in sorted(self.selected, reverse=True):
                self.change(item, False, "deselectAll", time)
        return self.log


if __name__ == "__main__":
    serve("python-paint", PaintEngine.PROFILE, PaintEngine.skip, PaintEngine)
