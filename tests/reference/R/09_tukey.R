# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# tukey_ptukey_grid.csv and tukey_qtukey_grid.csv: R's ptukey / qtukey on the grids of the committed files.
#   Rscript 09_tukey.R REFERENCE_DIR OUT_DIR
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
ref <- args[1]; out <- args[2]

g <- read_csv_plain(file.path(ref, "tukey_ptukey_grid.csv"))[, c("q", "nmeans", "df")]
g$df <- as.numeric(g$df) # "Inf" reads as Inf
g$ptukey <- mapply(function(q, k, df) ptukey(q, k, df), g$q, g$nmeans, g$df)
g$ptukey_upper <- mapply(function(q, k, df) ptukey(q, k, df, lower.tail = FALSE), g$q, g$nmeans, g$df)
write_ref_csv(g, file.path(out, "tukey_ptukey_grid.csv"))

h <- read_csv_plain(file.path(ref, "tukey_qtukey_grid.csv"))[, c("p", "nmeans", "df")]
h$df <- as.numeric(h$df)
h$qtukey <- mapply(function(p, k, df) qtukey(p, k, df), h$p, h$nmeans, h$df)
h$ptukey_at_qtukey <- mapply(function(q, k, df) ptukey(q, k, df), h$qtukey, h$nmeans, h$df)
write_ref_csv(h, file.path(out, "tukey_qtukey_grid.csv"))
