# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Golden for rl::agreement::deltaAlpha with an extra rater that skips units and gives values the other
# raters never used (0, 4.5, 12). Run from this folder:
#   Rscript make.R ../../../reference/R/common.R
# Writes ratings.csv (unit, value), extra.csv (unit, value; NA = not rated) and expected.csv.
args <- commandArgs(trailingOnly = TRUE)
source(args[1])
set.seed(20260101)
units <- 40
m <- sample(0:5, units, replace = TRUE)
r <- data.frame(unit = rep(seq_len(units), m), value = sample(1:7, sum(m), replace = TRUE))
extra <- sample(c(NA, 0, 4.5, 12, 1:7), units, replace = TRUE, prob = c(1, 1, 1, 1, rep(1, 7)))
e <- data.frame(unit = seq_len(units), value = extra)
ok <- !is.na(e$value)
out <- NULL
for (level in c("nominal", "ordinal", "interval", "ratio")) {
  # units are given as the unit ids 1..units so that unpaired units stay in the data
  base <- kripp_alpha_long(r$unit, r$value, level)
  with <- kripp_alpha_long(c(r$unit, e$unit[ok]), c(r$value, e$value[ok]), level)
  out <- rbind(out, data.frame(level = level, alpha_base = base$alpha, alpha_with = with$alpha,
                               delta = with$alpha - base$alpha, n_pairable_with = with$n_pairable,
                               n_units_with = with$n_units, D_o_with = with$D_o, D_e_with = with$D_e))
}
write_ref_csv(r, "ratings.csv")
write_ref_csv(e, "extra.csv")
write_ref_csv(out, "expected.csv")
