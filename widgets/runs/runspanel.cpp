// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/runs/runspanel.h"

#include "engine/inference/runhistory.h"
#include "engine/study/protocol.h"
#include "models/displaynames.h"
#include "models/runs/ratingrunplan.h"
#include "models/runs/runcontroller.h"
#include "widgets/runs/conditionrunspage.h"

#include <QMessageBox>
#include <QVBoxLayout>

namespace rl::widgets {

using models::RunController;

RunsPanel::RunsPanel(QWidget *parent)
    : QWidget(parent)
    , m_controller(new RunController(this))
{
    // A project from elsewhere sends nothing to its endpoints until the user says so here (inference/trust.h).
    m_controller->setTrustPrompt([this](const QString &, const QString &details) { return askTrust(details); });
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    showPage(0); // the condition runs, as a fresh window has them until a project is open
    // What the tab says of the condition runs (the page's views follow the same signals).
    connect(m_controller, &RunController::stateChanged, this, [this] {
        const bool active = !m_controller->activeRuns().isEmpty();
        if (active != m_wasActive) {
            m_wasActive = active;
            emit activeChanged(active);
        }
    });
    connect(m_controller, &RunController::finished, this, [this](const QString &id, const QVariant &result) {
        emit runFinished(id, QString::fromLatin1(inference::runStatusName(result.value<inference::RunSummary>().status)));
    });
}

RunsPanel::~RunsPanel()
{
    // Close the runs while the models and views still exist (see RunController::shutdown).
    m_controller->blockSignals(true);
    m_controller->shutdown();
}

bool RunsPanel::showPage(std::size_t entry)
{
    if (m_page && entry == m_entry)
        return false;
    // Another kind's page: the previous one goes, and what runs on it stops (its runner's destructor waits).
    delete m_page;
    m_entry = entry;
    m_page = runsPageEntries()[entry].create(this, this);
    m_layout->addWidget(m_page);
    if (ConditionRunsPage *runs = m_page->conditionRuns()) {
        runs->setSchedulerDefaults(m_schedulerDefaults);
        if (m_batchPollSeconds)
            runs->setBatchPollInterval(*m_batchPollSeconds);
    }
    connect(m_page, &RunsPage::runFinished, this, &RunsPanel::runFinished);
    return true;
}

void RunsPanel::setProject(const models::LoadedProject &project)
{
    const bool sameFile = project.path == m_path;
    m_controller->setProjectPath(project.path); // another file: closes the runs going on
    m_path = project.path;
    const bool made
        = showPage(project.study ? runsPageIndexFor(study::studyKindName(study::protocolOf(*project.study).kind)) : 0);
    m_page->setProject(project, sameFile && !made);
}

void RunsPanel::reloadProject()
{
    if (auto loaded = models::loadProject(m_path))
        setProject(*loaded);
    else if (ConditionRunsPage *runs = conditionRuns())
        runs->showMessage(models::DisplayNames::errorMessage(loaded.error()));
}

void RunsPanel::setSchedulerDefaults(const inference::SchedulerOptions &options)
{
    m_schedulerDefaults = options;
    if (ConditionRunsPage *runs = m_page->conditionRuns())
        runs->setSchedulerDefaults(options);
}

void RunsPanel::setBatchPollInterval(double seconds)
{
    m_batchPollSeconds = seconds;
    if (ConditionRunsPage *runs = m_page->conditionRuns())
        runs->setBatchPollInterval(seconds);
}

bool RunsPanel::trustEndpoints(const QString &details)
{
    // The controller's prompt (askTrust, or a test's): one question for every run of the tab.
    const auto &prompt = m_controller->trustPrompt();
    return prompt && prompt(QString(), details);
}

bool RunsPanel::askTrust(const QString &details)
{
    return QMessageBox::question(this, tr("Trust these endpoints?"),
               tr("This project was created elsewhere. Its conditions send your stimuli, and the API key "
                  "they name, to these endpoints:\n\n%1\n\nTrust them for this project?")
                   .arg(details))
        == QMessageBox::Yes;
}

ConditionRunsPage *RunsPanel::conditionRuns() const { return m_page->conditionRuns(); }

models::RunsTableModel *RunsPanel::runsModel() const { return conditionRuns() ? conditionRuns()->runsModel() : nullptr; }
models::FailuresModel *RunsPanel::failuresModel() const
{
    return conditionRuns() ? conditionRuns()->failuresModel() : nullptr;
}
const std::vector<inference::RunRecord> &RunsPanel::interruptedRuns() const
{
    static const std::vector<inference::RunRecord> none;
    return conditionRuns() ? conditionRuns()->interruptedRuns() : none;
}
std::optional<std::string> RunsPanel::currentFilter() const
{
    return conditionRuns() ? conditionRuns()->currentFilter() : std::nullopt;
}
void RunsPanel::setGridFilterItems(const std::vector<int> &items)
{
    if (conditionRuns())
        conditionRuns()->setGridFilterItems(items);
}
void RunsPanel::startRuns()
{
    if (conditionRuns())
        conditionRuns()->startRuns();
}
void RunsPanel::resumeInterrupted()
{
    if (conditionRuns())
        conditionRuns()->resumeInterrupted();
}
void RunsPanel::setConditionChecked(const QString &conditionId, bool checked)
{
    if (conditionRuns())
        conditionRuns()->setConditionChecked(conditionId, checked);
}

} // namespace rl::widgets
