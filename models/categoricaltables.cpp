// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/categoricaltables.h"

#include "models/cellformat.h"
#include "models/displaynames.h"
#include "models/metricdefinitions.h"
#include "models/roles.h"

namespace rl::models {

namespace {

using Kind = DemographicsTableModel::Kind;

double at(const std::vector<double> &v, std::size_t k) { return k < v.size() ? v[k] : analysis::kNaN; }

QString yesNo(const analysis::AltTestResult &t, bool exported)
{
    if (t.status != analysis::AltTestStatus::Ok)
        return exported ? QStringLiteral("NA") : QStringLiteral("\u2014");
    if (exported)
        return t.passed ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
    return t.passed ? CategoricalTableModel::tr("passed") : CategoricalTableModel::tr("not passed");
}

} // namespace

// ---- CategoricalTableModel ------------------------------------------------------------------------------

void CategoricalTableModel::setGroupFilter(int group) { setFilter(m_group, group); }

void CategoricalTableModel::setCategoricalFilter(int dimension) { setFilter(m_categorical, dimension); }

QVariant CategoricalTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section >= 0 && section < columnCount())
        return metricDefinition(QString::fromLatin1(definitionKey(section)));
    return DemographicsTableModel::headerData(section, orientation, role);
}

const char *CategoricalTableModel::definitionKey(int) const { return ""; }

QString CategoricalTableModel::categoricalName(std::size_t k, bool exported) const
{
    const std::string &name = bundle()->analysis.categoricalDimensions[k];
    return exported ? QString::fromStdString(name) : DisplayNames::dimension(name);
}

QString CategoricalTableModel::labelName(std::size_t k, std::size_t label, bool exported) const
{
    const auto &labels = bundle()->analysis.categoricalLabels[k];
    const std::string name = label < labels.size() ? labels[label] : std::string();
    return exported ? QString::fromStdString(name)
                    : DisplayNames::level(bundle()->analysis.categoricalDimensions[k], name);
}

QString CategoricalTableModel::agreementMissingText() const
{
    const auto &a = bundle()->analysis;
    if (!a.options.parts.agreement)
        return tr("The agreement part of the analysis has not run, and the categorical dimensions are analysed there.");
    if (a.categoricalDimensions.empty())
        return tr("The study has no categorical dimension with human labels, so there is no plurality to compare with.");
    return {};
}

QString CategoricalTableModel::answersMissingText() const
{
    const QString missing = agreementMissingText();
    return missing.isEmpty() ? tr("No model condition answered a categorical dimension.") : missing;
}

std::vector<std::array<std::size_t, 3>> CategoricalTableModel::answeredRows() const
{
    std::vector<std::array<std::size_t, 3>> rows;
    const auto &a = bundle()->analysis;
    for (std::size_t c = 0; c < a.conditions.size(); ++c) {
        if (!conditionShown(c))
            continue;
        const auto &cat = a.conditions[c].categorical;
        for (std::size_t k = 0; k < cat.size(); ++k)
            for (std::size_t g = 0; g < cat[k].size(); ++g)
                if (categoricalShown(k) && groupShown(g) && cat[k][g].status != analysis::CellStatus::NoPredictions)
                    rows.push_back({c, k, g});
    }
    return rows;
}

// ---- CategoricalHumanModel ------------------------------------------------------------------------------

CategoricalHumanModel::CategoricalHumanModel(QObject *parent)
    : CategoricalTableModel({{Kind::Text, "dimension"}, {Kind::Text, "emotion"}, {Kind::Count, "n_items"},
                             {Kind::Count, "n_ratings"}, {Kind::Count, "n_items_pairable"}, {Kind::Text, "alpha_level"},
                             {Kind::Number, "alpha"}, {Kind::Number, "alpha_ci_low"}, {Kind::Number, "alpha_ci_high"},
                             {Kind::Number, "fleiss_kappa"}, {Kind::PValue, "fleiss_p"}, {Kind::Number, "plurality_loo"},
                             {Kind::Count, "plurality_loo_n_pairs"}},
                            parent)
{
}

