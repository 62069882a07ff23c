"""Steps played on a driver by hand, as a toolkit's findings (each a plain script that shows its
defect on the widget) and its experiments (the gestures that BEHAVIOUR.md's rules were read from)
play them. No SelectSim in it: a driver (driver.py) and the standard library only.

A step is a tuple whose first element names it:

    ("press", x, y, *extras)   the driver's press at viewport point (x, y); an extra is "ctrl"
    ("move", x, y, *extras)    (Control held for this event) or a number (the event's time in
    ("release", x, y, *extras) seconds); without a time the driver takes 1 s after its last
    ("cancel",)                the window system takes the pointer away (lose_pointer)
    ("selectall",) ("clear",)  an app's select-all or clear
    ("offset", y)              an app scrolls the viewport to offset y
    ("idle", seconds)          real time passes with the event loop running
    ("insert", row[, height])  a row comes in, leaves, or moves (insert_row, remove_row,
    ("remove", row)            move_row; without a height, the driver's own default, as Tk's
    ("reorder", row, to)       one row height); ("delete", row) is ("remove", row)

A toolkit whose experiments name a verb for something of its own passes `names` with that verb
mapped to its driver's method (Tk's ("cancel",) is its listbox's <Escape>).
"""

VERBS = {
    "cancel": "lose_pointer", "selectall": "select_all", "clear": "clear",
    "offset": "set_offset", "idle": "idle", "insert": "insert_row", "remove": "remove_row",
    "delete": "remove_row", "reorder": "move_row",
}


def perform(driver, step, ctrl=False, names=VERBS):
    """Plays one step on the driver, Control held for a press or move if `ctrl` or the step says
    "ctrl"; returns the driver's selection after it."""
    verb = step[0]
    if verb in ("press", "move", "release"):
        times = [extra for extra in step[3:] if extra != "ctrl"]
        t = times[0] if times else None
        if verb == "release":
            driver.release(step[1], step[2], t=t)
        else:
            held = ctrl or "ctrl" in step[3:]
            getattr(driver, verb)(step[1], step[2], t=t, ctrl=held)
    elif verb in names:
        getattr(driver, names[verb])(*step[1:])
    else:
        raise ValueError("step %r: no such verb (press, move, release or one of %s)"
                         % (step, ", ".join(sorted(names))))
    return driver.selection()


def describe(step):
    """The step as the experiments print it: "press (10,90) ctrl", "set offset 40"."""
    verb = step[0]
    if verb in ("press", "move", "release"):
        said = "%s (%s,%s)" % (verb, step[1], step[2])
        for extra in step[3:]:
            said += " ctrl" if extra == "ctrl" else " at t=%s" % extra
        return said
    if verb == "offset":
        return "set offset %s" % step[1]
    if verb == "idle":
        return "idle %ss" % step[1]
    return " ".join(map(str, step))


def experiment(gestures, make, books, names=VERBS):
    """Plays each gesture (title, viewport height, initial selection, steps, *rest) on a driver
    `make(height, *rest)` builds, printing the selection and the offset after each step and what
    `books(driver)` reads of the widget's own state."""
    for title, height, initial, steps, *rest in gestures:
        driver = make(height, *rest)
        driver.set_selection(initial)
        print("  %s" % title)
        print("    %-34s -> %s" % ("start", driver.selection()))
        for step in steps:
            perform(driver, step, names=names)
            print("    %-34s -> %s  offset %s  [%s]"
                  % (describe(step), driver.selection(), driver.offset(), books(driver)))
        driver.destroy()


def show(driver, title, heading, steps, expected, toolkit, widget="widget", ctrl=False,
         column=29):
    """Plays a finding's steps on the driver and prints the selection after each, then whether the
    final selection is `expected` (the widget's own rule): returns True when it is (fixed), False
    when it differs (the finding shows). Destroys the driver."""
    print("%s\n%s" % (title, heading))
    print("  %-*s-> %s" % (column, "start", driver.selection()))
    for step in steps:
        got = perform(driver, step, ctrl=ctrl)
        print("  %-*s-> %s" % (column, " ".join(map(str, step)), got))
    final = driver.selection()
    ok = final == list(expected)
    print("the %s's own rule gives %s; %s gives %s: %s"
          % (widget, list(expected), toolkit, final,
             "as the rule says (fixed)" if ok else "the finding shows"))
    driver.destroy()
    return ok
