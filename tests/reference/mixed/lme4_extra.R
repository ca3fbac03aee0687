# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Extra lme4 goldens for tests/mixed (beyond ../mixed_models_lme4_datasets.json). Run from this folder:
#   Rscript lme4_extra.R   -> lme4_extra.json
suppressPackageStartupMessages({ library(lme4); library(lmerTest); library(jsonlite) })
one <- function(fit, pts) {
  df <- lmer(formula(fit), data = model.frame(fit), REML = isREML(fit), devFunOnly = TRUE)
  list(REMLcrit = if (isREML(fit)) REMLcrit(fit) else NULL,
       deviance_ML = if (!isREML(fit)) deviance(fit) else NULL,
       theta = unname(getME(fit, "theta")),
       fixef = unname(fixef(fit)), se = unname(sqrt(diag(as.matrix(vcov(fit))))),
       sigma = sigma(fit),
       coef_df = unname(summary(fit)$coefficients[, "df"]),
       devfun_REML_at = lapply(pts, function(t) list(theta = t, value = df(t))))
}
f1 <- lmer(Reaction ~ Days + (1 | Subject) + (0 + Days | Subject), sleepstudy, REML = TRUE)
out <- list(sleepstudy_uncorrelated_REML = one(f1, list(c(1, 1), c(0.5, 0.2), c(1.2, 0.25))),
            versions = list(R = R.version.string, lme4 = as.character(packageVersion("lme4")),
                            lmerTest = as.character(packageVersion("lmerTest"))))
writeLines(toJSON(out, auto_unbox = TRUE, digits = NA, pretty = TRUE), "lme4_extra.json")
