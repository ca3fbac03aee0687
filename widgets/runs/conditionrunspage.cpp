// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/runs/conditionrunspage.h"

#include "engine/inference/itemfilter.h"
#include "engine/inference/secrets.h"
#include "engine/study/condition.h"
#include "models/displaynames.h"
#include "models/roles.h"
#include "models/runs/failuresmodel.h"
#include "models/runs/filtertext.h"
#include "models/runs/ratingrunplan.h"
#include "models/runs/runcontroller.h"
#include "models/runs/runstablemodel.h"
#include "widgets/runs/progressbardelegate.h"

#include <QCheckBox>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace rl::widgets {

using models::RunController;
using models::RunsTableModel;

ConditionRunsPage::ConditionRunsPage(RunsPageHost *host, QWidget *parent)
    : RunsPage(host, parent)
    , m_controller(host->controller())
    , m_schedulerDefaults(host->schedulerDefaults())
{
    m_runs = new RunsTableModel(this);
    m_failures = new models::FailuresModel(this);
    m_failureRefresh = new QTimer(this);
    m_failureRefresh->setSingleShot(true);
    m_failureRefresh->setInterval(500);
    buildUi();
    retranslate();
    connectController();
    updateButtons();
}

ConditionRunsPage::~ConditionRunsPage() = default;

RunsPageEntry ConditionRunsPage::entry()
{
    return {{"face", "rating"}, [](RunsPageHost *host, QWidget *parent) -> RunsPage * {
                return new ConditionRunsPage(host, parent);
            }};
}

