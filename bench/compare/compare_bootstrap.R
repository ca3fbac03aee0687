# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The R side of bench/compare: the paired percentile bootstrap of Δα (interval Krippendorff α of the
# humans plus the condition minus that of the humans) and W1SD for 8 conditions, valence and arousal,
# overall and per emotion, B = 2000 resamples of the common items shared by all conditions, every
# condition's CI and the paired CI and sign p of every pair — what engine/analysis/compare does for
# these two statistics, written as fast as base R allows: all B resamples at once as a count matrix
# W (B x n) and the interval α from per-item sufficient statistics (n_u, S_u, Q_u, C_u) by matrix
# products, the exact integer |z| <= 1 test of W1SD per item.
#   Rscript compare_bootstrap.R RATINGS.csv PREDICTIONS.csv STIMULI.csv [B] [SEED]
# (raterlab-cli export ... of the demo project); prints r_seconds=<wall> r_cpu_seconds=<user + system> and the
# overall valence CIs.
args <- commandArgs(trailingOnly = TRUE)
B <- if (length(args) >= 4) as.integer(args[4]) else 2000L
seed <- if (length(args) >= 5) as.integer(args[5]) else 42L
ratings <- read.csv(args[1], skip = 1, stringsAsFactors = FALSE)
pred <- read.csv(args[2], skip = 1, stringsAsFactors = FALSE)
stimuli <- read.csv(args[3], skip = 1, stringsAsFactors = FALSE)
conditions <- head(unique(pred$condition), 8)
items <- stimuli$stimulus_id

start <- proc.time()
set.seed(seed)
alpha_w <- function(W, m, S, Q, C) {        # interval alpha of each resample (row of W)
  ok <- m >= 2
  n <- W[, ok, drop = FALSE] %*% m[ok]
  s1 <- W[, ok, drop = FALSE] %*% S[ok]
  s2 <- W[, ok, drop = FALSE] %*% Q[ok]
  obs <- W[, ok, drop = FALSE] %*% (2 * m[ok] * C[ok] / (m[ok] - 1))
  as.vector(1 - (n - 1) * obs / (2 * (n * s2 - s1^2)))
}
pct <- function(v) quantile(v[is.finite(v)], c(0.025, 0.975), names = FALSE, type = 7)
sign_p <- function(d) { d <- d[is.finite(d)]; min(1, 2 * min(mean(d <= 0), mean(d >= 0))) }
out <- list()
for (dim in c("valence", "arousal")) {
  h <- ratings[ratings$dimension == dim & !is.na(ratings$value), ]
  j <- factor(h$stimulus_id, levels = items)
  mH <- as.numeric(tabulate(j, length(items)))
  sH <- as.numeric(tapply(h$value, j, sum)); sH[is.na(sH)] <- 0
  qH <- as.numeric(tapply(h$value^2, j, sum)); qH[is.na(qH)] <- 0
  M <- ifelse(mH > 0, sH / mH, NA)
  cH <- ifelse(mH > 0, qH - sH^2 / mH, 0)
  X <- sapply(conditions, function(cn) { p <- pred[pred$condition == cn, ]; p[[dim]][match(items, p$stimulus_id)] })
  for (g in c("all", unique(stimuli$emotion))) {
    jj <- which((g == "all" | stimuli$emotion == g) & mH >= 1 & rowSums(is.na(X)) == 0)
    n <- length(jj)
    W <- t(vapply(seq_len(B), function(b) tabulate(sample.int(n, n, replace = TRUE), n), numeric(n)))
    base <- alpha_w(W, mH[jj], sH[jj], qH[jj], cH[jj])
    da <- w1 <- matrix(NA_real_, B, length(conditions))
    for (k in seq_along(conditions)) {
      x <- X[jj, k]
      m1 <- mH[jj] + 1; s1 <- sH[jj] + x; q1 <- qH[jj] + x^2
      c1 <- cH[jj] + (x - M[jj])^2 * mH[jj] / (mH[jj] + 1)
      da[, k] <- alpha_w(W, m1, s1, q1, c1) - base
      nn <- mH[jj]; S <- sH[jj]; Q <- qH[jj]     # exact integer test (n - 1)(n x - S)^2 <= n (n Q - S^2)
      within <- ifelse(nn >= 2, as.numeric((nn - 1) * (nn * x - S)^2 <= nn * (nn * Q - S^2)), NA)
      ok <- !is.na(within)
      w1[, k] <- as.vector(W[, ok, drop = FALSE] %*% within[ok]) / as.vector(W[, ok, drop = FALSE] %*% rep(1, sum(ok)))
      out[[length(out) + 1]] <- data.frame(dimension = dim, group = g, condition = conditions[k],
        da_low = pct(da[, k])[1], da_high = pct(da[, k])[2], w1_low = pct(w1[, k])[1], w1_high = pct(w1[, k])[2])
    }
    for (a in 1:(length(conditions) - 1)) for (b in (a + 1):length(conditions)) {
      d1 <- da[, a] - da[, b]; d2 <- w1[, a] - w1[, b]
      out[[length(out) + 1]] <- data.frame(dimension = dim, group = g, condition = paste(conditions[a], conditions[b]),
        da_low = pct(d1)[1], da_high = pct(d1)[2], w1_low = sign_p(d1), w1_high = sign_p(d2))
    }
  }
}
res <- do.call(rbind, out)
t <- proc.time() - start
cat(sprintf("r_seconds=%.3f r_cpu_seconds=%.3f rows=%d B=%d\n", t[["elapsed"]], t[["user.self"]] + t[["sys.self"]], nrow(res), B))
v <- res[res$dimension == "valence" & res$group == "all" & res$condition %in% conditions, ]
for (i in seq_len(nrow(v)))
  cat(sprintf("ci,%s,delta_alpha,%.6f,%.6f\nci,%s,w1sd,%.6f,%.6f\n", v$condition[i], v$da_low[i], v$da_high[i],
              v$condition[i], v$w1_low[i], v$w1_high[i]))
