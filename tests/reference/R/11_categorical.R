# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Categorical agreement without gold labels (docs/methods.md section 3.7): generated data and goldens in
# OUT_DIR/categorical/ (README section 9).
#   Rscript 11_categorical.R REFERENCE_DIR OUT_DIR
#
# Three studies, written as data (ratings.csv, answers.csv, labels.csv) and goldens:
#   small      -- 8 hand-made items: ties of 2 and 3 labels, an item with one label, an item without labels,
#                 a missing and an invalid answer, unequal raters (Fleiss only on the items with 4 labels);
#   balanced   -- 200 items x 5 raters, every rating given, 3 labels (model_a, model_b, tie);
#   unbalanced -- 200 items x 5 raters, about a fifth of the ratings missing, 4 labels; Fleiss' kappa is
#                 defined only on the items rated by all 5 raters (subset "complete").
# Three models of different quality answer each generated study, with a few missing (NA) and invalid (-1)
# answers.
#
# irr: irr::kappam.fleiss, irr::kappa2 and irr::kripp.alpha come from library(irr) when it is installed, else
# from the R/*.R files of irr's sources in the folder $RL_IRR_SOURCE (irr is not in Debian 12; its sources
# are not part of RaterLab). irr 0.84.1's kripp.alpha weighs the pairs of a matrix *without* NA by 1 instead
# of 1/(m_u - 1) (its `mc <- rep(1, ...)`), which is not Krippendorff's alpha when the m_u > 2; the goldens
# therefore come from common.R's kripp_alpha_long() (Krippendorff 2011), and this script checks that
# irr::kripp.alpha equals it on every matrix that has an NA. The plurality, its tie rule, the fractional
# confusion and the leave-one-out baseline have no R package: they are computed here in plain R by the
# formulas of docs/methods.md section 3.7, brute force (each item's plurality recomputed from its labels). The
# Alt-test is the authors' reference `alt_test()` (Calderon, Reichart & Dror 2025, github.com/nitaytech/AltTest,
# alt_test_example.ipynb) translated line by line to R, with accuracy scoring.
args <- commandArgs(trailingOnly = TRUE)
here <- dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)))
source(file.path(here, "common.R"))
out <- file.path(args[2], "categorical")
dir.create(out, showWarnings = FALSE, recursive = TRUE)

if (requireNamespace("irr", quietly = TRUE)) {
  suppressPackageStartupMessages(library(irr))
} else {
  irr_dir <- Sys.getenv("RL_IRR_SOURCE")
  if (!nzchar(irr_dir) || !dir.exists(irr_dir))
    stop("11_categorical.R: irr is not installed; set RL_IRR_SOURCE to the R/ folder of irr's sources")
  for (f in list.files(irr_dir, pattern = "\\.[Rr]$", full.names = TRUE)) source(f)
}

## ---- the studies --------------------------------------------------------------------------------

# Long ratings: study, item (1-based), rater (1-based), label (0-based index into the study's labels).
small_ratings <- function() {
  items <- list(c(0, 0, 0, 1),   # 1: plurality {0}
                c(0, 0, 1, 1),   # 2: tie of 2 {0, 1}
                c(0, 1, 2),      # 3: tie of 3 {0, 1, 2} (3 raters)
                c(2),            # 4: a single label {2}
                c(1, 1, 2, 2),   # 5: tie of 2 {1, 2}
                c(2, 2, 0, 1),   # 6: plurality {2}; leaving out a 2 ties 0, 1, 2
                integer(0),      # 7: no human label
                c(1, 1, 1, 1))   # 8: plurality {1}
  do.call(rbind, lapply(seq_along(items), function(j) {
    if (length(items[[j]]) == 0) return(NULL)
    data.frame(study = "small", item = j, rater = seq_along(items[[j]]), label = items[[j]])
  }))
}

