// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/agreementtablemodel.h"
#include "models/metricdefinitions.h"

#include "models/cellformat.h"
#include "models/displaynames.h"
#include "models/roles.h"

#include <QLocale>

#include <cmath>
#include <limits>

namespace rl::models {

namespace {
constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
}

AgreementTableModel::AgreementTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void AgreementTableModel::setBundle(std::shared_ptr<const AnalysisBundle> bundle)
{
    beginResetModel();
    m_bundle = std::move(bundle);
    if (!m_bundle || m_group >= static_cast<int>(m_bundle->analysis.groups.size()))
        m_group = 0;
    rebuildColumns();
    endResetModel();
}

void AgreementTableModel::setGroup(int group)
{
    if (group == m_group || group < 0)
        return;
    beginResetModel();
    m_group = group;
    rebuildColumns();
    endResetModel();
}

void AgreementTableModel::setBlock(const QString &block)
{
    if (block == m_block)
        return;
    beginResetModel();
    m_block = block;
    rebuildColumns();
    endResetModel();
}

void AgreementTableModel::rebuildColumns()
{
    m_columns.clear();
    m_blocks.clear();
    if (!m_bundle)
        return;
    const auto &a = m_bundle->analysis;
    // Every block the analysis has, then only the chosen one's columns (all when none is chosen).
    const auto addBlock = [this](const QString &key, std::initializer_list<Metric> metrics, int dimension, bool categorical) {
        m_blocks << key;
        if (m_block.isEmpty() || m_block == key)
            for (Metric m : metrics)
                m_columns.push_back({m, dimension, categorical});
    };
    bool classified = false;
    for (const auto &c : a.conditions)
        classified = classified || c.classification.present;
    if (classified)
        addBlock(QStringLiteral("classification"),
                 {Metric::Accuracy, Metric::Kappa, Metric::MacroF1, Metric::ClassN, Metric::ClassCoverage}, -1, false);
    for (std::size_t d = 0; d < a.dimensions.size(); ++d) {
        bool predicted = false;
        for (const auto &c : a.conditions)
            predicted = predicted
                || (d < c.cells.size() && !c.cells[d].empty()
                    && c.cells[d][0].status != analysis::CellStatus::NoPredictions);
        if (predicted)
            addBlock(QString::fromStdString(a.dimensions[d]),
                     {Metric::Pearson, Metric::Spearman, Metric::Bias, Metric::SdDiff, Metric::Mae, Metric::DeltaAlpha,
                      Metric::W1sd, Metric::LoaLower, Metric::LoaUpper, Metric::N, Metric::Coverage},
                     static_cast<int>(d), false);
    }
    for (std::size_t k = 0; k < a.categoricalDimensions.size(); ++k) {
        bool answered = false;
        for (const auto &c : a.conditions)
            answered = answered
                || (k < c.categorical.size() && !c.categorical[k].empty()
                    && c.categorical[k][0].status != analysis::CellStatus::NoPredictions);
        if (answered)
            addBlock(QString::fromStdString(a.categoricalDimensions[k]),
                     {Metric::Plurality, Metric::PluralityKappa, Metric::PluralityMacroF1, Metric::CatAlphaWithModel,
                      Metric::CatDeltaAlpha, Metric::CatDeltaAlphaLow, Metric::CatDeltaAlphaHigh, Metric::CatAltTest,
                      Metric::CatN, Metric::CatCoverage},
                     static_cast<int>(k), true);
    }
}

QString AgreementTableModel::blockTitle(const QString &block) const
{
    if (block.isEmpty())
        return tr("All dimensions");
    if (block == QLatin1String("classification") && m_bundle)
        return tr("Classification (%1)").arg(DisplayNames::dimension(m_bundle->analysis.classifiedDimension));
    return DisplayNames::dimension(block.toStdString());
}

double AgreementTableModel::categoricalValue(const analysis::ConditionAnalysis &cond, const Column &col) const
{
    const auto k = static_cast<std::size_t>(col.dimension);
    const auto g = static_cast<std::size_t>(m_group);
    if (k >= cond.categorical.size() || g >= cond.categorical[k].size())
        return kNan;
    const analysis::CategoricalCell &cell = cond.categorical[k][g];
    if (cell.status == analysis::CellStatus::NoPredictions)
        return kNan;
    const agreement::PluralityAgreementResult &m = cell.result;
    switch (col.metric) {
    case Metric::Plurality:
        return m.agreement.share();
    case Metric::PluralityKappa:
        return m.confusion.kappa;
    case Metric::PluralityMacroF1:
        return m.confusion.macroF1;
    case Metric::CatAlphaWithModel:
        return m.alpha.withRater.alpha;
    case Metric::CatDeltaAlpha:
        return m.alpha.delta;
    case Metric::CatDeltaAlphaLow:
        return cell.deltaAlphaCi.low;
    case Metric::CatDeltaAlphaHigh:
        return cell.deltaAlphaCi.high;
    case Metric::CatAltTest:
        return cell.altTest.status == analysis::AltTestStatus::Ok ? cell.altTest.winningRate : kNan;
    case Metric::CatN:
        return double(m.nItems);
    case Metric::CatCoverage:
        return cell.nItemsGroup > 0 ? double(m.nItems) / double(cell.nItemsGroup) : kNan;
    default:
        return kNan;
    }
}

int AgreementTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_bundle ? 0 : static_cast<int>(m_bundle->analysis.conditions.size());
}

int AgreementTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_bundle ? 0 : 1 + static_cast<int>(m_columns.size());
}

double AgreementTableModel::value(int row, int column) const
{
    if (!m_bundle || row < 0 || row >= rowCount() || column < 1 || column >= columnCount())
        return kNan;
    const auto &cond = m_bundle->analysis.conditions[static_cast<std::size_t>(row)];
    const Column &col = m_columns[static_cast<std::size_t>(column - 1)];
    if (col.categorical)
        return categoricalValue(cond, col);
    const auto &conf = cond.classification.confusion;
    const int label = m_group - 1; // emotion level = label index for the face study
    switch (col.metric) {
    case Metric::Accuracy:
        if (!cond.classification.present)
            return kNan;
        if (m_group == 0)
            return conf.accuracy;
        return label < static_cast<int>(conf.perClass.size()) ? conf.perClass[std::size_t(label)].recall : kNan;
    case Metric::Kappa:
        return cond.classification.present ? conf.kappa : kNan;
    case Metric::MacroF1:
        if (!cond.classification.present)
            return kNan;
        if (m_group == 0)
            return conf.macroF1;
        return label < static_cast<int>(conf.perClass.size()) ? conf.perClass[std::size_t(label)].f1 : kNan;
    case Metric::ClassN:
        if (!cond.classification.present)
            return kNan;
        if (m_group == 0)
            return double(conf.n);
        return label < static_cast<int>(conf.perClass.size()) ? double(conf.perClass[std::size_t(label)].support) : kNan;
    case Metric::ClassCoverage: // answered items of those with a true label; per emotion: of the emotion's items
        if (!cond.classification.present)
            return kNan;
        if (m_group == 0)
            return conf.n + cond.classification.nItemsMissing == 0
                ? kNan
                : double(conf.n) / double(conf.n + cond.classification.nItemsMissing);
        if (label >= static_cast<int>(conf.perClass.size())
            || std::size_t(m_group) >= m_bundle->analysis.groupItems.size()
            || m_bundle->analysis.groupItems[std::size_t(m_group)].empty())
            return kNan;
        return double(conf.perClass[std::size_t(label)].support)
            / double(m_bundle->analysis.groupItems[std::size_t(m_group)].size());
    default:
        break;
    }
    const auto d = static_cast<std::size_t>(col.dimension);
    if (d >= cond.cells.size() || static_cast<std::size_t>(m_group) >= cond.cells[d].size())
        return kNan;
    const analysis::AgreementCell &cell = cond.cells[d][static_cast<std::size_t>(m_group)];
    if (cell.status == analysis::CellStatus::NoPredictions)
        return kNan;
    switch (col.metric) {
    case Metric::Pearson:
        return cell.pearson.ok() ? cell.pearson.r : kNan;
    case Metric::Spearman:
        return cell.spearman.ok() ? cell.spearman.rho : kNan;
    case Metric::Bias:
        return cell.ba.bias;
    case Metric::SdDiff:
        return cell.ba.sd;
    case Metric::Mae:
        return cell.ba.mae;
    case Metric::DeltaAlpha:
        return cell.alpha.delta;
    case Metric::W1sd:
        return cell.w1sd.share;
    case Metric::LoaLower:
        return cell.ba.loaLower;
    case Metric::LoaUpper:
        return cell.ba.loaUpper;
    case Metric::N:
        return double(cell.n);
    case Metric::Coverage:
        return cell.nItems > 0 ? double(cell.n) / double(cell.nItems) : kNan;
    default:
        return kNan;
    }
}

