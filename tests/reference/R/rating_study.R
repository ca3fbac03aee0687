# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# rating_study.R -- a small seeded generic rating study of TEXT items and its R goldens.
#
#   Rscript tests/reference/R/rating_study.R [OUTDIR]     (default: tests/reference/rating)
#
# Writes OUTDIR/stimuli.csv (40 texts, factors topic (4 levels), length and stance), ratings.csv (long:
# rater_id,stimulus_id,dimension,value; 12 human raters with missing cells), predictions.csv (3 model
# conditions, a few predictions missing) and rating_metrics.csv, the goldens in the tidy long layout of
# RaterLab's metrics.csv grouped by `topic`: condition,dimension,topic,metric,value.
# Dimensions: vas 0-100 continuous (one decimal), clarity 1-7 integer (human ratings and predictions), and
# stance, categorical (against, neutral, favour; predictions only), classified against the item's `stance`
# factor: kappa / F1 overall, per class and within each topic.
#
# Every statistic is computed here from the definitions of docs/methods.md sections 2-3 with base R only
# (cor.test, cor, t.test, lm, qt); Krippendorff's alpha is this file's own coincidence-matrix code.

suppressPackageStartupMessages(library(stats))

args <- commandArgs(trailingOnly = TRUE)
out_dir <- if (length(args) >= 1) args[1] else "tests/reference/rating"
dir.create(out_dir, showWarnings = FALSE, recursive = TRUE)

## ---------------------------------------------------------------------------
## Output helpers: shortest round-trip decimal (15, 16 or 17 significant digits).
## ---------------------------------------------------------------------------
num_str <- function(x) {
  vapply(x, function(v) {
    if (is.na(v)) return("NA")
    if (is.infinite(v)) return(if (v > 0) "Inf" else "-Inf")
    if (v == round(v) && abs(v) < 1e15) return(sprintf("%.0f", v))
    for (d in 15:17) {
      s <- sprintf(paste0("%.", d, "g"), v)
      if (as.numeric(s) == v) return(s)
    }
    s
  }, character(1))
}

write_csv <- function(df, path) {
  cols <- lapply(df, function(col) if (is.numeric(col)) num_str(col) else as.character(col))
  lines <- c(paste(names(df), collapse = ","), do.call(paste, c(unname(cols), sep = ",")))
  writeLines(lines, path)
}

## ---------------------------------------------------------------------------
## The study (seeded).
## ---------------------------------------------------------------------------
set.seed(20260410)
topics <- c("science", "sports", "politics", "arts")
n_items <- 40
n_raters <- 12
item_topic <- rep(topics, times = n_items / length(topics))    # first appearance = declared order
item_length <- rep(rep(c("short", "long"), each = 4), times = n_items / 8)
ids <- sprintf("txt%02d", seq_len(n_items))
texts <- sprintf("Text %d about %s in a %s form", seq_len(n_items), item_topic, item_length)
stimuli <- data.frame(stimulus_id = ids, kind = "text", text = texts, topic = item_topic, length = item_length,
                      stringsAsFactors = FALSE)

topic_vas <- c(science = 8, sports = -6, politics = -12, arts = 10)
topic_clarity <- c(science = 0.6, sports = 0.2, politics = -0.8, arts = 0.0)
mu_vas <- pmin(95, pmax(5, 50 + topic_vas[item_topic] + rnorm(n_items, 0, 15)))
mu_clarity <- 4 + topic_clarity[item_topic] + rnorm(n_items, 0, 1.1)
bias_vas <- rnorm(n_raters, 0, 6)
bias_clarity <- rnorm(n_raters, 0, 0.5)