void CategoricalHumanModel::rebuild()
{
    m_rows.clear();
    const auto &a = bundle()->analysis;
    for (std::size_t k = 0; k < a.categoricalHuman.size(); ++k)
        for (std::size_t g = 0; g < a.categoricalHuman[k].size(); ++g)
            if (categoricalShown(k) && groupShown(g))
                m_rows.push_back({k, g});
}

const char *CategoricalHumanModel::definitionKey(int column) const
{
    switch (column) {
    case Items: return "n_items";
    case Ratings: return "n_labels";
    case Pairable: return "n_items_pairable";
    case Alpha: return "categorical_alpha";
    case AlphaCiLow:
    case AlphaCiHigh: return "alpha_ci";
    case Fleiss: return "fleiss_kappa";
    case FleissP: return "fleiss_p";
    case PluralityLoo: return "plurality_agreement_loo";
    case LooPairs: return "plurality_loo_n_pairs";
    default: return "";
    }
}

QString CategoricalHumanModel::header(int column) const
{
    switch (column) {
    case Dimension: return tr("Dimension");
    case Group: return tr("Items of");
    case Items: return tr("Items");
    case Ratings: return tr("Labels");
    case Pairable: return tr("Items with ≥ 2 labels");
    case Level: return tr("α level");
    case Alpha: return tr("α");
    case AlphaCiLow: return tr("α 95% CI, lower");
    case AlphaCiHigh: return tr("α 95% CI, upper");
    case Fleiss: return tr("Fleiss' κ");
    case FleissP: return tr("Fleiss' κ p");
    case PluralityLoo: return tr("Plurality agreement (human LOO)");
    case LooPairs: return tr("LOO comparisons");
    default: return {};
    }
}

QString CategoricalHumanModel::text(int row, int column, bool exported) const
{
    const auto [k, g] = m_rows[static_cast<std::size_t>(row)];
    if (column == Dimension)
        return categoricalName(k, exported);
    if (column == Group)
        return groupName(g, exported);
    const bool ordinal = bundle()->analysis.categoricalOrdered[k];
    if (exported)
        return ordinal ? QStringLiteral("ordinal") : QStringLiteral("nominal");
    return ordinal ? tr("ordinal") : tr("nominal");
}

double CategoricalHumanModel::number(int row, int column) const
{
    const auto [k, g] = m_rows[static_cast<std::size_t>(row)];
    const analysis::CategoricalHumanCell &cell = bundle()->analysis.categoricalHuman[k][g];
    const agreement::CategoricalHumanResult &h = cell.result;
    const bool fleiss = h.fleiss.status == agreement::FleissStatus::Ok;
    switch (column) {
    case Items: return double(h.nItems);
    case Ratings: return double(h.nRatings);
    case Pairable: return double(h.nItemsPairable);
    case Alpha: return h.alpha.alpha;
    case AlphaCiLow: return cell.alphaCi.low;
    case AlphaCiHigh: return cell.alphaCi.high;
    case Fleiss: return fleiss ? h.fleiss.kappa : analysis::kNaN;
    case FleissP: return fleiss ? h.fleiss.p : analysis::kNaN;
    case PluralityLoo: return h.loo.share();
    case LooPairs: return double(h.loo.n);
    default: return analysis::kNaN;
    }
}

QString CategoricalHumanModel::tooltip(int row, int column) const
{
    const auto [k, g] = m_rows[static_cast<std::size_t>(row)];
    const analysis::CategoricalHumanCell &cell = bundle()->analysis.categoricalHuman[k][g];
    const agreement::CategoricalHumanResult &h = cell.result;
    switch (column) {
    case Alpha:
    case AlphaCiLow:
    case AlphaCiHigh:
        if (cell.alphaCi.repeats == 0)
            return tr("No bootstrap interval was computed.");
        return tr("Percentile bootstrap over the items: %1 of %2 resamples gave a finite α.")
            .arg(cell.alphaCi.finite)
            .arg(cell.alphaCi.repeats);
    case Fleiss:
    case FleissP:
        if (h.fleiss.status != agreement::FleissStatus::Ok)
            return tr("Fleiss' κ is not defined here (%1): it needs the same number of raters, at least two, on every item.")
                .arg(QString::fromLatin1(agreement::fleissStatusName(h.fleiss.status)));
        return tr("%1 items, %2 raters each; z = %3").arg(h.fleiss.nItems).arg(h.fleiss.raters).arg(cellformat::display(h.fleiss.z, 2));
    case PluralityLoo:
    case LooPairs:
        return tr("Each human label against the plurality of the item's other labels, a tie shared: %1 credits in %2 comparisons.")
            .arg(cellformat::display(h.loo.sum(), 2))
            .arg(h.loo.n);
    default:
        return {};
    }
}

