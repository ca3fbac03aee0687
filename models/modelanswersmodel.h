// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/storage/project.h"
#include "models/analysisbundle.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace rl::models {

/// Every model condition's answers for one stimulus (the detail pane): the emotion answer (marked
/// right or wrong against the stimulus' emotion), and per analysed dimension the answer x_j with
/// |z| = |x_j − M_j| / SD_j against the human ratings. The thinking trace and the raw response
/// (Project::predictionTexts, sample 0) are in ThinkingRole / RawResponseRole of each row.
class ModelAnswersModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { ThinkingRole = Qt::UserRole + 0x500, RawResponseRole, AbsZRoleBase = Qt::UserRole + 0x510 };

    explicit ModelAnswersModel(QObject *parent = nullptr);

    void setBundle(std::shared_ptr<const AnalysisBundle> bundle);
    void setItem(int item);
    /// The texts of the current item (any order; matched by condition id, sample 0).
    void setTexts(int item, const std::vector<storage::PredictionText> &texts);
    int item() const { return m_item; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const AnalysisBundle> m_bundle;
    int m_item = -1;
    std::vector<QString> m_thinking; ///< per condition
    std::vector<QString> m_raw;
};

} // namespace rl::models