clamp <- function(x, lo, hi) pmin(hi, pmax(lo, x))
rows <- list()
for (h in seq_len(n_raters)) {
  for (j in seq_len(n_items)) {
    if (runif(1) < 0.7) {
      v <- round(clamp(mu_vas[j] + bias_vas[h] + rnorm(1, 0, 10), 0, 100), 1)
      rows[[length(rows) + 1]] <- data.frame(rater_id = sprintf("h%02d", h), stimulus_id = ids[j],
                                             dimension = "vas", value = v, stringsAsFactors = FALSE)
    }
    if (runif(1) < 0.7) {
      v <- clamp(round(mu_clarity[j] + bias_clarity[h] + rnorm(1, 0, 0.8)), 1, 7)
      rows[[length(rows) + 1]] <- data.frame(rater_id = sprintf("h%02d", h), stimulus_id = ids[j],
                                             dimension = "clarity", value = v, stringsAsFactors = FALSE)
    }
  }
}
ratings <- do.call(rbind, rows)

conditions <- c("model-a", "model-b", "model-c")
pred_vas <- list(
  `model-a` = round(clamp(mu_vas + rnorm(n_items, 0, 5), 0, 100), 1),
  `model-b` = round(clamp(0.8 * mu_vas + 20 + rnorm(n_items, 0, 8), 0, 100), 1),
  `model-c` = round(mu_vas / 10) * 10)
pred_clarity <- list(
  `model-a` = clamp(round(mu_clarity + rnorm(n_items, 0, 0.5)), 1, 7),
  `model-b` = clamp(round(mu_clarity + 1 + rnorm(n_items, 0, 0.7)), 1, 7),
  `model-c` = clamp(round(4 + 0.3 * (mu_clarity - 4) + rnorm(n_items, 0, 0.3)), 1, 7))
pred_vas$`model-c`[c(3, 17, 30)] <- NA       # a condition with missing answers
pred_clarity$`model-c`[c(17, 22)] <- NA

## The categorical dimension (drawn last: the numeric data above do not depend on it).
stance_levels <- c("against", "neutral", "favour")
item_stance <- sample(stance_levels, n_items, replace = TRUE)
stimuli$stance <- item_stance
answer <- function(p_right) vapply(seq_len(n_items), function(j)
  if (runif(1) < p_right) item_stance[j] else sample(setdiff(stance_levels, item_stance[j]), 1), "")
pred_stance <- list(`model-a` = answer(0.85), `model-b` = answer(0.6), `model-c` = answer(0.45))
pred_stance$`model-c`[5] <- "unsure"           # an answer outside the label set: invalid
pred_stance$`model-c`[9] <- NA                 # no answer
predictions <- do.call(rbind, lapply(conditions, function(c)
  data.frame(condition = c, stimulus_id = ids, vas = pred_vas[[c]], clarity = pred_clarity[[c]],
             stance = pred_stance[[c]], stringsAsFactors = FALSE)))

write_csv(stimuli, file.path(out_dir, "stimuli.csv"))
write_csv(ratings, file.path(out_dir, "ratings.csv"))
write_csv(predictions, file.path(out_dir, "predictions.csv"))

## ---------------------------------------------------------------------------
## Krippendorff's alpha, coincidence matrix (Krippendorff 2011): units with >= 2 values are pairable,
## o_ck = sum_u n_uc (n_uk - [c == k]) / (m_u - 1), alpha = 1 - (n - 1) sum o d2 / sum n_c n_k d2.
## ---------------------------------------------------------------------------
kripp <- function(unit, value, level) {
  keep <- !is.na(value)
  unit <- as.character(unit[keep]); value <- value[keep]
  m_u <- table(unit)
  pairable <- unit %in% names(m_u)[m_u >= 2]
  unit <- unit[pairable]; value <- value[pairable]
  if (length(value) == 0) return(list(alpha = NA_real_, n = 0, units = 0))
  vals <- sort(unique(value))
  V <- length(vals)
  idx <- match(value, vals)
  o <- matrix(0, V, V)
  for (u in unique(unit)) {
    cnt <- tabulate(idx[unit == u], V)
    o <- o + (outer(cnt, cnt) - diag(cnt, V)) / (sum(cnt) - 1)
  }
  nc <- rowSums(o)
  n <- sum(nc)
  d2 <- switch(level,
    nominal = 1 - diag(V),
    interval = outer(vals, vals, "-")^2,
    ratio = { s <- outer(vals, vals, "+"); r <- (outer(vals, vals, "-") / s)^2; r[s == 0] <- 0; r },
    ordinal = {
      cs <- c(0, cumsum(nc))
      r <- matrix(0, V, V)
      for (c in seq_len(V)) for (k in seq_len(V)) {
        lo <- min(c, k); hi <- max(c, k)
        r[c, k] <- (cs[hi + 1] - cs[lo] - (nc[c] + nc[k]) / 2)^2
      }
      r
    })
  alpha <- 1 - (n - 1) * sum(o * d2) / sum(outer(nc, nc) * d2)
  list(alpha = alpha, n = n, units = length(unique(unit)))
}

