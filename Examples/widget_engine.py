"""The engine protocol's loop (docs/SPEC.md 8) for engines that drive a real widget
(Examples/qt/qt_engine.py, Examples/tk/tk_engine.py). Standard library only.

An engine object has `state()` ({"offset", "selection"}), `apply(time, event)` (its entries) and
`end()`; `skip(config)` says why a case lies outside the profile (or None), and `make(config)`
builds the engine for a case. A layout the widget could not take (one of `refusals`) is answered
with {"error": ...}, which the harness counts as the fault `refused` (SPEC 9): never silently.
"""

import json
import os
import sys
import time


def list_mismatch(profile, config, one_height=False):
    """Why a case lies outside a widget's list profile (the harness sends none such), or None:
    the mode, a limit or vetoes, auto-scroll, a viewport of no area, or frames that are not rows
    as wide as the viewport stacked from 0 (of one height, where `one_height`)."""
    if config["mode"] not in profile["modes"]:
        return "mode %s" % config["mode"]
    if config["limit"] is not None or config["vetoSelect"] or config["vetoDeselect"]:
        return "a limit or vetoes"
    if config["hotspot"]["height"] > 0:
        return "auto-scroll"
    frames = config["frames"]
    width, top = config["viewport"]["width"], 0
    if width <= 0 or config["viewport"]["height"] <= 0:
        return "a viewport of no area (a widget that small cannot be pressed)"
    if one_height and not frames:
        return "no rows"
    for index, (x, y, w, h) in enumerate(frames):
        if x != 0 or w != width or y != top:
            return "item %d is not the next row of a list" % index
        if one_height and h != frames[0][3]:
            return "item %d is not the next row of a list of one row height" % index
        top += h
    return None


def entries_between(time, before, after, cause):
    """A widget's changes as SPEC 2.5's entries, from its state before and after an event
    (`{"offset", "selection"}`): the offset first, then deselections and selections, each
    ascending; the order within one event is a set's (the profile says `entryOrder: set`)."""
    entries = []
    if after["offset"] != before["offset"]:
        entries.append({"time": time, "offset": after["offset"]})
    was, now = set(before["selection"]), set(after["selection"])
    for item in sorted(was - now):
        entries.append({"time": time, "item": item, "selected": False, "cause": cause})
    for item in sorted(now - was):
        entries.append({"time": time, "item": item, "selected": True, "cause": cause})
    return entries


def list_change_entries(time, event, before, after, cause):
    """A list change's entries (SPEC 2.7) from a widget's state before and after it
    (`{"offset", "ids", "selected"}`: each row's identity in row order, the selected identities):
    a removed selected item leaves with `(i, false, remove)`, i its index before; then the
    offset; then every other item whose state the change changed, by its index after it, with
    `cause` (the widget's own: a single-selection widget's `tap` is SPEC 2.7's `single-remove
    successor`; any other the `list-change` invariant names)."""
    entries = []
    removed = None
    if event["type"] == "remove":
        removed = before["ids"][event["item"]]
        if removed in before["selected"]:
            entries.append({"time": time, "item": event["item"], "selected": False,
                            "cause": "remove"})
    if after["offset"] != before["offset"]:
        entries.append({"time": time, "offset": after["offset"]})
    kept = before["selected"] - {removed}
    for index, identity in enumerate(after["ids"]):
        now = identity in after["selected"]
        if now != (identity in kept):
            entries.append({"time": time, "item": index, "selected": now, "cause": cause})
    return entries


def change_widget_list(time, event, widget, cause):
    """A list change (SPEC 2.7) made on a widget driver, as an app makes it
    (`widget.insert_row(index, height)`, `remove_row(index)`, `move_row(index, to)`), and its
    entries, from the driver's books before and after (`offset()`, `identities()`, each row's
    identity in row order, and `selected_identities()`)."""
    def books():
        return {"offset": widget.offset(), "ids": widget.identities(),
                "selected": widget.selected_identities()}

    before = books()
    if event["type"] == "insert":
        widget.insert_row(event["item"], event["frame"][3])
    elif event["type"] == "remove":
        widget.remove_row(event["item"])
    else:
        widget.move_row(event["item"], event["to"])
    return list_change_entries(time, event, before, books(), cause)


def serve_widget(name, profile, skip, make, refusals=()):
    engine = None
    busy = Busy()
    for line in sys.stdin:
        busy.start()
        request = json.loads(line)
        op = request["op"]
        if op == "hello":
            reply = {"protocol": 1, "name": name, "profile": profile}
        elif op == "start":
            config = request["config"]
            reason = skip(config)
            if reason is not None:
                reply = {"skip": reason}
            else:
                try:
                    engine = make(config)
                    reply = engine.state()
                except refusals as error:
                    reply = {"error": str(error)}
        elif op == "apply":
            reply = dict(entries=engine.apply(request["time"], request["event"]), **engine.state())
        else:  # end
            if engine is not None:
                engine.end()
            engine, reply = None, {}
        busy.stop(op)
        if op == "end":
            busy.report(name)  # before the reply: the harness may stop the process once it has it
        sys.stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        sys.stdout.flush()


class Busy:
    """Where an engine process's time goes, for scripts/widget-throughput.sh: the wall-clock time
    from reading each request to having its reply (the widget's work, its toolkit's and its
    display server's), by request, and the process's CPU time. With SELECTSIM_WIDGET_TIMES set
    to a path, each process writes its totals so far to PATH.PID after every case (an engine
    process is usually stopped, not let run to the end of its input)."""

    def __init__(self):
        self.path = os.environ.get("SELECTSIM_WIDGET_TIMES")
        self.seconds, self.counts, self.began = {}, {}, 0.0

    def start(self):
        self.began = time.perf_counter()

    def stop(self, op):
        self.seconds[op] = self.seconds.get(op, 0.0) + time.perf_counter() - self.began
        self.counts[op] = self.counts.get(op, 0) + 1

    def report(self, name):
        if not self.path:
            return
        line = {"name": name, "pid": os.getpid(), "requests": self.counts,
                "busy": self.seconds, "cpu": time.process_time()}
        path = "%s.%d" % (self.path, os.getpid())
        with open(path + ".tmp", "w") as out:
            out.write(json.dumps(line) + "\n")
        os.replace(path + ".tmp", path)
