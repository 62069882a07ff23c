#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer's GeneratedCases target) beside selfuzz's seeded generation,
# for the same length of time per cell, on one core each.
#
#   Fuzz/compare.sh SECONDS        e.g. Fuzz/compare.sh 20
#
# (a) Coverage. selfuzz runs SECONDS (release build, --seed 1, one job) and the number of cases it
#     ran, N, is noted; `selfuzz seeds` then writes those same N cases as inputs, and the
#     instrumented GeneratedCases binary replays them without mutation (-runs=0), so that both
#     sides are measured by the same instrumentation. libFuzzer then fuzzes for SECONDS from an
#     empty corpus, and again from 200 seeds (the first 200 of the N). Each row gives the edges
#     covered in SelectCore (functions defined in SelectCore.o, from -print_coverage) and in the
#     whole binary (libFuzzer's own `cov:` figure: harness, SelectCore and the standard library's
#     specializations together).
# (b) Planted bugs. For each planted bug (not the faults, which the target refuses), does
#     GeneratedCases find it within SECONDS from an empty corpus (-seed=1), and does
#     `selfuzz --engine BUG --duration SECONDS` (--seed 1, one job, unshrunk: exit 1 = found)?
#
# Everything goes under .selfuzz/fuzz/compare; the tables are printed at the end.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 70

