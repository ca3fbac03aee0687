// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/conditions/conditioncheckpanel.h"

#include "engine/inference/costestimate.h"
#include "models/runs/connectiontestplan.h"
#include "models/runs/runcontroller.h"

#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <climits>
#include <cmath>

namespace rl::widgets {

namespace {

    const QString kTest = QStringLiteral("connection-test"); ///< the run id: one test at a time

} // namespace

ConditionCheckPanel::ConditionCheckPanel(QWidget *parent) : QWidget(parent)
{
    m_tests = new models::RunController(this);
    m_tests->setTrustPrompt(
        [this](const QString &, const QString &details) { return m_trustPrompt && m_trustPrompt(details); });
    auto *layout = new QVBoxLayout(this);

    auto *connection = new QGroupBox(this);
    auto *cl = new QVBoxLayout(connection);
    auto *bar = new QHBoxLayout;
    m_test = new QPushButton(connection);
    m_cancel = new QPushButton(connection);
    m_cancel->setEnabled(false);
    m_busy = new QProgressBar(connection);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setTextVisible(false);
    m_busy->hide();
    bar->addWidget(m_test);
    bar->addWidget(m_cancel);
    bar->addWidget(m_busy);
    bar->addStretch(1);
    cl->addLayout(bar);
    m_result = new QLabel(connection);
    m_result->setObjectName(QStringLiteral("connectionResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    cl->addWidget(m_result);
    layout->addWidget(connection);

    auto *cost = new QGroupBox(this);
    auto *kl = new QVBoxLayout(cost);
    auto *fb = new QHBoxLayout;
    m_faces = new QComboBox(cost);
    m_custom = new QSpinBox(cost);
    m_custom->setRange(0, 10'000'000);
    m_custom->setValue(100);
    m_custom->setEnabled(false);
    auto *itemsLabel = new QLabel(cost);
    fb->addWidget(itemsLabel);
    fb->addWidget(m_faces, 1);
    fb->addWidget(m_custom);
    kl->addLayout(fb);
    m_cost = new QLabel(cost);
    m_cost->setObjectName(QStringLiteral("costEstimate"));
    m_cost->setWordWrap(true);
    m_cost->setTextInteractionFlags(Qt::TextSelectableByMouse);
    kl->addWidget(m_cost);
    m_costNote = new QLabel(cost);
    m_costNote->setWordWrap(true);
    m_costNote->setStyleSheet(QStringLiteral("color: #666666;"));
    kl->addWidget(m_costNote);
    layout->addWidget(cost);
    layout->addStretch(1);

    m_texts.add([=, this] {
        connection->setTitle(tr("Connection"));
        m_test->setText(tr("Test connection"));
        m_test->setToolTip(tr("Sends one short text request (\"%1\", at most %n token(s)) with this condition's "
                              "endpoint, key and model.",
            nullptr, inference::kConnectionTestMaxTokens)
                               .arg(QString::fromLatin1(inference::kConnectionTestPrompt.data(),
                                   static_cast<int>(inference::kConnectionTestPrompt.size()))));
        m_cancel->setText(tr("Cancel"));
        cost->setTitle(tr("Cost estimate"));
        itemsLabel->setText(tr("Stimuli:"));
    });

    connect(m_test, &QPushButton::clicked, this, &ConditionCheckPanel::startTest);
    connect(m_cancel, &QPushButton::clicked, this, &ConditionCheckPanel::cancelTest);
    connect(m_tests, &models::RunController::finished, this,
        [this](const QString &, const QVariant &test) { finishTest(test.value<ConnectionTestOutcome>()); });
    connect(m_tests, &models::RunController::failed, this, [this](const QString &, const Error &error) {
        ConnectionTestOutcome out;
        out.error = error;
        finishTest(out);
    });
    connect(m_faces, &QComboBox::currentIndexChanged, this, [this] {
        m_custom->setEnabled(m_faces->currentData().toInt() == 2);
        updateEstimate();
    });
    connect(m_custom, &QSpinBox::valueChanged, this, &ConditionCheckPanel::updateEstimate);
    setItemCounts(0, -1);
}

void ConditionCheckPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        setItemCounts(m_all, m_filtered); // the choices and the estimate again
    }
    QWidget::changeEvent(event);
}

ConditionCheckPanel::~ConditionCheckPanel() = default; // the controller stops a running test and waits for it

bool ConditionCheckPanel::testRunning() const { return m_tests->isActive(kTest); }

void ConditionCheckPanel::setCondition(const study::ModelCondition &condition, bool runnable)
{
    const bool other = condition.id != m_condition.id;
    m_condition = condition;
    m_runnable = runnable;
    m_test->setEnabled(runnable && !testRunning());
    if (other && !testRunning())
        m_result->clear();
    updateEstimate();
}

void ConditionCheckPanel::setItemCounts(int all, int filtered)
{
    m_all = all;
    m_filtered = filtered;
    const int mode = m_faces->count() ? m_faces->currentData().toInt() : 0;
    const QSignalBlocker block(m_faces);
    m_faces->clear();
    m_faces->addItem(tr("All stimuli (%1)").arg(QLocale().toString(all)), 0);
    if (filtered >= 0)
        m_faces->addItem(tr("Current filter (%1)").arg(QLocale().toString(filtered)), 1);
    m_faces->addItem(tr("Custom number"), 2);
    m_faces->setCurrentIndex(std::max(0, m_faces->findData(mode)));
    m_custom->setEnabled(m_faces->currentData().toInt() == 2);
    updateEstimate();
}

int ConditionCheckPanel::estimateItems() const
{
    switch (m_faces->currentData().toInt()) {
    case 1:
        return std::max(0, m_filtered);
    case 2:
        return m_custom->value();
    default:
        return m_all;
    }
}

void ConditionCheckPanel::updateEstimate()
{
    if (m_condition.id.empty() && m_condition.provider.empty()) {
        m_cost->clear();
        m_costNote->clear();
        return;
    }
    if (m_condition.simulated) {
        m_cost->setText(tr("Simulated conditions are not run: no cost."));
        m_costNote->clear();
        return;
    }
    const auto e = inference::estimateRunCost(m_condition, static_cast<std::size_t>(estimateItems()));
    if (e.status == inference::CostStatus::NotRun) {
        m_cost->setText(tr("Imported conditions are not run: no cost."));
        m_costNote->clear();
        return;
    }
    if (e.status == inference::CostStatus::InvalidCondition) {
        m_cost->setText(tr("No estimate: the condition is not valid."));
        m_costNote->setText(QString::fromStdString(e.statusDetail));
        return;
    }
    const QLocale loc;
    auto tokens = [&](std::int64_t n) { return loc.toString(static_cast<qlonglong>(n)); };
    QString text = tr("%n request(s)", nullptr, static_cast<int>(std::min<std::int64_t>(e.requests, INT_MAX)))
        + QStringLiteral(" · ") + tr("≈ %1 input tokens").arg(tokens(e.inputTokens)) + QStringLiteral(" · ")
        + tr("≈ %1 output tokens").arg(tokens(e.outputTokens));
    if (e.thinkingTokens > 0)
        text += QStringLiteral(" ") + tr("(of which %1 thinking)").arg(tokens(e.thinkingTokens));
    if (e.outputTokensMax >= 0)
        text += QStringLiteral(" · ") + tr("at most %1 output tokens").arg(tokens(e.outputTokensMax));
    text += QStringLiteral("\n");
    if (e.status == inference::CostStatus::UnknownPrice) {
        text += tr("Cost: unknown — enter both prices (0 for a free local server).");
    } else {
        text += tr("Cost: ≈ %1 USD").arg(loc.toString(e.costUsd, 'f', e.costUsd < 1 ? 4 : 2));
        if (std::isfinite(e.costUsdMax))
            text += QStringLiteral(" ") + tr("(at most %1 USD)").arg(loc.toString(e.costUsdMax, 'f', e.costUsdMax < 1 ? 4 : 2));
    }
    m_cost->setText(text);
    m_costNote->setText(tr("An estimate: text at 4 characters per token, the image counted per request as %1 "
                           "(1024 × 1024 px), thinking at its budget. The run reports the billed usage.")
                            .arg(QString::fromStdString(e.image.rule)));
}

void ConditionCheckPanel::startTest()
{
    if (!m_runnable || testRunning())
        return;
    m_tests->setProjectPath(m_projectPath);
    m_tests->start(kTest, std::make_unique<models::ConnectionTestPlan>(m_condition, m_testOptions));
    m_test->setEnabled(false);
    m_cancel->setEnabled(true);
    m_busy->show();
    m_result->setText(tr("Connecting to %1…").arg(QString::fromStdString(m_condition.label.empty() ? m_condition.id : m_condition.label)));
}

void ConditionCheckPanel::cancelTest()
{
    if (testRunning())
        m_tests->cancel(kTest);
    m_cancel->setEnabled(false);
}

void ConditionCheckPanel::finishTest(const ConnectionTestOutcome &out)
{
    m_busy->hide();
    m_cancel->setEnabled(false);
    m_test->setEnabled(m_runnable);
    bool ok = false;
    if (out.error) {
        switch (out.error->code) {
        case ErrorCode::Untrusted:
            m_result->setText(tr("Not sent: this project was created elsewhere and its endpoint is not trusted yet. %1")
                                  .arg(QString::fromStdString(out.error->detail)));
            break;
        case ErrorCode::Cancelled:
            m_result->setText(tr("Connection test cancelled."));
            break;
        case ErrorCode::Auth:
            m_result->setText(tr("No API key: %1").arg(QString::fromStdString(out.error->detail)));
            break;
        default:
            m_result->setText(tr("The test could not be sent: %1").arg(QString::fromStdString(out.error->detail)));
        }
    } else if (out.report) {
        const auto &r = *out.report;
        const QString latency = QLocale().toString(r.latencyMs, 'f', 0);
        if (r.ok) {
            ok = true;
            m_result->setText(tr("Connected: HTTP %1 in %2 ms. Model: %3. Answer: \"%4\".")
                                  .arg(r.httpStatus)
                                  .arg(latency)
                                  .arg(r.modelEcho.empty() ? tr("(not reported)") : QString::fromStdString(r.modelEcho))
                                  .arg(QString::fromStdString(r.answer)));
        } else if (r.error && r.error->code == ErrorCode::Auth) {
            m_result->setText(tr("The server refused the key (HTTP %1): %2").arg(r.httpStatus).arg(QString::fromStdString(r.error->detail)));
        } else if (r.httpStatus == 0) {
            m_result->setText(tr("No answer from %1 after %2 ms: %3")
                                  .arg(QString::fromStdString(r.url), latency,
                                      QString::fromStdString(r.error ? r.error->detail : std::string())));
        } else {
            m_result->setText(tr("HTTP %1 in %2 ms: %3")
                                  .arg(r.httpStatus)
                                  .arg(latency)
                                  .arg(QString::fromStdString(r.error ? r.error->detail : std::string())));
        }
    }
    m_result->setStyleSheet(ok ? QStringLiteral("color: #1b6e20;") : QStringLiteral("color: #b01c1c;"));
    emit testFinished(ok);
}

} // namespace rl::widgets
