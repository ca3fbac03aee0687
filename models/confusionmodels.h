// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/confusion.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <string>
#include <vector>

namespace rl::models {

/// The confusion matrix of one condition as a table: rows = true label, columns = predicted label
/// then "invalid". A cell displays the count and the row percentage ("38 (79.2%)"), exports the
/// count, and sorts by it.
class ConfusionMatrixModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit ConfusionMatrixModel(QObject *parent = nullptr);

    void setConfusion(const agreement::ConfusionResult &confusion, const std::vector<std::string> &labels);
    const agreement::ConfusionResult &confusion() const { return m_confusion; }
    double rowShare(int row, int column) const; ///< count / support of the row (NaN when empty)

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    agreement::ConfusionResult m_confusion;
    std::vector<std::string> m_labels;
};

/// Per-class precision, recall, F1 and support of one condition, then a macro-average row.
class ClassMetricsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Label, Support, Precision, Recall, F1, ColumnCount };

    explicit ClassMetricsModel(QObject *parent = nullptr);

    void setConfusion(const agreement::ConfusionResult &confusion, const std::vector<std::string> &labels);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    double number(int row, int column) const;

    agreement::ConfusionResult m_confusion;
    std::vector<std::string> m_labels;
};

} // namespace rl::models
