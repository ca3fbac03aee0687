// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/confusionmodels.h"
#include "models/metricdefinitions.h"

#include "models/cellformat.h"
#include "models/colorscale.h"
#include "models/displaynames.h"
#include "models/roles.h"

#include <limits>

namespace rl::models {

namespace {
constexpr double kNan = std::numeric_limits<double>::quiet_NaN();

QString labelName(const std::string &label) { return DisplayNames::level("emotion", label); }
} // namespace

ConfusionMatrixModel::ConfusionMatrixModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    setProperty("exportCorner", QStringLiteral("true/predicted"));
}

void ConfusionMatrixModel::setConfusion(const agreement::ConfusionResult &confusion,
                                        const std::vector<std::string> &labels)
{
    beginResetModel();
    m_confusion = confusion;
    m_labels = labels;
    endResetModel();
}

double ConfusionMatrixModel::rowShare(int row, int column) const
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return kNan;
    const std::size_t support = m_confusion.perClass[static_cast<std::size_t>(row)].support;
    if (support == 0)
        return kNan;
    return static_cast<double>(m_confusion.count(std::size_t(row), std::size_t(column))) / static_cast<double>(support);
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
    const auto count = m_confusion.count(std::size_t(index.row()), std::size_t(index.column()));
    const double share = rowShare(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1 (%2%)").arg(count).arg(cellformat::display(100 * share, 1));
    case ExportTextRole:
        return QString::number(count);
    case SortValueRole:
        return static_cast<qulonglong>(count);
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
        return metricDefinition(u"confusion_count").arg(headerData(section, orientation, Qt::DisplayRole).toString());
    const bool exported = role == ExportTextRole;
    if (role != Qt::DisplayRole && !exported)
        return QAbstractTableModel::headerData(section, orientation, role);
    const int n = static_cast<int>(m_labels.size());
    if (section < 0 || section >= (orientation == Qt::Horizontal ? columnCount() : rowCount()))
        return {};
    if (section >= n)
        return exported ? QStringLiteral("invalid") : tr("Invalid");
    const std::string &label = m_labels[static_cast<std::size_t>(section)];
    return exported ? QString::fromStdString(label) : labelName(label);
}

ClassMetricsModel::ClassMetricsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ClassMetricsModel::setConfusion(const agreement::ConfusionResult &confusion, const std::vector<std::string> &labels)
{
    beginResetModel();
    m_confusion = confusion;
    m_labels = labels;
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
            return static_cast<double>(m_confusion.n);
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
        return static_cast<double>(c.support);
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
            return macro ? tr("Macro average") : labelName(label);
        if (role == ExportTextRole)
            return macro ? QStringLiteral("macro") : QString::fromStdString(label);
        return {};
    }
    const double v = number(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == Support ? QLocale().toString(static_cast<qlonglong>(v)) : cellformat::display(v);
    case ExportTextRole:
        return index.column() == Support ? QString::number(static_cast<qlonglong>(v)) : cellformat::exported(v, 4);
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
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section > Label && section < ColumnCount)
        return metricDefinition(QString::fromLatin1(keys[section]));
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount
        || (role != Qt::DisplayRole && role != ExportTextRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == ExportTextRole)
        return QString::fromLatin1(keys[section]);
    const QString titles[] = {tr("Emotion"), tr("Support"), tr("Precision"), tr("Recall"), tr("F1")};
    return titles[section];
}

} // namespace rl::models
