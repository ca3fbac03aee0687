// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/runhistory.h"
#include "engine/inference/runhistoryreader.h"
#include "engine/inference/scheduler.h"
#include "models/loadedproject.h"
#include "models/runs/ratemeter.h"
#include "widgets/runs/runspage.h"


#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QCheckBox;
class QFrame;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableView;
class QTimer;

namespace rl::models {
class FailuresModel;
class RunController;
class RunsTableModel;
struct RunRequest;
}

namespace rl::widgets {

/// The runs page of face and rating studies (and of a kind without a runs page of its own), in the Runs tab
/// (RunsPanel): choose model conditions and the stimuli (an item filter, or the
/// grid's current selection), start, and watch each condition's run — done/total, failed, in
/// flight, tokens, cost, ETA, requests/s — with pause, resume and cancel; the failed requests of
/// the selected condition with their raw responses.
///
/// Runs go through the Runs tab's models::RunController (a models::RatingRunPlan per condition, each on a worker
/// thread of its own) into the project file; the tab reports them ended (RunsPanel::runFinished). Closing the panel (or opening another project) lets the requests in flight finish for a
/// few seconds, then stops the runs and marks them interrupted; setProject() on the next opening
/// finds them (inference::interruptedRuns) and shows a banner whose Resume starts a new run of
/// each condition with the same filter — the journal sends only what is still missing.
///
/// API keys come from the environment (secrets.h); when one is missing the panel names the
/// environment variable, never a key.
///
/// The jury's runs page holds one too, for its judges' conditions (widgets/jury/juryrunspage.h).
class ConditionRunsPage : public RunsPage {
    Q_OBJECT
public:
    explicit ConditionRunsPage(RunsPageHost *host, QWidget *parent = nullptr);
    ~ConditionRunsPage() override;

    /// The page of face and rating studies (runspage.cpp lists it first: the page of a kind without its own).
    static RunsPageEntry entry();

    /// Show a project: its runnable conditions, their latest runs, interrupted runs (banner). The
    /// same file again (e.g. reloaded after a run) keeps the selection, the filter and the runs' figures.
    void setProject(const models::LoadedProject &project, bool sameFile) override;
    ConditionRunsPage *conditionRuns() const override { return const_cast<ConditionRunsPage *>(this); }

    /// Scheduler settings every run starts from (timeouts, retries); concurrency and rate come
    /// from the page's fields.
    void setSchedulerDefaults(const inference::SchedulerOptions &options);
    /// The settings a run started now would use: the defaults with the page's concurrency and rate.
    inference::SchedulerOptions schedulerOptions() const;
    /// The first wait between a batch run's status polls (default 30 s; tests use less).
    void setBatchPollInterval(double seconds) { m_batchPollSeconds = seconds; }

    models::RunsTableModel *runsModel() const { return m_runs; }
    models::FailuresModel *failuresModel() const { return m_failures; }
    /// Interrupted runs the banner offers (empty when it is hidden).
    const std::vector<inference::RunRecord> &interruptedRuns() const { return m_interrupted; }
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
    /// Say `text` above the runs table (an error, a note).
    void showMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void updateFilterPlaceholder(); ///< the filter field's example, from the open study's factors
    void retranslate();
    void connectController();
    void rebuildConditions();
    void refreshInterrupted();
    void updateBannerText();
    void validateFilter();
    void updateButtons();
    void refreshFailures();
    void showRaw();
    QString selectedCondition() const;
    /// What Pause, Resume and Cancel act on: the selected row's run when it is going, else the one
    /// run that is going (so they work without selecting its row), else the selected row.
    QString controlledCondition() const;
    QString conditionLabel(const QString &id) const;
    void startRun(models::RunRequest request);
    void showStartError(const QString &conditionId, const Error &error);

    models::RunController *m_controller = nullptr;
    models::RunsTableModel *m_runs = nullptr;
    models::FailuresModel *m_failures = nullptr;
    std::map<QString, models::RateMeter> m_meters; ///< requests per second of each condition's run

    QString m_path;
    std::shared_ptr<const study::Study> m_study;
    std::optional<inference::RunHistoryReader> m_history; ///< the panel's read connection (history, failures)
    std::vector<inference::RunRecord> m_interrupted;
    std::optional<std::vector<int>> m_gridItems;
    std::optional<std::string> m_gridFilter;
    inference::SchedulerOptions m_schedulerDefaults;
    double m_batchPollSeconds = 30;

    QFrame *m_banner = nullptr;
    QLabel *m_bannerLabel = nullptr;
    QPushButton *m_bannerResume = nullptr;
    QPushButton *m_bannerDismiss = nullptr;
    QLabel *m_conditionsTitle = nullptr;
    QListWidget *m_conditionList = nullptr;
    QLabel *m_filterTitle = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QCheckBox *m_useGrid = nullptr;
    QLabel *m_matchLabel = nullptr;
    QLabel *m_concurrencyTitle = nullptr;
    QSpinBox *m_concurrency = nullptr;
    QLabel *m_rateTitle = nullptr;
    QSpinBox *m_rate = nullptr;
    QCheckBox *m_batch = nullptr;     ///< submit as provider batch (RunRequest::batch)
    QLabel *m_batchStatus = nullptr;  ///< the last batch run's jobs by state
    QPushButton *m_start = nullptr;
    QLabel *m_message = nullptr;
    QTableView *m_runsView = nullptr;
    QPushButton *m_pause = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_failuresTitle = nullptr;
    QTableView *m_failuresView = nullptr;
    QPlainTextEdit *m_raw = nullptr;
    QTimer *m_failureRefresh = nullptr;
};

} // namespace rl::widgets
