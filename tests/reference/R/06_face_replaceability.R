# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Per-emotion replaceability goldens of the face study and the verdict matrix with its default
# thresholds (docs/methods.md): face_agreement_by_emotion, face_human_by_emotion, face_diversity,
# face_inter_model_variance, face_verdicts, face_verdict_evidence. No randomness.
#   Rscript 06_face_replaceability.R REFERENCE_DIR OUT_DIR      (writes OUT_DIR/face/)
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
ref <- file.path(args[1], "face"); out <- file.path(args[2], "face")
dir.create(out, showWarnings = FALSE, recursive = TRUE)

images <- read_csv_plain(file.path(ref, "face_images.csv"))
ratings <- read_csv_plain(file.path(ref, "face_ratings.csv.gz"))
pred <- read_csv_plain(file.path(ref, "face_model_predictions.csv.gz"))
emotions <- c("happy", "sad", "angry", "fearful", "disgusted", "neutral")
conditions <- unique(pred$condition)
dims <- c("valence", "arousal")
ids <- images$image_id

# Per image: n, sum, sum of squares, mean, SD of the 50 human ratings.
img <- lapply(setNames(dims, dims), function(dim) {
  f <- factor(ratings$image_id, levels = ids); x <- ratings[[dim]]
  list(n = as.numeric(tabulate(ratings$image_id, length(ids))), S = as.numeric(tapply(x, f, sum)),
       Q = as.numeric(tapply(x^2, f, sum)), M = as.numeric(tapply(x, f, mean)), SD = as.numeric(tapply(x, f, sd)))
})
prediction <- function(cond, dim) {
  p <- pred[pred$condition == cond, ]
  p[[paste0(dim, "_pred")]][match(ids, p$image_id)]
}
emotion_mask <- function(e) if (e == "all") rep(TRUE, length(ids)) else images$emotion == e

## ---- agreement per condition x dimension x emotion ------------------------------------------------
by_emotion <- list()
for (cond in conditions) for (dim in dims) for (e in c("all", emotions)) {
  k <- emotion_mask(e)
  x <- prediction(cond, dim)[k]; M <- img[[dim]]$M[k]
  ct <- cor.test(x, M)
  ba <- bland_altman(M, x, 1.96)
  d <- M - x
  r <- ratings[ratings$image_id %in% ids[k], ]
  h <- kripp_alpha_long(r$image_id, r[[dim]], "interval", values = 1:9)
  hm <- kripp_alpha_long(c(r$image_id, ids[k]), c(r[[dim]], x), "interval", values = 1:9)
  by_emotion[[length(by_emotion) + 1]] <- data.frame(condition = cond, dimension = dim, emotion = e, n = length(x),
    pearson_r = unname(ct$estimate), pearson_r_ci_low = ct$conf.int[1], pearson_r_ci_high = ct$conf.int[2],
    spearman_rho = cor(x, M, method = "spearman"),
    ba_bias = ba$bias, ba_sd = ba$sd, ba_loa_low = ba$loa_lower, ba_loa_high = ba$loa_upper,
    ba_bias_ci_low = ba$bias_ci_lower, ba_bias_ci_high = ba$bias_ci_upper,
    ba_loa_low_ci_low = ba$loa_lower_ci_lower, ba_loa_low_ci_high = ba$loa_lower_ci_upper,
    ba_loa_high_ci_low = ba$loa_upper_ci_lower, ba_loa_high_ci_high = ba$loa_upper_ci_upper,
    ba_prop_intercept = ba$prop_intercept, ba_prop_slope = ba$prop_slope, ba_prop_p = ba$prop_slope_p,
    mae = mean(abs(d)), bias_t_p = t.test(d)$p.value,
    alpha_humans_e = h$alpha, alpha_with_model_e = hm$alpha, delta_alpha_e = hm$alpha - h$alpha,
    stringsAsFactors = FALSE)
}
by_emotion <- do.call(rbind, by_emotion)
write_ref_csv(by_emotion, file.path(out, "face_agreement_by_emotion.csv"))

## ---- human-only statistics per dimension x emotion -------------------------------------------------
human <- list()
for (dim in dims) {
  # Leave-one-out: each rating against the other ratings of its image (exact integer test).
  j <- ratings$image_id; x <- ratings[[dim]]
  ex <- w1sd_exact(x, img[[dim]]$n[j] - 1, img[[dim]]$S[j] - x, img[[dim]]$Q[j] - x^2)
  for (e in c("all", emotions)) {
    k <- emotion_mask(e)
    kr <- k[j]
    r <- ratings[kr, ]
    alphas <- vapply(c("nominal", "ordinal", "interval", "ratio"),
                     function(level) kripp_alpha_long(r$image_id, r[[dim]], level, values = 1:9)$alpha, 0)
    human[[length(human) + 1]] <- data.frame(dimension = dim, emotion = e, n_images = sum(k), n_ratings = nrow(r),
      alpha_nominal = alphas[[1]], alpha_ordinal = alphas[[2]], alpha_interval = alphas[[3]], alpha_ratio = alphas[[4]],
      mean_item_sd = mean(img[[dim]]$SD[k]), w1sd_loo = mean(ex$within[kr]), w1sd_loo_n_pairs = sum(kr),
      w1sd_loo_n_within = sum(ex$within[kr]), w1sd_loo_n_exact_ties = sum(ex$tie[kr]), stringsAsFactors = FALSE)
  }
}
human <- do.call(rbind, human)
write_ref_csv(human, file.path(out, "face_human_by_emotion.csv"))

