// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/demographics/demographicstablemodel.h"
#include "models/metricdefinitions.h"

#include "models/cellformat.h"
#include "models/displaynames.h"
#include "models/roles.h"

#include <QColor>
#include <QFont>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl::models {

namespace {
    constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
}

DemographicsTableModel::DemographicsTableModel(std::vector<Column> columns, QObject *parent)
    : QAbstractTableModel(parent)
    , m_columns(std::move(columns))
{
}

void DemographicsTableModel::reset()
{
    beginResetModel();
    if (m_bundle) // without a bundle rowCount() is 0 and the stale keys are never read
        rebuild();
    endResetModel();
}

void DemographicsTableModel::setBundle(std::shared_ptr<const AnalysisBundle> bundle)
{
    m_bundle = std::move(bundle);
    if (m_bundle) { // keep a filter only while it still points at something
        if (m_condition >= static_cast<int>(m_bundle->analysis.conditions.size()))
            m_condition = -1;
        if (m_dimension >= static_cast<int>(m_bundle->analysis.dimensions.size()))
            m_dimension = -1;
    }
    reset();
}

void DemographicsTableModel::setConditionFilter(int condition) { setFilter(m_condition, condition); }

void DemographicsTableModel::setDimensionFilter(int dimension) { setFilter(m_dimension, dimension); }

void DemographicsTableModel::setFilter(int &filter, int index)
{
    index = std::max(-1, index);
    if (index == filter)
        return;
    filter = index;
    reset();
}

DemographicsTableModel::Kind DemographicsTableModel::columnKind(int column) const
{
    return column >= 0 && column < columnCount() ? m_columns[static_cast<std::size_t>(column)].kind : Kind::Text;
}

double DemographicsTableModel::value(int row, int column) const
{
    if (!m_bundle || row < 0 || row >= rowCount() || columnKind(column) == Kind::Text)
        return kNan;
    return number(row, column);
}

QString DemographicsTableModel::emptyText() const
{
    if (!m_bundle)
        return tr("No analysis yet. Open a project and run the analysis to see this table.");
    if (rowCount() > 0)
        return {};
    const QString reason = emptyReason();
    if (!reason.isEmpty())
        return reason;
    if (m_condition >= 0 || m_dimension >= 0)
        return tr("Nothing to show for the chosen condition or dimension. Choose “all” to see every row.");
    return tr("The analysis has nothing to show in this table.");
}

int DemographicsTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_bundle ? 0 : rows();
}

int DemographicsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