QString CategoricalHumanModel::emptyReason() const { return agreementMissingText(); }

// ---- CategoricalAgreementModel --------------------------------------------------------------------------

CategoricalAgreementModel::CategoricalAgreementModel(QObject *parent)
    : CategoricalTableModel({{Kind::Text, "condition"}, {Kind::Text, "dimension"}, {Kind::Text, "emotion"},
                             {Kind::Count, "n"}, {Kind::Count, "n_missing"}, {Kind::Count, "invalid_count"},
                             {Kind::Number, "plurality_agreement"}, {Kind::Number, "kappa"}, {Kind::Number, "macro_f1"},
                             {Kind::Number, "alpha_humans"}, {Kind::Number, "alpha_with_model"},
                             {Kind::Number, "delta_alpha"}, {Kind::Number, "delta_alpha_ci_low"},
                             {Kind::Number, "delta_alpha_ci_high"}, {Kind::Number, "alt_test_winning_rate"},
                             {Kind::Text, "alt_test_passed"}},
                            parent)
{
}

void CategoricalAgreementModel::rebuild() { m_rows = answeredRows(); }

const char *CategoricalAgreementModel::definitionKey(int column) const
{
    switch (column) {
    case N: return "plurality_n";
    case Missing: return "n_missing";
    case Invalid: return "n_invalid";
    case Plurality: return "plurality_agreement";
    case Kappa: return "plurality_kappa";
    case MacroF1: return "plurality_macro_f1";
    case AlphaHumans: return "alpha_humans";
    case AlphaWithModel: return "alpha_with_model";
    case DeltaAlpha: return "categorical_delta_alpha";
    case DeltaAlphaCiLow:
    case DeltaAlphaCiHigh: return "delta_alpha_ci";
    case AltTest: return "alt_test_omega";
    default: return "";
    }
}

QString CategoricalAgreementModel::header(int column) const
{
    switch (column) {
    case Condition: return tr("Condition");
    case Dimension: return tr("Dimension");
    case Group: return tr("Items of");
    case N: return tr("n");
    case Missing: return tr("Missing");
    case Invalid: return tr("Invalid");
    case Plurality: return tr("Plurality agreement");
    case Kappa: return tr("κ (plurality)");
    case MacroF1: return tr("Macro-F1");
    case AlphaHumans: return tr("α humans");
    case AlphaWithModel: return tr("α with the model");
    case DeltaAlpha: return tr("Δα");
    case DeltaAlphaCiLow: return tr("Δα 95% CI, lower");
    case DeltaAlphaCiHigh: return tr("Δα 95% CI, upper");
    case AltTest: return tr("Alt-test ω");
    case AltTestPassed: return tr("Alt-test");
    default: return {};
    }
}

QString CategoricalAgreementModel::text(int row, int column, bool exported) const
{
    const auto [c, k, g] = m_rows[static_cast<std::size_t>(row)];
    switch (column) {
    case Condition: return conditionName(c, exported);
    case Dimension: return categoricalName(k, exported);
    case Group: return groupName(g, exported);
    default: return yesNo(bundle()->analysis.conditions[c].categorical[k][g].altTest, exported);
    }
}

