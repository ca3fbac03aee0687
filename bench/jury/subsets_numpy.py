# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The same full jury subset search as bench_subsets.cpp, vectorised with numpy/scipy: for each table
# and each panel size, every combination of judges at once (chunks of combinations x items arrays),
# the mean or median per item, scipy.stats.rankdata(axis=0) for the average ranks, and Pearson of the
# centred columns. Reads DATA.csv written by bench_subsets, writes RESULTS.csv in its format and prints
#   numpy_seconds=<best of REPEATS, wall> first=<first run> cpu_seconds_last_run=<CPU> subsets=<total>
#   /usr/bin/python3 subsets_numpy.py DATA.csv RESULTS.csv [REPEATS]
import csv
import itertools
import sys
import time

import numpy as np
import scipy
from scipy.stats import rankdata

CHUNK = 256  # combinations per vectorised block (keeps the n x C x s block in cache-sized pieces)


def load(path):
    tables = {}
    order = []
    with open(path, newline="") as f:
        rows = csv.reader(f)
        header = next(rows)
        k = len(header) - 4
        for row in rows:
            key = (row[0], row[1])
            if key not in tables:
                tables[key] = ([], [])
                order.append(key)
            tables[key][0].append(float(row[3]))
            tables[key][1].append([int(float(v)) for v in row[4:]])
    return k, [(key, np.array(tables[key][0]), np.array(tables[key][1], dtype=np.int8)) for key in order]


def centred_corr(x, yc, syy):
    xc = x - x.mean(axis=0)
    return (xc * yc[:, None]).sum(axis=0) / np.sqrt((xc * xc).sum(axis=0) * syy)


def search(k, tables):
    out = []
    combos_by_size = {s: np.array(list(itertools.combinations(range(k), s))) for s in range(2, k + 1)}
    for (corpus, condition), human, scores in tables:
        hc = human - human.mean()
        shh = (hc * hc).sum()
        ry = rankdata(human)
        ryc = ry - ry.mean()
        syy = (ryc * ryc).sum()
        for agg in ("mean", "median"):
            for s, combos in combos_by_size.items():
                for start in range(0, len(combos), CHUNK):
                    c = combos[start:start + CHUNK]
                    block = scores[:, c]  # n x C x s
                    a = block.mean(axis=2) if agg == "mean" else np.median(block, axis=2)
                    rho = centred_corr(rankdata(a, axis=0), ryc, syy)
                    r = centred_corr(a, hc, shh)
                    masks = (1 << c).sum(axis=1)
                    out.append((corpus, condition, agg, masks, rho, r))
    return out


def main():
    data, results = sys.argv[1], sys.argv[2]
    repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    k, tables = load(data)
    best, first, cpu = float("inf"), None, 0.0
    for i in range(repeats):
        t0 = time.perf_counter()
        c0 = time.process_time()
        out = search(k, tables)
        dt = time.perf_counter() - t0
        cpu = time.process_time() - c0
        first = dt if first is None else first
        best = min(best, dt)
    total = 0
    with open(results, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["corpus", "condition", "aggregate", "mask", "spearman_rho", "pearson_r"])
        for corpus, condition, agg, masks, rho, r in out:
            total += len(masks)
            for m, a, b in zip(masks, rho, r):
                w.writerow([corpus, condition, agg, int(m), repr(float(a)), repr(float(b))])
    print("numpy_seconds=%.4f first=%.4f cpu_seconds_last_run=%.4f subsets=%d numpy=%s scipy=%s"
          % (best, first, cpu, total, np.__version__, scipy.__version__))


if __name__ == "__main__":
    main()
