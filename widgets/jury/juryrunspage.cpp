// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/jury/juryrunspage.h"

#include "engine/io/corpus/corpusimport.h"
#include "engine/study/study.h"
#include "models/displaynames.h"
#include "widgets/runs/conditionrunspage.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace rl::widgets::jury {

namespace {

    /// The prompt conditions of juryprompts.h, in the order docs/methods.md §8 introduces them.
    constexpr const char *kPromptConditions[]
        = { "blind", "rubric", "random-anchor", "gold-plus-one", "rubric-random-anchor" };

    /// Progress bar resolution per judge run.
    constexpr int kStepScale = 1000;

} // namespace

JuryRunsPage::JuryRunsPage(RunsPageHost *host, QWidget *parent)
    : RunsPage(host, parent)
    , m_conditionRuns(new ConditionRunsPage(host, this))
{
    build();
    makeRunner();
    retranslate();
    updateState();
}

JuryRunsPage::~JuryRunsPage() = default;

RunsPageEntry JuryRunsPage::entry()
{
    return {{"jury"}, [](RunsPageHost *host, QWidget *parent) -> RunsPage * { return new JuryRunsPage(host, parent); }};
}

void JuryRunsPage::makeRunner()
{
    if (m_runner)
        m_runner->disconnect(this); // what it says while it stops is not this page's any more
    delete m_runner;                // stops its panel and waits (the journal keeps what was answered)
    m_runner = new models::JuryPanelRunner(this);
    m_cancelRequested = false;
    // The Runs tab's trust question, as for the conditions' runs (tests replace it on the tab's controller).
    m_runner->setTrustPrompt([this](const QString &details) { return host()->trustEndpoints(details); });
    connect(m_runner, &models::JuryPanelRunner::progress, this, &JuryRunsPage::onProgress);
    connect(m_runner, &models::JuryPanelRunner::finished, this, &JuryRunsPage::onFinished);
    connect(m_runner, &models::JuryPanelRunner::failed, this, &JuryRunsPage::onFailed);
}

void JuryRunsPage::build()
{
    setObjectName(QStringLiteral("juryRunsPage"));
    m_corpusLabel = new QLabel(this);
    m_corpus = new QComboBox(this);
    m_corpus->setObjectName(QStringLiteral("corpusCombo"));
    m_judgesLabel = new QLabel(this);
    m_judges = new QListWidget(this);
    m_judges->setObjectName(QStringLiteral("judgeList"));
    m_conditionLabel = new QLabel(this);
    m_condition = new QComboBox(this);
    m_condition->setObjectName(QStringLiteral("promptConditionCombo"));
    for (const char *c : kPromptConditions)
        m_condition->addItem(QString(), QString::fromLatin1(c));
    m_roundsLabel = new QLabel(this);
    m_rounds = new QSpinBox(this);
    m_rounds->setObjectName(QStringLiteral("roundsSpin"));
    m_rounds->setRange(1, 9);
    m_seedLabel = new QLabel(this);
    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("seedSpin"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(42); // `jury run`'s default
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("juryProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("juryStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("juryStartButton"));
    m_start->setDefault(true);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("juryCancelButton"));

    auto *form = new QFormLayout;
    form->addRow(m_corpusLabel, m_corpus);
    form->addRow(m_judgesLabel, m_judges);
    form->addRow(m_conditionLabel, m_condition);
    form->addRow(m_roundsLabel, m_rounds);
    form->addRow(m_seedLabel, m_seed);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    auto *panel = new QWidget(this);
    auto *panelLayout = new QVBoxLayout(panel);
    panelLayout->setContentsMargins(0, 0, 0, 0);
    panelLayout->addLayout(form, 1);
    panelLayout->addWidget(m_progress);
    panelLayout->addWidget(m_status);
    panelLayout->addLayout(buttons);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(panel);
    split->addWidget(m_conditionRuns);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_judges, &QListWidget::itemChanged, this, &JuryRunsPage::updateState);
    connect(m_start, &QPushButton::clicked, this, &JuryRunsPage::startPanel);
    connect(m_cancel, &QPushButton::clicked, this, &JuryRunsPage::cancelPanel);
}

