#!/usr/bin/env bash
# How canonical the shrunk repros are: every planted bug (not the faults; not scanning-hit-test,
# which no invariant sees; not hash-ordered-ties, which fails differently in every process, so
# that its figures would change from run to run) is fuzzed from seeds 1 to SEEDS (default 10)
# until its first failure, which is shrunk and saved, each seed in a folder of its own; the
# repros of one bug are then compared without their comment header. Prints, per bug, the number
# of distinct scripts and each shrink's evaluations, then the totals: bugs with one script,
# distinct scripts, (bug, invariant) pairs found by two or more seeds that came to one script,
# and the median and 90th percentile of the evaluations. Then the same seeds once more, as a soak
# saves them: one bug's seeds in turn into one folder, where a failure a saved repro shows again
# is not saved again; prints how many bugs left one repro. Each total is also given for the 25
# bugs issue 12 counted when it set its goal (20 of them to one script).
#
#   scripts/canonical-repros.sh [SEEDS]   (two at a time; about five minutes for 10 seeds)
#   PROFILE=Examples/defaults_profile.json scripts/canonical-repros.sh
#     (every case inside that profile; this one puts the options for real widgets at their
#     defaults, as cases were drawn before issue 24; longer, since the bugs only an option shows
#     run all their 20,000 cases. A relative PROFILE is read from where the script is run.)
#
# Everything goes under .selfuzz/canonical.
set -uo pipefail
# The profile, read from where the script is run, before it moves to the package's root.
profile=${PROFILE:-}
if [ -n "$profile" ]; then
  if [ ! -f "$profile" ]; then
    echo "scripts/canonical-repros.sh: PROFILE $profile: no such file" >&2
    exit 66
  fi
  profile=$(realpath "$profile")
  case "$profile" in *"'"*)
    echo "scripts/canonical-repros.sh: PROFILE $profile: a path with a ' in it is not supported" >&2
    exit 64 ;;
  esac
fi
cd "$(dirname "$0")/.." || exit 70

seeds=${1:-10}
if ! [[ "$seeds" =~ ^[0-9]+$ ]] || [ "$seeds" -lt 1 ]; then
  echo "usage: scripts/canonical-repros.sh [SEEDS]   (a whole number, at least 1)" >&2
  exit 64
fi
work=.selfuzz/canonical
profileFlag=
[ -n "$profile" ] && profileFlag="--profile '$profile'"

rm -rf "$work"
selfuzz=$(scripts/release-selfuzz.sh "$work") || exit 70

mapfile -t bugs < <("$selfuzz" engines | awk '$3 == "bug:" && $1 != "scanning-hit-test" && $1 != "hash-ordered-ties" { print $1 }')
for bug in "${bugs[@]}"; do
  for seed in $(seq 1 "$seeds"); do echo "$bug $seed"; done
done | xargs -P 2 -n 2 sh -c \
  "'$selfuzz' $profileFlag --engine \"\$0\" --seed \"\$1\" --iterations 20000 --out '$work'/\"\$0\"/\"\$1\" \
    --shrink-stats > '$work'/\"\$0\".\"\$1\".log 2>&1"

# The shrunk repro of BUG from SEED, or nothing.
repro() { find "$work/$1/$2" -name '*.sel' ! -name '*-unshrunk-*' 2>/dev/null | head -1; }

one=0 distinct=0 pairs=0 onePairs=0
: >"$work/evaluations"
for bug in "${bugs[@]}"; do
  : >"$work/$bug.hashes"
  for seed in $(seq 1 "$seeds"); do
    file=$(repro "$bug" "$seed")
    [ -n "$file" ] || continue
    printf '%s %s\n' "$(head -1 "$file" | tr ' ' '_')" "$(grep -v '^#' "$file" | cksum | tr ' ' '-')" \
      >>"$work/$bug.hashes"
    sed -nE 's/^# shrunk from .* in ([0-9]+) evaluations.*/\1/p' "$file" >>"$work/evaluations"
  done
  scripts=$(cut -d' ' -f2 "$work/$bug.hashes" | sort -u | wc -l)
  distinct=$((distinct + scripts))
  [ "$scripts" -eq 1 ] && one=$((one + 1))
  while read -r count invariant; do
    [ "$count" -ge 2 ] || continue
    pairs=$((pairs + 1))
    kinds=$(awk -v i="$invariant" '$1 == i { print $2 }' "$work/$bug.hashes" | sort -u | wc -l)
    [ "$kinds" -eq 1 ] && onePairs=$((onePairs + 1))
  done < <(cut -d' ' -f1 "$work/$bug.hashes" | sort | uniq -c)
  printf '%-30s %2d scripts  evaluations: %s\n' "$bug" "$scripts" \
    "$(for seed in $(seq 1 "$seeds"); do
      file=$(repro "$bug" "$seed")
      [ -n "$file" ] && sed -nE 's/^# shrunk from .* in ([0-9]+) evaluations.*/\1/p' "$file"
    done | tr '\n' ' ')"
