# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Reference values for engine/stats/distributions.cpp (tests/stats/tst_distributions.cpp).
# Run from this folder: Rscript distributions.R  -> distributions.csv
# Columns: fn, x, a, b, c, lower (1/0), value. Unused parameters are NA. Numbers are written with
# 17 significant digits, so strtod gives R's double exactly.
rows <- list()
add <- function(fn, x, a = NA, b = NA, c = NA, lower = TRUE, value) {
    rows[[length(rows) + 1]] <<- data.frame(fn = fn, x = x, a = a, b = b, c = c, lower = as.integer(lower),
                                            value = value)
}
for (lower in c(TRUE, FALSE)) {
    for (x in c(-40, -8.5, -3, -1.96, -0.5, 0, 0.3, 1, 1.6448536269514722, 2.5, 6, 12, 38))
        add("pnorm", x, 0, 1, NA, lower, pnorm(x, lower.tail = lower))
    add("pnorm", 3.2, 1.5, 2.5, NA, lower, pnorm(3.2, 1.5, 2.5, lower.tail = lower))
    for (p in c(1e-300, 1e-20, 1e-8, 0.001, 0.025, 0.2, 0.5, 0.7, 0.975, 0.999, 1 - 1e-12))
        add("qnorm", p, 0, 1, NA, lower, qnorm(p, lower.tail = lower))
    add("qnorm", 0.3, -2, 4, NA, lower, qnorm(0.3, -2, 4, lower.tail = lower))
    for (df in c(0.7, 1, 2, 3, 5.5, 16, 44, 100, 238, 1e4)) {
        for (t in c(-30, -4.2, -2, -0.3, 0, 0.8, 2.1199052992210112, 3.5, 9, 60))
            add("pt", t, df, NA, NA, lower, pt(t, df, lower.tail = lower))
        # qt only for df >= 1: for df < 1 neither R nor Boost is accurate in the far tails (~5e-8)
        if (df >= 1) for (p in c(1e-15, 1e-6, 0.005, 0.025, 0.1, 0.5, 0.8, 0.975, 0.995, 1 - 1e-9))
            add("qt", p, df, NA, NA, lower, qt(p, df, lower.tail = lower))
    }
    for (df in c(0.5, 1, 2, 3, 7, 20, 150, 2000)) {
        for (x in c(0, 1e-6, 0.05, 0.7, 2, 3.84, 10, 45, 300, 2500))
            add("pchisq", x, df, NA, NA, lower, pchisq(x, df, lower.tail = lower))
        for (p in c(1e-12, 0.001, 0.05, 0.3, 0.5, 0.9, 0.95, 0.999, 1 - 1e-10))
            add("qchisq", p, df, NA, NA, lower, qchisq(p, df, lower.tail = lower))
    }
    for (dfs in list(c(1, 1), c(1, 10), c(2, 234), c(2, 237), c(5, 3), c(3, 40.5), c(12, 120), c(50, 2), c(200, 800))) {
        for (f in c(0, 1e-4, 0.2, 0.9, 1, 1.7, 3.1, 7.5, 25, 400, 1e5))
            add("pf", f, dfs[1], dfs[2], NA, lower, pf(f, dfs[1], dfs[2], lower.tail = lower))
        for (p in c(1e-10, 0.01, 0.05, 0.25, 0.5, 0.9, 0.95, 0.99, 1 - 1e-8))
            add("qf", p, dfs[1], dfs[2], NA, lower, qf(p, dfs[1], dfs[2], lower.tail = lower))
    }
    # phyper(x, m, n, k): m white, n black, k drawn
    for (par in list(c(10, 7, 8), c(30, 70, 20), c(250, 3000, 400), c(1200, 5800, 900), c(5, 5, 10), c(3, 40, 2))) {
        m <- par[1]; n <- par[2]; k <- par[3]
        lo <- max(0, k - n); hi <- min(k, m)
        xs <- unique(round(c(lo - 1, lo, lo + 1, (lo + hi) / 2, k * m / (m + n), hi - 1, hi, hi + 2, hi * 0.9)))
        for (x in xs) {
            add("phyper", x, m, n, k, lower, phyper(x, m, n, k, lower.tail = lower))
            if (lower) add("dhyper", x, m, n, k, TRUE, dhyper(x, m, n, k))
        }
    }
    for (ab in list(c(0.5, 0.5), c(1, 1), c(2, 5), c(10, 3.5), c(100, 120), c(0.1, 30))) {
        for (x in c(0, 1e-8, 0.01, 0.2, 0.45, 0.5, 0.77, 0.99, 1))
            add("pbeta", x, ab[1], ab[2], NA, lower, pbeta(x, ab[1], ab[2], lower.tail = lower))
    }
}
for (x in c(-2.5, -0.5, 1e-10, 0.5, 1, 2, 3.7, 8, 25.5, 120, 1e5))
    add("lgamma", x, NA, NA, NA, TRUE, lgamma(x))
out <- do.call(rbind, rows)
fmt <- function(v) ifelse(is.na(v), "NA", ifelse(is.infinite(v), ifelse(v > 0, "Inf", "-Inf"), sprintf("%.17g", v)))
for (col in c("x", "a", "b", "c", "value")) out[[col]] <- fmt(out[[col]])
write.csv(out, "distributions.csv", row.names = FALSE, quote = FALSE)
# the README's anchor: pt(qt(0.975, 16), 16) is exactly 0.975
stopifnot(pt(qt(0.975, 16), 16) == 0.975)