QString AgreementTableModel::sampleText(int row, int column) const
{
    if (!m_bundle || row < 0 || row >= rowCount() || column < 1 || column >= columnCount())
        return {};
    const Column &col = m_columns[static_cast<std::size_t>(column - 1)];
    // the block's n and coverage columns
    int nColumn = -1;
    int coverageColumn = -1;
    for (int c = 1; c < columnCount(); ++c) {
        const Column &other = m_columns[static_cast<std::size_t>(c - 1)];
        if (other.dimension != col.dimension || other.categorical != col.categorical)
            continue;
        if (other.metric == Metric::N || other.metric == Metric::ClassN || other.metric == Metric::CatN)
            nColumn = c;
        if (other.metric == Metric::Coverage || other.metric == Metric::ClassCoverage || other.metric == Metric::CatCoverage)
            coverageColumn = c;
    }
    const double n = nColumn > 0 ? value(row, nColumn) : kNan;
    if (std::isnan(n))
        return {};
    const double coverage = coverageColumn > 0 ? value(row, coverageColumn) : kNan;
    const QLocale locale;
    if (std::isnan(coverage))
        return tr("n = %1").arg(locale.toString(qlonglong(n)));
    return tr("n = %1 (%2 %)").arg(locale.toString(qlonglong(n)), locale.toString(100 * coverage, 'f', 1));
}

