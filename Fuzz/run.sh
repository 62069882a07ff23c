#!/usr/bin/env bash
# Runs one libFuzzer target for a time, its corpus and findings under .selfuzz/fuzz/TARGET.
#
#   Fuzz/run.sh TARGET SECONDS [LIBFUZZER-OPTIONS...]
#
#   Fuzz/run.sh GeneratedCases 60
#   SELFUZZ_ENGINE=no-sweep Fuzz/run.sh GeneratedCases 60      hunt a planted bug
#   Fuzz/run.sh ScriptParser 30 -max_len=2048
#
# TARGET is GeneratedCases, ScriptParser or ProtocolReplies (built by Fuzz/build.sh first, which
# does nothing when they are up to date). An empty corpus is seeded first: GeneratedCases with
# `selfuzz seeds` (200 generated cases, in SELFUZZ_MODE), ScriptParser with Corpus/**/*.sel,
# ProtocolReplies with Fuzz/Seeds/ProtocolReplies. What libFuzzer adds stays in the corpus for the
# next run; crash, timeout and out-of-memory inputs are saved beside it, each printed with the
# commands that go on from it. The exit status is libFuzzer's: 0 nothing found, non-zero a finding
# (77 a crash, 70 a timeout: its -error_exitcode and -timeout_exitcode); 64 bad usage.
#
# Environment: SELFUZZ_ENGINE and SELFUZZ_MODE (GeneratedCases; see Fuzz/README.md), SELFUZZ (the
# selfuzz binary that writes seeds; default .build/debug/selfuzz, built when missing), FUZZ_HOME
# (the folder of the corpora and findings; default .selfuzz/fuzz), FUZZ_OUT (Fuzz/build.sh's).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 70

if [ $# -lt 2 ]; then
  echo "usage: Fuzz/run.sh TARGET SECONDS [LIBFUZZER-OPTIONS...]" >&2
  exit 64
fi
target=$1
seconds=$2
shift 2
case "$target" in
  GeneratedCases | ScriptParser | ProtocolReplies) ;;
  *)
    echo "Fuzz/run.sh: no target '$target'; the targets are GeneratedCases, ScriptParser, ProtocolReplies" >&2
    exit 64
    ;;
esac
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
  echo "Fuzz/run.sh: SECONDS is a whole number of seconds, at least 1, not '$seconds'" >&2
  exit 64
fi

Fuzz/build.sh || exit 70
bin=${FUZZ_OUT:-.selfuzz/fuzz/bin}/$target
folder=${FUZZ_HOME:-.selfuzz/fuzz}/$target
corpus=$folder/corpus
mkdir -p "$corpus"

if [ -z "$(ls -A "$corpus")" ]; then
  case "$target" in
    GeneratedCases)
      selfuzz=${SELFUZZ:-.build/debug/selfuzz}
      if [ ! -x "$selfuzz" ]; then swift build -j 1 --product selfuzz || exit 70; fi
      "$selfuzz" seeds --out "$corpus" --count 200 --mode "${SELFUZZ_MODE:-mixed}" || exit 70
      ;;
    ScriptParser)
      for script in $(find Corpus -name '*.sel' | LC_ALL=C sort); do
        area=$(basename "$(dirname "$script")")
        cp "$script" "$corpus/$area-$(basename "$script")"
      done
      echo "seeded $corpus with $(find "$corpus" -type f | wc -l) scripts from Corpus"
      ;;
    ProtocolReplies)
      cp Fuzz/Seeds/ProtocolReplies/* "$corpus/"
      echo "seeded $corpus with $(find "$corpus" -type f | wc -l) messages from Fuzz/Seeds/ProtocolReplies"
      ;;
  esac
fi

# What libFuzzer saved so far: crash, timeout, out-of-memory, leak and slow-unit inputs.
findings() {
  find "$folder" -maxdepth 1 -type f -regex '.*/\(crash\|timeout\|oom\|leak\|slow-unit\)-[^.]*' \
    | LC_ALL=C sort
}
before=$(findings)
"$bin" -max_total_time="$seconds" -artifact_prefix="$folder/" -print_final_stats=1 "$@" "$corpus"
status=$?
after=$(findings)
found=$(comm -13 <(printf '%s\n' "$before") <(printf '%s\n' "$after") | grep . || true)
for file in $found; do
  echo "found: $file"
  if [ "$target" = GeneratedCases ]; then
    mode=${SELFUZZ_MODE:-mixed}
    mode_option=$([ "$mode" = mixed ] || echo " --mode $mode")
    echo "  as a script: selfuzz decode $file --engine ${SELFUZZ_ENGINE:-core}$mode_option --out $file.sel"
    echo "  then:        selfuzz shrink $file.sel"
  else
    echo "  reproduce:   $bin $file"
  fi
done
exit $status
