"""A toolkit's description, for one engine over any driver (widget_engine.py): its name, the
profile its behaviours share, its behaviours (one table), and how a case's driver is built.
Standard library only.

    QT = Toolkit("qt", COMMON, BEHAVIOURS, open_widget, refusals=(LayoutError,))
    if __name__ == "__main__":
        QT.main()          # python3 qt_engine.py BEHAVIOUR: serves the protocol
"""

from __future__ import annotations  # `float | None` on Python 3.9 too

import sys
from typing import Callable, NamedTuple

from kit.profiles import widget_mismatch
from kit.protocol import serve
from kit.widget_engine import WidgetEngine


class Behaviour(NamedTuple):
    """One way of configuring a toolkit's widget, fuzzed as an engine of its own."""

    settings: dict
    """What the toolkit's `open` needs to build the widget so: its selection mode, the keys held
    at every press and move (`{"mode": "extended", "ctrl": True}`)."""
    profile: dict
    """The SPEC options this behaviour is (SPEC 3, 8 "Profiles"), beyond the toolkit's common
    profile: its modes and the values each of its options takes."""


class Toolkit:
    """A toolkit's behaviours, each an engine: `python3 ENGINE.py BEHAVIOUR` serves it."""

    def __init__(self, name: str, common: dict, behaviours: dict[str, Behaviour],
                 open: Callable[[dict, dict], object], refusals: tuple = (),
                 skip: Callable[[dict, dict], str | None] = widget_mismatch):
        """`open(settings, config)` builds a case's driver (kit/driver.py) from a behaviour's
        settings and the case's configuration (SPEC 8 `start`), laid out and checked, or raises
        one of `refusals`; `skip(profile, config)` says why a case lies outside a behaviour's
        profile (lists of rows by default)."""
        self.name, self.common, self.behaviours = name, common, behaviours
        self.open, self.refusals, self.skip = open, refusals, skip

    def profile(self, behaviour: str) -> dict:
        """The behaviour's whole profile: the common one with the behaviour's on top."""
        return dict(self.common, **self.behaviours[behaviour].profile)

    def engine(self, behaviour: str, config: dict) -> WidgetEngine:
        """One case's engine over a fresh driver."""
        settings, profile = self.behaviours[behaviour].settings, self.profile(behaviour)
        return WidgetEngine(self.open(settings, config), profile, config)

    def serve(self, behaviour: str, requests=None, replies=None) -> None:
        """Answers the engine protocol as the behaviour `<toolkit>-<behaviour>`."""
        profile = self.profile(behaviour)
        serve("%s-%s" % (self.name, behaviour), profile,
              lambda config: self.skip(profile, config),
              lambda config: self.engine(behaviour, config), self.refusals, requests, replies)

    def main(self, argv=None) -> None:
        """`ENGINE.py BEHAVIOUR`: serves it; anything else is a usage error (exit 64, SPEC 6)."""
        argv = sys.argv if argv is None else argv
        if len(argv) != 2 or argv[1] not in self.behaviours:
            sys.stderr.write("usage: %s %s\n" % (argv[0], "|".join(self.behaviours)))
            sys.exit(64)
        self.serve(argv[1])
