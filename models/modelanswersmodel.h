// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/storage/project.h"
#include "models/analysisbundle.h"
#include "models/roles.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace rl::models {

/// Every model condition's answers for one stimulus (the detail pane): one column per categorical
/// dimension of the study, headed by its name (the answer's label; marked right or wrong where a factor
/// of the same name gives the stimulus' true level, as the face study's emotion), then per analysed
/// numeric dimension the answer x_j with |z| = |x_j − M_j| / SD_j against the human ratings. The thinking trace and the raw response
/// (Project::predictionTexts, sample 0) are in ThinkingRole / RawResponseRole of each row.
class ModelAnswersModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using enum models::Role; // ThinkingRole, RawResponseRole (models/roles.h)

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
    /// A categorical column: the study's dimension and the factor holding its true level (-1: none).
    struct CategoricalColumn {
        int dimension = -1;
        int truthFactor = -1;
    };
    void fillAnswers(); ///< m_answers of m_item
    int categoricalCount() const { return static_cast<int>(m_categorical.size()); }
    QVariant categoricalData(std::size_t condition, const CategoricalColumn &column, std::size_t k, int role) const;

    std::shared_ptr<const AnalysisBundle> m_bundle;
    std::vector<CategoricalColumn> m_categorical;
    std::vector<std::vector<int>> m_answers; ///< [condition][categorical column] of the item: label index, -1 invalid, -2 none
    int m_item = -1;
    std::vector<QString> m_thinking; ///< per condition
    std::vector<QString> m_raw;
};

} // namespace rl::models
