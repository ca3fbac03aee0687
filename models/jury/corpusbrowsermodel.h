// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/jury/juryresult.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace rl::models::jury {

/// Hygiene flags of a corpus item (HygieneFlagsRole), from the corpus' hygiene report.
enum HygieneFlag : int {
    QuoteRisk = 1,       ///< a field begins with `"` (a quoting reader may swallow rows)
    Corrupted = 2,       ///< a quoting reader corrupts this record (its fields hold TABs or line breaks)
    Swallowed = 4,       ///< a quoting reader drops this row into an earlier record
    Empty = 8,           ///< an empty sentence
    Overlong = 16,       ///< a sentence over 10× the median length
    DuplicateDiffScore = 32, ///< an identical pair elsewhere has another score
};

/// The items of one corpus (sentence 1, sentence 2, human score, rater SD) with their hygiene flags
/// and, for a corrupted record, its sentences as a naive quoting reader returns them.
class CorpusBrowserModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Key, Sentence1, Sentence2, Human, RaterSd, Flags, NaiveReading, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    /// `check` may be null (no flags). Items come from the corpus' first round-1 table.
    void setCorpus(std::shared_ptr<const JuryResult> result, const QString &corpus,
                   std::shared_ptr<const CorpusCheck> check);
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    int flaggedCount(int flag) const;
    static QString flagsText(int flags);

private:
    struct Row {
        int item = -1;
        QString key;     ///< native key
        double human = 0, sd = 0;
        int flags = 0;
        QString naive;
    };
    std::shared_ptr<const JuryResult> m_result;
    std::vector<Row> m_rows;
};

} // namespace rl::models::jury