set.seed(20261210)
generate <- function(study, n_items, n_raters, K, p_label, rater_acc, p_missing, model_acc, model_missing,
                     model_invalid) {
  truth <- sample(0:(K - 1), n_items, replace = TRUE, prob = p_label)
  other <- function(z) { o <- setdiff(0:(K - 1), z); o[sample.int(length(o), 1)] }
  ratings <- do.call(rbind, lapply(seq_len(n_raters), function(r) {
    lab <- vapply(truth, function(z) if (runif(1) < rater_acc[r]) z else other(z), numeric(1))
    keep <- runif(n_items) >= p_missing
    data.frame(study = study, item = which(keep), rater = r, label = lab[keep])
  }))
  answers <- do.call(rbind, lapply(names(model_acc), function(m) {
    a <- vapply(truth, function(z) if (runif(1) < model_acc[[m]]) z else other(z), numeric(1))
    u <- runif(n_items)
    a[u < model_invalid[[m]]] <- -1
    a[u >= model_invalid[[m]] & u < model_invalid[[m]] + model_missing[[m]]] <- NA
    data.frame(study = study, model = m, item = seq_len(n_items), answer = a)
  }))
  list(ratings = ratings, answers = answers)
}

models <- c(strong = 0.9, medium = 0.7, weak = 0.45)
bal <- generate("balanced", 200, 5, 3, c(0.4, 0.4, 0.2), c(0.8, 0.75, 0.7, 0.65, 0.6), 0, models,
                c(strong = 0, medium = 0.02, weak = 0.05), c(strong = 0, medium = 0.01, weak = 0.03))
unb <- generate("unbalanced", 200, 5, 4, c(0.35, 0.3, 0.2, 0.15), c(0.85, 0.75, 0.7, 0.6, 0.55), 0.2, models,
                c(strong = 0.01, medium = 0.03, weak = 0.05), c(strong = 0.01, medium = 0, weak = 0.02))
small_answers <- data.frame(study = "small", model = "hand", item = 1:8, answer = c(0, 1, 2, NA, -1, 0, 1, 1))

ratings <- rbind(small_ratings(), bal$ratings, unb$ratings)
answers <- rbind(small_answers, bal$answers, unb$answers)
labels <- rbind(data.frame(study = "small", label = 0:2, name = c("a", "b", "c")),
                data.frame(study = "balanced", label = 0:2, name = c("model_a", "model_b", "tie")),
                data.frame(study = "unbalanced", label = 0:3, name = c("pos", "neg", "mixed", "none")))
item_count <- c(small = 8, balanced = 200, unbalanced = 200)
write_ref_csv(ratings, file.path(out, "ratings.csv"))
write_ref_csv(answers, file.path(out, "answers.csv"))
write_ref_csv(labels, file.path(out, "labels.csv"))

## ---- definitions (docs/methods.md section 3.7), brute force -------------------------------------

# The plurality T_j: the labels with the most votes (ascending); empty without votes.
plurality_of <- function(x, K) {
  if (length(x) == 0) return(integer(0))
  n <- tabulate(x + 1, K)
  which(n == max(n)) - 1
}

# Tie-rule credits sum_t c_t / t and the comparisons n, with the credit counts by tie size.
# credit: 1/|T| or 0 per comparison; tie: |T| per comparison. by1..by3: the credits earned with |T| = 1, 2, 3.
credit_row <- function(credit, tie) {
  by <- vapply(1:3, function(t) sum(credit > 0 & tie == t), numeric(1))
  c(n = length(credit), credit_sum = sum(credit), by1 = by[1], by2 = by[2], by3 = by[3])
}

# The humans' leave-one-out baseline: each label of a unit with >= 2 labels against the plurality of the others.
loo_credits <- function(R, K, units) {
  credit <- c(); tie <- c()
  for (j in units) {
    x <- R$label[R$item == j]
    if (length(x) < 2) next
    for (i in seq_along(x)) {
      T <- plurality_of(x[-i], K)
      credit <- c(credit, if (x[i] %in% T) 1 / length(T) else 0)
      tie <- c(tie, length(T))
    }
  }
  list(credit = credit, tie = tie)
}

# Raters x units matrix of labels (NA = not rated) for irr.
label_matrix <- function(R, units, raters) {
  m <- matrix(NA_real_, length(raters), length(units))
  k <- R$item %in% units
  m[cbind(match(R$rater[k], raters), match(R$item[k], units))] <- R$label[k]
  m
}

alpha_long <- function(unit, value, level) {
  a <- kripp_alpha_long(unit, value, level)
  if (a$n_units == 0) NA_real_ else a$alpha
}

