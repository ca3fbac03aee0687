# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The R side of bench/analysis: the same face analysis as bench_faceanalysis (docs/methods.md sections 1-3) in
# base R, with the helper functions of the reference oracle (kripp_alpha_long, bland_altman,
# class_metrics; as in tests/reference/R/common.R, copied so this script has no run-time dependency
# on other files). Reading the CSV files is not timed; the timed part starts from the data frames.
#
#   Rscript face_analysis.R REFERENCE_FACE_DIR [REPEATS]
# prints r_seconds=<median> and r_seconds_deterministic=<median without the B = 1000 resampling>.

args <- commandArgs(trailingOnly = TRUE)
dir <- if (length(args) >= 1) args[1] else "../../tests/reference/face"
reps <- if (length(args) >= 2) as.integer(args[2]) else 3L

## ---- helpers as in tests/reference/R/common.R ------------------------------------------
kripp_delta2 <- function(values, nc, level) {
  V <- length(values)
  D <- matrix(0, V, V)
  for (c in seq_len(V)) for (k in seq_len(V)) {
    D[c, k] <- switch(level,
      nominal  = as.numeric(c != k),
      interval = (values[c] - values[k])^2,
      ratio    = if (values[c] + values[k] == 0) 0 else ((values[c] - values[k]) / (values[c] + values[k]))^2,
      ordinal  = {
        lo <- min(c, k); hi <- max(c, k)
        (sum(nc[lo:hi]) - (nc[c] + nc[k]) / 2)^2
      },
      stop("unknown level"))
  }
  D
}
kripp_coincidence <- function(counts) {
  m <- rowSums(counts)
  keep <- m >= 2
  counts <- counts[keep, , drop = FALSE]; m <- m[keep]
  w <- 1 / (m - 1)
  O <- crossprod(counts * w, counts) - diag(colSums(counts * w), ncol(counts))
  list(O = O, n_units = sum(keep), nc = colSums(counts), n = sum(m))
}
kripp_alpha_counts <- function(counts, values, level) {
  cc <- kripp_coincidence(counts)
  O <- cc$O; nc <- cc$nc; n <- cc$n
  D <- kripp_delta2(values, nc, level)
  Do <- sum(O * D); De <- sum(outer(nc, nc) * D)
  list(alpha = 1 - (n - 1) * Do / De, n_pairable = n, n_units = cc$n_units)
}
kripp_alpha_long <- function(unit, value, level, values = NULL) {
  if (is.null(values)) values <- sort(unique(value))
  u <- match(unit, unique(unit))
  v <- match(value, values)
  counts <- matrix(tabulate((v - 1L) * max(u) + u, nbins = max(u) * length(values)),
                   nrow = max(u), ncol = length(values))
  kripp_alpha_counts(counts, values, level)
}
bland_altman <- function(x, y, z = 1.96, conf = 0.95) {
  d <- x - y; a <- (x + y) / 2
  n <- length(d); bias <- mean(d); s <- sd(d)
  tq <- qt(1 - (1 - conf) / 2, n - 1)
  se_bias <- s / sqrt(n)
  lo <- bias - z * s; hi <- bias + z * s
  se_loa <- s * sqrt(1 / n + z^2 / (2 * (n - 1)))
  fit <- lm(d ~ a)
  cf <- summary(fit)$coefficients
  list(n = n, bias = bias, sd = s, loa_lower = lo, loa_upper = hi,
       bias_ci_lower = bias - tq * se_bias, bias_ci_upper = bias + tq * se_bias,
       loa_lower_ci = lo + c(-1, 1) * tq * se_loa, loa_upper_ci = hi + c(-1, 1) * tq * se_loa,
       propbias_intercept = cf[1, 1], propbias_slope = cf[2, 1], propbias_slope_p = cf[2, 4])
}
class_metrics <- function(truth, pred, levels) {
  cm <- table(factor(truth, levels = levels), factor(pred, levels = levels))
  N <- sum(cm)
  po <- sum(diag(cm)) / N
  pe <- sum(rowSums(cm) * colSums(cm)) / N^2
  kappa <- (po - pe) / (1 - pe)
  tp <- diag(cm); fp <- colSums(cm) - tp; fn <- rowSums(cm) - tp
  prec <- ifelse(tp + fp > 0, tp / (tp + fp), 0)
  rec  <- ifelse(tp + fn > 0, tp / (tp + fn), 0)
  f1   <- ifelse(prec + rec > 0, 2 * prec * rec / (prec + rec), 0)
  list(cm = cm, accuracy = po, p_e = pe, kappa = kappa, macro_f1 = mean(f1),
       per_class = data.frame(class = levels, support = as.numeric(rowSums(cm)), tp = as.numeric(tp),
                              precision = as.numeric(prec), recall = as.numeric(rec), f1 = as.numeric(f1)))
}
## ------------------------------------------------------------------------------------------------

images <- read.csv(file.path(dir, "face_images.csv"), stringsAsFactors = FALSE)
ratings <- read.csv(gzfile(file.path(dir, "face_ratings.csv.gz")), stringsAsFactors = FALSE)
preds <- read.csv(gzfile(file.path(dir, "face_model_predictions.csv.gz")), stringsAsFactors = FALSE)
emotions <- c("happy", "sad", "angry", "fearful", "disgusted", "neutral")
conds <- unique(preds$condition)
dims <- c("valence", "arousal")
I <- nrow(images)

