// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace rl::widgets {

/// A combo box for the two columns of models::DimensionDeclModel that hold a choice (kind: numeric
/// or categorical; values: integer or continuous); the model's EditRole holds the untranslated
/// value the `--dimension` text uses. Shared by the import dialog and the new-study wizard.
class DimensionChoiceDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
};

} // namespace rl::widgets
