// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/import/importrunner.h"
#include "models/workerpool.h"

#include "engine/storage/project.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QtConcurrent/QtConcurrentRun>

namespace rl::models {

ImportErrorLocation parseImportError(const QString &detail)
{
    static const QRegularExpression located(QStringLiteral("^(.+?):(\\d+)(?::(\\d+))?: (.*)$"),
                                            QRegularExpression::DotMatchesEverythingOption);
    ImportErrorLocation loc;
    const auto m = located.match(detail);
    if (!m.hasMatch()) {
        loc.reason = detail;
        return loc;
    }
    loc.file = m.captured(1);
    loc.line = m.captured(2).toInt();
    loc.column = m.captured(3).isEmpty() ? 0 : m.captured(3).toInt();
    loc.reason = m.captured(4);
    return loc;
}

namespace {

void readBack(storage::Project &project, ImportOutcome &outcome)
{
    if (auto s = project.loadStudy()) {
        outcome.dimensions = s->dimensions;
        outcome.items = s->items.size();
    }
}

void removeProjectFile(const QString &path)
{
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(path + suffix);
}

} // namespace

ImportRunner::ImportRunner(QObject *parent)
    : QObject(parent)
    , m_job(this, [](const QString &, qint64, qint64) {})
{
    connect(&m_job.watcher(), &QFutureWatcher<ImportOutcome>::finished, this, &ImportRunner::finish);
}

ImportRunner::~ImportRunner() = default;

void ImportRunner::cancel() { m_job.requestStop(); }

void ImportRunner::start(const QString &projectPath, io::ImportKind kind, const QString &file,
                         const io::ImportOptions &options, bool createProject)
{
    startWork(projectPath, options, createProject,
              [kind, file](storage::Project &project, const io::ImportOptions &o, ImportOutcome &outcome) -> Status {
                  auto sum = io::importFile(project, kind, file.toStdString(), o);
                  if (!sum)
                      return sum.error();
                  outcome.summary = std::move(*sum);
                  return {};
              });
}

void ImportRunner::startCorpus(const QString &projectPath, const QString &file, const QString &corpusName,
                               io::corpus::CorpusFormat format, const io::ImportOptions &options, bool createProject)
{
    startWork(projectPath, options, createProject,
              [=](storage::Project &project, const io::ImportOptions &o, ImportOutcome &outcome) -> Status {
                  auto done = io::corpus::importCorpusFile(project, file.toStdString(), corpusName.toStdString(),
                                                           format, o);
                  if (!done)
                      return done.error();
                  outcome.summary = std::move(done->summary);
                  outcome.hygiene = std::move(done->hygiene);
                  return {};
              });
}

void ImportRunner::startJudgments(const QString &projectPath, const QString &file, const QString &corpusName,
                                  const io::ImportOptions &options, bool createProject)
{
    startWork(projectPath, options, createProject,
              [=](storage::Project &project, const io::ImportOptions &o, ImportOutcome &outcome) -> Status {
                  auto sum = io::corpus::importJudgmentsFile(project, file.toStdString(), corpusName.toStdString(), o);
                  if (!sum)
                      return sum.error();
                  outcome.summary = std::move(*sum);
                  return {};
              });
}

void ImportRunner::startWork(const QString &projectPath, const io::ImportOptions &options, bool createProject,
                             Work work)
{
    m_job.start([=](const Progress &progress) {
        return QtConcurrent::run(workerPool(), [=]() -> ImportOutcome {
            ImportOutcome outcome;
            if (progress.stopRequested()) {
                outcome.cancelled = true;
                outcome.error = Error {ErrorCode::Cancelled, "the import was cancelled before it started"};
                return outcome;
            }
            const bool created = createProject && !QFileInfo::exists(projectPath);
            Result<ImportOutcome> done = [&]() -> Result<ImportOutcome> {
                auto project = storage::Project::open(projectPath.toStdString(),
                                                      createProject ? storage::Database::Mode::CreateIfMissing
                                                                    : storage::Database::Mode::OpenExisting);
                if (!project)
                    return project.error();
                ImportOutcome o;
                io::ImportOptions withStop = options;
                withStop.progress.stop = progress.stop; // a cancel before the write discards the import
                if (Status s = work(*project, withStop, o); s) {
                    o.ok = true;
                } else {
                    o.error = s.error();
                    o.hygiene.reset();
                }
                readBack(*project, o);
                return o;
            }();
            if (done) {
                outcome = std::move(*done);
            } else {
                outcome.error = done.error();
            }
            if (!outcome.ok && created)
                removeProjectFile(projectPath); // nothing imported: leave no empty project behind
            outcome.cancelled = progress.stopRequested();
            return outcome;
        });
    });
}

void ImportRunner::finish()
{
    if (auto outcome = m_job.takeFinished())
        emit finished(*outcome);
}

} // namespace rl::models
