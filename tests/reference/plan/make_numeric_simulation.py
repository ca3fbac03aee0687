#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The numeric simulation of `raterlab-cli plan --simulate numeric`, with the Alt-test authors' alt_test().

usage: make_numeric_simulation.py NOTEBOOK [--seed N] [--out FILE]

NOTEBOOK is alt_test_example.ipynb of https://github.com/nitaytech/AltTest (see README.md here). Its alt_test()
(with 'neg_rmse' scoring), prepare_boot() and split_dataset() are executed from the notebook; the data come from
the crossed model of engine/analysis/plan/simulation.h written here in numpy (rating = item + rater + residual,
model = item + bias + error), at item variance 1, rater variance 0.1, residual variance 0.5, model bias 0.2,
model error variance 0.4, 6 raters and 500 items per data set, 3 raters per draw, 20 data sets x 10 draws,
sizes 30, 60, 100, 150, 200, epsilon 0, 0.05, 0.1, 0.2. Writes the columns of alt_test_simulation.csv.
"""
import argparse
import ast
import json
import sys

import numpy as np

PARAMS = dict(item_var=1.0, rater_var=0.1, residual_var=0.5, model_bias=0.2, model_error_var=0.4,
              max_items=500, max_annotators=6, n_annotators=3, n_datasets=20, n_boots=10,
              sizes=[30, 60, 100, 150, 200], epsilons=[0.0, 0.05, 0.1, 0.2])


def notebook_env(path):
    with open(path, encoding="utf-8") as f:
        sources = ["".join(c["source"]) for c in json.load(f)["cells"] if c["cell_type"] == "code"]
    env = {"__name__": "alt_test_notebook"}
    exec(next(s for s in sources if "import numpy as np" in s and "ttest_1samp" in s), env)
    exec(next(s for s in sources if "def alt_test(" in s and "def by_procedure(" in s), env)
    gen = ast.parse(next(s for s in sources if "def generate_dataset(" in s and "def prepare_boot(" in s))
    defs = [n for n in gen.body if isinstance(n, ast.FunctionDef) and n.name in ("prepare_boot", "split_dataset")]
    if len(defs) != 2:
        sys.exit("the notebook lacks prepare_boot or split_dataset")
    exec(compile(ast.Module(body=defs, type_ignores=[]), "notebook-simulation", "exec"), env)
    return env


def numeric_dataset(p):
    rater = np.random.normal(0.0, np.sqrt(p["rater_var"]), p["max_annotators"])
    dataset = {}
    for item_id in range(p["max_items"]):
        u = np.random.normal(0.0, np.sqrt(p["item_var"]))
        item = {"gold": float(u)}
        for a in range(1, p["max_annotators"] + 1):
            item[f"annotator_{a}"] = float(u + rater[a - 1] + np.random.normal(0.0, np.sqrt(p["residual_var"])))
        item["llm"] = float(u + p["model_bias"] + np.random.normal(0.0, np.sqrt(p["model_error_var"])))
        dataset[item_id] = item
    return dataset


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebook")
    ap.add_argument("--seed", type=int, default=20260603)
    ap.add_argument("--out", default="numeric_simulation.csv")
    args = ap.parse_args()
    env = notebook_env(args.notebook)
    p = PARAMS
    D, B = p["n_datasets"], p["n_boots"]
    np.random.seed(args.seed)
    wr = {(n, e): np.zeros((D, B)) for n in p["sizes"] for e in p["epsilons"]}
    app = {n: np.zeros((D, B)) for n in p["sizes"]}
    for d in range(D):
        dataset = numeric_dataset(p)
        for n in p["sizes"]:
            for b in range(B):
                boot = env["prepare_boot"](dataset, n, p["n_annotators"], replace=False)
                llm, humans = env["split_dataset"](boot)
                for e in p["epsilons"]:
                    w, a = env["alt_test"](llm, humans, "neg_rmse", e)
                    wr[(n, e)][d, b] = w
                    app[n][d, b] = a

    def se(x):
        return float(np.std(x.mean(axis=1), ddof=1) / np.sqrt(D))

    with open(args.out, "w", encoding="utf-8", newline="\n") as out:
        out.write("items,epsilon,winning_rate,advantage,advantage_p05,advantage_p95,datasets,draws,"
                  "winning_rate_se,advantage_se,seed\n")
        for n in p["sizes"]:
            for e in p["epsilons"]:
                row = [float(np.mean(wr[(n, e)])), float(np.mean(app[n])), float(np.percentile(app[n], 5)),
                       float(np.percentile(app[n], 95))]
                out.write(",".join([str(n), repr(float(e))] + [repr(v) for v in row]
                                   + [str(D), str(B), repr(se(wr[(n, e)])), repr(se(app[n])), str(args.seed)]) + "\n")


if __name__ == "__main__":
    main()
