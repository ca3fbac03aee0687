// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace rl::widgets {

/// Paints a cell as a progress bar: value RunDoneRole of RunTotalRole (models/runs/runstablemodel.h),
/// with the cell's display text on it; a plain cell while the total is unknown (0).
class ProgressBarDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace rl::widgets
