// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/retranslator.h"

#include "engine/core/result.h"
#include "engine/inference/connectiontest.h"
#include "engine/inference/trust.h"
#include "engine/study/condition.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace rl::models {
class RunController;
}

namespace rl::widgets {

/// What a connection test ended with (default-constructible for QFuture).
using ConnectionTestOutcome = inference::ProjectConnectionTest; ///< engine/inference/connectiontest.h

/// "Test connection" and the cost estimate of a run for one condition.
///
/// The test resolves the key (secrets.h) and sends the request (connectiontest.h) as a run of its own
/// (models::ConnectionTestPlan on a models::RunController); the GUI shows a busy bar and a Cancel button
/// (the run's stop token, so libcurl aborts the transfer at once). The result text names the status, the latency and the model that answered;
/// error texts come from the engine already redacted, and the key never reaches this widget.
///
/// A project created elsewhere decides where the test goes and which key travels with it: as for a
/// run (engine/inference/trust.h), an endpoint of such a project that the user has not trusted is
/// asked about first (setTrustPrompt, through the controller's trust prompt; without a prompt the test
/// is refused), and nothing is sent before a yes, which is remembered for the project.
///
/// The estimate (costestimate.h) is recomputed on every edit for the chosen number of faces: all
/// of the study's, the stimulus grid's current filter, or a number typed in.
class ConditionCheckPanel : public QWidget {
    Q_OBJECT

public:
    explicit ConditionCheckPanel(QWidget *parent = nullptr);
    ~ConditionCheckPanel() override;

    /// `runnable` false (simulated or invalid) disables the test.
    void setCondition(const study::ModelCondition &condition, bool runnable);
    void setItemCounts(int all, int filtered); ///< filtered < 0: no filter known
    void setTestOptions(const inference::ConnectionTestOptions &options) { m_testOptions = options; }
    /// The project the condition belongs to (its trust decides whether a test may be sent).
    void setProjectPath(const QString &path) { m_projectPath = path; }
    /// Asked (GUI thread) before a test goes to an untrusted endpoint; true = trust it and send.
    using TrustPrompt = std::function<bool(const QString &details)>;
    void setTrustPrompt(TrustPrompt prompt) { m_trustPrompt = std::move(prompt); }

    void startTest();
    void cancelTest();
    bool testRunning() const;

    QPushButton *testButton() const { return m_test; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLabel *resultLabel() const { return m_result; }
    QLabel *costLabel() const { return m_cost; }
    QComboBox *facesCombo() const { return m_faces; }
    QSpinBox *customFacesSpin() const { return m_custom; }
    int estimateItems() const;

signals:
    void testFinished(bool ok);

protected:
    void changeEvent(QEvent *event) override;

private:
    void finishTest(const ConnectionTestOutcome &out);
    void updateEstimate();

    QPushButton *m_test = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_busy = nullptr;
    QLabel *m_result = nullptr;
    QComboBox *m_faces = nullptr;
    QSpinBox *m_custom = nullptr;
    QLabel *m_cost = nullptr;
    QLabel *m_costNote = nullptr;
    study::ModelCondition m_condition;
    QString m_projectPath;
    TrustPrompt m_trustPrompt;
    bool m_runnable = false;
    int m_all = 0;
    int m_filtered = -1;
    inference::ConnectionTestOptions m_testOptions;
    models::RunController *m_tests = nullptr;
    Retranslator m_texts;
};

} // namespace rl::widgets
