"""The engine protocol's loop (docs/SPEC.md 8), shared by every Python engine of Examples/: the
example engines (paint_engine.py, list_engine.py, range_engine.py) and the real components'
engines (widget_engine.py). Standard library only.

An engine object, one per case, has `state()` (`{"offset", "selection"}`, the selection
ascending), `apply(time, event)` (the event's entries, SPEC 2.5) and `end()`.
"""

import json
import os
import sys
import time


def serve(name, profile, skip, make, refusals=(), requests=None, replies=None):
    """Answers the protocol's requests, one JSON object a line, until its input ends.

    `profile` is what the engine takes (the `hello` reply's "profile", SPEC 8 "Profiles"; None
    states none); `skip(config)` says why a case lies outside it, or None (the harness sends
    none outside the profile, but an engine that checks says so rather than failing, and one
    may skip cases its profile cannot state, saying why: ttk's treeview skips a row shown in
    part); `make(config)` builds the
    engine for a case. A case `make` cannot build, by raising one of `refusals`, is answered with
    `{"error": ...}`, which the harness counts as the fault `refused` (SPEC 9): never silently.

    - Complexity: O(1) per request beyond the engine's own work and the reply's size.
    """
    requests = sys.stdin if requests is None else requests
    replies = sys.stdout if replies is None else replies
    engine, busy = None, Busy()
    for line in requests:
        busy.start()
        request = json.loads(line)
        op = request["op"]
        if op == "hello":
            reply = {"protocol": 1, "name": name}
            if profile is not None:
                reply["profile"] = profile
        elif op == "start":
            engine, reply = start(request["config"], skip, make, refusals)
        elif op == "apply":
            entries = engine.apply(request["time"], request["event"])
            reply = dict(entries=entries, **engine.state())
        else:  # end
            if engine is not None:
                engine.end()
            engine, reply = None, {}
        busy.stop(op)
        if op == "end":
            busy.report(name)  # before the reply: the harness may stop the process once it has it
        replies.write(json.dumps(reply, separators=(",", ":")) + "\n")
        replies.flush()


def start(config, skip, make, refusals):
    """A case's engine and the `start` reply: its state, a skip or a refusal."""
    reason = skip(config)
    if reason is not None:
        return None, {"skip": reason}
    try:
        engine = make(config)
    except refusals as error:
        return None, {"error": str(error)}
    return engine, engine.state()


class Busy:
    """Where an engine process's time goes, for scripts/widget-throughput.sh: the wall-clock time
    from reading each request to having its reply (the engine's work, its toolkit's and its
    display server's), by request, and the process's CPU time. With SELECTSIM_WIDGET_TIMES set
    to a path, each process writes its totals so far to PATH.PID after every case (an engine
    process is usually stopped, not let run to the end of its input). Unset, it costs two clock
    reads a request."""

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
