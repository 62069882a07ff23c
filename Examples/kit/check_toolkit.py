#!/usr/bin/env python3
"""The one check of a toolkit (ci.sh runs it over every Examples/*/toolkit.json):

  1. its setup script installs what it needs (or finds it installed);
  2. every finding still shows on the widget: each plain script of `findings/` (F*.py, run in the
     toolkit's environment by its `run` script) exits 1;
  3. every repro in `findings/` belongs to a behaviour of the manifest, and each still fails in
     every behaviour it belongs to (replayed through the toolkit's engine);
  4. the regressions (false alarms of the driver, fixed) pass in their behaviours;
  5. a fuzz of each behaviour (seed 1, the manifest's number of cases for this level) finds
     nothing but the findings written down (`--known findings`).

    python3 Examples/kit/check_toolkit.py Examples/qt/toolkit.json [--level check|soak]
        [--selfuzz .build/debug/selfuzz]

The manifest (toolkit.json, paths relative to its folder):

    {"toolkit": "qt", "setup": "setup.sh", "run": "run.sh", "engine": "engine.sh",
     "behaviours": {"multi": {"repros": ["findings/F1-....sel"], "regressions": [],
                              "cases": {"check": 50, "soak": 300}}, ...}}

Exit status (docs/SPEC.md 6): 0 when everything holds, 1 when a check fails, 65 for a manifest
that makes no sense (named with its place), 64 for a wrong command line. Standard library only.
"""

import difflib
import glob
import json
import os
import subprocess
import sys

LEVELS = ("check", "soak")


class ManifestError(Exception):
    """A manifest that makes no sense, with the place of the problem."""


def read_manifest(path):
    """The manifest, checked: every key known, every file there, every repro of `findings/` in
    some behaviour."""
    try:
        with open(path) as file:
            manifest = json.load(file)
    except (OSError, ValueError) as error:
        raise ManifestError("%s: %s" % (path, error))
    folder = os.path.dirname(path)

    def fail(place, problem):
        raise ManifestError("%s: %s: %s" % (path, place, problem))

    expect_keys(manifest, {"toolkit", "setup", "run", "engine", "behaviours"}, "", fail)
    for key in ("setup", "run", "engine"):
        if not os.path.isfile(os.path.join(folder, manifest[key])):
            fail(key, "no file %s in %s" % (manifest[key], folder))
    behaviours = manifest["behaviours"]
    if not isinstance(behaviours, dict) or not behaviours:
        fail("behaviours", "expected an object naming at least one behaviour")
    claimed = set()
    for name, behaviour in behaviours.items():
        place = "behaviours.%s" % name
        expect_keys(behaviour, {"repros", "regressions", "cases"}, place, fail)
        for key in ("repros", "regressions"):
            for script in behaviour[key]:
                if not os.path.isfile(os.path.join(folder, script)):
                    fail("%s.%s" % (place, key), "no file %s" % script)
            claimed.update(behaviour["repros"])
        cases = behaviour["cases"]
        expect_keys(cases, set(LEVELS), place + ".cases", fail)
        for level in LEVELS:
            count = cases[level]
            if not isinstance(count, int) or isinstance(count, bool) or count < 1:
                fail("%s.cases.%s" % (place, level), "expected a whole number, at least 1")
    for script in repros_in(folder):
        if script not in claimed:
            fail("behaviours", "%s belongs to no behaviour (every repro is replayed)" % script)
    for problem in findings_unfinished(folder):
        fail("findings", problem)
    listed = {script for behaviour in behaviours.values() for script in behaviour["regressions"]}
    for script in scripts_in(folder, "regressions"):
        if script not in listed:
            fail("behaviours", "%s belongs to no behaviour (every regression is replayed)"
                 % script)
    return manifest


def expect_keys(value, keys, place, fail):
    if not isinstance(value, dict):
        fail(place or "the manifest", "expected an object")
    for key in sorted(set(value) - keys):
        near = difflib.get_close_matches(key, sorted(keys), n=1)
        hint = "did you mean %r?" % near[0] if near else "known: %s" % ", ".join(sorted(keys))
        fail(place or "the manifest", "unknown key %r (%s)" % (key, hint))
    for key in sorted(keys - set(value)):
        fail(place or "the manifest", "missing key %r" % key)


def findings_unfinished(folder):
    """What the findings lack: each Fn has a plain script (`Fn_*.py`), repros (`Fn-*.sel`) and a
    picture (`Fn-*.html`), and each repro its finding's script."""
    names = os.listdir(os.path.join(folder or ".", "findings")) \
        if os.path.isdir(os.path.join(folder or ".", "findings")) else []
    def of(finding, suffix):
        return [n for n in names if n.startswith(finding + "-") and n.endswith(suffix)]
    scripts = sorted(n.split("_")[0] for n in names if n.startswith("F") and n.endswith(".py")
                     and "_" in n)
    problems = []
    for finding in scripts:
        for suffix, what in ((".sel", "no repro"), (".html", "no picture")):
            if not of(finding, suffix):
                problems.append("%s: %s (findings/%s-*%s)" % (finding, what, finding, suffix))
    for name in names:
        if name.endswith(".sel") and name.split("-")[0] not in scripts:
            problems.append("%s: no plain script of its finding (findings/%s_*.py)"
                            % (name, name.split("-")[0]))
    return problems


