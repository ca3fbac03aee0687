// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stereotales/stmodelrunner.h"

#include "engine/storage/project.h"

#include <QCoreApplication>
#include <QMetaObject>

#include <chrono>
#include <stop_token>
#include <thread>

namespace rl::models::stereotales {

using Clock = std::chrono::steady_clock;
namespace ist = inference::stereotales;

struct StModelRunner::Job {
    quint64 serial = 0;
    QString path;
    StRunRequest request;
    bool trusted = false;
    std::stop_source stop;
    std::thread thread;
};

StModelRunner::StModelRunner(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<StRunStatus>();
    qRegisterMetaType<Error>();
}

StModelRunner::~StModelRunner()
{
    blockSignals(true); // the receivers may be half destroyed
    stopAndJoin();
}

void StModelRunner::stopAndJoin()
{
    if (!m_job)
        return;
    m_job->stop.request_stop();
    m_job->thread.join();
    m_job.reset();
}

void StModelRunner::start(const QString &path, const StRunRequest &request)
{
    if (m_job)
        return;
    launch(path, request, false);
}

void StModelRunner::cancel()
{
    if (m_job)
        m_job->stop.request_stop();
}

QString StModelRunner::summaryText(StRunKind kind, const QString &condition, const ist::StRunSummary &s)
{
    const auto &p = s.progress.requests;
    QString status;
    switch (s.status) {
    case inference::RunStatus::Finished: status = tr("finished"); break;
    case inference::RunStatus::Cancelled: status = tr("cancelled"); break;
    default: status = tr("stopped with failures"); break;
    }
    QString line = tr("%1 (%2): %3 answered, %4 from earlier runs, %5 failed, $%6")
                       .arg(condition, status)
                       .arg(p.answered)
                       .arg(p.reused)
                       .arg(p.failed)
                       .arg(p.costUsd, 0, 'f', 4);
    if (kind == StRunKind::Generate)
        line += QLatin1Char(' ') + tr("%n story(ies) written.", nullptr, int(s.storiesWritten));
    else if (kind == StRunKind::Extract)
        line += QLatin1Char(' ') + tr("%1 refusals; read as unknown: %2 values outside their set, %3 not text, %4 left out.")
                                       .arg(s.refusals)
                                       .arg(s.outsideSet)
                                       .arg(s.wrongType)
                                       .arg(s.missingAttributes);
    else
        line += QLatin1Char(' ') + tr("Question order seed %1.").arg(s.orderSeed);
    if (s.batch && s.progress.jobs)
        line += QLatin1Char(' ') + tr("Through the provider's batch engine: %1 job(s) submitted, %2 resumed, %3 poll round(s).")
                                       .arg(s.progress.jobs->jobsSubmitted)
                                       .arg(s.progress.jobs->jobsRecovered)
                                       .arg(s.progress.jobs->pollRounds);
    if (s.stopReason)
        line += QLatin1Char(' ') + tr("Stopped: %1").arg(QString::fromStdString(s.stopReason->detail));
    return line;
}

void StModelRunner::launch(const QString &path, const StRunRequest &request, bool trusted)
{
    m_job = std::make_unique<Job>();
    m_job->serial = ++m_serial;
    m_job->path = path;
    m_job->request = request;
    m_job->trusted = trusted;
    Job *job = m_job.get();
    const ist::StRunOptions base = m_base;
    job->thread = std::thread([this, job, base] {
        // `this` and `job` outlive the thread: both are destroyed only after a join.
        const quint64 serial = job->serial;
        auto post = [this](auto f) { QMetaObject::invokeMethod(this, std::move(f), Qt::QueuedConnection); };
        QStringList summaries;
        bool allAnswered = true;
        std::optional<Error> error;
        auto project = storage::Project::open(job->path.toStdString());
        if (!project) {
            error = project.error();
        } else {
            const StRunRequest &r = job->request;
            ist::StRunOptions o = base;
            o.batch = r.batch;
            o.run.trustEndpoints = o.run.trustEndpoints || job->trusted;
            if (r.limit > 0)
                o.run.limit = r.limit;
            for (int i = 0; i < r.conditions.size() && !job->stop.stop_requested(); ++i) {
                const QString condition = r.conditions.at(i);
                auto lastPost = Clock::now() - std::chrono::seconds(1);
                auto report = [&](const ist::StRunProgress &p) {
                    const auto now = Clock::now();
                    if (now - lastPost < std::chrono::milliseconds(100))
                        return;
                    lastPost = now;
                    StRunStatus out {condition, i, int(r.conditions.size()), p};
                    post([this, serial, out] {
                        if (m_job && m_job->serial == serial)
                            emit status(out);
                    });
                };
                post([this, serial, condition, i, n = int(r.conditions.size())] {
                    if (m_job && m_job->serial == serial)
                        emit status({condition, i, n, {}});
                });
                Result<ist::StRunSummary> done = Error{ErrorCode::Validation, "no run"};
                if (r.kind == StRunKind::Generate) {
                    ist::GenerationOptions g;
                    g.condition = condition.toStdString();
                    for (const auto &l : r.languages)
                        g.languages.push_back(l.toStdString());
                    g.st = o;
                    done = ist::runGeneration(*project, g, report, job->stop.get_token());
                } else if (r.kind == StRunKind::Extract) {
                    ist::ExtractionOptions e;
                    e.extractor = condition.toStdString();
                    e.st = o;
                    done = ist::runExtraction(*project, e, report, job->stop.get_token());
                } else {
                    ist::HarmRatingOptions h;
                    h.condition = condition.toStdString();
                    h.seed = r.seed;
                    h.st = o;
                    done = ist::runHarmRating(*project, h, report, job->stop.get_token());
                }
                if (!done) {
                    error = Error{done.error().code, condition.toStdString() + ": " + done.error().detail};
                    break;
                }
                summaries << summaryText(r.kind, condition, *done);
                allAnswered = allAnswered && done->status == inference::RunStatus::Finished;
                if (done->status == inference::RunStatus::Cancelled)
                    break;
            }
        }
        post([this, serial, summaries, allAnswered, error] { onDone(serial, summaries, allAnswered, error); });
    });
}

void StModelRunner::onDone(quint64 serial, const QStringList &summaries, bool allAnswered, const std::optional<Error> &error)
{
    if (!m_job || m_job->serial != serial)
        return;
    std::unique_ptr<Job> job = std::move(m_job);
    job->thread.join(); // it has posted this as its last act
    if (error && error->code == ErrorCode::Untrusted && m_trustPrompt && !job->trusted && !job->stop.stop_requested()
        && m_trustPrompt(QString::fromStdString(error->detail))) {
        launch(job->path, job->request, true);
        return;
    }
    if (error)
        emit failed(*error);
    else
        emit finished(summaries, allAnswered);
}

} // namespace rl::models::stereotales
