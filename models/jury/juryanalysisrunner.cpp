// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/jury/juryanalysisrunner.h"
#include "models/workerpool.h"

#include "engine/demo/jurydemo.h"
#include "engine/io/corpus/corpusimport.h"
#include "engine/io/corpus/hygienestore.h"
#include "engine/storage/project.h"
#include "models/displaynames.h"

#include <QtConcurrent/QtConcurrentRun>

namespace rl::models::jury {

JuryAnalysisRunner::JuryAnalysisRunner(QObject *parent)
    : QObject(parent)
    , m_job(this, [this](const QString &phase, qint64 done, qint64 total) { emit progress(phase, done, total); })
{
    qRegisterMetaType<std::shared_ptr<const JuryResult>>();
    connect(&m_job.watcher(), &QFutureWatcher<Outcome>::finished, this, &JuryAnalysisRunner::finish);
}

JuryAnalysisRunner::~JuryAnalysisRunner() = default;

Result<JuryResult> JuryAnalysisRunner::compute(std::shared_ptr<const study::Study> study, const std::string &projectPath,
                                       const analysis::jury::JuryAnalysisOptions &options, const Progress &progress,
                                       std::vector<CorpusCheck> *checks)
{
    progress("jury-data", 0, 3);
    // A study whose judges have not answered yet is not an error: its pages say so.
    auto data = analysis::jury::juryDataOf(*study, analysis::jury::JudgeAnswers::Optional);
    if (!data)
        return data.error();
    if (progress.stopRequested())
        return Error {ErrorCode::Cancelled, "jury analysis stopped"};
    progress("jury-analysis", 1, 3);
    JuryResult result;
    result.analysis.options = options;
    result.study = std::move(study);
    result.data = std::move(*data);
    if (result.hasJudgments()) {
        auto analysis = analysis::jury::analyzeJury(result.data, options);
        if (!analysis)
            return analysis.error();
        result.analysis = std::move(*analysis);
    }
    if (!projectPath.empty()) {
        if (auto project = storage::Project::open(projectPath)) {
            if (auto a = project->meta(io::corpus::jury::kAttributionMeta))
                result.attribution = *a;
            // What each judge cost per 1,000 items, as the journal recorded it (jurycost.h).
            if (auto rows = analysis::jury::readJournalCosts(project->database(), *result.study))
                result.costs = analysis::jury::judgeCosts(result.data, *rows);
            // The hygiene report each corpus import kept (io/corpus/hygienestore.h).
            for (const auto &corpus : result.data.corpora) {
                auto kept = project->meta(io::corpus::hygieneMetaKey(corpus));
                if (!checks || !kept || kept->empty())
                    continue;
                if (auto report = io::corpus::hygieneFromJson(*kept)) {
                    CorpusCheck check;
                    check.corpus = corpus;
                    check.report = std::move(*report);
                    checks->push_back(std::move(check));
                }
            }
        }
    }
    if (result.costs.empty()) // no project file, or its journal could not be read: nothing recorded
        result.costs = analysis::jury::judgeCosts(result.data, {});
    if (progress.stopRequested())
        return Error {ErrorCode::Cancelled, "jury analysis stopped"};
    progress("corpus-check", 2, 3);
    if (checks && result.study->synthetic) {
        // The demo's corpora are embedded byte for byte: their hygiene is that of the real files.
        for (const auto &embedded : demo::embeddedCorpora()) {
            if (std::find(result.data.corpora.begin(), result.data.corpora.end(), embedded.name) == result.data.corpora.end())
                continue;
            io::corpus::CorpusFormat format = io::corpus::CorpusFormat::Auto;
            io::corpus::parseCorpusFormat(embedded.format, format);
            if (auto c = checkCorpusText(embedded.bytes, embedded.file, format, embedded.name))
                checks->push_back(std::move(*c));
        }
    }
    progress("corpus-check", 3, 3);
    return result;
}

void JuryAnalysisRunner::start(std::shared_ptr<const study::Study> study, const QString &projectPath,
                       const analysis::jury::JuryAnalysisOptions &options)
{
    m_latest.reset();
    m_checks.reset();
    emit started();
    const std::string path = projectPath.toStdString();
    m_job.start([study, path, options](const Progress &progress) {
        return QtConcurrent::run(workerPool(), [study, path, options, progress]() -> Outcome {
            auto checks = std::make_shared<std::vector<CorpusCheck>>();
            auto result = compute(study, path, options, progress, checks.get());
            if (!result)
                return {nullptr, nullptr, result.error()};
            return {std::make_shared<const JuryResult>(std::move(*result)), checks, {}};
        });
    });
}

void JuryAnalysisRunner::finish()
{
    const auto finished = m_job.takeFinished();
    if (!finished)
        return;
    if (!finished->result) {
        if (finished->error.code != ErrorCode::Cancelled)
            emit failed(DisplayNames::errorMessage(finished->error), QString::fromStdString(finished->error.detail));
        return;
    }
    m_latest = finished->result;
    m_checks = finished->checks;
    emit ready(m_latest);
}

} // namespace rl::models::jury