void ConditionRunsPage::buildUi()
{
    m_banner = new QFrame(this);
    m_banner->setObjectName(QStringLiteral("interruptedBanner"));
    m_banner->setFrameShape(QFrame::StyledPanel);
    m_banner->setAutoFillBackground(true);
    QPalette pal = m_banner->palette();
    pal.setColor(QPalette::Window, QColor(0xff, 0xf4, 0xce));
    pal.setColor(QPalette::WindowText, QColor(0x3d, 0x32, 0x00));
    m_banner->setPalette(pal);
    m_bannerLabel = new QLabel(m_banner);
    m_bannerLabel->setWordWrap(true);
    m_bannerResume = new QPushButton(m_banner);
    m_bannerResume->setObjectName(QStringLiteral("resumeInterruptedButton"));
    m_bannerDismiss = new QPushButton(m_banner);
    auto *bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->addWidget(m_bannerLabel, 1);
    bannerLayout->addWidget(m_bannerResume);
    bannerLayout->addWidget(m_bannerDismiss);
    m_banner->hide();

    m_conditionsTitle = new QLabel(this);
    m_conditionList = new QListWidget(this);
    m_conditionList->setObjectName(QStringLiteral("conditionList"));
    m_conditionList->setMaximumHeight(160);

    m_filterTitle = new QLabel(this);
    m_filterEdit = new QLineEdit(this);
    m_filterEdit->setObjectName(QStringLiteral("itemFilterEdit"));
    m_filterEdit->setClearButtonEnabled(true);
    m_useGrid = new QCheckBox(this);
    m_useGrid->setObjectName(QStringLiteral("useGridFilter"));
    m_useGrid->setEnabled(false);
    m_matchLabel = new QLabel(this);
    m_matchLabel->setObjectName(QStringLiteral("matchLabel"));
    m_matchLabel->setWordWrap(true);
    m_concurrencyTitle = new QLabel(this);
    m_concurrency = new QSpinBox(this);
    m_concurrency->setObjectName(QStringLiteral("concurrencySpin"));
    m_concurrency->setRange(1, 64);
    m_concurrency->setValue(m_schedulerDefaults.concurrency);
    m_rateTitle = new QLabel(this);
    m_rate = new QSpinBox(this);
    m_rate->setObjectName(QStringLiteral("rateSpin"));
    m_rate->setRange(0, 100000);
    m_rate->setSingleStep(10);
    m_rate->setValue(0);
    m_batch = new QCheckBox(this);
    m_batch->setObjectName(QStringLiteral("batchCheck"));
    m_batchStatus = new QLabel(this);
    m_batchStatus->setObjectName(QStringLiteral("batchStatusLabel"));
    m_batchStatus->setWordWrap(true);
    m_batchStatus->hide();
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("startButton"));
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("messageLabel"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    auto *form = new QGridLayout;
    form->addWidget(m_filterTitle, 0, 0);
    form->addWidget(m_filterEdit, 0, 1, 1, 3);
    form->addWidget(m_useGrid, 1, 1, 1, 3);
    form->addWidget(m_matchLabel, 2, 1, 1, 3);
    form->addWidget(m_concurrencyTitle, 3, 0);
    form->addWidget(m_concurrency, 3, 1);
    form->addWidget(m_rateTitle, 3, 2);
    form->addWidget(m_rate, 3, 3);
    form->addWidget(m_batch, 4, 1, 1, 3);
    form->addWidget(m_batchStatus, 5, 1, 1, 3);
    form->addWidget(m_start, 6, 3, Qt::AlignRight);
    form->setColumnStretch(1, 1);
    form->setColumnStretch(3, 1);

    auto *top = new QHBoxLayout;
    auto *conditions = new QVBoxLayout;
    conditions->addWidget(m_conditionsTitle);
    conditions->addWidget(m_conditionList);
    top->addLayout(conditions, 1);
    top->addLayout(form, 2);

    m_runsView = new QTableView(this);
    m_runsView->setObjectName(QStringLiteral("runsView"));
    m_runsView->setModel(m_runs);
    m_runsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_runsView->setItemDelegateForColumn(RunsTableModel::ProgressColumn, new ProgressBarDelegate(m_runsView));
    m_runsView->verticalHeader()->hide();
    m_runsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runsView->horizontalHeader()->setSectionResizeMode(RunsTableModel::ProgressColumn, QHeaderView::Stretch);
    m_pause = new QPushButton(this);
    m_pause->setObjectName(QStringLiteral("pauseButton"));
    m_resume = new QPushButton(this);
    m_resume->setObjectName(QStringLiteral("resumeButton"));
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    auto *runButtons = new QHBoxLayout;
    runButtons->addStretch(1);
    runButtons->addWidget(m_pause);
    runButtons->addWidget(m_resume);
    runButtons->addWidget(m_cancel);

    m_failuresTitle = new QLabel(this);
    m_failuresView = new QTableView(this);
    m_failuresView->setObjectName(QStringLiteral("failuresView"));
    m_failuresView->setModel(m_failures);
    m_failuresView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_failuresView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_failuresView->verticalHeader()->hide();
    m_failuresView->horizontalHeader()->setStretchLastSection(true);
    m_raw = new QPlainTextEdit(this);
    m_raw->setObjectName(QStringLiteral("rawResponseView"));
    m_raw->setReadOnly(true);
    m_raw->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    auto *failures = new QSplitter(Qt::Horizontal, this);
    failures->addWidget(m_failuresView);
    failures->addWidget(m_raw);
    failures->setStretchFactor(0, 3);
    failures->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addLayout(top);
    layout->addWidget(m_message);
    layout->addWidget(m_runsView, 2);
    layout->addLayout(runButtons);
    layout->addWidget(m_failuresTitle);
    layout->addWidget(failures, 2);

    connect(m_bannerResume, &QPushButton::clicked, this, &ConditionRunsPage::resumeInterrupted);
    connect(m_bannerDismiss, &QPushButton::clicked, m_banner, &QWidget::hide);
    connect(m_conditionList, &QListWidget::itemChanged, this, &ConditionRunsPage::updateButtons);
    connect(m_filterEdit, &QLineEdit::textChanged, this, &ConditionRunsPage::validateFilter);
    connect(m_useGrid, &QCheckBox::toggled, this, [this](bool on) {
        m_filterEdit->setEnabled(!on);
        validateFilter();
    });
    connect(m_start, &QPushButton::clicked, this, &ConditionRunsPage::startRuns);
    connect(m_pause, &QPushButton::clicked, this, [this] { m_controller->pause(controlledCondition()); });
    connect(m_resume, &QPushButton::clicked, this, [this] { m_controller->resume(controlledCondition()); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_controller->cancel(controlledCondition()); });
    connect(m_runsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        refreshFailures();
        updateButtons();
    });
    connect(m_failuresView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ConditionRunsPage::showRaw);
    connect(m_failures, &QAbstractItemModel::modelReset, this, &ConditionRunsPage::showRaw);
    connect(m_failureRefresh, &QTimer::timeout, this, &ConditionRunsPage::refreshFailures);
}