## ---------------------------------------------------------------------------
## Goldens.
## ---------------------------------------------------------------------------
scales <- list(vas = list(lo = 0, hi = 100, integer = FALSE), clarity = list(lo = 1, hi = 7, integer = TRUE))
groups <- c("all", topics)
items_of <- function(g) if (g == "all") seq_len(n_items) else which(item_topic == g)

golden <- list()
add <- function(condition, dimension, topic, metric, value)
  golden[[length(golden) + 1]] <<- data.frame(condition = condition, dimension = dimension, topic = topic,
                                              metric = metric, value = as.numeric(value), stringsAsFactors = FALSE)

## Histogram of the declared scale: one bin per integer of an integer scale (hist_<v>); ten equal bins
## [e_i, e_i+1) (the last closed) of a continuous scale, e_i = lo + (hi - lo) i / 10 (hist_<e_i>-<e_i+1>).
hist_rows <- function(condition, dimension, topic, x) {
  s <- scales[[dimension]]
  if (s$integer) {
    for (v in s$lo:s$hi) add(condition, dimension, topic, paste0("hist_", v), sum(x == v))
  } else {
    e <- s$lo + (s$hi - s$lo) * (0:10) / 10
    for (i in 1:10) {
      inside <- if (i < 10) x >= e[i] & x < e[i + 1] else x >= e[i] & x <= e[i + 1]
      add(condition, dimension, topic, paste0("hist_", num_str(e[i]), "-", num_str(e[i + 1])), sum(inside))
    }
  }
}

## |z| <= 1 as RaterLab decides it: exactly for integer data ((m-1)(m x - S)^2 <= m (m Q - S^2)),
## otherwise |z| <= 1 + 1e-12 with z = (x - mean) / sd (sd = 0: |z| = 0 when x = mean, else Inf).
within1 <- function(x, ref, integer) {
  m <- length(ref)
  if (integer) {
    S <- sum(ref); Q <- sum(ref^2)
    return((m - 1) * (m * x - S)^2 <= m * (m * Q - S^2))
  }
  s <- sd(ref)
  if (s == 0) return(x == mean(ref))
  abs((x - mean(ref)) / s) <= 1 + 1e-12
}

