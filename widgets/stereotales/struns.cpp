// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stereotales/struns.h"

#include "engine/study/study.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rl::widgets::stereotales {

namespace ms = models::stereotales;

StRunsPage::StRunsPage(RunsPageHost *host, QWidget *parent)
    : RunsPage(host, parent)
    , m_runner(new ms::StModelRunner(this))
    , m_kindLabel(new QLabel(this))
    , m_conditionLabel(new QLabel(this))
    , m_languageLabel(new QLabel(this))
    , m_limitLabel(new QLabel(this))
    , m_seedLabel(new QLabel(this))
    , m_status(new QLabel(this))
    , m_resumeNote(new QLabel(this))
    , m_kind(new QComboBox(this))
    , m_conditions(new QListWidget(this))
    , m_languages(new QListWidget(this))
    , m_limit(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_batch(new QCheckBox(this))
    , m_start(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_log(new QPlainTextEdit(this))
{
    m_kind->addItems({QString(), QString(), QString()});
    m_limit->setRange(0, 100000000);
    m_seed->setRange(0, 2147483647);
    m_seed->setValue(42);
    m_log->setReadOnly(true);
    m_resumeNote->setWordWrap(true);
    m_status->setWordWrap(true);
    m_conditions->setObjectName(QStringLiteral("stRunConditions"));
    m_languages->setObjectName(QStringLiteral("stRunLanguages"));

    auto *form = new QFormLayout;
    form->addRow(m_kindLabel, m_kind);
    form->addRow(m_conditionLabel, m_conditions);
    form->addRow(m_languageLabel, m_languages);
    form->addRow(m_limitLabel, m_limit);
    form->addRow(m_seedLabel, m_seed);
    form->addRow(QString(), m_batch);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_resumeNote);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_log, 1);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] { updateControls(); });
    connect(m_start, &QPushButton::clicked, this, [this] {
        const ms::StRunRequest r = request();
        if (m_path.isEmpty())
            return;
        if (r.conditions.isEmpty()) { // say why nothing starts
            int shown = 0;
            for (int i = 0; i < m_conditions->count(); ++i)
                shown += m_conditions->item(i)->isHidden() ? 0 : 1;
            m_status->setText(shown == 0 ? tr("Nothing to start: the study has no model conditions for this step. Add the models "
                                              "in Conditions first.")
                                         : tr("Nothing to start: tick at least one model in the list."));
            return;
        }
        m_log->appendPlainText(tr("Started: %n condition(s).", nullptr, int(r.conditions.size())));
        m_progress->setRange(0, 0);
        m_runner->start(m_path, r);
        updateControls();
    });
    connect(m_cancel, &QPushButton::clicked, m_runner, &ms::StModelRunner::cancel);
    connect(m_runner, &ms::StModelRunner::status, this, &StRunsPage::onStatus);
    connect(m_runner, &ms::StModelRunner::finished, this, [this](const QStringList &summaries, bool allAnswered) {
        for (const auto &s : summaries)
            m_log->appendPlainText(s);
        m_status->setText(allAnswered ? tr("Done: every request is answered.")
                                      : tr("Ended before every request was answered: start it again to resume."));
        m_progress->setRange(0, 1);
        m_progress->setValue(1);
        updateControls();
        emit runFinished(QString(), QString::fromLatin1(allAnswered ? "finished" : "interrupted"));
    });
    connect(m_runner, &ms::StModelRunner::failed, this, [this](const Error &e) {
        m_status->setText(tr("The run could not start: %1").arg(QString::fromStdString(e.detail)));
        m_log->appendPlainText(m_status->text());
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
        updateControls();
    });
    // The Runs tab's trust question, as for every run of the tab.
    m_runner->setTrustPrompt([this](const QString &details) { return this->host() && this->host()->trustEndpoints(details); });
    retranslate();
}

StRunsPage::~StRunsPage() = default;

RunsPageEntry StRunsPage::entry()
{
    return {{"stereotales"}, [](RunsPageHost *host, QWidget *parent) -> RunsPage * { return new StRunsPage(host, parent); }};
}

void StRunsPage::setProject(const models::LoadedProject &project, bool)
{
    QStringList languages;
    if (project.study)
        if (const int f = project.study->findFactor("language"); f >= 0)
            for (const auto &l : project.study->factors[static_cast<std::size_t>(f)].levels)
                languages << QString::fromStdString(l);
    setProject(project.path, project.study, languages);
}

