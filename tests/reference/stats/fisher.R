# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# fisher.csv: exact Fisher p-values (R's network algorithm) of small r x c tables, for the full
# enumeration of engine/stats/fisher.cpp, with chi-square (correct = FALSE) beside them.
#   cd tests/reference/stats && Rscript fisher.R
set.seed(20261201)
tabs <- list(
  list(name = "E1_2x3", m = matrix(c(3, 1, 4, 1, 5, 2), 2, byrow = TRUE)),
  list(name = "E2_3x3", m = matrix(c(2, 0, 3, 1, 4, 1, 3, 2, 0), 3, byrow = TRUE)),
  list(name = "E3_3x4", m = matrix(c(4, 1, 0, 2, 1, 3, 2, 0, 0, 2, 5, 1), 3, byrow = TRUE)),
  list(name = "E4_2x5", m = matrix(c(6, 2, 1, 0, 3, 1, 4, 5, 3, 2), 2, byrow = TRUE)),
  list(name = "E5_4x4", m = matrix(c(3, 0, 1, 0, 0, 2, 1, 1, 1, 0, 3, 0, 0, 1, 0, 4), 4, byrow = TRUE)),
  list(name = "E6_3x3_zero_row", m = matrix(c(5, 1, 2, 0, 0, 0, 1, 4, 3), 3, byrow = TRUE))
)
# a few random ones
for (i in 1:6) {
  r <- sample(2:4, 1); k <- sample(2:4, 1)
  m <- matrix(rpois(r * k, 2.5), r, k)
  tabs[[length(tabs) + 1]] <- list(name = sprintf("R%d_%dx%d", i, r, k), m = m)
}
# the shortest of 15, 16, 17 significant digits that reads back as the same double (README conventions)
fmt <- function(x) vapply(x, function(v) {
  if (is.na(v)) return("NA")
  if (v == round(v) && abs(v) < 1e15) return(sprintf("%.0f", v))
  for (d in 15:17) { s <- sprintf("%.*g", d, v); if (as.numeric(s) == v) return(s) }
  s
}, character(1))
rows <- lapply(tabs, function(t) {
  m <- t$m
  keep <- m[rowSums(m) > 0, colSums(m) > 0, drop = FALSE]
  cs <- suppressWarnings(chisq.test(keep, correct = FALSE))
  data.frame(table = t$name, nrow = nrow(m), ncol = ncol(m),
             counts = paste(as.vector(t(m)), collapse = " "),
             fisher_exact_p = fmt(fisher.test(m, workspace = 2e8)$p.value),
             chisq = fmt(unname(cs$statistic)), chisq_df = fmt(unname(cs$parameter)), chisq_p = fmt(cs$p.value))
})
write.csv(do.call(rbind, rows), "fisher.csv", row.names = FALSE, quote = FALSE)
