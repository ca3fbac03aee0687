# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Reference values for engine/stats/descriptive.cpp and correlation.cpp (tests/stats/tst_descriptive.cpp).
# Run from this folder: Rscript descriptive.R -> descriptive.csv, correlation.csv, ttest.csv
# Vectors are ';'-joined; numbers have 17 significant digits (strtod gives R's double).
f <- function(v) paste(sprintf("%.17g", v), collapse = ";")
set.seed(20260101)
cases <- list(
    ints = c(3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5),
    ties = c(2, 2, 2, 1, 1, 3, 3, 3, 3, 0.5),
    tenths = c(0.1, 0.2, 0.3, 0.7, 0.7, 1.1, 2.3),
    big_offset = 1e9 + c(0.1, 0.2, 0.3, 0.4, 0.55),
    normals = round(rnorm(37, 5, 2), 3),
    two = c(4.25, -1.5),
    single = c(42),
    constant = rep(7.5, 6)
)
probs <- c(0, 0.025, 0.1, 0.25, 0.5, 0.75, 0.9, 0.975, 1)
rows <- lapply(names(cases), function(nm) {
    x <- cases[[nm]]
    data.frame(case = nm, n = length(x), x = f(x), mean = f(mean(x)), var = f(var(x)), sd = f(sd(x)),
               median = f(median(x)), probs = f(probs), quantile7 = f(quantile(x, probs, type = 7, names = FALSE)),
               rank = f(rank(x, ties.method = "average")), tabulate9 = f(tabulate(as.integer(round(x)), nbins = 9)))
})
write.csv(do.call(rbind, rows), "descriptive.csv", row.names = FALSE, quote = FALSE)

# cor.test (Pearson) and Spearman
pairs <- list(
    linear = list(x = 1:10 + c(0.3, -0.2, 0.1, 0, 0.5, -0.4, 0.2, 0.1, -0.3, 0), y = c(2, 4, 5, 4, 5, 7, 8, 9, 8, 11)),
    ties = list(x = c(1, 2, 2, 3, 3, 3, 4, 5, 5, 6, 7, 7), y = c(1, 1, 2, 2, 3, 3, 3, 3, 4, 5, 5, 5)),
    negative = list(x = round(rnorm(25), 2), y = NULL),
    n4 = list(x = c(1, 2, 3, 5), y = c(2, 1, 4, 4)),
    n3 = list(x = c(1, 2, 4), y = c(3, 1, 2)),
    weak = list(x = round(rnorm(200), 4), y = round(rnorm(200), 4))
)
pairs$negative$y <- -pairs$negative$x + round(rnorm(25, 0, 0.8), 2)
rows <- lapply(names(pairs), function(nm) {
    x <- pairs[[nm]]$x; y <- pairs[[nm]]$y
    ct <- cor.test(x, y)
    ci <- if (is.null(ct$conf.int)) c(NA, NA) else ct$conf.int
    data.frame(case = nm, n = length(x), x = f(x), y = f(y), r = f(ct$estimate), t = f(ct$statistic),
               df = f(ct$parameter), p = f(ct$p.value), ci_low = f(ci[1]), ci_high = f(ci[2]),
               spearman = f(cor(x, y, method = "spearman")))
})
write.csv(do.call(rbind, rows), "correlation.csv", row.names = FALSE, quote = FALSE)

# one-sample t.test
tcases <- list(a = list(x = c(0.3, -0.1, 0.45, 0.2, 0.05, 0.6, -0.2), mu = 0),
               b = list(x = round(rnorm(30, 5, 2), 3), mu = 4.5),
               c = list(x = c(1, 2), mu = 10))
rows <- lapply(names(tcases), function(nm) {
    tc <- tcases[[nm]]
    tt <- t.test(tc$x, mu = tc$mu, conf.level = 0.9)
    data.frame(case = nm, x = f(tc$x), mu = f(tc$mu), level = 0.9, mean = f(tt$estimate), se = f(tt$stderr),
               t = f(tt$statistic), df = f(tt$parameter), p = f(tt$p.value), ci_low = f(tt$conf.int[1]),
               ci_high = f(tt$conf.int[2]))
})
write.csv(do.call(rbind, rows), "ttest.csv", row.names = FALSE, quote = FALSE)
