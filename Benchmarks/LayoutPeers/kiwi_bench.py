#!/usr/bin/env python3
"""Times kiwisolver (the C++ Cassowary solver, PyPI `kiwisolver`) on the constraint
systems Touchstone's layout benchmark writes, so both solvers run on the same systems.

    python3 kiwi_bench.py SYSTEMS.json [--json] [--values] [--check-against VALUES.json]
                                       [--budget SECONDS]
    python3 kiwi_bench.py --generate-example FILE [--views N]

Input ("touchstone-constraint-systems/1"):

    {"format": "touchstone-constraint-systems/1",
     "systems": [{"name": "screen-1000", "variables": 4000,
                  "constraints": [{"terms": [[0, 1.0], [5, -1.0]], "constant": -8.0,
                                   "relation": "==", "priority": 1000}, ...],
                  "drag": {"constraint": 17, "constants": [-8.0, -9.5, -11.0]}}]}

A constraint reads  sum(coefficient * variable[index]) + constant  (relation)  0, with
relation "==", "<=" or ">=". Priority is a UIKit layout priority in (0, 1000]: 1000 is
kiwi's `strength.required`, any other p is `strength.create(0, p, 0)` (= 1000 p, below
`strength.strong`). `drag` is optional: frame i gives the constraint at index `constraint`
the constant `constants[i]`.

Timing (time.perf_counter_ns, the garbage collector off while timing, Python's call
overhead included since that is how kiwi is called from Python):
  from scratch  Solver(), addConstraint for every constraint in order, updateVariables().
                The Constraint objects are built beforehand, untimed. At least 5 runs,
                more while the system's time budget lasts.
  drag edit     the dragged constraint is added as `terms + e (relation) 0` at its own
                priority, e an edit variable (addEditVariable(e, strength.strong));
                a frame is suggestValue(e, constant) then updateVariables().
  edit w/o update   the same frames, suggestValue alone (kiwi re-solves there;
                updateVariables only copies every variable's value out).
  drag replace  a frame is removeConstraint(old), addConstraint(new), updateVariables(),
                the new Constraint objects built beforehand, untimed.
Each drag way gets its own solver, built untimed; each frame is timed alone, and the
frames are replayed on that solver while the budget lasts, cut short once it is spent
and at least 5 frames are timed (a replace frame can take seconds). Min and median are
over all timed frames ("samples"). Times are in microseconds. The budget (--budget,
10 s a system) goes 40% to from scratch and 20% to each drag way, the solvers' untimed
building aside; at least 5 samples each, however long they take.

The solution is the variables' values after a from-scratch solve (--values prints them;
--json always includes them). --check-against reads {"systems": [{"name", "values"}]}
and reports the largest absolute difference per system, meaningful only where the
solution is unique. Input errors print one line naming the file and place; exit status 2.
"""
import argparse
import gc
import json
import platform
import statistics
import sys
from time import perf_counter, perf_counter_ns

import kiwisolver as kiwi

FORMAT = "touchstone-constraint-systems/1"
MIN_RUNS = 5


class InputError(Exception):
    pass


def read_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except OSError as e:
        raise InputError(f"{path}: {e.strerror}")
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise InputError(f"{path}: bad JSON: {e}")


