"""The engine protocol's loop (docs/SPEC.md 8) for engines that drive a real widget
(Examples/qt/qt_engine.py, Examples/tk/tk_engine.py). Standard library only.

An engine object has `state()` ({"offset", "selection"}), `apply(time, event)` (its entries) and
`end()`; `skip(config)` says why a case lies outside the profile (or None), and `make(config)`
builds the engine for a case. A layout the widget could not take (one of `refusals`) is answered
with {"error": ...}, which the harness counts as the fault `refused` (SPEC 9): never silently.
"""

import json
import sys


def serve_widget(name, profile, skip, make, refusals=()):
    engine = None
    for line in sys.stdin:
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
        sys.stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        sys.stdout.flush()