void ConditionRunsPage::updateFilterPlaceholder()
{
    // An example built from the study's own factors: the first level of each of its first two.
    QStringList clauses;
    if (m_study)
        for (const study::Factor &f : m_study->factors)
            if (!f.levels.empty() && clauses.size() < 2)
                clauses << QString::fromStdString(f.name + "=" + f.levels.front());
    m_filterEdit->setPlaceholderText(clauses.isEmpty()
                                         ? tr("all stimuli (the study has no factors to filter by)")
                                         : tr("all stimuli, or a filter such as %1").arg(clauses.join(QLatin1Char(';'))));
}

void ConditionRunsPage::retranslate()
{
    m_bannerResume->setText(tr("Resume"));
    m_bannerDismiss->setText(tr("Not now"));
    m_conditionsTitle->setText(tr("Model conditions"));
    m_filterTitle->setText(tr("Stimuli"));
    updateFilterPlaceholder();
    m_filterEdit->setToolTip(tr("factor=level[,level][;factor=level]…: clauses are joined by AND, the levels of "
                                "one clause by OR."));
    m_useGrid->setText(tr("Use the stimulus grid's current filter"));
    m_concurrencyTitle->setText(tr("Simultaneous requests"));
    m_rateTitle->setText(tr("Requests per minute"));
    m_rate->setSpecialValueText(tr("unlimited"));
    m_batch->setText(tr("Submit as provider batch (half price, results within 24 h)"));
    m_batch->setToolTip(tr("OpenAI, Anthropic and Gemini conditions: the requests go to the provider's batch engine, "
                           "billed at half the standard price. RaterLab polls until every job has ended; closed "
                           "meanwhile, it polls the submitted jobs again when the run is resumed."));
    m_start->setText(tr("Start"));
    m_pause->setText(tr("Pause"));
    m_resume->setText(tr("Resume"));
    m_cancel->setText(tr("Cancel"));
    m_failuresTitle->setText(tr("Failed requests of the selected condition"));
    m_raw->setPlaceholderText(tr("The raw response of the selected failure"));
    updateBannerText();
    rebuildConditions();
    validateFilter();
}

void ConditionRunsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ConditionRunsPage::connectController()
{
    connect(m_controller, &RunController::stateChanged, this, [this](const QString &id, RunController::State s) {
        if (s == RunController::State::Starting)
            m_meters[id].reset(); // a new run's rate
        m_runs->setState(id, s);
        updateButtons();
    });
    connect(m_controller, &RunController::progress, this, [this](const QString &id, const QVariant &figures) {
        const auto progress = figures.value<models::ConditionRunProgress>();
        const inference::RunProgress &p = progress.requests;
        const double rate = m_meters[id].add(p.elapsedSeconds, p.answered + p.failed);
        const int row = m_runs->rowOf(id);
        const bool moreFailed = row >= 0 && p.failed > 0
            && (!m_runs->row(row).progress || m_runs->row(row).progress->failed != p.failed);
        m_runs->setProgress(id, p, rate);
        if (moreFailed && id == selectedCondition() && !m_failureRefresh->isActive())
            m_failureRefresh->start();
        if (const auto &jobs = progress.batchJobs) {
            m_batchStatus->setText(tr("%1: batch jobs — %2 submitted, %3 in progress, %4 completed")
                                       .arg(id)
                                       .arg(jobs->submitted)
                                       .arg(jobs->inProgress)
                                       .arg(jobs->completed));
            m_batchStatus->show();
        }
    });
    connect(m_controller, &RunController::finished, this, [this](const QString &id, const QVariant &result) {
        const auto s = result.value<inference::RunSummary>();
        m_runs->setFinished(id, s);
        if (s.stopReason && s.stopReason->code == ErrorCode::Auth)
            showStartError(id, *s.stopReason);
        if (id == selectedCondition())
            refreshFailures();
        updateButtons(); // the Runs tab reports the run (RunsPanel::runFinished)
    });
    connect(m_controller, &RunController::failed, this, [this](const QString &id, const Error &e) {
        if (e.code == ErrorCode::Cancelled)
            return;
        m_runs->setStartFailed(id, QString::fromStdString(e.detail));
        showStartError(id, e);
        updateButtons();
    });
}

