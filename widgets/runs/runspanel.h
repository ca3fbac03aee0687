// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/runhistory.h"
#include "engine/inference/scheduler.h"
#include "models/loadedproject.h"
#include "widgets/runs/runspage.h"

#include <QWidget>

#include <optional>
#include <string>
#include <vector>

class QVBoxLayout;

namespace rl::models {
class FailuresModel;
class RunController;
class RunsTableModel;
}

namespace rl::widgets {

class ConditionRunsPage;

/// The Runs tab: the one place runs are started, watched and stopped, for every kind of study. It shows the runs page
/// registered for the open study's kind (runspage.h: the condition runs of face and rating studies, the jury's panel
/// and its judges' runs, StereoTales' generation, extraction and harm rating, a registered kind's), made when a
/// study of that kind is opened (the previous kind's page goes, stopping what runs on it), and is its host: it owns
/// the models::RunController of the conditions' runs, whose trust question (askTrust) every page's runs ask, and
/// reports every run that ended (runFinished), after which the main window analyses again.
///
/// Closing the tab (or opening another project) lets the requests in flight finish for a few seconds, then stops the
/// runs and marks them interrupted (see ConditionRunsPage).
class RunsPanel : public QWidget, public RunsPageHost {
    Q_OBJECT
public:
    explicit RunsPanel(QWidget *parent = nullptr);
    ~RunsPanel() override;

    /// Show a project on its kind's page. Another file first closes the runs going on; the same file again (e.g.
    /// reloaded after a run) keeps them going.
    void setProject(const models::LoadedProject &project);

    /// Scheduler settings every run starts from (timeouts, retries); concurrency and rate come
    /// from the page's fields. For tests and for the lead's preferences.
    void setSchedulerDefaults(const inference::SchedulerOptions &options);
    /// The first wait between a batch run's status polls (default 30 s; tests use less).
    void setBatchPollInterval(double seconds);

    /// The page shown (the open study's kind's; the condition runs page while no project is open).
    RunsPage *currentPage() const { return m_page; }

    // RunsPageHost
    models::RunController *controller() const override { return m_controller; }
    inference::SchedulerOptions schedulerDefaults() const override { return m_schedulerDefaults; }
    bool trustEndpoints(const QString &details) override;
    void reloadProject() override;

    /// The shown page's condition runs (ConditionRunsPage; these are null, empty or do nothing when it has none).
    models::RunsTableModel *runsModel() const;
    models::FailuresModel *failuresModel() const;
    /// Interrupted runs the banner offers (empty when it is hidden).
    const std::vector<inference::RunRecord> &interruptedRuns() const;
    /// The filter Start would use; nullopt when it is invalid or selects nothing.
    std::optional<std::string> currentFilter() const;

public slots:
    /// The stimulus grid's visible items (indices into Study::items); enables "use the grid's filter".
    void setGridFilterItems(const std::vector<int> &items);
    /// Start the checked conditions over the current filter.
    void startRuns();
    /// Resume every interrupted run the banner lists.
    void resumeInterrupted();
    /// Check the condition's box (for the lead's "run this condition" actions and tests).
    void setConditionChecked(const QString &conditionId, bool checked);

signals:
    /// A run ended; `status` is the journal's: finished | failed | cancelled | interrupted (`conditionId` empty for a
    /// run of several conditions that names none, RunsPage::runFinished). The lead re-runs the analysis.
    void runFinished(const QString &conditionId, const QString &status);
    /// Some condition run is going (or queued) / none is.
    void activeChanged(bool active);

private:
    /// Make the page of runsPageEntries()[entry] the one shown, unless it is; true when it was made.
    bool showPage(std::size_t entry);
    bool askTrust(const QString &details);
    ConditionRunsPage *conditionRuns() const;

    models::RunController *m_controller = nullptr;
    inference::SchedulerOptions m_schedulerDefaults;
    std::optional<double> m_batchPollSeconds;
    QVBoxLayout *m_layout = nullptr;
    RunsPage *m_page = nullptr;
    std::size_t m_entry = 0; ///< m_page's index in runsPageEntries()
    QString m_path;
    bool m_wasActive = false;
};

} // namespace rl::widgets
