// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/analysisrunner.h"
#include "models/workerpool.h"

#include "models/displaynames.h"

#include "engine/analysis/registry.h"
#include "engine/storage/conditionsave.h"

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

void AnalysisRunner::start(std::shared_ptr<const study::Study> study, const analysis::RatingAnalysisOptions &options)
{
    // What runs is the study protocol's analysis (engine/analysis/registry.h).
    const analysis::AnalysisPlan plan = analysis::analysisPlanFor(*study, options);
    m_study = std::move(study);
    m_options = plan.options;
    m_latest.reset(); // of another study or other options: never the base of an update()
    m_latestComplete = false;
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

void AnalysisRunner::update(std::shared_ptr<const study::Study> study, const QStringList &changedConditions)
{
    if (!m_latest || !m_latestComplete || m_job.isRunning() || !analysis::analysisPlanFor(*study, m_options).runs) {
        start(std::move(study), m_options);
        return;
    }
    std::vector<std::string> changed;
    for (const QString &id : changedConditions)
        changed.push_back(id.toStdString());
    m_study = study;
    m_secondStage = false;
    emit started();
    auto previous = m_latest;
    m_job.start([previous, study, changed](const Progress &progress) {
        return QtConcurrent::run(workerPool(), [previous, study, changed, progress]() -> Outcome {
            auto bundle = updateAnalysisBundle(*previous, study, changed, progress);
            if (!bundle)
                return {nullptr, bundle.error(), true};
            return {*bundle, {}, true};
        });
    });
}

void AnalysisRunner::updateAfterRun(const QString &path, const QString &conditionId)
{
    if (!m_study || !m_latest || !m_latestComplete || m_job.isRunning()) {
        emit reloadNeeded(tr("the analysis is still running"));
        return;
    }
    m_secondStage = false;
    emit started();
    auto previous = m_latest;
    auto base = m_study;
    const std::string file = path.toStdString(), id = conditionId.toStdString();
    m_job.start([previous, base, file, id](const Progress &progress) {
        return QtConcurrent::run(workerPool(), [previous, base, file, id, progress]() -> Outcome {
            progress("prepare", 0, 1);
            auto study = storage::withConditionRatingsFrom(file, *base, id);
            if (!study) {
                Outcome o {nullptr, study.error(), true};
                o.reload = true;
                return o;
            }
            auto shared = std::make_shared<const study::Study>(std::move(*study));
            auto bundle = updateAnalysisBundle(*previous, shared, {id}, progress);
            if (!bundle)
                return {nullptr, bundle.error(), true};
            return {*bundle, {}, true};
        });
    });
}

void AnalysisRunner::cancel()
{
    m_secondStage = false;
    m_job.requestStop();
}

void AnalysisRunner::launch(bool agreementOnly)
{
    analysis::RatingAnalysisOptions options = m_options;
    if (agreementOnly)
        options.parts = {true, false, false};
    auto study = m_study;
    m_job.start([study, options, agreementOnly](const Progress &progress) {
        return QtConcurrent::run(workerPool(), [study, options, progress, agreementOnly]() -> Outcome {
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
    if (outcome.reload) {
        emit reloadNeeded(QString::fromStdString(outcome.error.detail));
        return;
    }
    if (!outcome.bundle) {
        m_secondStage = false;
        if (outcome.error.code != ErrorCode::Cancelled)
            emit failed(DisplayNames::errorMessage(outcome.error), QString::fromStdString(outcome.error.detail));
        return;
    }
    m_latest = outcome.bundle;
    m_latestComplete = outcome.complete;
    m_study = outcome.bundle->study;
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
