// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/runpage.h"

#include "engine/io/corpus/hygiene.h"
#include "widgets/import/corpuscolumns.h"
#include "widgets/import/newstudywizard.h"
#include "widgets/import/offendingrowdialog.h"
#include "widgets/import/stpages.h"
#include "widgets/import/wizardpageutil.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rl::widgets {

namespace {

/// Whether the wizard showed a column mapping for one of the plan's files (then Back leads to it).
bool planHasMapping(const models::NewStudyPlan &plan)
{
    using Source = models::ImportStep::Source;
    return std::any_of(plan.steps.begin(), plan.steps.end(), [](const models::ImportStep &step) {
        switch (step.source) {
        case Source::StimuliCsv:
        case Source::Ratings:
        case Source::Predictions:
        case Source::Judgments: return true;
        case Source::Corpus: return corpusHasOwnColumns(step.path, step.format);
        default: return false;
        }
    });
}

} // namespace

using wizardpage::owner;
using wizardpage::wrapped;

// --- RunPage -----------------------------------------------------------------------------------

RunPage::RunPage(QWidget *parent)
    : QWizardPage(parent)
    , m_runner(new models::NewStudyRunner(this))
    , m_summary(wrapped(this, QStringLiteral("planSummary")))
    , m_progress(new QProgressBar(this))
    , m_status(wrapped(this, QStringLiteral("importStatus")))
    , m_cancel(new QPushButton(this))
    , m_retry(new QPushButton(this))
    , m_errorList(new QTreeWidget(this))
    , m_replaceBox(new QWidget(this))
    , m_replaceText(wrapped(m_replaceBox, QStringLiteral("replaceText")))
    , m_replaceButton(new QPushButton(m_replaceBox))
    , m_keepButton(new QPushButton(m_replaceBox))
{
    setObjectName(QStringLiteral("runPage"));
    setTitle(tr("Import"));
    m_progress->setObjectName(QStringLiteral("importProgress"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_cancel->setObjectName(QStringLiteral("cancelImportButton"));
    m_cancel->setText(tr("&Cancel import"));
    m_retry->setObjectName(QStringLiteral("retryImportButton"));
    m_retry->setText(tr("&Try again"));
    m_errorList->setObjectName(QStringLiteral("errorList"));
    m_errorList->setColumnCount(4);
    m_errorList->setHeaderLabels({tr("File"), tr("Line"), tr("Column"), tr("Reason")});
    m_errorList->setRootIsDecorated(false);
    m_errorList->setWordWrap(true);
    m_errorList->setToolTip(tr("Double-click an error to see its line."));
    m_replaceBox->setObjectName(QStringLiteral("replaceBox"));
    m_replaceButton->setObjectName(QStringLiteral("replaceButton"));
    m_replaceButton->setText(tr("&Replace"));
    m_keepButton->setObjectName(QStringLiteral("keepButton"));
    m_keepButton->setText(tr("Ca&ncel"));
    m_keepButton->setToolTip(tr("Import nothing: the project stays as it is."));
    auto *replaceButtons = new QHBoxLayout;
    replaceButtons->addStretch(1);
    replaceButtons->addWidget(m_replaceButton);
    replaceButtons->addWidget(m_keepButton);
    auto *replaceLayout = new QVBoxLayout(m_replaceBox);
    replaceLayout->setContentsMargins(0, 0, 0, 0);
    replaceLayout->addWidget(m_replaceText);
    replaceLayout->addLayout(replaceButtons);
    m_replaceBox->hide();
    auto *row = new QHBoxLayout;
    row->addWidget(m_progress, 1);
    row->addWidget(m_cancel);
    row->addWidget(m_retry);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(row);
    layout->addWidget(m_status);
    layout->addWidget(m_replaceBox);
    layout->addWidget(m_errorList, 1);
    connect(m_cancel, &QPushButton::clicked, this, &RunPage::cancel);
    connect(m_replaceButton, &QPushButton::clicked, this, &RunPage::confirmReplace);
    connect(m_keepButton, &QPushButton::clicked, this, &RunPage::declineReplace);
    connect(m_retry, &QPushButton::clicked, this, &RunPage::start);
    connect(m_errorList, &QTreeWidget::itemDoubleClicked, this,
            [this](QTreeWidgetItem *item) { showRow(m_errorList->indexOfTopLevelItem(item)); });
    connect(m_runner, &models::NewStudyRunner::progress, this, [this](int step, int steps, const QString &phase) {
        static const QStringList phases = {QStringLiteral("step"), QStringLiteral("read"), QStringLiteral("check"),
                                           QStringLiteral("write")};
        m_progress->setRange(0, std::max(1, steps) * 4);
        m_progress->setValue(step * 4 + std::max(0, int(phases.indexOf(phase))));
        m_status->setText(tr("Importing file %1 of %2…").arg(step + 1).arg(steps));
    });
    connect(m_runner, &models::NewStudyRunner::finished, this, &RunPage::onFinished);
}

RunPage::~RunPage() = default;

bool RunPage::isRunning() const { return m_runner->isBusy(); }

void RunPage::initializePage()
{
    m_succeeded = false;
    m_replaceConfirmed = false; // every visit asks anew: the file or the mapping may have changed
    const auto *w = owner(this);
    QStringList lines;
    if (w) {
        const models::NewStudyPlan plan = w->plan();
        lines << (plan.createProject ? tr("New project: %1") : tr("Into: %1")).arg(plan.projectPath);
        for (const auto &step : plan.steps) {
            switch (step.source) {
            case models::ImportStep::Source::StimuliCsv:
                lines << tr("Stimuli: %1").arg(step.path);
                break;
            case models::ImportStep::Source::StimuliFolder:
                lines << tr("Stimuli: the images of %1 by the pattern %2").arg(step.path, step.pattern);
                break;
            case models::ImportStep::Source::Ratings: lines << tr("Ratings: %1").arg(step.path); break;
            case models::ImportStep::Source::Predictions: lines << tr("Predictions: %1").arg(step.path); break;
            case models::ImportStep::Source::Conditions: lines << tr("Conditions: %1").arg(step.path); break;
            case models::ImportStep::Source::Corpus:
                lines << tr("Corpus %1: %2").arg(step.corpusName, step.path);
                break;
            case models::ImportStep::Source::Judgments:
                lines << (step.corpusName.isEmpty() ? tr("Judge answers: %1").arg(step.path)
                                                    : tr("Judge answers on corpus %1: %2").arg(step.corpusName, step.path));
                break;
            case models::ImportStep::Source::StGrid: lines << tr("Prompt grid: the seed folder %1").arg(step.path); break;
            case models::ImportStep::Source::StStories: lines << tr("Stories: %1").arg(step.path); break;
            case models::ImportStep::Source::StExtractions: lines << tr("Extractions: %1").arg(step.path); break;
            case models::ImportStep::Source::StHarm: lines << tr("Harm ratings: %1").arg(step.path); break;
            }
        }
    }
    m_summary->setText(lines.join(QLatin1Char('\n')));
    start();
}

void RunPage::cleanupPage()
{
    if (isRunning())
        cancel(); // Back while importing: nothing is written
}

void RunPage::start()
{
    auto *w = owner(this);
    if (!w)
        return; // a run still stopping (Back, then Next again) is stopped and waited for by the runner
    m_errors.clear();
    m_errorList->clear();
    m_succeeded = false;
    m_cancelRequested = false;
    m_progress->setRange(0, 0);
    m_status->setText(tr("Importing…"));
    m_cancel->setEnabled(true);
    m_retry->setVisible(false);
    m_replaceBox->hide();
    models::NewStudyPlan plan = w->plan();
    plan.replaceConfirmed = m_replaceConfirmed;
    m_runner->start(plan);
    emit completeChanged();
}

void RunPage::cancel()
{
    if (!isRunning())
        return;
    m_cancelRequested = true;
    m_runner->cancel();
    m_cancel->setEnabled(false);
    m_status->setText(tr("Cancelling…"));
}

void RunPage::onFinished(const models::NewStudyOutcome &outcome)
{
    m_cancel->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(outcome.ok ? 1 : 0);
    const auto *w = owner(this);
    const bool creating = w && !w->isImportMode();
    if (!outcome.replacements.empty() && !outcome.cancelled && !m_cancelRequested) {
        // Nothing written yet: the user says whether the earlier predictions go.
        m_replaceText->setText(replacementText(outcome.replacements));
        m_replaceBox->show();
        m_replaceButton->setFocus();
        m_status->setText(tr("Nothing has been written yet."));
        emit completeChanged();
        return; // runFinished follows the answer
    }
    if (outcome.ok) {
        m_succeeded = true;
        QStringList parts;
        std::size_t items = 0, raters = 0, ratings = 0, answers = 0, conditions = 0, missing = 0;
        QStringList declared;
        QStringList predictionFiles;
        if (w)
            for (const auto &step : w->plan().steps)
                if (step.source == models::ImportStep::Source::Predictions
                    || step.source == models::ImportStep::Source::Judgments)
                    predictionFiles << step.path;
        for (const auto &s : outcome.summaries) {
            items += s.itemsAdded;
            raters += s.ratersAdded;
            // A predictions file's rows are the models' answers, not human ratings.
            const bool predictions = predictionFiles.contains(QString::fromStdString(s.file))
                || s.conditionsAdded + s.conditionsUpdated > 0;
            (predictions ? answers : ratings) += s.ratingsAdded;
            conditions += s.conditionsAdded + s.conditionsUpdated;
            missing += s.missingValues;
            for (const auto &d : s.dimensionsDeclared)
                declared << QString::fromStdString(d);
        }
        // What the import added; a count of nothing is left out ("0 items; 0 raters" says nothing).
        if (items)
            parts << tr("%n item(s)", nullptr, int(items));
        if (raters)
            parts << tr("%n rater(s)", nullptr, int(raters));
        if (ratings)
            parts << tr("%n rating(s)", nullptr, int(ratings));
        if (answers)
            parts << tr("%n model answer(s)", nullptr, int(answers));
        if (conditions)
            parts << tr("%n condition(s)", nullptr, int(conditions));
        if (missing)
            parts << tr("%n missing value(s) skipped", nullptr, int(missing));
        if (!declared.isEmpty())
            parts << tr("dimensions declared: %1").arg(declared.join(QStringLiteral(", ")));
        QString st = stereoTalesText(outcome);
        if (st.endsWith(QLatin1Char('.')))
            st.chop(1); // the sentence goes on: "… in all. Press Finish", not "in all.. Press Finish"

        if (!st.isEmpty())
            m_status->setText(tr("Imported %1. Press Finish to open the study.").arg(st));
        else
            m_status->setText(parts.isEmpty() ? tr("The import added nothing new. Press Finish to open the study.")
                                              : tr("Imported %1. Press Finish to open the study.").arg(parts.join(QStringLiteral("; "))));
        if (outcome.hygiene) // the corpus' check, kept with it in the project: the Jury page shows it before any judgment
            m_status->setText(m_status->text() + QLatin1Char('\n')
                              + QString::fromStdString(io::corpus::hygieneSummary(*outcome.hygiene)).trimmed());
        if (auto *wiz = wizard())
            wiz->setOption(QWizard::DisabledBackButtonOnLastPage, true); // the import is done: going back would redo it
    } else if (outcome.cancelled || m_cancelRequested) {
        m_status->setText(creating ? tr("The import was cancelled; no project file was written.")
                                   : tr("The import was cancelled; the project is as it was."));
        m_retry->setVisible(true);
    } else {
        // Every error of the file (the engine checks it to the end), each with its own row to show.
        m_errors = !outcome.errorEntries.empty() ? outcome.errorEntries
                                                  : models::locateErrors({}, outcome.error);
        for (const auto &e : m_errors) {
            auto *item = new QTreeWidgetItem(m_errorList);
            item->setText(0, e.location.file);
            item->setText(1, e.location.line > 0 ? QString::number(e.location.line) : QString());
            item->setText(2, e.location.column > 0 ? QString::number(e.location.column) : QString());
            item->setText(3, e.location.reason);
            item->setToolTip(3, e.detail);
        }
        m_errorList->resizeColumnToContents(0);
        const bool mapped = w && planHasMapping(w->plan());
        m_status->setText(creating ? (mapped ? tr("Nothing was imported and no project file was written: correct the file (go "
                                                  "Back to change the mapping) and try again.")
                                             : tr("Nothing was imported and no project file was written: correct the file and "
                                                  "try again."))
                                   : tr("Nothing was imported; the project is as it was. Correct the file and try again."));
        m_retry->setVisible(true);
    }
    emit completeChanged();
    emit runFinished(outcome.ok);
    if (m_closeWhenStopped && wizard()) {
        m_closeWhenStopped = false;
        wizard()->reject();
    }
}

bool RunPage::isAskingToReplace() const { return !m_replaceBox->isHidden(); }

void RunPage::confirmReplace()
{
    if (!isAskingToReplace())
        return;
    m_replaceConfirmed = true;
    start();
}

void RunPage::declineReplace()
{
    if (!isAskingToReplace())
        return;
    m_replaceBox->hide();
    m_status->setText(tr("Nothing was imported; the project is as it was."));
    m_retry->setVisible(true);
    emit completeChanged();
    emit runFinished(false);
}

QString RunPage::replacementText(const std::vector<io::ImportSummary::Replaced> &replaced)
{
    QStringList lines;
    lines << tr("This file replaces the earlier predictions of the conditions it names:");
    for (const auto &r : replaced) {
        const QString dimension = QString::fromStdString(r.dimension);
        const QString condition = QString::fromStdString(r.condition);
        lines << (r.inFile ? tr("• %n earlier %1 prediction(s) of condition %2, replaced by this file's", nullptr,
                                int(r.predictions))
                                 .arg(dimension, condition)
                           : tr("• %n earlier %1 prediction(s) of condition %2, removed (this file has no %1 column)",
                                nullptr, int(r.predictions))
                                 .arg(dimension, condition));
    }
    lines << tr("Replace them?");
    return lines.join(QLatin1Char('\n'));
}

QString RunPage::stereoTalesText(const models::NewStudyOutcome &outcome)
{
    if (!outcome.grid && outcome.stSummaries.empty())
        return {};
    QStringList parts;
    if (outcome.grid)
        parts << tr("the prompt grid — %1").arg(StereoTalesPage::summaryText(*outcome.grid));
    for (const auto &s : outcome.stSummaries) {
        if (s.storiesAdded || s.extractionsAdded == 0)
            parts << tr("%n story(ies) (%1 refused) from %2", nullptr, int(s.storiesAdded))
                         .arg(s.refusals)
                         .arg(QString::fromStdString(s.file));
        else
            parts << tr("%n story × extractor answer(s) (%1 unknown) from %2", nullptr, int(s.extractionsAdded))
                         .arg(s.unknownAnswers)
                         .arg(QString::fromStdString(s.file));
        if (!s.withGrid && !s.valueCounts.empty()) {
            QStringList attrs;
            for (const auto &[attribute, values] : s.valueCounts) {
                QStringList vs;
                for (const auto &[value, n] : values)
                    vs << tr("%1 %2").arg(QString::fromStdString(value)).arg(n);
                attrs << tr("%1: %2").arg(QString::fromStdString(attribute), vs.join(QStringLiteral(", ")));
            }
            parts << tr("attributes and values named (no grid: these are the value sets), with their counts — %1")
                         .arg(attrs.join(QStringLiteral("; ")));
        }
    }
    for (const auto &s : outcome.summaries)
        if (s.ratingsAdded)
            parts << tr("%n harm rating(s)", nullptr, int(s.ratingsAdded));
    return parts.join(QStringLiteral("\n"));
}

OffendingRowDialog *RunPage::showRow(int row)
{
    if (row < 0 || row >= int(m_errors.size()) || m_errors[std::size_t(row)].location.line <= 0)
        return nullptr;
    auto *dialog = new OffendingRowDialog(m_errors[std::size_t(row)], this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open(); // not exec(): never block the event loop
    return dialog;
}

} // namespace rl::widgets
