# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The face study's metric goldens from its three data files (face_images.csv, face_ratings.csv.gz,
# face_model_predictions.csv.gz), the unbalanced subset's image ids and padjust_50.csv's p column:
# face_image_summary, face_classification, face_per_class, face_confusion, face_agreement, face_w1sd,
# face_human_loo, face_krippendorff_humans_all_levels, face_anova(_unbalanced_subset),
# face_tukey_emmeans.json, padjust_50.
#   Rscript 04_face_metrics.R REFERENCE_DIR OUT_DIR      (writes OUT_DIR/face/)
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
suppressPackageStartupMessages(library(emmeans))
ref <- file.path(args[1], "face"); out <- file.path(args[2], "face")
dir.create(out, showWarnings = FALSE, recursive = TRUE)

images <- read_csv_plain(file.path(ref, "face_images.csv"))
ratings <- read_csv_plain(file.path(ref, "face_ratings.csv.gz"))
pred <- read_csv_plain(file.path(ref, "face_model_predictions.csv.gz"))
emotions <- c("happy", "sad", "angry", "fearful", "disgusted", "neutral") # the generator's order
conditions <- unique(pred$condition)
dims <- c("valence", "arousal")
stopifnot(identical(images$image_id, seq_len(nrow(images))))

## ---- per-image summary of the human ratings -------------------------------------------------
summ <- data.frame(image_id = images$image_id)
for (dim in dims) {
  x <- ratings[[dim]]; j <- ratings$image_id
  summ[[paste0(dim, "_n")]] <- as.numeric(tabulate(j, nrow(images)))
  summ[[paste0(dim, "_sum")]] <- as.numeric(tapply(x, factor(j, levels = images$image_id), sum))
  summ[[paste0(dim, "_sumsq")]] <- as.numeric(tapply(x^2, factor(j, levels = images$image_id), sum))
  summ[[paste0(dim, "_mean")]] <- as.numeric(tapply(x, factor(j, levels = images$image_id), mean))
  summ[[paste0(dim, "_sd")]] <- as.numeric(tapply(x, factor(j, levels = images$image_id), sd))
}
write_ref_csv(summ, file.path(out, "face_image_summary.csv"))

prediction <- function(cond, dim) {
  p <- pred[pred$condition == cond, ]
  p[[paste0(dim, "_pred")]][match(images$image_id, p$image_id)]
}

## ---- classification -------------------------------------------------------------------------
cls <- list(); per <- list(); conf <- list()
for (cond in conditions) {
  p <- pred[pred$condition == cond, ]
  p <- p[match(images$image_id, p$image_id), ]
  cm <- class_metrics(images$emotion, p$emotion_pred, emotions)
  cls[[cond]] <- data.frame(condition = cond, n = cm$n, n_correct = cm$n_correct, accuracy = cm$accuracy,
                            p_expected = cm$p_expected, kappa = cm$kappa, macro_f1 = cm$macro_f1)
  per[[cond]] <- cbind(condition = cond, cm$per_class)
  conf[[cond]] <- data.frame(condition = cond, true = rep(emotions, length(emotions)),
                             pred = rep(emotions, each = length(emotions)), count = as.vector(cm$table))
}
write_ref_csv(do.call(rbind, cls), file.path(out, "face_classification.csv"))
write_ref_csv(do.call(rbind, per), file.path(out, "face_per_class.csv"))
write_ref_csv(do.call(rbind, conf), file.path(out, "face_confusion.csv"))

