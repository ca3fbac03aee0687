// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/analysisoptionsmodel.h"

#include <QFont>

namespace rl::models {

const analysis::AnalysisOptionInfo &AnalysisOptionsModel::infoAt(int row) const
{
    return analysis::analysisOptionInfos()[static_cast<std::size_t>(m_rows[static_cast<std::size_t>(row)])];
}

AnalysisOptionsModel::AnalysisOptionsModel(QObject *parent) : QAbstractTableModel(parent)
{
    m_scope = analysis::OptionScope::Jury; // differs: setScope fills the rows
    setScope(analysis::OptionScope::Rating);
}

void AnalysisOptionsModel::setScope(analysis::OptionScope scope)
{
    if (scope == m_scope && !m_rows.empty())
        return;
    beginResetModel();
    m_scope = scope;
    m_rows.clear();
    const auto infos = analysis::analysisOptionInfos();
    for (std::size_t i = 0; i < infos.size(); ++i)
        if (infos[i].scope == scope)
            m_rows.push_back(static_cast<int>(i));
    endResetModel();
}

void AnalysisOptionsModel::setOptions(const analysis::AnalysisOptions &options)
{
    m_options = options;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int AnalysisOptionsModel::rowOf(const QString &name) const
{
    for (int row = 0; row < rowCount(); ++row)
        if (name == QLatin1String(infoAt(row).name))
            return row;
    return -1;
}

QString AnalysisOptionsModel::optionLabel(const QString &name)
{
    if (name == QLatin1String("recall_threshold"))
        return tr("recall threshold");
    if (name == QLatin1String("kappa_threshold"))
        return tr("κ threshold");
    if (name == QLatin1String("replaceable_min"))
        return tr("conditions needed for replaceable");
    if (name == QLatin1String("resampling_repeats"))
        return tr("inter-model resamples");
    if (name == QLatin1String("seed"))
        return tr("seed");
    if (name == QLatin1String("alt_test_epsilon"))
        return tr("Alt-test ε");
    if (name == QLatin1String("alt_test_q"))
        return tr("Alt-test false-discovery level");
    if (name == QLatin1String("alt_test_min_items"))
        return tr("Alt-test minimum shared items");
    if (name == QLatin1String("bland_altman_z"))
        return tr("Bland–Altman limit multiplier");
    if (name == QLatin1String("alpha_bootstrap_repeats"))
        return tr("α bootstrap resamples");
    if (name == QLatin1String("group_by"))
        return tr("grouping factor");
    if (name == QLatin1String("jury_bootstrap"))
        return tr("jury bootstrap resamples");
    if (name == QLatin1String("jury_seed"))
        return tr("jury seed");
    if (name == QLatin1String("jury_cheap_max_price"))
        return tr("cheap judge's largest input price");
    if (name == QLatin1String("jury_price_cap_on"))
        return tr("price cap on (1) or off (0)");
    if (name == QLatin1String("jury_price_cap"))
        return tr("panel price cap");
    if (name == QLatin1String("jury_price_basis"))
        return tr("price cap per");
    if (name == QLatin1String("jury_panel_size"))
        return tr("panel size (0: any)");
    if (name == QLatin1String("st_resamples"))
        return tr("Monte Carlo samples");
    if (name == QLatin1String("st_seed"))
        return tr("StereoTales seed");
    if (name == QLatin1String("st_by"))
        return tr("tables per");
    return name;
}

QString AnalysisOptionsModel::valueText(const analysis::AnalysisOptions &options, const QString &name)
{
    const QString text = QString::fromStdString(analysis::optionText(options, name.toStdString()));
    if (name == QLatin1String("group_by") && text.isEmpty())
        return tr("(the protocol's)");
    return text;
}

int AnalysisOptionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int AnalysisOptionsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant AnalysisOptionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const QString name = QString::fromLatin1(infoAt(index.row()).name);
    if (role == NameRole)
        return name;
    const analysis::AnalysisOptions defaults;
    if (role == Qt::FontRole && index.column() == ValueColumn
        && analysis::optionText(m_options, name.toStdString()) != analysis::optionText(defaults, name.toStdString())) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole)
        return name; // the name the CLI's --option and analysis.json use
    if (role == Qt::EditRole && index.column() == ValueColumn)
        return QString::fromStdString(analysis::optionText(m_options, name.toStdString()));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case OptionColumn:
        return optionLabel(name);
    case ValueColumn:
        return valueText(m_options, name);
    case DefaultColumn:
        return valueText(defaults, name);
    default:
        return {};
    }
}

QVariant AnalysisOptionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OptionColumn:
        return tr("Option");
    case ValueColumn:
        return tr("Value");
    case DefaultColumn:
        return tr("Default");
    default:
        return {};
    }
}

Qt::ItemFlags AnalysisOptionsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == ValueColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool AnalysisOptionsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != ValueColumn)
        return false;
    const QString name = QString::fromLatin1(infoAt(index.row()).name);
    const QString text = value.toString().trimmed();
    if (text == QString::fromStdString(analysis::optionText(m_options, name.toStdString())))
        return false;
    emit changeRequested(name, text);
    return true;
}

} // namespace rl::models
