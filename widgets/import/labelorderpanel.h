// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QTableView;
class QToolButton;

namespace rl::models {
class DimensionDeclModel;
}

namespace rl::widgets {

/// The labels of the categorical dimension selected in a dimension table (DimensionDeclModel), in their
/// declared order: Move up / Move down put a label elsewhere, and "Ordered" marks the order as meaningful.
/// Every change goes through the model (moveLevel, the OrderedColumn check), so it is one undoable step of
/// the table's history and is declared by the same engine parser as a typed list. Hidden for a numeric
/// dimension, a dimension the study already has, and no selection.
class LabelOrderPanel : public QWidget {
    Q_OBJECT
public:
    LabelOrderPanel(models::DimensionDeclModel *model, QTableView *table, QWidget *parent = nullptr);

    int currentDimension() const { return m_row; } ///< the table row shown, -1 when none

private:
    void refresh();
    void move(int delta);

    models::DimensionDeclModel *m_model;
    QTableView *m_table;
    int m_row = -1;
    QLabel *m_title = nullptr;
    QListWidget *m_labels = nullptr;
    QToolButton *m_up = nullptr;
    QToolButton *m_down = nullptr;
    QCheckBox *m_ordered = nullptr;
};

} // namespace rl::widgets
