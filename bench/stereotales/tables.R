# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The benchmark tables: the reference set's tables (from REFERENCE_DIR/stereotales_tables_long.csv)
# plus typical attribute tables (seeded), written as `table,nrow,ncol,counts` (row-major).
#   Rscript tables.R REFERENCE_DIR OUT.csv
args <- commandArgs(trailingOnly = TRUE)
long <- read.csv(file.path(args[1], "stereotales_tables_long.csv"), stringsAsFactors = FALSE)
out <- list()
for (t in unique(long$table)) {
  d <- long[long$table == t, ]
  a <- unique(d$a); b <- unique(d$b)
  m <- matrix(0, length(a), length(b))
  for (i in seq_len(nrow(d))) m[match(d$a[i], a), match(d$b[i], b)] <- d$count[i]
  out[[t]] <- m
}
set.seed(20261201)
typical <- function(r, k, n, strength) {
  pr <- rev(sort(runif(r, 0.5, 1.5))); pc <- rev(sort(rexp(k) + 0.2))
  p <- outer(pr, pc) * exp(strength * matrix(rnorm(r * k), r, k))
  matrix(rmultinom(1, n, p / sum(p)), r, k)
}
out[["S1_5x8_null"]] <- typical(5, 8, 2000, 0)
out[["S2_5x8_assoc"]] <- typical(5, 8, 2000, 0.3)
out[["S3_3x6"]] <- typical(3, 6, 1500, 0.1)
out[["S4_10x10"]] <- typical(10, 10, 2000, 0.1)
out[["S5_4x3"]] <- typical(4, 3, 800, 0)
out[["S6_2x9"]] <- typical(2, 9, 1200, 0.2)
rows <- data.frame(table = names(out), nrow = sapply(out, nrow), ncol = sapply(out, ncol),
                   counts = sapply(out, function(m) paste(as.vector(t(m)), collapse = " ")))
write.csv(rows, args[2], row.names = FALSE, quote = FALSE)
