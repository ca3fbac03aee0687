// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/analysisrunner.h"

#include "models/displaynames.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

namespace rl::models {

AnalysisRunner::AnalysisRunner(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<std::shared_ptr<const AnalysisBundle>>();
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &AnalysisRunner::finish);
}

AnalysisRunner::~AnalysisRunner()
{
    m_stop.request_stop();
    m_watcher.waitForFinished();
}

void AnalysisRunner::start(std::shared_ptr<const study::Study> study, const analysis::FaceAnalysisOptions &options)
{
    m_study = std::move(study);
    m_options = options;
    const auto &p = options.parts;
    m_secondStage = p.agreement && (p.demographics || p.mixed);
    emit started();
    launch(m_secondStage);
}

void AnalysisRunner::cancel()
{
    m_secondStage = false;
    m_stop.request_stop();
}

void AnalysisRunner::launch(bool agreementOnly)
{
    if (m_watcher.isRunning()) {
        m_stop.request_stop();
        m_watcher.waitForFinished(); // the engine checks its stop token between steps
    }
    m_stop = std::stop_source();
    const quint64 job = ++m_job;
    Progress progress;
    progress.stop = m_stop.get_token();
    progress.report = [this, job](std::string_view phase, std::int64_t done, std::int64_t total) {
        // Runs on the worker; `this` outlives the job (the destructor waits for it).
        QMetaObject::invokeMethod(
            this,
            [this, job, phase = QString::fromUtf8(phase.data(), qsizetype(phase.size())), done, total] {
                if (job == m_job)
                    emit this->progress(phase, done, total);
            },
            Qt::QueuedConnection);
    };
    analysis::FaceAnalysisOptions options = m_options;
    if (agreementOnly)
        options.parts = {true, false, false};
    auto study = m_study;
    m_watcher.setFuture(QtConcurrent::run([study, options, progress, agreementOnly]() -> Outcome {
        auto bundle = computeAnalysisBundle(study, options, progress);
        if (!bundle)
            return {nullptr, bundle.error(), !agreementOnly};
        return {*bundle, {}, !agreementOnly};
    }));
}

void AnalysisRunner::finish()
{
    if (!m_watcher.isFinished())
        return;
    const Outcome outcome = m_watcher.result();
    if (!outcome.bundle) {
        m_secondStage = false;
        if (outcome.error.code != ErrorCode::Cancelled)
            emit failed(DisplayNames::errorMessage(outcome.error), QString::fromStdString(outcome.error.detail));
        return;
    }
    m_latest = outcome.bundle;
    emit ready(outcome.bundle, outcome.complete);
    if (!outcome.complete && m_secondStage) {
        m_secondStage = false;
        launch(false);
    }
}

QString AnalysisRunner::phaseText(const QString &phase)
{
    if (phase == QLatin1String("prepare"))
        return tr("preparing the data");
    if (phase == QLatin1String("human"))
        return tr("human agreement");
    if (phase == QLatin1String("agreement"))
        return tr("model agreement");
    if (phase == QLatin1String("demographics"))
        return tr("demographic bias");
    if (phase == QLatin1String("mixed"))
        return tr("mixed models");
    if (phase == QLatin1String("inter-model"))
        return tr("inter-model variance");
    return phase;
}

} // namespace rl::models
