#!/usr/bin/env bash
# Installs Debian packages that a check needs and the machine lacks, as root or through `sudo -n`.
#
#   scripts/install-debs.sh PACKAGE...
#
# A package already installed is left alone. The installer waits up to five minutes for a dpkg
# lock held by another process, and when an earlier install was interrupted ("dpkg was
# interrupted, you must manually run 'dpkg --configure -a'") it finishes that install and tries
# once more. Exits 0 when every package is installed, else 1
# with the reason on standard error.
set -uo pipefail

[ $# -gt 0 ] || { echo "install-debs: name at least one package" >&2; exit 64; }

fail() {
  echo "install-debs: $*" >&2
  exit 1
}

missing=()
for package in "$@"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo -n)
else
  fail "cannot install ${missing[*]}: not root and no sudo"
fi

apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 -y -qq)

# Finishes an install that an earlier process left half done, then repairs broken dependencies:
# `dpkg --configure -a` alone can stop at a package whose dependency was never unpacked (seen on
# CI's machines: systemd's), which `apt-get -f install` then unpacks and configures.
repair() {
  echo "install-debs: finishing an interrupted install (dpkg --configure -a, apt-get -f install)" >&2
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive dpkg --configure -a >/dev/null 2>&1
  "${apt[@]}" -f install >/dev/null
}

install() {
  "${apt[@]}" install --no-install-recommends "${missing[@]}" >/dev/null
}

echo "install-debs: installing ${missing[*]} from the distribution's packages" >&2
"${apt[@]}" update >&2 || { repair && "${apt[@]}" update >&2; } || fail "apt-get update failed"
if ! install; then
  repair || fail "the interrupted install could not be finished"
  install || fail "apt-get install ${missing[*]} failed"
fi