QString AgreementTableModel::metricName(const Column &column, bool exported) const
{
    const bool all = m_group == 0;
    QString name;
    switch (column.metric) {
    case Metric::Accuracy:
        return all ? (exported ? QStringLiteral("accuracy") : tr("Accuracy"))
                   : (exported ? QStringLiteral("recall") : tr("Recall"));
    case Metric::Kappa:
        return exported ? QStringLiteral("kappa") : tr("κ");
    case Metric::MacroF1:
        return all ? (exported ? QStringLiteral("macro_f1") : tr("Macro-F1")) : (exported ? QStringLiteral("f1") : tr("F1"));
    case Metric::ClassN:
        return exported ? QStringLiteral("classification_n") : tr("Classification n");
    case Metric::ClassCoverage:
        return exported ? QStringLiteral("classification_coverage") : tr("Classification coverage");
    case Metric::Pearson:
        name = exported ? QStringLiteral("pearson_r") : tr("r");
        break;
    case Metric::Spearman:
        name = exported ? QStringLiteral("spearman_rho") : tr("ρ");
        break;
    case Metric::Bias:
        name = exported ? QStringLiteral("ba_bias") : tr("Bias");
        break;
    case Metric::SdDiff:
        name = exported ? QStringLiteral("ba_sd") : tr("SD(d)");
        break;
    case Metric::Mae:
        name = exported ? QStringLiteral("mae") : tr("MAE");
        break;
    case Metric::DeltaAlpha:
        name = exported ? QStringLiteral("delta_alpha") : tr("Δα");
        break;
    case Metric::W1sd:
        name = exported ? QStringLiteral("w1sd") : tr("W1SD");
        break;
    case Metric::LoaLower:
        name = exported ? QStringLiteral("ba_loa_lower") : tr("95% LoA, lower");
        break;
    case Metric::LoaUpper:
        name = exported ? QStringLiteral("ba_loa_upper") : tr("95% LoA, upper");
        break;
    case Metric::N:
        name = exported ? QStringLiteral("n") : tr("n");
        break;
    case Metric::Coverage:
    case Metric::CatCoverage:
        name = exported ? QStringLiteral("coverage") : tr("coverage");
        break;
    case Metric::Plurality:
        name = exported ? QStringLiteral("plurality_agreement") : tr("plurality agreement");
        break;
    case Metric::PluralityKappa:
        name = exported ? QStringLiteral("kappa") : tr("κ");
        break;
    case Metric::PluralityMacroF1:
        name = exported ? QStringLiteral("macro_f1") : tr("macro-F1");
        break;
    case Metric::CatAlphaWithModel:
        name = exported ? QStringLiteral("alpha_with_model") : tr("α with the model");
        break;
    case Metric::CatDeltaAlpha:
        name = exported ? QStringLiteral("delta_alpha") : tr("Δα");
        break;
    case Metric::CatDeltaAlphaLow:
        name = exported ? QStringLiteral("delta_alpha_ci_low") : tr("Δα 95% CI, lower");
        break;
    case Metric::CatDeltaAlphaHigh:
        name = exported ? QStringLiteral("delta_alpha_ci_high") : tr("Δα 95% CI, upper");
        break;
    case Metric::CatAltTest:
        name = exported ? QStringLiteral("alt_test_winning_rate") : tr("Alt-test ω");
        break;
    case Metric::CatN:
        name = exported ? QStringLiteral("n") : tr("n");
        break;
    }
    const std::string &dim = column.categorical
        ? m_bundle->analysis.categoricalDimensions[static_cast<std::size_t>(column.dimension)]
        : m_bundle->analysis.dimensions[static_cast<std::size_t>(column.dimension)];
    return exported ? QString::fromStdString(dim) + QLatin1Char('_') + name
                    : tr("%1 %2").arg(DisplayNames::dimension(dim), name);
}

QString AgreementTableModel::definition(const Column &column) const
{
    const bool all = m_group == 0; // within an emotion, accuracy is that emotion's recall and F1 its own
    switch (column.metric) {
    case Metric::Accuracy: return metricDefinition(all ? u"accuracy" : u"recall");
    case Metric::Kappa: return metricDefinition(u"kappa");
    case Metric::MacroF1: return metricDefinition(all ? u"macro_f1" : u"f1");
    case Metric::ClassN: return metricDefinition(u"classification_n");
    case Metric::ClassCoverage: return metricDefinition(u"classification_coverage");
    case Metric::Pearson: return metricDefinition(u"pearson_r");
    case Metric::Spearman: return metricDefinition(u"spearman_rho");
    case Metric::Bias: return metricDefinition(u"ba_bias");
    case Metric::SdDiff: return metricDefinition(u"ba_sd");
    case Metric::Mae: return metricDefinition(u"mae");
    case Metric::DeltaAlpha: return metricDefinition(u"delta_alpha");
    case Metric::W1sd: return metricDefinition(u"w1sd");
    case Metric::LoaLower: return metricDefinition(u"ba_loa_lower");
    case Metric::LoaUpper: return metricDefinition(u"ba_loa_upper");
    case Metric::N: return metricDefinition(u"agreement_n");
    case Metric::Coverage: return metricDefinition(u"coverage");
    case Metric::Plurality: return metricDefinition(u"plurality_agreement");
    case Metric::PluralityKappa: return metricDefinition(u"plurality_kappa");
    case Metric::PluralityMacroF1: return metricDefinition(u"plurality_macro_f1");
    case Metric::CatAlphaWithModel: return metricDefinition(u"alpha_with_model");
    case Metric::CatDeltaAlpha: return metricDefinition(u"categorical_delta_alpha");
    case Metric::CatDeltaAlphaLow:
    case Metric::CatDeltaAlphaHigh: return metricDefinition(u"delta_alpha_ci");
    case Metric::CatAltTest: return metricDefinition(u"alt_test_omega");
    case Metric::CatN: return metricDefinition(u"plurality_n");
    case Metric::CatCoverage: return metricDefinition(u"coverage");
    }
    return {};
}

