// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFutureWatcher>
#include <QImage>
#include <QList>
#include <QString>
#include <QWidget>

#include <memory>

class QFormLayout;
class QLabel;
class QStackedWidget;
class QVBoxLayout;

namespace rl::study {
class Study;
}
namespace rl::analysis {
struct HumanRatingsSummary;
}
namespace rl::models {
struct AnalysisBundle;
using analysis::HumanRatingsSummary;
class StimulusImageSource;
}

namespace rl::widgets {

class HistogramWidget;
class ModelAnswersView;
class SyntheticBadge;

/// One stimulus in full: its image (rendered off the GUI thread), its factor levels, one
/// histogram of the human ratings per numeric dimension with mean ± SD, and (once an analysis
/// exists) every model condition's answers with |z|, thinking trace and raw response.
class StimulusDetailView : public QWidget {
    Q_OBJECT
public:
    explicit StimulusDetailView(QWidget *parent = nullptr);
    ~StimulusDetailView() override;

    void setStudy(std::shared_ptr<const study::Study> study, std::shared_ptr<const models::HumanRatingsSummary> summary,
                  std::shared_ptr<models::StimulusImageSource> images);
    void showItem(int item); ///< -1 shows the empty state
    void setAnalysis(std::shared_ptr<const models::AnalysisBundle> bundle);
    ModelAnswersView *answersView() const { return m_answers; }

    int currentItem() const { return m_item; }
    QString title() const;
    QString factorText(int factor) const; ///< the shown level of a factor, empty when none
    QList<HistogramWidget *> histograms() const { return m_histograms; }
    /// "No human rated this item.", shown instead of the charts for an item without any human rating.
    QLabel *noRatingsLabel() const { return m_noRatings; }
    const QImage &image() const { return m_image; } ///< null until rendered
    /// The current item's render has finished, with an image or with imageError() (an undecodable
    /// stimulus): nothing more will arrive for it.
    bool imageSettled() const { return m_item >= 0 && m_settledItem == m_item; }
    const QString &imageError() const { return m_imageError; }
    QSize imageBound() const { return {360, 360}; }

signals:
    void imageShown(int item);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Rendered {
        int item = -1;
        QImage image;
        QString error;
    };

    void rebuild();
    void retranslate();
    void startRender();
    void imageReady();

    std::shared_ptr<const study::Study> m_study;
    std::shared_ptr<const models::HumanRatingsSummary> m_summary;
    std::shared_ptr<models::StimulusImageSource> m_images;
    int m_item = -1;
    int m_settledItem = -1;
    QImage m_image;
    QString m_imageError;
    QFutureWatcher<Rendered> m_watcher;

    QStackedWidget *m_stack = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_title = nullptr;
    SyntheticBadge *m_badge = nullptr;
    QLabel *m_imageLabel = nullptr;
    QFormLayout *m_factors = nullptr;
    QList<QLabel *> m_factorValues;
    QLabel *m_ratingsHeading = nullptr;
    QVBoxLayout *m_histogramLayout = nullptr;
    QList<HistogramWidget *> m_histograms;
    QLabel *m_noRatings = nullptr;
    ModelAnswersView *m_answers = nullptr;
};

} // namespace rl::widgets
