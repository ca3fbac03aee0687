// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/kindanalysisrunner.h"

#include "models/displaynames.h"
#include "models/workerpool.h"

#include <QtConcurrent/QtConcurrentRun>

namespace rl::models {

KindAnalysisRunner::KindAnalysisRunner(QObject *parent)
    : QObject(parent)
    , m_job(this, [this](const QString &phase, qint64 done, qint64 total) { emit progress(phase, done, total); })
{
    connect(&m_job.watcher(), &QFutureWatcher<Outcome>::finished, this, &KindAnalysisRunner::finish);
}

KindAnalysisRunner::~KindAnalysisRunner() = default;

void KindAnalysisRunner::start(Work work)
{
    m_latest.reset();
    m_cancelled = false;
    emit started();
    m_job.start([work = std::move(work)](const Progress &progress) {
        return QtConcurrent::run(workerPool(), [work, progress]() -> Outcome {
            auto result = work(progress);
            if (!result)
                return {nullptr, result.error()};
            return {std::move(*result), {}};
        });
    });
}

void KindAnalysisRunner::finish()
{
    const auto finished = m_job.takeFinished();
    if (!finished)
        return;
    if (m_cancelled) {
        emit cancelled();
        return;
    }
    if (!finished->result) {
        if (finished->error.code == ErrorCode::Cancelled)
            emit cancelled();
        else
            emit failed(DisplayNames::errorMessage(finished->error), QString::fromStdString(finished->error.detail));
        return;
    }
    m_latest = finished->result;
    emit ready(m_latest);
}

} // namespace rl::models