check_irr_alpha <- function(m, level, ours) {
  if (!anyNA(m) || is.na(ours)) return(invisible())
  theirs <- kripp.alpha(m, level)$value
  if (abs(theirs - ours) > 1e-12 * max(1, abs(ours)))
    stop(sprintf("irr::kripp.alpha %.17g != kripp_alpha_long %.17g", theirs, ours))
}

fleiss_row <- function(m, all_units_rated_equally) {
  # m: units x raters. irr::kappam.fleiss drops units with an NA (na.omit): the complete units.
  empty <- list(fleiss_status = "unequal_raters", fleiss_items = NA, fleiss_raters = NA, fleiss_kappa = NA,
                fleiss_p_observed = NA, fleiss_p_expected = NA, fleiss_z = NA, fleiss_p = NA)
  if (!all_units_rated_equally) return(empty)
  f <- kappam.fleiss(m)
  mm <- as.matrix(na.omit(m)); ns <- nrow(mm); nr <- ncol(mm)
  n <- t(apply(mm, 1, function(r) tabulate(r + 1, max(mm) + 1)))
  P <- mean((rowSums(n^2) - nr) / (nr * (nr - 1)))
  Pe <- sum((colSums(n) / (ns * nr))^2)
  stopifnot(abs((P - Pe) / (1 - Pe) - f$value) < 1e-14)
  list(fleiss_status = "ok", fleiss_items = f$subjects, fleiss_raters = f$raters, fleiss_kappa = f$value,
       fleiss_p_observed = P, fleiss_p_expected = Pe, fleiss_z = unname(f$statistic), fleiss_p = f$p.value)
}

## ---- the humans ---------------------------------------------------------------------------------

subsets <- function(study, R) {
  I <- item_count[[study]]
  m <- tabulate(R$item, I)
  full <- max(m)
  list(all = seq_len(I), complete = which(m == full))
}

human_rows <- list(); human_label_rows <- list()
for (study in names(item_count)) {
  R <- ratings[ratings$study == study, ]
  K <- sum(labels$study == study)
  raters <- sort(unique(R$rater))
  for (sub in names(subsets(study, R))) {
    units <- subsets(study, R)[[sub]]
    Ru <- R[R$item %in% units, ]
    m_j <- tabulate(Ru$item, item_count[[study]])[units]
    rated <- units[m_j > 0]
    alpha <- c(nominal = alpha_long(Ru$item, Ru$label, "nominal"), ordinal = alpha_long(Ru$item, Ru$label, "ordinal"))
    M <- label_matrix(Ru, units, raters)
    for (level in names(alpha)) check_irr_alpha(M, level, alpha[[level]])
    loo <- loo_credits(Ru, K, units)
    cr <- credit_row(loo$credit, loo$tie)
    fl <- fleiss_row(t(label_matrix(Ru, rated, raters)), length(unique(m_j[m_j > 0])) == 1)
    human_rows[[length(human_rows) + 1]] <- data.frame(
      study = study, subset = sub, n_items = length(units), n_ratings = nrow(Ru),
      n_items_pairable = sum(m_j >= 2), alpha_nominal = alpha[["nominal"]], alpha_ordinal = alpha[["ordinal"]],
      as.data.frame(fl), loo_n = cr[["n"]], loo_credit_sum = cr[["credit_sum"]],
      loo_share = cr[["credit_sum"]] / cr[["n"]], loo_tie1 = cr[["by1"]],
      loo_tie2 = cr[["by2"]], loo_tie3 = cr[["by3"]])
    pair <- Ru[Ru$item %in% units[m_j >= 2], ]
    mp <- tabulate(pair$item, item_count[[study]])
    for (k in 0:(K - 1)) {
      n_jk <- tabulate(pair$item[pair$label == k], item_count[[study]])
      denom <- sum(n_jk * (mp - 1))
      human_label_rows[[length(human_label_rows) + 1]] <- data.frame(
        study = study, subset = sub, label = k, label_count = sum(Ru$label == k),
        specific_agreement = if (denom > 0) sum(n_jk * (n_jk - 1)) / denom else NA)
    }
  }
}
write_ref_csv(do.call(rbind, human_rows), file.path(out, "humans.csv"))
write_ref_csv(do.call(rbind, human_label_rows), file.path(out, "humans_labels.csv"))

