// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/runhistory.h"

#include <QAbstractTableModel>

#include <vector>

namespace rl::models {

/// The failed requests of a condition (inference::failedRequests): item, stage, error, HTTP status
/// and message per row; RawResponseRole (runstablemodel.h) holds the raw response body, as the
/// journal stored it (redacted of the API key), for the panel's read-only text pane.
class FailuresModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ItemColumn, StageColumn, ErrorColumn, HttpColumn, MessageColumn, ColumnCount };

    explicit FailuresModel(QObject *parent = nullptr);

    void setFailures(std::vector<inference::FailedRequest> failures);
    const std::vector<inference::FailedRequest> &failures() const { return m_failures; }

    /// A translated short name for a journal error code ("http" → "HTTP error").
    static QString errorText(const std::string &code);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<inference::FailedRequest> m_failures;
};

} // namespace rl::models
