#!/usr/bin/env bash
# Compares this build's shrinker with COMMIT's on the same found cases (issue 27: "the figures
# do not get worse"). scripts/canonical-repros.sh measures a shrinker on the cases its build's
# generators make, so a change of the generators (touches that begin on the view, options for
# real widgets) moves its figures as much as a change of the shrinker does; here both shrinkers
# shrink the very same cases.
#
# The cases: each of the first 36 planted bugs (those canonical-repros.sh's goal counts: the bugs
# before stray-up-taps, less hash-ordered-ties), seeds 1 to SEEDS (default 10), fuzzed by this
# build inside Examples/defaults_profile.json (every option for real widgets at its default, so
# that an older build reads the scripts) until the first failure, saved unshrunk. Each is then
# shrunk by `selfuzz shrink FILE --engine BUG` of this build and of COMMIT's (built in a git
# worktree under .selfuzz/compare). Prints, per bug, the distinct scripts each shrinker came to,
# then for each: distinct scripts, bugs with one script, the median and 90th percentile of the
# evaluations, and how many cases it shrank. Exits 1 when a build left a case unshrunk (a script
# of a newer SPEC it cannot read), since the totals then cover different cases; 64 bad usage;
# 70 a build failed.
#
#   scripts/compare-shrinkers.sh COMMIT [SEEDS]   (052ab33: the shrinker the goal was set with;
#                                                 about 10 minutes with its build)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 70
commit=${1:-}
seeds=${2:-10}
if [ -z "$commit" ] || ! [[ "$seeds" =~ ^[0-9]+$ ]] || [ "$seeds" -lt 1 ]; then
  echo "usage: scripts/compare-shrinkers.sh COMMIT [SEEDS]   (SEEDS a whole number, at least 1)" >&2
  exit 64
fi
if ! git rev-parse --verify --quiet "$commit^{commit}" >/dev/null; then
  echo "scripts/compare-shrinkers.sh: $commit: no such commit in this repository" >&2
  exit 64
fi
work=.selfuzz/compare
rm -rf "$work/cases" "$work/new" "$work/old"
mkdir -p "$work"
selfuzz=$(scripts/release-selfuzz.sh "$work") || exit 70

# COMMIT's selfuzz, built in a worktree of its own (kept for the next run).
old=$(scripts/commit-selfuzz.sh "$commit" "$work") || exit $?

mapfile -t bugs < <("$selfuzz" engines | awk '$3 == "bug:" { print $1 }' |
  sed '/^stray-up-taps$/,$d' | grep -v -x -e hash-ordered-ties -e scanning-hit-test)
if [ "${#bugs[@]}" -ne 36 ]; then
  echo "scripts/compare-shrinkers.sh: ${#bugs[@]} bugs come before stray-up-taps, not 36: the list changed" >&2
  exit 70
fi

# The found cases, unshrunk.
for bug in "${bugs[@]}"; do
  for seed in $(seq 1 "$seeds"); do echo "$bug $seed"; done
done | xargs -P 2 -n 2 sh -c \
  "'$selfuzz' --profile Examples/defaults_profile.json --engine \"\$0\" --seed \"\$1\" \
    --iterations 20000 --shrink-budget 0 --out '$work'/cases/\"\$0\"/\"\$1\" >/dev/null 2>&1"

# Each case shrunk by BINARY into WORK/NAME/BUG/SEED.
shrinkAll() {
  local binary=$1 name=$2
  for bug in "${bugs[@]}"; do
    for seed in $(seq 1 "$seeds"); do
      file=$(find "$work/cases/$bug/$seed" -name '*-unshrunk-*.sel' 2>/dev/null | head -1)
      [ -n "$file" ] && echo "$bug $seed $file"
    done
  done | xargs -P 2 -n 3 sh -c \
    "mkdir -p '$work/$name'/\"\$0\"/\"\$1\" && '$binary' shrink \"\$2\" --engine \"\$0\" \
      --out '$work/$name'/\"\$0\"/\"\$1\" >'$work/$name'/\"\$0\".\"\$1\".log 2>&1"
}
shrinkAll "$selfuzz" new
shrinkAll "$old" old

# Distinct scripts of BUG under NAME (comment headers left out); evaluations into NAME.evaluations.
distinct() {
  local name=$1 bug=$2
  for seed in $(seq 1 "$seeds"); do
    file=$(find "$work/$name/$bug/$seed" -name '*.sel' ! -name '*-unshrunk-*' 2>/dev/null | head -1)
    [ -n "$file" ] || continue
    grep -v '^#' "$file" | cksum
    sed -nE 's/^# shrunk from .* in ([0-9]+) evaluations.*/\1/p' "$file" >>"$work/$name.evaluations"
  done | sort -u | wc -l
}

: >"$work/new.evaluations"
: >"$work/old.evaluations"
newTotal=0 newOne=0 oldTotal=0 oldOne=0
printf '%-32s %5s %5s\n' "bug ($seeds seeds)" "this" "${commit:0:7}"
for bug in "${bugs[@]}"; do
  n=$(distinct new "$bug")
  o=$(distinct old "$bug")
  printf '%-32s %5d %5d\n' "$bug" "$n" "$o"
  newTotal=$((newTotal + n)) oldTotal=$((oldTotal + o))
  [ "$n" -eq 1 ] && newOne=$((newOne + 1))
  [ "$o" -eq 1 ] && oldOne=$((oldOne + 1))
done
cases=$(find "$work/cases" -name '*-unshrunk-*.sel' | wc -l)
figures() {
  sort -n "$work/$1.evaluations" | awk '{ v[NR] = $1 } END {
    printf "median %d, p90 %d", v[int((NR + 1) / 2)], v[int(NR * 0.9)] }'
}
shrunk() { wc -l <"$work/$1.evaluations"; }
echo
echo "$cases found cases of ${#bugs[@]} bugs"
echo "this build: $newTotal distinct scripts, $newOne bugs to one script, evaluations $(figures new), $(shrunk new) cases shrunk"
echo "${commit:0:12}: $oldTotal distinct scripts, $oldOne bugs to one script, evaluations $(figures old), $(shrunk old) cases shrunk"
# A case one build could not read or shrink (a script of a newer SPEC, or one it replays as
# passing) leaves the two totals over different cases: say so, and fail.
if [ "$(shrunk new)" -ne "$cases" ] || [ "$(shrunk old)" -ne "$cases" ]; then
  echo "scripts/compare-shrinkers.sh: not every case was shrunk by both builds (logs under $work/new and $work/old)" >&2
  exit 1
fi