void JuryRunsPage::fill(const study::Study *s)
{
    const QString corpus = m_corpus->currentData().toString();
    QStringList checked;
    for (int i = 0; i < m_judges->count(); ++i)
        if (m_judges->item(i)->checkState() == Qt::Checked)
            checked << m_judges->item(i)->data(Qt::UserRole).toString();
    const QSignalBlocker block(m_judges);
    m_corpus->clear();
    m_judges->clear();
    if (s) {
        if (const int f = s->findFactor(io::corpus::jury::kCorpusFactor); f >= 0)
            for (const auto &level : s->factors[std::size_t(f)].levels)
                m_corpus->addItem(QString::fromStdString(level), QString::fromStdString(level));
        QStringList judges; // a judge is a condition's `judge`, else its id (jurydata.h)
        for (const auto &c : s->conditions) {
            const QString judge = QString::fromStdString(c.judge.empty() ? c.id : c.judge);
            if (!judges.contains(judge))
                judges << judge;
        }
        for (const QString &judge : judges) {
            auto *item = new QListWidgetItem(judge, m_judges);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(checked.contains(judge) ? Qt::Checked : Qt::Unchecked);
            item->setData(Qt::UserRole, judge);
        }
    }
    if (const int i = m_corpus->findData(corpus); i >= 0)
        m_corpus->setCurrentIndex(i);
}

void JuryRunsPage::setProject(const models::LoadedProject &project, bool sameFile)
{
    if (!sameFile) {
        makeRunner(); // a panel of the previous file stops
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
        m_status->clear();
        const QSignalBlocker block(m_judges);
        m_judges->clear(); // no choice of the previous file carries over
        m_corpus->clear();
    }
    m_path = project.path;
    if (!isRunning()) // the same file read again while the panel runs: its lists stay as it started
        fill(project.study.get());
    m_conditionRuns->setProject(project, sameFile);
    updateState();
}


void JuryRunsPage::retranslate()
{
    m_corpusLabel->setText(tr("C&orpus:"));
    m_corpusLabel->setBuddy(m_corpus);
    m_judgesLabel->setText(tr("&Judges:"));
    m_judgesLabel->setBuddy(m_judges);
    m_conditionLabel->setText(tr("&Prompt condition:"));
    m_conditionLabel->setBuddy(m_condition);
    m_condition->setItemText(0, tr("Blind"));
    m_condition->setItemText(1, tr("Rubric"));
    m_condition->setItemText(2, tr("Random anchor (1–5 per item, seeded)"));
    m_condition->setItemText(3, tr("Gold + 1 anchor (human grade + 1, 5 → 4)"));
    m_condition->setItemText(4, tr("Rubric and random anchor"));
    m_roundsLabel->setText(tr("&Rounds:"));
    m_roundsLabel->setBuddy(m_rounds);
    m_rounds->setToolTip(tr("Round 1 is each judge's own answer; later rounds show it the other judges' anonymised "
                            "rationales and scores."));
    m_seedLabel->setText(tr("&Seed:"));
    m_seedLabel->setBuddy(m_seed);
    m_seed->setToolTip(tr("Fixes the random anchors and the order in which a judge sees the others."));
    m_start->setText(tr("S&tart panel"));
    m_cancel->setText(tr("&Cancel"));
}

void JuryRunsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    RunsPage::changeEvent(event);
}

QStringList JuryRunsPage::judges() const
{
    QStringList out;
    for (int i = 0; i < m_judges->count(); ++i)
        out << m_judges->item(i)->data(Qt::UserRole).toString();
    return out;
}

