# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Mixed-model goldens of the face study: face_lmm_crossed.json (rater x image variance components of
# the 72,000 ratings), face_lmm_paired_{fixef,anova,varcomp}.csv (human mean vs model per image) and
# face_glmm_race{,_fixef}.csv (does accuracy depend on race?). The slowest script (minutes).
#   Rscript 05_face_mixed.R REFERENCE_DIR OUT_DIR      (writes OUT_DIR/face/)
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
source(file.path(here, "mixed.R"))
ref <- file.path(args[1], "face"); out <- file.path(args[2], "face")
dir.create(out, showWarnings = FALSE, recursive = TRUE)

images <- read_csv_plain(file.path(ref, "face_images.csv"))
ratings <- read_csv_plain(file.path(ref, "face_ratings.csv.gz"))
pred <- read_csv_plain(file.path(ref, "face_model_predictions.csv.gz"))
conditions <- unique(pred$condition)
dims <- c("valence", "arousal")
ids <- images$image_id

## ---- crossed rater x image model of the human ratings -----------------------------------------------
crossed <- list()
for (dim in dims) {
  d <- data.frame(rating = ratings[[dim]], rater = factor(ratings$rater_id), image = factor(ratings$image_id))
  fit <- lmerTest::lmer(rating ~ 1 + (1 | rater) + (1 | image), data = d, REML = TRUE)
  s <- lmer_summary(fit, sprintf("lmerTest::lmer(%s ~ 1 + (1 | rater) + (1 | image), data = ratings, REML = TRUE)", dim),
                    "rating ~ 1 + (1 | rater) + (1 | image)", list())
  vc <- s$varcorr
  v_rater <- vc$vcov[vc$group == "rater"]; v_image <- vc$vcov[vc$group == "image"]
  v_res <- vc$vcov[vc$group == "Residual"]; total <- v_rater + v_image + v_res
  theta <- unname(getME(fit, "theta"))
  devfun <- lmer(rating ~ 1 + (1 | rater) + (1 | image), data = d, REML = TRUE, devFunOnly = TRUE)
  keep <- c("call", "formula", "REML", "nobs", "ngroups", "fixef", "varcorr", "sigma", "theta", "logLik", "df_logLik",
            "AIC", "BIC", "deviance_ML", "REMLcrit", "singular", "optimizer")
  crossed[[dim]] <- c(s[keep], list(var_rater = v_rater, var_image = v_image, var_residual = v_res,
    ratio_rater_over_image = v_rater / v_image, prop_rater = v_rater / total, prop_image = v_image / total,
    prop_residual = v_res / total, icc_image_single_rating = v_image / total,
    devfun_REML_at = list(theta_order = I(names(getME(fit, "theta"))),
                          points = lapply(list(c(1, 1), c(0.8, 0.4), theta),
                                          function(t) list(theta = I(t), value = devfun(t))))))
}
crossed$versions <- list(R = R.version.string, platform = R.version$platform, blas = sessionInfo()$BLAS,
  lapack_library = sessionInfo()$LAPACK, lapack = La_version(),
  packages = lapply(setNames(nm = c("lme4", "lmerTest", "emmeans", "pbkrtest", "Matrix", "nlme", "minqa", "nloptr",
                                    "jsonlite")), function(p) as.character(packageVersion(p))))
write_ref_json(crossed, file.path(out, "face_lmm_crossed.json"))