def repros_in(folder):
    return scripts_in(folder, "findings")


def scripts_in(folder, subfolder):
    paths = glob.glob(os.path.join(folder or ".", subfolder, "*.sel"))
    return sorted(os.path.relpath(path, folder or ".") for path in paths)


def run(command, cwd=None):
    """The command's exit status and its output (standard error included)."""
    done = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True)
    return done.returncode, done.stdout


def check(manifest_path, level, selfuzz):
    manifest = read_manifest(manifest_path)
    # "./" for a manifest in the working folder, so that run.sh and engine.sh are not looked up
    # on PATH.
    folder = os.path.dirname(manifest_path) or "."
    name = manifest["toolkit"]
    status, output = run(["bash", os.path.join(folder, manifest["setup"])])
    if status != 0:
        report(output, "%s: its setup failed (exit %d)" % (name, status))
        return 1
    runner = os.path.join(folder, manifest["run"])
    for script in sorted(glob.glob(os.path.join(folder, "findings", "F*.py"))):
        status, output = run([runner, script])
        # Python exits 1 on an uncaught exception too: the script must say the finding shows.
        if status != 1 or "the finding shows" not in output:
            report(output, "%s: exit %d; 1 expected, with the line that says the finding shows"
                   % (script, status))
            return 1
        print("shows: %s" % script)
    for behaviour, entry in manifest["behaviours"].items():
        engine = "%s %s" % (os.path.join(folder, manifest["engine"]), behaviour)
        if not (replay(selfuzz, folder, entry["repros"], engine, behaviour, fail=True)
                and replay(selfuzz, folder, entry["regressions"], engine, behaviour, fail=False)
                and fuzz(selfuzz, folder, name, engine, behaviour, entry["cases"][level])):
            return 1
    return 0


def replay(selfuzz, folder, scripts, engine, behaviour, fail):
    """Replays the scripts through the engine: every one must fail (a finding's repro) or pass (a
    regression)."""
    if not scripts:
        return True
    paths = [os.path.join(folder, script) for script in scripts]
    status, output = run([selfuzz, "replay", *paths, "--engine-command", engine])
    summary = output.strip().splitlines()[-1] if output.strip() else "(no output)"
    what = "the findings' repros" if fail else "the regressions"
    # A repro still shows its finding when it fails an invariant: a crash, a hang or a refused
    # layout is a fault of the engine or the driver, not the finding.
    failures = [line for line in output.splitlines() if line.startswith("FAIL ")]
    held = (len(failures) == len(scripts) and all(": invariant " in line for line in failures)
            and " 0 passed, " in summary and summary.endswith(" 0 invalid")) if fail \
        else status == 0
    if not held:
        return report(output, "%s: %s should all %s: %s"
                      % (behaviour, what, "fail" if fail else "pass", summary))
    print("%s: %s: %s" % (behaviour, what, summary))
    return True


def fuzz(selfuzz, folder, name, engine, behaviour, cases):
    """Fuzzes the behaviour: every failing case must be one of the findings written down."""
    # Against the findings written down, when there are some.
    known = ["--known", os.path.join(folder, "findings")] if repros_in(folder) else []
    # One worker a core (two at most): a widget's engine is most of the time, and each worker
    # has its own; the fingerprint is the same with any number.
    jobs = str(max(1, min(2, os.cpu_count() or 1)))
    status, output = run([selfuzz, "--seed", "1", "--iterations", str(cases), "--jobs", jobs,
                          "--out", ".selfuzz/%s-failures" % name] + known
                         + ["--engine-command", engine])
    lines = [line for line in output.splitlines() if not line.startswith("progress:")]
    if status != 0:
        return report("\n".join(lines), "%s: the fuzz found something new (exit %d)"
                      % (behaviour, status))
    print("%s:" % behaviour)
    shown = ("iterations", "scenarios per second", "fingerprint", "skipped", "cases whose",
             "known findings",
             "  " + os.path.join(folder, "findings"))
    for line in lines:
        if line.startswith(shown):
            print(line)
    return True


def report(output, message):
    """Prints a failed check's output and what failed; returns False."""
    print(output.rstrip())
    print(message)
    return False


def main(argv):
    args, level, selfuzz = [], "check", ".build/debug/selfuzz"
    rest = list(argv[1:])
    while rest:
        arg = rest.pop(0)
        if arg in ("--level", "--selfuzz") and rest:
            value = rest.pop(0)
            if arg == "--level":
                level = value
            else:
                selfuzz = value
        elif arg.startswith("-"):
            return usage("unknown option %s" % arg)
        else:
            args.append(arg)
    if len(args) != 1 or level not in LEVELS:
        return usage("one manifest and a level of %s" % " or ".join(LEVELS))
    if not (os.path.isfile(selfuzz) and os.access(selfuzz, os.X_OK)):
        return usage("--selfuzz %s: no such program (build it with `swift build`, or name "
                     "the one to use)" % selfuzz)
    try:
        return check(args[0], level, selfuzz)
    except ManifestError as error:
        sys.stderr.write("error: %s\n" % error)
        return 65


def usage(problem):
    sys.stderr.write("error: %s\nusage: check_toolkit.py MANIFEST [--level check|soak] "
                     "[--selfuzz PATH]\n" % problem)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv))