## ---- agreement per condition x dimension, W1SD ----------------------------------------------
# z of each image's prediction against its 50 human ratings: float and exact integer test.
w1sd_image <- function(x, dim) {
  m <- summ[[paste0(dim, "_n")]]; S <- summ[[paste0(dim, "_sum")]]; Q <- summ[[paste0(dim, "_sumsq")]]
  z <- (x - summ[[paste0(dim, "_mean")]]) / summ[[paste0(dim, "_sd")]]
  ex <- w1sd_exact(x, m, S, Q)
  list(z = z, within = abs(z) <= 1, exact = ex$within, tie = ex$tie, near = abs(abs(z) - 1) < 1e-9)
}
agree <- list(); w1 <- list()
for (cond in conditions) for (dim in dims) {
  x <- prediction(cond, dim)
  M <- summ[[paste0(dim, "_mean")]]
  ct <- cor.test(x, M)
  ba <- bland_altman(M, x, 1.96)
  r <- ratings
  h <- kripp_alpha_long(r$image_id, r[[dim]], "interval", values = 1:9)
  hm <- kripp_alpha_long(c(r$image_id, images$image_id), c(r[[dim]], x), "interval", values = 1:9)
  w <- w1sd_image(x, dim)
  agree[[length(agree) + 1]] <- data.frame(condition = cond, dimension = dim, n_images = length(x),
    model_mean = mean(x), model_sd = sd(x), human_mean_of_means = mean(M), human_sd_of_means = sd(M),
    pearson_r = unname(ct$estimate), pearson_t = unname(ct$statistic), pearson_df = unname(ct$parameter),
    pearson_p = ct$p.value, spearman_rho = cor(x, M, method = "spearman"),
    ba_bias = ba$bias, ba_sd = ba$sd, ba_loa_lower = ba$loa_lower, ba_loa_upper = ba$loa_upper,
    ba_bias_ci_lower = ba$bias_ci_lower, ba_bias_ci_upper = ba$bias_ci_upper,
    ba_loa_lower_ci_lower_ba1999 = ba$loa_lower_ci_lower, ba_loa_lower_ci_upper_ba1999 = ba$loa_lower_ci_upper,
    ba_loa_upper_ci_lower_ba1999 = ba$loa_upper_ci_lower, ba_loa_upper_ci_upper_ba1999 = ba$loa_upper_ci_upper,
    ba_propbias_intercept = ba$prop_intercept, ba_propbias_slope = ba$prop_slope,
    ba_propbias_slope_p = ba$prop_slope_p,
    alpha_humans = h$alpha, alpha_humans_plus_model = hm$alpha, delta_alpha = hm$alpha - h$alpha,
    alpha_humans_n_pairable = h$n_pairable, alpha_humans_plus_model_n_pairable = hm$n_pairable,
    w1sd = mean(w$within), w1sd_n_within = sum(w$within), w1sd_exact_integer_test = mean(w$exact),
    w1sd_near_boundary = sum(w$near), w1sd_n_exact_ties = sum(w$tie),
    w1sd_n_fp_vs_exact_mismatch = sum(w$within != w$exact), stringsAsFactors = FALSE)
  for (e in c("ALL", emotions)) {
    k <- if (e == "ALL") rep(TRUE, length(x)) else images$emotion == e
    w1[[length(w1) + 1]] <- data.frame(condition = cond, dimension = dim, emotion = e, n_images = sum(k),
      n_within = sum(w$exact[k]), w1sd = mean(w$exact[k]), n_exact_ties = sum(w$tie[k]),
      mean_abs_z = mean(abs(w$z[k])), stringsAsFactors = FALSE)
  }
}
write_ref_csv(do.call(rbind, agree), file.path(out, "face_agreement.csv"))
write_ref_csv(do.call(rbind, w1), file.path(out, "face_w1sd.csv"))

## ---- human leave-one-out W1SD baseline --------------------------------------------------------
loo <- list()
for (dim in dims) {
  x <- ratings[[dim]]; j <- ratings$image_id
  S <- summ[[paste0(dim, "_sum")]][j] - x
  Q <- summ[[paste0(dim, "_sumsq")]][j] - x^2
  m <- summ[[paste0(dim, "_n")]][j] - 1
  mo <- S / m
  so <- sqrt((Q - S^2 / m) / (m - 1))
  z <- (x - mo) / so
  ex <- w1sd_exact(x, m, S, Q)
  within <- abs(z) <= 1
  emo <- images$emotion[j]
  for (e in c("ALL", emotions)) {
    k <- if (e == "ALL") rep(TRUE, length(x)) else emo == e
    loo[[length(loo) + 1]] <- data.frame(dimension = dim, emotion = e, n_pairs = sum(k),
      n_within = sum(ex$within[k]), w1sd = mean(within[k]), w1sd_exact_integer_test = mean(ex$within[k]),
      n_nonfinite_z = sum(!is.finite(z[k])), near_boundary = sum(abs(abs(z[k]) - 1) < 1e-9),
      n_exact_ties = sum(ex$tie[k]), n_fp_vs_exact_mismatch = sum(within[k] != ex$within[k]),
      stringsAsFactors = FALSE)
  }
}
write_ref_csv(do.call(rbind, loo), file.path(out, "face_human_loo.csv"))

## ---- Krippendorff's alpha of the human ratings at all levels -----------------------------------
ka <- list()
for (dim in dims) for (level in c("nominal", "ordinal", "interval", "ratio")) {
  a <- kripp_alpha_long(ratings$image_id, ratings[[dim]], level, values = 1:9)
  ka[[length(ka) + 1]] <- data.frame(dimension = dim, level = level, alpha = a$alpha, n_pairable = a$n_pairable,
                                     n_units = a$n_units, D_o = a$D_o, D_e = a$D_e)
}
write_ref_csv(do.call(rbind, ka), file.path(out, "face_krippendorff_humans_all_levels.csv"))

