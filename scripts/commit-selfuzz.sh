#!/usr/bin/env bash
# Builds an earlier commit's selfuzz in release for the comparing scripts, in a git worktree
# WORK/<hash> kept between runs (a second run starts at once), and prints the binary's path; its
# log goes to WORK/build-<hash>.log. Exit 64 when COMMIT is not a commit of this repository, 70
# when it cannot be checked out or built (the log on standard error).
#
#   old=$(scripts/commit-selfuzz.sh COMMIT WORK) || exit $?
set -uo pipefail
cd "$(dirname "$0")/.." || exit 70
commit=${1:?usage: scripts/commit-selfuzz.sh COMMIT WORK}
work=${2:?usage: scripts/commit-selfuzz.sh COMMIT WORK}
hash=$(git rev-parse --verify --quiet "$commit^{commit}") || {
  echo "$commit: no such commit in this repository" >&2
  exit 64
}
mkdir -p "$work"
tree=$work/$hash
binary=$tree/.build/release/selfuzz
if [ ! -x "$binary" ]; then
  git worktree remove --force "$tree" >/dev/null 2>&1
  rm -rf "$tree"
  git worktree add --detach "$tree" "$hash" >/dev/null 2>&1 || {
    echo "could not check out $commit in $tree" >&2
    exit 70
  }
  echo "building $commit in $tree (once; kept for the next run)" >&2
  if ! (cd "$tree" && swift build -c release --product selfuzz >"../build-$hash.log" 2>&1); then
    cat "$work/build-$hash.log" >&2
    exit 70
  fi
fi
echo "$binary"
