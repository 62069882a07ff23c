#!/usr/bin/env bash
# Builds selfuzz in release for the measuring scripts, its log in WORK/build.log, and prints the
# binary's path; on a failed build prints the log to standard error and exits 70.
#
#   selfuzz=$(scripts/release-selfuzz.sh WORK) || exit 70
set -uo pipefail
cd "$(dirname "$0")/.." || exit 70
work=${1:?usage: scripts/release-selfuzz.sh WORK}
mkdir -p "$work"
if ! swift build -c release --product selfuzz >"$work/build.log" 2>&1; then
  cat "$work/build.log" >&2
  exit 70
fi
echo .build/release/selfuzz