## ---- race x gender ANOVA on bias = x - M, per emotion -------------------------------------------
anova_rows <- function(keep, conds) {
  rows <- list()
  for (cond in conds) for (dim in dims) {
    fam <- list()
    for (e in emotions) {
      k <- keep & images$emotion == e
      d <- data.frame(bias = prediction(cond, dim)[k] - summ[[paste0(dim, "_mean")]][k],
                      race = factor(images$race[k]), gender = factor(images$gender[k]))
      m_race <- lm(bias ~ race, d); m_gen <- lm(bias ~ gender, d)
      m_add <- lm(bias ~ race + gender, d); m_full <- lm(bias ~ race * gender, d)
      type1 <- anova(m_full)
      ss_total <- sum((d$bias - mean(d$bias))^2)
      tests <- list(race = anova(m_gen, m_add), gender = anova(m_race, m_add), `race:gender` = anova(m_add, m_full))
      for (t in names(tests)) {
        a <- tests[[t]]
        ss1 <- type1[t, "Sum Sq"]
        fam[[length(fam) + 1]] <- data.frame(condition = cond, dimension = dim, emotion = e, n = nrow(d), test = t,
          F = a$F[2], df1 = a$Df[2], df2 = a$Res.Df[2], p = a$`Pr(>F)`[2], rss_reduced = a$RSS[1],
          rss_larger = a$RSS[2], ss_type1 = ss1, ss_total = ss_total, eta2 = ss1 / ss_total,
          stringsAsFactors = FALSE, check.names = FALSE)
      }
    }
    fam <- do.call(rbind, fam)
    fam$q_bh <- p.adjust(fam$p, "BH")
    rows[[length(rows) + 1]] <- fam
  }
  do.call(rbind, rows)
}
write_ref_csv(anova_rows(rep(TRUE, nrow(images)), conditions), file.path(out, "face_anova.csv"))
subset_ids <- read_csv_plain(file.path(ref, "face_anova_unbalanced_subset_image_ids.csv"))$image_id
write_ref_csv(anova_rows(images$image_id %in% subset_ids, c("cond5_race_bias", "cond6_race_gender_interaction")),
              file.path(out, "face_anova_unbalanced_subset.csv"))

## ---- Tukey contrasts of the race x gender cells (one case) --------------------------------------
case <- list(cond = "cond6_race_gender_interaction", dim = "valence", emo = "neutral")
k <- images$emotion == case$emo
d <- data.frame(image_id = images$image_id[k], race = factor(images$race[k]), gender = factor(images$gender[k]),
                bias = prediction(case$cond, case$dim)[k] - summ[[paste0(case$dim, "_mean")]][k])
m <- lm(bias ~ race * gender, data = d)
emm <- emmeans(m, ~ race * gender)
es <- as.data.frame(summary(emm))
pr <- as.data.frame(summary(pairs(emm, adjust = "tukey")))
d$cell <- interaction(d$race, d$gender, sep = " ") # cells in emmeans order (race fastest)
hsd <- TukeyHSD(aov(bias ~ cell, data = d))$cell
tukey <- list(
  case = case,
  call = "m <- lm(bias ~ race * gender, data = d); emm <- emmeans::emmeans(m, ~ race * gender); pairs(emm, adjust = 'tukey')",
  note = paste("d = the 240 images of the emotion; bias = model prediction - human image mean; factor levels",
               "alphabetical (race: Black, Korean, White; gender: female, male). Contrast = first cell minus second cell."),
  emmeans = data.frame(race = as.character(es$race), gender = as.character(es$gender), emmean = es$emmean, se = es$SE,
                       df = es$df, lower_cl = es$lower.CL, upper_cl = es$upper.CL, stringsAsFactors = FALSE),
  contrasts = data.frame(contrast = as.character(pr$contrast), estimate = pr$estimate, se = pr$SE, df = pr$df,
                         t_ratio = pr$t.ratio, p_tukey = pr$p.value, stringsAsFactors = FALSE),
  base_TukeyHSD_aov_cell = data.frame(contrast = rownames(hsd), diff = hsd[, "diff"], lwr = hsd[, "lwr"],
                                      upr = hsd[, "upr"], p_adj = hsd[, "p adj"], stringsAsFactors = FALSE,
                                      row.names = NULL),
  data = d[, c("image_id", "race", "gender", "bias")])
write_ref_json(tukey, file.path(out, "face_tukey_emmeans.json"))

## ---- p.adjust on a fixed vector ------------------------------------------------------------------
pa <- read_csv_plain(file.path(ref, "padjust_50.csv"))[, c("index", "p")]
for (method in c("BH", "BY", "holm", "bonferroni")) pa[[paste0("p_", tolower(method))]] <- p.adjust(pa$p, method)
write_ref_csv(pa, file.path(out, "padjust_50.csv"))
