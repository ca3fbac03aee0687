// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/scheduler.h"
#include "models/loadedproject.h"

#include <QWidget>

#include <functional>
#include <string>
#include <vector>

namespace rl::models {
class RunController;
}

namespace rl::widgets {

class ConditionRunsPage;

/// What a kind's runs page asks of the Runs tab (RunsPanel) that holds it.
class RunsPageHost {
public:
    virtual ~RunsPageHost() = default;
    /// The controller of the project's condition runs (a face or rating study's conditions, one RatingRunPlan each).
    virtual models::RunController *controller() const = 0;
    /// The scheduler settings every run starts from (timeouts, retries; RunsPanel::setSchedulerDefaults).
    virtual inference::SchedulerOptions schedulerDefaults() const = 0;
    /// The tab's one trust question for a project from elsewhere (inference/trust.h): a page's own runner asks it
    /// when its run is refused with Error{Untrusted}. It is the controller's TrustPrompt, which tests replace.
    virtual bool trustEndpoints(const QString &details) = 0;
    /// A page's run wrote more than one condition's answers (it may have made conditions): read the project again.
    virtual void reloadProject() = 0;
};

/// The runs page of one kind of study (or of kinds that share it: face and rating): what the Runs tab shows for
/// the open study — what to run, its progress, pause or stop, and what ended. Its paid requests go through a
/// models::RunController (the host's, or its kind's runner's, models/runs/runplan.h), whose trust question is the
/// host's. A page reports what ended with runFinished, which the Runs tab passes on (the open study's workspace
/// analyses again).
class RunsPage : public QWidget {
    Q_OBJECT
public:
    explicit RunsPage(RunsPageHost *host, QWidget *parent = nullptr) : QWidget(parent), m_host(host) {}

    /// A project of the page's kind is shown; `sameFile`: the file shown was read again (its conditions edited or
    /// a run's answers read), the runs going on and the choices made stay. (Another kind's project deletes the page:
    /// what runs on it stops.)
    virtual void setProject(const models::LoadedProject &project, bool sameFile) = 0;
    /// The page's runs of the project's conditions (its table, failures, interrupted runs), when it has them.
    virtual ConditionRunsPage *conditionRuns() const { return nullptr; }

signals:
    /// A run ended; `status` is the journal's (finished | failed | cancelled | interrupted). `conditionId` is empty
    /// for a run of several conditions that reports no one of them (a StereoTales step).
    void runFinished(const QString &conditionId, const QString &status);

protected:
    RunsPageHost *host() const { return m_host; }

private:
    RunsPageHost *m_host;
};

/// A kind's runs page, registered once for the kinds (study::studyKindName) it serves.
struct RunsPageEntry {
    std::vector<std::string> kinds;
    std::function<RunsPage *(RunsPageHost *host, QWidget *parent)> create;
};

/// Every runs page: the built-in ones (the condition runs of face and rating studies, the jury's, StereoTales'; listed
/// in runspage.cpp), then the registered ones in registration order.
const std::vector<RunsPageEntry> &runsPageEntries();

/// The index in runsPageEntries() of the page for `kind`: its registered page, else the condition runs page (a kind
/// without a page of its own runs its model conditions over its items, as a rating study does).
std::size_t runsPageIndexFor(const std::string &kind);

/// Registers a kind's runs page from the kind's own folder: `static const RunsPageRegistration r {entry};`
/// (tests/kinds shows a worked example). Register before the main window is made.
class RunsPageRegistration {
public:
    explicit RunsPageRegistration(RunsPageEntry entry);
};

} // namespace rl::widgets
