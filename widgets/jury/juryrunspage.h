// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/jury/juryrun.h"
#include "models/loadedproject.h"
#include "models/runs/jurypanelrunner.h"
#include "widgets/runs/runspage.h"

#include <QStringList>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace rl::widgets {
class ConditionRunsPage;
}

namespace rl::widgets::jury {

/// The jury study's runs page, in the Runs tab (RunsPanel): above, a judge panel over one corpus under one prompt
/// condition, rounds R1 → RN, as `raterlab-cli jury run` (inference::jury::runJuryPanel on a worker thread,
/// models::JuryPanelRunner). Choose the corpus, the judges (the study's panel members: the conditions'
/// `judge`, else their id), the prompt condition, rounds and seed; the progress bar and the status
/// line show the round, the judge and answered/total; Cancel stops the panel (committed answers
/// stay, the next run sends only what is missing). When the panel has ended, `panelFinished` lists
/// every condition run with its journal status (finished | failed | cancelled), the project is read again (the
/// panel may have made conditions, "<judge>.<condition>") and runFinished is emitted for each. Below, the runs of
/// the judges' conditions one by one (a ConditionRunsPage: its table, failures and interrupted runs), whose
/// concurrency and rate the panel's runs start from. Another project stops a running panel.
class JuryRunsPage : public RunsPage {
    Q_OBJECT
public:
    explicit JuryRunsPage(RunsPageHost *host, QWidget *parent = nullptr);
    ~JuryRunsPage() override;

    static RunsPageEntry entry();

    void setProject(const models::LoadedProject &project, bool sameFile) override;
    ConditionRunsPage *conditionRuns() const override { return m_conditionRuns; }

    models::JuryPanelRunner *runner() const { return m_runner; }
    /// The judges offered, in the study's order.
    QStringList judges() const;
    void setJudgeChecked(const QString &judge, bool checked);
    void setCorpus(const QString &corpus);
    void setPromptCondition(
        const QString &condition); ///< blind, rubric, random-anchor, gold-plus-one, rubric-random-anchor
    void setRounds(int rounds);
    void setSeed(int seed);
    /// The options Start would pass (judges checked, in the study's order).
    inference::jury::JuryRunOptions options() const;
    bool isRunning() const { return m_runner->isRunning(); }

public slots:
    void startPanel();
    void cancelPanel();

signals:
    /// The panel ended (also when stopped or refused: then `conditionIds` may be empty).
    void panelFinished(const QStringList &conditionIds, const QStringList &statuses);

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();
    void makeRunner(); ///< a new runner: the previous one (and the panel it runs) is stopped and waited for
    void fill(const study::Study *study); ///< the corpora and judges of `study`, keeping the choices still offered
    void retranslate();
    void updateState();
    void onProgress(const models::JuryRunProgress &p);
    void onFinished(const inference::jury::JuryRunReport &report);
    void onFailed(const Error &error);

    QString m_path;
    models::JuryPanelRunner *m_runner = nullptr;
    ConditionRunsPage *m_conditionRuns = nullptr;
    bool m_cancelRequested = false;

    QLabel *m_corpusLabel = nullptr;
    QComboBox *m_corpus = nullptr;
    QLabel *m_judgesLabel = nullptr;
    QListWidget *m_judges = nullptr;
    QLabel *m_conditionLabel = nullptr;
    QComboBox *m_condition = nullptr;
    QLabel *m_roundsLabel = nullptr;
    QSpinBox *m_rounds = nullptr;
    QLabel *m_seedLabel = nullptr;
    QSpinBox *m_seed = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
};

} // namespace rl::widgets::jury
