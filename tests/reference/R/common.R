# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Helpers of the golden scripts in this folder (sourced by each; no randomness). Our own
# implementations of the definitions in docs/methods.md; the scripts recompute the goldens of
# tests/reference from its input data (see ../README.md and scripts/make-goldens.sh).
suppressPackageStartupMessages(library(stats))

## ---- output ------------------------------------------------------------------------------------

# The shortest of 15, 16, 17 significant digits that reads back as the same double; integers plain.
fmt_num <- function(x) {
  vapply(x, function(v) {
    if (is.na(v)) return("NA")
    if (is.infinite(v)) return(if (v > 0) "Inf" else "-Inf")
    if (v == round(v) && abs(v) < 1e15) return(sprintf("%.0f", v))
    for (d in 15:17) {
      s <- sprintf("%.*g", d, v)
      if (as.numeric(s) == v) return(s)
    }
    s
  }, character(1), USE.NAMES = FALSE)
}

# CSV with round-trip numbers, NA for missing, TRUE/FALSE, RFC 4180 quoting only where needed.
write_ref_csv <- function(df, path) {
  df <- as.data.frame(df, stringsAsFactors = FALSE)
  cols <- lapply(df, function(col) {
    if (is.factor(col)) col <- as.character(col)
    if (is.logical(col)) col <- ifelse(col, "TRUE", "FALSE")
    if (is.numeric(col)) col <- fmt_num(col)
    col[is.na(col)] <- "NA"
    q <- grepl("[\",\n]", col)
    col[q] <- paste0("\"", gsub("\"", "\"\"", col[q]), "\"")
    col
  })
  con <- if (grepl("\\.gz$", path)) gzfile(path, "w") else file(path, "w")
  on.exit(close(con))
  writeLines(paste(names(df), collapse = ","), con)
  if (nrow(df) > 0) writeLines(do.call(paste, c(unname(cols), sep = ",")), con)
  invisible(path)
}

# JSON: named list -> object, unnamed list -> array, length-1 atomic -> scalar (I() keeps an array),
# data frame -> array of row objects, matrix -> array of rows; NA -> null, Inf -> "Inf".
json_value <- function(x, indent) {
  pad <- strrep("  ", indent + 1)
  close_pad <- strrep("  ", indent)
  scalar <- function(v) {
    if (is.null(v) || (length(v) == 1 && is.na(v) && !is.character(v))) return("null")
    if (is.logical(v)) return(if (v) "true" else "false")
    if (is.numeric(v)) {
      if (is.infinite(v)) return(if (v > 0) "\"Inf\"" else "\"-Inf\"")
      return(fmt_num(v))
    }
    if (is.na(v)) return("null")
    s <- gsub("\\\\", "\\\\\\\\", v); s <- gsub("\"", "\\\\\"", s)
    s <- gsub("\n", "\\\\n", s); s <- gsub("\t", "\\\\t", s)
    paste0("\"", s, "\"")
  }
  if (is.null(x)) return("null")
  if (is.data.frame(x)) {
    rows <- lapply(seq_len(nrow(x)), function(i) lapply(x, function(col) {
      v <- col[i]; if (is.factor(v)) as.character(v) else v }))
    return(json_value(rows, indent))
  }
  if (is.matrix(x)) return(json_value(lapply(seq_len(nrow(x)), function(i) I(unname(x[i, ]))), indent))
  if (is.factor(x)) x <- as.character(x)
  if (is.list(x)) {
    if (length(x) == 0) return(if (is.null(names(x))) "[]" else "{}")
    items <- vapply(x, json_value, character(1), indent = indent + 1)
    if (!is.null(names(x))) items <- paste0(vapply(names(x), scalar, character(1)), ": ", items)
    open <- if (is.null(names(x))) "[" else "{"
    close <- if (is.null(names(x))) "]" else "}"
    return(paste0(open, "\n", pad, paste(items, collapse = paste0(",\n", pad)), "\n", close_pad, close))
  }
  if (length(x) == 1 && !inherits(x, "AsIs")) return(scalar(x))
  paste0("[", paste(vapply(seq_along(x), function(i) scalar(x[[i]]), character(1)), collapse = ", "), "]")
}
write_ref_json <- function(x, path) writeLines(json_value(x, 0), path)

read_csv_plain <- function(path) read.csv(path, stringsAsFactors = FALSE, check.names = FALSE)

## ---- Krippendorff's alpha (Krippendorff 2011, coincidence matrix) -------------------------------

# Squared difference function of a level of measurement over the sorted values `v` whose coincidence
# marginals are `nc` (used by the ordinal level).
kripp_d2 <- function(v, nc, level) {
  V <- length(v)
  d2 <- matrix(0, V, V)
  for (c in seq_len(V)) for (k in seq_len(V)) {
    d2[c, k] <- switch(level,
      nominal = as.numeric(c != k),
      ordinal = { lo <- min(c, k); hi <- max(c, k); (sum(nc[lo:hi]) - (nc[c] + nc[k]) / 2)^2 },
      interval = (v[c] - v[k])^2,
      ratio = if (v[c] + v[k] == 0) 0 else ((v[c] - v[k]) / (v[c] + v[k]))^2)
  }
  d2
}

