// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/analysisrunner.h"

#include "models/displaynames.h"

#include "engine/analysis/registry.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

namespace rl::models {

AnalysisRunner::AnalysisRunner(QObject *parent)
    : QObject(parent)
    , m_job(this, [this](const QString &phase, qint64 done, qint64 total) { emit progress(phase, done, total); })
{
    qRegisterMetaType<std::shared_ptr<const AnalysisBundle>>();
    connect(&m_job.watcher(), &QFutureWatcher<Outcome>::finished, this, &AnalysisRunner::finish);
}

AnalysisRunner::~AnalysisRunner() = default;

void AnalysisRunner::start(std::shared_ptr<const study::Study> study, const analysis::FaceAnalysisOptions &options)
{
    // What runs is the study protocol's analysis (engine/analysis/registry.h).
    const analysis::AnalysisPlan plan = analysis::analysisPlanFor(*study, options);
    m_study = std::move(study);
    m_options = plan.options;
    if (!plan.runs) {
        m_secondStage = false;
        m_job.requestStop();
        return;
    }
    const auto &p = options.parts;
    m_secondStage = p.agreement && (p.demographics || p.mixed);
    emit started();
    launch(m_secondStage);
}

void AnalysisRunner::cancel()
{
    m_secondStage = false;
    m_job.requestStop();
}

void AnalysisRunner::launch(bool agreementOnly)
{
    analysis::FaceAnalysisOptions options = m_options;
    if (agreementOnly)
        options.parts = {true, false, false};
    auto study = m_study;
    m_job.start([study, options, agreementOnly](const Progress &progress) {
        return QtConcurrent::run([study, options, progress, agreementOnly]() -> Outcome {
            auto bundle = computeAnalysisBundle(study, options, progress);
            if (!bundle)
                return {nullptr, bundle.error(), !agreementOnly};
            return {*bundle, {}, !agreementOnly};
        });
    });
}

void AnalysisRunner::finish()
{
    const auto finished = m_job.takeFinished();
    if (!finished) // a stale notification of a replaced job
        return;
    const Outcome &outcome = *finished;
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