QVariant DemographicsTableModel::data(const QModelIndex &index, int role) const
{
    if (!m_bundle || !index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const int row = index.row(), column = index.column();
    const Column &col = m_columns[static_cast<std::size_t>(column)];
    if (col.kind == Kind::Text) {
        switch (role) {
        case Qt::DisplayRole:
        case SortValueRole:
            return text(row, column, false);
        case ExportTextRole:
            return text(row, column, true);
        case Qt::ToolTipRole: {
            const QString tip = tooltip(row, column);
            return tip.isEmpty() ? QVariant() : QVariant(tip);
        }
        default:
            return {};
        }
    }
    const double v = number(row, column);
    switch (role) {
    case Qt::DisplayRole:
        if (col.kind == Kind::PValue)
            return cellformat::displayP(v);
        if (col.kind == Kind::Count)
            return std::isfinite(v) ? QLocale().toString(static_cast<qlonglong>(std::llround(v)))
                                    : cellformat::display(v);
        return cellformat::display(v, col.decimals);
    case ExportTextRole:
        if (col.kind == Kind::PValue)
            return cellformat::exportedP(v);
        if (col.kind == Kind::Count)
            return std::isfinite(v) ? QString::number(static_cast<qlonglong>(std::llround(v)))
                                    : cellformat::exported(v);
        return cellformat::exported(v, std::max(4, col.decimals));
    case ExportValueRole: // CSV and xlsx: full precision (docs/file-formats.md)
        return v;
    case SortValueRole:
        return cellformat::sortKey(v);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        const QString tip = tooltip(row, column);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case DemographicsSignificantRole:
        return significant(row, column);
    case Qt::FontRole:
        if (significant(row, column)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole:
        return significant(row, column) ? QVariant(QColor(0xff, 0xe8, 0xa8)) : QVariant();
    case Qt::ForegroundRole:
        return significant(row, column) ? QVariant(QColor(Qt::black)) : QVariant();
    default:
        return {};
    }
}

QVariant DemographicsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return header(section);
    if (role == ExportTextRole) { // the group column is named after the grouping factor (metrics.csv's third column)
        const QString name = QString::fromLatin1(m_columns[static_cast<std::size_t>(section)].exportName);
        return name == QLatin1String("emotion") && m_bundle ? QString::fromStdString(m_bundle->analysis.groupColumn()) : name;
    }
    if (role == NumberStyleRole) { // the manuscript form (models/tableexport.h)
        const Column &col = m_columns[static_cast<std::size_t>(section)];
        switch (col.kind) {
        case Kind::Text: return int(cellformat::Style::Text);
        case Kind::Count: return int(cellformat::Style::Count);
        case Kind::PValue: return int(cellformat::Style::P);
        case Kind::Number: break;
        }
        return int(cellformat::metricStyle(QString::fromLatin1(col.exportName)));
    }
    if (role == Qt::ToolTipRole) // the statistic's definition; none for the key columns (condition, term, …)
        return metricDefinition(QString::fromLatin1(m_columns[static_cast<std::size_t>(section)].exportName));
    return {};
}

QString DemographicsTableModel::text(int, int, bool) const { return {}; }

double DemographicsTableModel::number(int, int) const { return kNan; }

QString DemographicsTableModel::tooltip(int, int) const { return {}; }

bool DemographicsTableModel::significant(int, int) const { return false; }

QString DemographicsTableModel::conditionName(std::size_t c, bool exported) const
{
    const auto &cond = m_bundle->analysis.conditions[c];
    if (exported)
        return QString::fromStdString(cond.id);
    return QString::fromStdString(cond.label.empty() ? cond.id : cond.label);
}

QString DemographicsTableModel::dimensionName(std::size_t d, bool exported) const
{
    const std::string &name = m_bundle->analysis.dimensions[d];
    return exported ? QString::fromStdString(name) : DisplayNames::dimension(name);
}

QString DemographicsTableModel::groupName(std::size_t group, bool exported) const
{
    if (group == 0)
        return exported ? QStringLiteral("all") : tr("All items");
    return levelName(m_bundle->analysis.groupFactor.c_str(), m_bundle->analysis.groups[group], exported);
}

std::vector<std::array<std::size_t, 4>>
DemographicsTableModel::anovaRows(const std::function<std::size_t(const analysis::BiasAnovaCell &)> &count) const
{
    std::vector<std::array<std::size_t, 4>> rows;
    const auto &dem = bundle()->analysis.demographics;
    if (dem.status != analysis::DemographicStatus::Ok)
        return rows;
    for (std::size_t c = 0; c < dem.conditions.size(); ++c) {
        if (!conditionShown(c))
            continue;
        const auto &anova = dem.conditions[c].anova;
        for (std::size_t d = 0; d < anova.size(); ++d) {
            if (!dimensionShown(d))
                continue;
            for (std::size_t e = 0; e < anova[d].size(); ++e)
                for (std::size_t k = 0, n = count(anova[d][e]); k < n; ++k)
                    rows.push_back({c, d, e, k});
        }
    }
    return rows;
}

std::optional<QString> DemographicsTableModel::keyText(int column, const std::array<std::size_t, 4> &key,
                                                       bool exported) const
{
    switch (column) {
    case 0:
        return conditionName(key[0], exported);
    case 1:
        return dimensionName(key[1], exported);
    case 2:
        return groupName(key[2] + 1, exported);
    default:
        return std::nullopt;
    }
}

QString DemographicsTableModel::levelName(const char *factor, const std::string &level, bool exported) const
{
    return exported ? QString::fromStdString(level) : DisplayNames::level(factor, level);
}

QString DemographicsTableModel::demographicsMissingText() const
{
    const auto &a = m_bundle->analysis;
    switch (a.demographics.status) {
    case analysis::DemographicStatus::Ok:
        return {};
    case analysis::DemographicStatus::MissingFactors:
        return tr(
            "The demographic analysis needs the stimulus factors \u201crace\u201d and \u201cgender\u201d, each with at "
            "least two levels; this study does not have them.");
    default:
        break;
    }
    if (!a.options.parts.demographics)
        return tr("The demographic part of the analysis has not run yet. It is computed after the agreement part; "
                  "this table fills in when it is ready.");
    return tr("The demographic part of the analysis gave no result.");
}

QString DemographicsTableModel::mixedMissingText() const
{
    const auto &m = m_bundle->analysis.mixed;
    if (m.run)
        return {};
    if (m.outcome == analysis::FitOutcome::NotAvailable)
        return tr("This build of RaterLab has no mixed-model engine, so the variance components are not available.");
    return tr("The mixed-model part of the analysis has not run yet. It is computed after the agreement part; this "
              "table fills in when it is ready.");
}

} // namespace rl::models
