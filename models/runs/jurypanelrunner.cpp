// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/runs/jurypanelrunner.h"

#include <QMetaObject>

#include <algorithm>
#include <chrono>
#include <stop_token>
#include <thread>

namespace rl::models {

using Clock = std::chrono::steady_clock;

struct JuryPanelRunner::Job {
    quint64 serial = 0;
    QString path;
    inference::jury::JuryRunOptions options;
    std::stop_source stop;
    std::thread thread;
};

JuryPanelRunner::JuryPanelRunner(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<JuryRunProgress>();
    qRegisterMetaType<inference::jury::JuryRunReport>();
    qRegisterMetaType<Error>();
}

JuryPanelRunner::~JuryPanelRunner()
{
    blockSignals(true); // the receivers may be half destroyed
    stopAndJoin();
}

void JuryPanelRunner::stopAndJoin()
{
    if (!m_job)
        return;
    m_job->stop.request_stop();
    m_job->thread.join();
    m_job.reset(); // its queued onDone finds no job and does nothing
}

void JuryPanelRunner::start(const QString &path, const inference::jury::JuryRunOptions &options)
{
    if (m_job)
        return;
    launch(path, options);
}

void JuryPanelRunner::launch(const QString &path, const inference::jury::JuryRunOptions &options)
{
    m_job = std::make_unique<Job>();
    m_job->serial = ++m_serial;
    m_job->path = path;
    m_job->options = options;
    Job *job = m_job.get();
    job->thread = std::thread([this, job] {
        // `this` and `job` outlive the thread: both are destroyed only after a join.
        const quint64 serial = job->serial;
        auto post = [this](auto f) { QMetaObject::invokeMethod(this, std::move(f), Qt::QueuedConnection); };
        const int stepCount = int(job->options.judges.size()) * std::max(1, job->options.rounds);
        std::string lastStep;
        auto lastPost = Clock::now() - std::chrono::seconds(1);
        auto report = [&](const inference::jury::JuryRunStep &step, const inference::RunProgress &p) {
            const std::string key = step.conditionId + "#" + std::to_string(step.round);
            const bool newStep = key != lastStep;
            if (newStep)
                lastStep = key;
            const auto now = Clock::now();
            if (!newStep && now - lastPost < std::chrono::milliseconds(100))
                return;
            lastPost = now;
            JuryRunProgress out;
            out.judge = QString::fromStdString(step.judge);
            out.conditionId = QString::fromStdString(step.conditionId);
            out.round = step.round;
            // Rounds run one after the other, every judge of the panel in each, in the order given.
            const auto &judges = job->options.judges;
            const auto at = std::find(judges.begin(), judges.end(), step.judge);
            out.stepIndex = (step.round - 1) * int(judges.size()) + int(at - judges.begin());
            out.stepCount = stepCount;
            out.progress = p;
            post([this, serial, out] {
                if (m_job && m_job->serial == serial)
                    emit progress(out);
            });
        };
        auto result
            = inference::jury::runJuryPanel(job->path.toStdString(), job->options, report, job->stop.get_token());
        post([this, serial, result = std::move(result)] { onDone(serial, result); });
    });
}

void JuryPanelRunner::cancel()
{
    if (m_job)
        m_job->stop.request_stop();
}

void JuryPanelRunner::onDone(quint64 serial, const Result<inference::jury::JuryRunReport> &result)
{
    if (!m_job || m_job->serial != serial)
        return;
    std::unique_ptr<Job> job = std::move(m_job);
    job->thread.join(); // it has posted this as its last act
    if (!result && result.error().code == ErrorCode::Untrusted && m_trustPrompt && !job->options.run.trustEndpoints
        && !job->stop.stop_requested() && m_trustPrompt(QString::fromStdString(result.error().detail))) {
        inference::jury::JuryRunOptions again = job->options;
        again.run.trustEndpoints = true;
        launch(job->path, again);
        return;
    }
    if (result)
        emit finished(*result);
    else
        emit failed(result.error());
}

} // namespace rl::models
