// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/verdicts.h"

#include <QAbstractTableModel>

#include <string>
#include <vector>

namespace rl::models {

/// The replaceability verdict matrix (methods.md §1.3): one row per emotion, one column per
/// dimension (classification, valence, arousal). A cell displays its symbol and a word
/// ("✅ replaceable"), is coloured by verdictColor() with a readable text colour, and carries
/// VerdictRole, VerdictEmotionRole, VerdictDimensionRole; the tooltip is the engine's reason
/// and the conditions meeting the cell.
class VerdictMatrixModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit VerdictMatrixModel(QObject *parent = nullptr);

    void setVerdicts(analysis::VerdictMatrix verdicts);
    const analysis::VerdictMatrix &verdicts() const { return m_verdicts; }
    const analysis::VerdictCell *cell(const QModelIndex &index) const; ///< nullptr when absent
    QModelIndex indexOf(const std::string &emotion, const std::string &dimension) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static const std::vector<std::string> &dimensionKeys(); ///< classification, valence, arousal
    static QString dimensionTitle(const std::string &key);
    /// Why `cell` has its verdict, in the UI language, from its structured fields (the engine's
    /// `reason` is an English sentence for analysis.json); `matrix` gives the thresholds.
    static QString reasonText(const analysis::VerdictCell &cell, const analysis::VerdictMatrix &matrix);

private:
    analysis::VerdictMatrix m_verdicts;
    std::vector<std::string> m_emotions;
};

/// The evidence behind one verdict cell: one row per condition with the numbers that decided
/// whether it met the cell. Columns depend on the cell: classification (recall = tp/support, κ)
/// or dimensional (Δα, W1SD vs the human LOO baseline, bias and its t-test, LoA width vs the
/// human range, calibration candidate, Alt-test). MeetsRole marks the conditions that met it.
class VerdictEvidenceModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit VerdictEvidenceModel(QObject *parent = nullptr);

    void setCell(const analysis::VerdictCell *cell); ///< copied; nullptr clears
    bool hasCell() const { return m_hasCell; }
    const analysis::VerdictCell &cell() const { return m_cell; }
    bool classification() const { return m_cell.dimension == "classification"; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    double number(const analysis::VerdictEvidence &e, int column) const;

    analysis::VerdictCell m_cell;
    bool m_hasCell = false;
};

} // namespace rl::models
