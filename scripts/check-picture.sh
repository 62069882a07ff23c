#!/usr/bin/env bash
# Checks a failure's picture in a real browser: renders a failing repro with selfuzz, opens it in
# headless Chromium, and checks from the page's DOM after its script ran that it shows the failing
# position with the violated invariant, and that stepping to another position changes the
# selection.
#
#   scripts/check-picture.sh [SELFUZZ] [--screenshot]
#
# SELFUZZ is the built selfuzz binary (default .build/debug/selfuzz); this script builds nothing.
# Chromium comes from the distribution's packages: when no chromium is on the PATH it runs
# scripts/install-debs.sh chromium (as root, or through `sudo -n`).
# --screenshot also writes docs/failure-picture.png (a 1200x900 window) for the README.
set -uo pipefail
cd "$(dirname "$0")/.."

selfuzz=.build/debug/selfuzz
screenshot=0
for argument in "$@"; do
  case "$argument" in
    --screenshot) screenshot=1 ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "check-picture: unknown option '$argument'" >&2; exit 64 ;;
    *) selfuzz=$argument ;;
  esac
done

fail() {
  echo "check-picture: FAILED: $*" >&2
  exit 1
}

[ -x "$selfuzz" ] || fail "no selfuzz binary at $selfuzz (build it first: swift build)"

find_browser() {
  local name
  for name in chromium chromium-browser; do
    if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
  done
  return 1
}

if ! browser=$(find_browser); then
  echo "check-picture: chromium is missing; installing it from the distribution's packages"
  scripts/install-debs.sh chromium || fail "chromium could not be installed"
  browser=$(find_browser) || fail "chromium is still missing after installing it"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
page="$work/select-before-deselect.html"
"$selfuzz" render Corpus/repros/select-before-deselect.sel --engine select-before-deselect \
  --out "$page" >"$work/render.log" 2>&1 || fail "selfuzz render failed: $(cat "$work/render.log")"

headless=("$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars
  --virtual-time-budget=2000)

# The DOM after the page's script ran, at the position the address asks for.
dom() {
  timeout 60 "${headless[@]}" --dump-dom "file://$page$1" 2>/dev/null
}
# An attribute of <body>.
body_attribute() {
  grep -o '<body[^>]*>' <<<"$1" | grep -o " $2=\"[^\"]*\"" | cut -d'"' -f2
}
# The text of the element with this id, up to its first child.
text_of() {
  grep -o "id=\"$2\"[^>]*>[^<]*" <<<"$1" | head -1 | sed 's/^[^>]*>//'
}

opening=$(dom "") || fail "chromium could not load $page"
start=$(dom "#position=0") || fail "chromium could not load $page#position=0"

[ "$(body_attribute "$opening" data-ready)" = 1 ] \
  || fail "the page's script did not run (no data-ready=\"1\" on <body>)"
failing=$(body_attribute "$opening" data-failing-position)
position=$(body_attribute "$opening" data-position)
[ -n "$failing" ] || fail "the page names no failing position"
[ "$position" = "$failing" ] \
  || fail "the page opened on position $position, not on the failing position $failing"
[ "$(text_of "$opening" banner-title)" = "invariant range-state" ] \
  || fail "the banner does not name the violated invariant range-state"
message=$(text_of "$opening" banner-message)
[ -n "$message" ] || fail "the banner shows no message"
grep -q 'id="banner" class="[^"]*\bhere\b' <<<"$opening" \
  || fail "the banner is not marked as showing the failing position"
event=$(text_of "$opening" event)
[ "$event" = "1 move 154,526" ] || fail "the failing event shown is '$event', not '1 move 154,526'"
grep -q "id=\"p$failing\" class=\"[^\"]*\bcurrent\b" <<<"$opening" \
  || fail "the timeline does not highlight the failing position"

[ "$(body_attribute "$start" data-position)" = 0 ] || fail "#position=0 did not open position 0"
selected_failing=$(text_of "$opening" selection)
selected_start=$(text_of "$start" selection)
[ "$selected_failing" != "$selected_start" ] \
  || fail "stepping from position $failing to 0 left the selection at '$selected_failing'"
[ "$(text_of "$start" event)" != "$event" ] || fail "stepping did not change the event shown"
highlighted=$(grep -o '<li id="p[0-9]*" class="[^"]*\bcurrent\b' <<<"$start" | cut -d'"' -f2)
[ "$highlighted" = p0 ] \
  || fail "at position 0 the timeline highlights '$(echo $highlighted)', not just position 0"

echo "check-picture: ok: opens on the failing position $failing ($event): $message"
echo "check-picture: ok: selection '$selected_failing' there, '$selected_start' at position 0"

if [ "$screenshot" = 1 ]; then
  mkdir -p docs
  timeout 60 "${headless[@]}" --window-size=1200,900 --screenshot="$PWD/docs/failure-picture.png" \
    "file://$page" >/dev/null 2>&1 || fail "chromium could not take the screenshot"
  [ -s docs/failure-picture.png ] || fail "no screenshot written"
  echo "check-picture: screenshot: docs/failure-picture.png"
fi