void ConditionRunsPage::setSchedulerDefaults(const inference::SchedulerOptions &options)
{
    m_schedulerDefaults = options;
    m_concurrency->setValue(options.concurrency);
    m_rate->setValue(static_cast<int>(options.requestsPerMinute));
}

void ConditionRunsPage::setProject(const models::LoadedProject &project, bool sameFile)
{
    m_path = project.path;
    m_study = project.study;
    m_history.reset();
    if (!m_path.isEmpty()) {
        auto history = inference::RunHistoryReader::open(m_path.toStdString());
        if (history)
            m_history.emplace(std::move(*history));
        else
            showMessage(models::DisplayNames::errorMessage(history.error()));
    }
    if (!sameFile) {
        m_gridItems.reset();
        m_gridFilter.reset();
        m_useGrid->setChecked(false);
        m_useGrid->setEnabled(false);
        m_message->hide();
        m_failures->setFailures({});
    }
    updateFilterPlaceholder();
    rebuildConditions();
    refreshInterrupted();
    validateFilter();
    if (m_runs->rowCount() > 0 && !m_runsView->currentIndex().isValid())
        m_runsView->setCurrentIndex(m_runs->index(0, 0));
    refreshFailures();
}

void ConditionRunsPage::rebuildConditions()
{
    std::set<QString> checked;
    for (int i = 0; i < m_conditionList->count(); ++i)
        if (m_conditionList->item(i)->checkState() == Qt::Checked)
            checked.insert(m_conditionList->item(i)->data(Qt::UserRole).toString());
    const QSignalBlocker block(m_conditionList);
    m_conditionList->clear();
    std::vector<RunsTableModel::Row> rows;
    if (m_study) {
        for (const auto &c : m_study->conditions) {
            const QString id = QString::fromStdString(c.id);
            const QString label = c.label.empty() ? id : QString::fromStdString(c.label);
            auto *item = new QListWidgetItem(m_conditionList);
            item->setData(Qt::UserRole, id);
            if (c.simulated) {
                item->setText(tr("%1 (simulated)").arg(label));
                item->setFlags(Qt::NoItemFlags);
                item->setToolTip(tr("A simulated condition of the synthetic demo: its answers were generated "
                                    "with the study, there is no model to run."));
                continue;
            }
            if (study::isImported(c)) {
                item->setText(tr("%1 (imported, not runnable)").arg(label));
                item->setFlags(Qt::NoItemFlags);
                item->setToolTip(tr("Not runnable: this condition's predictions were made outside RaterLab and imported "
                                    "from a file, so there is no model to run. Import the file again to replace them."));
                continue;
            }
            item->setText(label);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(checked.count(id) ? Qt::Checked : Qt::Unchecked);
            const int old = m_runs->rowOf(id);
            if (old >= 0 && m_controller->isActive(id)) {
                rows.push_back(m_runs->row(old)); // keep the live figures
                continue;
            }
            RunsTableModel::Row row;
            row.conditionId = id;
            row.label = label;
            if (old >= 0 && m_runs->row(old).progress) {
                row = m_runs->row(old);
                row.label = label;
            } else if (m_history) {
                if (auto runs = m_history->runs(c.id); runs && !runs->empty())
                    row.status = RunsTableModel::statusFromJournal(runs->front().status);
            }
            rows.push_back(std::move(row));
        }
    }
    const QString simulatedNote = tr("Every condition of this project is simulated by the synthetic demo. To run a model, add a "
                                     "condition in the Conditions tab (Add from preset) and save it.");
    const QString notRunnableNote = tr("No condition of this project can be run: their predictions were imported (made "
                                       "outside RaterLab) or simulated. To run a model, add a condition in the "
                                       "Conditions tab (Add from preset) and save it.");
    const bool anyImported = m_study
        && std::any_of(m_study->conditions.begin(), m_study->conditions.end(), [](const auto &c) { return study::isImported(c); });
    if (m_study && !m_study->conditions.empty() && rows.empty())
        showMessage(anyImported ? notRunnableNote : simulatedNote);
    else if (m_message->text() == simulatedNote || m_message->text() == notRunnableNote)
        m_message->hide(); // a runnable condition was added: the note no longer applies
    const QString current = selectedCondition();
    m_runs->setConditions(std::move(rows));
    if (const int r = m_runs->rowOf(current); r >= 0)
        m_runsView->setCurrentIndex(m_runs->index(r, 0));
    updateButtons();
}