QString AgreementTableModel::tooltip(int row, const Column &column) const
{
    const auto &cond = m_bundle->analysis.conditions[static_cast<std::size_t>(row)];
    if (column.dimension < 0) {
        const auto &conf = cond.classification.confusion;
        if (!cond.classification.present)
            return tr("This condition gave no emotion answers.");
        return tr("n = %1, %2 invalid answers, κ band: %3")
            .arg(conf.n)
            .arg(conf.nInvalid)
            .arg(DisplayNames::word(QString::fromLatin1(agreement::kappaBandName(conf.band))));
    }
    if (column.categorical) {
        const auto k = static_cast<std::size_t>(column.dimension);
        const auto g = static_cast<std::size_t>(m_group);
        if (k >= cond.categorical.size() || g >= cond.categorical[k].size())
            return {};
        const analysis::CategoricalCell &cell = cond.categorical[k][g];
        const auto &human = m_bundle->analysis.categoricalHuman[k][g];
        switch (column.metric) {
        case Metric::Plurality:
            return tr("%1 credits in %2 items (a tie of t labels gives 1/t); the humans' leave-one-out baseline %3")
                .arg(cellformat::display(cell.result.agreement.sum(), 2))
                .arg(cell.result.agreement.n)
                .arg(cellformat::display(human.result.loo.share()));
        case Metric::CatAlphaWithModel:
        case Metric::CatDeltaAlpha:
        case Metric::CatDeltaAlphaLow:
        case Metric::CatDeltaAlphaHigh:
            return tr("α(humans) = %1, α(humans + model) = %2; Δα 95% CI [%3, %4]")
                .arg(cellformat::display(cell.result.alpha.base.alpha), cellformat::display(cell.result.alpha.withRater.alpha),
                     cellformat::display(cell.deltaAlphaCi.low), cellformat::display(cell.deltaAlphaCi.high));
        case Metric::CatAltTest:
            return tr("The model beats %1 of %2 usable human raters (ε = %3)")
                .arg(cell.altTest.ratersWon)
                .arg(cell.altTest.ratersUsable)
                .arg(cellformat::display(cell.altTest.epsilon, 2));
        default:
            return tr("n = %1, %2 invalid answers").arg(cell.result.nItems).arg(cell.result.nInvalid);
        }
    }
    const auto d = static_cast<std::size_t>(column.dimension);
    const auto &cell = cond.cells[d][static_cast<std::size_t>(m_group)];
    switch (column.metric) {
    case Metric::Pearson:
        return tr("r = %1, 95% CI [%2, %3], n = %4")
            .arg(cellformat::display(cell.pearson.r), cellformat::display(cell.pearson.ciLow),
                 cellformat::display(cell.pearson.ciHigh))
            .arg(cell.n);
    case Metric::Bias:
    case Metric::SdDiff:
        return tr("bias = %1, 95% CI [%2, %3]; LoA [%4, %5]; t-test p = %6; n = %7")
            .arg(cellformat::display(cell.ba.bias), cellformat::display(cell.ba.biasCiLower),
                 cellformat::display(cell.ba.biasCiUpper), cellformat::display(cell.ba.loaLower),
                 cellformat::display(cell.ba.loaUpper), cellformat::displayP(cell.ba.biasTP))
            .arg(cell.n);
    case Metric::W1sd: {
        const auto &human = m_bundle->analysis.human[d][static_cast<std::size_t>(m_group)];
        return tr("%1 of %2 items within one human SD; human leave-one-out baseline %3")
            .arg(cell.w1sd.nWithin)
            .arg(cell.w1sd.nItems)
            .arg(cellformat::display(human.loo.share));
    }
    case Metric::DeltaAlpha:
        return tr("α(humans) = %1, α(humans + model) = %2")
            .arg(cellformat::display(cell.alpha.base.alpha), cellformat::display(cell.alpha.withRater.alpha));
    default:
        return tr("n = %1").arg(cell.n);
    }
}

