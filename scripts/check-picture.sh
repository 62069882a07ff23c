#!/usr/bin/env bash
# Checks a failure's picture in a real browser: renders a failing repro with selfuzz, opens it in
# headless Chromium, and checks from the page's DOM after its script ran that it shows the failing
# position with the violated invariant, and that stepping to another position changes the
# selection; then renders a script whose list changes (SPEC 2.7) and checks that each position
# shows the list as it is there: its items, their numbers, the selection, and the item inserted,
# removed or moved marked.
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
    -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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

# A list that changes: 6 rows, 1 3 4 selected; remove 3, insert 2 (far below), reorder 1 5.
lists=Corpus/list-changes/remove-selected-follows-items.sel
list_page="$work/list-changes.html"
"$selfuzz" render "$lists" --out "$list_page" >"$work/render.log" 2>&1 \
  || fail "selfuzz render $lists failed: $(cat "$work/render.log")"
main_page=$page
page=$list_page

# The classes of the group that draws item identity $2 (the setup's item, or 6 for the inserted).
group_class() {
  grep -o "<g id=\"i$2\"[^>]*>" <<<"$1" | grep -o 'class="[^"]*"' | cut -d'"' -f2
}
# The number the group of identity $2 shows.
group_label() {
  grep -o "<g id=\"i$2\"[^>]*>\(<rect[^>]*>\(</rect>\)\{0,1\}\)*<text[^>]*>[0-9]*" <<<"$1" \
    | sed 's/.*>//'
}
# Checks position $1 (empty: the opening one): selection $2, item count $3, the list change $4,
# and then, in pairs, an identity's classes and number ("-" for a group with no number to check).
check_list() {
  local at=$1 selection=$2 count=$3 change=$4 page_dom item classes label
  shift 4
  page_dom=$(dom "${at:+#position=$at}") || fail "chromium could not load $page#position=$at"
  at=$(body_attribute "$page_dom" data-position)
  [ "$(body_attribute "$page_dom" data-ready)" = 1 ] || fail "the list page's script did not run"
  [ "$(text_of "$page_dom" selection)" = "$selection" ] \
    || fail "list position $at shows selection '$(text_of "$page_dom" selection)', not '$selection'"
  [ "$(text_of "$page_dom" item-count)" = "$count" ] \
    || fail "list position $at shows $(text_of "$page_dom" item-count) items, not $count"
  [ "$(text_of "$page_dom" list-change)" = "$change" ] \
    || fail "list position $at says '$(text_of "$page_dom" list-change)', not '$change'"
  while [ $# -ge 3 ]; do
    item=$1 classes=$2 label=$3
    shift 3
    [ "$(group_class "$page_dom" "$item")" = "$classes" ] \
      || fail "list position $at: item $item has classes '$(group_class "$page_dom" "$item")', not '$classes'"
    [ "$label" = - ] || [ "$(group_label "$page_dom" "$item")" = "$label" ] \
      || fail "list position $at: item $item is numbered '$(group_label "$page_dom" "$item")', not $label"
  done
  echo "check-picture: ok: list position $at: selected '$selection' of $count items${change:+ ($change)}"
}
check_list "" "3 5" 6 "the item at 1 moved to 5" 1 "sel moved" 5 6 "" 1 3 gone -
check_list 1 "1 3" 5 "the item at 3 removed" 3 "changed leaving" 3 4 sel 3 6 gone -
check_list 2 "1 3" 5 "" 3 gone - 4 sel 3
check_list 3 "1 4" 6 "a new item at 2" 6 arrived 2 2 "" 3 1 sel 1
check_list 0 "1 3 4" 6 "" 3 sel 3 6 gone - 1 sel 1
page=$main_page

if [ "$screenshot" = 1 ]; then
  mkdir -p docs
  timeout 60 "${headless[@]}" --window-size=1200,900 --screenshot="$PWD/docs/failure-picture.png" \
    "file://$page" >/dev/null 2>&1 || fail "chromium could not take the screenshot"
  [ -s docs/failure-picture.png ] || fail "no screenshot written"
  echo "check-picture: screenshot: docs/failure-picture.png"
fi
