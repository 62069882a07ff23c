"""The interface every real component's driver implements, for one engine over any toolkit
(widget_engine.py). Standard library only.

A driver is one widget of a toolkit, built for one case by its toolkit's `open` (toolkit.py) and
destroyed at the case's end. It owns everything particular to its toolkit: how the case's layout
is made and checked, how an event reaches the widget as real input, and how the widget's books
are read. Everything else (the protocol, the profile, skip and refusal, entries, list changes,
causes) is the kit's, the same for every toolkit.

Coordinates are the case's viewport points (SPEC 2.1, x to the right and y down from the
viewport's top-left corner); `t` is the event's time in seconds from the case's start (SPEC 2.4),
for toolkits whose input carries a time (Tk's double click reads it); a driver that has no use for
it ignores it. The driver reports the widget's state as the widget holds it: the kit turns the
difference before and after an event into the SPEC's entries (SPEC 2.5, as a set: the profile
says `"entryOrder": "set"`).

What a driver may leave out, its toolkit's profile states (SPEC 8, "Profiles"): without
`insert_row`, `remove_row` or `move_row`, leave `insert`, `remove` or `reorder` out of the
profile's `events`, and the harness sends none.
"""

from __future__ import annotations  # `float | None` on Python 3.9 too

from typing import Hashable, Protocol


class Driver(Protocol):
    """One widget laid out as a case says. Its constructor (called by the toolkit's `open`) lays
    the case's frames out and checks that the layout took (each row's rectangle, the viewport's
    size and the scroll range, read back from the widget), raising one of its toolkit's
    `refusals` naming the first difference: a layout the widget did not take is refused, never
    fuzzed."""

    # -- input: as a user gives it -------------------------------------------------------------

    def press(self, x: float, y: float, t: float | None = None,
              ctrl: bool | None = None) -> None:
        """The primary button (or finger) goes down at viewport point (x, y), with the keys its
        behaviour holds (Ctrl, Shift: fixed when the driver is built; `ctrl`, when given, says
        otherwise for this event, as a finding's script may). Without `t`, the driver's own next
        time (a second after its last event, say)."""

    def move(self, x: float, y: float, t: float | None = None,
             ctrl: bool | None = None) -> None:
        """The pointer moves to (x, y) with the button held (SPEC 2.4 `move`); `ctrl` as for
        `press` (by default the press's)."""

    def release(self, x: float, y: float, t: float | None = None) -> None:
        """The button comes up where the pointer last was (SPEC 2.4 `up`)."""

    def lose_pointer(self, t: float | None = None) -> None:
        """The window system takes the pointer away mid-press (SPEC 2.4 `cancel`): what the
        toolkit's widget sees then (Qt: focus out, deactivation, the grab's end; Tk: nothing),
        and no release."""

    # -- what an app calls ---------------------------------------------------------------------

    def set_offset(self, y: float) -> None:
        """Scrolls so that content y is at the viewport's top, as nearly as the widget can (it
        clamps, and may round to its own steps: the profile's `positions` says which)."""

    def select_all(self) -> None:
        """The widget's own select-all (SPEC 2.6 `selectAll`), as its binding or API runs it. A
        widget that has none leaves `selectAll` out of its profile's `events` (the harness then
        sends none) and may leave this out."""

    def clear(self) -> None:
        """The widget's own clearing of the selection (SPEC 2.6 `deselectAll`)."""

    def set_selection(self, indices: list[int]) -> None:
        """Makes exactly these rows selected (the case's initial selection), as an app would."""

    # -- the widget's books --------------------------------------------------------------------

    def offset(self) -> float:
        """The content y at the viewport's top, read from the widget."""

    def selection(self) -> list[int]:
        """The selected rows' indices, ascending, read from the widget."""

    def identities(self) -> list[Hashable]:
        """Each row's identity in row order: what a row keeps from its insertion to its removal,
        so that a list change's entries follow rows, not indices (SPEC 2.7)."""

    def selected_identities(self) -> set[Hashable]:
        """The selected rows' identities."""

    # -- the list changing, as an app changes it (optional: see the module's doc) ---------------

    def insert_row(self, index: int, height: float) -> None:
        """A new row of `height` at `index` (SPEC 2.7 `insert`), through the widget's model."""

    def remove_row(self, index: int) -> None:
        """The row at `index` leaves the list (SPEC 2.7 `remove`)."""

    def move_row(self, index: int, to: int) -> None:
        """The row at `index` moves so that it is at `to` afterwards (SPEC 2.7 `reorder`)."""

    # -- real time (optional: experiments only) --------------------------------------------------

    def idle(self, seconds: float) -> None:
        """Lets real time pass with the toolkit's event loop running (its timers: an auto-scroll,
        say). The engine never calls it (the harness's time is the events' `t`); a toolkit's
        experiments do (kit/gestures.py's `("idle", seconds)`)."""

    # -- the case's end ------------------------------------------------------------------------

    def destroy(self) -> None:
        """The widget goes, with everything it holds (a process runs thousands of cases)."""