analysis <- function(resample = TRUE, B = 1000, seed = 42) {
  out <- list()
  emo_of <- images$emotion[match(seq_len(I), images$image_id)]
  groups <- c("all", emotions)
  img <- ratings$image_id
  ## 1.1 classification
  cls <- lapply(conds, function(cn) {
    p <- preds[preds$condition == cn, ]
    class_metrics(emo_of[p$image_id], p$emotion_pred, emotions)
  })
  names(cls) <- conds
  out$classification <- cls
  for (dim in dims) {
    x <- ratings[[dim]]
    n_j <- tabulate(img, I); S <- as.numeric(rowsum(x, img)[, 1]); Q <- as.numeric(rowsum(x^2, img)[, 1])
    M <- as.numeric(tapply(x, img, mean)); SD <- as.numeric(tapply(x, img, sd))
    human <- list()
    for (g in groups) {
      sel <- if (g == "all") rep(TRUE, length(x)) else emo_of[img] == g
      items <- if (g == "all") seq_len(I) else which(emo_of == g)
      alphas <- sapply(c("nominal", "ordinal", "interval", "ratio"),
                       function(l) kripp_alpha_long(img[sel], x[sel], l, values = 1:9)$alpha)
      ## leave-one-out W1SD with the exact integer test
      xs <- x[sel]; j <- img[sel]; m <- n_j[j] - 1; Sp <- S[j] - xs; Qp <- Q[j] - xs^2
      within <- (m - 1) * (m * xs - Sp)^2 <= m * (m * Qp - Sp^2)
      human[[g]] <- list(alpha = alphas, loo = mean(within), mean_item_sd = mean(SD[items]))
    }
    per_cond <- list()
    for (cn in conds) {
      p <- preds[preds$condition == cn, ]
      xp <- p[[paste0(dim, "_pred")]][match(seq_len(I), p$image_id)]
      res <- list()
      for (g in groups) {
        items <- if (g == "all") seq_len(I) else which(emo_of == g)
        sel <- if (g == "all") rep(TRUE, length(x)) else emo_of[img] == g
        xi <- xp[items]; Mi <- M[items]
        ct <- cor.test(xi, Mi)
        rho <- cor(xi, Mi, method = "spearman")
        ba <- bland_altman(Mi, xi)
        d <- Mi - xi
        tp <- t.test(d)$p.value
        mae <- mean(abs(d))
        a_h <- kripp_alpha_long(img[sel], x[sel], "interval", values = 1:9)$alpha
        a_m <- kripp_alpha_long(c(img[sel], items), c(x[sel], xi), "interval", values = 1:9)$alpha
        nn <- n_j[items]
        w1 <- mean((nn - 1) * (nn * xi - S[items])^2 <= nn * (nn * Q[items] - S[items]^2))
        div <- list(distinct = length(unique(xi)), sd = sd(xi), hist = tabulate(xi, nbins = 9))
        cal <- coef(lm(Mi ~ xi))
        res[[g]] <- list(r = ct$estimate, ci = ct$conf.int, rho = rho, ba = ba, bias_p = tp, mae = mae,
                         delta_alpha = a_m - a_h, w1sd = w1, div = div, cal = cal)
      }
      per_cond[[cn]] <- res
    }
    ## inter-model variance and the human resampling reference
    X <- sapply(conds, function(cn) { p <- preds[preds$condition == cn, ]; p[[paste0(dim, "_pred")]][match(seq_len(I), p$image_id)] })
    v <- apply(X, 1, var)
    imv <- tapply(v, emo_of, mean)[emotions]
    ref <- NULL
    if (resample) {
      ## Vectorised base R: per repeat, one random key per rating, a radix order by (image, key) and the
      ## first K ratings of each image (a draw of K without replacement), their variances by rowsum.
      K <- length(conds)
      o0 <- order(img); xs <- x[o0]; is <- img[o0]
      start <- c(0L, cumsum(n_j))[is]              # ratings before each rating's image block
      emo_used <- emo_of[n_j >= K]
      set.seed(seed)
      draws <- matrix(NA_real_, length(emotions), B)
      for (b in seq_len(B)) {
        o <- order(is, runif(length(xs)), method = "radix")
        first <- (seq_along(o) - start[o]) <= K     # position within the image block
        take <- o[first]
        s1 <- rowsum(xs[take], is[take])[, 1]; s2 <- rowsum(xs[take]^2, is[take])[, 1]
        vb <- (s2 - s1^2 / K) / (K - 1)
        draws[, b] <- tapply(vb, emo_used, mean)[emotions]
      }
      ref <- apply(draws, 1, function(d) c(mean = mean(d), quantile(d, c(0.025, 0.975))))
    }
    ## verdicts for this dimension
    verdict <- sapply(emotions, function(e) {
      meets <- sapply(conds, function(cn) { r <- per_cond[[cn]][[e]]; r$delta_alpha >= 0 && r$w1sd >= human[[e]]$loo })
      sum(meets)
    })
    out[[dim]] <- list(human = human, conditions = per_cond, inter_model = imv, reference = ref, verdict = verdict)
  }
  out
}

time_it <- function(resample) {
  t <- numeric(reps)
  for (i in seq_len(reps)) t[i] <- system.time(res <<- analysis(resample))[["elapsed"]]
  median(t)
}
res <- NULL
det <- time_it(FALSE)
full <- time_it(TRUE)
cat(sprintf("check: cond1 valence delta_alpha %.15g, w1sd %.15g, human alpha_interval %.15g, loo %.15g\n",
            res$valence$conditions[[1]]$all$delta_alpha, res$valence$conditions[[1]]$all$w1sd,
            res$valence$human$all$alpha[["interval"]], res$valence$human$all$loo))
cat(sprintf("r_seconds_deterministic=%.6f (median of %d)\n", det, reps))
cat(sprintf("r_seconds=%.6f (median of %d)\n", full, reps))
