# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Reference values for engine/stats/multiplicity.cpp (tests/stats/tst_multiplicity.cpp): p.adjust with
# every method on a few vectors (ties, NA, n > length). Run: Rscript multiplicity.R -> multiplicity.csv
f <- function(v) paste(ifelse(is.na(v), "NA", sprintf("%.17g", v)), collapse = ";")
set.seed(99)
cases <- list(
    small = c(0.01, 0.04, 0.03, 0.005),
    two = c(0.02, 0.04),
    ties = c(0.01, 0.01, 0.02, 0.02, 0.02, 0.5, 1, 0.0001, 0.04, 0.04),
    with_na = c(0.03, NA, 0.001, 0.2, NA, 0.04, 0.9),
    random = signif(c(runif(20)^3, 1e-12, 3e-8), 6),
    one = c(0.3)
)
rows <- list()
for (nm in names(cases)) for (m in c("holm", "hochberg", "hommel", "BH", "BY", "bonferroni", "none")) {
    p <- cases[[nm]]
    rows[[length(rows) + 1]] <- data.frame(case = nm, method = m, n = sum(!is.na(p)), p = f(p), adjusted = f(p.adjust(p, m)))
}
# explicit n larger than the number of p-values
for (m in c("holm", "hochberg", "hommel", "BH", "BY", "bonferroni")) {
    p <- cases$small
    rows[[length(rows) + 1]] <- data.frame(case = "small_n9", method = m, n = 9, p = f(p), adjusted = f(p.adjust(p, m, n = 9)))
}
write.csv(do.call(rbind, rows), "multiplicity.csv", row.names = FALSE, quote = FALSE)
