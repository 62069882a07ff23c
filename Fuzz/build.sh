#!/usr/bin/env bash
# Builds every libFuzzer target in Fuzz/Targets, one executable each, with swiftc -sanitize=fuzzer.
#
#   Fuzz/build.sh            into .selfuzz/fuzz/bin (GeneratedCases, ScriptParser, ProtocolReplies)
#
# Settings, from the environment:
#   FUZZ_OUT=DIR             where the executables go (default .selfuzz/fuzz/bin)
#   FUZZ_OBJ=DIR             where the objects, modules and stamp go (default FUZZ_OUT/obj)
#   FUZZ_SANITIZE=LIST       -sanitize= list (default fuzzer; fuzzer,address adds AddressSanitizer)
#   FUZZ_SWIFTCFLAGS=FLAGS   more swiftc flags for every compile and link (.clusterfuzzlite/build.sh
#                            passes OSS-Fuzz's here)
#   SWIFTC=PATH              the compiler (default swiftc)
#
# How: SwiftPM has no libFuzzer products, so swiftc does it in three steps. SelectCore, then
# SelectSim, are compiled once each, whole-module, into an object file and a module, instrumented
# (-sanitize=fuzzer adds libFuzzer's coverage counters), in Swift 6 mode with the upcoming features
# Package.swift turns on and one -package-name, so that the targets see SelectSim's `package` API
# (Runner.play, ProtocolCodec). Each target is then a small module of its own,
# Fuzz/Targets/NAME.swift plus Fuzz/Support/*.swift, linked with both objects and libFuzzer's
# main. The objects stay in FUZZ_OBJ (SelectCore.o is what Fuzz/compare.sh counts edges in); a
# stamp of the sources, flags and compiler skips everything when nothing changed.
set -euo pipefail
cd "$(dirname "$0")/.."

out=${FUZZ_OUT:-.selfuzz/fuzz/bin}
sanitize=${FUZZ_SANITIZE:-fuzzer}
swiftc=${SWIFTC:-swiftc}
read -r -a extra <<<"${FUZZ_SWIFTCFLAGS:-}"
objects=${FUZZ_OBJ:-$out/obj}
mkdir -p "$objects"

flags=(
  -O -g -swift-version 6 -parse-as-library -package-name selectsim "-sanitize=$sanitize"
  -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility
  ${extra[@]+"${extra[@]}"}
)

sources() { find "$1" -name '*.swift' | LC_ALL=C sort; }
core_sources=$(sources Sources/SelectCore)
sim_sources=$(sources Sources/SelectSim)
support_sources=$(sources Fuzz/Support)
targets=$(sources Fuzz/Targets)

stamp=$(
  {
    "$swiftc" --version 2>&1
    printf '%s\n' "${flags[@]}"
    # shellcheck disable=SC2086 # one path a line, none with spaces
    cat $core_sources $sim_sources $support_sources $targets
  } | sha256sum | cut -d' ' -f1
)
if [ -f "$objects/stamp" ] && [ "$(cat "$objects/stamp")" = "$stamp" ]; then
  echo "fuzz targets up to date in $out"
  exit 0
fi
rm -f "$objects/stamp"

# shellcheck disable=SC2086
{
  echo "compiling SelectCore"
  "$swiftc" -c -wmo "${flags[@]}" -module-name SelectCore \
    -emit-module -emit-module-path "$objects/SelectCore.swiftmodule" \
    -o "$objects/SelectCore.o" $core_sources
  echo "compiling SelectSim"
  "$swiftc" -c -wmo "${flags[@]}" -I "$objects" -module-name SelectSim \
    -emit-module -emit-module-path "$objects/SelectSim.swiftmodule" \
    -o "$objects/SelectSim.o" $sim_sources
  for target in $targets; do
    name=$(basename "$target" .swift)
    echo "linking $out/$name"
    "$swiftc" "${flags[@]}" -I "$objects" -module-name "${name}Target" \
      "$target" $support_sources "$objects/SelectCore.o" "$objects/SelectSim.o" -o "$out/$name"
  done
}
echo "$stamp" >"$objects/stamp"
echo "fuzz targets built in $out: $(for t in $targets; do basename "$t" .swift; done | xargs)"
