# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# mixed_models_lme4_datasets.json: lmer / glmer fits to lme4's bundled sleepstudy, Dyestuff and cbpp.
# The theta points of the deviance-function checks are those of the committed golden.
#   Rscript 03_lme4_datasets.R REFERENCE_DIR OUT_DIR
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
source(file.path(here, "mixed.R"))
ref <- args[1]; out <- args[2]
data(sleepstudy, package = "lme4"); data(Dyestuff, package = "lme4"); data(cbpp, package = "lme4")

res <- list()
f <- lmerTest::lmer(Reaction ~ Days + (Days | Subject), data = sleepstudy, REML = TRUE)
res$sleepstudy_days_slope_REML <- lmer_summary(f,
  "lmerTest::lmer(Reaction ~ Days + (Days | Subject), data = sleepstudy, REML = TRUE)",
  "Reaction ~ Days + (Days | Subject)", list(c(1, 0, 1), c(0.9667, 0.0152, 0.2309), c(0.5, 0.1, 0.3)), kr = TRUE)
f <- lmerTest::lmer(Reaction ~ Days + (1 | Subject), data = sleepstudy, REML = TRUE)
res$sleepstudy_intercept_REML <- lmer_summary(f,
  "lmerTest::lmer(Reaction ~ Days + (1 | Subject), data = sleepstudy, REML = TRUE)",
  "Reaction ~ Days + (1 | Subject)", list(1, 0.5, 2), kr = TRUE)
f <- lmerTest::lmer(Yield ~ 1 + (1 | Batch), data = Dyestuff, REML = TRUE)
res$dyestuff_REML <- lmer_summary(f, "lmerTest::lmer(Yield ~ 1 + (1 | Batch), data = Dyestuff, REML = TRUE)",
  "Yield ~ 1 + (1 | Batch)", list(0.5, 1, 2))
f <- lmerTest::lmer(Yield ~ 1 + (1 | Batch), data = Dyestuff, REML = FALSE)
res$dyestuff_ML <- lmer_summary(f, "lmerTest::lmer(Yield ~ 1 + (1 | Batch), data = Dyestuff, REML = FALSE)",
  "Yield ~ 1 + (1 | Batch)", list(0.5, 1, 2))

g <- lme4::glmer(cbind(incidence, size - incidence) ~ period + (1 | herd), data = cbpp, family = binomial)
g0 <- lme4::glmer(cbind(incidence, size - incidence) ~ 1 + (1 | herd), data = cbpp, family = binomial)
co <- summary(g)$coefficients
ll <- logLik(g)
lrt <- anova(g0, g)
res$cbpp_glmer_laplace <- list(
  call = "lme4::glmer(cbind(incidence, size - incidence) ~ period + (1 | herd), data = cbpp, family = binomial)  # Laplace (nAGQ = 1)",
  formula = "cbind(incidence, size - incidence) ~ period + (1 | herd)", family = "binomial", link = "logit",
  nAGQ = 1, nobs = nobs(g), ngroups = ngroups_list(g),
  fixef = data.frame(term = rownames(co), estimate = co[, 1], se = co[, 2], z = co[, 3], p = co[, 4],
                     stringsAsFactors = FALSE, row.names = NULL),
  vcov_fixef = unname(as.matrix(vcov(g))), varcorr = varcorr_frame(g), theta = I(unname(getME(g, "theta"))),
  logLik = as.numeric(ll), df_logLik = attr(ll, "df"), AIC = AIC(g), BIC = BIC(g), deviance = deviance(g),
  singular = isSingular(g), optimizer = g@optinfo$optimizer,
  lrt_vs_intercept_only = list(call = "anova(glmer(... ~ 1 + (1 | herd)), m)", chisq = lrt$Chisq[2],
                               df = lrt$Df[2], p = lrt$`Pr(>Chisq)`[2], logLik_null = as.numeric(logLik(g0))))

si <- sessionInfo()
pkg <- function(p) as.character(packageVersion(p))
res$versions <- list(R = R.version.string, platform = R.version$platform, blas = si$BLAS, lapack_library = si$LAPACK,
                     lapack = La_version(),
                     packages = lapply(setNames(nm = c("lme4", "lmerTest", "emmeans", "pbkrtest", "Matrix", "nlme",
                                                       "minqa", "nloptr", "jsonlite")), pkg))
write_ref_json(res, file.path(out, "mixed_models_lme4_datasets.json"))
