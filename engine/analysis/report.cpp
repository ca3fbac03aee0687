// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/report.h"

#include "engine/analysis/outputfiles.h"
#include "engine/io/csv.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

#ifndef RL_ANALYSIS_VERSION
#define RL_ANALYSIS_VERSION "unknown"
#endif

namespace rl::analysis {

const char *programVersion() { return RL_ANALYSIS_VERSION; }

namespace {

using Json = nlohmann::ordered_json;

double count(std::size_t n) { return static_cast<double>(n); }

class Rows {
public:
    explicit Rows(std::vector<MetricRow> &out) : m_out(out) { }
    void key(std::string condition, std::string dimension, std::string group)
    {
        m_condition = std::move(condition);
        m_dimension = std::move(dimension);
        m_group = std::move(group);
    }
    void add(const std::string &metric, double value) { m_out.push_back({m_condition, m_dimension, m_group, metric, value}); }
    void add(const std::string &metric, std::size_t value) { add(metric, count(value)); }
    void add(const std::string &metric, long long value) { add(metric, static_cast<double>(value)); }
    void add(const std::string &metric, bool value) { add(metric, value ? 1.0 : 0.0); }

private:
    std::vector<MetricRow> &m_out;
    std::string m_condition, m_dimension, m_group;
};

void intervalRows(Rows &r, const std::string &name, const BootstrapInterval &ci)
{
    if (ci.repeats == 0)
        return;
    r.add(name + "_ci_low", ci.low);
    r.add(name + "_ci_high", ci.high);
}

void altTestRows(Rows &r, const std::string &prefix, const AltTestResult &t)
{
    r.add(prefix + "raters_usable", t.ratersUsable);
    if (t.status == AltTestStatus::Ok) {
        r.add(prefix + "winning_rate", t.winningRate);
        r.add(prefix + "advantage", t.advantage);
        r.add(prefix + "passed", t.passed);
    }
}

/// hist_<v> per integer of an integer scale; hist_<lo>-<hi> per bin of a continuous one.
void histogramRows(Rows &r, const agreement::IntegerHistogram &h, const agreement::BinnedHistogram &bins)
{
    for (std::size_t b = 0; b < h.counts.size(); ++b)
        r.add("hist_" + std::to_string(h.first + static_cast<int>(b)), h.counts[b]);
    for (std::size_t b = 0; b < bins.counts.size(); ++b)
        r.add("hist_" + io::formatNumber(bins.edges[b]) + "-" + io::formatNumber(bins.edges[b + 1]), bins.counts[b]);
}

void agreementRows(Rows &r, const AgreementCell &c)
{
    r.add("n", c.n);
    r.add("n_items", c.nItems);
    r.add("n_missing", c.nMissing);
    if (c.status == CellStatus::NoPredictions)
        return;
    const auto &p = c.pearson;
    const bool pearsonOk = p.ok();
    r.add("pearson_r", pearsonOk ? p.r : kNaN);
    r.add("pearson_r_ci_low", pearsonOk ? p.ciLow : kNaN);
    r.add("pearson_r_ci_high", pearsonOk ? p.ciHigh : kNaN);
    r.add("pearson_t", pearsonOk ? p.t : kNaN);
    r.add("pearson_df", pearsonOk ? p.df : kNaN);
    r.add("pearson_p", pearsonOk ? p.p : kNaN);
    r.add("spearman_rho", c.spearman.ok() ? c.spearman.rho : kNaN);
    const auto &b = c.ba;
    r.add("ba_bias", b.bias);
    r.add("ba_sd", b.sd);
    r.add("ba_loa_low", b.loaLower);
    r.add("ba_loa_high", b.loaUpper);
    r.add("ba_bias_ci_low", b.biasCiLower);
    r.add("ba_bias_ci_high", b.biasCiUpper);
    r.add("ba_loa_low_ci_low", b.loaLowerCiLower);
    r.add("ba_loa_low_ci_high", b.loaLowerCiUpper);
    r.add("ba_loa_high_ci_low", b.loaUpperCiLower);
    r.add("ba_loa_high_ci_high", b.loaUpperCiUpper);
    r.add("ba_prop_intercept", b.propIntercept);
    r.add("ba_prop_slope", b.propSlope);
    r.add("ba_prop_p", b.propSlopeP);
    r.add("ba_bias_p", b.biasTP);
    r.add("mae", b.mae);
    r.add("alpha_humans", c.alpha.base.alpha);
    r.add("alpha_with_model", c.alpha.withRater.alpha);
    r.add("delta_alpha", c.alpha.delta);
    r.add("alpha_with_model_n_pairable", c.alpha.withRater.nPairable);
    r.add("w1sd", c.w1sd.share);
    r.add("w1sd_n_items", c.w1sd.nItems);
    r.add("w1sd_n_within", c.w1sd.nWithin);
    r.add("w1sd_n_exact_ties", c.w1sd.nExactTies);
    r.add("mean_abs_z", c.w1sd.meanAbsZ);
    r.add("distinct_values", c.diversity.distinctValues);
    r.add("sd_predictions", c.diversity.sd);
    r.add("n_values", c.diversity.nValues);
    histogramRows(r, c.diversity.histogram, c.bins);
    r.add("calibration_a", c.calibration.a);
    r.add("calibration_b", c.calibration.b);
    const auto &t = c.altTest;
    altTestRows(r, "alt_test_", t);
}

void humanRows(Rows &r, const HumanCell &h)
{
    r.add("n", h.nItems);
    r.add("n_ratings", h.nRatings);
    r.add("alpha_nominal", h.alpha[0].alpha);
    r.add("alpha_ordinal", h.alpha[1].alpha);
    r.add("alpha_interval", h.alpha[2].alpha);
    r.add("alpha_ratio", h.alpha[3].alpha);
    intervalRows(r, "alpha_interval", h.alphaCi);
    r.add("alpha_n_pairable", h.alpha[2].nPairable);
    r.add("alpha_n_units", h.alpha[2].nUnitsPairable);
    r.add("w1sd_loo", h.loo.share);
    r.add("w1sd_loo_n_pairs", h.loo.nPairs);
    r.add("w1sd_loo_n_within", h.loo.nWithin);
    r.add("w1sd_loo_n_exact_ties", h.loo.nExactTies);
    r.add("mean_item_sd", h.diversity.meanItemSd);
    r.add("distinct_values", h.diversity.distinctValues);
    histogramRows(r, h.diversity.histogram, h.bins);
}

/// The humans of a categorical dimension (methods §3.7).
void categoricalHumanRows(Rows &r, const CategoricalHumanCell &cell, const std::vector<std::string> &labels, bool ordered,
                          std::uint64_t seed)
{
    const agreement::CategoricalHumanResult &h = cell.result;
    r.add("n", h.nItems);
    r.add("n_ratings", h.nRatings);
    r.add("n_items_pairable", h.nItemsPairable);
    const std::string alpha = ordered ? "alpha_ordinal" : "alpha_nominal";
    r.add(alpha, h.alpha.alpha);
    intervalRows(r, alpha, cell.alphaCi);
    if (cell.alphaCi.repeats > 0) {
        r.add("bootstrap_repeats", cell.alphaCi.repeats);
        r.add("bootstrap_seed", static_cast<double>(seed));
    }
    r.add("alpha_n_pairable", h.alpha.nPairable);
    r.add("alpha_n_units", h.alpha.nUnitsPairable);
    const bool fleiss = h.fleiss.status == agreement::FleissStatus::Ok;
    r.add("fleiss_kappa", fleiss ? h.fleiss.kappa : kNaN);
    r.add("fleiss_raters", h.fleiss.raters);
    r.add("fleiss_z", fleiss ? h.fleiss.z : kNaN);
    r.add("fleiss_p", fleiss ? h.fleiss.p : kNaN);
    r.add("plurality_loo", h.loo.share());
    r.add("plurality_loo_n_pairs", h.loo.n);
    for (std::size_t k = 0; k < labels.size(); ++k) {
        r.add("label_count_" + labels[k], k < h.labelCounts.size() ? h.labelCounts[k] : std::size_t(0));
        r.add("specific_agreement_" + labels[k], k < h.specificAgreement.size() ? h.specificAgreement[k] : kNaN);
    }
}

/// One condition on a categorical dimension: agreement with the human plurality (methods §3.7).
void categoricalRows(Rows &r, const CategoricalCell &cell, const std::vector<std::string> &labels)
{
    const agreement::PluralityAgreementResult &m = cell.result;
    r.add("n", m.nItems);
    r.add("n_items", cell.nItemsGroup);
    r.add("n_missing", m.nMissing);
    if (cell.status == CellStatus::NoPredictions)
        return;
    r.add("invalid_count", m.nInvalid);
    r.add("plurality_agreement", m.agreement.share());
    const agreement::PluralityConfusion &cm = m.confusion;
    r.add("kappa", cm.kappa);
    r.add("p_expected", cm.pExpected);
    r.add("macro_f1", cm.macroF1);
    for (std::size_t k = 0; k < labels.size(); ++k) {
        auto at = [k](const std::vector<double> &v) { return k < v.size() ? v[k] : kNaN; };
        r.add("precision_" + labels[k], at(cm.precision));
        r.add("recall_" + labels[k], at(cm.recall));
        r.add("f1_" + labels[k], at(cm.f1));
        r.add("support_" + labels[k], at(cm.support));
    }
    r.add("alpha_humans", m.alpha.base.alpha);
    r.add("alpha_with_model", m.alpha.withRater.alpha);
    r.add("delta_alpha", m.alpha.delta);
    intervalRows(r, "delta_alpha", cell.deltaAlphaCi);
    r.add("alpha_with_model_n_pairable", m.alpha.withRater.nPairable);
    altTestRows(r, "alt_test_", cell.altTest);
}

std::string termKey(const std::string &term) { return term == "race:gender" ? "race_gender" : term; }

} // namespace

std::vector<MetricRow> metricRows(const RatingAnalysis &a)
{
    std::vector<MetricRow> out;
    Rows r(out);
    const std::size_t D = a.dimensions.size();
    const std::size_t G = a.groups.size();

    for (std::size_t d = 0; d < a.human.size(); ++d) {
        for (std::size_t g = 0; g < G; ++g) {
            r.key("human", a.dimensions[d], a.groups[g]);
            humanRows(r, a.human[d][g]);
            if (g == 0 && a.mixed.run && d < a.mixed.crossed.size() && a.mixed.crossed[d].run) {
                const auto &x = a.mixed.crossed[d];
                r.add("var_rater", x.varRater);
                r.add("var_image", x.varImage);
                r.add("var_residual", x.varResidual);
                r.add("var_ratio_rater_image", x.varRater / x.varImage);
                r.add("lmm_crossed_n", x.n);
            }
        }
    }
    for (std::size_t k = 0; k < a.categoricalHuman.size(); ++k)
        for (std::size_t g = 0; g < G; ++g) {
            r.key("human", a.categoricalDimensions[k], a.groups[g]);
            categoricalHumanRows(r, a.categoricalHuman[k][g], a.categoricalLabels[k], a.categoricalOrdered[k], a.options.seed);
        }
    if (a.human.empty() && a.mixed.run) {
        for (std::size_t d = 0; d < a.mixed.crossed.size() && d < D; ++d) {
            const auto &x = a.mixed.crossed[d];
            if (!x.run)
                continue;
            r.key("human", a.dimensions[d], "all");
            r.add("var_rater", x.varRater);
            r.add("var_image", x.varImage);
            r.add("var_residual", x.varResidual);
            r.add("var_ratio_rater_image", x.varRater / x.varImage);
            r.add("lmm_crossed_n", x.n);
        }
    }

    // The summary rows of one confusion matrix (overall, and within each group of another factor).
    auto addConfusionSummary = [&r](const agreement::ConfusionResult &cm, std::size_t nMissing) {
        r.add("n", cm.n);
        r.add("accuracy", cm.accuracy);
        r.add("kappa", cm.kappa);
        r.add("macro_f1", cm.macroF1);
        r.add("invalid_count", cm.nInvalid);
        r.add("n_correct", cm.nCorrect);
        r.add("p_expected", cm.pExpected);
        r.add("n_missing", nMissing);
    };
    for (std::size_t c = 0; c < a.conditions.size(); ++c) {
        const auto &ca = a.conditions[c];
        const auto &cls = ca.classification;
        if (cls.present) {
            const auto &cm = cls.confusion;
            r.key(ca.id, a.classifiedDimension, "all");
            addConfusionSummary(cm, cls.nItemsMissing);
            for (std::size_t k = 0; k < cm.perClass.size() && k < a.labels.size(); ++k) {
                const auto &pc = cm.perClass[k];
                r.key(ca.id, a.classifiedDimension, a.labels[k]);
                r.add("n", pc.support);
                r.add("precision", pc.precision);
                r.add("recall", pc.recall);
                r.add("f1", pc.f1);
                r.add("support", pc.support);
                r.add("n_predicted", pc.nPredicted);
                r.add("tp", pc.tp);
                r.add("fp", pc.fp);
                r.add("fn", pc.fn);
                for (std::size_t p = 0; p < cm.classCount; ++p)
                    r.add("confusion_" + a.labels[p], cm.count(k, p));
                r.add("confusion_invalid", cm.invalid(k));
            }
        }
        for (std::size_t g = 1; g < ca.classificationByGroup.size() && g < G; ++g) {
            if (std::find(a.labels.begin(), a.labels.end(), a.groups[g]) != a.labels.end())
                continue; // the key is the class's (see the note of analyzeRatingStudy)
            const auto &gc = ca.classificationByGroup[g];
            r.key(ca.id, a.classifiedDimension, a.groups[g]);
            addConfusionSummary(gc.confusion, gc.nItemsMissing);
        }
        for (std::size_t d = 0; d < ca.cells.size(); ++d)
            for (std::size_t g = 0; g < G; ++g) {
                r.key(ca.id, a.dimensions[d], a.groups[g]);
                agreementRows(r, ca.cells[d][g]);
                if (d < ca.deltaAlphaCi.size() && g < ca.deltaAlphaCi[d].size())
                    intervalRows(r, "delta_alpha", ca.deltaAlphaCi[d][g]);
            }
        for (std::size_t k = 0; k < ca.categorical.size(); ++k)
            for (std::size_t g = 0; g < ca.categorical[k].size() && g < G; ++g) {
                r.key(ca.id, a.categoricalDimensions[k], a.groups[g]);
                categoricalRows(r, ca.categorical[k][g], a.categoricalLabels[k]);
            }
        // The Alt-test across dimensions (instances = item x dimension): dimension `all`.
        for (std::size_t kind = 0; kind < 2; ++kind)
            for (std::size_t g = 0; g < ca.jointAltTest[kind].size() && g < G; ++g) {
                r.key(ca.id, "all", a.groups[g]);
                altTestRows(r, kind == 0 ? "alt_test_" : "alt_test_categorical_", ca.jointAltTest[kind][g]);
            }

        if (a.demographics.status == DemographicStatus::Ok && c < a.demographics.conditions.size()) {
            const auto &cd = a.demographics.conditions[c];
            r.key(ca.id, a.classifiedDimension.empty() ? std::string(study::face::kEmotion) : a.classifiedDimension, "all");
            for (const auto &sg : cd.classification) {
                r.add("n_" + sg.level, sg.confusion.n);
                r.add("accuracy_" + sg.level, sg.confusion.accuracy);
                r.add("macro_f1_" + sg.level, sg.confusion.macroF1);
            }
            for (const GlmmLrt *lrt : {&cd.glmmRace, &cd.glmmGender}) {
                if (!lrt->run)
                    continue;
                const std::string name = lrt == &cd.glmmRace ? "race" : "gender";
                r.add("glmm_" + name + "_lr_chisq", lrt->chisq);
                r.add("glmm_" + name + "_lr_df", lrt->df);
                r.add("glmm_" + name + "_lr_p", lrt->p);
            }
            for (std::size_t d = 0; d < cd.anova.size(); ++d)
                for (std::size_t e = 0; e < cd.anova[d].size(); ++e) {
                    const auto &cell = cd.anova[d][e];
                    r.key(ca.id, a.dimensions[d], a.groups[e + 1]);
                    if (ca.cells.empty())
                        r.add("n", cell.n);
                    r.add("anova_n", cell.n);
                    if (cell.status != DemographicStatus::Ok)
                        continue;
                    for (const auto &t : cell.terms) {
                        const std::string k = "anova_" + termKey(t.term) + "_";
                        const bool ok = t.test.status == stats::FTestStatus::Ok;
                        r.add(k + "F", ok ? t.test.F : kNaN);
                        r.add(k + "df1", t.test.df1);
                        r.add(k + "df2", t.test.df2);
                        r.add(k + "p", ok ? t.test.p : kNaN);
                        r.add(k + "q", t.q);
                        r.add(k + "eta2", t.eta2);
                        r.add(k + "ss_type1", t.ssType1);
                        r.add(k + "rss_reduced", t.test.rssReduced);
                        r.add(k + "rss_larger", t.test.rssLarger);
                    }
                    r.add("anova_ss_total", cell.terms[0].ssTotal);
                    if (cell.tukeyRun && cell.tukey.status == stats::TukeyStatus::Ok) {
                        for (const auto &ct : cell.tukey.contrasts) {
                            auto cellName = [&](std::size_t i) {
                                const auto &lv = cell.tukey.cells[i].levels;
                                return lv.size() == 2 ? lv[0] + ":" + lv[1] : cell.tukey.cells[i].label;
                            };
                            const std::string k = "tukey_" + cellName(ct.first) + "-" + cellName(ct.second) + "_";
                            r.add(k + "estimate", ct.estimate);
                            r.add(k + "t", ct.tRatio);
                            r.add(k + "p", ct.pTukey);
                        }
                    }
                }
        }
        if (a.mixed.run && c < a.mixed.paired.size()) {
            for (std::size_t d = 0; d < a.mixed.paired[c].size() && d < D; ++d) {
                const auto &lm = a.mixed.paired[c][d];
                if (!lm.run)
                    continue;
                r.key(ca.id, a.dimensions[d], "all");
                r.add("lmm_n", lm.nObs);
                r.add("lmm_var_image", lm.varImage);
                r.add("lmm_var_residual", lm.varResidual);
                for (const auto &row : lm.anova) {
                    const std::string k = row.term == "rater_type" ? "rater_type"
                            : row.term == "emotion"                 ? "emotion"
                                                                    : "interaction";
                    r.add("lmm_F_" + k, row.F);
                    r.add("lmm_p_" + k, row.p);
                    r.add("lmm_df_" + k, row.denDf);
                    r.add("lmm_numdf_" + k, row.numDf);
                }
            }
        }
    }

    for (std::size_t d = 0; d < a.interModel.size(); ++d) {
        const auto &im = a.interModel[d];
        for (std::size_t g = 0; g < G; ++g) {
            const agreement::InterModelGroup *found = im.group(g);
            if (!found)
                continue;
            const auto &grp = *found;
            r.key("models", a.dimensions[d], a.groups[g]);
            r.add("n", grp.nItems);
            r.add("n_conditions", im.overall.conditions);
            r.add("inter_model_variance", grp.interModelVariance);
            r.add("human_resample_variance_mean", grp.humanMean);
            r.add("human_resample_variance_p025", grp.humanP025);
            r.add("human_resample_variance_p975", grp.humanP975);
            r.add("inter_model_percentile", grp.modelPercentile);
            r.add("human_resample_n_items", grp.nItemsHuman);
            r.add("resample_repeats", im.overall.repeats);
            r.add("resample_seed", static_cast<double>(im.overall.seed));
        }
    }
    return out;
}

std::string metricsCsv(const RatingAnalysis &a)
{
    std::string out = "condition,dimension," + io::csvField(a.groupColumn()) + ",metric,value\n";
    for (const auto &row : metricRows(a)) {
        out += io::csvField(row.condition);
        out += ',';
        out += io::csvField(row.dimension);
        out += ',';
        out += io::csvField(row.group);
        out += ',';
        out += io::csvField(row.metric);
        out += ',';
        out += io::formatNumber(row.value);
        out += '\n';
    }
    return out;
}

std::string verdictsCsv(const VerdictMatrix &m)
{
    std::string out = io::csvField(m.groupColumn()) + ",dimension,verdict,n_meeting,conditions_meeting\n";
    for (const auto &c : m.cells) {
        std::string joined;
        for (const auto &id : c.conditionsMeeting)
            joined += (joined.empty() ? "" : ";") + id;
        out += io::csvField(c.group) + "," + io::csvField(c.dimension) + "," + verdictName(c.verdict) + ","
                + std::to_string(c.nMeeting) + "," + io::csvField(joined) + "\n";
    }
    return out;
}

std::string verdictEvidenceCsv(const VerdictMatrix &m)
{
    std::string out = io::csvField(m.groupColumn()) + ",dimension,condition,meets,delta_alpha_e,w1sd_e,w1sd_loo_e,recall_e,kappa,bias_p_e,"
                      "loa_width_e,human_range_e,calibration_candidate,calibration_a,calibration_b,alt_test_status,"
                      "alt_test_raters_usable,alt_test_winning_rate,alt_test_advantage,alt_test_passed,"
                      "plurality_agreement_e,plurality_loo_e,alt_test_joint_raters_usable,alt_test_joint_winning_rate,"
                      "alt_test_joint_passed\n";
    auto num = [](double v) { return io::formatNumber(v); };
    auto boolean = [](bool b) { return std::string(b ? "TRUE" : "FALSE"); };
    for (const auto &c : m.cells) {
        const bool cls = c.dimension == "classification";
        for (const auto &ev : c.evidence) {
            out += io::csvField(c.group) + "," + io::csvField(c.dimension) + "," + io::csvField(ev.condition) + ","
                    + boolean(ev.meets) + ",";
            if (cls) {
                out += "NA,NA,NA," + num(ev.recall) + "," + num(ev.kappa) + ",NA,NA,NA,NA,NA,NA,NA,NA,NA,NA,NA,NA,NA,NA,NA,NA\n";
                continue;
            }
            const auto &t = ev.altTest;
            const bool tOk = t.status == AltTestStatus::Ok;
            const auto &j = ev.jointAltTest;
            const bool jOk = j.status == AltTestStatus::Ok;
            if (c.categorical)
                out += num(ev.deltaAlpha) + ",NA,NA,NA,NA,NA,NA,NA,FALSE,NA,NA,";
            else
                out += num(ev.deltaAlpha) + "," + num(ev.w1sd) + "," + num(ev.w1sdLoo) + ",NA,NA," + num(ev.biasP) + ","
                        + num(ev.loaWidth) + "," + num(ev.humanRange) + "," + boolean(ev.calibrationCandidate) + ","
                        + num(ev.calibration.a) + "," + num(ev.calibration.b) + ",";
            out += std::string(altTestStatusName(t.status)) + "," + std::to_string(t.ratersUsable) + ","
                    + num(tOk ? t.winningRate : kNaN) + "," + num(tOk ? t.advantage : kNaN) + ","
                    + (tOk ? boolean(t.passed) : std::string("NA")) + "," + num(ev.pluralityAgreement) + ","
                    + num(ev.pluralityLoo) + "," + std::to_string(j.ratersUsable) + "," + num(jOk ? j.winningRate : kNaN)
                    + "," + (jOk ? boolean(j.passed) : std::string("NA")) + "\n";
        }
    }
    return out;
}

namespace {


Json alphaJson(const agreement::AlphaResult &r)
{
    return Json {{"alpha", jsonNumber(r.alpha)},
                 {"D_o", jsonNumber(r.D_o)},
                 {"D_e", jsonNumber(r.D_e)},
                 {"n_pairable", r.nPairable},
                 {"n_units_pairable", r.nUnitsPairable},
                 {"status", r.status == agreement::AlphaStatus::Ok ? "ok"
                                 : r.status == agreement::AlphaStatus::NoPairableUnits ? "no_pairable_units"
                                                                                         : "no_expected_disagreement"}};
}

const char *corrStatus(stats::CorrelationStatus s)
{
    switch (s) {
    case stats::CorrelationStatus::Ok: return "ok";
    case stats::CorrelationStatus::SizeMismatch: return "size_mismatch";
    case stats::CorrelationStatus::TooFewObservations: return "too_few_observations";
    case stats::CorrelationStatus::ZeroVariance: return "zero_variance";
    case stats::CorrelationStatus::Perfect: return "perfect";
    }
    return "ok";
}

const char *baStatus(agreement::BlandAltmanStatus s)
{
    switch (s) {
    case agreement::BlandAltmanStatus::Ok: return "ok";
    case agreement::BlandAltmanStatus::TooFewPairs: return "too_few_pairs";
    case agreement::BlandAltmanStatus::ZeroVariance: return "zero_variance";
    case agreement::BlandAltmanStatus::NoProportionalFit: return "no_proportional_fit";
    }
    return "ok";
}

const char *zStatus(agreement::ZScoreStatus s) { return s == agreement::ZScoreStatus::Ok ? "ok" : "empty"; }

const char *divStatus(agreement::DiversityStatus s)
{
    switch (s) {
    case agreement::DiversityStatus::Ok: return "ok";
    case agreement::DiversityStatus::Empty: return "empty";
    case agreement::DiversityStatus::SingleValue: return "single_value";
    }
    return "ok";
}

const char *confusionStatus(agreement::ConfusionStatus s)
{
    switch (s) {
    case agreement::ConfusionStatus::Ok: return "ok";
    case agreement::ConfusionStatus::Empty: return "empty";
    case agreement::ConfusionStatus::KappaUndefined: return "kappa_undefined";
    }
    return "ok";
}

const char *interModelStatus(agreement::InterModelStatus s)
{
    switch (s) {
    case agreement::InterModelStatus::Ok: return "ok";
    case agreement::InterModelStatus::TooFewConditions: return "too_few_conditions";
    case agreement::InterModelStatus::NoItems: return "no_items";
    case agreement::InterModelStatus::NoHumanReference: return "no_human_reference";
    }
    return "ok";
}

const char *fTestStatus(stats::FTestStatus s)
{
    switch (s) {
    case stats::FTestStatus::Ok: return "ok";
    case stats::FTestStatus::NotNested: return "not_nested";
    case stats::FTestStatus::NoResidualDf: return "no_residual_df";
    case stats::FTestStatus::InvalidFit: return "invalid_fit";
    case stats::FTestStatus::NegativeF: return "negative_f";
    }
    return "ok";
}

Json histogramJson(const agreement::IntegerHistogram &h)
{
    Json counts = Json::array();
    for (auto c : h.counts)
        counts.push_back(c);
    return Json {{"first", h.first}, {"counts", counts}, {"outside", h.outside}};
}

/// The integer histogram of an integer scale, the bins (edges, counts, outside) of a continuous one.
Json histogramJson(const agreement::IntegerHistogram &h, const agreement::BinnedHistogram &bins)
{
    if (bins.edges.empty())
        return histogramJson(h);
    Json edges = Json::array(), counts = Json::array();
    for (double e : bins.edges)
        edges.push_back(e);
    for (auto c : bins.counts)
        counts.push_back(c);
    return Json {{"edges", edges}, {"counts", counts}, {"outside", bins.outside}};
}

Json altTestJson(const AltTestResult &t)
{
    return Json {{"status", altTestStatusName(t.status)},
                 {"epsilon", t.epsilon},
                 {"q", t.q},
                 {"min_items", t.minItems},
                 {"raters_with_items", t.ratersWithItems},
                 {"raters_usable", t.ratersUsable},
                 {"raters_won", t.ratersWon},
                 {"raters_constant", t.ratersConstant},
                 {"comparisons", t.comparisons},
                 {"winning_rate", jsonNumber(t.winningRate)},
                 {"advantage", jsonNumber(t.advantage)},
                 {"passed", t.passed}};
}

Json cellJson(const AgreementCell &c)
{
    const auto &b = c.ba;
    const auto &p = c.pearson;
    Json j;
    j["status"] = cellStatusName(c.status);
    j["n"] = c.n;
    j["n_items"] = c.nItems;
    j["n_missing"] = c.nMissing;
    j["pearson"] = {{"status", corrStatus(p.status)}, {"n", p.n}, {"r", jsonNumber(p.ok() ? p.r : kNaN)},
                    {"t", jsonNumber(p.ok() ? p.t : kNaN)}, {"df", jsonNumber(p.df)}, {"p", jsonNumber(p.ok() ? p.p : kNaN)},
                    {"ci_low", jsonNumber(p.ok() ? p.ciLow : kNaN)}, {"ci_high", jsonNumber(p.ok() ? p.ciHigh : kNaN)}};
    j["spearman"] = {{"status", corrStatus(c.spearman.status)}, {"n", c.spearman.n},
                     {"rho", jsonNumber(c.spearman.ok() ? c.spearman.rho : kNaN)}};
    j["bland_altman"] = {{"status", baStatus(b.status)}, {"n", b.n}, {"z", b.z}, {"bias", jsonNumber(b.bias)}, {"sd", jsonNumber(b.sd)},
                         {"loa_low", jsonNumber(b.loaLower)}, {"loa_high", jsonNumber(b.loaUpper)}, {"bias_ci_low", jsonNumber(b.biasCiLower)},
                         {"bias_ci_high", jsonNumber(b.biasCiUpper)}, {"loa_low_ci_low", jsonNumber(b.loaLowerCiLower)},
                         {"loa_low_ci_high", jsonNumber(b.loaLowerCiUpper)}, {"loa_high_ci_low", jsonNumber(b.loaUpperCiLower)},
                         {"loa_high_ci_high", jsonNumber(b.loaUpperCiUpper)}, {"prop_intercept", jsonNumber(b.propIntercept)},
                         {"prop_slope", jsonNumber(b.propSlope)}, {"prop_p", jsonNumber(b.propSlopeP)}, {"mae", jsonNumber(b.mae)},
                         {"bias_t", jsonNumber(b.biasT)}, {"bias_p", jsonNumber(b.biasTP)}};
    j["krippendorff_interval"] = {{"humans", alphaJson(c.alpha.base)}, {"with_model", alphaJson(c.alpha.withRater)},
                                  {"delta", jsonNumber(c.alpha.delta)}};
    j["w1sd"] = {{"status", zStatus(c.w1sd.status)}, {"n_items", c.w1sd.nItems}, {"n_within", c.w1sd.nWithin},
                 {"share", jsonNumber(c.w1sd.share)}, {"n_exact_ties", c.w1sd.nExactTies}, {"n_infinite", c.w1sd.nInfinite},
                 {"mean_abs_z", jsonNumber(c.w1sd.meanAbsZ)}, {"n_skipped", c.w1sd.nSkipped}, {"exact_test", c.w1sd.exactTest}};
    j["diversity"] = {{"status", divStatus(c.diversity.status)}, {"n_values", c.diversity.nValues},
                      {"distinct_values", c.diversity.distinctValues}, {"sd", jsonNumber(c.diversity.sd)},
                      {"histogram", histogramJson(c.diversity.histogram, c.bins)}};
    j["calibration"] = {{"ok", c.calibration.ok}, {"n", c.calibration.n}, {"a", jsonNumber(c.calibration.a)},
                        {"b", jsonNumber(c.calibration.b)}};
    j["alt_test"] = altTestJson(c.altTest);
    return j;
}

} // namespace

std::string analysisJson(const RatingAnalysis &a, const VerdictMatrix &v, const ReportInfo &info)
{
    const auto &o = a.options;
    Json root;
    root["program"] = "RaterLab";
    root["program_version"] = info.programVersion;
    root["project"] = info.project;
    root["study"] = a.studyName;
    root["synthetic_demo"] = a.syntheticDemo;
    if (a.syntheticDemo)
        root["demo_seed"] = a.demoSeed;
    root["status"] = analysisStatusName(a.status);
    root["notes"] = a.notes;
    Json interModelConds = Json::array();
    for (const auto &id : o.interModelConditions)
        interModelConds.push_back(id);
    root["options"] = {{"recall_threshold", o.recallThreshold}, {"kappa_threshold", o.kappaThreshold},
                       {"replaceable_min", o.replaceableMin}, {"resampling_repeats", o.resamplingRepeats},
                       {"seed", o.seed}, {"inter_model_conditions", interModelConds},
                       {"alt_test_epsilon", o.altTestEpsilon}, {"alt_test_q", o.altTestQ},
                       {"alt_test_min_items", o.altTestMinItems}, {"bland_altman_z", o.blandAltmanZ},
                       {"item_subset", o.itemSubset.size()},
                       {"alpha_bootstrap_repeats", o.alphaBootstrapRepeats}, {"group_by", a.groupingFactor()},
                       {"parts", {{"agreement", o.parts.agreement}, {"demographics", o.parts.demographics},
                                  {"mixed", o.parts.mixed}}}};
    root["seeds"] = {{"inter_model_resampling", o.seed}, {"alpha_bootstrap", o.seed}};
    root["alpha_bootstrap_repeats"] = o.alphaBootstrapRepeats;
    root["items"] = a.itemCount;
    root["human_raters"] = a.humanRaterCount;
    root["group_by"] = a.groupingFactor();
    root["groups"] = a.groups;
    root["labels"] = a.labels;
    root["dimensions"] = a.dimensions;

    Json human = Json::object();
    for (std::size_t d = 0; d < a.human.size(); ++d) {
        Json byGroup = Json::object();
        for (std::size_t g = 0; g < a.groups.size(); ++g) {
            const auto &h = a.human[d][g];
            Json alpha = Json::object();
            for (std::size_t l = 0; l < 4; ++l)
                alpha[agreement::alphaLevelName(static_cast<agreement::AlphaLevel>(l))] = alphaJson(h.alpha[l]);
            byGroup[a.groups[g]] = {
                {"n_items", h.nItems}, {"n_ratings", h.nRatings}, {"krippendorff", alpha},
                {"alpha_interval_ci", {{"low", jsonNumber(h.alphaCi.low)}, {"high", jsonNumber(h.alphaCi.high)},
                                       {"repeats", h.alphaCi.repeats}, {"finite", h.alphaCi.finite}}},
                {"loo_w1sd", {{"status", zStatus(h.loo.status)}, {"n_pairs", h.loo.nPairs}, {"n_within", h.loo.nWithin},
                              {"share", jsonNumber(h.loo.share)}, {"n_exact_ties", h.loo.nExactTies},
                              {"n_nonfinite", h.loo.nNonFinite}, {"mean_abs_z", jsonNumber(h.loo.meanAbsZ)},
                              {"n_items", h.loo.nItems}, {"n_items_skipped", h.loo.nItemsSkipped}}},
                {"diversity", {{"n_ratings", h.diversity.nRatings}, {"distinct_values", h.diversity.distinctValues},
                               {"mean_item_sd", jsonNumber(h.diversity.meanItemSd)}, {"n_items_with_sd", h.diversity.nItemsWithSd},
                               {"histogram", histogramJson(h.diversity.histogram, h.bins)}}}};
        }
        human[a.dimensions[d]] = byGroup;
    }
    root["human"] = human;

    // Categorical dimensions without gold (methods §3.7): the humans, then each condition.
    auto intervalJson = [](const BootstrapInterval &ci) {
        return Json {{"low", jsonNumber(ci.low)}, {"high", jsonNumber(ci.high)}, {"repeats", ci.repeats},
                     {"finite", ci.finite}};
    };
    auto tallyJson = [](const agreement::CreditTally &t) {
        Json byTie = Json::object();
        for (std::size_t k = 1; k < t.byTie.size(); ++k)
            if (t.byTie[k] > 0)
                byTie[std::to_string(k)] = t.byTie[k];
        return Json {{"share", jsonNumber(t.share())}, {"n", t.n}, {"credits_by_tie_size", byTie}};
    };
    Json categorical = Json::object();
    for (std::size_t k = 0; k < a.categoricalDimensions.size(); ++k) {
        const auto &labels = a.categoricalLabels[k];
        Json byGroup = Json::object();
        for (std::size_t g = 0; g < a.groups.size(); ++g) {
            const agreement::CategoricalHumanResult &h = a.categoricalHuman[k][g].result;
            Json sa = Json::object(), counts = Json::object();
            for (std::size_t l = 0; l < labels.size(); ++l) {
                sa[labels[l]] = jsonNumber(l < h.specificAgreement.size() ? h.specificAgreement[l] : kNaN);
                counts[labels[l]] = l < h.labelCounts.size() ? h.labelCounts[l] : 0;
            }
            byGroup[a.groups[g]] = {
                {"n_items", h.nItems}, {"n_ratings", h.nRatings}, {"n_items_pairable", h.nItemsPairable},
                {"krippendorff", alphaJson(h.alpha)}, {"alpha_ci", intervalJson(a.categoricalHuman[k][g].alphaCi)},
                {"fleiss", {{"status", agreement::fleissStatusName(h.fleiss.status)}, {"kappa", jsonNumber(h.fleiss.kappa)},
                            {"raters", h.fleiss.raters}, {"n_items", h.fleiss.nItems}, {"z", jsonNumber(h.fleiss.z)},
                            {"p", jsonNumber(h.fleiss.p)}}},
                {"specific_agreement", sa}, {"label_counts", counts}, {"plurality_loo", tallyJson(h.loo)}};
        }
        Json conditions = Json::object();
        for (const auto &ca : a.conditions) {
            if (k >= ca.categorical.size())
                continue;
            Json cByGroup = Json::object();
            for (std::size_t g = 0; g < ca.categorical[k].size() && g < a.groups.size(); ++g) {
                const CategoricalCell &cell = ca.categorical[k][g];
                const agreement::PluralityConfusion &cm = cell.result.confusion;
                Json matrix = Json::array();
                for (std::size_t row = 0; row < cm.classCount; ++row) {
                    Json jr = Json::array();
                    for (std::size_t col = 0; col <= cm.classCount; ++col)
                        jr.push_back(cm.at(row, col));
                    matrix.push_back(jr);
                }
                cByGroup[a.groups[g]] = {
                    {"status", cellStatusName(cell.status)}, {"n", cell.result.nItems}, {"n_missing", cell.result.nMissing},
                    {"invalid_count", cell.result.nInvalid}, {"plurality_agreement", tallyJson(cell.result.agreement)},
                    {"kappa", jsonNumber(cm.kappa)}, {"macro_f1", jsonNumber(cm.macroF1)},
                    {"confusion", {{"rows", "human plurality (a tie split equally among the tied labels)"},
                                   {"columns", "answer, then invalid"}, {"matrix", matrix}}},
                    {"alpha_humans", alphaJson(cell.result.alpha.base)}, {"alpha_with_model", alphaJson(cell.result.alpha.withRater)},
                    {"delta_alpha", jsonNumber(cell.result.alpha.delta)}, {"delta_alpha_ci", intervalJson(cell.deltaAlphaCi)},
                    {"alt_test", altTestJson(cell.altTest)}};
            }
            conditions[ca.id] = cByGroup;
        }
        categorical[a.categoricalDimensions[k]] = {{"labels", labels}, {"ordered", static_cast<bool>(a.categoricalOrdered[k])},
                                                   {"alpha_level", a.categoricalOrdered[k] ? "ordinal" : "nominal"},
                                                   {"human", byGroup}, {"conditions", conditions}};
    }
    root["categorical"] = categorical;
    Json joint = Json::object();
    for (const auto &ca : a.conditions) {
        Json jc = Json::object();
        for (std::size_t kind = 0; kind < 2; ++kind) {
            Json byGroup = Json::object();
            for (std::size_t g = 0; g < ca.jointAltTest[kind].size() && g < a.groups.size(); ++g)
                byGroup[a.groups[g]] = altTestJson(ca.jointAltTest[kind][g]);
            if (!byGroup.empty())
                jc[kind == 0 ? "numeric" : "categorical"] = byGroup;
        }
        if (!jc.empty())
            joint[ca.id] = jc;
    }
    root["alt_test_joint"] = joint;

    Json conds = Json::array();
    for (std::size_t c = 0; c < a.conditions.size(); ++c) {
        const auto &ca = a.conditions[c];
        Json jc;
        jc["id"] = ca.id;
        jc["label"] = ca.label;
        jc["simulated"] = ca.simulated;
        const auto &cm = ca.classification.confusion;
        if (ca.classification.present) {
            Json perClass = Json::object();
            for (std::size_t k = 0; k < cm.perClass.size() && k < a.labels.size(); ++k) {
                const auto &pc = cm.perClass[k];
                perClass[a.labels[k]] = {{"support", pc.support}, {"n_predicted", pc.nPredicted}, {"tp", pc.tp},
                                         {"fp", pc.fp}, {"fn", pc.fn}, {"precision", pc.precision},
                                         {"recall", pc.recall}, {"f1", pc.f1}};
            }
            Json matrix = Json::array();
            for (std::size_t t = 0; t < cm.classCount; ++t) {
                Json row = Json::array();
                for (std::size_t p = 0; p <= cm.classCount; ++p)
                    row.push_back(cm.counts[t * (cm.classCount + 1) + p]);
                matrix.push_back(row);
            }
            jc["classification"] = {{"status", confusionStatus(cm.status)}, {"n", cm.n}, {"n_correct", cm.nCorrect},
                                    {"n_invalid", cm.nInvalid}, {"n_missing", ca.classification.nItemsMissing},
                                    {"accuracy", jsonNumber(cm.accuracy)}, {"p_expected", jsonNumber(cm.pExpected)},
                                    {"kappa", jsonNumber(cm.kappa)}, {"kappa_band", agreement::kappaBandName(cm.band)},
                                    {"macro_f1", jsonNumber(cm.macroF1)}, {"per_class", perClass},
                                    {"confusion_columns_note", "rows = true label, columns = predicted label, last = invalid"},
                                    {"confusion", matrix}};
        } else {
            jc["classification"] = {{"status", "no_answers"}};
        }
        if (!ca.classificationByGroup.empty()) {
            Json byGroup = Json::object();
            for (std::size_t g = 1; g < ca.classificationByGroup.size() && g < a.groups.size(); ++g) {
                const auto &gc = ca.classificationByGroup[g];
                const auto &gm = gc.confusion;
                byGroup[a.groups[g]] = {{"status", confusionStatus(gm.status)}, {"n", gm.n}, {"n_correct", gm.nCorrect},
                                        {"n_invalid", gm.nInvalid}, {"n_missing", gc.nItemsMissing},
                                        {"accuracy", jsonNumber(gm.accuracy)}, {"p_expected", jsonNumber(gm.pExpected)},
                                        {"kappa", jsonNumber(gm.kappa)}, {"macro_f1", jsonNumber(gm.macroF1)}};
            }
            jc["classification_by_group"] = byGroup;
        }
        Json dims = Json::object();
        for (std::size_t d = 0; d < ca.cells.size(); ++d) {
            Json byGroup = Json::object();
            for (std::size_t g = 0; g < a.groups.size(); ++g)
                byGroup[a.groups[g]] = cellJson(ca.cells[d][g]);
            dims[a.dimensions[d]] = byGroup;
        }
        jc["dimensions"] = dims;
        if (a.demographics.status == DemographicStatus::Ok && c < a.demographics.conditions.size()) {
            const auto &cd = a.demographics.conditions[c];
            Json subgroups = Json::array();
            for (const auto &sg : cd.classification)
                subgroups.push_back({{"kind", sg.kind}, {"level", sg.level}, {"n", sg.confusion.n},
                                     {"accuracy", jsonNumber(sg.confusion.accuracy)}, {"macro_f1", jsonNumber(sg.confusion.macroF1)},
                                     {"status", confusionStatus(sg.confusion.status)}});
            Json anova = Json::object();
            for (std::size_t d = 0; d < cd.anova.size(); ++d) {
                Json byGroup = Json::object();
                for (std::size_t e = 0; e < cd.anova[d].size(); ++e) {
                    const auto &cell = cd.anova[d][e];
                    Json terms = Json::array();
                    for (const auto &t : cell.terms)
                        terms.push_back({{"term", t.term}, {"status", fTestStatus(t.test.status)}, {"F", jsonNumber(t.test.F)},
                                         {"df1", t.test.df1}, {"df2", t.test.df2}, {"p", jsonNumber(t.test.p)},
                                         {"rss_reduced", jsonNumber(t.test.rssReduced)}, {"rss_larger", jsonNumber(t.test.rssLarger)},
                                         {"ss_type1", jsonNumber(t.ssType1)}, {"ss_total", jsonNumber(t.ssTotal)},
                                         {"eta2", jsonNumber(t.eta2)}, {"q_bh", jsonNumber(t.q)}});
                    Json jcell = {{"status", demographicStatusName(cell.status)}, {"n", cell.n}, {"tests", terms}};
                    if (cell.tukeyRun) {
                        Json contrasts = Json::array();
                        for (const auto &ct : cell.tukey.contrasts)
                            contrasts.push_back({{"contrast", ct.label}, {"estimate", jsonNumber(ct.estimate)}, {"se", jsonNumber(ct.se)},
                                                 {"df", jsonNumber(ct.df)}, {"t_ratio", jsonNumber(ct.tRatio)}, {"p_tukey", jsonNumber(ct.pTukey)}});
                        jcell["tukey"] = contrasts;
                    }
                    byGroup[a.groups[e + 1]] = jcell;
                }
                anova[a.dimensions[d]] = byGroup;
            }
            auto lrtJson = [](const GlmmLrt &l) {
                return Json {{"status", l.status}, {"n", l.n}, {"chisq", jsonNumber(l.chisq)}, {"df", jsonNumber(l.df)}, {"p", jsonNumber(l.p)}};
            };
            jc["demographics"] = {{"classification", subgroups}, {"bias_anova", anova},
                                  {"glmm_race", lrtJson(cd.glmmRace)}, {"glmm_gender", lrtJson(cd.glmmGender)}};
        }
        if (a.mixed.run && c < a.mixed.paired.size()) {
            Json lmms = Json::object();
            for (std::size_t d = 0; d < a.mixed.paired[c].size() && d < a.dimensions.size(); ++d) {
                const auto &lm = a.mixed.paired[c][d];
                Json anova = Json::array();
                for (const auto &row : lm.anova)
                    anova.push_back({{"term", row.term}, {"F", jsonNumber(row.F)}, {"num_df", jsonNumber(row.numDf)},
                                     {"den_df", jsonNumber(row.denDf)}, {"p", jsonNumber(row.p)}});
                Json fe = Json::array();
                for (const auto &f : lm.fixedEffects)
                    fe.push_back({{"term", f.name}, {"estimate", jsonNumber(f.estimate)}, {"se", jsonNumber(f.se)}, {"df", jsonNumber(f.df)},
                                  {"t", jsonNumber(f.t)}, {"p", jsonNumber(f.p)}});
                lmms[a.dimensions[d]] = {{"status", lm.status}, {"n_images", lm.nImages}, {"nobs", lm.nObs},
                                         {"var_image", jsonNumber(lm.varImage)}, {"var_residual", jsonNumber(lm.varResidual)},
                                         {"reml_criterion", jsonNumber(lm.remlCriterion)}, {"singular", lm.singular},
                                         {"anova_type3", anova}, {"fixed_effects", fe}};
            }
            jc["lmm_paired"] = lmms;
        }
        conds.push_back(jc);
    }
    root["conditions"] = conds;

    Json inter = Json::object();
    for (std::size_t d = 0; d < a.interModel.size(); ++d) {
        const auto &im = a.interModel[d];
        Json byGroup = Json::object();
        for (std::size_t g = 0; g < a.groups.size(); ++g) {
            const agreement::InterModelGroup *found = im.group(g);
            if (!found)
                continue;
            const auto &grp = *found;
            byGroup[a.groups[g]] = {{"status", interModelStatus(grp.status)}, {"n_items", grp.nItems},
                                          {"n_items_missing", grp.nItemsMissing},
                                          {"inter_model_variance", jsonNumber(grp.interModelVariance)},
                                          {"n_items_human", grp.nItemsHuman}, {"human_mean", jsonNumber(grp.humanMean)},
                                          {"human_p025", jsonNumber(grp.humanP025)}, {"human_p975", jsonNumber(grp.humanP975)},
                                          {"model_percentile", jsonNumber(grp.modelPercentile)}};
        }
        inter[a.dimensions[d]] = {{"conditions", im.conditions}, {"repeats", im.overall.repeats},
                                  {"seed", im.overall.seed},
                                  // the face study's key; `groups` under any other grouping factor
                                  {a.options.groupBy == study::face::kEmotion ? "emotions" : "groups", byGroup}};
    }
    root["inter_model_variance"] = inter;

    if (a.mixed.run) {
        Json crossed = Json::object();
        for (std::size_t d = 0; d < a.mixed.crossed.size() && d < a.dimensions.size(); ++d) {
            const auto &x = a.mixed.crossed[d];
            crossed[a.dimensions[d]] = {{"status", x.status}, {"n", x.n}, {"var_rater", jsonNumber(x.varRater)},
                                        {"var_image", jsonNumber(x.varImage)}, {"var_residual", jsonNumber(x.varResidual)},
                                        {"reml_criterion", jsonNumber(x.remlCriterion)}, {"singular", x.singular}};
        }
        root["lmm_crossed_humans"] = crossed;
    }
    root["mixed_status"] = a.mixed.status;
    root["demographics_status"] = demographicStatusName(a.demographics.status);
    if (a.demographics.status == DemographicStatus::Ok)
        root["demographics_levels"] = {{"race", a.demographics.raceLevels}, {"gender", a.demographics.genderLevels}};

    Json cells = Json::array();
    for (const auto &cell : v.cells) {
        Json evidence = Json::array();
        const bool cls = cell.dimension == "classification";
        for (const auto &ev : cell.evidence) {
            Json je = {{"condition", ev.condition}, {"available", ev.available}, {"meets", ev.meets}};
            if (cls) {
                je["recall"] = jsonNumber(ev.recall);
                je["tp"] = ev.tp;
                je["support"] = ev.support;
                je["kappa"] = jsonNumber(ev.kappa);
            } else if (cell.categorical) {
                je["delta_alpha"] = jsonNumber(ev.deltaAlpha);
                je["plurality_agreement"] = jsonNumber(ev.pluralityAgreement);
                je["plurality_loo"] = jsonNumber(ev.pluralityLoo);
                je["alt_test"] = altTestJson(ev.altTest);
                je["alt_test_joint"] = altTestJson(ev.jointAltTest);
            } else {
                je["delta_alpha"] = jsonNumber(ev.deltaAlpha);
                je["w1sd"] = jsonNumber(ev.w1sd);
                je["w1sd_n_within"] = ev.w1sdWithin;
                je["w1sd_n_items"] = ev.w1sdItems;
                je["w1sd_loo"] = jsonNumber(ev.w1sdLoo);
                je["w1sd_loo_n_within"] = ev.looWithin;
                je["w1sd_loo_n_pairs"] = ev.looPairs;
                je["bias"] = jsonNumber(ev.bias);
                je["bias_p"] = jsonNumber(ev.biasP);
                je["loa_width"] = jsonNumber(ev.loaWidth);
                je["human_range"] = jsonNumber(ev.humanRange);
                je["calibration_candidate"] = ev.calibrationCandidate;
                je["calibration"] = {{"a", jsonNumber(ev.calibration.a)}, {"b", jsonNumber(ev.calibration.b)}};
                je["alt_test"] = altTestJson(ev.altTest);
                je["alt_test_joint"] = altTestJson(ev.jointAltTest);
            }
            evidence.push_back(je);
        }
        Json jcell = {{v.groupColumn(), cell.group}, {"dimension", cell.dimension}, {"verdict", verdictName(cell.verdict)},
                      {"n_meeting", cell.nMeeting}, {"conditions_meeting", cell.conditionsMeeting},
                      {"reason", cell.reason}, {"alt_test_passing", cell.altTestPassing},
                      {"alt_test_usable_raters", cell.altTestUsableRaters}};
        if (cell.verdict == Verdict::NeedsCalibration)
            jcell["calibration"] = {{"condition", cell.calibrationCondition}, {"a", jsonNumber(cell.calibration.a)},
                                    {"b", jsonNumber(cell.calibration.b)}, {"formula", "y' = a * y + b (lm(M ~ x))"}};
        jcell["categorical"] = cell.categorical;
        jcell["evidence"] = evidence;
        cells.push_back(jcell);
    }
    root["verdicts"] = {{"recall_threshold", v.recallThreshold}, {"kappa_threshold", v.kappaThreshold},
                        {"replaceable_min", v.replaceableMin}, {"alt_test_epsilon", v.altTestEpsilon}, {"cells", cells}};
    return root.dump(2) + "\n";
}

Status writeAnalysisOutput(const std::string &dir, const RatingAnalysis &a, const VerdictMatrix &v, const ReportInfo &info)
{
    return writeOutputFiles(dir, {{"metrics.csv", metricsCsv(a)},
                                  {"verdicts.csv", verdictsCsv(v)},
                                  {"verdict_evidence.csv", verdictEvidenceCsv(v)},
                                  {"analysis.json", analysisJson(a, v, info)}});
}

} // namespace rl::analysis
