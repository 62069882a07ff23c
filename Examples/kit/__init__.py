"""SelectSim's driver kit: what every Python engine of Examples/ shares (standard library only).

    protocol.py       the engine protocol's loop (docs/SPEC.md 8), one for every engine
    driver.py         the interface a real component's driver implements (Driver)
    toolkit.py        a toolkit's description (Toolkit, Behaviour): its behaviours' profiles in
                      one table, how a case's widget is opened, its refusals
    widget_engine.py  one engine over any driver: profile, skip and refusal, entries from the
                      state before and after each event, list changes
    profiles.py       the profile of a plain list (PLAIN_LIST) and the skip rule of a list widget
    gestures.py       steps played on a driver by hand: the findings' plain scripts and the
                      experiments that BEHAVIOUR.md's rules were read from
    check_toolkit.py  the check ci.sh runs over every toolkit's manifest (toolkit.json)
    test_kit.py       the kit's own tests (python3 -m unittest discover -s Examples/kit -t Examples)

How to add a toolkit: docs/guides/adding-a-toolkit.md.
"""
