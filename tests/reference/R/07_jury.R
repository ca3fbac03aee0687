# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# jury_correlations.csv from jury_data.csv: Spearman (average ranks) and Pearson of each judge and of
# the row mean / median of all judges and of the fixed subsets S1..S3 against the gold score.
#   Rscript 07_jury.R REFERENCE_DIR OUT_DIR
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
ref <- args[1]; out <- args[2]

d <- read_csv_plain(file.path(ref, "jury_data.csv"))
judges <- sprintf("j%02d", 1:13)
J <- as.matrix(d[, judges])
subsets <- list(S1 = c(1, 2, 3), S2 = c(2, 5, 8, 11, 13), S3 = c(1, 3, 4, 6, 7, 9))
preds <- list()
for (j in judges) preds[[j]] <- d[[j]]
preds[["mean_all"]] <- rowMeans(J)
preds[["median_all"]] <- apply(J, 1, median)
for (s in names(subsets)) {
  preds[[paste0("mean_", s)]] <- rowMeans(J[, subsets[[s]], drop = FALSE])
  preds[[paste0("median_", s)]] <- apply(J[, subsets[[s]], drop = FALSE], 1, median)
}
res <- data.frame(predictor = names(preds),
                  spearman_rho = vapply(preds, function(x) cor(x, d$human, method = "spearman"), 0),
                  pearson_r = vapply(preds, function(x) cor(x, d$human), 0),
                  n = nrow(d), stringsAsFactors = FALSE)
write_ref_csv(res, file.path(out, "jury_correlations.csv"))