## ---- the models against the plurality -----------------------------------------------------------

model_rows <- list(); model_label_rows <- list(); confusion_rows <- list()
for (study in names(item_count)) {
  R <- ratings[ratings$study == study, ]
  K <- sum(labels$study == study)
  I <- item_count[[study]]
  T <- lapply(seq_len(I), function(j) plurality_of(R$label[R$item == j], K))
  tie <- lengths(T)
  raters <- sort(unique(R$rater))
  for (model in unique(answers$model[answers$study == study])) {
    a <- answers$answer[answers$study == study & answers$model == model]
    for (sub in c("all", "tiefree")) {
      units <- if (sub == "all") seq_len(I) else which(tie == 1)
      compared <- units[tie[units] > 0 & !is.na(a[units])]
      valid <- a[compared] %in% 0:(K - 1)
      credit <- vapply(compared, function(j) if (a[j] %in% T[[j]]) 1 / tie[j] else 0, numeric(1))
      cr <- credit_row(credit, tie[compared])
      # The fractional confusion: item j's weight 1 split as 1/|T_j| over the rows of its tied labels.
      C <- matrix(0, K, K + 1)
      for (j in compared) {
        col <- if (a[j] %in% 0:(K - 1)) a[j] + 1 else K + 1
        C[T[[j]] + 1, col] <- C[T[[j]] + 1, col] + 1 / tie[j]
      }
      n <- sum(C)
      rows <- rowSums(C); cols <- colSums(C)[1:K]
      acc <- sum(diag(C[, 1:K])) / n
      pe <- sum(rows * cols) / n^2
      kappa <- (acc - pe) / (1 - pe)
      tp <- diag(C[, 1:K])
      prec <- ifelse(cols > 0, tp / cols, 0)
      rec <- ifelse(rows > 0, tp / rows, 0)
      f1 <- ifelse(prec + rec > 0, 2 * prec * rec / (prec + rec), 0)
      kappa2_irr <- NA
      if (sub == "tiefree") {
        # No ties: the ordinary confusion of (plurality, answer); irr::kappa2 must agree.
        pairs <- cbind(vapply(compared, function(j) T[[j]][1], numeric(1)), ifelse(valid, a[compared], -1))
        kappa2_irr <- kappa2(pairs)$value
        stopifnot(abs(kappa2_irr - kappa) < 1e-12)
      }
      # Delta-alpha: the model as one more rater (invalid answers left out) over the subset's units.
      Ru <- R[R$item %in% units, ]
      extra <- units[!is.na(a[units]) & a[units] %in% 0:(K - 1)]
      da <- list()
      for (level in c("nominal", "ordinal")) {
        base <- alpha_long(Ru$item, Ru$label, level)
        with <- alpha_long(c(Ru$item, extra), c(Ru$label, a[extra]), level)
        Mw <- rbind(label_matrix(Ru, units, raters), ifelse(a[units] %in% 0:(K - 1), a[units], NA))
        check_irr_alpha(Mw, level, with)
        da[[paste0("alpha_", level)]] <- base
        da[[paste0("alpha_", level, "_with_model")]] <- with
        da[[paste0("delta_alpha_", level)]] <- with - base
      }
      model_rows[[length(model_rows) + 1]] <- data.frame(
        study = study, subset = sub, model = model, n_items = length(compared),
        n_missing = sum(tie[units] > 0 & is.na(a[units])), n_invalid = sum(!valid),
        agreement_credit_sum = cr[["credit_sum"]], agreement_share = cr[["credit_sum"]] / cr[["n"]],
        agreement_tie1 = cr[["by1"]], agreement_tie2 = cr[["by2"]], agreement_tie3 = cr[["by3"]],
        n = n, accuracy = acc, p_expected = pe, kappa = kappa, macro_f1 = mean(f1), kappa2_irr = kappa2_irr,
        as.data.frame(da))
      model_label_rows[[length(model_label_rows) + 1]] <- data.frame(
        study = study, subset = sub, model = model, label = 0:(K - 1), support = rows, precision = prec,
        recall = rec, f1 = f1)
      confusion_rows[[length(confusion_rows) + 1]] <- data.frame(
        study = study, subset = sub, model = model, plurality = rep(0:(K - 1), times = K + 1),
        answer = rep(c(0:(K - 1), -1), each = K), weight = as.vector(C))
    }
  }
}
write_ref_csv(do.call(rbind, model_rows), file.path(out, "models.csv"))
write_ref_csv(do.call(rbind, model_label_rows), file.path(out, "models_labels.csv"))
write_ref_csv(do.call(rbind, confusion_rows), file.path(out, "confusion.csv"))

