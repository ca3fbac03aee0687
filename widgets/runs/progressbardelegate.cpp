// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/runs/progressbardelegate.h"

#include "models/runs/runstablemodel.h"

#include <QApplication>
#include <QStyleOptionProgressBar>

#include <algorithm>

namespace rl::widgets {

void ProgressBarDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const qlonglong total = index.data(models::RunTotalRole).toLongLong();
    if (total <= 0) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const qlonglong done = std::clamp(index.data(models::RunDoneRole).toLongLong(), 0LL, total);
    QStyleOptionProgressBar bar;
    bar.rect = option.rect.adjusted(2, 2, -2, -2);
    bar.state = option.state | QStyle::State_Horizontal;
    bar.direction = option.direction;
    bar.fontMetrics = option.fontMetrics;
    bar.palette = option.palette;
    // QProgressBar's range is int: scale long runs to per mille.
    bar.minimum = 0;
    bar.maximum = 1000;
    bar.progress = static_cast<int>(done * 1000 / total);
    bar.text = index.data(Qt::DisplayRole).toString();
    bar.textVisible = true;
    bar.textAlignment = Qt::AlignCenter;
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ProgressBar, &bar, painter, widget);
}

} // namespace rl::widgets
