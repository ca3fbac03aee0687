// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/demographics/demographicstablepage.h"

#include "models/demographics/demographicstablemodel.h"
#include "models/roles.h"
#include "models/tableexport.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace rl::widgets {

DemographicsTablePage::DemographicsTablePage(models::DemographicsTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_description(new QLabel(this))
    , m_table(new QTableView(this))
    , m_empty(new QLabel(this))
    , m_copy(new QPushButton(this))
    , m_export(new QPushButton(this))
{
    m_model->setParent(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(models::SortValueRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // the engine's order until a header is clicked
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_description->setWordWrap(true);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setObjectName(QStringLiteral("demographicsEmptyText"));
    m_empty->setMargin(24);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_description, 1);
    bar->addWidget(m_copy);
    bar->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_empty, 1);
    layout->addWidget(m_table, 3);

    connect(m_model, &QAbstractItemModel::modelReset, this, &DemographicsTablePage::refresh);
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(tsv()); });
    connect(m_export, &QPushButton::clicked, this, &DemographicsTablePage::exportClicked);
    retranslate();
    refresh();
}

void DemographicsTablePage::setDescription(const QString &text) { m_description->setText(text); }

void DemographicsTablePage::setTopWidget(QWidget *widget)
{
    m_top = widget;
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    layout->insertWidget(1, widget, 2);
    refresh();
}

QString DemographicsTablePage::tsv() const { return models::tableToTsv(*m_proxy); }

void DemographicsTablePage::refresh()
{
    const bool rows = m_model->rowCount() > 0;
    m_empty->setText(m_model->emptyText());
    m_empty->setVisible(!rows);
    m_table->setVisible(rows);
    if (m_top)
        m_top->setVisible(rows);
    m_copy->setEnabled(rows);
    m_export->setEnabled(rows);
}

void DemographicsTablePage::retranslate()
{
    m_copy->setText(tr("Copy as TSV"));
    m_export->setText(tr("Export table…"));
    m_copy->setToolTip(tr("Copy the table as shown (sorted) to the clipboard, tab-separated"));
    m_export->setToolTip(tr("Write the table as CSV, LaTeX or Markdown"));
}

void DemographicsTablePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_empty->setText(m_model->emptyText());
    }
    QWidget::changeEvent(event);
}

} // namespace rl::widgets
