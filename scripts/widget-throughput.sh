#!/usr/bin/env bash
# Where the time of a widget-backed engine's fuzz run goes (issue 25): the harness's share, the
# engine's (its toolkit and display server included), the round trips and the determinism twin.
#
#   scripts/widget-throughput.sh 'Examples/tk/engine.sh extended' [CASES] [SEED] [SELFUZZ_ARGS...]
#
# Arguments after the seed go to selfuzz as they are, e.g. `--known Examples/tk/findings` to
# measure a run that counts the behaviour's known findings as found.
#
# Runs `selfuzz --iterations CASES --jobs 1` (release build) on the engine command with
# SELECTSIM_WIDGET_TIMES set, so that every engine process built on the kit's protocol loop (Examples/kit/protocol.py)
# writes, after every case, the wall-clock time it spent between reading each request and
# writing its reply. The engine that played the run's cases is the one that answered the most
# `start`s; the others are the fresh-process twins of `determinism` (one case in sixteen, played
# at once on another core) and, when a case failed, its confirmation and shrink. The harness's
# share is the rest of the run's wall-clock time: generation, the invariants, the reference model
# (which an engine with `entryOrder: set` gets beside it), the pipes, and waiting for processes to
# start. A run that finds a failure is measured too (its shrink counts in), but say so.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 70
command=${1:?usage: scripts/widget-throughput.sh ENGINE_COMMAND [CASES] [SEED] [SELFUZZ_ARGS...]}
cases=${2:-200}
seed=${3:-1}
shift $(($# < 3 ? $# : 3))
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
selfuzz=$(scripts/release-selfuzz.sh "$work") || exit 70
SELECTSIM_WIDGET_TIMES="$work/times.jsonl" "$selfuzz" --seed "$seed" --iterations "$cases" \
  --jobs 1 --out "$work/failures" --engine-command "$command" "$@" >"$work/run.log" 2>&1
status=$?
grep -E '^(iterations|scenarios per second|events checked|skipped|FAILED|all invariants)' \
  "$work/run.log"
cat "$work"/times.jsonl.[0-9]* >"$work/times.jsonl" 2>/dev/null
[ -s "$work/times.jsonl" ] || {
  echo "no engine wrote its times: is '$command' built on Examples/kit/protocol.py?" >&2
  exit 70
}
python3 - "$work/run.log" "$work/times.jsonl" <<'PYEOF'
import json, re, sys

log = open(sys.argv[1]).read()
match = re.search(r"scenarios per second: [0-9.]+ \(([0-9.]+) (ms|s), 1 job\)", log)
wall = float(match.group(1)) / (1000 if match.group(2) == "ms" else 1)
calls = int(re.search(r"\((\d+) engine calls", log).group(1))
processes = [json.loads(line) for line in open(sys.argv[2])]
processes.sort(key=lambda p: -p["requests"].get("start", 0))
main, others = processes[0], processes[1:]
busy = sum(main["busy"].values())
requests = sum(main["requests"].values())
print(f"run: {wall:.2f} s of wall-clock time, {calls} engine calls")
print(f"  the engine (its toolkit and display server): {busy:.2f} s, {100 * busy / wall:.1f}%"
      f" ({requests} requests, {1000 * busy / requests:.2f} ms each; CPU {main['cpu']:.2f} s)")
for op in ("start", "apply", "end"):
    if op in main["requests"]:
        n, s = main["requests"][op], main["busy"][op]
        print(f"    {op:6} {n:8} requests  {s:8.2f} s  {1000 * s / n:7.3f} ms each")
rest = wall - busy
print(f"  the harness (generation, invariants, reference model, pipes, process starts):"
      f" {rest:.2f} s, {100 * rest / wall:.1f}% ({1000 * rest / requests:.3f} ms a request)")
twin = sum(sum(p["busy"].values()) for p in others)
starts = sum(p["requests"].get("start", 0) for p in others)
print(f"  determinism's fresh-process twins and any confirmation or shrink: {len(others)} more"
      f" engine processes, {starts} cases, {twin:.2f} s busy (beside the run, on another core)")
PYEOF
exit $status