done
echo
echo "bugs with one script from $seeds seeds: $one of ${#bugs[@]}"
echo "distinct scripts: $distinct of $(wc -l <"$work/evaluations") repros"
echo "(bug, invariant shown) pairs found by 2 or more seeds: $pairs, with one script: $onePairs"
sort -n "$work/evaluations" | awk '{ v[NR] = $1 } END {
  printf "evaluations: median %d, p90 %d, max %d\n", v[int((NR + 1) / 2)], v[int(NR * 0.9)], v[NR] }'
# What each shrink pass did over every shrink above, in the order the passes ran: its calls,
# candidates tried and kept, evaluations, and in how many shrinks it kept one (issue 27: a pass
# that never keeps a candidate here or in the planted-bug table has not earned its place).
echo
echo "shrink passes over the $(wc -l <"$work/evaluations") shrinks (calls, tried, kept, evaluations, shrinks it kept in):"
for bug in "${bugs[@]}"; do
  for seed in $(seq 1 "$seeds"); do
    sed -n '/^shrink passes, in the order they ran:/,/^  (all)/p' "$work/$bug.$seed.log" | sed '1,2d;$d'
  done
done | awk '
  { if (!($1 in calls)) order[++n] = $1
    calls[$1] += $2; tried[$1] += $3; kept[$1] += $4; evals[$1] += $5; if ($4 > 0) shrinks[$1]++ }
  END { for (i = 1; i <= n; i++) { p = order[i]
    printf "  %-26s %7d %8d %7d %8d %5d\n", p, calls[p], tried[p], kept[p], evals[p], shrinks[p] + 0 } }'
echo

# Issue 12's goal counts the 25 bugs planted when it was filed (hash-ordered-ties, one of them, is
# left out above): how many of those came to one script.
first25="paint-mode-per-item paint-mode-kept-after-up frame-clears-memory no-sweep closed-hit-test
  viewport-hit-test limit-off-by-one limit-deselects-from-start select-all-ignores-limit
  select-all-ignores-veto deselect-all-honours-veto veto-only-at-anchor select-before-deselect
  far-end-fill restore-deselect-swapped cancel-keeps-drag scrolls-after-up unclamped-steps
  no-hit-test-after-step zero-height-hotspot uncapped-depth tap-ignores-deselect-veto cancel-taps
  stale-selection-cache"
firstOne=0 firstCount=0
for bug in $first25; do
  [ -f "$work/$bug.hashes" ] || continue
  firstCount=$((firstCount + 1))
  [ "$(cut -d' ' -f2 "$work/$bug.hashes" | sort -u | wc -l)" -eq 1 ] && firstOne=$((firstOne + 1))
done
echo "of the 25 bugs issue 12 counted ($firstCount measured): $firstOne with one script"

# Issue 27's goal counts the first 36 bugs of the list above (planted before stray-up-taps): no
# more distinct scripts than 70, at least 28 bugs with one.
first36=0 first36Scripts=0 first36One=0
for bug in "${bugs[@]}"; do
  [ "$bug" = stray-up-taps ] && break
  first36=$((first36 + 1))
  scripts=$(cut -d' ' -f2 "$work/$bug.hashes" | sort -u | wc -l)
  first36Scripts=$((first36Scripts + scripts))
  [ "$scripts" -eq 1 ] && first36One=$((first36One + 1))
done
if [ "$first36" -eq 36 ]; then
  echo "of the first 36 bugs (issue 27's goal): $first36Scripts distinct scripts, $first36One with one script"
else
  echo "scripts/canonical-repros.sh: $first36 bugs come before stray-up-taps, not 36: the list changed" >&2
fi

# As a soak saves them: the seeds of each bug in turn into one --out folder, where a failure that
# a repro saved before shows again is not saved again. Counts the repros each bug leaves.
for bug in "${bugs[@]}"; do echo "$bug"; done | xargs -P 2 -n 1 sh -c \
  "for seed in \$(seq 1 $seeds); do
     '$selfuzz' $profileFlag --engine \"\$0\" --seed \"\$seed\" --iterations 20000 --out '$work'/shared/\"\$0\" \
       >> '$work'/shared.\"\$0\".log 2>&1
   done"
once=0 kept=0
for bug in "${bugs[@]}"; do
  count=$(find "$work/shared/$bug" -name '*.sel' ! -name '*-unshrunk-*' 2>/dev/null | wc -l)
  kept=$((kept + count))
  [ "$count" -eq 1 ] && once=$((once + 1))
done
echo "in one folder, seeds in turn (as a soak saves them): $once of ${#bugs[@]} bugs saved once, $kept repros for $(wc -l <"$work/evaluations") failures"
firstOnce=0
for bug in $first25; do
  [ -d "$work/shared/$bug" ] || continue
  [ "$(find "$work/shared/$bug" -name '*.sel' ! -name '*-unshrunk-*' | wc -l)" -eq 1 ] &&
    firstOnce=$((firstOnce + 1))
done
echo "  of the 25 bugs issue 12 counted ($firstCount measured): $firstOnce saved once"