def is_number(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def is_count(x):
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def strength(priority):
    return kiwi.strength.required if priority == 1000 else kiwi.strength.create(0, priority, 0)


class System:
    """One system, checked, with its kiwi Variables and Constraints built."""

    def __init__(self, path, doc, index):
        check(isinstance(doc, dict), f"{path}: system {index}", "not an object")
        self.name = doc.get("name", str(index))
        self.where = where = f"{path}: system {self.name!r}"
        n = doc.get("variables")
        check(is_count(n), where, "'variables' is not a count")
        self.variables = [kiwi.Variable(f"v{i}") for i in range(n)]
        specs = doc.get("constraints")
        check(isinstance(specs, list), where, "'constraints' is not a list")
        for k, c in enumerate(specs):
            at = f"{where}, constraint {k}"
            check(isinstance(c, dict), at, "not an object")
            terms = c.get("terms")
            check(isinstance(terms, list) and all(
                isinstance(t, list) and len(t) == 2 and is_count(t[0]) and t[0] < n
                and is_number(t[1]) for t in terms),
                at, f"'terms' is not a list of [index < {n}, coefficient]")
            check(is_number(c.get("constant")), at, "'constant' is not a number")
            check(c.get("relation") in ("==", "<=", ">="), at,
                  f"unknown relation {c.get('relation')!r}")
            p = c.get("priority")
            check(is_number(p) and 0 < p <= 1000, at, f"priority {p!r} is not in (0, 1000]")
        self.specs = specs
        self.constraints = [self.constraint(k) for k in range(len(specs))]
        self.drag = doc.get("drag")
        if self.drag is not None:
            at = f"{where}, drag"
            check(isinstance(self.drag, dict), at, "not an object")
            k = self.drag.get("constraint")
            check(is_count(k) and k < len(specs), at, "'constraint' is not a constraint index")
            frames = self.drag.get("constants")
            check(isinstance(frames, list) and frames and all(map(is_number, frames)),
                  at, "'constants' is not a non-empty list of numbers")

    def expression(self, k, constant=None, extra=()):
        c = self.specs[k]
        terms = [kiwi.Term(self.variables[i], float(a)) for i, a in c["terms"]]
        return kiwi.Expression(tuple(terms) + extra,
                               float(c["constant"] if constant is None else constant))

    def constraint(self, k, constant=None, extra=()):
        c = self.specs[k]
        return kiwi.Constraint(self.expression(k, constant, extra), c["relation"],
                               strength(c["priority"]))

    def solver(self, constraints):
        s = kiwi.Solver()
        for k, c in enumerate(constraints):
            try:
                s.addConstraint(c)
            except kiwi.UnsatisfiableConstraint:
                check(False, f"{self.where}, constraint {k}", "unsatisfiable with the ones before it")
        return s


def check(ok, where, message):
    if not ok:
        raise InputError(f"{where}: {message}")


def summary(ns):
    return {"min": min(ns) / 1000, "median": statistics.median(ns) / 1000, "samples": len(ns)}


def repeat(budget, once):
    """Calls once(times, enough) until `times` holds at least MIN_RUNS nanosecond timings
    and `budget` seconds have passed; a drag's once() asks enough() between frames.
    The collector stays off meanwhile."""
    times, start = [], perf_counter()
    enough = lambda: len(times) >= MIN_RUNS and perf_counter() - start >= budget
    gc.collect()
    gc.disable()
    try:
        while not enough():
            once(times, enough)
    finally:
        gc.enable()
    return times


def from_scratch(system, budget):
    constraints = system.constraints
    def once(times, enough):
        t0 = perf_counter_ns()
        s = kiwi.Solver()
        add = s.addConstraint
        for c in constraints:
            add(c)
        s.updateVariables()
        t1 = perf_counter_ns()
        del s  # freed outside the timed span
        times.append(t1 - t0)
    system.solver(constraints).updateVariables()  # untimed: reports unsatisfiable input
    times = repeat(budget, once)
    values = [v.value() for v in system.variables]
    return summary(times), values


def drag_edit(system, budget, update):
    k, frames = system.drag["constraint"], system.drag["constants"]
    e = kiwi.Variable("edit")
    edited = list(system.constraints)
    edited[k] = system.constraint(k, 0.0, (kiwi.Term(e, 1.0),))
    s = system.solver(edited)
    s.addEditVariable(e, kiwi.strength.strong)
    s.suggestValue(e, float(system.specs[k]["constant"]))
    s.updateVariables()
    suggest, refresh = s.suggestValue, s.updateVariables
    def once(times, enough):
        for value in frames:
            if enough():
                break
            t0 = perf_counter_ns()
            suggest(e, value)
            if update:
                refresh()
            times.append(perf_counter_ns() - t0)
    return summary(repeat(budget, once))


def drag_replace(system, budget):
    k, frames = system.drag["constraint"], system.drag["constants"]
    replacements = [system.constraint(k, value) for value in frames]
    s = system.solver(system.constraints)
    s.updateVariables()
    remove, add, refresh = s.removeConstraint, s.addConstraint, s.updateVariables
    current = [system.constraints[k]]
    def once(times, enough):
        for new in replacements:
            if enough():
                break
            t0 = perf_counter_ns()
            remove(current[0])
            add(new)
            refresh()
            times.append(perf_counter_ns() - t0)
            current[0] = new
    return summary(repeat(budget, once))


def measure(system, budget, reference):
    drag = system.drag is not None
    share = budget * (0.4 if drag else 1.0)
    scratch, values = from_scratch(system, share)
    result = {"name": system.name, "variables": len(system.variables),
              "constraints": len(system.constraints), "from_scratch_us": scratch,
              "drag_frames": len(system.drag["constants"]) if drag else 0,
              "drag_edit_us": drag_edit(system, budget * 0.2, True) if drag else None,
              "drag_edit_without_update_us": drag_edit(system, budget * 0.2, False) if drag else None,
              "drag_replace_us": drag_replace(system, budget * 0.2) if drag else None}
    if reference is not None:
        expected = reference.get(system.name)
        if expected is None:
            result["max_abs_difference"] = None
        elif len(expected) != len(values):
            result["max_abs_difference"] = f"{len(expected)} values for {len(values)} variables"
        else:
            result["max_abs_difference"] = max((abs(a - b) for a, b in zip(values, expected)), default=0.0)
    result["values"] = values
    return result


def load_reference(path):
    doc = read_json(path)
    try:
        return {s["name"]: [float(v) for v in s["values"]] for s in doc["systems"]}
    except (KeyError, TypeError, ValueError) as e:
        raise InputError(f"{path}: not {{\"systems\": [{{\"name\", \"values\"}}]}} ({e!r})")


def generate_example(path, views):
    """A chain of `views` views, 4 variables each (x, y, w, h = 4i .. 4i+3), each placed
    8 points after the one before; the solution is unique: x_i = 20 + 48 i, y = 20,
    w = 40, h = 44. The drag moves the first view's x from 21 to 120."""
    def c(terms, constant, relation="==", priority=1000):
        return {"terms": terms, "constant": constant, "relation": relation, "priority": priority}
    constraints = []
    for i in range(views):
        x, y, w, h = 4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3
        if i == 0:
            constraints.append(c([[x, 1.0]], -20.0))                              # x0 == 20
        else:
            constraints.append(c([[x, 1.0], [x - 4, -1.0], [w - 4, -1.0]], -8.0))  # after the last
        constraints += [c([[y, 1.0]], -20.0),                                        # y == 20
                        c([[w, 1.0]], -40.0),                                        # w == 40
                        c([[h, 1.0]], -30.0, ">="),                                  # h >= 30
                        c([[h, 1.0]], -44.0, "==", 750)]                             # h == 44 @750
    system = {"name": f"chain-{views}", "variables": 4 * views, "constraints": constraints,
              "drag": {"constraint": 0, "constants": [-20.0 - f for f in range(1, 101)]}}
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"format": FORMAT, "systems": [system]}, f)


