// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/import/newstudyplan.h"
#include "models/workerpool.h"

#include "engine/core/atomicfile.h"
#include "engine/io/corpus/corpusimport.h"
#include "engine/io/csv.h"
#include "engine/io/filenamepattern.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include <filesystem>

namespace rl::models {

NewStudyType newStudyTypeOf(study::StudyKind kind)
{
    static const std::vector<std::pair<study::StudyKind, NewStudyType>> table {
        {study::StudyKind::Face, NewStudyType::ImageRating},
        {study::StudyKind::Jury, NewStudyType::JuryCorpus},
        {study::StudyKind::StereoTales, NewStudyType::StereoTalesGrid},
    };
    for (const auto &[k, type] : table)
        if (k == kind)
            return type;
    return NewStudyType::GenericRating;
}

namespace {

Status runStep(storage::Project &project, const ImportStep &step, const io::ImportOptions &options,
               io::ImportSummary &summary, NewStudyOutcome &outcome)
{
    const std::string path = step.path.toStdString();
    switch (step.source) {
    case ImportStep::Source::StimuliCsv: {
        io::ImportOptions o = options;
        o.imageFolder = step.imageFolder.toStdString();
        auto sum = io::importFile(project, io::ImportKind::Stimuli, path, o);
        if (!sum)
            return sum.error();
        summary = std::move(*sum);
        return {};
    }
    case ImportStep::Source::StimuliFolder: {
        auto pattern = io::parseFileNamePattern(step.pattern.toStdString());
        if (!pattern)
            return Error {pattern.error().code, "pattern '" + step.pattern.toStdString() + "': " + pattern.error().detail};
        auto names = io::listImageFiles(path);
        if (!names)
            return names.error();
        const auto matches = io::matchFileNames(*pattern, *names);
        if (matches.rows.empty())
            return Error {ErrorCode::Validation, "pattern '" + step.pattern.toStdString() + "' matches no image in " + path};
        io::ImportOptions o = options;
        o.imageFolder = path;
        auto sum = io::importTable(project, io::ImportKind::Stimuli,
                                   io::stimulusTable(matches, QFileInfo(step.path).fileName().toStdString()), o);
        if (!sum)
            return sum.error();
        summary = std::move(*sum);
        return {};
    }
    case ImportStep::Source::Ratings: {
        auto sum = io::importFile(project, io::ImportKind::Ratings, path, options);
        if (!sum)
            return sum.error();
        summary = std::move(*sum);
        return {};
    }
    case ImportStep::Source::Predictions:
    case ImportStep::Source::Conditions: {
        const auto kind = step.source == ImportStep::Source::Predictions ? io::ImportKind::Predictions
                                                                         : io::ImportKind::Conditions;
        auto sum = io::importFile(project, kind, path, options);
        if (!sum)
            return sum.error();
        summary = std::move(*sum);
        return {};
    }
    case ImportStep::Source::Corpus: {
        auto done = io::corpus::importCorpusFile(project, path, step.corpusName.toStdString(), step.format, options);
        if (!done)
            return done.error();
        summary = std::move(done->summary);
        outcome.hygiene = std::move(done->hygiene);
        return {};
    }
    case ImportStep::Source::Judgments: {
        auto sum = io::corpus::importJudgmentsFile(project, path, step.corpusName.toStdString(), options);
        if (!sum)
            return sum.error();
        summary = std::move(*sum);
        return {};
    }
    case ImportStep::Source::StGrid: {
        auto grid = io::stereotales::importGridFolder(project, path, options);
        if (!grid)
            return grid.error();
        summary.file = path;
        summary.itemsAdded = grid->prompts;
        outcome.grid = *grid;
        return {};
    }
    case ImportStep::Source::StStories:
    case ImportStep::Source::StExtractions: {
        auto sum = step.source == ImportStep::Source::StStories ? io::stereotales::importStoriesFile(project, path, options)
                                                                : io::stereotales::importExtractionsFile(project, path, options);
        if (!sum)
            return sum.error();
        summary.file = sum->file;
        summary.rows = sum->rows;
        outcome.stSummaries.push_back(std::move(*sum));
        return {};
    }
    case ImportStep::Source::StHarm: {
        auto sum = io::stereotales::importHarmFile(project, path, options);
        if (!sum)
            return sum.error();
        summary = std::move(*sum);
        return {};
    }
    }
    return Error {ErrorCode::Unsupported, "unknown import step"};
}

} // namespace

std::pair<int, int> fieldSpan(const QString &line, int column)
{
    const QChar sep = line.contains(QLatin1Char('\t')) && !line.contains(QLatin1Char(',')) ? QLatin1Char('\t')
                                                                                           : QLatin1Char(',');
    int field = 1;
    int start = 0;
    bool quoted = false;
    for (int i = 0; i <= line.size(); ++i) {
        const bool end = i == line.size();
        if (!end && line[i] == QLatin1Char('"')) {
            quoted = !quoted;
            continue;
        }
        if (end || (!quoted && line[i] == sep)) {
            if (field == column)
                return {start, i - start};
            ++field;
            start = i + 1;
        }
    }
    return {-1, 0};
}

ImportErrorEntry locateError(const ImportStep &step, const Error &error)
{
    ImportErrorEntry e;
    e.detail = QString::fromStdString(error.detail);
    e.location = parseImportError(e.detail);
    if (e.location.line <= 0)
        return e;
    if (step.source == ImportStep::Source::StimuliFolder) {
        // The table made from the file names: line N is the (N-1)th matched name in the folder's order.
        e.path = step.path;
        auto pattern = io::parseFileNamePattern(step.pattern.toStdString());
        auto names = io::listImageFiles(step.path.toStdString());
        if (pattern && names) {
            const auto matches = io::matchFileNames(*pattern, *names);
            const std::size_t row = std::size_t(e.location.line - 2);
            if (e.location.line >= 2 && row < matches.rows.size())
                e.rawText = QString::fromStdString(matches.rows[row].file);
        }
        return e;
    }
    if (step.source == ImportStep::Source::StGrid) {
        // The seed reader names files relative to the folder.
        const QString file = QFileInfo(e.location.file).isAbsolute() ? e.location.file
                                                                      : step.path + QLatin1Char('/') + e.location.file;
        if (!QFileInfo(file).isFile())
            return e;
        e.path = file;
        if (auto line = io::sourceLine(file.toStdString(), e.location.line))
            e.rawText = QString::fromStdString(*line);
        return e;
    }
    if (e.location.file != QFileInfo(step.path).fileName() && e.location.file != step.path)
        return e;
    e.path = step.path;
    if (auto line = io::sourceLine(step.path.toStdString(), e.location.line))
        e.rawText = QString::fromStdString(*line);
    return e;
}

std::vector<ImportErrorEntry> locateErrors(const ImportStep &step, const Error &error)
{
    std::vector<ImportErrorEntry> entries;
    const QStringList lines = QString::fromStdString(error.detail).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.size() <= 1)
        return {locateError(step, error)};
    for (const QString &line : lines)
        entries.push_back(locateError(step, Error {error.code, line.toStdString()}));
    return entries;
}