void ConditionRunsPage::refreshInterrupted()
{
    m_interrupted.clear();
    if (m_history) {
        if (auto runs = m_history->interruptedRuns()) {
            // Runs of this process are not interrupted: leave out the conditions it is running.
            const QStringList active = m_controller->activeRuns();
            for (auto &r : *runs)
                if (!active.contains(QString::fromStdString(r.conditionId)))
                    m_interrupted.push_back(std::move(r));
        }
    }
    updateBannerText();
    m_banner->setVisible(!m_interrupted.empty());
}

void ConditionRunsPage::updateBannerText()
{
    m_bannerLabel->setText(tr("%n run(s) were interrupted when RaterLab closed. Resume them? Requests already "
                              "answered are not sent again.", nullptr, static_cast<int>(m_interrupted.size())));
}

void ConditionRunsPage::resumeInterrupted()
{
    // One new run per interrupted run, with its filter and settings; runs of one condition queue.
    for (const inference::RunRecord &r : m_interrupted) {
        models::RunRequest request;
        request.conditionId = QString::fromStdString(r.conditionId);
        request.options.itemFilter = r.itemFilter;
        request.options.limit = r.limit;
        request.options.scheduler = m_schedulerDefaults;
        request.options.scheduler.concurrency = r.concurrency > 0 ? r.concurrency : m_concurrency->value();
        request.options.scheduler.requestsPerMinute = r.requestsPerMinute;
        request.batch = r.batch; // a batch run resumes as one: it polls its jobs instead of sending their requests
        request.resumes = {r.id};
        startRun(std::move(request));
    }
    m_interrupted.clear();
    m_banner->hide();
}

void ConditionRunsPage::setGridFilterItems(const std::vector<int> &items)
{
    m_gridItems = items;
    m_gridFilter = m_study ? models::filterForItems(*m_study, items) : std::nullopt;
    m_useGrid->setEnabled(true);
    validateFilter();
}