## ---- the Alt-test, accuracy scoring (the authors' alt_test, in R) --------------------------------

# by_procedure(p_values, q): the indices rejected by Benjamini-Yekutieli (step-up, thresholds k/m q/H_m).
by_procedure <- function(p, q) {
  m <- length(p)
  o <- order(p)
  thresholds <- (seq_len(m) / m) * (q / sum(1 / seq_len(m)))
  hit <- which(p[o] <= thresholds)
  if (length(hit) == 0) integer(0) else o[seq_len(max(hit))]
}
accuracy_score <- function(pred, anns) mean(pred == anns)
# scipy.stats.ttest_1samp(d, eps, alternative = "less")$pvalue; constant d gives t = -Inf / +Inf as scipy.
ttest_less <- function(d, eps) {
  n <- length(d)
  t <- (mean(d) - eps) / (sd(d) / sqrt(n))
  pt(t, n - 1)
}
alt_test <- function(llm, humans, epsilon = 0.2, q_fdr = 0.05, min_humans_per_instance = 2,
                     min_instances_per_human = 30) {
  # llm: named vector item -> answer (no NA); humans: list rater -> named vector item -> label
  h_set <- list()
  for (h in names(humans)) for (i in names(humans[[h]])) h_set[[i]] <- c(h_set[[i]], h)
  keep <- names(h_set)[lengths(h_set) >= min_humans_per_instance & names(h_set) %in% names(llm)]
  p_values <- c(); adv <- c(); who <- c(); n_items <- c()
  for (h in names(humans)) {
    instances <- intersect(names(humans[[h]]), keep)
    if (length(instances) < min_instances_per_human) next
    llm_ind <- c(); exc_ind <- c()
    for (i in instances) {
      remaining <- vapply(setdiff(h_set[[i]], h), function(o) humans[[o]][[i]], numeric(1))
      hs <- accuracy_score(humans[[h]][[i]], remaining)
      ls <- accuracy_score(llm[[i]], remaining)
      llm_ind <- c(llm_ind, as.numeric(ls >= hs))
      exc_ind <- c(exc_ind, as.numeric(hs >= ls))
    }
    p_values <- c(p_values, ttest_less(exc_ind - llm_ind, epsilon))
    adv <- c(adv, mean(llm_ind)); who <- c(who, h); n_items <- c(n_items, length(instances))
  }
  rejected <- by_procedure(p_values, q_fdr)
  list(per_rater = data.frame(rater = as.integer(who), n_items = n_items, p_value = p_values,
                              advantage = adv, won = seq_along(who) %in% rejected),
       winning_rate = length(rejected) / length(who), advantage_prob = mean(adv))
}

alt_rows <- list(); alt_rater_rows <- list()
for (study in c("balanced", "unbalanced")) {
  R <- ratings[ratings$study == study, ]
  humans <- lapply(split(R, R$rater), function(d) setNames(d$label, d$item))
  for (model in unique(answers$model[answers$study == study])) {
    A <- answers[answers$study == study & answers$model == model & !is.na(answers$answer), ]
    r <- alt_test(setNames(A$answer, A$item), humans)
    alt_rows[[length(alt_rows) + 1]] <- data.frame(
      study = study, model = model, epsilon = 0.2, q = 0.05, min_items = 30, raters_usable = nrow(r$per_rater),
      raters_won = sum(r$per_rater$won), winning_rate = r$winning_rate, advantage_probability = r$advantage_prob,
      passed = r$winning_rate >= 0.5, comparisons = sum(r$per_rater$n_items))
    alt_rater_rows[[length(alt_rater_rows) + 1]] <- data.frame(study = study, model = model, r$per_rater)
  }
}
write_ref_csv(do.call(rbind, alt_rows), file.path(out, "alttest.csv"))
write_ref_csv(do.call(rbind, alt_rater_rows), file.path(out, "alttest_raters.csv"))