double CategoricalAgreementModel::number(int row, int column) const
{
    const auto [c, k, g] = m_rows[static_cast<std::size_t>(row)];
    const analysis::CategoricalCell &cell = bundle()->analysis.conditions[c].categorical[k][g];
    const agreement::PluralityAgreementResult &m = cell.result;
    switch (column) {
    case N: return double(m.nItems);
    case Missing: return double(m.nMissing);
    case Invalid: return double(m.nInvalid);
    case Plurality: return m.agreement.share();
    case Kappa: return m.confusion.kappa;
    case MacroF1: return m.confusion.macroF1;
    case AlphaHumans: return m.alpha.base.alpha;
    case AlphaWithModel: return m.alpha.withRater.alpha;
    case DeltaAlpha: return m.alpha.delta;
    case DeltaAlphaCiLow: return cell.deltaAlphaCi.low;
    case DeltaAlphaCiHigh: return cell.deltaAlphaCi.high;
    case AltTest: return cell.altTest.status == analysis::AltTestStatus::Ok ? cell.altTest.winningRate : analysis::kNaN;
    default: return analysis::kNaN;
    }
}

QString CategoricalAgreementModel::tooltip(int row, int column) const
{
    const auto [c, k, g] = m_rows[static_cast<std::size_t>(row)];
    const auto &a = bundle()->analysis;
    const analysis::CategoricalCell &cell = a.conditions[c].categorical[k][g];
    switch (column) {
    case Plurality:
        return tr("%1 credits in %2 items (a tie of t labels gives 1/t); the humans' leave-one-out baseline is %3.")
            .arg(cellformat::display(cell.result.agreement.sum(), 2))
            .arg(cell.result.agreement.n)
            .arg(cellformat::display(a.categoricalHuman[k][g].result.loo.share()));
    case AltTest:
    case AltTestPassed:
        if (cell.altTest.status != analysis::AltTestStatus::Ok)
            return tr("Not applicable: no human rater has %1 items shared with the model and another rater.")
                .arg(cell.altTest.minItems);
        return tr("The model beats %1 of %2 usable human raters (ε = %3); advantage probability ρ = %4.")
            .arg(cell.altTest.ratersWon)
            .arg(cell.altTest.ratersUsable)
            .arg(cellformat::display(cell.altTest.epsilon, 2), cellformat::display(cell.altTest.advantage));
    default:
        return {};
    }
}

QString CategoricalAgreementModel::emptyReason() const { return answersMissingText(); }

// ---- CategoricalLabelsModel -----------------------------------------------------------------------------

CategoricalLabelsModel::CategoricalLabelsModel(QObject *parent)
    : CategoricalTableModel({{Kind::Text, "condition"}, {Kind::Text, "dimension"}, {Kind::Text, "emotion"},
                             {Kind::Text, "label"}, {Kind::Number, "support"}, {Kind::Number, "precision"},
                             {Kind::Number, "recall"}, {Kind::Number, "f1"}},
                            parent)
{
}

void CategoricalLabelsModel::rebuild()
{
    m_rows.clear();
    const auto &a = bundle()->analysis;
    for (const auto &[c, k, g] : answeredRows())
        for (std::size_t label = 0; label < a.conditions[c].categorical[k][g].result.confusion.classCount; ++label)
            m_rows.push_back({c, k, g, label});
}

const char *CategoricalLabelsModel::definitionKey(int column) const
{
    switch (column) {
    case Support: return "plurality_support";
    case Precision: return "plurality_precision";
    case Recall: return "plurality_recall";
    case F1: return "f1";
    default: return "";
    }
}

QString CategoricalLabelsModel::header(int column) const
{
    switch (column) {
    case Condition: return tr("Condition");
    case Dimension: return tr("Dimension");
    case Group: return tr("Items of");
    case Label: return tr("Label");
    case Support: return tr("Support (plurality)");
    case Precision: return tr("Precision");
    case Recall: return tr("Recall");
    case F1: return tr("F1");
    default: return {};
    }
}

QString CategoricalLabelsModel::text(int row, int column, bool exported) const
{
    const auto [c, k, g, label] = m_rows[static_cast<std::size_t>(row)];
    switch (column) {
    case Condition: return conditionName(c, exported);
    case Dimension: return categoricalName(k, exported);
    case Group: return groupName(g, exported);
    default: return labelName(k, label, exported);
    }
}

