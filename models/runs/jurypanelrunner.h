// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/jury/juryrun.h"
#include "models/runs/runcontroller.h" // Q_DECLARE_METATYPE of rl::Error

#include <QMetaType>
#include <QObject>
#include <QString>

#include <functional>

namespace rl::models {

/// Where a jury panel run is: the step running (judge, round) and the engine's figures of it.
struct JuryRunProgress {
    QString judge;
    QString conditionId;
    int round = 1;
    int stepIndex = 0; ///< 0-based, in run order (judges × rounds)
    int stepCount = 0;
    inference::RunProgress progress;
};

/// Runs one judge panel (inference::jury::runJuryPanel, as `raterlab-cli jury run`) as a RunPlan on its
/// RunController and reports typed on the GUI thread: progress() at most every 100 ms and at each new
/// step, then finished() with the report or failed() with the error of a panel that could not begin.
/// cancel() requests the stop token (requests in flight are aborted; the journal keeps every committed
/// answer, so the next run sends only what is missing). One panel at a time; the destructor stops and
/// waits for a running one.
///
/// Trust. A project from elsewhere refuses its endpoints (Error{Untrusted}, inference/trust.h,
/// nothing sent); the controller then asks the TrustPrompt (the runs panel's) and, on yes, runs the
/// panel again with trustEndpoints set.
class JuryPanelRunner : public QObject {
    Q_OBJECT
public:
    using TrustPrompt = std::function<bool(const QString &details)>;

    explicit JuryPanelRunner(QObject *parent = nullptr);
    ~JuryPanelRunner() override;

    void setTrustPrompt(TrustPrompt prompt);

    /// Start the panel on the project file `path`; ignored while one runs.
    void start(const QString &path, const inference::jury::JuryRunOptions &options);
    void cancel();
    bool isRunning() const;

signals:
    void progress(const rl::models::JuryRunProgress &progress);
    void finished(const rl::inference::jury::JuryRunReport &report);
    void failed(const rl::Error &error);

private:
    RunController *m_controller = nullptr;
};

} // namespace rl::models

Q_DECLARE_METATYPE(rl::models::JuryRunProgress)
Q_DECLARE_METATYPE(rl::inference::jury::JuryRunReport)