if [ $# -ne 1 ] || ! [[ "$1" =~ ^[0-9]+$ ]] || [ "$1" -lt 1 ]; then
  echo "usage: Fuzz/compare.sh SECONDS   (a whole number, at least 1: the time per cell)" >&2
  exit 64
fi
seconds=$1
work=.selfuzz/fuzz/compare
rm -rf "$work"
mkdir -p "$work"

Fuzz/build.sh || exit 70
bin=${FUZZ_OUT:-.selfuzz/fuzz/bin}
target=$bin/GeneratedCases
swift build -c release -j 1 --product selfuzz >"$work/build.log" 2>&1 || {
  cat "$work/build.log"
  exit 70
}
selfuzz=.build/release/selfuzz
nm=$(command -v llvm-nm || command -v nm)
"$nm" --defined-only "${FUZZ_OBJ:-$bin/obj}/SelectCore.o" | awk '$2 ~ /^[tTW]$/ { print $3 }' | sort -u \
  >"$work/selectcore-symbols"

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# Edges in SelectCore's functions, covered/total, from a -print_coverage=1 log.
selectcore_edges() {
  awk 'NR == FNR { core[$1] = 1; next }
    /^(COVERED|UNCOVERED)_FUNC:/ && ($6 in core) { split($5, e, "/"); c += e[1]; t += e[2] }
    END { printf "%d/%d", c, t }' "$work/selectcore-symbols" "$1"
}
# libFuzzer's last `cov:` figure in a log.
total_edges() { grep -o 'cov: [0-9]*' "$1" | tail -1 | cut -d' ' -f2; }
runs() { grep -m1 '^stat::number_of_executed_units:' "$1" | awk '{ print $2 }'; }

echo "==> (a) coverage, ${seconds}s a row"
echo "selfuzz --seed 1 --duration ${seconds}s --jobs 1"
"$selfuzz" --seed 1 --duration "${seconds}s" --jobs 1 --json >"$work/selfuzz.json"
cases=$(grep -o '"iterations": *[0-9]*' "$work/selfuzz.json" | grep -o '[0-9]*$')
if [ -z "$cases" ]; then
  echo "Fuzz/compare.sh: no case count in $work/selfuzz.json" >&2
  exit 70
fi
echo "  $cases cases; writing them as inputs and replaying them in the instrumented target"
"$selfuzz" seeds --out "$work/selfuzz-cases" --count "$cases" --seed 1 >/dev/null || exit 70
start=$(now)
"$target" -runs=0 -print_coverage=1 -print_final_stats=1 "$work/selfuzz-cases" \
  >"$work/replay.log" 2>&1
echo "  replayed in $(elapsed "$start" "$(now)")s"

mkdir -p "$work/empty" "$work/seeded"
echo "libFuzzer from an empty corpus, ${seconds}s"
"$target" -seed=1 -max_total_time="$seconds" -print_coverage=1 -print_final_stats=1 \
  "$work/empty" >"$work/empty.log" 2>&1
"$selfuzz" seeds --out "$work/seeded" --count 200 --seed 1 >/dev/null || exit 70
echo "libFuzzer from 200 seeds, ${seconds}s"
"$target" -seed=1 -max_total_time="$seconds" -print_coverage=1 -print_final_stats=1 \
  "$work/seeded" >"$work/seeded.log" 2>&1

coverage_table=$(
  printf '%-44s %10s  %-16s %s\n' "${seconds}s each" "cases" "SelectCore edges" "all edges (cov:)"
  printf '%-44s %10s  %-16s %s\n' "selfuzz, its N cases replayed (no mutation)" "$cases" \
    "$(selectcore_edges "$work/replay.log")" "$(total_edges "$work/replay.log")"
  printf '%-44s %10s  %-16s %s\n' "libFuzzer, from an empty corpus" "$(runs "$work/empty.log")" \
    "$(selectcore_edges "$work/empty.log")" "$(total_edges "$work/empty.log")"
  printf '%-44s %10s  %-16s %s\n' "libFuzzer, from 200 selfuzz seeds" "$(runs "$work/seeded.log")" \
    "$(selectcore_edges "$work/seeded.log")" "$(total_edges "$work/seeded.log")"
)

echo "==> (b) planted bugs, ${seconds}s a cell"
bugs=$("$selfuzz" engines | awk '$1 != "core" && $1 != "reference" { print $1 }')
bug_table=$(printf '%-27s  %-32s  %s\n' "planted bug" "libFuzzer (empty corpus)" \
  "selfuzz --duration ${seconds}s")
found_fuzzer=0
found_selfuzz=0
count=0
for bug in $bugs; do
  cell=$work/bugs/$bug
  mkdir -p "$cell/corpus"
  start=$(now)
  SELFUZZ_ENGINE=$bug "$target" -seed=1 -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$cell/" "$cell/corpus" >"$cell/libfuzzer.log" 2>&1
  status=$?
  took=$(elapsed "$start" "$(now)")
  if grep -q "is a planted fault" "$cell/libfuzzer.log"; then continue; fi
  count=$((count + 1))
  if [ $status -ne 0 ] && ls "$cell"/crash-* >/dev/null 2>&1; then
    found_fuzzer=$((found_fuzzer + 1))
    fuzzer="found in ${took}s, $(runs "$cell/libfuzzer.log") runs"
  else
    fuzzer="not found ($(runs "$cell/libfuzzer.log") runs)"
  fi
  start=$(now)
  "$selfuzz" --seed 1 --engine "$bug" --duration "${seconds}s" --jobs 1 --shrink-time 0 \
    --out "$cell/failures" --json >"$cell/selfuzz.json" 2>"$cell/selfuzz.log"
  status=$?
  took=$(elapsed "$start" "$(now)")
  cases=$(grep -o '"iterations": *[0-9]*' "$cell/selfuzz.json" | grep -o '[0-9]*$')
  if [ $status -eq 1 ]; then
    found_selfuzz=$((found_selfuzz + 1))
    generated="found in ${took}s, $cases cases"
  else
    generated="not found ($cases cases, exit $status)"
  fi
  echo "  $bug: libFuzzer $fuzzer; selfuzz $generated"
  bug_table+=$'\n'$(printf '%-27s  %-32s  %s' "$bug" "$fuzzer" "$generated")
done
bug_table+=$'\n'$(printf '%-27s  %-32s  %s' "found" "$found_fuzzer/$count" "$found_selfuzz/$count")

echo
echo "==> coverage (SelectCore edges: in functions defined in SelectCore.o; all edges: libFuzzer's cov:)"
printf '%s\n' "$coverage_table"
echo
echo "==> planted bugs"
printf '%s\n' "$bug_table"
