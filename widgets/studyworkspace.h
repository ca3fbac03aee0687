// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/registry.h"
#include "engine/core/result.h"
#include "models/loadedproject.h"
#include "models/tableexport.h"
#include "widgets/figureexporter.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

class QWidget;

namespace rl::widgets {

/// What a kind's workspace asks of the window that holds it: the study's analysis options (edited through
/// app/gui's StudyOptions, undoable) and the project shown.
class StudyWorkspaceHost {
public:
    virtual ~StudyWorkspaceHost() = default;
    virtual const models::LoadedProject &project() const = 0;
    /// The open study's analysis options as edited.
    virtual const analysis::AnalysisOptions &options() const = 0;
    /// Change one option (analysis.json's name) as an undoable command; the workspace hears of it through
    /// StudyWorkspace::optionsChanged.
    virtual Status changeOption(const QString &name, const QString &value) = 0;
    /// The analysis plan under the options changed the pages (another grouping): show `plan`'s.
    virtual void showPlan(const analysis::AnalysisPlan &plan) = 0;
    /// The study changed in conditions or answers (a run's answers read with the analysis): adopt `study`.
    virtual void adoptStudy(std::shared_ptr<const study::Study> study) = 0;
};

/// Writes an export to `path` (the host asked where, with its dialogs).
using FigureWriter = std::function<Status(const FigureExportOptions &options, const QString &path)>;
using TableWriter = std::function<Status(models::TableFormat format, const QString &path)>;

/// The analysis pages of one kind of study (or of kinds that share them: face and rating). The window's tab
/// widget (app/gui/AnalysisWorkspace) shows the stimuli, conditions and runs of every study, then the tabs of
/// every registered workspace, of which those of the open study's kind are visible. A workspace owns its
/// analysis (it starts it on setProject, on option changes, after conditions are saved or a run finished) and
/// reports it with the signals below; its exports go through the host's dialogs (figureExportRequested,
/// tableExportRequested).
class StudyWorkspace : public QObject {
    Q_OBJECT
public:
    explicit StudyWorkspace(StudyWorkspaceHost *host, QObject *parent = nullptr) : QObject(parent), m_host(host) {}

    /// The tabs the workspace adds, in order: key and page (created once; the host's tab widget takes them).
    virtual std::vector<std::pair<QString, QWidget *>> tabs() const = 0;
    /// A tab's title in the UI language.
    virtual QString tabTitle(const QString &tabKey) const = 0;
    /// Show page `key` (a tab key or a page inside a tab): the tab to make current, empty when `key` is not
    /// one of this workspace's or the open study does not offer it.
    virtual QString showPage(const QString &key) = 0;
    /// A project of this workspace's kind is shown with `plan` (the tabs were chosen from its viewKeys; the pages
    /// inside them are the workspace's to show): start its analysis.
    /// `sameFile`: the file shown was read again (its grid or conditions edited).
    virtual void setProject(const models::LoadedProject &project, const analysis::AnalysisPlan &plan, bool sameFile) = 0;
    /// Drop the results and stop the analysis (before every setProject, and on File → Close).
    virtual void clear() = 0;
    /// Another file is shown, or none: close what edits the previous one (its dialogs).
    virtual void leaveProject() {}
    /// Options changed (their analysis.json names), by the user or by undo.
    virtual void optionsChanged(const std::vector<std::string> &names) = 0;
    /// The conditions were saved: `study` has them (the host adopted it).
    virtual void conditionsSaved(std::shared_ptr<const study::Study> study) { (void)study; }
    /// A run of `conditionId` finished: its answers are in the project file.
    virtual void runFinished(const QString &conditionId) { (void)conditionId; }
    /// A stimulus was selected elsewhere (index into Study::items).
    virtual void highlightItem(int item) { (void)item; }
    /// The analysis has every part the options asked for.
    virtual bool analysisComplete() const = 0;

signals:
    void analysisStarted();
    void analysisProgress(const QString &text, qint64 done, qint64 total);
    void analysisReady(bool complete);
    void analysisFailed(const QString &message);
    /// A view asked to select a stimulus (index into Study::items).
    void itemActivated(int item);
    /// The project file changed beyond what the workspace can follow: the host reopens it.
    void projectModified();
    /// A view asked to export figure `name`: the host asks where and calls `write`.
    void figureExportRequested(const QString &name, const rl::widgets::FigureWriter &write);
    /// A view asked to export table `name`: the host asks where and in which format and calls `write`.
    void tableExportRequested(const QString &name, const rl::widgets::TableWriter &write);

protected:
    StudyWorkspaceHost *host() const { return m_host; }

private:
    StudyWorkspaceHost *m_host;
};

/// A kind's workspace, registered once for the kinds (study::studyKindName) it serves.
struct StudyWorkspaceEntry {
    std::vector<std::string> kinds;
    /// Its tab keys in order (tabs()' keys) and every page key showPage accepts (tabs and the pages inside them).
    QStringList tabKeys;
    QStringList pageKeys;
    /// The tab that shows view `key` (a key of AnalysisPlan::viewKeys), empty when none of this workspace's.
    std::function<QString(const QString &key)> tabOf;
    std::function<StudyWorkspace *(StudyWorkspaceHost *host, QWidget *pageParent)> create;
};

/// Every workspace: the built-in ones (rating suite, jury, StereoTales; listed in studyworkspace.cpp), then the
/// registered ones in registration order.
const std::vector<StudyWorkspaceEntry> &studyWorkspaceEntries();

/// Registers a kind's workspace from the kind's own folder: `static const StudyWorkspaceRegistration r {entry};`
/// (tests/kinds shows a worked example). Register before the main window is made.
class StudyWorkspaceRegistration {
public:
    explicit StudyWorkspaceRegistration(StudyWorkspaceEntry entry);
};

} // namespace rl::widgets
