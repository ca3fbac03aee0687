// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stimulusdetailview.h"
#include "models/workerpool.h"

#include "models/displaynames.h"
#include "models/humanratingssummary.h"
#include "models/stimulusimagesource.h"
#include "widgets/histogramwidget.h"
#include "widgets/modelanswersview.h"
#include "widgets/syntheticbadge.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

StimulusDetailView::StimulusDetailView(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_empty(new QLabel(this))
    , m_title(new QLabel(this))
    , m_badge(new SyntheticBadge(this))
    , m_imageLabel(new QLabel(this))
    , m_factors(new QFormLayout)
    , m_ratingsHeading(new QLabel(this))
    , m_histogramLayout(new QVBoxLayout)
    , m_noRatings(new QLabel(this))
    , m_answers(new ModelAnswersView(this))
{
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_title->setObjectName(QStringLiteral("detailTitle"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_imageLabel->setAlignment(Qt::AlignCenter);
    m_imageLabel->setMinimumSize(imageBound() / 2);
    QFont bold = m_ratingsHeading->font();
    bold.setBold(true);
    m_ratingsHeading->setFont(bold);

    auto *page = new QWidget;
    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_badge);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(header);
    layout->addWidget(m_imageLabel);
    layout->addLayout(m_factors);
    layout->addWidget(m_ratingsHeading);
    layout->addWidget(m_noRatings);
    layout->addLayout(m_histogramLayout);
    layout->addWidget(m_answers);
    layout->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(page);

    m_stack->addWidget(m_empty);
    m_stack->addWidget(scroll);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_stack);

    connect(&m_watcher, &QFutureWatcher<Rendered>::finished, this, &StimulusDetailView::imageReady);
    retranslate();
}

StimulusDetailView::~StimulusDetailView() { m_watcher.waitForFinished(); }

void StimulusDetailView::setStudy(std::shared_ptr<const study::Study> study,
                                  std::shared_ptr<const models::HumanRatingsSummary> summary,
                                  std::shared_ptr<models::StimulusImageSource> images)
{
    m_study = std::move(study);
    m_summary = std::move(summary);
    m_images = std::move(images);
    m_badge->setStudy(m_study.get());
    m_answers->setImageSource(m_images);
    m_answers->setBundle(nullptr);
    showItem(-1);
}

void StimulusDetailView::setAnalysis(std::shared_ptr<const models::AnalysisBundle> bundle)
{
    m_answers->setBundle(std::move(bundle));
}

void StimulusDetailView::showItem(int item)
{
    if (!m_study || item < 0 || static_cast<std::size_t>(item) >= m_study->items.size())
        item = -1;
    m_item = item;
    m_image = QImage();
    m_settledItem = -1;
    m_imageError.clear();
    rebuild();
    m_answers->showItem(m_item);
    if (m_item < 0)
        return;
    // A text item's payload is its text (a pair: both texts, divided by a rule), not an image.
    const auto &it = m_study->items[static_cast<std::size_t>(m_item)];
    if (it.kind != study::ItemKind::Image) {
        QString html = QStringLiteral("<p>") + QString::fromStdString(it.text).toHtmlEscaped() + QStringLiteral("</p>");
        if (it.kind == study::ItemKind::TextPair)
            html += QStringLiteral("<hr/><p>") + QString::fromStdString(it.text2).toHtmlEscaped() + QStringLiteral("</p>");
        m_imageLabel->setTextFormat(Qt::RichText);
        m_imageLabel->setWordWrap(true);
        m_imageLabel->setText(html);
        m_settledItem = m_item;
        return;
    }
    m_imageLabel->setTextFormat(Qt::AutoText);
    m_imageLabel->setWordWrap(false);
    startRender();
}

QString StimulusDetailView::title() const { return m_title->text(); }

QString StimulusDetailView::factorText(int factor) const
{
    return factor >= 0 && factor < m_factorValues.size() ? m_factorValues[factor]->text() : QString();
}

void StimulusDetailView::startRender()
{
    m_imageLabel->setText(tr("Loading image…"));
    if (!m_images) {
        m_settledItem = m_item;
        return;
    }
    auto images = m_images;
    const int item = m_item;
    const QSize bound = imageBound();
    m_watcher.setFuture(QtConcurrent::run(models::workerPool(), [images, item, bound] {
        auto image = images->render(item, bound);
        return image ? Rendered {item, *image, {}} : Rendered {item, {}, QString::fromStdString(image.error().detail)};
    }));
}

void StimulusDetailView::imageReady()
{
    const Rendered r = m_watcher.result();
    if (r.item != m_item) // a newer item was chosen meanwhile; its own render follows
        return;
    m_settledItem = r.item;
    m_imageError = r.error;
    if (r.image.isNull()) {
        m_imageLabel->setText(tr("The image could not be shown: %1").arg(r.error));
        return;
    }
    m_image = r.image;
    m_imageLabel->setPixmap(QPixmap::fromImage(m_image));
    emit imageShown(m_item);
}

void StimulusDetailView::rebuild()
{
    while (m_factors->rowCount() > 0)
        m_factors->removeRow(0);
    m_factorValues.clear();
    qDeleteAll(m_histograms);
    m_histograms.clear();
    m_noRatings->hide();
    if (m_item < 0) {
        m_stack->setCurrentIndex(0);
        return;
    }
    m_stack->setCurrentIndex(1);
    const auto &item = m_study->items[static_cast<std::size_t>(m_item)];
    m_title->setText(QString::fromStdString(item.key));
    m_imageLabel->clear();

    for (std::size_t f = 0; f < m_study->factors.size(); ++f) {
        const auto &factor = m_study->factors[f];
        const int level = f < item.levels.size() ? item.levels[f] : -1;
        const bool known = level >= 0 && static_cast<std::size_t>(level) < factor.levels.size();
        auto *value = new QLabel(known ? models::DisplayNames::level(factor.name, factor.levels[std::size_t(level)])
                                       : tr("(missing)"));
        m_factors->addRow(tr("%1:").arg(models::DisplayNames::factor(factor.name)), value);
        m_factorValues << value;
    }

    if (!m_summary)
        return;
    // An item no human rated on any dimension (a StereoTales prompt, a text only models scored)
    // gets one sentence, not a row of empty charts.
    const bool anyRated = std::any_of(m_summary->binnings.begin(), m_summary->binnings.end(), [&](const auto &binning) {
        const auto *s = m_summary->find(m_item, binning.dimension);
        return s && s->status != models::SummaryStatus::NoRatings;
    });
    m_noRatings->setVisible(!anyRated && !m_summary->binnings.empty());
    if (!anyRated)
        return;
    const QLocale locale;
    for (const auto &binning : m_summary->binnings) {
        const auto &dimension = m_study->dimensions[static_cast<std::size_t>(binning.dimension)];
        const auto *s = m_summary->find(m_item, binning.dimension);
        HistogramData data;
        data.title = models::DisplayNames::dimension(dimension.name);
        data.lower = binning.lower;
        data.width = binning.width;
        for (int k = 0; k < binning.bins; ++k)
            data.binLabels << (binning.integerBins ? locale.toString(static_cast<int>(std::lround(binning.centre(k))))
                                                   : locale.toString(binning.centre(k), 'g', 3));
        if (s) {
            data.counts = s->counts;
            data.mean = s->mean;
            data.sd = s->sd;
            switch (s->status) {
            case models::SummaryStatus::Ok:
                data.summary = tr("M = %1, SD = %2, n = %3")
                                   .arg(locale.toString(s->mean, 'f', 2), locale.toString(s->sd, 'f', 2))
                                   .arg(s->n);
                break;
            case models::SummaryStatus::SingleRating:
                data.summary = tr("M = %1, one rating (no SD)").arg(locale.toString(s->mean, 'f', 2));
                break;
            case models::SummaryStatus::NoRatings:
                data.summary = tr("No human ratings");
                break;
            }
        }
        auto *histogram = new HistogramWidget;
        histogram->setObjectName(QStringLiteral("histogram_%1").arg(QString::fromStdString(dimension.name)));
        histogram->setData(std::move(data));
        m_histogramLayout->addWidget(histogram);
        m_histograms << histogram;
    }
}

void StimulusDetailView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        const QImage image = m_image;
        rebuild();
        if (!image.isNull()) {
            m_image = image;
            m_imageLabel->setPixmap(QPixmap::fromImage(image));
        }
    }
    QWidget::changeEvent(event);
}

void StimulusDetailView::retranslate()
{
    m_empty->setText(tr("Select a stimulus in the grid to see its image and its human ratings."));
    m_ratingsHeading->setText(tr("Human ratings"));
    m_noRatings->setText(tr("No human rated this item."));
}

} // namespace rl::widgets
