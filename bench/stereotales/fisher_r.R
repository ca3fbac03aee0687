# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# R's side of the per-table benchmark: fisher.test(simulate.p.value = TRUE, B) on each table of
# TABLES.csv (`table,nrow,ncol,counts`), one core; writes `table,p,seconds` (user CPU seconds).
#   Rscript fisher_r.R TABLES.csv B OUT.csv
args <- commandArgs(trailingOnly = TRUE)
d <- read.csv(args[1], stringsAsFactors = FALSE)
B <- as.numeric(args[2])
out <- data.frame(table = d$table, p = NA, seconds = NA)
for (i in seq_len(nrow(d))) {
  m <- matrix(as.integer(strsplit(d$counts[i], " ")[[1]]), d$nrow[i], byrow = TRUE)
  set.seed(i)
  t <- system.time(r <- fisher.test(m, simulate.p.value = TRUE, B = B))
  out$p[i] <- r$p.value
  out$seconds[i] <- t[["user.self"]]
}
write.csv(out, args[3], row.names = FALSE, quote = FALSE)
