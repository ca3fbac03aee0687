# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Summaries of lme4 / lmerTest fits in the layout of the mixed-model goldens (../README.md section 3).
# Sourced after common.R by 03_lme4_datasets.R and 05_face_mixed.R.
suppressPackageStartupMessages({ library(lme4); library(lmerTest) })

varcorr_frame <- function(fit) {
  vc <- as.data.frame(VarCorr(fit))
  data.frame(group = vc$grp, var1 = ifelse(is.na(vc$var1), "", vc$var1), var2 = ifelse(is.na(vc$var2), "", vc$var2),
             vcov = vc$vcov, sdcor = vc$sdcor, stringsAsFactors = FALSE)
}

ngroups_list <- function(fit) as.list(sapply(getME(fit, "flist"), nlevels))

# An lmerTest fit: fixed effects with Satterthwaite df (and Kenward-Roger when `kr`), variance
# components, likelihood figures, type III ANOVA and the profiled deviance at the `points` theta.
lmer_summary <- function(fit, call, formula, points, kr = FALSE) {
  co <- summary(fit)$coefficients
  fixef <- data.frame(term = rownames(co), estimate = co[, "Estimate"], se = co[, "Std. Error"],
                      df_satterthwaite = co[, "df"], t = co[, "t value"], p_satterthwaite = co[, "Pr(>|t|)"],
                      stringsAsFactors = FALSE, row.names = NULL)
  if (kr) {
    ck <- summary(fit, ddf = "Kenward-Roger")$coefficients
    fixef$se_kenward_roger <- ck[, "Std. Error"]; fixef$df_kenward_roger <- ck[, "df"]
    fixef$p_kenward_roger <- ck[, "Pr(>|t|)"]
  }
  reml <- isREML(fit)
  ll <- logLik(fit)
  a <- anova(fit)
  anova3 <- data.frame(term = rownames(a), sum_sq = a[["Sum Sq"]], mean_sq = a[["Mean Sq"]], num_df = a[["NumDF"]],
                       den_df = a[["DenDF"]], F = a[["F value"]], p = a[["Pr(>F)"]], stringsAsFactors = FALSE)
  devfun <- lmer(formula(fit), data = model.frame(fit), REML = reml, devFunOnly = TRUE)
  out <- list(call = call, formula = formula, REML = reml, nobs = nobs(fit), ngroups = ngroups_list(fit),
              fixef = fixef, vcov_fixef = unname(as.matrix(vcov(fit))), varcorr = varcorr_frame(fit),
              sigma = sigma(fit), theta = I(unname(getME(fit, "theta"))), logLik = as.numeric(ll),
              df_logLik = attr(ll, "df"), AIC = AIC(fit), BIC = BIC(fit),
              deviance_ML = if (reml) NULL else deviance(fit), REMLcrit = if (reml) REMLcrit(fit) else NULL,
              singular = isSingular(fit), optimizer = fit@optinfo$optimizer, anova_type3_satterthwaite = anova3)
  at <- lapply(points, function(t) list(theta = I(t), value = devfun(t)))
  if (reml) out$devfun_REML_at <- at else out$devfun_ML_at <- at
  out
}
