"""Profiles' common parts (docs/SPEC.md 8, "Profiles"), for engines to build theirs from.
Standard library only."""

# A list of rows as wide as the viewport, stacked from 0, in whole pixels, with no policy: no
# limit, no vetoes, no auto-scroll, no content-height or insets. What a list widget of a toolkit
# takes, and a file manager's or mail client's list built on one.
PLAIN_LIST = {
    "layouts": ["rows"],
    "contentHeight": False,
    "insets": False,
    "coordinates": "whole",
    "limit": False,
    "vetoSelect": False,
    "vetoDeselect": False,
    "autoScroll": False,
}


def widget_mismatch(profile: dict, config: dict):
    """Why a case lies outside a list widget's profile, or None: as `list_mismatch`, and a
    viewport of no area (a real widget that small cannot be pressed). A toolkit's default skip."""
    return list_mismatch(profile, config, widget=True)


def list_mismatch(profile: dict, config: dict, widget: bool = False):
    """Why a case lies outside a list profile (the harness sends none such), or None:
    the mode, a limit or vetoes, auto-scroll, a viewport of no area (for a `widget` only), or
    frames that are not rows as wide as the viewport stacked from 0 (of one height, where the
    profile's `rowHeights` is `uniform`)."""
    if config["mode"] not in profile["modes"]:
        return "mode %s" % config["mode"]
    if config["limit"] is not None or config["vetoSelect"] or config["vetoDeselect"]:
        return "a limit or vetoes"
    if config["hotspot"]["height"] > 0:
        return "auto-scroll"
    frames, one_height = config["frames"], profile.get("rowHeights") == "uniform"
    width, top = config["viewport"]["width"], 0
    if widget and (width <= 0 or config["viewport"]["height"] <= 0):
        return "a viewport of no area (a widget that small cannot be pressed)"
    if one_height and not frames:
        return "no rows"
    for index, (x, y, w, h) in enumerate(frames):
        if x != 0 or w != width or y != top:
            return "item %d is not the next row of a list" % index
        if one_height and h != frames[0][3]:
            return "item %d is not the next row of a list of one row height" % index
        top += h
    return None
