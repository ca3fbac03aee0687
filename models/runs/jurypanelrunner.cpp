// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/runs/jurypanelrunner.h"

#include <algorithm>

namespace rl::models {

namespace {

    const QString kPanel = QStringLiteral("jury-panel"); ///< the run id: one panel at a time

    /// The jury study's run plan: the judges of one panel, rounds R1 → RN, on one corpus.
    class JuryPanelPlan : public RunPlan {
    public:
        explicit JuryPanelPlan(const inference::jury::JuryRunOptions &options) : m_options(options) { }

        Result<QVariant> execute(RunContext &run) override
        {
            inference::jury::JuryRunOptions options = m_options;
            options.run.trustEndpoints = options.run.trustEndpoints || run.endpointsTrusted();
            const int stepCount = int(options.judges.size()) * std::max(1, options.rounds);
            std::string lastStep;
            auto report = [&](const inference::jury::JuryRunStep &step, const inference::RunProgress &p) {
                const std::string key = step.conditionId + "#" + std::to_string(step.round);
                const bool newStep = key != lastStep;
                if (newStep)
                    lastStep = key;
                JuryRunProgress out;
                out.judge = QString::fromStdString(step.judge);
                out.conditionId = QString::fromStdString(step.conditionId);
                out.round = step.round;
                // Rounds run one after the other, every judge of the panel in each, in the order given.
                const auto &judges = options.judges;
                const auto at = std::find(judges.begin(), judges.end(), step.judge);
                out.stepIndex = (step.round - 1) * int(judges.size()) + int(at - judges.begin());
                out.stepCount = stepCount;
                out.progress = p;
                run.report(QVariant::fromValue(out), newStep);
            };
            auto result = inference::jury::runJuryPanel(run.projectPath(), options, report, run.stopToken());
            if (!result)
                return result.error();
            return QVariant::fromValue(*result);
        }

    private:
        inference::jury::JuryRunOptions m_options;
    };

} // namespace

JuryPanelRunner::JuryPanelRunner(QObject *parent)
    : QObject(parent)
    , m_controller(new RunController(this))
{
    qRegisterMetaType<JuryRunProgress>();
    qRegisterMetaType<inference::jury::JuryRunReport>();
    connect(m_controller, &RunController::progress, this,
        [this](const QString &, const QVariant &p) { emit progress(p.value<JuryRunProgress>()); });
    connect(m_controller, &RunController::finished, this,
        [this](const QString &, const QVariant &r) { emit finished(r.value<inference::jury::JuryRunReport>()); });
    connect(m_controller, &RunController::failed, this, [this](const QString &, const Error &e) { emit failed(e); });
}

JuryPanelRunner::~JuryPanelRunner() = default; // the controller stops and waits for a running panel

void JuryPanelRunner::setTrustPrompt(TrustPrompt prompt)
{
    m_controller->setTrustPrompt(
        [prompt = std::move(prompt)](const QString &, const QString &details) { return prompt && prompt(details); });
}

void JuryPanelRunner::start(const QString &path, const inference::jury::JuryRunOptions &options)
{
    if (isRunning())
        return;
    m_controller->setProjectPath(path);
    m_controller->start(kPanel, std::make_unique<JuryPanelPlan>(options));
}

void JuryPanelRunner::cancel()
{
    if (isRunning())
        m_controller->cancel(kPanel);
}

bool JuryPanelRunner::isRunning() const { return m_controller->isActive(kPanel); }

} // namespace rl::models
