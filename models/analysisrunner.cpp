// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/analysisrunner.h"

#include "models/kindanalysisrunner.h"

#include "engine/analysis/registry.h"
#include "engine/storage/conditionsave.h"

#include <QCoreApplication>

namespace rl::models {

namespace {

/// A job's stage as the shared runner's result (KindAnalysisRunner::Work).
template <class Stage>
Result<std::shared_ptr<const void>> stageResult(Stage stage)
{
    return std::shared_ptr<const void>(std::make_shared<const Stage>(std::move(stage)));
}

} // namespace

AnalysisRunner::AnalysisRunner(QObject *parent)
    : QObject(parent)
    , m_runner(new KindAnalysisRunner(this))
{
    qRegisterMetaType<std::shared_ptr<const AnalysisBundle>>();
    // Not its started(): a staged run starts once, and its second stage is no new start.
    connect(m_runner, &KindAnalysisRunner::progress, this, &AnalysisRunner::progress);
    connect(m_runner, &KindAnalysisRunner::ready, this,
            [this](std::shared_ptr<const void> r) { finish(*std::static_pointer_cast<const Stage>(r)); });
    connect(m_runner, &KindAnalysisRunner::failed, this, [this](const QString &message, const QString &detail) {
        m_secondStage = false;
        emit failed(message, detail);
    });
    connect(m_runner, &KindAnalysisRunner::cancelled, this, [this] { m_secondStage = false; });
}

AnalysisRunner::~AnalysisRunner() = default;

bool AnalysisRunner::isBusy() const { return m_runner->isBusy(); }

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
        m_runner->cancel();
        return;
    }
    const auto &p = options.parts;
    m_secondStage = p.agreement && (p.demographics || p.mixed);
    emit started();
    launch(m_secondStage);
}

void AnalysisRunner::update(std::shared_ptr<const study::Study> study, const QStringList &changedConditions)
{
    if (!m_latest || !m_latestComplete || isBusy() || !analysis::analysisPlanFor(*study, m_options).runs) {
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
    m_runner->start([previous, study, changed](const Progress &progress) -> Result<std::shared_ptr<const void>> {
        auto bundle = updateAnalysisBundle(*previous, study, changed, progress);
        if (!bundle)
            return bundle.error();
        return stageResult(Stage {*bundle, true, std::nullopt});
    });
}

void AnalysisRunner::updateAfterRun(const QString &path, const QString &conditionId)
{
    if (!m_study || !m_latest || !m_latestComplete || isBusy()) {
        emit reloadNeeded(tr("the analysis is still running"));
        return;
    }
    m_secondStage = false;
    emit started();
    auto previous = m_latest;
    auto base = m_study;
    const std::string file = path.toStdString(), id = conditionId.toStdString();
    m_runner->start([previous, base, file, id](const Progress &progress) -> Result<std::shared_ptr<const void>> {
        progress("prepare", 0, 1);
        auto study = storage::withConditionRatingsFrom(file, *base, id);
        if (!study)
            return stageResult(Stage {nullptr, true, study.error()});
        auto shared = std::make_shared<const study::Study>(std::move(*study));
        auto bundle = updateAnalysisBundle(*previous, shared, {id}, progress);
        if (!bundle)
            return bundle.error();
        return stageResult(Stage {*bundle, true, std::nullopt});
    });
}

void AnalysisRunner::cancel()
{
    m_secondStage = false;
    m_runner->cancel();
}

void AnalysisRunner::launch(bool agreementOnly)
{
    analysis::RatingAnalysisOptions options = m_options;
    if (agreementOnly)
        options.parts = {true, false, false};
    auto study = m_study;
    m_runner->start([study, options, agreementOnly](const Progress &progress) -> Result<std::shared_ptr<const void>> {
        auto bundle = computeAnalysisBundle(study, options, progress);
        if (!bundle)
            return bundle.error();
        return stageResult(Stage {*bundle, !agreementOnly, std::nullopt});
    });
}

void AnalysisRunner::finish(const Stage &stage)
{
    if (stage.reload) {
        emit reloadNeeded(QString::fromStdString(stage.reload->detail));
        return;
    }
    m_latest = stage.bundle;
    m_latestComplete = stage.complete;
    m_study = stage.bundle->study;
    emit ready(stage.bundle, stage.complete);
    if (!stage.complete && m_secondStage) {
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
