#!/usr/bin/env python3
"""An engine that breaks the engine protocol (docs/SPEC.md 8, 9) in one chosen way, for the
tests: `misbehaving_engine.py MODE`. It serves the example paint engine correctly until its first
`apply` (or `hello`, `start`, `end`, as the mode says), then misbehaves.

`bad-version` answers `hello` with protocol 2, `bad-profile` with a profile that names a mode
the SPEC has not. Modes that stall, for the Ctrl-C tests: `hang-at-case:N` serves N cases, then never answers the
first `apply` of the next; `hang-on:TYPE` never answers an event of that type (`selectAll`);
`slow-skips:MS` is the example engine with its skipping bug (Examples/paint_engine_skips.py),
sleeping MS milliseconds before every reply to `apply`. Each writes a line to standard error
before it stalls, as a real engine's log would."""

import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Examples"))

from paint_engine import PaintEngine  # noqa: E402
from paint_engine_skips import SkippingPaintEngine  # noqa: E402

MODE, _, ARGUMENT = sys.argv[1].partition(":")


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def reply(obj):
    say(json.dumps(obj, separators=(",", ":")))


engine = None
cases = 0
for line in sys.stdin:
    request = json.loads(line)
    op = request["op"]
    sys.stderr.write("noise on standard error, which is never part of the protocol\n")
    if op == "hello":
        if MODE == "bad-version":
            reply({"protocol": 2, "name": "future"})
        elif MODE == "bad-profile":
            reply({"protocol": 1, "name": "muddled", "profile": {"modes": ["paint", "sideways"]}})
        else:
            reply({"protocol": 1, "name": "misbehaving-" + MODE})
    elif op == "start":
        if MODE == "refuse":
            reply({"error": "this engine takes no layouts today"})
            continue
        cases += 1
        kind = SkippingPaintEngine if MODE == "slow-skips" else PaintEngine
        engine = kind(request["config"])
        reply({"offset": engine.offset, "selection": sorted(engine.selected)})
    elif op == "apply" and MODE == "hang-at-case" and cases > int(ARGUMENT):
        sys.stderr.write("stuck in case %d\n" % cases)
        sys.stderr.flush()
        time.sleep(3600)
    elif op == "apply" and MODE == "hang-on" and request["event"]["type"] == ARGUMENT:
        sys.stderr.write("Traceback (most recent call last):\n  stuck on %s\n" % ARGUMENT)
        sys.stderr.flush()
        time.sleep(3600)
    elif op == "apply":
        if MODE == "slow-skips":
            time.sleep(int(ARGUMENT) / 1000)
        entries = engine.apply(request["time"], request["event"])
        state = {"entries": entries, "offset": engine.offset, "selection": sorted(engine.selected)}
        count = len(engine.frames)
        if MODE == "garbage":
            say("this is not JSON")
        elif MODE == "missing-key":
            del state["selection"]
            reply(state)
        elif MODE == "wrong-type":
            state["offset"] = "zero"
            reply(state)
        elif MODE == "nonfinite":
            say('{"entries":[],"offset":1e999,"selection":[]}')
        elif MODE == "out-of-range":
            state["entries"] = [{"time": request["time"], "item": count, "selected": True, "cause": "drag"}]
            reply(state)
        elif MODE == "unsorted":
            state["selection"] = [1, 0]
            reply(state)
        elif MODE == "repeated":
            state["selection"] = [0, 0]
            reply(state)
        elif MODE == "wrong-request":
            reply({"offset": engine.offset, "selection": sorted(engine.selected)})
        elif MODE == "exit":
            sys.exit(3)
        elif MODE == "raise":
            # A real traceback on standard error, as a broken engine leaves it.
            raise RuntimeError("the engine broke on purpose at time %r" % request["time"])
        elif MODE == "silent":
            time.sleep(3600)
        elif MODE == "two-replies":
            # Both in one write, as a buffered engine would send them: an unasked line is seen
            # when it is there by the next request (a later one would pass for that reply).
            text = json.dumps(state, separators=(",", ":"))
            sys.stdout.write(text + "\n" + text + "\n")
            sys.stdout.flush()
        else:
            reply(state)
    else:
        if MODE == "after-end":
            # In the same write as the reply, for the reason given at two-replies.
            say('{}\n{"late":true}')
        else:
            reply({})
