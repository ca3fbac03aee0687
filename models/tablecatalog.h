// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <QAbstractItemModel>
#include <QString>
#include <QStringList>

#include <memory>

namespace rl::models {

struct AnalysisBundle;

/// The named tables RaterLab exports, built from the same item models the views show, for the
/// views' "Export table…" and `raterlab-cli export-table`:
///   agreement         conditions × metrics (--emotion for one emotion's items)
///   verdicts          the verdict matrix (emotion × dimension → verdict)
///   verdict-evidence  the numbers behind one verdict cell (--emotion, --dimension)
///   confusion         one condition's confusion matrix (--condition)
///   class-metrics     one condition's per-class precision, recall, F1 (--condition)
struct TableRequest {
    QString name;
    QString condition;  ///< condition id; empty = the first condition with emotion answers
    QString emotion;    ///< emotion label; empty = all items (agreement) or the first (evidence)
    QString dimension;  ///< verdict-evidence: classification, valence or arousal (default classification)
};

QStringList tableNames();
QString tableDescription(const QString &name); ///< one line, English (CLI help)

/// Errors: NotFound (unknown table, condition, emotion or dimension).
Result<std::shared_ptr<QAbstractItemModel>> makeTable(std::shared_ptr<const AnalysisBundle> bundle,
                                                     const TableRequest &request);

} // namespace rl::models
