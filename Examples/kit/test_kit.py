"""Tests of the driver kit (python3 -m unittest discover -s Examples/kit; ./ci.sh runs them):
the protocol loop, one engine over a driver, the manifest's checks and the steps played by hand. Standard library only."""

import ast
import glob
import io
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from kit import gestures  # noqa: E402
from kit.check_toolkit import ManifestError, read_manifest  # noqa: E402
from kit.profiles import PLAIN_LIST  # noqa: E402
from kit.toolkit import Behaviour, Toolkit  # noqa: E402


class RefusedLayout(Exception):
    pass


class ModelList:
    """A driver of a list that lives in memory: a press selects the row under it alone (rows
    40 tall), select-all and clear as their names say; rows keep identities."""

    def __init__(self, settings, config):
        if config["viewport"]["width"] == 13:
            raise RefusedLayout("row 0: 13 px wide")
        self.ids = list(range(len(config["frames"])))
        self.next_id, self.top, self.selected, self.destroyed = len(self.ids), 0, set(), False
        self.calls = []

    def press(self, x, y, t):
        self.calls.append(("press", x, y, t))
        row = int((y + self.top) // 40)
        if 0 <= row < len(self.ids):
            self.selected = {self.ids[row]}

    def move(self, x, y, t):
        self.calls.append(("move", x, y, t))

    def release(self, x, y, t):
        self.calls.append(("release", x, y, t))

    def lose_pointer(self, t):
        self.calls.append(("lose_pointer", t))

    def set_offset(self, y):
        self.top = y

    def select_all(self):
        self.selected = set(self.ids)

    def clear(self):
        self.selected = set()

    def set_selection(self, indices):
        self.selected = {self.ids[i] for i in indices}

    def offset(self):
        return self.top

    def selection(self):
        return sorted(i for i, identity in enumerate(self.ids) if identity in self.selected)

    def identities(self):
        return list(self.ids)

    def selected_identities(self):
        return set(self.selected)

    def insert_row(self, index, height):
        self.ids.insert(index, self.next_id)
        self.next_id += 1

    def remove_row(self, index):
        self.selected.discard(self.ids.pop(index))

    def move_row(self, index, to):
        self.ids.insert(to, self.ids.pop(index))

    def destroy(self):
        self.destroyed = True


BEHAVIOURS = {"single": Behaviour({}, {"modes": ["single"]}),
              "range": Behaviour({}, {"modes": ["range"]})}
MODEL = Toolkit("model", dict(PLAIN_LIST, events=["insert", "remove", "reorder"]), BEHAVIOURS,
                ModelList, refusals=(RefusedLayout,))


def config(rows=3, width=400, selected=(), mode="single"):
    return {"mode": mode, "limit": None, "vetoSelect": [], "vetoDeselect": [],
            "hotspot": {"height": 0}, "viewport": {"width": width, "height": 200},
            "frames": [[0, 40 * i, width, 40] for i in range(rows)], "offset": 0,
            "selected": list(selected)}


def talk(behaviour, *requests):
    replies = io.StringIO()
    MODEL.serve(behaviour, [json.dumps(r) + "\n" for r in requests], replies)
    return [json.loads(line) for line in replies.getvalue().splitlines()]


class ProtocolTests(unittest.TestCase):
    def test_hello_states_the_behaviours_whole_profile(self):
        (hello,) = talk("single", {"op": "hello"})
        self.assertEqual(hello["name"], "model-single")
        self.assertEqual(hello["profile"]["modes"], ["single"])
        self.assertEqual(hello["profile"]["layouts"], ["rows"])

    def test_a_case_outside_the_profile_is_skipped_and_a_layout_not_taken_refused(self):
        skipped, refused = talk("single", {"op": "start", "config": config(mode="paint")},
                                {"op": "start", "config": config(width=13)})
        self.assertEqual(skipped, {"skip": "mode paint"})
        self.assertEqual(refused, {"error": "row 0: 13 px wide"})

    def test_entries_are_the_difference_before_and_after(self):
        start, press, select_all, end = talk(
            "single", {"op": "start", "config": config(selected=[2])},
            {"op": "apply", "time": 0.5, "event": {"type": "down", "x": 10, "y": 50}},
            {"op": "apply", "time": 0.6, "event": {"type": "selectAll"}}, {"op": "end"})
        self.assertEqual(start, {"offset": 0, "selection": [2]})
        self.assertEqual(press["entries"], [
            {"time": 0.5, "item": 2, "selected": False, "cause": "tap"},
            {"time": 0.5, "item": 1, "selected": True, "cause": "tap"}])
        self.assertEqual(select_all["entries"], [
            {"time": 0.6, "item": 0, "selected": True, "cause": "selectAll"},
            {"time": 0.6, "item": 2, "selected": True, "cause": "selectAll"}])
        self.assertEqual(select_all["selection"], [0, 1, 2])
        self.assertEqual(end, {})


class WidgetEngineTests(unittest.TestCase):
    def test_a_release_goes_where_the_pointer_last_was_and_a_cancel_loses_the_pointer(self):
        engine = MODEL.engine("range", config(mode="range"))
        engine.apply(0, {"type": "down", "x": 1, "y": 2})
        engine.apply(1, {"type": "move", "x": 3, "y": 90})
        engine.apply(2, {"type": "up"})
        engine.apply(3, {"type": "cancel"})
        self.assertEqual(engine.driver.calls, [("press", 1, 2, 0), ("move", 3, 90, 1),
                                               ("release", 3, 90, 2), ("lose_pointer", 3)])
        engine.end()
        self.assertTrue(engine.driver.destroyed)

    def test_a_removed_selected_row_leaves_with_remove_and_the_rest_follow_their_rows(self):
        engine = MODEL.engine("range", config(rows=4, selected=[1, 3], mode="range"))
        self.assertEqual(engine.apply(0, {"type": "remove", "item": 1}), [
            {"time": 0, "item": 1, "selected": False, "cause": "remove"}])
        self.assertEqual(engine.state()["selection"], [2])  # row 3 is row 2 now, still selected
        self.assertEqual(engine.apply(1, {"type": "insert", "item": 0, "frame": [0, 0, 400, 40]}),
                         [])
        self.assertEqual(engine.state()["selection"], [3])


class ManifestTests(unittest.TestCase):
    def manifest(self, text, files=("setup.sh", "run.sh", "engine.sh", "findings/F1-a.sel",
                                    "findings/F1_a.py", "findings/F1-a.html")):
        folder = tempfile.mkdtemp()
        for name in files:
            os.makedirs(os.path.dirname(os.path.join(folder, name)), exist_ok=True)
            open(os.path.join(folder, name), "w").close()
        path = os.path.join(folder, "toolkit.json")
        with open(path, "w") as out:
            out.write(text)
        return path

    GOOD = {"toolkit": "t", "setup": "setup.sh", "run": "run.sh", "engine": "engine.sh",
            "behaviours": {"b": {"repros": ["findings/F1-a.sel"], "regressions": [],
                                 "cases": {"check": 5, "soak": 50}}}}

    def error(self, manifest, **kwargs):
        with self.assertRaises(ManifestError) as caught:
            read_manifest(self.manifest(json.dumps(manifest), **kwargs))
        return str(caught.exception)

    def test_a_good_manifest_reads(self):
        self.assertEqual(read_manifest(self.manifest(json.dumps(self.GOOD)))["toolkit"], "t")

    def test_each_problem_is_named_with_its_place(self):
        typo = dict(self.GOOD, behaviour={})
        del typo["behaviours"]
        self.assertIn("unknown key 'behaviour' (did you mean 'behaviours'?)", self.error(typo))
        unclaimed = json.loads(json.dumps(self.GOOD))
        unclaimed["behaviours"]["b"]["repros"] = []
        self.assertIn("findings/F1-a.sel belongs to no behaviour", self.error(unclaimed))
        none = json.loads(json.dumps(self.GOOD))
        none["behaviours"]["b"]["cases"]["soak"] = True
        self.assertIn("behaviours.b.cases.soak: expected a whole number", self.error(none))
        self.assertIn("engine: no file engine.sh",
                      self.error(self.GOOD, files=("setup.sh", "run.sh", "findings/F1-a.sel",
                                                  "findings/F1_a.py", "findings/F1-a.html")))
        finding = ("findings/F1-a.sel", "findings/F1_a.py", "findings/F1-a.html")
        files = ("setup.sh", "run.sh", "engine.sh", "regressions/r.sel") + finding
        self.assertIn("regressions/r.sel belongs to no behaviour", self.error(self.GOOD, files=files))
        files = ("setup.sh", "run.sh", "engine.sh") + finding[:2]
        self.assertIn("findings: F1: no picture (findings/F1-*.html)",
                      self.error(self.GOOD, files=files))


class Recorder(ModelList):
    """ModelList that records the Control key of each press and move as well."""

    def press(self, x, y, t, ctrl=None):
        super().press(x, y, t)
        self.calls[-1] += (ctrl,)

    def move(self, x, y, t, ctrl=None):
        super().move(x, y, t)
        self.calls[-1] += (ctrl,)


class GesturesTests(unittest.TestCase):
    def test_a_step_reaches_the_driver_with_its_time_and_keys(self):
        driver = Recorder({}, config(rows=4))
        self.assertEqual(gestures.perform(driver, ("press", 10, 50, "ctrl")), [1])
        gestures.perform(driver, ("move", 10, 90, 0.25))
        gestures.perform(driver, ("release", 10, 90), ctrl=True)
        self.assertEqual(driver.calls, [("press", 10, 50, None, True),
                                        ("move", 10, 90, 0.25, False), ("release", 10, 90, None)])
        self.assertEqual(gestures.perform(driver, ("insert", 0, 40)), [2])
        self.assertEqual(gestures.perform(driver, ("selectall",)), [0, 1, 2, 3, 4])
        with self.assertRaisesRegex(ValueError, "no such verb"):
            gestures.perform(driver, ("wiggle", 1))

    def test_steps_are_described_as_the_experiments_print_them(self):
        self.assertEqual(gestures.describe(("press", 10, 50, "ctrl")), "press (10,50) ctrl")
        self.assertEqual(gestures.describe(("release", 1, 2, 0.5)), "release (1,2) at t=0.5")
        self.assertEqual(gestures.describe(("offset", 40)), "set offset 40")

    def test_a_finding_shows_while_the_selection_differs_from_the_rule(self):
        out = io.StringIO()
        sys.stdout, saved = out, sys.stdout
        try:
            shows = not gestures.show(Recorder({}, config()), "T", "H", [("press", 1, 50)], [0],
                                      "Model")
            fixed = gestures.show(Recorder({}, config()), "T", "H", [("press", 1, 50)], [1],
                                  "Model")
        finally:
            sys.stdout = saved
        self.assertTrue(shows and fixed)
        self.assertIn("the widget's own rule gives [0]; Model gives [1]: the finding shows",
                      out.getvalue())


class DriverConformanceTests(unittest.TestCase):
    """Every toolkit's driver (Examples/*/*_widget.py) has the methods of kit/driver.py's Driver,
    read from its source (no toolkit needed): press and move take `t` and `ctrl`, release and
    lose_pointer `t`, each with a default, as the kit and gestures.py call them."""

    REQUIRED = ("press", "move", "release", "lose_pointer", "set_offset", "offset", "clear",
                "set_selection", "selection", "identities", "selected_identities", "destroy")
    KEYWORDS = {"press": ("t", "ctrl"), "move": ("t", "ctrl"), "release": ("t",),
                "lose_pointer": ("t",)}

    def drivers(self):
        examples = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        for path in sorted(glob.glob(os.path.join(examples, "*", "*_widget.py"))):
            tree = ast.parse(open(path).read())
            for node in tree.body:
                if isinstance(node, ast.ClassDef):
                    methods = {f.name: f for f in node.body if isinstance(f, ast.FunctionDef)}
                    if "press" in methods:
                        yield os.path.relpath(path, examples), node.name, methods

    def test_every_driver_has_the_interface(self):
        found = list(self.drivers())
        self.assertGreaterEqual(len(found), 3, [name for _, name, _ in found])
        for path, name, methods in found:
            for method in self.REQUIRED:
                self.assertIn(method, methods, "%s: %s has no %s" % (path, name, method))
            for method, keywords in self.KEYWORDS.items():
                arguments = methods[method].args
                defaults = arguments.args[len(arguments.args) - len(arguments.defaults):]
                for keyword in keywords:
                    self.assertIn(keyword, [a.arg for a in defaults],
                                  "%s: %s.%s has no %s with a default" % (path, name, method,
                                                                          keyword))


if __name__ == "__main__":
    unittest.main()
