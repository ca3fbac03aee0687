// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/analysisoptions.h"
#include "models/roles.h"

#include <QAbstractTableModel>

#include <vector>

namespace rl::models {

/// The study's analysis options (analysis::AnalysisOptions), one row per option of the study's kind
/// (setScope: the rating study's by default, the jury's, StereoTales') in the record's order:
/// its name as the user reads it, its value, its default. The value column is editable: an edit is not
/// applied here but asked for (changeRequested), so the owner can make it an undoable command and come
/// back with setOptions(). Modified values are bold.
class AnalysisOptionsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { OptionColumn, ValueColumn, DefaultColumn, ColumnCount };
    /// Any column: the option's name as in analysis.json (kappa_threshold, ...).
    static constexpr int NameRole = OptionNameRole;

    explicit AnalysisOptionsModel(QObject *parent = nullptr);

    void setOptions(const analysis::AnalysisOptions &options);
    /// Show the options of this study kind only (a reset of the rows when it changes).
    void setScope(analysis::OptionScope scope);
    analysis::OptionScope scope() const { return m_scope; }
    const analysis::AnalysisOptions &options() const { return m_options; }
    /// The row of option `name`, -1 when unknown.
    int rowOf(const QString &name) const;

    /// The option as the user reads it ("κ threshold", "Alt-test ε", ...), translated.
    static QString optionLabel(const QString &name);
    /// The option's value as shown (the C-locale text; "(the protocol's)" for an empty grouping).
    static QString valueText(const analysis::AnalysisOptions &options, const QString &name);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    /// The user edited option `name` to `value` (not yet applied).
    void changeRequested(const QString &name, const QString &value);

private:
    const analysis::AnalysisOptionInfo &infoAt(int row) const;

    analysis::AnalysisOptions m_options;
    analysis::OptionScope m_scope = analysis::OptionScope::Rating;
    std::vector<int> m_rows; ///< indices into analysisOptionInfos() of the scope's options
};

} // namespace rl::models
