#!/usr/bin/env bash
# Checks what `selfuzz mutants --profile FILE` says a profile cannot show: each planted bug it
# lists as needing something the profile lacks is fuzzed under the profile anyway, ITERATIONS
# cases (default 5000), and should not be found. Prints each such bug with found or not; exits 1
# when one was found (its needs, in Sources/SelectSim/Planted/PlantedNeeds.swift, are wrong).
#
#   scripts/profile-needs.sh [PROFILE] [ITERATIONS]   (default Examples/list_profile.json 20000)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 70

profile=${1:-Examples/list_profile.json}
iterations=${2:-20000}
work=.selfuzz/profile-needs
rm -rf "$work"
selfuzz=$(scripts/release-selfuzz.sh "$work") || exit 70
# The bugs the profile cannot show: the lines after "cannot show under this profile" (one case
# per bug it can show is enough for the list).
mapfile -t hidden < <("$selfuzz" mutants --profile "$profile" --iterations 1 2>/dev/null |
  awk '/^cannot show under this profile/ { listing = 1; next } listing && NF { print $1 }')
status=0
for bug in "${hidden[@]}"; do
  result=$("$selfuzz" --engine "$bug" --profile "$profile" --iterations "$iterations" --jobs 2 \
    --shrink-time 0 --out "$work/$bug" 2>&1 | grep -E '^(FAILED|all invariants held)' | head -1)
  case "$result" in
    FAILED*) echo "found     $bug: $result"; status=1 ;;
    *) echo "not found $bug" ;;
  esac
done
echo "${#hidden[@]} planted bugs the profile cannot show, each fuzzed $iterations cases under it"
exit $status
