// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/roles.h"
#include "models/stereotales/stresult.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QStringList>
#include <QVariant>

#include <memory>
#include <vector>

/// The StereoTales tables as item models. A number keeps its full precision: Qt::EditRole and
/// SortValueRole give the double, ExportTextRole the C-locale text, only Qt::DisplayRole is formatted
/// (cellformat). Headers: DisplayRole translated, ExportTextRole the machine name (CSV header).
namespace rl::models::stereotales {

using models::StRowTagRole; // int: a row's tag (cell index, story index, …), -1 when none (models/roles.h)

/// A table of precomputed rows (a cell is a double, an integer or a text), with an optional
/// background per cell and an optional integer tag per row (StRowTagRole: the cell's index into
/// AssociationResult::cells, a story index, …). Filled by the builders below.
class StRowsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_headers.size()); }
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// Replace the table: `headers` shown, `names` the export names (same length), per row its cells.
    void setTable(QStringList headers, QStringList names, std::vector<std::vector<QVariant>> rows,
                  std::vector<std::vector<QColor>> backgrounds = {}, std::vector<int> tags = {}, int decimals = 3);
    /// The definition keys of the columns (models/metricdefinitions.h) where they are not the export
    /// names: the per-language and per-value columns. setTable() resets them to the names.
    void setDefinitionKeys(QStringList keys) { m_definitionKeys = std::move(keys); }
    int tag(int row) const { return row >= 0 && row < int(m_tags.size()) ? m_tags[std::size_t(row)] : -1; }
    int rowOfTag(int tag) const;

private:
    QStringList m_headers, m_names, m_definitionKeys;
    std::vector<std::vector<QVariant>> m_rows;
    std::vector<std::vector<QColor>> m_backgrounds;
    std::vector<int> m_tags;
    int m_decimals = 3;
};

/// The builders: each fills `model` from `result` (null: empty table). Column enums name the columns.
namespace sttables {

/// Attributes × values: attribute, value key, promptable (yes/no), then one column per grid language
/// with the value's translation (and its template choice in the tooltip). Without a grid: the
/// imported value sets, no language columns.
void fillGridValues(StRowsModel &model, const StResult *result);
/// Scenarios in groups: group, scenario key, one column per language.
void fillScenarios(StRowsModel &model, const StResult *result);
/// Per language the prompt count (promptable values × scenarios), and the total as the last row.
void fillPromptCounts(StRowsModel &model, const StResult *result);

/// The heatmap as a table: model, then per heatmap language (StResult::heatmapLanguages) the reported cells.
void fillHeatmap(StRowsModel &model, const StResult *result);

enum CellColumn { CModel, CLanguage, CBaseAttribute, CBaseValue, CAttribute, CValue, CLift, CQBy, CPGreater, CNab, CNa, CNb,
                  CN, CellColumnCount };
/// The reported cells, filtered on base attribute A and attribute B (-1: any), on a model (≥ 0) and on a
/// table language (≥ -1: that language, -1 the pooled tables; -2: any); the row tag is the index into
/// AssociationResult::cells.
void fillCells(StRowsModel &model, const StResult *result, int baseAttribute = -1, int attribute = -1, int onlyModel = -1,
               int onlyLanguage = -2);

/// A tested table's counts: the row value of A, then one column per kept value of B, then the row total;
/// cells shaded by their lift (white at ≤ 1, darker with higher lift; reported cells in bold via the tooltip).
void fillContingency(StRowsModel &model, const StResult *result, int table);
/// The lift of a contingency cell (n_ab / n_a) / (n_b / N), NaN when a margin is 0.
double cellLift(const analysis::stereotales::StTable &t, int row, int col);
/// The shading of a lift (shared by the table and the heatmap figure's legend).
QColor liftColor(double lift);

enum StoryColumn { SKey, SModel, SLanguage, SText, StoryColumnCount };
/// Stories (indices into result->data) with their texts (`texts`: same length, may be empty strings).
void fillStories(StRowsModel &model, const StResult *result, const std::vector<std::size_t> &stories,
                 const std::vector<std::string> &texts);

enum AcrossColumn { XModel, XLanguage, XLift, XQBy, XNab, XNa, XReported, AcrossColumnCount };
/// One association (the cell `cell`'s A=a → B=b) side by side across the models (and languages) whose
/// tables test A against B: its lift, q (BY), n_ab, n_a and whether it is reported. A table that was not
/// kept has no q; the lift is then the table's own.
void fillAcrossModels(StRowsModel &model, const StResult *result, int cell);
enum HarmRaterColumn { RRater, RN, RMean, HarmRaterColumnCount };
/// The harm ratings of the cell's association by rater group: people, then each harm-rater model condition.
void fillHarmRaters(StRowsModel &model, const StResult *result, int cell);

enum SpreadColumn { PBaseAttribute, PBaseValue, PAttribute, PValue, PModels, PLanguages, PGroups, PMajority, PConfined,
                    SpreadColumnCount };
void fillSpread(StRowsModel &model, const StResult *result);

enum HarmColumn { HBaseAttribute, HBaseValue, HAttribute, HValue, HNHuman, HNModel, HHumanMean, HModelMean, HDifference,
                  HHumanShare5, HModelShare5, HarmColumnCount };
void fillHarmRows(StRowsModel &model, const StResult *result);
enum HarmGroupColumn { GGrouping, GName, GAssociations, GCompared, GHumanMean, GModelMean, GMeanDifference, GHumanShare5,
                       GModelShare5, HarmGroupColumnCount };
void fillHarmGroups(StRowsModel &model, const StResult *result);

} // namespace sttables

} // namespace rl::models::stereotales
