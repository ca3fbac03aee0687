// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/confusionmodels.h"
#include "models/metricdefinitions.h"

#include "models/cellformat.h"
#include "models/colorscale.h"
#include "models/displaynames.h"
#include "models/roles.h"

#include <QLocale>

#include <cmath>
#include <limits>

namespace rl::models {

namespace {
constexpr double kNan = std::numeric_limits<double>::quiet_NaN();

bool integral(double v) { return std::isfinite(v) && std::abs(v - std::round(v)) < 1e-9; }
} // namespace

ConfusionTable confusionTable(const agreement::ConfusionResult &c)
{
    ConfusionTable t;
    t.classCount = c.classCount;
    t.counts.assign(c.counts.begin(), c.counts.end());
    for (const auto &m : c.perClass)
        t.perClass.push_back({double(m.support), m.precision, m.recall, m.f1});
    t.n = double(c.n);
    t.nInvalid = c.nInvalid;
    t.accuracy = c.accuracy;
    t.kappa = c.kappa;
    t.macroF1 = c.macroF1;
    t.band = c.band;
    return t;
}

ConfusionTable confusionTable(const agreement::PluralityAgreementResult &r)
{
    const agreement::PluralityConfusion &c = r.confusion;
    ConfusionTable t;
    t.fractional = true;
    t.classCount = c.classCount;
    t.counts = c.counts;
    const auto at = [](const std::vector<double> &v, std::size_t k) { return k < v.size() ? v[k] : 0.0; };
    for (std::size_t k = 0; k < c.classCount; ++k)
        t.perClass.push_back({at(c.support, k), at(c.precision, k), at(c.recall, k), at(c.f1, k)});
    t.n = c.n;
    t.nInvalid = r.nInvalid;
    t.accuracy = c.accuracy;
    t.kappa = c.kappa;
    t.macroF1 = c.macroF1;
    t.band = agreement::landisKochBand(c.kappa);
    return t;
}

int confusionSource(const analysis::RatingAnalysis &a, const std::string &dimension)
{
    bool classified = !a.classifiedDimension.empty();
    for (const auto &c : a.conditions)
        classified = classified || c.classification.present;
    if (dimension.empty())
        return classified ? kClassification : a.categoricalDimensions.empty() ? kNoConfusion : 0;
    if (dimension == "classification" || (classified && dimension == a.classifiedDimension))
        return classified ? kClassification : kNoConfusion;
    const int k = a.categoricalIndex(dimension);
    return k >= 0 ? k : kNoConfusion;
}

ConfusionTable conditionConfusion(const analysis::RatingAnalysis &a, std::size_t condition, int source)
{
    if (condition >= a.conditions.size())
        return {};
    const auto &c = a.conditions[condition];
    if (source == kClassification)
        return confusionTable(c.classification.confusion);
    const auto k = static_cast<std::size_t>(source);
    if (source < 0 || k >= c.categorical.size() || c.categorical[k].empty())
        return {};
    if (c.categorical[k][0].status == analysis::CellStatus::NoPredictions)
        return {};
    return confusionTable(c.categorical[k][0].result); // group 0: every item
}

const std::vector<std::string> &confusionLabels(const analysis::RatingAnalysis &a, int source)
{
    static const std::vector<std::string> none;
    if (source == kClassification)
        return a.labels;
    return source >= 0 && static_cast<std::size_t>(source) < a.categoricalLabels.size()
        ? a.categoricalLabels[static_cast<std::size_t>(source)]
        : none;
}

std::string confusionDimension(const analysis::RatingAnalysis &a, int source)
{
    if (source == kClassification)
        return a.classifiedDimension.empty() ? std::string("emotion") : a.classifiedDimension;
    return source >= 0 && static_cast<std::size_t>(source) < a.categoricalDimensions.size()
        ? a.categoricalDimensions[static_cast<std::size_t>(source)]
        : std::string();
}

QString countText(double count, bool exported)
{
    if (!std::isfinite(count))
        return exported ? cellformat::exported(count) : cellformat::display(count);
    if (integral(count))
        return exported ? QString::number(qlonglong(std::llround(count))) : QLocale().toString(qlonglong(std::llround(count)));
    QString s = exported ? QString::number(count, 'f', 2) : QLocale().toString(count, 'f', 2);
    const QChar point = exported ? QLatin1Char('.') : QLocale().decimalPoint().front();
    while (s.endsWith(QLatin1Char('0')))
        s.chop(1);
    if (s.endsWith(point))
        s.chop(1);
    return s;
}

ConfusionMatrixModel::ConfusionMatrixModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    setProperty("exportCorner", QStringLiteral("true/predicted"));
}

void ConfusionMatrixModel::setConfusion(const ConfusionTable &confusion, const std::vector<std::string> &labels,
                                        const std::string &dimension)
{
    beginResetModel();
    m_confusion = confusion;
    m_labels = labels;
    m_dimension = dimension;
    setProperty("exportCorner", confusion.fractional ? QStringLiteral("plurality/answer") : QStringLiteral("true/predicted"));
    endResetModel();
}

double ConfusionMatrixModel::rowShare(int row, int column) const
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return kNan;
    const double support = m_confusion.perClass[static_cast<std::size_t>(row)].support;
    if (!(support > 0))
        return kNan;
    return m_confusion.count(std::size_t(row), std::size_t(column)) / support;
}

int ConfusionMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_confusion.counts.empty() ? 0 : static_cast<int>(m_confusion.classCount);
}

int ConfusionMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_confusion.counts.empty() ? 0 : static_cast<int>(m_confusion.classCount) + 1;
}

QVariant ConfusionMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const double count = m_confusion.count(std::size_t(index.row()), std::size_t(index.column()));
    const double share = rowShare(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1 (%2%)").arg(countText(count)).arg(cellformat::display(100 * share, 1));
    case ExportTextRole:
        return countText(count, true);
    case ExportValueRole:
        return count;
    case SortValueRole:
        return count;
    case Qt::BackgroundRole:
        return sequentialColor(share);
    case Qt::ForegroundRole:
        return textColorOn(sequentialColor(share));
    case Qt::TextAlignmentRole:
        return Qt::AlignCenter;
    default:
        return {};
    }
}

QVariant ConfusionMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal && section >= 0 && section < columnCount())
        return metricDefinition(m_confusion.fractional ? u"plurality_confusion_count" : u"confusion_count")
            .arg(headerData(section, orientation, Qt::DisplayRole).toString());
    if (role == NumberStyleRole && orientation == Qt::Horizontal && section >= 0 && section < columnCount())
        return int(m_confusion.fractional ? cellformat::Style::Unbounded : cellformat::Style::Count);
    const bool exported = role == ExportTextRole;
    if (role != Qt::DisplayRole && !exported)
        return QAbstractTableModel::headerData(section, orientation, role);
    const int n = static_cast<int>(m_labels.size());
    if (section < 0 || section >= (orientation == Qt::Horizontal ? columnCount() : rowCount()))
        return {};
    if (section >= n)
        return exported ? QStringLiteral("invalid") : tr("Invalid");
    const std::string &label = m_labels[static_cast<std::size_t>(section)];
    return exported ? QString::fromStdString(label) : DisplayNames::level(m_dimension, label);
}

ClassMetricsModel::ClassMetricsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ClassMetricsModel::setConfusion(const ConfusionTable &confusion, const std::vector<std::string> &labels,
                                     const std::string &dimension)
{
    beginResetModel();
    m_confusion = confusion;
    m_labels = labels;
    m_dimension = dimension;
    endResetModel();
}

int ClassMetricsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_confusion.perClass.empty() ? 0 : static_cast<int>(m_confusion.perClass.size()) + 1;
}

int ClassMetricsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

double ClassMetricsModel::number(int row, int column) const
{
    const auto k = static_cast<std::size_t>(row);
    if (k == m_confusion.perClass.size()) { // macro average
        double p = 0, r = 0;
        for (const auto &c : m_confusion.perClass) {
            p += c.precision;
            r += c.recall;
        }
        const double n = static_cast<double>(m_confusion.perClass.size());
        switch (column) {
        case Support:
            return m_confusion.n;
        case Precision:
            return p / n;
        case Recall:
            return r / n;
        case F1:
            return m_confusion.macroF1;
        default:
            return kNan;
        }
    }
    const auto &c = m_confusion.perClass[k];
    switch (column) {
    case Support:
        return c.support;
    case Precision:
        return c.precision;
    case Recall:
        return c.recall;
    case F1:
        return c.f1;
    default:
        return kNan;
    }
}

QVariant ClassMetricsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const bool macro = static_cast<std::size_t>(index.row()) == m_confusion.perClass.size();
    if (index.column() == Label) {
        const std::string label = macro ? std::string() : m_labels.at(static_cast<std::size_t>(index.row()));
        if (role == Qt::DisplayRole || role == SortValueRole)
            return macro ? tr("Macro average") : DisplayNames::level(m_dimension, label);
        if (role == ExportTextRole)
            return macro ? QStringLiteral("macro") : QString::fromStdString(label);
        return {};
    }
    const double v = number(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == Support ? countText(v) : cellformat::display(v);
    case ExportTextRole:
        return index.column() == Support ? countText(v, true) : cellformat::exported(v, 4);
    case ExportValueRole: // CSV and xlsx: full precision (docs/file-formats.md)
        return v;
    case SortValueRole:
        return cellformat::sortKey(v);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ClassMetricsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    static const char *const keys[] = {"label", "support", "precision", "recall", "f1"};
    static const char *const pluralityKeys[] = {"label", "plurality_support", "plurality_precision", "plurality_recall", "f1"};
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section > Label && section < ColumnCount)
        return metricDefinition(QString::fromLatin1((m_confusion.fractional ? pluralityKeys : keys)[section]));
    if (orientation == Qt::Horizontal && role == NumberStyleRole && section >= 0 && section < ColumnCount) {
        if (section == Label)
            return int(cellformat::Style::Text);
        if (section == Support)
            return int(m_confusion.fractional ? cellformat::Style::Unbounded : cellformat::Style::Count);
        return int(cellformat::Style::Bounded);
    }
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount
        || (role != Qt::DisplayRole && role != ExportTextRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == ExportTextRole)
        return QString::fromLatin1(keys[section]);
    const QString titles[] = {m_dimension == "emotion" ? tr("Emotion") : DisplayNames::dimension(m_dimension), tr("Support"), tr("Precision"), tr("Recall"), tr("F1")};
    return titles[section];
}

} // namespace rl::models
