// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/verdicts.h"

#include <QAbstractTableModel>

#include <map>
#include <string>
#include <vector>

namespace rl::models {

/// The replaceability verdict matrix (docs/methods.md §3.4): one row per group — `all` first, then the
/// levels of the grouping factor when there is one — and one column per dimension of the matrix, in
/// the engine's order (classification, the numeric dimensions, the categorical dimensions judged
/// against the human plurality; the face study's classification, valence, arousal). A cell displays
/// its symbol and a word ("✅ replaceable"), is coloured by verdictColor() with a readable text colour,
/// and carries VerdictRole, VerdictEmotionRole (its group), VerdictDimensionRole; the tooltip is the
/// reason, the conditions meeting the cell and the Alt-test beside the verdict.
class VerdictMatrixModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit VerdictMatrixModel(QObject *parent = nullptr);

    void setVerdicts(analysis::VerdictMatrix verdicts);
    const analysis::VerdictMatrix &verdicts() const { return m_verdicts; }
    const analysis::VerdictCell *cell(const QModelIndex &index) const; ///< nullptr when absent
    QModelIndex indexOf(const std::string &group, const std::string &dimension) const;
    const std::vector<std::string> &groups() const { return m_groups; }         ///< rows
    const std::vector<std::string> &dimensions() const { return m_dimensions; } ///< columns

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The matrix's dimensions (columns) and groups (rows), in the order of its cells.
    static std::vector<std::string> dimensionsOf(const analysis::VerdictMatrix &matrix);
    static std::vector<std::string> groupsOf(const analysis::VerdictMatrix &matrix);
    static QString dimensionTitle(const std::string &key);
    /// "All items" for `all`, else the level's display name.
    static QString groupTitle(const analysis::VerdictMatrix &matrix, const std::string &group);
    /// Why `cell` has its verdict, in the UI language, from its structured fields (the engine's
    /// `reason` is an English sentence for analysis.json); `matrix` gives the thresholds.
    static QString reasonText(const analysis::VerdictCell &cell, const analysis::VerdictMatrix &matrix);

private:
    analysis::VerdictMatrix m_verdicts;
    std::vector<std::string> m_groups;
    std::vector<std::string> m_dimensions;
};

/// The evidence behind one verdict cell: one row per condition with the numbers that decided
/// whether it met the cell. Columns depend on the cell: classification (recall = tp/support, κ),
/// numeric (Δα, W1SD vs the human LOO baseline, bias and its t-test, LoA width vs the human range,
/// calibration candidate, Alt-test, the Alt-test across the numeric dimensions) or categorical
/// (Δα, plurality agreement vs the humans' leave-one-out plurality agreement, Alt-test, the Alt-test
/// across the categorical dimensions; methods §3.7). MeetsRole marks the conditions that met it.
class VerdictEvidenceModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit VerdictEvidenceModel(QObject *parent = nullptr);

    void setCell(const analysis::VerdictCell *cell); ///< copied; nullptr clears
    /// The conditions' labels by id, shown (DisplayRole) as every other view names a condition; the id
    /// stays the exported text. An id without a label is shown as it is.
    void setConditionLabels(std::map<std::string, std::string> labels);
    bool hasCell() const { return m_hasCell; }
    const analysis::VerdictCell &cell() const { return m_cell; }
    bool classification() const { return m_cell.dimension == "classification"; }
    bool categorical() const { return m_cell.categorical; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    double number(const analysis::VerdictEvidence &e, int column) const;
    /// The Alt-test an evidence column shows (the cell's own or the one across dimensions), else nullptr.
    const analysis::AltTestResult *altTestOf(const analysis::VerdictEvidence &e, int column) const;

    analysis::VerdictCell m_cell;
    bool m_hasCell = false;
    std::map<std::string, std::string> m_labels;
};

} // namespace rl::models