NewStudyOutcome runNewStudyPlan(const NewStudyPlan &plan, const Progress &progress)
{
    NewStudyOutcome outcome;
    auto stopped = [&] {
        outcome.cancelled = true;
        outcome.error = Error {ErrorCode::Cancelled, "the import was cancelled; nothing was written"};
        return outcome;
    };
    if (plan.steps.empty()) {
        outcome.error = Error {ErrorCode::Validation, "nothing to import"};
        return outcome;
    }
    if (!plan.createProject && plan.steps.size() != 1) {
        outcome.error = Error {ErrorCode::Unsupported, "an import into an open project takes one file at a time"};
        return outcome;
    }
    const std::string target = plan.projectPath.toStdString();
    const std::string folder = std::filesystem::absolute(target).parent_path().string();
    auto project = plan.createProject ? storage::Project::open(":memory:", storage::Database::Mode::CreateIfMissing)
                                      : storage::Project::open(target, storage::Database::Mode::OpenExisting);
    if (!project) {
        outcome.error = project.error();
        return outcome;
    }
    const int steps = int(plan.steps.size());
    for (int i = 0; i < steps; ++i) {
        if (progress.stopRequested())
            return stopped();
        progress("step", i, steps);
        const ImportStep &step = plan.steps[std::size_t(i)];
        io::ImportOptions options = step.options;
        options.progress = progress; // the engine's phases, and its check of the stop token before it writes
        if (plan.createProject)
            options.projectFolder = folder; // built in memory, published beside its images
        io::ImportSummary summary;
        if (step.source == ImportStep::Source::Predictions && !plan.createProject && !plan.replaceConfirmed) {
            // Ask before earlier predictions are replaced: the same import, checked only (nothing written).
            io::ImportOptions check = options;
            check.checkOnly = true;
            auto checked = io::importFile(*project, io::ImportKind::Predictions, step.path.toStdString(), check);
            if (checked && !checked->replaced.empty()) {
                outcome.replacements = checked->replaced;
                outcome.error = Error {ErrorCode::Validation, "the import would replace earlier predictions; nothing was written"};
                return outcome;
            }
            // A file the check refuses is refused by the import below with the same errors.
        }
        if (Status s = runStep(*project, step, options, summary, outcome); !s) {
            if (s.error().code == ErrorCode::Cancelled || progress.stopRequested())
                return stopped();
            outcome.failedStep = i;
            outcome.error = s.error();
            outcome.errorEntries = locateErrors(step, s.error());
            outcome.errorEntry = outcome.errorEntries.front();
            return outcome;
        }
        outcome.summaries.push_back(std::move(summary));
    }
    if (progress.stopRequested() && plan.createProject)
        return stopped(); // nothing published yet
    if (plan.createProject) {
        // Named after its file, as an import into that file would have named it (not after ":memory:").
        if (auto name = project->meta("study_name"); name && (name->empty() || *name == ":memory:"))
            (void)project->setMeta("study_name", std::filesystem::path(target).stem().string());
        auto bytes = project->serialize();
        if (!bytes) {
            outcome.error = bytes.error();
            return outcome;
        }
        progress("publish", 0, 1);
        std::error_code ec;
        if (plan.replaceExisting && std::filesystem::exists(target, ec)) {
            // The complete new file first (publishNewFile never replaces), then it takes the old one's place in one
            // rename; the old file's journal goes first, so SQLite never applies it to the new file.
            const std::string fresh = target + ".new-" + std::to_string(QCoreApplication::applicationPid());
            std::filesystem::remove(fresh, ec);
            if (Status s = publishNewFile(fresh, *bytes); !s) {
                outcome.error = Error {s.error().code, "cannot write " + fresh + ": " + s.error().detail};
                return outcome;
            }
            for (const char *suffix : {"-wal", "-shm"})
                std::filesystem::remove(target + suffix, ec);
            std::filesystem::rename(fresh, target, ec);
            if (ec) {
                std::filesystem::remove(fresh, ec);
                outcome.error = Error {ErrorCode::Io, "cannot replace " + target + ": " + ec.message()};
                return outcome;
            }
        } else if (Status s = publishNewFile(target, *bytes); !s) {
            outcome.error = Error {s.error().code, "cannot write " + target + ": " + s.error().detail};
            return outcome;
        }
    }
    outcome.ok = true;
    return outcome;
}

NewStudyRunner::NewStudyRunner(QObject *parent)
    : QObject(parent)
    , m_job(this, [this](const QString &phase, qint64 done, qint64 total) {
        if (phase == QLatin1String("step")) { // the sink runs on this object's thread
            m_step = int(done);
            m_steps = int(total);
        }
        emit progress(m_step, m_steps, phase);
    })
{
    connect(&m_job.watcher(), &QFutureWatcher<NewStudyOutcome>::finished, this, &NewStudyRunner::finish);
}

NewStudyRunner::~NewStudyRunner() = default;

void NewStudyRunner::start(const NewStudyPlan &plan)
{
    m_step = 0;
    m_steps = int(plan.steps.size());
    m_job.start([plan](const Progress &progress) {
        return QtConcurrent::run(workerPool(), [plan, progress] { return runNewStudyPlan(plan, progress); });
    });
}

void NewStudyRunner::cancel() { m_job.requestStop(); }

void NewStudyRunner::finish()
{
    if (auto outcome = m_job.takeFinished())
        emit finished(*outcome);
}

} // namespace rl::models
