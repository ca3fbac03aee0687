# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# bland_altman.csv from bland_altman_data.csv (d = x - y; rows for z = 1.96 and z = 2).
#   Rscript 02_bland_altman.R REFERENCE_DIR OUT_DIR
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
ref <- args[1]; out <- args[2]

data <- read_csv_plain(file.path(ref, "bland_altman_data.csv"))
rows <- list()
for (case in unique(data$case)) {
  d <- data[data$case == case, ]
  for (z in c(1.96, 2)) {
    b <- bland_altman(d$x, d$y, z)
    n <- b$n; s <- b$sd; tq <- b$t_quantile
    se86 <- sqrt(3 * s^2 / n) # Bland & Altman (1986)
    # Exact limits CIs: the upper limit's quantiles via the non-central t, the lower mirrored.
    q <- qt(c(0.025, 0.975), n - 1, ncp = z * sqrt(n))
    rows[[length(rows) + 1]] <- data.frame(case = case, n = n, bias = b$bias, sd = s, z = z,
      loa_lower = b$loa_lower, loa_upper = b$loa_upper, t_quantile = tq,
      bias_ci_lower = b$bias_ci_lower, bias_ci_upper = b$bias_ci_upper, se_bias = b$se_bias,
      se_loa_ba1999 = b$se_loa,
      loa_lower_ci_lower_ba1999 = b$loa_lower_ci_lower, loa_lower_ci_upper_ba1999 = b$loa_lower_ci_upper,
      loa_upper_ci_lower_ba1999 = b$loa_upper_ci_lower, loa_upper_ci_upper_ba1999 = b$loa_upper_ci_upper,
      se_loa_ba1986 = se86,
      loa_lower_ci_lower_ba1986 = b$loa_lower - tq * se86, loa_lower_ci_upper_ba1986 = b$loa_lower + tq * se86,
      loa_upper_ci_lower_ba1986 = b$loa_upper - tq * se86, loa_upper_ci_upper_ba1986 = b$loa_upper + tq * se86,
      loa_upper_ci_lower_exact = b$bias + s * q[1] / sqrt(n), loa_upper_ci_upper_exact = b$bias + s * q[2] / sqrt(n),
      loa_lower_ci_lower_exact = b$bias - s * q[2] / sqrt(n), loa_lower_ci_upper_exact = b$bias - s * q[1] / sqrt(n),
      propbias_intercept = b$prop_intercept, propbias_intercept_se = b$prop_intercept_se,
      propbias_slope = b$prop_slope, propbias_slope_se = b$prop_slope_se, propbias_slope_t = b$prop_slope_t,
      propbias_slope_p = b$prop_slope_p, propbias_r_squared = b$prop_r_squared, propbias_df = b$prop_df,
      stringsAsFactors = FALSE)
  }
}
write_ref_csv(do.call(rbind, rows), file.path(out, "bland_altman.csv"))
