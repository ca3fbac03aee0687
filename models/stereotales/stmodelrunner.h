// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/stereotales/strun.h"
#include "models/runs/runcontroller.h" // Q_DECLARE_METATYPE of rl::Error

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace rl::models::stereotales {

/// Which StereoTales model run (engine/inference/stereotales/strun.h).
enum class StRunKind { Generate, Extract, RateHarm };

/// What the Runs page asks for.
struct StRunRequest {
    StRunKind kind = StRunKind::Generate;
    QStringList conditions;        ///< generation and harm rating: each in turn; extraction: the extractors, in turn
    QStringList languages;         ///< generation: grid languages (empty = every language)
    int limit = 0;                 ///< at most this many prompts, stories or associations per condition; 0 = all
    quint64 seed = 42;             ///< harm rating: the question order's seed
    bool batch = false;            ///< through the provider's batch engine
};

/// Where a run is, for the page: the condition running (step of steps) and the engine's figures.
struct StRunStatus {
    QString condition;
    int step = 0, steps = 0;       ///< 0-based step, conditions in the request
    inference::stereotales::StRunProgress progress;
};

/// Runs the conditions of one StRunRequest one after the other as a RunPlan on its RunController (as
/// `raterlab-cli stereotales generate|extract|rate-harm` does) and reports typed on the GUI thread:
/// status() at most every 100 ms and at each new condition, then finished() with one summary per
/// condition, or failed() with the error of a condition that could not begin. cancel() requests the
/// stop token: in-flight requests are aborted, committed answers stay, and starting the same request
/// again resumes (only what is missing is sent; a batch run polls its submitted jobs). One run at a
/// time; the destructor stops and waits for a running one.
///
/// Trust: a project from elsewhere refuses its endpoints (Error{Untrusted}); the controller asks the
/// TrustPrompt and, on yes, starts again with trustEndpoints set.
class StModelRunner : public QObject {
    Q_OBJECT
public:
    using TrustPrompt = std::function<bool(const QString &details)>;

    explicit StModelRunner(QObject *parent = nullptr);
    ~StModelRunner() override;

    void setTrustPrompt(TrustPrompt prompt);
    /// Options the page does not set (tests: the key and a fast scheduler); the request's fields override them.
    void setBaseOptions(const inference::stereotales::StRunOptions &options) { m_base = options; }

    /// Start on the project file `path`; ignored while a run is going.
    void start(const QString &path, const StRunRequest &request);
    void cancel();
    bool isRunning() const;

    /// One line per condition: its counts, translated (tr()).
    static QString summaryText(StRunKind kind, const QString &condition, const inference::stereotales::StRunSummary &summary);

signals:
    void status(const rl::models::stereotales::StRunStatus &status);
    void finished(const QStringList &summaries, bool allAnswered);
    void failed(const rl::Error &error);

private:
    RunController *m_controller = nullptr;
    inference::stereotales::StRunOptions m_base;
};

} // namespace rl::models::stereotales

Q_DECLARE_METATYPE(rl::models::stereotales::StRunStatus)