for (dimension in names(scales)) {
  s <- scales[[dimension]]
  hr <- ratings[ratings$dimension == dimension, ]
  hr$item <- match(hr$stimulus_id, ids)
  by_item <- split(hr$value, factor(hr$item, levels = seq_len(n_items)))
  M <- vapply(by_item, function(v) if (length(v)) mean(v) else NA_real_, 0)
  SD <- vapply(by_item, function(v) if (length(v) >= 2) sd(v) else NA_real_, 0)
  nj <- lengths(by_item)
  for (g in groups) {
    J <- items_of(g)
    hg <- hr[hr$item %in% J, ]
    ## human side
    add("human", dimension, g, "n", length(J))
    add("human", dimension, g, "n_ratings", nrow(hg))
    for (level in c("nominal", "ordinal", "interval", "ratio"))
      add("human", dimension, g, paste0("alpha_", level), kripp(hg$item, hg$value, level)$alpha)
    ka <- kripp(hg$item, hg$value, "interval")
    add("human", dimension, g, "alpha_n_pairable", ka$n)
    add("human", dimension, g, "alpha_n_units", ka$units)
    loo_pairs <- 0; loo_within <- 0
    for (j in J[nj[J] >= 3]) {
      v <- by_item[[j]]
      for (h in seq_along(v)) {
        loo_pairs <- loo_pairs + 1
        loo_within <- loo_within + within1(v[h], v[-h], s$integer)
      }
    }
    add("human", dimension, g, "w1sd_loo", loo_within / loo_pairs)
    add("human", dimension, g, "w1sd_loo_n_pairs", loo_pairs)
    add("human", dimension, g, "w1sd_loo_n_within", loo_within)
    add("human", dimension, g, "mean_item_sd", mean(SD[J][nj[J] >= 2]))
    add("human", dimension, g, "distinct_values", length(unique(hg$value)))
    hist_rows("human", dimension, g, hg$value)
    ## conditions
    for (cond in conditions) {
      p <- if (dimension == "vas") pred_vas[[cond]] else pred_clarity[[cond]]
      xall <- p[J][!is.na(p[J])]
      pair <- J[!is.na(p[J]) & nj[J] >= 1]
      x <- p[pair]; m <- M[pair]
      add(cond, dimension, g, "n", length(pair))
      add(cond, dimension, g, "n_items", length(J))
      add(cond, dimension, g, "n_missing", sum(is.na(p[J])))
      ct <- cor.test(x, m)                                   # Pearson, Fisher-z CI
      add(cond, dimension, g, "pearson_r", unname(ct$estimate))
      add(cond, dimension, g, "pearson_r_ci_low", ct$conf.int[1])
      add(cond, dimension, g, "pearson_r_ci_high", ct$conf.int[2])
      add(cond, dimension, g, "pearson_t", unname(ct$statistic))
      add(cond, dimension, g, "pearson_df", unname(ct$parameter))
      add(cond, dimension, g, "pearson_p", ct$p.value)
      add(cond, dimension, g, "spearman_rho", cor(x, m, method = "spearman"))
      d <- m - x                                             # Bland-Altman: human mean - model
      n <- length(d); bias <- mean(d); sdd <- sd(d); z <- 1.96
      tq <- qt(0.975, n - 1)
      se_loa <- sdd * sqrt(1 / n + z^2 / (2 * (n - 1)))      # Bland & Altman 1999
      lo <- bias - z * sdd; hi <- bias + z * sdd
      add(cond, dimension, g, "ba_bias", bias)
      add(cond, dimension, g, "ba_sd", sdd)
      add(cond, dimension, g, "ba_loa_low", lo)
      add(cond, dimension, g, "ba_loa_high", hi)
      add(cond, dimension, g, "ba_bias_ci_low", bias - tq * sdd / sqrt(n))
      add(cond, dimension, g, "ba_bias_ci_high", bias + tq * sdd / sqrt(n))
      add(cond, dimension, g, "ba_loa_low_ci_low", lo - tq * se_loa)
      add(cond, dimension, g, "ba_loa_low_ci_high", lo + tq * se_loa)
      add(cond, dimension, g, "ba_loa_high_ci_low", hi - tq * se_loa)
      add(cond, dimension, g, "ba_loa_high_ci_high", hi + tq * se_loa)
      avg <- (m + x) / 2
      pb <- summary(lm(d ~ avg))$coefficients                # proportional bias
      add(cond, dimension, g, "ba_prop_intercept", pb[1, 1])
      add(cond, dimension, g, "ba_prop_slope", pb[2, 1])
      add(cond, dimension, g, "ba_prop_p", pb[2, 4])
      add(cond, dimension, g, "ba_bias_p", t.test(d)$p.value)
      add(cond, dimension, g, "mae", mean(abs(d)))
      withm <- rbind(data.frame(item = hg$item, value = hg$value),
                     data.frame(item = J[!is.na(p[J])], value = p[J][!is.na(p[J])]))
      kw <- kripp(withm$item, withm$value, "interval")
      add(cond, dimension, g, "alpha_humans", ka$alpha)
      add(cond, dimension, g, "alpha_with_model", kw$alpha)
      add(cond, dimension, g, "delta_alpha", kw$alpha - ka$alpha)
      add(cond, dimension, g, "alpha_with_model_n_pairable", kw$n)
      wj <- J[!is.na(p[J]) & nj[J] >= 2]
      within <- vapply(wj, function(j) within1(p[j], by_item[[j]], s$integer), TRUE)
      add(cond, dimension, g, "w1sd", mean(within))
      add(cond, dimension, g, "w1sd_n_items", length(wj))
      add(cond, dimension, g, "w1sd_n_within", sum(within))
      add(cond, dimension, g, "distinct_values", length(unique(xall)))
      add(cond, dimension, g, "sd_predictions", sd(xall))
      add(cond, dimension, g, "n_values", length(xall))
      hist_rows(cond, dimension, g, xall)
      cal <- coef(lm(m ~ x))                                 # calibration fix y' = a y + b
      add(cond, dimension, g, "calibration_a", cal[2])
      add(cond, dimension, g, "calibration_b", cal[1])
    }
  }
}

