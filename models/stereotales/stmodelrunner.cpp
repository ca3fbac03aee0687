// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stereotales/stmodelrunner.h"

#include "engine/storage/project.h"

#include <utility>

namespace rl::models::stereotales {

namespace ist = inference::stereotales;

namespace {

    const QString kRun = QStringLiteral("stereotales"); ///< the run id: one run at a time

    /// What a finished run hands the page.
    struct StRunOutcome {
        QStringList summaries; ///< one line per condition (StModelRunner::summaryText)
        bool allAnswered = true;
    };

} // namespace

} // namespace rl::models::stereotales

Q_DECLARE_METATYPE(rl::models::stereotales::StRunOutcome)

namespace rl::models::stereotales {

namespace {

    /// The StereoTales study's run plan: the request's conditions one after the other — story generation, attribute
    /// extraction or harm rating; the first condition that cannot begin ends the run with its error.
    class StRunPlan : public RunPlan {
    public:
        StRunPlan(const StRunRequest &request, const ist::StRunOptions &base)
            : m_request(request)
            , m_base(base)
        {
        }

        Result<QVariant> execute(RunContext &run) override
        {
            auto project = storage::Project::open(run.projectPath());
            if (!project)
                return project.error();
            const StRunRequest &r = m_request;
            ist::StRunOptions o = m_base;
            o.batch = r.batch;
            o.run.trustEndpoints = o.run.trustEndpoints || run.endpointsTrusted();
            if (r.limit > 0)
                o.run.limit = r.limit;
            StRunOutcome outcome;
            const int steps = int(r.conditions.size());
            for (int i = 0; i < steps && !run.stopToken().stop_requested(); ++i) {
                const QString condition = r.conditions.at(i);
                run.report(QVariant::fromValue(StRunStatus {condition, i, steps, {}}), true);
                bool first = true; // the condition's first figures go at once, after them at most every 100 ms
                auto report = [&](const ist::StRunProgress &p) {
                    run.report(QVariant::fromValue(StRunStatus {condition, i, steps, p}), std::exchange(first, false));
                };
                Result<ist::StRunSummary> done = Error {ErrorCode::Validation, "no run"};
                if (r.kind == StRunKind::Generate) {
                    ist::GenerationOptions g;
                    g.condition = condition.toStdString();
                    for (const auto &l : r.languages)
                        g.languages.push_back(l.toStdString());
                    g.st = o;
                    done = ist::runGeneration(*project, g, report, run.stopToken());
                } else if (r.kind == StRunKind::Extract) {
                    ist::ExtractionOptions e;
                    e.extractor = condition.toStdString();
                    e.st = o;
                    done = ist::runExtraction(*project, e, report, run.stopToken());
                } else {
                    ist::HarmRatingOptions h;
                    h.condition = condition.toStdString();
                    h.seed = r.seed;
                    h.st = o;
                    done = ist::runHarmRating(*project, h, report, run.stopToken());
                }
                if (!done)
                    return Error {done.error().code, condition.toStdString() + ": " + done.error().detail};
                outcome.summaries << StModelRunner::summaryText(r.kind, condition, *done);
                outcome.allAnswered = outcome.allAnswered && done->status == inference::RunStatus::Finished;
                if (done->status == inference::RunStatus::Cancelled)
                    break;
            }
            return QVariant::fromValue(outcome);
        }

    private:
        StRunRequest m_request;
        ist::StRunOptions m_base;
    };

} // namespace

StModelRunner::StModelRunner(QObject *parent)
    : QObject(parent)
    , m_controller(new RunController(this))
{
    qRegisterMetaType<StRunStatus>();
    connect(m_controller, &RunController::progress, this,
        [this](const QString &, const QVariant &s) { emit status(s.value<StRunStatus>()); });
    connect(m_controller, &RunController::finished, this, [this](const QString &, const QVariant &r) {
        const auto outcome = r.value<StRunOutcome>();
        emit finished(outcome.summaries, outcome.allAnswered);
    });
    connect(m_controller, &RunController::failed, this, [this](const QString &, const Error &e) { emit failed(e); });
}

StModelRunner::~StModelRunner() = default; // the controller stops and waits for a running run

void StModelRunner::setTrustPrompt(TrustPrompt prompt)
{
    m_controller->setTrustPrompt(
        [prompt = std::move(prompt)](const QString &, const QString &details) { return prompt && prompt(details); });
}

void StModelRunner::start(const QString &path, const StRunRequest &request)
{
    if (isRunning())
        return;
    m_controller->setProjectPath(path);
    m_controller->start(kRun, std::make_unique<StRunPlan>(request, m_base));
}

void StModelRunner::cancel()
{
    if (isRunning())
        m_controller->cancel(kRun);
}

bool StModelRunner::isRunning() const { return m_controller->isActive(kRun); }

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

} // namespace rl::models::stereotales
