// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/demographics/subgroupaccuracymodel.h"

#include "models/displaynames.h"

namespace rl::models {

SubgroupAccuracyModel::SubgroupAccuracyModel(QObject *parent)
    : DemographicsTableModel({{Kind::Text, "condition"}, {Kind::Text, "factor"}, {Kind::Text, "subgroup"},
                                 {Kind::Count, "n"}, {Kind::Count, "n_correct"}, {Kind::Number, "accuracy"},
                                 {Kind::Number, "macro_f1"}, {Kind::Number, "kappa"}, {Kind::Count, "n_invalid"}},
        parent)
{
}

void SubgroupAccuracyModel::setKindFilter(const QString &kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    if (bundle()) {
        beginResetModel();
        rebuild();
        endResetModel();
    }
}

void SubgroupAccuracyModel::rebuild()
{
    m_rows.clear();
    const auto &dem = bundle()->analysis.demographics;
    if (dem.status != analysis::DemographicStatus::Ok)
        return;
    for (std::size_t c = 0; c < dem.conditions.size(); ++c) {
        if (!conditionShown(c))
            continue;
        const auto &groups = dem.conditions[c].classification;
        for (std::size_t s = 0; s < groups.size(); ++s)
            if (m_kind.isEmpty() || groups[s].kind == m_kind.toStdString())
                m_rows.emplace_back(c, s);
    }
}

const analysis::SubgroupClassification &SubgroupAccuracyModel::subgroup(int row) const
{
    const auto [c, s] = m_rows[static_cast<std::size_t>(row)];
    return bundle()->analysis.demographics.conditions[c].classification[s];
}

QString SubgroupAccuracyModel::subgroupName(const analysis::SubgroupClassification &s, bool exported)
{
    if (exported)
        return QString::fromStdString(s.level);
    if (s.kind == "race:gender") {
        const auto colon = s.level.find(':');
        if (colon != std::string::npos)
            return tr("%1 × %2").arg(DisplayNames::level("race", s.level.substr(0, colon)),
                DisplayNames::level("gender", s.level.substr(colon + 1)));
    }
    return DisplayNames::level(s.kind, s.level);
}

QString SubgroupAccuracyModel::header(int column) const
{
    switch (column) {
    case Condition:
        return tr("Condition");
    case Factor:
        return tr("Factor");
    case Subgroup:
        return tr("Subgroup");
    case N:
        return tr("n");
    case Correct:
        return tr("Correct");
    case Accuracy:
        return tr("Accuracy");
    case MacroF1:
        return tr("Macro-F1");
    case Kappa:
        return tr("κ");
    case Invalid:
        return tr("Invalid");
    default:
        return {};
    }
}

QString SubgroupAccuracyModel::text(int row, int column, bool exported) const
{
    const auto &s = subgroup(row);
    switch (column) {
    case Condition:
        return conditionName(m_rows[static_cast<std::size_t>(row)].first, exported);
    case Factor:
        if (exported)
            return QString::fromStdString(s.kind);
        if (s.kind == "race:gender")
            return tr("Race × gender");
        return DisplayNames::factor(s.kind);
    default:
        return subgroupName(s, exported);
    }
}

double SubgroupAccuracyModel::number(int row, int column) const
{
    const auto &m = subgroup(row).confusion;
    switch (column) {
    case N:
        return static_cast<double>(m.n);
    case Correct:
        return static_cast<double>(m.nCorrect);
    case Accuracy:
        return m.accuracy;
    case MacroF1:
        return m.macroF1;
    case Kappa:
        return m.kappa;
    case Invalid:
        return static_cast<double>(m.nInvalid);
    default:
        return analysis::kNaN;
    }
}

QString SubgroupAccuracyModel::tooltip(int row, int column) const
{
    const auto &m = subgroup(row).confusion;
    if (column == MacroF1)
        return tr("Unweighted mean of the %n per-class F1 values (0 for a class that is never predicted nor present)",
            nullptr, static_cast<int>(m.classCount));
    if (column == Accuracy)
        return tr("%1 of %2 answers correct").arg(m.nCorrect).arg(m.n);
    return {};
}

QString SubgroupAccuracyModel::emptyReason() const
{
    const QString missing = demographicsMissingText();
    if (!missing.isEmpty())
        return missing;
    const auto &a = bundle()->analysis;
    if (a.labels.empty() || a.status == analysis::AnalysisStatus::NoEmotionFactor)
        return tr("The study has no emotion labels to classify, so there is no accuracy by subgroup.");
    bool answered = false;
    for (const auto &c : a.demographics.conditions)
        answered = answered || !c.classification.empty();
    if (!answered)
        return tr("No model condition gave emotion answers, so there is no accuracy by subgroup.");
    return {};
}

} // namespace rl::models