def fmt(t):
    return "-" if t is None else f"{t['min']:.1f} / {t['median']:.1f}"


def print_table(report, show_values):
    print(f"kiwisolver {report['version']}, Python {report['python']}; "
          f"times in microseconds, min / median (drag: per frame)")
    rows = [("system", "vars", "constraints", "from scratch", "drag edit",
             "edit w/o update", "drag replace", "max |diff|")]
    for s in report["systems"]:
        diff = s.get("max_abs_difference", "")
        rows.append((s["name"], str(s["variables"]), str(s["constraints"]),
                     fmt(s["from_scratch_us"]), fmt(s["drag_edit_us"]),
                     fmt(s["drag_edit_without_update_us"]), fmt(s["drag_replace_us"]),
                     f"{diff:.3g}" if isinstance(diff, float) else
                     "no values for it" if diff is None else diff))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip())
    if show_values:
        for s in report["systems"]:
            print(f"{s['name']}: " + " ".join(f"v{i}={v:g}" for i, v in enumerate(s["values"])))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("systems", nargs="?", help="a touchstone-constraint-systems/1 file")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--values", action="store_true", help="print the solution in the table")
    parser.add_argument("--check-against", metavar="FILE", help="Touchstone's solution values")
    parser.add_argument("--budget", type=float, default=10.0, help="seconds per system (10)")
    parser.add_argument("--generate-example", metavar="FILE", help="write the chain example")
    parser.add_argument("--views", type=int, default=1000, help="views in the example (1000)")
    args = parser.parse_args()
    if args.generate_example:
        generate_example(args.generate_example, args.views)
        return
    if not args.systems:
        parser.error("a systems file is needed")
    name = parser.prog
    try:
        doc = read_json(args.systems)
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise InputError(f"{args.systems}: not a {FORMAT} file")
        if not isinstance(doc.get("systems"), list):
            raise InputError(f"{args.systems}: 'systems' is not a list")
        reference = load_reference(args.check_against) if args.check_against else None
        systems = [System(args.systems, s, i) for i, s in enumerate(doc["systems"])]
        report = {"peer": "kiwisolver", "version": kiwi.__version__,
                  "python": platform.python_version(),
                  "systems": [measure(s, args.budget, reference) for s in systems]}
    except InputError as e:
        print(f"{name}: {e}", file=sys.stderr)
        sys.exit(2)
    if args.json:
        json.dump(report, sys.stdout)
        print()
    else:
        print_table(report, args.values)


if __name__ == "__main__":
    main()
