# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# krippendorff_alpha.csv and krippendorff2011_C_coincidence.csv from krippendorff_data_long.csv.
#   Rscript 01_krippendorff.R REFERENCE_DIR OUT_DIR
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
ref <- args[1]; out <- args[2]

long <- read_csv_plain(file.path(ref, "krippendorff_data_long.csv"))
# The values printed in Krippendorff (2011), 3 decimals (section C at four levels; A and B nominal).
published <- c(krippendorff2011_C.nominal = 0.743, krippendorff2011_C.ordinal = 0.815,
               krippendorff2011_C.interval = 0.849, krippendorff2011_C.ratio = 0.797,
               krippendorff2011_A.nominal = 0.095, krippendorff2011_B.nominal = 0.692)
rows <- list()
for (case in unique(long$case)) {
  d <- long[long$case == case, ]
  for (level in c("nominal", "ordinal", "interval", "ratio")) {
    a <- kripp_alpha_long(d$unit, d$value, level)
    key <- paste(case, level, sep = ".")
    rows[[length(rows) + 1]] <- data.frame(case = case, level = level, alpha = a$alpha,
      alpha_6dp = round(a$alpha, 6), n_pairable = a$n_pairable, n_units_pairable = a$n_units,
      D_o = a$D_o, D_e = a$D_e, published = if (key %in% names(published)) published[[key]] else NA,
      stringsAsFactors = FALSE)
  }
}
write_ref_csv(do.call(rbind, rows), file.path(out, "krippendorff_alpha.csv"))

d <- long[long$case == "krippendorff2011_C", ]
a <- kripp_alpha_long(d$unit, d$value, "nominal")
V <- length(a$values)
write_ref_csv(data.frame(value_c = rep(a$values, V), value_k = rep(a$values, each = V), o_ck = as.vector(a$o)),
              file.path(out, "krippendorff2011_C_coincidence.csv"))