## Classification of stance (docs/methods.md section 1): C = table(true, predicted) with an invalid column; accuracy =
## trace / N (invalid answers count as wrong), p_e = sum_k (row_k / N)(col_k / N), kappa = (p_o - p_e)/(1 - p_e),
## per class precision / recall / F1 with 0 for a zero denominator, macro-F1 = their mean over the K classes.
class_rows <- function(cond, J, group, per_class) {
  p <- pred_stance[[cond]][J]
  answered <- !is.na(p)
  t <- factor(item_stance[J][answered], levels = stance_levels)
  q <- ifelse(p[answered] %in% stance_levels, p[answered], "invalid")
  C <- table(t, factor(q, levels = c(stance_levels, "invalid")))
  K <- length(stance_levels)
  N <- sum(C)
  po <- sum(diag(C[, 1:K])) / N
  pe <- sum(rowSums(C) / N * colSums(C)[1:K] / N)
  tp <- diag(C[, 1:K]); fp <- colSums(C)[1:K] - tp; fn <- rowSums(C) - tp
  prec <- ifelse(tp + fp > 0, tp / (tp + fp), 0)
  rec <- ifelse(tp + fn > 0, tp / (tp + fn), 0)
  f1 <- ifelse(prec + rec > 0, 2 * prec * rec / (prec + rec), 0)
  add(cond, "stance", group, "n", N)
  add(cond, "stance", group, "accuracy", po)
  add(cond, "stance", group, "kappa", (po - pe) / (1 - pe))
  add(cond, "stance", group, "macro_f1", mean(f1))
  add(cond, "stance", group, "invalid_count", sum(C[, K + 1]))
  add(cond, "stance", group, "n_correct", sum(tp))
  add(cond, "stance", group, "p_expected", pe)
  add(cond, "stance", group, "n_missing", sum(!answered))
  if (!per_class) return(invisible())
  for (k in seq_len(K)) {
    lab <- stance_levels[k]
    add(cond, "stance", lab, "n", sum(C[k, ]))
    add(cond, "stance", lab, "precision", prec[k])
    add(cond, "stance", lab, "recall", rec[k])
    add(cond, "stance", lab, "f1", f1[k])
    add(cond, "stance", lab, "support", sum(C[k, ]))
    add(cond, "stance", lab, "n_predicted", sum(C[, k]))
    add(cond, "stance", lab, "tp", tp[k])
    add(cond, "stance", lab, "fp", fp[k])
    add(cond, "stance", lab, "fn", fn[k])
    for (l in seq_len(K)) add(cond, "stance", lab, paste0("confusion_", stance_levels[l]), C[k, l])
    add(cond, "stance", lab, "confusion_invalid", C[k, K + 1])
  }
}
for (cond in conditions) {
  class_rows(cond, seq_len(n_items), "all", TRUE)
  for (g in topics) class_rows(cond, items_of(g), g, FALSE)
}

golden <- do.call(rbind, golden)
write_csv(golden, file.path(out_dir, "rating_metrics.csv"))
cat(sprintf("rating_study.R: %d ratings, %d golden rows in %s (%s)\n", nrow(ratings), nrow(golden), out_dir,
            R.version.string))
