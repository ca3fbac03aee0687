// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/agreementview.h"

#include "models/agreementtablemodel.h"
#include "models/categoricaltables.h"
#include "models/displaynames.h"
#include "models/roles.h"
#include "models/tableexport.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace rl::widgets {

AgreementView::AgreementView(QWidget *parent)
    : QWidget(parent)
    , m_model(new models::AgreementTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_emotion(new QComboBox(this))
    , m_dimension(new QComboBox(this))
    , m_table(new QTableView(this))
    , m_copy(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_caption(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_human(new models::CategoricalHumanModel(this))
    , m_humanTitle(new QLabel(this))
    , m_humanTable(new QTableView(this))
{
    m_humanTable->setObjectName(QStringLiteral("agreementHumans"));
    m_human->setGroupFilter(0);
    m_humanTable->setModel(m_human);
    m_humanTable->verticalHeader()->hide();
    m_humanTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_humanTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_humanTable->hideColumn(models::CategoricalHumanModel::Group); // the filter shows it
    m_caption->setObjectName(QStringLiteral("agreementCaption"));
    m_empty->setObjectName(QStringLiteral("agreementEmpty"));
    m_empty->setWordWrap(true);
    m_empty->hide();
    m_caption->setWordWrap(true);
    m_emotion->setObjectName(QStringLiteral("agreementEmotion"));
    m_dimension->setObjectName(QStringLiteral("agreementDimension"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(models::SortValueRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // study order until a header is clicked
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_emotion);
    bar->addWidget(m_dimension);
    bar->addStretch(1);
    bar->addWidget(m_copy);
    bar->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_empty);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_caption);
    layout->addWidget(m_humanTitle);
    layout->addWidget(m_humanTable);

    connect(m_emotion, &QComboBox::currentIndexChanged, this, [this](int i) { setGroup(m_emotion->itemData(i).toInt()); });
    connect(m_dimension, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_chosenBlock = m_dimension->itemData(i).toString();
        if (m_chosenBlock.isNull())
            m_chosenBlock = QStringLiteral(""); // "all": empty but not null
        m_model->setBlock(m_chosenBlock);
    });
    connect(m_copy, &QPushButton::clicked, this, &AgreementView::copyTsv);
    connect(m_export, &QPushButton::clicked, this, [this] { emit exportRequested(tableRequest()); });
    retranslate();
}

void AgreementView::setBundle(std::shared_ptr<const models::AnalysisBundle> bundle)
{
    m_bundle = std::move(bundle);
    m_model->setBundle(m_bundle);
    m_human->setGroupFilter(m_model->group());
    m_human->setBundle(m_bundle);
    const bool categorical = m_bundle && !m_bundle->analysis.categoricalDimensions.empty();
    m_humanTitle->setVisible(categorical);
    m_humanTable->setVisible(categorical);
    fillEmotions();
    fillDimensions();
}

void AgreementView::setBlock(const QString &block)
{
    m_chosenBlock = block.isNull() ? QStringLiteral("") : block;
    fillDimensions();
}

void AgreementView::fillDimensions()
{
    const QSignalBlocker block(m_dimension);
    m_dimension->clear();
    m_model->setBlock({}); // every block, to list them
    const QStringList blocks = m_model->blocks();
    for (const QString &b : blocks)
        m_dimension->addItem(m_model->blockTitle(b), b);
    if (blocks.size() > 1)
        m_dimension->addItem(m_model->blockTitle({}), QStringLiteral(""));
    m_dimension->setVisible(blocks.size() > 1);
    // The user's choice while the study has it, else the first block.
    const int chosen = m_chosenBlock.isNull() ? -1 : m_dimension->findData(m_chosenBlock);
    m_dimension->setCurrentIndex(chosen >= 0 ? chosen : 0);
    m_model->setBlock(blocks.size() > 1 ? m_dimension->currentData().toString() : QString());
    // No block: no model answered anything the analysis compares — say so instead of an empty table.
    m_empty->setVisible(m_bundle && blocks.isEmpty());
}

void AgreementView::setGroup(int group)
{
    m_model->setGroup(group);
    m_human->setGroupFilter(m_model->group());
    const QSignalBlocker block(m_emotion);
    m_emotion->setCurrentIndex(std::max(0, m_emotion->findData(m_model->group())));
}

void AgreementView::fillEmotions()
{
    const QSignalBlocker block(m_emotion);
    m_emotion->clear();
    m_emotion->addItem(tr("All items"), 0);
    if (m_bundle)
        for (std::size_t g = 1; g < m_bundle->analysis.groups.size(); ++g)
            m_emotion->addItem(models::DisplayNames::level(m_bundle->analysis.groupFactor, m_bundle->analysis.groups[g]),
                               static_cast<int>(g));
    m_emotion->setEnabled(m_emotion->count() > 1);
    m_emotion->setCurrentIndex(std::max(0, m_emotion->findData(m_model->group())));
}

QString AgreementView::tsv() const { return models::tableToTsv(*m_proxy); }

void AgreementView::copyTsv() const { QApplication::clipboard()->setText(tsv()); }

models::TableRequest AgreementView::tableRequest() const
{
    models::TableRequest r;
    r.name = QStringLiteral("agreement");
    if (m_bundle && m_model->group() > 0)
        r.group = QString::fromStdString(m_bundle->analysis.groups[std::size_t(m_model->group())]);
    r.dimension = m_model->block();
    return r;
}

void AgreementView::retranslate()
{
    m_copy->setText(tr("Copy as TSV"));
    m_export->setText(tr("Export table…"));
    m_caption->setText(tr("Bias and limits of agreement are of d = human mean − model rating (docs/methods.md section 2). "
                          "n: items with both a human and a model value; coverage: n / the items in the filter."));
    m_emotion->setToolTip(tr("Compute the metrics over all items or over the items of one level of the grouping factor"));
    m_dimension->setToolTip(tr("Show the metrics of the classification or of one dimension, or of all of them side by side"));
    m_empty->setText(tr("No model condition has answered yet, so there is nothing to compare with the human ratings. "
                        "Run a condition (Runs) or import predictions (File → Import…)."));
    m_humanTitle->setText(tr("Human raters on the categorical dimensions (the baseline a model is judged against)"));
    fillEmotions();
    fillDimensions();
}

void AgreementView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rl::widgets
