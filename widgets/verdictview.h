// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/ratinganalysis.h"
#include "models/analysisbundle.h"
#include "models/tablecatalog.h"

#include <QWidget>

#include <memory>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace rl::models {
struct AnalysisBundle;
class VerdictEvidenceModel;
class VerdictMatrixModel;
}

namespace rl::widgets {

/// The replaceability verdict matrix (the `all` row and one row per level of the grouping factor ×
/// the matrix's dimensions: classification, numeric, categorical), drawn by paintVerdictCell so the
/// screen matches the exported figure. Selecting a cell shows its
/// evidence — the engine's reason and one row per condition with the numbers that decided it.
/// The thresholds (recall r*, κ*, how many conditions make a cell replaceable) are editable; the
/// matrix is recomputed at once with analysis::verdictMatrix on the view's own copy of the
/// analysis (cheap: no statistic is recomputed). An edit is told (thresholdEdited) with the option's
/// name, so the window can keep it as an undoable change of the study's options; the view keeps the
/// exact values it is given (a κ* of 0.655 stays 0.655, though the spin box shows two decimals).
class VerdictView : public QWidget {
    Q_OBJECT
public:
    explicit VerdictView(QWidget *parent = nullptr);
    ~VerdictView() override;

    void setBundle(std::shared_ptr<const models::AnalysisBundle> bundle);
    void setThresholds(double recall, double kappa, int replaceableMin);

    QTableView *matrixView() const { return m_matrixView; }
    QTableView *evidenceView() const { return m_evidenceView; }
    models::VerdictMatrixModel *matrixModel() const { return m_matrix; }
    models::VerdictEvidenceModel *evidenceModel() const { return m_evidence; }
    QLabel *reasonLabel() const { return m_reason; }
    QDoubleSpinBox *recallSpin() const { return m_recall; }
    QDoubleSpinBox *kappaSpin() const { return m_kappa; }
    QSpinBox *minSpin() const { return m_min; }
    QPushButton *exportTableButton() const { return m_exportTable; } ///< its menu: matrix, evidence
    /// The thresholds as edited in the view (exports use them, not the analysis defaults).
    models::VerdictThresholds thresholds() const;

signals:
    /// The user changed a threshold (not setThresholds()): `name` is the analysis option's
    /// (recall_threshold, kappa_threshold, replaceable_min; analysis/analysisoptions.h), `value` its text.
    void thresholdEdited(const QString &name, const QString &value);
    void exportRequested(const QString &figureName);
    /// "verdicts" (the matrix) or "verdict-evidence" of the selected cell.
    void tableExportRequested(const rl::models::TableRequest &request);

protected:
    void changeEvent(QEvent *event) override;

private:
    void recompute();
    void showEvidence(const QModelIndex &index);
    void retranslate();

    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    std::unique_ptr<analysis::RatingAnalysis> m_analysis; ///< the view's copy, options edited in place
    models::VerdictMatrixModel *m_matrix = nullptr;
    models::VerdictEvidenceModel *m_evidence = nullptr;
    QTableView *m_matrixView = nullptr;
    QTableView *m_evidenceView = nullptr;
    QLabel *m_recallLabel = nullptr;
    QLabel *m_kappaLabel = nullptr;
    QLabel *m_minLabel = nullptr;
    QDoubleSpinBox *m_recall = nullptr;
    QDoubleSpinBox *m_kappa = nullptr;
    QSpinBox *m_min = nullptr;
    models::VerdictThresholds m_values; ///< exact, as set or edited
    QLabel *m_reason = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_exportTable = nullptr;
    QAction *m_exportMatrix = nullptr;
    QAction *m_exportEvidence = nullptr;
};

} // namespace rl::widgets
