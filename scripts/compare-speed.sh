#!/usr/bin/env bash
# The speed guard: this build's fuzz loop against COMMIT's, on the same seeds and case counts, in
# one run. A benchmark, not a timed test: it prints what it measured and names a drop, and fails
# only when it cannot measure (a build that fails, a run that fails, a fingerprint that moves
# between rounds of one build).
#
#   scripts/compare-speed.sh COMMIT [--seeds 1,2,3] [--cases 2000] [--rounds 3] [--expect X]
#
# COMMIT is built in release in a git worktree under .selfuzz/compare-speed (kept between runs,
# one per commit: scripts/commit-selfuzz.sh). Each round runs `selfuzz --seed S --iterations CASES --jobs 1` of each build in
# turn, alternating which goes first, and takes the CPU time of the whole process tree (the worker
# and its fresh-process twin included) from the shell's `time`; the events come from the run's
# summary. Per build and seed the median round counts. Printed: CPU time per case and per event
# of each build, and the ratio (COMMIT's time over this build's: above 1, this build is faster),
# per seed and over all seeds (their total CPU time over their total cases or events).
#
# --expect X names the ratio this build is known to reach (the figure pinned where the guard is
# run, ci.sh): a ratio per case or per event more than 10% below it is named on a line that starts
# with `SLOWER:`.
# Exit status: 0 measured (whatever the figures), 64 bad usage, 70 a build or a run failed or a
# fingerprint moved between rounds.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 70

usage() {
  echo "usage: scripts/compare-speed.sh COMMIT [--seeds 1,2,3] [--cases N] [--rounds N] [--expect X]" >&2
  exit 64
}
commit=${1:-}
[ -n "$commit" ] && [ "${commit#-}" = "$commit" ] || usage
shift
seeds=1,2,3
cases=2000
rounds=3
expect=
while [ $# -gt 0 ]; do
  case $1 in
    --seeds) seeds=${2:-}; shift 2 || usage ;;
    --cases) cases=${2:-}; shift 2 || usage ;;
    --rounds) rounds=${2:-}; shift 2 || usage ;;
    --expect) expect=${2:-}; shift 2 || usage ;;
    *) echo "scripts/compare-speed.sh: unknown option '$1'" >&2; usage ;;
  esac
done
[[ "$seeds" =~ ^[0-9]+(,[0-9]+)*$ ]] || { echo "--seeds: a comma-separated list of seeds, not '$seeds'" >&2; usage; }
[[ "$cases" =~ ^[1-9][0-9]*$ ]] || { echo "--cases: a whole number of cases, not '$cases'" >&2; usage; }
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "--rounds: a whole number of rounds, not '$rounds'" >&2; usage; }
if [ -n "$expect" ] && ! [[ "$expect" =~ ^[0-9]+(\.[0-9]+)?$ ]]; then
  echo "--expect: a ratio such as 1.4, not '$expect'" >&2
  usage
fi
work=.selfuzz/compare-speed
mkdir -p "$work"
old=$(scripts/commit-selfuzz.sh "$commit" "$work") || exit $?
new=$(scripts/release-selfuzz.sh "$work") || exit 70

# Runs BINARY on SEED and prints "CPU-SECONDS EVENTS FINGERPRINT".
measure() {
  local binary=$1 seed=$2 log=$work/run.log times=$work/time.txt status
  local TIMEFORMAT='%U %S'
  { time "$binary" --seed "$seed" --iterations "$cases" --jobs 1 --out "$work/failures" \
    >"$log" 2>&1; } 2>"$times"
  status=$?
  if [ $status -ne 0 ]; then
    echo "scripts/compare-speed.sh: $binary --seed $seed --iterations $cases exited $status:" >&2
    grep -v '^progress:' "$log" | tail -20 >&2
    return 70
  fi
  local events fingerprint
  events=$(sed -n 's/^events checked: \([0-9]*\).*/\1/p' "$log")
  fingerprint=$(sed -n 's/^fingerprint: //p' "$log")
  awk -v e="$events" -v f="$fingerprint" '{ printf "%.3f %s %s\n", $1 + $2, e, f }' "$times"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "speed: this build against $commit ($(git log -1 --format='%h %s' "$commit" | cut -c1-60))"
echo "  $cases cases a seed, one job, CPU time of every process, median of $rounds rounds"
printf '  %-6s %16s %16s %16s %16s %9s %9s\n' seed "$commit/case" "this/case" \
  "$commit/event" "this/event" "per case" "per event"
total_old=0 total_new=0 cases_all=0 events_old=0 events_new=0
for seed in ${seeds//,/ }; do
  : >"$work/old.txt"
  : >"$work/new.txt"
  for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) -eq 1 ]; then order="old new"; else order="new old"; fi
    for which in $order; do
      binary=$old
      [ "$which" = new ] && binary=$new
      line=$(measure "$binary" "$seed") || exit 70
      echo "$line" >>"$work/$which.txt"
    done
  done
  for which in old new; do
    if [ "$(cut -d' ' -f3 "$work/$which.txt" | sort -u | wc -l)" -ne 1 ]; then
      echo "scripts/compare-speed.sh: the $which build's fingerprint of seed $seed moved between rounds:" >&2
      cut -d' ' -f3 "$work/$which.txt" >&2
      exit 70
    fi
  done
  old_cpu=$(cut -d' ' -f1 "$work/old.txt" | median)
  new_cpu=$(cut -d' ' -f1 "$work/new.txt" | median)
  old_events=$(head -1 "$work/old.txt" | cut -d' ' -f2)
  new_events=$(head -1 "$work/new.txt" | cut -d' ' -f2)
  awk -v s="$seed" -v oc="$old_cpu" -v nc="$new_cpu" -v oe="$old_events" -v ne="$new_events" \
    -v n="$cases" 'BEGIN {
      printf "  %-6s %13.1f µs %13.1f µs %13.0f ns %13.0f ns %8.2fx %8.2fx\n", s,
        oc / n * 1e6, nc / n * 1e6, oc / oe * 1e9, nc / ne * 1e9, oc / nc, (oc / oe) / (nc / ne)
    }'
  total_old=$(awk -v a="$total_old" -v b="$old_cpu" 'BEGIN { print a + b }')
  total_new=$(awk -v a="$total_new" -v b="$new_cpu" 'BEGIN { print a + b }')
  events_old=$((events_old + old_events))
  events_new=$((events_new + new_events))
  cases_all=$((cases_all + cases))
done
awk -v oc="$total_old" -v nc="$total_new" -v oe="$events_old" -v ne="$events_new" \
  -v n="$cases_all" -v c="$commit" -v x="$expect" 'BEGIN {
    per_case = oc / nc; per_event = (oc / oe) / (nc / ne)
    printf "  %-6s %13.1f µs %13.1f µs %13.0f ns %13.0f ns %8.2fx %8.2fx\n", "all",
      oc / n * 1e6, nc / n * 1e6, oc / oe * 1e9, nc / ne * 1e9, per_case, per_event
    printf "ratio: this build is %.2fx as fast as %s per case, %.2fx per event (%d and %d events)\n",
      per_case, c, per_event, ne, oe
    if (x != "" && per_case < 0.9 * x)
      printf "SLOWER: %.2fx per case against %s, more than 10%% below the %.2fx pinned for this build\n",
        per_case, c, x
    if (x != "" && per_event < 0.9 * x)
      printf "SLOWER: %.2fx per event against %s, more than 10%% below the %.2fx pinned for this build\n",
        per_event, c, x
  }'
