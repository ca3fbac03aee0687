// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/jury/juryresult.h"
#include "models/kindanalysisrunner.h"

#include <QString>

#include <memory>

namespace rl::models::jury {

/// The jury analysis of a study as the Jury tab runs it (juryDataOf, then analyzeJury, then the hygiene checks of the
/// corpora whose text is at hand: the jury demo's embedded files): compute() on the calling thread (the CLI, tests),
/// work() for models::KindAnalysisRunner, which runs it on a worker. The stop token is checked between the steps, as
/// analyzeJury itself takes none. Progress phases: "jury-data", "jury-analysis", "corpus-check".
class JuryAnalysisRunner {
public:
    /// What work() hands the runner: the result and the checks of the corpora computed with it.
    struct Output {
        std::shared_ptr<const JuryResult> result;
        std::shared_ptr<const std::vector<CorpusCheck>> checks;
    };

    /// `projectPath` (may be empty) is read for the corpora's attribution (meta corpus_attribution).
    static Result<JuryResult> compute(std::shared_ptr<const study::Study> study, const std::string &projectPath,
                                      const analysis::jury::JuryAnalysisOptions &options, const Progress &progress,
                                      std::vector<CorpusCheck> *checks);
    /// compute() as a job of KindAnalysisRunner; its result is an Output.
    static KindAnalysisRunner::Work work(std::shared_ptr<const study::Study> study, const QString &projectPath,
                                         const analysis::jury::JuryAnalysisOptions &options);
};

/// The jury attribution (the project's corpora and judges, one "name: text" line each) as the UI shows it, one
/// entry per line joined by " · ": the texts RaterLab itself wrote (io::corpus::attributionOf, the demo's judges
/// note) in the UI language, any other text as it was stored.
QString displayedAttribution(const std::string &stored);

} // namespace rl::models::jury
