# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Goldens of the condition comparison (engine/analysis/compare, docs/methods.md §3.6) on the face
# study's data (face_images.csv, face_ratings.csv.gz, face_model_predictions.csv.gz), in base R:
#  * Williams' t for r(M, A) vs r(M, B) given r(A, B) (Williams 1959 as Steiger 1980 eq. 14; the
#    formula of cocor's williams1959 / psych::r.test, written out here: cocor is not installed),
#  * t.test(d_A, d_B, paired = TRUE) of the Bland-Altman differences d = M - x (the bias difference),
#  * McNemar of the correctness of the emotion labels: binom.test(b, b + c) when b + c < 25, else
#    mcnemar.test(correct = TRUE),
#  * p.adjust(p, "BH") over every p-value of those three tests (what the comparison of all 8 conditions
#    without bootstrap shows),
# for every pair of the 8 conditions, overall and per emotion (McNemar: overall only). Also fixed
# McNemar cases covering both branches.
#   Rscript compare_goldens.R REFERENCE_DIR OUT_DIR      (writes OUT_DIR/compare/)
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
ref <- file.path(args[1], "face"); out <- file.path(args[2], "compare")
dir.create(out, showWarnings = FALSE, recursive = TRUE)

images <- read_csv_plain(file.path(ref, "face_images.csv"))
ratings <- read_csv_plain(file.path(ref, "face_ratings.csv.gz"))
pred <- read_csv_plain(file.path(ref, "face_model_predictions.csv.gz"))
conditions <- unique(pred$condition)
emotions <- c("happy", "sad", "angry", "fearful", "disgusted", "neutral")
dims <- c("valence", "arousal")
stopifnot(identical(images$image_id, seq_len(nrow(images))))

williams <- function(rjk, rjh, rkh, n) {
  detR <- 1 - rjk^2 - rjh^2 - rkh^2 + 2 * rjk * rjh * rkh
  rbar <- (rjk + rjh) / 2
  t <- (rjk - rjh) * sqrt((n - 1) * (1 + rkh) / (2 * (n - 1) / (n - 3) * detR + rbar^2 * (1 - rkh)^3))
  df <- n - 3
  c(t = t, df = df, p = 2 * pt(-abs(t), df))
}

mcnemar <- function(b, c) {
  n <- b + c
  if (n == 0) return(list(exact = TRUE, statistic = NA_real_, p = 1))
  if (n < 25) return(list(exact = TRUE, statistic = b, p = binom.test(b, n, 0.5)$p.value))
  tab <- matrix(c(1, c, b, 1), 2, 2)   # the concordant cells do not enter the statistic
  m <- mcnemar.test(tab, correct = TRUE)
  list(exact = FALSE, statistic = unname(m$statistic), p = m$p.value)
}

rows <- list()
add <- function(...) rows[[length(rows) + 1]] <<- data.frame(..., stringsAsFactors = FALSE)
pairs <- combn(length(conditions), 2)
for (dim in dims) {
  M <- as.numeric(tapply(ratings[[dim]], factor(ratings$image_id, levels = images$image_id), mean))
  X <- sapply(conditions, function(cn) {
    p <- pred[pred$condition == cn, ]
    p[[paste0(dim, "_pred")]][match(images$image_id, p$image_id)]
  })
  for (g in c("all", emotions)) {
    j <- if (g == "all") seq_len(nrow(images)) else which(images$emotion == g)
    for (k in seq_len(ncol(pairs))) {
      a <- pairs[1, k]; b <- pairs[2, k]
      m <- M[j]; xa <- X[j, a]; xb <- X[j, b]; n <- length(j)
      rA <- cor(m, xa); rB <- cor(m, xb); rAB <- cor(xa, xb)
      w <- williams(rA, rB, rAB, n)
      add(dimension = dim, group = g, a = conditions[a], b = conditions[b], statistic = "pearson_r",
          test = "williams_t", n = n, estimate_a = rA, estimate_b = rB, delta = rA - rB, ci_low = NA, ci_high = NA,
          r_ab = rAB, value = unname(w["t"]), df = unname(w["df"]), p = unname(w["p"]))
      tt <- t.test(m - xa, m - xb, paired = TRUE)
      add(dimension = dim, group = g, a = conditions[a], b = conditions[b], statistic = "ba_bias",
          test = "paired_t", n = n, estimate_a = mean(m - xa), estimate_b = mean(m - xb), delta = unname(tt$estimate),
          ci_low = tt$conf.int[1], ci_high = tt$conf.int[2], r_ab = NA,
          value = unname(tt$statistic), df = unname(tt$parameter), p = tt$p.value)
    }
  }
}
correct <- sapply(conditions, function(cn) {
  p <- pred[pred$condition == cn, ]
  p$emotion_pred[match(images$image_id, p$image_id)] == images$emotion
})
for (k in seq_len(ncol(pairs))) {
  a <- pairs[1, k]; b <- pairs[2, k]
  nb <- sum(correct[, a] & !correct[, b]); nc <- sum(!correct[, a] & correct[, b])
  m <- mcnemar(nb, nc)
  add(dimension = "emotion", group = "all", a = conditions[a], b = conditions[b], statistic = "accuracy",
      test = if (m$exact) "mcnemar_exact" else "mcnemar_chisq", n = nrow(images),
      estimate_a = mean(correct[, a]), estimate_b = mean(correct[, b]),
      delta = mean(correct[, a]) - mean(correct[, b]), ci_low = NA, ci_high = NA, r_ab = NA,
      value = m$statistic, df = if (m$exact) NA else 1, p = m$p)
}
tests <- do.call(rbind, rows)
tests$q <- p.adjust(tests$p, "BH")
write_ref_csv(tests, file.path(out, "compare_tests.csv"))

cases <- data.frame(b = c(0, 3, 0, 12, 20, 7, 30, 13, 40, 100), c = c(0, 9, 5, 12, 4, 0, 12, 11, 41, 60))
res <- lapply(seq_len(nrow(cases)), function(i) mcnemar(cases$b[i], cases$c[i]))
cases$exact <- vapply(res, function(r) r$exact, logical(1))
cases$statistic <- vapply(res, function(r) as.numeric(r$statistic), numeric(1))
cases$p <- vapply(res, function(r) r$p, numeric(1))
write_ref_csv(cases, file.path(out, "compare_mcnemar_cases.csv"))
