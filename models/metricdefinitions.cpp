// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/metricdefinitions.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace rl::models {

namespace {

struct Definition {
    const char *key;
    const char *text; ///< English, translated at lookup (context rl::models::MetricDefinitions)
};

// One row per statistic, keyed by the column's machine name; the names and conventions of
// docs/methods.md (bias d = human mean − model; the demographic bias b = model − human).
constexpr Definition kDefinitions[] = {
    {"accuracy", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Accuracy: share of items whose emotion answer equals the true label (invalid answers count as wrong), trace(C) / N.")},
    {"recall", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Recall: share of the class's items labelled with it, tp / (tp + fn).")},
    {"precision", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Precision: share of the answers of this class that were right, tp / (tp + fp).")},
    {"f1", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "F1: harmonic mean of precision and recall, 2 · P · R / (P + R).")},
    {"macro_f1", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Macro-F1: unweighted mean over the classes of the per-class F1.")},
    {"kappa", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Cohen's κ: agreement of answer and true label beyond chance, (pₒ − pₑ) / (1 − pₑ) (Cohen, 1960).")},
    {"support", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Support: the number of items whose true label is this class.")},
    {"tp", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "TP: items of this class the condition labelled with it (true positives).")},
    {"classification_n", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "n: items with a true label and an answer of this condition (invalid answers included).")},
    {"classification_coverage", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Coverage: n divided by the items with a true label.")},
    {"n_correct", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Correct: items whose answer equals the true label.")},
    {"n_invalid", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Invalid: answers outside the label set or not parseable; they count as wrong.")},
    {"pearson_r", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Pearson r between the model's rating and the human mean rating of each item; 95% CI by Fisher's z.")},
    {"spearman_rho", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Spearman ρ: Pearson r of the ranks (ties get their mean rank).")},
    {"ba_bias", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Bland–Altman bias: mean of d over the items, d = human mean − model rating (Bland & Altman, 1986).")},
    {"ba_sd", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "SD(d): standard deviation of the differences d = human mean − model rating.")},
    {"ba_loa_lower", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Lower 95% limit of agreement: bias − 1.96 SD(d), d = human mean − model (Bland & Altman, 1999).")},
    {"ba_loa_upper", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Upper 95% limit of agreement: bias + 1.96 SD(d), d = human mean − model (Bland & Altman, 1999).")},
    {"bias_p", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "p of the one-sample t-test of d against 0 (d = human mean − model rating).")},
    {"loa_width", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "LoA width: 2 · 1.96 · SD(d), the span of the 95% limits of agreement.")},
    {"human_range", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Human range: 2 · 1.96 · the mean human SD of the items, the width a calibrated model may not exceed.")},
    {"calibration", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Calibration: the affine correction y′ = a·y + b from the least-squares line of the human mean on the model's rating, offered when the error is a constant offset.")},
    {"mae", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "MAE: mean absolute difference |human mean − model rating|.")},
    {"delta_alpha", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Δα: interval Krippendorff α of the humans with the model added as one more rater, minus α of the humans alone (Krippendorff, 2011).")},
    {"w1sd", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "W1SD: share of items whose model rating lies within one human SD of the human mean.")},
    {"w1sd_loo", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "W1SD (human LOO): the same share for each human left out against the other humans, the baseline a model has to reach.")},
    {"agreement_n", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "n: items with a model rating and at least one human rating; every statistic of the block rests on them.")},
    {"coverage", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Coverage: n divided by the items of the group.")},
    {"meets", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Meets: the conditions meeting the cell (Δα ≥ 0 and W1SD ≥ the human LOO baseline; classification: recall ≥ r* and κ ≥ κ*).")},
    {"alt_test_omega", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Alt-test winning rate ω: share of usable human raters the model beats (Calderon, Reichart & Dror, 2025); passes at ω ≥ 0.5.")},
    {"n", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "n: the number of items (observations) the row's statistics rest on.")},
    {"df", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "df: degrees of freedom of the test.")},
    {"df_residual", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Residual df: N minus the parameters of the full model.")},
    {"p", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "p: the test's p-value (two-sided unless stated).")},
    {"q", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "q: Benjamini–Hochberg adjusted p within the family of tests (Benjamini & Hochberg, 1995).")},
    {"F", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "F: the nested-model F statistic of the term.")},
    {"eta2", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "η²: the term's sequential (type I) sum of squares divided by the total sum of squares.")},
    {"chisq", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "χ²: likelihood-ratio statistic 2(ℓ₁ − ℓ₀) of the GLMM with the factor against the one without.")},
    {"estimate", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Estimate: difference of the two race × gender cell means of the bias b = model − human (note: the opposite sign to Bland–Altman's d).")},
    {"SE", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "SE: standard error of the estimate.")},
    {"t_ratio", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "t: estimate / SE.")},
    {"p_tukey", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "p, Tukey-adjusted over the six race × gender cell means (studentized range).")},
    {"n_items", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Items: the number of items with ratings.")},
    {"n_ratings", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Ratings: the number of human ratings used.")},
    {"alpha_nominal", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Krippendorff α with the nominal metric (Krippendorff, 2011).")},
    {"alpha_ordinal", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Krippendorff α with the ordinal metric (Krippendorff, 2011).")},
    {"alpha_interval", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Krippendorff α with the interval metric (Krippendorff, 2011).")},
    {"alpha_ratio", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Krippendorff α with the ratio metric (Krippendorff, 2011).")},
    {"loo_pairs", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "LOO pairs: (item, left-out human) pairs behind the W1SD baseline.")},
    {"mean_item_sd", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Mean item SD: the mean over the items of the human ratings' standard deviation.")},
    {"n_obs", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Observations: the raw human ratings in the mixed model.")},
    {"var_rater", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "σ²(rater): variance between raters in value ~ 1 + (1 | rater) + (1 | image), REML.")},
    {"var_image", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "σ²(image): variance between images in the crossed mixed model.")},
    {"var_residual", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "σ²(residual): the residual variance of the crossed mixed model.")},
    {"share_rater", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Share of σ²(rater) in the total variance.")},
    {"share_image", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Share of σ²(image) in the total variance.")},
    {"share_residual", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Share of σ²(residual) in the total variance.")},
    {"ratio_rater_image", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "σ²(rater) / σ²(image): how much more raters differ from each other than images do.")},
    {"icc_a1", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "ICC(A,1): absolute agreement of one rater, σ²(image) / (σ²(image) + σ²(rater) + σ²(residual)).")},
    {"icc_c1", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "ICC(C,1): consistency of one rater, σ²(image) / (σ²(image) + σ²(residual)).")},
    {"reml_criterion", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "REML criterion at the optimum (as lme4's REMLcrit).")},
    {"delta", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Δ: the statistic of condition A minus that of condition B on the same items.")},
    {"ci_low", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Lower bound of the 95% confidence interval.")},
    {"ci_high", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Upper bound of the 95% confidence interval.")},
    {"comparison_ci", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Confidence interval of the difference: paired bootstrap percentile (t interval for the bias).")},
    {"test", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Test: Williams' t for r, paired t for the bias, McNemar for accuracy, paired bootstrap otherwise.")},
    {"statistic_value", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Test statistic: t (Williams, paired t), χ² (McNemar), or the bootstrap Δ.")},
    {"comparison_q", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "BH q: Benjamini–Hochberg adjusted p over every comparison shown.")},
    {"estimate_a", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "The statistic of condition A on the common items.")},
    {"estimate_b", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "The statistic of condition B on the common items.")},
    {"r_ab", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Pearson r between the two conditions' answers on the common items.")},
    {"discordant_ab", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Items condition A got right and condition B wrong (McNemar).")},
    {"discordant_ba", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Items condition B got right and condition A wrong (McNemar).")},
    {"valid_B", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Bootstrap resamples in which the statistic was defined for both conditions.")},
    {"B", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Bootstrap resamples drawn (paired, items with replacement).")},
    {"jury_rho", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Spearman ρ between the judge's (or panel's) scores and the human gold scores of the corpus.")},
    {"jury_r", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Pearson r between the judge's (or panel's) scores and the human gold scores.")},
    {"jury_n", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "n: corpus items scored by the judge (or by every judge of the panel).")},
    {"price_input", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Price per million input tokens (US$), from the condition.")},
    {"price_output", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Price per million output tokens (US$), from the condition.")},
    {"latency", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Median latency of one request, in seconds.")},
    {"round", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Deliberation round (1 = the independent first answers).")},
    {"judges", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Judges taking part in the round.")},
    {"items", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Corpus items in the round.")},
    {"jury_item_sd", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Mean over the items of the judges' score SD.")},
    {"unanimous", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Share of items on which every judge gave the same score.")},
    {"changed", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Share of answers changed since the previous round.")},
    {"toward_others", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Share of changed answers that moved toward the other judges' mean.")},
    {"toward_human", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Share of changed answers that moved closer to the human gold score.")},
    {"away_from_human", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Share of changed answers that moved away from the human gold score.")},
    {"mean_score", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Mean score of the judges in the round.")},
    {"stratum", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Stratum number (1 = the lowest values of the predictor).")},
    {"stratum_from", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Lower bound of the stratum's predictor values.")},
    {"stratum_to", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Upper bound of the stratum's predictor values.")},
    {"delta_rho", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Δρ: ρ of the judge or panel minus ρ of the reference it is compared against; paired bootstrap CI and p.")},
    {"judge_mean", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Mean of the judge's answers on the items it answered that have a human score.")},
    {"human_mean_judge_scale", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Mean human score of the same items, mapped linearly onto the judges' scale (0–5 → 1–5).")},
    {"judge_bias", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Bias: mean of the judge's answer minus the human score on the judges' scale; 95% t interval.")},
    {"bias_shift", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "The judge's bias under this prompt condition minus its bias under the condition it is compared against (an anchor such as gold-plus-one shows near +1).")},
    {"subset_size", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Size: the number of judges in the subset.")},
    {"sum_input", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Σ input price of the subset's judges, US$ per million tokens.")},
    {"sum_output", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Σ output price of the subset's judges, US$ per million tokens.")},
    {"cost_per_1000_items", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "What judging 1,000 items cost, US$, from the journal: the recorded cost of the answered requests (or their tokens at the judge's prices) over the items answered; empty when no cost is recorded.")},
    {"paid_judges", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Judges with a non-zero price.")},
    {"slowest_latency", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Median latency of the subset's slowest judge, in seconds (the panel waits for it).")},
    {"beats_best_single", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "The subset's ρ is above the best single judge's ρ.")},
    {"beats_own_best", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "The subset's ρ is above that of its own best member.")},
    {"lift", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Lift: (n_ab / n_a) / (n_b / N), how much more often value b comes with a than overall.")},
    {"q_by", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "q: Benjamini–Yekutieli adjusted p across the cells of the table.")},
    {"p_greater", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "p: one-sided Fisher exact test that b comes with a more often than by chance.")},
    {"n_ab", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "n_ab: stories with value a of A and value b of B.")},
    {"n_a", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "n_a: stories with value a of A.")},
    {"n_b", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "n_b: stories with value b of B.")},
    {"st_n", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "N: stories in the table.")},
    {"prompts", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Prompts: promptable values × scenarios.")},
    {"models", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Models in which the association is reported.")},
    {"languages", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Languages in which the association is reported.")},
    {"tables", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Tested tables in which the association is reported.")},
    {"n_human", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "n (human): harm ratings by people.")},
    {"n_model", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "n (model): harm ratings by models.")},
    {"harm_ratings", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Harm ratings of the association by this rater group (people, or one harm-rater model condition).")},
    {"mean_harm", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Mean harm rating of the association by this rater group (1–5).")},
    {"human_mean", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Mean harm rating by people (1–5).")},
    {"model_mean", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Mean harm rating by models (1–5).")},
    {"harm_difference", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Model − human: model mean minus human mean (positive: the models rate it more harmful).")},
    {"human_share5", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Share of people's ratings at 5 (most harmful).")},
    {"model_share5", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Share of the models' ratings at 5 (most harmful).")},
    {"associations", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Associations of the attribute rated by both people and models.")},
    {"compared", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Associations rated by both people and models.")},
    {"st_reported", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Associations reported for the model in this language's tables (all: the pooled tables).")},
    {"st_count", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Stories with the row's value of A and this value of B.")},
    {"st_total", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Stories with the row's value of A.")},
    {"verdict", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Verdict: replaceable when at least the required number of conditions meet the cell, partial when fewer do, needs calibration when none does but one errs by a constant offset, not replaceable otherwise.")},
    {"corpus_human", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Human score: the corpus' gold similarity score of the pair, on the corpus' own scale.")},
    {"corpus_rater_sd", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Rater SD: standard deviation of the annotators' scores of the pair, where the corpus gives them.")},
    {"hygiene", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Hygiene: what can go wrong with the row — a quoting reader corrupts or swallows it, an empty or over-long sentence, a duplicate pair with another score.")},
    {"confusion_count", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Items of the row's true emotion that the condition labelled %1.")},
    {"plurality_confusion_count", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Items whose human plurality is the row's label that the condition labelled %1; an item whose plurality is a tie of t labels counts 1/t in each of their rows.")},
    {"plurality_agreement", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Plurality agreement: share of items whose answer is the label most humans gave; a tie of t labels gives 1/t for each of them (methods §3.7).")},
    {"plurality_agreement_loo", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Plurality agreement (human LOO): each human label against the plurality of the item's other human labels, ties shared; the baseline a model has to reach.")},
    {"plurality_n", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "n: items with at least one human label and an answer of this condition (invalid answers included).")},
    {"plurality_kappa", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "κ (plurality): Cohen's κ of the answers against the human plurality, from the fractional confusion matrix.")},
    {"plurality_macro_f1", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Macro-F1 (plurality): unweighted mean over the labels of the F1 against the human plurality.")},
    {"plurality_support", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Support (plurality): items whose human plurality is this label; a tie of t labels counts 1/t.")},
    {"plurality_precision", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Precision (plurality): share of the answers of this label that match the human plurality.")},
    {"plurality_recall", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Recall (plurality): share of the items whose plurality is this label that the condition labelled with it.")},
    {"categorical_delta_alpha", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Δα: Krippendorff α (nominal, or ordinal for ordered labels) of the humans with the model added as one more rater, minus α of the humans alone.")},
    {"categorical_alpha", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "α: Krippendorff's α of the human labels, nominal, or ordinal for ordered labels (Krippendorff, 2011).")},
    {"alpha_humans", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "α humans: Krippendorff's α of the human labels of the items the condition answered.")},
    {"alpha_with_model", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "α with the model: Krippendorff's α with the condition's answer added to each item as one more rater.")},
    {"alpha_ci", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "95% percentile bootstrap interval of α over the items (seeded resampling).")},
    {"delta_alpha_ci", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "95% percentile bootstrap interval of Δα over the items (seeded resampling).")},
    {"n_labels", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Labels: human labels given to the items.")},
    {"n_items_pairable", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Items with at least two human labels, the items α and the leave-one-out baseline rest on.")},
    {"n_missing", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Missing: items with a human label but no answer of this condition.")},
    {"fleiss_kappa", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Fleiss' κ: agreement of the human raters beyond chance when every item has the same number of raters (Fleiss, 1971).")},
    {"fleiss_p", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "p of Fleiss' z test of κ = 0 (Fleiss, Nee & Landis, 1979).")},
    {"plurality_loo_n_pairs", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "LOO comparisons: human labels compared with the plurality of the item's other labels.")},
    {"alt_test_joint_omega", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Alt-test across dimensions ω: the Alt-test over every dimension of this kind at once (instances = item × dimension); passes at ω ≥ 0.5.")},
    {"alt_test_advantage", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Advantage probability ρ: mean over the usable raters of the share of instances where the model scores at least as well as the rater.")},
    {"raters_usable", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Usable raters: human raters with enough instances shared with the model and another rater for the Alt-test.")},
    {"raters_won", QT_TRANSLATE_NOOP("rl::models::MetricDefinitions", "Raters beaten: usable raters whose Benjamini–Yekutieli adjusted p is at most q.")},
};

} // namespace

QString metricDefinition(QStringView key)
{
    const auto it = std::find_if(std::begin(kDefinitions), std::end(kDefinitions),
                                 [key](const Definition &d) { return key == QLatin1String(d.key); });
    return it == std::end(kDefinitions) ? QString()
                                        : QCoreApplication::translate("rl::models::MetricDefinitions", it->text);
}

QStringList metricDefinitionKeys()
{
    QStringList keys;
    for (const Definition &d : kDefinitions)
        keys << QString::fromLatin1(d.key);
    return keys;
}

} // namespace rl::models
