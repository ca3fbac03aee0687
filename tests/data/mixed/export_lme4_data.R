# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes lme4's bundled data sets used by tests/mixed as CSV (run from this folder):
#   Rscript export_lme4_data.R
suppressPackageStartupMessages(library(lme4))
w <- function(d, f) write.csv(d, f, row.names = FALSE, quote = FALSE)
w(data.frame(Reaction = sleepstudy$Reaction, Days = sleepstudy$Days,
             Subject = as.integer(sleepstudy$Subject)), "sleepstudy.csv")
w(data.frame(Batch = as.integer(Dyestuff$Batch), Yield = Dyestuff$Yield), "dyestuff.csv")
w(data.frame(herd = as.integer(cbpp$herd), incidence = cbpp$incidence, size = cbpp$size,
             period = as.integer(cbpp$period)), "cbpp.csv")
