#!/usr/bin/env bash
# Installs what Examples/tk needs: Debian's python3-tk (Tcl/Tk 8.6 and Python's tkinter for
# Debian's own /usr/bin/python3) and xvfb (a virtual X display; Tk needs an X server). Idempotent;
# prints the python that has tkinter on its last line of standard output. Exits non-zero, with a
# message, when something cannot be had.
#
#   PY=$(bash Examples/tk/setup.sh | tail -n 1)
#   xvfb-run -a "$PY" Examples/tk/experiments.py
#
# The default python3 may be a pyenv build without tkinter; python3-tk only serves Debian's
# /usr/bin/python3, so that is the one printed (any python3 whose tkinter imports is accepted).
set -euo pipefail

die() { echo "tk/setup.sh: $*" >&2; exit 1; }

# xfonts-base gives Xvfb its core fonts ("fixed", "cursor"); Tk 8.6 on Debian draws text with Xft
# and fontconfig, so a TrueType font (DejaVu) makes its metrics stable.
DEB_PKGS=(python3-tk xvfb xauth xfonts-base fonts-dejavu-core)
# The project's installer: as root or through sudo -n, finishing an interrupted install first.
"$(dirname "$0")/../../scripts/install-debs.sh" "${DEB_PKGS[@]}" \
  || die "could not install the Debian packages ${DEB_PKGS[*]}"

PY=""
for cand in /usr/bin/python3 "$(command -v python3 || true)"; do
  [ -n "$cand" ] && [ -x "$cand" ] || continue
  if "$cand" -c 'import tkinter' >/dev/null 2>&1; then PY="$cand"; break; fi
done
[ -n "$PY" ] || die "no python3 with tkinter found (tried /usr/bin/python3 and python3)"
command -v xvfb-run >/dev/null || die "xvfb-run not found after installing xvfb"

# Prove it works: a listbox under a throwaway Xvfb.
xvfb-run -a "$PY" - >&2 <<'PYEOF' || die "tkinter imports but a Tk listbox cannot be shown under xvfb-run"
import tkinter
root = tkinter.Tk()
lb = tkinter.Listbox(root); lb.pack(); root.update()
print("tk/setup.sh: Tk", root.tk.call("info", "patchlevel"), "works under Xvfb")
root.destroy()
PYEOF
echo "$PY"