void StRunsPage::setProject(const QString &path, std::shared_ptr<const study::Study> study, const QStringList &languages)
{
    m_path = path;
    m_conditions->clear();
    // Harm raters (conditions with harm ratings) are no story generators or extractors: listed for harm rating only.
    std::vector<bool> harmRater(study ? study->conditions.size() : 0, false);
    if (study)
        if (const int harm = study->findDimension("harm"); harm >= 0)
            for (const auto &rating : study->ratings)
                if (rating.dimension == harm && rating.rater >= 0 && std::size_t(rating.rater) < study->raters.size()) {
                    const int c = study->raters[std::size_t(rating.rater)].conditionIndex;
                    if (c >= 0 && std::size_t(c) < harmRater.size())
                        harmRater[std::size_t(c)] = true;
                }
    if (study)
        for (std::size_t ci = 0; ci < study->conditions.size(); ++ci) {
            const auto &c = study->conditions[ci];
            auto *item = new QListWidgetItem(QString::fromStdString(c.label.empty() || c.label == c.id ? c.id : c.id + " — " + c.label),
                m_conditions);
            item->setData(Qt::UserRole, QString::fromStdString(c.id));
            item->setData(Qt::UserRole + 1, bool(harmRater[ci]));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
    m_languages->clear();
    for (const auto &l : languages) {
        auto *item = new QListWidgetItem(l, m_languages);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    updateControls();
}

ms::StRunRequest StRunsPage::request() const
{
    ms::StRunRequest r;
    r.kind = static_cast<ms::StRunKind>(std::max(0, m_kind->currentIndex()));
    for (int i = 0; i < m_conditions->count(); ++i)
        if (m_conditions->item(i)->checkState() == Qt::Checked && !m_conditions->item(i)->isHidden())
            r.conditions << m_conditions->item(i)->data(Qt::UserRole).toString();
    bool all = true;
    QStringList languages;
    for (int i = 0; i < m_languages->count(); ++i) {
        if (m_languages->item(i)->checkState() == Qt::Checked)
            languages << m_languages->item(i)->text();
        else
            all = false;
    }
    if (!all)
        r.languages = languages;
    r.limit = m_limit->value();
    r.seed = static_cast<quint64>(m_seed->value());
    r.batch = m_batch->isChecked();
    return r;
}

void StRunsPage::onStatus(const ms::StRunStatus &s)
{
    const auto &p = s.progress.requests;
    const qint64 total = std::max<qint64>(1, p.totalRequests);
    m_progress->setRange(0, int(std::min<qint64>(total, 1 << 30)));
    m_progress->setValue(int(std::min<qint64>(p.answered + p.failed, total)));
    QString text = tr("%1 (%2 of %3): %4 of %5 answered, %6 failed, $%7")
                       .arg(s.condition)
                       .arg(s.step + 1)
                       .arg(s.steps)
                       .arg(p.answered)
                       .arg(p.totalRequests)
                       .arg(p.failed)
                       .arg(p.costUsd, 0, 'f', 4);
    if (s.progress.jobs)
        text += QLatin1Char(' ') + tr("Batch jobs: %1 submitted, %2 resumed, %3 poll rounds.")
                                       .arg(s.progress.jobs->jobsSubmitted)
                                       .arg(s.progress.jobs->jobsRecovered)
                                       .arg(s.progress.jobs->pollRounds);
    m_status->setText(text);
}

void StRunsPage::updateControls()
{
    const auto kind = static_cast<ms::StRunKind>(std::max(0, m_kind->currentIndex()));
    const bool running = m_runner->isRunning();
    for (int i = 0; i < m_conditions->count(); ++i)
        m_conditions->item(i)->setHidden(kind != ms::StRunKind::RateHarm && m_conditions->item(i)->data(Qt::UserRole + 1).toBool());
    m_languages->setEnabled(kind == ms::StRunKind::Generate && !running);
    m_languageLabel->setEnabled(kind == ms::StRunKind::Generate);
    m_seed->setEnabled(kind == ms::StRunKind::RateHarm && !running);
    m_seedLabel->setEnabled(kind == ms::StRunKind::RateHarm);
    m_kind->setEnabled(!running);
    m_conditions->setEnabled(!running);
    m_limit->setEnabled(!running);
    m_batch->setEnabled(!running);
    m_start->setEnabled(!running && !m_path.isEmpty());
    m_cancel->setEnabled(running);
}

void StRunsPage::retranslate()
{
    m_kindLabel->setText(tr("Run:"));
    m_kind->setItemText(0, tr("Generate stories"));
    m_kind->setItemText(1, tr("Extract attributes"));
    m_kind->setItemText(2, tr("Rate harm"));
    m_conditionLabel->setText(tr("Models:"));
    m_conditions->setToolTip(tr("Generation and harm rating: the checked models, one after the other. Extraction: the "
                                "checked extractors, one after the other; the analysis combines them by majority."));
    m_languageLabel->setText(tr("Languages:"));
    m_limitLabel->setText(tr("Limit per model:"));
    m_limit->setSpecialValueText(tr("all"));
    m_seedLabel->setText(tr("Question order seed:"));
    m_batch->setText(tr("Use the provider's batch engine (half price, results within 24 h)"));
    m_resumeNote->setText(tr("Answers are saved in the project as they arrive. After a cancel or a crash, start the same run "
                             "again: only what is missing is sent, and submitted batch jobs are polled, not sent again."));
    m_start->setText(tr("Start"));
    m_cancel->setText(tr("Cancel"));
}

void StRunsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    RunsPage::changeEvent(event);
}

} // namespace rl::widgets::stereotales
