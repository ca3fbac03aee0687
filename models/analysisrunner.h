// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/analysisbundle.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>


namespace rl::models {

class KindAnalysisRunner;

/// Runs computeAnalysisBundle() on a worker thread and reports on the GUI thread, so the UI never
/// waits for an analysis. One job at a time: a new start() cancels the running job through its
/// stop token and drops its result; the engine's progress callback runs on the worker and is
/// marshalled with queued calls (only the latest job's progress is emitted). The worker, the stop and
/// the progress are the runner every kind's analysis shares (models::KindAnalysisRunner); this class
/// adds the rating suite's stages and incremental updates.
///
/// Staged runs: when the options ask for more than the agreement part, the runner first computes
/// the agreement part alone and emits ready() with it (the charts, tables and verdicts need
/// nothing else), then the full analysis, emitting ready() again. The views simply show the
/// latest bundle.
class AnalysisRunner : public QObject {
    Q_OBJECT
public:
    explicit AnalysisRunner(QObject *parent = nullptr);
    ~AnalysisRunner() override;

    void start(std::shared_ptr<const study::Study> study, const analysis::RatingAnalysisOptions &options = {});
    /// Only model answers changed (conditions saved: `changedConditions` empty; a run: its condition):
    /// re-analyse what changed from the latest complete bundle and take over the rest
    /// (updateAnalysisBundle), in one stage. Without a complete latest bundle (or while a job runs),
    /// a full start() with the current options.
    void update(std::shared_ptr<const study::Study> study, const QStringList &changedConditions);
    /// A run of `conditionId` finished: on the worker, read its answers from the project at `path`
    /// into the current study (storage::withConditionRatingsFrom), then update() for it. The new
    /// study is the ready() bundle's. When the file changed beyond that condition, reloadNeeded().
    void updateAfterRun(const QString &path, const QString &conditionId);
    void cancel();
    bool isBusy() const;
    std::shared_ptr<const AnalysisBundle> latest() const { return m_latest; }

signals:
    void started();
    /// `phase` is the engine's untranslated phase name (see phaseText()); total <= 0: indeterminate.
    void progress(const QString &phase, qint64 done, qint64 total);
    /// `complete` is false for the agreement-only first stage of a staged run.
    void ready(std::shared_ptr<const rl::models::AnalysisBundle> bundle, bool complete);
    void failed(const QString &message, const QString &detail);
    /// updateAfterRun() found the project changed beyond the condition's answers: reopen it.
    void reloadNeeded(const QString &reason);

public:
    /// A translated name for an engine phase ("agreement", "demographics", ...).
    static QString phaseText(const QString &phase);

private:
    /// What a job hands back to ready() (its failures are KindAnalysisRunner's failed or cancelled).
    struct Stage {
        std::shared_ptr<const AnalysisBundle> bundle;
        bool complete = true;
        std::optional<Error> reload; ///< the partial read was refused: the owner reopens the project
    };

    void launch(bool agreementOnly);
    void finish(const Stage &stage);

    std::shared_ptr<const study::Study> m_study;
    analysis::RatingAnalysisOptions m_options;
    std::shared_ptr<const AnalysisBundle> m_latest;
    bool m_latestComplete = false;
    KindAnalysisRunner *m_runner = nullptr;
    bool m_secondStage = false;
};

} // namespace rl::models