## ---- paired model: the human image mean and the model's prediction as two raters ------------------------
M <- lapply(setNames(dims, dims), function(dim) as.numeric(tapply(ratings[[dim]], factor(ratings$image_id, levels = ids), mean)))
fixef_rows <- list(); anova3 <- list(); anova1 <- list(); varcomp <- list()
for (cond in conditions) for (dim in dims) {
  p <- pred[pred$condition == cond, ]
  x <- p[[paste0(dim, "_pred")]][match(ids, p$image_id)]
  d <- data.frame(rating = c(M[[dim]], x), rater_type = factor(rep(c("human", "model"), each = length(ids))),
                  emotion = factor(rep(images$emotion, 2)), image_id = factor(rep(ids, 2)))
  fit <- lmerTest::lmer(rating ~ rater_type * emotion + (1 | image_id), data = d, REML = TRUE)
  co <- summary(fit)$coefficients
  fixef_rows[[length(fixef_rows) + 1]] <- data.frame(condition = cond, dimension = dim, term = rownames(co),
    estimate = co[, "Estimate"], se = co[, "Std. Error"], df_satterthwaite = co[, "df"], t = co[, "t value"],
    p_satterthwaite = co[, "Pr(>|t|)"], stringsAsFactors = FALSE, row.names = NULL)
  tab <- function(a, type) data.frame(condition = cond, dimension = dim, type = type, term = rownames(a),
    sum_sq = a[["Sum Sq"]], mean_sq = a[["Mean Sq"]], num_df = a[["NumDF"]], den_df = a[["DenDF"]],
    F = a[["F value"]], p = a[["Pr(>F)"]], stringsAsFactors = FALSE, row.names = NULL)
  anova3[[length(anova3) + 1]] <- tab(anova(fit), "III")
  anova1[[length(anova1) + 1]] <- tab(anova(fit, type = 1), "I")
  vc <- as.data.frame(VarCorr(fit))
  varcomp[[length(varcomp) + 1]] <- data.frame(condition = cond, dimension = dim,
    var_image = vc$vcov[vc$grp == "image_id"], var_residual = vc$vcov[vc$grp == "Residual"],
    REMLcrit = REMLcrit(fit), logLik = as.numeric(logLik(fit)), singular = isSingular(fit), stringsAsFactors = FALSE)
}
write_ref_csv(do.call(rbind, fixef_rows), file.path(out, "face_lmm_paired_fixef.csv"))
write_ref_csv(rbind(do.call(rbind, anova3), do.call(rbind, anova1)), file.path(out, "face_lmm_paired_anova.csv"))
write_ref_csv(do.call(rbind, varcomp), file.path(out, "face_lmm_paired_varcomp.csv"))

## ---- accuracy by race: binomial GLMM with the true emotion as random intercept ------------------------------
glmm <- list(); glmm_fixef <- list()
for (cond in conditions) {
  p <- pred[pred$condition == cond, ]
  d <- data.frame(correct = as.numeric(p$emotion_pred[match(ids, p$image_id)] == images$emotion),
                  race = factor(images$race), gt_emotion = factor(images$emotion))
  full <- lme4::glmer(correct ~ race + (1 | gt_emotion), data = d, family = binomial)
  null <- lme4::glmer(correct ~ 1 + (1 | gt_emotion), data = d, family = binomial)
  lr <- anova(null, full)
  ll_full <- as.numeric(logLik(full)); ll_null <- as.numeric(logLik(null))
  glmm[[length(glmm) + 1]] <- data.frame(condition = cond, n = nrow(d), n_correct = sum(d$correct),
    logLik_null = ll_null, logLik_full = ll_full, lr_chisq = lr$Chisq[2], lr_df = lr$Df[2], lr_p = lr$`Pr(>Chisq)`[2],
    lr_chisq_direct = 2 * (ll_full - ll_null),
    var_gt_emotion_full = as.data.frame(VarCorr(full))$vcov[1], var_gt_emotion_null = as.data.frame(VarCorr(null))$vcov[1],
    singular_full = isSingular(full), singular_null = isSingular(null), AIC_null = AIC(null), AIC_full = AIC(full),
    stringsAsFactors = FALSE)
  for (m in c("full", "null")) {
    co <- summary(if (m == "full") full else null)$coefficients
    glmm_fixef[[length(glmm_fixef) + 1]] <- data.frame(condition = cond, model = m, term = rownames(co),
      estimate = co[, 1], se = co[, 2], z = co[, 3], p = co[, 4], stringsAsFactors = FALSE, row.names = NULL)
  }
}
write_ref_csv(do.call(rbind, glmm), file.path(out, "face_glmm_race.csv"))
write_ref_csv(do.call(rbind, glmm_fixef), file.path(out, "face_glmm_race_fixef.csv"))