void ConditionRunsPage::setConditionChecked(const QString &conditionId, bool checked)
{
    for (int i = 0; i < m_conditionList->count(); ++i) {
        QListWidgetItem *item = m_conditionList->item(i);
        if (item->data(Qt::UserRole).toString() == conditionId && (item->flags() & Qt::ItemIsUserCheckable))
            item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
}

std::optional<std::string> ConditionRunsPage::currentFilter() const
{
    if (!m_study)
        return std::nullopt;
    if (m_useGrid->isChecked())
        return m_gridFilter;
    const std::string filter = m_filterEdit->text().trimmed().toStdString();
    auto selected = inference::selectItems(*m_study, filter);
    if (!selected || selected->empty())
        return std::nullopt;
    return filter;
}

void ConditionRunsPage::validateFilter()
{
    if (!m_study) {
        m_matchLabel->clear();
        updateButtons();
        return;
    }
    if (m_useGrid->isChecked()) {
        if (!m_gridFilter)
            m_matchLabel->setText(tr("The grid's selection cannot be written as a factor filter (the stimulus-id "
                                     "search narrows it, or it is empty): clear the search or type a filter."));
        else
            m_matchLabel->setText(tr("%n stimulus/stimuli of the grid match.", nullptr,
                static_cast<int>(m_gridItems ? m_gridItems->size() : 0)));
    } else {
        auto selected = inference::selectItems(*m_study, m_filterEdit->text().trimmed().toStdString());
        if (!selected)
            m_matchLabel->setText(tr("Invalid filter: %1").arg(QString::fromStdString(selected.error().detail)));
        else if (selected->empty())
            m_matchLabel->setText(tr("No stimulus matches."));
        else
            m_matchLabel->setText(tr("%n stimulus/stimuli match.", nullptr, static_cast<int>(selected->size())));
    }
    updateButtons();
}

QString ConditionRunsPage::selectedCondition() const
{
    const QModelIndex current = m_runsView->currentIndex();
    return current.isValid() ? m_runs->row(current.row()).conditionId : QString();
}

QString ConditionRunsPage::controlledCondition() const
{
    const QString selected = selectedCondition();
    if (m_controller->state(selected) != RunController::State::Idle)
        return selected;
    const QStringList active = m_controller->activeRuns();
    return active.size() == 1 ? active.front() : selected; // the one run going, whichever row is selected
}

QString ConditionRunsPage::conditionLabel(const QString &id) const
{
    const int r = m_runs->rowOf(id);
    return r >= 0 ? m_runs->row(r).label : id;
}

void ConditionRunsPage::updateButtons()
{
    bool anyChecked = false;
    for (int i = 0; i < m_conditionList->count(); ++i)
        anyChecked = anyChecked || m_conditionList->item(i)->checkState() == Qt::Checked;
    m_start->setEnabled(m_study && anyChecked && currentFilter().has_value());
    const QString controlled = controlledCondition();
    const RunController::State s = m_controller->state(controlled);
    const QString label = controlled.isEmpty() ? QString() : conditionLabel(controlled);
    for (QPushButton *b : {m_pause, m_resume, m_cancel})
        b->setToolTip(label.isEmpty() ? QString() : tr("Acts on the run of %1").arg(label));
    m_pause->setEnabled(s == RunController::State::Running || s == RunController::State::Starting);
    m_resume->setEnabled(s == RunController::State::Paused);
    m_cancel->setEnabled(s != RunController::State::Idle && s != RunController::State::Stopping);
}

void ConditionRunsPage::startRuns()
{
    m_message->hide();
    const auto filter = currentFilter();
    if (!filter) {
        showMessage(tr("Choose the stimuli to run: the filter is invalid or matches nothing."));
        return;
    }
    int started = 0;
    for (int i = 0; i < m_conditionList->count(); ++i) {
        const QListWidgetItem *item = m_conditionList->item(i);
        if (item->checkState() != Qt::Checked)
            continue;
        models::RunRequest request;
        request.conditionId = item->data(Qt::UserRole).toString();
        request.options.itemFilter = *filter;
        request.options.scheduler = m_schedulerDefaults;
        request.options.scheduler.concurrency = m_concurrency->value();
        request.options.scheduler.requestsPerMinute = m_rate->value();
        request.batch = m_batch->isChecked();
        request.pollIntervalSeconds = m_batchPollSeconds;
        startRun(std::move(request));
        ++started;
    }
    if (started == 0)
        showMessage(tr("Choose at least one model condition."));
}

void ConditionRunsPage::startRun(models::RunRequest request)
{
    const QString id = request.conditionId;
    m_controller->start(id, std::make_unique<models::RatingRunPlan>(std::move(request)));
}

inference::SchedulerOptions ConditionRunsPage::schedulerOptions() const
{
    inference::SchedulerOptions o = m_schedulerDefaults;
    o.concurrency = m_concurrency->value();
    o.requestsPerMinute = m_rate->value();
    return o;
}

void ConditionRunsPage::showStartError(const QString &conditionId, const Error &error)
{
    const QString label = conditionLabel(conditionId);
    if (error.code == ErrorCode::Auth && m_study) {
        const int ci = m_study->findCondition(conditionId.toStdString());
        const std::string variable
            = ci >= 0 ? inference::apiKeyVariable(m_study->conditions[static_cast<std::size_t>(ci)]) : std::string();
        if (!variable.empty()) {
            showMessage(tr("%1: no usable API key. Set the environment variable %2 before starting RaterLab (or store "
                           "the key with secret-tool: service raterlab, variable %2), then start again.")
                            .arg(label, QString::fromStdString(variable)));
            return;
        }
    }
    showMessage(tr("%1: %2 (%3)")
                    .arg(label, models::DisplayNames::errorMessage(error), QString::fromStdString(error.detail)));
}

void ConditionRunsPage::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->show();
}

void ConditionRunsPage::refreshFailures()
{
    const QString id = selectedCondition();
    if (!m_history || id.isEmpty()) {
        m_failures->setFailures({});
        return;
    }
    auto failures = m_history->failedRequests(id.toStdString());
    m_failures->setFailures(failures ? std::move(*failures) : std::vector<inference::FailedRequest>());
    if (m_failures->rowCount() > 0)
        m_failuresView->setCurrentIndex(m_failures->index(0, 0));
}

void ConditionRunsPage::showRaw()
{
    const QModelIndex current = m_failuresView->currentIndex();
    m_raw->setPlainText(current.isValid() ? current.data(models::RawResponseRole).toString() : QString());
}

} // namespace rl::widgets