double CategoricalLabelsModel::number(int row, int column) const
{
    const auto [c, k, g, label] = m_rows[static_cast<std::size_t>(row)];
    const agreement::PluralityConfusion &m = bundle()->analysis.conditions[c].categorical[k][g].result.confusion;
    switch (column) {
    case Support: return at(m.support, label);
    case Precision: return at(m.precision, label);
    case Recall: return at(m.recall, label);
    case F1: return at(m.f1, label);
    default: return analysis::kNaN;
    }
}

QString CategoricalLabelsModel::emptyReason() const { return answersMissingText(); }

// ---- JointAltTestModel ----------------------------------------------------------------------------------

JointAltTestModel::JointAltTestModel(QObject *parent)
    : CategoricalTableModel({{Kind::Text, "condition"}, {Kind::Text, "kind"}, {Kind::Text, "emotion"},
                             {Kind::Count, "raters_usable"}, {Kind::Count, "raters_won"},
                             {Kind::Number, "winning_rate"}, {Kind::Number, "advantage"}, {Kind::Text, "passed"}},
                            parent)
{
}

void JointAltTestModel::rebuild()
{
    m_rows.clear();
    const auto &a = bundle()->analysis;
    for (std::size_t c = 0; c < a.conditions.size(); ++c) {
        if (!conditionShown(c))
            continue;
        for (std::size_t kind = 0; kind < 2; ++kind)
            for (std::size_t g = 0; g < a.conditions[c].jointAltTest[kind].size(); ++g)
                if (groupShown(g))
                    m_rows.push_back({c, kind, g});
    }
}

const analysis::AltTestResult &JointAltTestModel::result(int row) const
{
    const auto [c, kind, g] = m_rows[static_cast<std::size_t>(row)];
    return bundle()->analysis.conditions[c].jointAltTest[kind][g];
}

const char *JointAltTestModel::definitionKey(int column) const
{
    switch (column) {
    case Usable: return "raters_usable";
    case Won: return "raters_won";
    case WinningRate: return "alt_test_joint_omega";
    case Advantage: return "alt_test_advantage";
    default: return "";
    }
}

QString JointAltTestModel::header(int column) const
{
    switch (column) {
    case Condition: return tr("Condition");
    case Family: return tr("Dimensions");
    case Group: return tr("Items of");
    case Usable: return tr("Usable raters");
    case Won: return tr("Raters beaten");
    case WinningRate: return tr("ω");
    case Advantage: return tr("ρ");
    case Passed: return tr("Alt-test");
    default: return {};
    }
}

QString JointAltTestModel::text(int row, int column, bool exported) const
{
    const auto [c, kind, g] = m_rows[static_cast<std::size_t>(row)];
    switch (column) {
    case Condition: return conditionName(c, exported);
    case Family:
        if (exported)
            return kind == 0 ? QStringLiteral("numeric") : QStringLiteral("categorical");
        return kind == 0 ? tr("every numeric dimension") : tr("every categorical dimension");
    case Group: return groupName(g, exported);
    default: return yesNo(result(row), exported);
    }
}

double JointAltTestModel::number(int row, int column) const
{
    const analysis::AltTestResult &t = result(row);
    const bool ok = t.status == analysis::AltTestStatus::Ok;
    switch (column) {
    case Usable: return double(t.ratersUsable);
    case Won: return double(t.ratersWon);
    case WinningRate: return ok ? t.winningRate : analysis::kNaN;
    case Advantage: return ok ? t.advantage : analysis::kNaN;
    default: return analysis::kNaN;
    }
}

QString JointAltTestModel::emptyReason() const
{
    if (!bundle()->analysis.options.parts.agreement)
        return tr("The agreement part of the analysis has not run, and the Alt-test is computed there.");
    return tr("No condition answered two or more dimensions of one kind, so there is no Alt-test across dimensions.");
}

} // namespace rl::models