void JuryRunsPage::setJudgeChecked(const QString &judge, bool checked)
{
    for (int i = 0; i < m_judges->count(); ++i)
        if (m_judges->item(i)->data(Qt::UserRole).toString() == judge)
            m_judges->item(i)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

void JuryRunsPage::setCorpus(const QString &corpus) { m_corpus->setCurrentIndex(m_corpus->findData(corpus)); }

void JuryRunsPage::setPromptCondition(const QString &condition)
{
    m_condition->setCurrentIndex(m_condition->findData(condition));
}

void JuryRunsPage::setRounds(int rounds) { m_rounds->setValue(rounds); }

void JuryRunsPage::setSeed(int seed) { m_seed->setValue(seed); }

inference::jury::JuryRunOptions JuryRunsPage::options() const
{
    inference::jury::JuryRunOptions o;
    o.corpus = m_corpus->currentData().toString().toStdString();
    for (int i = 0; i < m_judges->count(); ++i)
        if (m_judges->item(i)->checkState() == Qt::Checked)
            o.judges.push_back(m_judges->item(i)->data(Qt::UserRole).toString().toStdString());
    o.condition = m_condition->currentData().toString().toStdString();
    o.rounds = m_rounds->value();
    o.seed = static_cast<std::uint64_t>(m_seed->value());
    o.run.scheduler = m_conditionRuns->schedulerOptions(); // the concurrency and rate of the judges' runs below
    return o;
}

void JuryRunsPage::startPanel()
{
    if (isRunning())
        return;
    const auto o = options();
    if (o.corpus.empty()) {
        m_status->setText(tr("This project has no corpus: import one first (File → Import…)."));
        return;
    }
    if (o.judges.empty()) {
        m_status->setText(tr("Choose at least one judge."));
        return;
    }
    m_cancelRequested = false;
    const int steps = int(o.judges.size()) * o.rounds;
    m_progress->setRange(0, steps * kStepScale);
    m_progress->setValue(0);
    m_status->setText(tr("Starting the panel: %n judge run(s)…", nullptr, steps));
    m_runner->start(m_path, o);
    updateState();
}

void JuryRunsPage::cancelPanel()
{
    if (!isRunning())
        return;
    m_cancelRequested = true;
    m_runner->cancel();
    m_status->setText(tr("Cancelling… answers already received are kept."));
    updateState();
}

void JuryRunsPage::onProgress(const models::JuryRunProgress &p)
{
    const std::int64_t total = p.progress.totalRequests;
    const std::int64_t done = p.progress.answered + p.progress.failed;
    const int within = total > 0 ? int(std::min<std::int64_t>(kStepScale, done * kStepScale / total)) : 0;
    m_progress->setValue(std::min(m_progress->maximum(), p.stepIndex * kStepScale + within));
    const int rounds = m_rounds->value();
    QString text = tr("Round %1 of %2, judge %3 (%4 of %5 runs): %6 of %7 answered")
                       .arg(p.round)
                       .arg(rounds)
                       .arg(p.judge)
                       .arg(p.stepIndex + 1)
                       .arg(p.stepCount)
                       .arg(p.progress.answered)
                       .arg(total);
    if (p.progress.failed > 0)
        text += QLatin1String(", ") + tr("%n failed", nullptr, int(p.progress.failed));
    if (p.progress.reused > 0)
        text += QLatin1String(", ") + tr("%n from earlier runs", nullptr, int(p.progress.reused));
    m_status->setText(text);
}

void JuryRunsPage::onFinished(const inference::jury::JuryRunReport &report)
{
    QStringList ids, statuses;
    std::int64_t answered = 0, failed = 0;
    for (const auto &step : report.steps) {
        ids << QString::fromStdString(step.conditionId);
        statuses << QString::fromLatin1(inference::runStatusName(step.summary.status));
        answered += step.summary.progress.answered;
        failed += step.summary.progress.failed;
    }
    const QString counts = tr("%n answer(s) received", nullptr, int(answered))
        + (failed > 0 ? QLatin1String(", ") + tr("%n failed", nullptr, int(failed)) : QString());
    if (report.stopped || m_cancelRequested)
        m_status->setText(
            tr("The panel was stopped after %n judge run(s); %1. Start again to send only what is missing.", nullptr,
                int(report.steps.size()))
                .arg(counts));
    else {
        m_progress->setValue(m_progress->maximum());
        m_status->setText(
            tr("The panel finished: %n judge run(s); %1.", nullptr, int(report.steps.size())).arg(counts));
    }
    updateState();
    emit panelFinished(ids, statuses);
    // The panel may have made conditions ("<judge>.<condition>") and has journalled runs: read the project again.
    host()->reloadProject();
    for (int i = 0; i < ids.size() && i < statuses.size(); ++i)
        emit runFinished(ids[i], statuses[i]);
}

void JuryRunsPage::onFailed(const Error &error)
{
    if (error.code == ErrorCode::Cancelled || m_cancelRequested)
        m_status->setText(tr("The panel was cancelled."));
    else
        m_status->setText(tr("The panel could not run: %1 (%2)")
                              .arg(models::DisplayNames::errorMessage(error), QString::fromStdString(error.detail)));
    updateState();
    emit panelFinished({}, {});
    host()->reloadProject();
}

void JuryRunsPage::updateState()
{
    const bool running = isRunning();
    bool anyChecked = false;
    for (int i = 0; i < m_judges->count(); ++i)
        anyChecked = anyChecked || m_judges->item(i)->checkState() == Qt::Checked;
    m_start->setEnabled(!running && anyChecked && m_corpus->count() > 0);
    m_cancel->setEnabled(running && !m_cancelRequested);
    for (QWidget *w : { static_cast<QWidget *>(m_corpus), static_cast<QWidget *>(m_judges),
             static_cast<QWidget *>(m_condition), static_cast<QWidget *>(m_rounds), static_cast<QWidget *>(m_seed) })
        w->setEnabled(!running);
}

} // namespace rl::widgets::jury
