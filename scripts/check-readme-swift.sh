#!/usr/bin/env bash
# Builds every Swift snippet of README.md and the guides (docs/guides/*.md) as pasted, in one
# package of a user's own that depends on this one by path, as the guides say to: a snippet that
# does not compile fails the step.
#
#   scripts/check-readme-swift.sh [FILE.md ...]
#
# Each ```swift block must follow a line that names, in backticks, the file it goes in
# (`Package.swift`, `Tests/MyEngineTests/OffByOneEngine.swift`, …), relative to the user's
# package; two blocks for one file must be the same (the README shows a test the guide shows
# too). The package lives in .build/readme-check/MyApp beside a link SelectSim -> this
# repository, so its manifest's `.package(path: "../SelectSim")` is the README's own. It is kept
# between runs, so a second run builds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then set -- README.md docs/guides/*.md; fi
root=$PWD
work=$root/.build/readme-check
app=$work/MyApp

rm -rf "$app"
mkdir -p "$work" "$app"
ln -sfn "$root" "$work/SelectSim"

# Writes each block to the file its label names; fails on a block without one.
python3 - "$app" "$@" <<'EOF'
import os, re, sys
app, files = sys.argv[1], sys.argv[2:]
blocks = 0
for readme in files:
    lines = open(readme, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```swift":
            label = next((l for l in reversed(lines[:i]) if l.strip()), "")
            names = re.findall(r"`([^`\s]+\.swift)`", label)
            if not names:
                sys.exit(f"{readme}:{i + 1}: a ```swift block must follow a line naming its file in backticks; found: {label!r}")
            end = lines.index("```", i + 1)
            path = os.path.join(app, names[-1])
            text = "\n".join(lines[i + 1:end]) + "\n"
            if os.path.exists(path):
                if open(path, encoding="utf-8").read() != text:
                    sys.exit(f"{readme}:{i + 1}: a second, different block for {names[-1]}")
            else:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as out:
                    out.write(text)
            print(f"  {readme}:{i + 1} -> {names[-1]}")
            blocks += 1
            i = end
        i += 1
if not os.path.exists(os.path.join(app, "Package.swift")):
    sys.exit(f"{' '.join(files)}: no block names Package.swift")
print(f"{blocks} Swift blocks")
EOF

cd "$app"
# Warnings as errors: a snippet that compiles with a warning is not one to paste either.
if ! swift build --build-tests -Xswiftc -warnings-as-errors >"$work/build.log" 2>&1; then
  grep -vE '^\[[0-9]+/[0-9]+\]' "$work/build.log"
  echo "the Swift snippets of $* do not build (see above); the package is in $app"
  exit 1
fi
echo "the Swift snippets of $* build as pasted"
