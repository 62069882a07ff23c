"""One engine over any driver (kit/driver.py): the SPEC's events become calls of the driver, and
the entries are the difference between the widget's books before and after each event.
Standard library only.

Causes (SPEC 2.5): an event of a single-mode behaviour changes rows with `tap`, any other with
`drag`; `selectAll` and `deselectAll` with their own; a list change's rows that the change
changed with the behaviour's own cause (the `list-change` invariant names a widget's, and SPEC
2.7's `single-remove successor` is a single-selection widget's `tap`), a removed selected row
with `remove`.
"""

LIST_CHANGES = ("insert", "remove", "reorder")


class WidgetEngine:
    """One case on one driver: `state()`, `apply(time, event)` and `end()` for the protocol's loop
    (kit/protocol.py).

    - Complexity: the engine reads the widget's selection once an event, O(selected rows),
      besides the toolkit's own work (a driver's input methods may read it too); a list change
      reads every row's identity, O(rows).
    """

    def __init__(self, driver, profile: dict, config: dict):
        self.driver = driver
        self.cause = "tap" if profile["modes"] == ["single"] else "drag"
        self.finger = None  # where the pointer last was while pressed: a release goes there
        driver.set_offset(config["offset"])
        driver.set_selection(config["selected"])
        self.last = None  # the state last read: nothing runs between two requests

    def state(self) -> dict:
        """The widget's offset and selection, as the protocol's replies give them; read after
        each event, and kept as the state before the next (the engine process runs no event
        loop while it waits for a request, so nothing changes the widget in between)."""
        if self.last is None:
            self.last = {"offset": self.driver.offset(), "selection": self.driver.selection()}
        return self.last

    def apply(self, time: float, event: dict) -> list:
        before = self.state()
        self.last = None
        if event["type"] in LIST_CHANGES:
            return change_widget_list(time, event, self.driver, self.cause)
        cause = self.send(time, event)
        return entries_between(time, before, self.state(), cause)

    def send(self, time: float, event: dict) -> str:
        """Hands the event to the driver; returns the cause its changes carry (SPEC 2.5). `idle`
        sends nothing: no timer of the widget runs (auto-scroll is off in every profile)."""
        kind, driver = event["type"], self.driver
        if kind == "down":
            self.finger = (event["x"], event["y"])
            driver.press(event["x"], event["y"], time)
        elif kind == "move":
            self.finger = (event["x"], event["y"])
            driver.move(event["x"], event["y"], time)
        elif kind == "up":
            driver.release(self.finger[0], self.finger[1], time)
        elif kind == "cancel":
            driver.lose_pointer(time)
        elif kind == "scroll":
            driver.set_offset(event["y"])
        elif kind == "selectAll":
            driver.select_all()
            return "selectAll"
        elif kind == "deselectAll":
            driver.clear()
            return "deselectAll"
        return self.cause

    def end(self) -> None:
        self.driver.destroy()


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
    """A list change's entries (SPEC 2.7) from a widget's books before and after it
    (`{"offset", "ids", "selected"}`: each row's identity in row order, the selected identities):
    a removed selected item leaves with `(i, false, remove)`, i its index before; then the
    offset; then every other item whose state the change changed, by its index after it, with
    `cause`."""
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


def change_widget_list(time, event, driver, cause):
    """A list change (SPEC 2.7) made on a driver, as an app makes it, and its entries, from the
    driver's books before and after."""
    def books():
        return {"offset": driver.offset(), "ids": driver.identities(),
                "selected": driver.selected_identities()}

    before = books()
    if event["type"] == "insert":
        driver.insert_row(event["item"], event["frame"][3])
    elif event["type"] == "remove":
        driver.remove_row(event["item"])
    else:
        driver.move_row(event["item"], event["to"])
    return list_change_entries(time, event, before, books(), cause)
