#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs the simulation of the Alt-test authors' example notebook and writes alt_test_simulation.csv.

usage: make_alt_test_simulation.py NOTEBOOK [--seed N] [--sizes 30,50,...] [--datasets D] [--out FILE]

NOTEBOOK is alt_test_example.ipynb of https://github.com/nitaytech/AltTest (not part of RaterLab; see
README.md here for the commit used). The script executes the notebook's own code: the cell that defines
alt_test() and its helpers, the generator functions of the simulation cell (sample_priors,
generate_dataset, prepare_boot, split_dataset) and the simulation loop of the parameter cell, at the
notebook's parameters (K 4, noise 0.3 / 0.3, 3 of 6 annotators, 500 items, 20 data sets x 10 draws,
sizes 30..200 step 10, epsilon 0, 0.05, 0.1, 0.2), after numpy.random.seed(N); --sizes and --datasets
replace the notebook's `sizes` and `n_datasets` (a subset of sizes, or more data sets for less noise). The loop's
compute_traditional_measures (scikit-learn kappas for the figure's title) and tqdm are replaced by
stand-ins: they draw no random numbers, so the simulated data and tests are unchanged. The notebook's
own aggregation is run too and checked against the one written here, which adds the standard errors
from the data set means. Needs numpy, scipy, pandas (Debian: python3-numpy python3-scipy python3-pandas).
"""
import argparse
import ast
import json
import sys

import numpy as np


def cell_sources(path):
    with open(path, encoding="utf-8") as f:
        nb = json.load(f)
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]


def find_cell(sources, *needles):
    for s in sources:
        if all(n in s for n in needles):
            return s
    sys.exit("no code cell of the notebook holds " + " and ".join(needles))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebook")
    ap.add_argument("--seed", type=int, default=20260601)
    ap.add_argument("--sizes", default="")
    ap.add_argument("--datasets", type=int, default=0)
    ap.add_argument("--out", default="alt_test_simulation.csv")
    args = ap.parse_args()

    sources = cell_sources(args.notebook)
    env = {"__name__": "alt_test_notebook"}
    exec(find_cell(sources, "import numpy as np", "ttest_1samp"), env)
    exec(find_cell(sources, "def alt_test(", "def by_procedure("), env)

    # The generator functions of the simulation cell (its plotting imports are not needed).
    gen = ast.parse(find_cell(sources, "def generate_dataset(", "def prepare_boot("))
    wanted = {"sample_priors", "generate_dataset", "prepare_boot", "split_dataset"}
    defs = [n for n in gen.body if isinstance(n, ast.FunctionDef) and n.name in wanted]
    if {d.name for d in defs} != wanted:
        sys.exit("the notebook's simulation cell lacks one of " + ", ".join(sorted(wanted)))
    exec(compile(ast.Module(body=defs, type_ignores=[]), "notebook-simulation", "exec"), env)

    # The parameter cell: its assignments and the simulation loop, then (separately) its aggregation.
    run = ast.parse(find_cell(sources, "n_datasets = ", "alt_test(llm_boot"))
    loops = [i for i, n in enumerate(run.body) if isinstance(n, ast.For)]
    if len(loops) < 2:
        sys.exit("the notebook's parameter cell does not hold the simulation and aggregation loops")
    simulation_part = run.body[: loops[1]]
    aggregation_part = run.body[loops[1] : loops[1] + 1]
    overrides = {}
    if args.sizes:
        overrides["sizes"] = [int(s) for s in args.sizes.split(",")]
    if args.datasets:
        overrides["n_datasets"] = args.datasets
    for name, value in overrides.items():
        assigned = [n for n in simulation_part
                    if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in n.targets)]
        if len(assigned) != 1:
            sys.exit(f"the notebook's parameter cell does not assign {name} once")
        assigned[0].value = ast.parse(repr(value), mode="eval").body
    env["tqdm"] = lambda it, **kw: it
    env["compute_traditional_measures"] = lambda dataset: {}
    np.random.seed(args.seed)
    exec(compile(ast.Module(body=simulation_part, type_ignores=[]), "notebook-parameters", "exec"), env)

    results, sizes, epsilons = env["results"], env["sizes"], env["epsilons"]
    D, B = env["n_datasets"], env["n_boots"]
    raw = {size: {k: list(v) for k, v in results[size].items()} for size in sizes}
    exec(compile(ast.Module(body=aggregation_part, type_ignores=[]), "notebook-aggregation", "exec"), env)
    theirs = env["results"]

    def se(values):
        means = np.nanmean(np.asarray(values, dtype=float).reshape(D, B), axis=1)
        means = means[~np.isnan(means)]
        return float(np.std(means, ddof=1) / np.sqrt(len(means)))

    with open(args.out, "w", encoding="utf-8", newline="\n") as out:
        out.write("items,epsilon,winning_rate,advantage,advantage_p05,advantage_p95,datasets,draws,"
                  "winning_rate_se,advantage_se,seed\n")
        for size in sizes:
            app = raw[size]["app"]
            for eps in epsilons:
                wr = raw[size][f"wr_{eps}"]
                row = [float(np.nanmean(wr)), float(np.nanmean(app)), float(np.nanpercentile(app, 5)),
                       float(np.nanpercentile(app, 95))]
                expected = [theirs[size][f"wr_{eps}"], theirs[size]["app"], theirs[size]["app_05"], theirs[size]["app_95"]]
                if row != expected:
                    sys.exit(f"aggregation differs from the notebook's at size {size}, epsilon {eps}: {row} vs {expected}")
                out.write(",".join([str(size), repr(float(eps))] + [repr(v) for v in row]
                                   + [str(D), str(B), repr(se(wr)), repr(se(app)), str(args.seed)]) + "\n")


if __name__ == "__main__":
    main()