QVariant AgreementTableModel::data(const QModelIndex &index, int role) const
{
    if (!m_bundle || !index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const auto &cond = m_bundle->analysis.conditions[static_cast<std::size_t>(index.row())];
    if (index.column() == 0) {
        const QString label = QString::fromStdString(cond.label.empty() ? cond.id : cond.label);
        switch (role) {
        case Qt::DisplayRole:
        case SortValueRole:
            return label;
        case ExportTextRole: // the `condition` column holds ids, as every other table (docs/file-formats.md)
            return QString::fromStdString(cond.id);
        case Qt::ToolTipRole:
            return QString::fromStdString(cond.id);
        case ConditionIdRole:
            return QString::fromStdString(cond.id);
        default:
            return {};
        }
    }
    const double v = value(index.row(), index.column());
    const Metric metric = m_columns[static_cast<std::size_t>(index.column() - 1)].metric;
    const bool count = metric == Metric::N || metric == Metric::ClassN || metric == Metric::CatN;
    switch (role) {
    case Qt::DisplayRole:
        return count && !std::isnan(v) ? QLocale().toString(qlonglong(v)) : cellformat::display(v);
    case ExportTextRole:
        return count && !std::isnan(v) ? QString::number(qlonglong(v)) : cellformat::exported(v, 4);
    case ExportValueRole:
        return v;
    case SortValueRole:
        return cellformat::sortKey(v);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        // every statistic names the sample it rests on
        const QString tip = tooltip(index.row(), m_columns[static_cast<std::size_t>(index.column() - 1)]);
        const QString sample = sampleText(index.row(), index.column());
        return sample.isEmpty() || tip.contains(sample) ? tip : tip + QLatin1Char('\n') + sample;
    }
    case ConditionIdRole:
        return QString::fromStdString(cond.id);
    default:
        return {};
    }
}

QVariant AgreementTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0) {
        if (role == Qt::DisplayRole)
            return tr("Condition");
        if (role == ExportTextRole)
            return QStringLiteral("condition");
        if (role == NumberStyleRole)
            return int(cellformat::Style::Text);
        return {};
    }
    const Column &col = m_columns[static_cast<std::size_t>(section - 1)];
    switch (role) {
    case Qt::DisplayRole:
        return metricName(col, false);
    case ExportTextRole:
        return metricName(col, true);
    case Qt::ToolTipRole:
        return definition(col);
    case NumberStyleRole:
        switch (col.metric) {
        case Metric::ClassN:
        case Metric::N:
        case Metric::CatN:
            return int(cellformat::Style::Count);
        case Metric::Bias:
        case Metric::SdDiff:
        case Metric::Mae:
        case Metric::LoaLower:
        case Metric::LoaUpper:
            return int(cellformat::Style::Unbounded);
        case Metric::DeltaAlpha: // its sign decides a verdict
        case Metric::CatDeltaAlpha:
        case Metric::CatDeltaAlphaLow:
        case Metric::CatDeltaAlphaHigh:
            return int(cellformat::Style::Signed);
        default:
            return int(cellformat::Style::Bounded);
        }
    default:
        return {};
    }
}

} // namespace rl::models
