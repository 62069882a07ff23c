#!/bin/bash -eu
# ClusterFuzzLite's build (OSS-Fuzz's conventions): the libFuzzer targets of Fuzz/ into $OUT, each
# with a seed corpus beside it.
#
# OSS-Fuzz's Swift support is `. precompile_swift`: it copies a symbolizer into $OUT and sets
# SWIFTFLAGS for `swift build` (-Xswiftc -sanitize=fuzzer,$SANITIZER, -static-stdlib, -Xcc=FLAG
# for each of $CFLAGS; for the coverage build -profile-generate -profile-coverage-mapping). SwiftPM
# has no libFuzzer products here, so Fuzz/build.sh compiles with swiftc directly: the
# -Xswiftc flags are handed to it as they are, -sanitize= as its sanitizer list, -Xcc=FLAG as
# -Xcc FLAG; swift build's own spellings of the same flags (--sanitize=, --static-swift-stdlib)
# and -Xcxx= (no C++ here) are left out.

. precompile_swift

sanitize=fuzzer
flags=()
read -r -a words <<<"$SWIFTFLAGS"
index=0
while [ $index -lt ${#words[@]} ]; do
  word=${words[$index]}
  case "$word" in
    -Xswiftc)
      index=$((index + 1))
      value=${words[$index]}
      case "$value" in
        -sanitize=*) sanitize=${value#-sanitize=} ;;
        -parse-as-library) ;;  # Fuzz/build.sh passes it already
        *) flags+=("$value") ;;
      esac
      ;;
    -Xcc=*) flags+=(-Xcc "${word#-Xcc=}") ;;
    -Xcxx=* | --sanitize=* | --static-swift-stdlib) ;;
    *) flags+=("$word") ;;
  esac
  index=$((index + 1))
done

FUZZ_OUT=$OUT FUZZ_OBJ=$WORK/fuzz-obj FUZZ_SANITIZE=$sanitize FUZZ_SWIFTCFLAGS="${flags[*]}" \
  Fuzz/build.sh

# Seed corpora, as OSS-Fuzz looks for them: $OUT/TARGET_seed_corpus.zip.
seeds=$WORK/seeds
rm -rf "$seeds"
mkdir -p "$seeds/GeneratedCases" "$seeds/ScriptParser" "$seeds/ProtocolReplies"
# GeneratedCases: the bytes of 500 generated cases (a script cannot be turned back into bytes),
# written by selfuzz, built plainly: SWIFTFLAGS is for the fuzz targets only.
swift build --product selfuzz
.build/debug/selfuzz seeds --out "$seeds/GeneratedCases" --count 500 --seed 1
# ScriptParser: every script in Corpus/; ProtocolReplies: the messages in Fuzz/Seeds.
find Corpus -name '*.sel' | while read -r script; do
  cp "$script" "$seeds/ScriptParser/$(basename "$(dirname "$script")")-$(basename "$script")"
done
cp Fuzz/Seeds/ProtocolReplies/* "$seeds/ProtocolReplies/"
for target in GeneratedCases ScriptParser ProtocolReplies; do
  (cd "$seeds/$target" && python3 -m zipfile -c "$OUT/${target}_seed_corpus.zip" .)
done
