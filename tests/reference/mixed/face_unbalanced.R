# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Unbalanced crossed golden for tests/mixed (the general, non-structured path). Run from this folder:
#   Rscript face_unbalanced.R  -> face_unbalanced.json
# Data: the shared face ratings without the rows where (rater_id + 3 * image_id) %% 7 == 0.
suppressPackageStartupMessages({ library(lme4); library(jsonlite) })
r <- read.csv(gzfile("../face/face_ratings.csv.gz"))
r <- r[(r$rater_id + 3 * r$image_id) %% 7 != 0, ]
r$rater <- factor(r$rater_id); r$image <- factor(r$image_id)
f <- lmer(valence ~ 1 + (1 | rater) + (1 | image), data = r, REML = TRUE)
df <- lmer(valence ~ 1 + (1 | rater) + (1 | image), data = r, REML = TRUE, devFunOnly = TRUE)
pts <- list(c(1, 1), c(0.8, 0.4))
out <- list(nobs = nrow(r), REMLcrit = REMLcrit(f), theta = unname(getME(f, "theta")),
            fixef = unname(fixef(f)), se = unname(sqrt(diag(as.matrix(vcov(f))))), sigma = sigma(f),
            devfun_REML_at = lapply(pts, function(t) list(theta = t, value = df(t))))
writeLines(toJSON(out, auto_unbox = TRUE, digits = NA, pretty = TRUE), "face_unbalanced.json")
