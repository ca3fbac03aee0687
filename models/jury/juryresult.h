// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/juryanalysis.h"
#include "engine/analysis/jury/jurycost.h"
#include "engine/core/result.h"
#include "engine/io/corpus/hygiene.h"
#include "engine/study/study.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace rl::models::jury {

/// What the jury views show: one study's jury tables and their analysis (the numbers of
/// `raterlab-cli jury analyze`), computed once by the JuryAnalysisRunner; every view reads only this.
struct JuryResult {
    std::shared_ptr<const study::Study> study;
    analysis::jury::JuryData data;
    analysis::jury::JuryAnalysis analysis;
    std::string attribution;        ///< the corpora's attribution (project meta corpus_attribution), may be empty
    /// Each judge's cost per 1,000 items under each prompt condition, from the project's journal
    /// (analysis::jury::judgeCosts); every entry NotRecorded when the project has no journal rows or no file.
    std::vector<analysis::jury::JudgeCost> costs;

    /// False for a study whose judges have not answered yet: tables without judge columns (the
    /// corpora's items and human scores), an empty analysis.
    bool hasJudgments() const;
    /// Index of the round-1 table of (corpus, condition), -1 when none.
    int table(const std::string &corpus, const std::string &condition) const;
    /// Index into analysis.searches of (table, aggregate), -1 when none.
    int search(int table, analysis::jury::Aggregate aggregate) const;
    /// The prompt conditions with a round-1 table, in table order.
    std::vector<std::string> conditions() const;
};

/// The hygiene report of one corpus file beside what a naive (quoting) reader makes of its
/// corrupted records, keyed by native key, for the corpus browser.
struct CorpusCheck {
    std::string corpus;             ///< corpus name in the study (or the file name)
    io::corpus::Corpus parsed;      ///< the correct reading
    io::corpus::HygieneReport report;
    /// native key → the naive reading's sentence 1 and 2 of the record starting on that key's line
    /// (only corrupted records; an absent field is empty)
    std::map<std::string, std::pair<std::string, std::string>> naiveText;
    /// native key of a swallowed row → the key of the record that swallowed it
    std::map<std::string, std::string> swallowedBy;
};

/// The check of corpus text (read with io::corpus::parseCorpus, reported by hygieneOf, re-read by
/// pythonCsvRead). Errors: the reader's.
Result<CorpusCheck> checkCorpusText(std::string_view text, const std::string &source, io::corpus::CorpusFormat format,
                                    const std::string &corpusName);

/// The check of a corpus file (plain text); Io when it cannot be read.
Result<CorpusCheck> checkCorpusFile(const std::string &path, io::corpus::CorpusFormat format,
                                    const std::string &corpusName);

} // namespace rl::models::jury
