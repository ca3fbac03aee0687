# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# stereotales_cell_tests.csv from its own count columns (table, a, b, n_ab, n_a, n_b, N): the collapsed
# 2x2 table of each cell, Fisher's exact tests, lift, and BY / BH adjustment within each table.
#   Rscript 08_contingency.R REFERENCE_DIR OUT_DIR
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
ref <- args[1]; out <- args[2]

cells <- read_csv_plain(file.path(ref, "stereotales_cell_tests.csv"))[, c("table", "a", "b", "n_ab", "n_a", "n_b", "N")]
rows <- lapply(seq_len(nrow(cells)), function(i) {
  with(cells[i, ], {
    m2 <- matrix(c(n_ab, n_b - n_ab, n_a - n_ab, N - n_a - n_b + n_ab), 2, 2)
    greater <- fisher.test(m2, alternative = "greater")
    two <- fisher.test(m2)
    data.frame(p_b_given_a = n_ab / n_a, p_b = n_b / N, lift = (n_ab / n_a) / (n_b / N),
               p_fisher_greater = greater$p.value,
               p_phyper_upper = phyper(n_ab - 1, n_b, N - n_b, n_a, lower.tail = FALSE),
               p_fisher_two_sided = two$p.value, odds_ratio_cond_mle = unname(two$estimate))
  })
})
res <- cbind(cells, do.call(rbind, rows))
res$p_by <- NA; res$p_bh <- NA
for (t in unique(res$table)) {
  k <- res$table == t
  res$p_by[k] <- p.adjust(res$p_fisher_greater[k], "BY")
  res$p_bh[k] <- p.adjust(res$p_fisher_greater[k], "BH")
}
write_ref_csv(res, file.path(out, "stereotales_cell_tests.csv"))
