// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/humanratingssummary.h"
#include "models/stimulusimagesource.h"

#include <QAbstractListModel>
#include <QImage>
#include <QPixmap>
#include <QSize>
#include <QThreadPool>

#include <memory>
#include <vector>

namespace rl::models {

/// One row per stimulus of a Study, in declared order: display = stimulus id, decoration =
/// thumbnail, and the roles of roles.h (every factor level, human mean/SD per dimension).
///
/// Thumbnails (qtbase's imagescaling example): the first time a view asks for a row's decoration
/// the row is queued on the model's own QThreadPool (QtConcurrent); until its image arrives the
/// row shows a placeholder. Each finished image is posted back to the GUI thread and announced
/// for that row alone with dataChanged(DecorationRole, ThumbnailReadyRole). Later requests get
/// higher priority, so rows that just scrolled into view are rendered before rows scrolled past.
/// setStudy() starts a new generation: queued work is dropped and late results are ignored.
class StimulusGridModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit StimulusGridModel(QObject *parent = nullptr);
    ~StimulusGridModel() override;

    /// Show a study. `images` may be null (placeholders only); `summary` may be null (no means).
    void setStudy(std::shared_ptr<const study::Study> study, std::shared_ptr<const HumanRatingsSummary> summary,
                  std::shared_ptr<StimulusImageSource> images);
    void clear();

    const study::Study *study() const { return m_study.get(); }
    const HumanRatingsSummary *summary() const { return m_summary.get(); }
    const std::shared_ptr<StimulusImageSource> &imageSource() const { return m_images; }

    QSize thumbnailSize() const { return m_thumbnailSize; }
    void setThumbnailSize(QSize size); ///< drops rendered thumbnails

    /// Queue the thumbnails of rows [first, last] now (e.g. the rows about to scroll into view).
    void prefetch(int first, int last);
    int pendingThumbnailCount() const { return m_pending; }
    int readyThumbnailCount() const { return m_ready; }
    int failedThumbnailCount() const { return m_failed; } ///< rendered without an image (undecodable stimulus)
    QThreadPool *threadPool() { return &m_pool; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void thumbnailReady(int row);
    /// No thumbnail is queued or rendering any more (after at least one was requested).
    void thumbnailsIdle();

private:
    enum class Thumb : quint8 { None, Pending, Ready, Failed };

    void request(int row) const;
    void deliver(quint64 generation, int row, const QImage &image, const QString &error);
    QPixmap placeholder(bool failed) const;
    QString toolTip(int row) const;

    std::shared_ptr<const study::Study> m_study;
    std::shared_ptr<const HumanRatingsSummary> m_summary;
    /// [item][dimension] mean |model answer − human mean| over every model answer (NaN when none): how
    /// far the models are from the people on the stimulus (the grid's "model–human gap" sort)
    std::vector<std::vector<double>> m_gap;
    std::shared_ptr<StimulusImageSource> m_images;
    QSize m_thumbnailSize {96, 96};

    mutable QThreadPool m_pool;
    mutable std::vector<Thumb> m_state;
    mutable std::vector<QPixmap> m_thumbs;
    std::vector<QString> m_errors;
    mutable int m_pending = 0;
    int m_ready = 0;
    int m_failed = 0;
    mutable int m_priority = 0;
    quint64 m_generation = 0;
    mutable QPixmap m_placeholder;
    mutable QPixmap m_failedPlaceholder;
};

} // namespace rl::models
