# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# stereotales_table_tests.csv from stereotales_tables_long.csv (table, a, b, count): per table Fisher's
# exact test (network algorithm; the error text when R cannot), the simulated test (seed 10 + table
# number, B = 1e5), chi-square without and (2 x 2) with continuity correction, Cramer's V and its bias
# correction (Bergsma 2013).
#   Rscript 10_contingency_tables.R REFERENCE_DIR OUT_DIR
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
ref <- args[1]; out <- args[2]

long <- read_csv_plain(file.path(ref, "stereotales_tables_long.csv"))
tabs <- unique(long$table)
rows <- lapply(seq_along(tabs), function(i) {
  d <- long[long$table == tabs[i], ]
  a <- unique(d$a); b <- unique(d$b)
  tab <- matrix(0, length(a), length(b))
  for (k in seq_len(nrow(d))) tab[match(d$a[k], a), match(d$b[k], b)] <- d$count[k]
  N <- sum(tab); r <- nrow(tab); k <- ncol(tab)
  exact <- tryCatch(fisher.test(tab, workspace = 2e8)$p.value, error = function(e) e)
  err <- if (inherits(exact, "error")) substr(gsub("\n", " ", conditionMessage(exact)), 1, 60) else ""
  if (inherits(exact, "error")) exact <- NA
  seed <- 10 + i
  set.seed(seed)
  sim <- fisher.test(tab, simulate.p.value = TRUE, B = 1e5)$p.value
  cs <- suppressWarnings(chisq.test(tab, correct = FALSE))
  yates <- if (r == 2 && k == 2) suppressWarnings(chisq.test(tab, correct = TRUE)) else NULL
  phi2 <- unname(cs$statistic) / N
  phi2c <- max(0, phi2 - (k - 1) * (r - 1) / (N - 1))
  rc <- r - (r - 1)^2 / (N - 1); kc <- k - (k - 1)^2 / (N - 1)
  data.frame(table = tabs[i], nrow = r, ncol = k, N = N, fisher_exact_p = exact,
             fisher_exact_call = "fisher.test(tab, workspace = 2e8)", fisher_exact_error = err,
             fisher_sim_p = sim, fisher_sim_B = 1e5, fisher_sim_seed = seed,
             fisher_sim_call = sprintf("set.seed(%d); fisher.test(tab, simulate.p.value = TRUE, B = 100000)", seed),
             chisq = unname(cs$statistic), chisq_df = unname(cs$parameter), chisq_p = cs$p.value,
             chisq_min_expected = min(cs$expected),
             chisq_yates = if (is.null(yates)) NA else unname(yates$statistic),
             chisq_yates_p = if (is.null(yates)) NA else yates$p.value,
             phi2 = phi2, cramers_v = sqrt(phi2 / min(r - 1, k - 1)), phi2_corrected = phi2c,
             r_corrected = rc, k_corrected = kc, cramers_v_corrected = sqrt(phi2c / min(kc - 1, rc - 1)),
             stringsAsFactors = FALSE)
})
write_ref_csv(do.call(rbind, rows), file.path(out, "stereotales_table_tests.csv"))
