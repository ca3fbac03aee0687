// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/dimensionchoicedelegate.h"

#include "models/import/dimensiondeclmodel.h"

#include <QComboBox>

#include <algorithm>

namespace rl::widgets {

QWidget *DimensionChoiceDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                               const QModelIndex &index) const
{
    using M = models::DimensionDeclModel;
    if (index.column() != M::KindColumn && index.column() != M::ValuesColumn)
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto *combo = new QComboBox(parent);
    if (index.column() == M::KindColumn) {
        combo->addItem(tr("numeric"), QStringLiteral("numeric"));
        combo->addItem(tr("categorical"), QStringLiteral("categorical"));
    } else {
        combo->addItem(tr("integer"), QStringLiteral("integer"));
        combo->addItem(tr("continuous"), QStringLiteral("continuous"));
    }
    return combo;
}

void DimensionChoiceDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole))));
    else
        QStyledItemDelegate::setEditorData(editor, index);
}

void DimensionChoiceDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        model->setData(index, combo->currentData(), Qt::EditRole);
    else
        QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace rl::widgets
