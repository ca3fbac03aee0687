// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/modelanswersview.h"
#include "models/workerpool.h"

#include "models/modelanswersmodel.h"
#include "models/stimulusimagesource.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace rl::widgets {

ModelAnswersView::ModelAnswersView(QWidget *parent)
    : QWidget(parent)
    , m_model(new models::ModelAnswersModel(this))
    , m_heading(new QLabel(this))
    , m_table(new QTableView(this))
    , m_text(new QTextBrowser(this))
{
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMinimumHeight(120);
    m_text->setMinimumHeight(90);
    m_text->setObjectName(QStringLiteral("modelAnswerText"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_table);
    layout->addWidget(m_text);
    connect(&m_watcher, &QFutureWatcher<Texts>::finished, this, &ModelAnswersView::textsReady);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showRow(current.row()); });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] { showRow(m_table->currentIndex().row()); });
    retranslate();
    setVisible(false);
}

ModelAnswersView::~ModelAnswersView() { m_watcher.waitForFinished(); }

void ModelAnswersView::setBundle(std::shared_ptr<const models::AnalysisBundle> bundle)
{
    const int item = m_model->item();
    m_model->setBundle(std::move(bundle));
    showItem(item);
}

void ModelAnswersView::setImageSource(std::shared_ptr<models::StimulusImageSource> images) { m_images = std::move(images); }

void ModelAnswersView::showItem(int item)
{
    m_model->setItem(item);
    setVisible(m_model->rowCount() > 0);
    m_text->clear();
    if (m_model->rowCount() > 0)
        m_table->setCurrentIndex(m_model->index(0, 0));
    if (item < 0 || !m_images)
        return;
    auto images = m_images;
    m_watcher.setFuture(QtConcurrent::run(models::workerPool(), [images, item] {
        auto texts = images->predictionTexts(item);
        return Texts {item, texts ? std::move(*texts) : std::vector<storage::PredictionText> {}};
    }));
}

void ModelAnswersView::textsReady()
{
    const Texts t = m_watcher.result();
    m_model->setTexts(t.item, t.texts);
    if (t.item == m_model->item())
        emit textsLoaded(t.item);
}

void ModelAnswersView::showRow(int row)
{
    if (row < 0 || row >= m_model->rowCount()) {
        m_text->clear();
        return;
    }
    const QModelIndex index = m_model->index(row, 0);
    const QString thinking = index.data(models::ModelAnswersModel::ThinkingRole).toString();
    const QString raw = index.data(models::ModelAnswersModel::RawResponseRole).toString();
    QString html = QStringLiteral("<b>%1</b>").arg(index.data().toString().toHtmlEscaped());
    html += QStringLiteral("<p><i>%1</i><br>%2</p>")
                .arg(tr("Thinking trace"), thinking.isEmpty() ? tr("(none)") : thinking.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    html += QStringLiteral("<p><i>%1</i><br><code>%2</code></p>")
                .arg(tr("Raw response"), raw.isEmpty() ? tr("(none)") : raw.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    m_text->setHtml(html);
}

void ModelAnswersView::retranslate() { m_heading->setText(tr("Model answers")); }

void ModelAnswersView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showRow(m_table->currentIndex().row());
    }
    QWidget::changeEvent(event);
}

} // namespace rl::widgets
