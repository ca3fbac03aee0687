// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/jury/juryanalysisrunner.h"

#include "engine/demo/jurydemo.h"
#include "engine/io/corpus/corpusimport.h"
#include "engine/io/corpus/hygienestore.h"
#include "engine/storage/project.h"
#include "models/displaynames.h"

#include <QCoreApplication>

namespace rl::models::jury {

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
            if (auto rows = analysis::jury::readJournalCosts(*project, *result.study))
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

KindAnalysisRunner::Work JuryAnalysisRunner::work(std::shared_ptr<const study::Study> study, const QString &projectPath,
                                                  const analysis::jury::JuryAnalysisOptions &options)
{
    return [study, path = projectPath.toStdString(), options](const Progress &progress) -> Result<std::shared_ptr<const void>> {
        auto checks = std::make_shared<std::vector<CorpusCheck>>();
        auto result = compute(study, path, options, progress, checks.get());
        if (!result)
            return result.error();
        return std::shared_ptr<const void>(std::make_shared<const Output>(
            Output {std::make_shared<const JuryResult>(std::move(*result)), std::move(checks)}));
    };
}

QString displayedAttribution(const std::string &stored)
{
    using io::corpus::CorpusFormat;
    static const std::pair<CorpusFormat, const char *> kCorpora[] = {
        {CorpusFormat::Stsb, QT_TRANSLATE_NOOP("rl::models::jury::Attribution",
                                 "STS Benchmark (Agirre, Cer, Diab, Lopez-Gazpio, Specia: SemEval-2017 Task 1, "
                                 "http://ixa2.si.ehu.eus/stswiki); scores under CC BY-SA 4.0 "
                                 "(http://creativecommons.org/licenses/by-sa/4.0/), each sentence source under its own "
                                 "license (the distribution's LICENSE.txt).")},
        {CorpusFormat::KorSts, QT_TRANSLATE_NOOP("rl::models::jury::Attribution",
                                   "KorSTS (Ham et al. 2020, KorNLI and KorSTS, Kakao Brain, "
                                   "https://github.com/kakaobrain/KorNLUDatasets), CC BY-SA 4.0 "
                                   "(http://creativecommons.org/licenses/by-sa/4.0/); human translations of STS-B.")},
        {CorpusFormat::Klue, QT_TRANSLATE_NOOP("rl::models::jury::Attribution",
                                 "KLUE-STS v1.1 (Park et al. 2021, KLUE: Korean Language Understanding Evaluation, "
                                 "https://github.com/KLUE-benchmark/KLUE), CC BY-SA 4.0 "
                                 "(http://creativecommons.org/licenses/by-sa/4.0/).")},
    };
    static const char *const kJudges = QT_TRANSLATE_NOOP("rl::models::jury::Attribution",
        "Judges: simulated (synthetic judges named after the models of a Korean LLM-jury study; not model answers).");
    const auto translate = [](const char *text) { return QCoreApplication::translate("rl::models::jury::Attribution", text); };
    QStringList lines;
    for (const QString &line : QString::fromStdString(stored).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QString shown = line;
        if (line == QLatin1String(demo::kSyntheticJudgesNote)) {
            shown = translate(kJudges);
        } else {
            for (const auto &[format, text] : kCorpora) {
                // The source's own words, so that a change of attributionOf cannot pass unseen (tst_juryviews).
                const QString english = QString::fromStdString(io::corpus::attributionOf(format));
                if (english == QLatin1String(text) && line.endsWith(QStringLiteral(": ") + english)) {
                    shown = line.left(line.size() - english.size()) + translate(text);
                    break;
                }
            }
        }
        lines << shown;
    }
    return lines.join(QStringLiteral(" · "));
}

} // namespace rl::models::jury
