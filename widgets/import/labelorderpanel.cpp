// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/labelorderpanel.h"

#include "models/import/dimensiondeclmodel.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rl::widgets {

LabelOrderPanel::LabelOrderPanel(models::DimensionDeclModel *model, QTableView *table, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_table(table)
    , m_title(new QLabel(this))
    , m_labels(new QListWidget(this))
    , m_up(new QToolButton(this))
    , m_down(new QToolButton(this))
    , m_ordered(new QCheckBox(this))
{
    setObjectName(QStringLiteral("labelOrderPanel"));
    m_title->setObjectName(QStringLiteral("labelOrderTitle"));
    m_title->setWordWrap(true);
    m_labels->setObjectName(QStringLiteral("labelList"));
    m_up->setObjectName(QStringLiteral("labelUpButton"));
    m_down->setObjectName(QStringLiteral("labelDownButton"));
    m_ordered->setObjectName(QStringLiteral("orderedCheck"));
    m_up->setText(tr("Move &up"));
    m_down->setText(tr("Move do&wn"));
    m_ordered->setText(tr("&Ordered: the order of the labels is meaningful (ordinal)"));
    m_labels->setMaximumHeight(120);

    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_up);
    buttons->addWidget(m_down);
    buttons->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addWidget(m_labels, 1);
    row->addLayout(buttons);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(row);
    layout->addWidget(m_ordered);

    connect(m_up, &QToolButton::clicked, this, [this] { move(-1); });
    connect(m_down, &QToolButton::clicked, this, [this] { move(1); });
    connect(m_labels, &QListWidget::currentRowChanged, this, [this](int label) {
        m_up->setEnabled(label > 0);
        m_down->setEnabled(label >= 0 && label + 1 < m_labels->count());
    });
    connect(m_ordered, &QCheckBox::clicked, this, [this](bool checked) {
        if (m_row >= 0)
            m_model->setData(m_model->index(m_row, models::DimensionDeclModel::OrderedColumn),
                             checked ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
    });
    connect(m_model, &models::DimensionDeclModel::declarationsChanged, this, &LabelOrderPanel::refresh);
    connect(m_model, &QAbstractItemModel::modelReset, this, &LabelOrderPanel::refresh);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &LabelOrderPanel::refresh);
    refresh();
}

void LabelOrderPanel::refresh()
{
    const int row = m_table->currentIndex().isValid() ? m_table->currentIndex().row() : -1;
    const bool shown = row >= 0 && row < m_model->rowCount() && m_model->rows()[row].categorical && !m_model->rows()[row].declared;
    m_row = shown ? row : -1;
    setVisible(shown);
    if (!shown)
        return;
    const auto &decl = m_model->rows()[row];
    const QStringList labels = m_model->levelsOf(row);
    m_title->setText(labels.isEmpty() ? tr("The labels of %1 come from the file, in order of first appearance.").arg(decl.name)
                                      : tr("The labels of %1, in their declared order:").arg(decl.name));
    const int current = m_labels->currentRow();
    const QSignalBlocker block(m_labels);
    m_labels->clear();
    m_labels->addItems(labels);
    m_labels->setCurrentRow(std::min(current, int(labels.size()) - 1));
    m_up->setEnabled(m_labels->currentRow() > 0);
    m_down->setEnabled(m_labels->currentRow() >= 0 && m_labels->currentRow() + 1 < m_labels->count());
    m_ordered->setChecked(decl.ordered);
}

void LabelOrderPanel::move(int delta)
{
    const int label = m_labels->currentRow();
    if (m_row < 0 || !m_model->moveLevel(m_row, label, delta))
        return;
    m_labels->setCurrentRow(label + delta); // the moved label stays selected
}

} // namespace rl::widgets