# alpha from (unit, value) pairs (missing values left out). `values` fixes the value set (e.g. 1:9);
# by default the values that occur. Returns alpha, D_o, D_e, n_pairable, n_units (pairable units),
# the coincidence matrix `o` and the values.
kripp_alpha_long <- function(unit, value, level, values = NULL) {
  ok <- !is.na(value)
  unit <- unit[ok]; value <- value[ok]
  v <- if (is.null(values)) sort(unique(value)) else sort(unique(c(values, value)))
  N <- unclass(table(factor(unit), factor(value, levels = v)))
  m <- rowSums(N)
  N <- N[m >= 2, , drop = FALSE]
  m <- m[m >= 2]
  W <- N / (m - 1)
  o <- crossprod(W, N) - diag(colSums(W), length(v))
  nc <- colSums(o)
  n <- sum(nc)
  d2 <- kripp_d2(v, nc, level)
  D_o <- sum(o * d2) / n
  D_e <- sum(outer(nc, nc) * d2) / (n * (n - 1))
  alpha <- 1 - (n - 1) * sum(o * d2) / sum(outer(nc, nc) * d2)
  list(alpha = alpha, D_o = D_o, D_e = D_e, n_pairable = n, n_units = nrow(N), o = o, values = v)
}

## ---- Bland-Altman ------------------------------------------------------------------------------

# d = a - b, mean m = (a + b)/2; limits bias -/+ z sd; CIs of the bias (t) and of the limits
# (Bland & Altman 1999 standard error); proportional bias lm(d ~ m).
bland_altman <- function(a, b, z = 1.96) {
  d <- a - b; m <- (a + b) / 2; n <- length(d)
  bias <- mean(d); s <- sd(d)
  tq <- qt(0.975, n - 1)
  se_bias <- s / sqrt(n)
  se_loa <- s * sqrt(1 / n + z^2 / (2 * (n - 1)))
  lo <- bias - z * s; hi <- bias + z * s
  fit <- summary(lm(d ~ m))
  cf <- fit$coefficients
  list(n = n, bias = bias, sd = s, z = z, loa_lower = lo, loa_upper = hi, t_quantile = tq,
       bias_ci_lower = bias - tq * se_bias, bias_ci_upper = bias + tq * se_bias, se_bias = se_bias,
       se_loa = se_loa,
       loa_lower_ci_lower = lo - tq * se_loa, loa_lower_ci_upper = lo + tq * se_loa,
       loa_upper_ci_lower = hi - tq * se_loa, loa_upper_ci_upper = hi + tq * se_loa,
       prop_intercept = cf[1, 1], prop_intercept_se = cf[1, 2], prop_slope = cf[2, 1], prop_slope_se = cf[2, 2],
       prop_slope_t = cf[2, 3], prop_slope_p = cf[2, 4], prop_r_squared = fit$r.squared, prop_df = fit$df[2])
}

## ---- classification ------------------------------------------------------------------------------

# Confusion counts (rows = true, columns = predicted, over `classes`), accuracy, unweighted Cohen's
# kappa, per-class precision/recall/F1 (0/0 = 0) and their unweighted mean.
class_metrics <- function(truth, pred, classes) {
  tab <- table(factor(truth, levels = classes), factor(pred, levels = classes))
  N <- sum(tab)
  tp <- diag(tab); support <- rowSums(tab); npred <- colSums(tab)
  div0 <- function(a, b) ifelse(b == 0, 0, a / b)
  precision <- div0(tp, npred); recall <- div0(tp, support)
  f1 <- div0(2 * precision * recall, precision + recall)
  acc <- sum(tp) / N
  pe <- sum((support / N) * (npred / N))
  list(table = tab, n = N, n_correct = sum(tp), accuracy = acc, p_expected = pe,
       kappa = (acc - pe) / (1 - pe), macro_f1 = mean(f1),
       per_class = data.frame(class = classes, support = as.numeric(support), n_predicted = as.numeric(npred),
                              tp = as.numeric(tp), fp = as.numeric(npred - tp), fn = as.numeric(support - tp),
                              precision = as.numeric(precision), recall = as.numeric(recall), f1 = as.numeric(f1),
                              stringsAsFactors = FALSE))
}

## ---- W1SD --------------------------------------------------------------------------------------

# |x - mean| <= sd of m reference ratings with sum S and sum of squares Q, in exact integer arithmetic:
# (m-1)(m x - S)^2 <= m (m Q - S^2); `tie` is the equality. Integers below 2^53 throughout here.
w1sd_exact <- function(x, m, S, Q) {
  lhs <- (m - 1) * (m * x - S)^2
  rhs <- m * (m * Q - S^2)
  list(within = lhs <= rhs, tie = lhs == rhs)
}