## ---- diversity of the predictions and of the human ratings ----------------------------------------
div <- list()
for (cond in conditions) for (dim in dims) {
  x <- prediction(cond, dim)
  h <- tabulate(x, nbins = 9)
  div[[length(div) + 1]] <- data.frame(condition = cond, dimension = dim, n_values = length(x),
    distinct_values = length(unique(x)), sd_predictions = sd(x), mean_item_sd = NA,
    t(setNames(as.numeric(h), paste0("hist_", 1:9))), stringsAsFactors = FALSE)
}
for (dim in dims) {
  x <- ratings[[dim]]
  h <- tabulate(x, nbins = 9)
  div[[length(div) + 1]] <- data.frame(condition = "human", dimension = dim, n_values = length(x),
    distinct_values = length(unique(x)), sd_predictions = NA, mean_item_sd = mean(img[[dim]]$SD),
    t(setNames(as.numeric(h), paste0("hist_", 1:9))), stringsAsFactors = FALSE)
}
write_ref_csv(do.call(rbind, div), file.path(out, "face_diversity.csv"))

## ---- inter-model variance -----------------------------------------------------------------------------
imv <- list()
for (dim in dims) {
  X <- sapply(conditions, function(cond) prediction(cond, dim))
  v <- apply(X, 1, var)
  for (e in emotions) {
    imv[[length(imv) + 1]] <- data.frame(dimension = dim, emotion = e, n_images = sum(images$emotion == e),
      n_conditions = length(conditions), conditions = paste(conditions, collapse = ";"),
      inter_model_variance = mean(v[images$emotion == e]), stringsAsFactors = FALSE)
  }
}
write_ref_csv(do.call(rbind, imv), file.path(out, "face_inter_model_variance.csv"))

## ---- verdict matrix (default thresholds) ---------------------------------------------------------------
recall_min <- 0.80; kappa_min <- 0.61; replaceable_min <- 4
kappa_of <- sapply(conditions, function(cond) {
  p <- pred[pred$condition == cond, ]
  class_metrics(images$emotion, p$emotion_pred[match(ids, p$image_id)], emotions)$kappa
})
verdicts <- list(); evidence <- list()
for (e in emotions) for (dim in c("classification", dims)) {
  ev <- list()
  for (cond in conditions) {
    row <- data.frame(emotion = e, dimension = dim, condition = cond, meets = NA, delta_alpha_e = NA, w1sd_e = NA,
                      w1sd_loo_e = NA, recall_e = NA, kappa = NA, bias_p_e = NA, loa_width_e = NA,
                      human_range_e = NA, calibration_candidate = NA, stringsAsFactors = FALSE)
    if (dim == "classification") {
      p <- pred[pred$condition == cond, ]
      k <- images$emotion == e
      tp <- sum(p$emotion_pred[match(ids[k], p$image_id)] == e)
      row$recall_e <- tp / sum(k); row$kappa <- kappa_of[[cond]]
      row$meets <- tp >= recall_min * sum(k) && row$kappa >= kappa_min
    } else {
      k <- images$emotion == e
      x <- prediction(cond, dim)[k]
      d <- img[[dim]]$M[k] - x
      ex <- w1sd_exact(x, img[[dim]]$n[k], img[[dim]]$S[k], img[[dim]]$Q[k])
      b <- by_emotion[by_emotion$condition == cond & by_emotion$dimension == dim & by_emotion$emotion == e, ]
      hu <- human[human$dimension == dim & human$emotion == e, ]
      row$delta_alpha_e <- b$delta_alpha_e
      row$w1sd_e <- mean(ex$within)
      row$w1sd_loo_e <- hu$w1sd_loo
      row$bias_p_e <- t.test(d)$p.value
      row$loa_width_e <- 2 * 1.96 * sd(d)
      row$human_range_e <- 2 * 1.96 * hu$mean_item_sd
      # W1SD compared exactly: n_within / n_images >= n_within_loo / n_pairs_loo.
      row$meets <- row$delta_alpha_e >= 0 && sum(ex$within) * hu$w1sd_loo_n_pairs >= hu$w1sd_loo_n_within * sum(k)
      row$calibration_candidate <- row$delta_alpha_e >= 0 && row$bias_p_e < 0.05 && row$loa_width_e <= row$human_range_e
    }
    ev[[cond]] <- row
  }
  ev <- do.call(rbind, ev)
  n <- sum(ev$meets)
  verdict <- if (n >= replaceable_min) "replaceable" else if (n >= 1) "partial" else
    if (dim != "classification" && any(ev$calibration_candidate)) "needs_calibration" else "not_replaceable"
  verdicts[[length(verdicts) + 1]] <- data.frame(emotion = e, dimension = dim, verdict = verdict, n_meeting = n,
    conditions_meeting = paste(ev$condition[ev$meets], collapse = ";"), stringsAsFactors = FALSE)
  evidence[[length(evidence) + 1]] <- ev
}
write_ref_csv(do.call(rbind, verdicts), file.path(out, "face_verdicts.csv"))
write_ref_csv(do.call(rbind, evidence), file.path(out, "face_verdict_evidence.csv"))
