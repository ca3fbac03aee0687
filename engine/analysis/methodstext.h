// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/jurymethods.h"
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/stereotales/stmethods.h"
#include "engine/core/result.h"
#include "engine/study/condition.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rl::storage {
class Database;
}
namespace rl::study {
class Study;
}

/// The methods paragraph of a manuscript (APA style, English or Korean), per study kind (studykinds.h).
/// A face or rating study: the human ratings (the dimensions humans rated, read from the data), every
/// model condition with every parameter it was run with (provider, model, endpoint, temperature,
/// seed, thinking budget, max tokens, samples, image detail, prompt strategy and template hash,
/// prices) and what its runs cost (requests, answered, failed, tokens, USD, dates) — or, for an imported
/// condition, "predictions made outside RaterLab, imported from FILE on DATE: N answers" — then the
/// statistics with their references and the thresholds and seeds of the analysis. The text is
/// made of facts gathered once (collectMethodsFacts) so the GUI dialog, `raterlab-cli report`
/// and the HTML/PDF report say the same thing.
namespace rl::analysis {

/// What a condition's runs used, from the inference journal (requests, attempts of schema.sql).
struct ConditionUsage {
    std::int64_t requests = 0;       ///< request rows of the condition (stage x sample x item)
    std::int64_t answered = 0;       ///< ... whose latest state is answered
    std::int64_t failed = 0;         ///< ... failed
    std::int64_t pending = 0;        ///< ... pending (never finished)
    std::int64_t attempts = 0;       ///< HTTP attempts, retries included
    std::int64_t inputTokens = 0;
    std::int64_t outputTokens = 0;
    std::int64_t thinkingTokens = 0;
    double costUsd = 0;              ///< sum of the requests' cost_usd
    bool costKnown = false;          ///< some request has a cost
    std::string firstAt;             ///< first attempt, UTC ISO 8601 (empty = none)
    std::string lastAt;              ///< last attempt
};

struct ConditionFacts {
    study::ModelCondition condition;
    std::string templateHash;        ///< FNV-1a of the effective templates (prompting.h: the last stage's hash)
    bool templatesEdited = false;    ///< condition.prompts overrides a built-in
    ConditionUsage usage;
};

struct MethodsFacts {
    study::StudyKind kind = study::StudyKind::Rating; ///< which entry of studykinds.h writes the text
    std::string studyName;
    std::string projectPath;         ///< the project the facts were read from (empty = none)
    bool synthetic = false;
    std::uint64_t demoSeed = 0;
    std::size_t items = 0;
    std::size_t humanRaters = 0;
    std::size_t humanRatings = 0;
    std::vector<std::string> dimensions; ///< declared dimension names, in order
    std::vector<std::string> humanDimensions; ///< the declared dimensions humans rated (at least one rating), in order
    std::vector<ConditionFacts> conditions;
    RatingAnalysisOptions options;         ///< thresholds, seeds and B of the analysis reported
    std::string programVersion;
    // What the statistics paragraph describes: the study's shape.
    std::vector<std::string> numericDimensions;     ///< numeric dimensions with human ratings
    std::string classifiedDimension;                ///< categorical dimension with true labels (a factor of its name)
    std::vector<std::string> pluralityDimensions;   ///< categorical dimensions with human labels (no gold needed)
    bool anyOrdered = false;                        ///< one of them is declared ordinal
    std::string groupFactor;                        ///< the grouping factor analysed, empty = none
    jury::JuryMethodsFacts jury;                    ///< a jury study's facts (kind Jury)
    stereotales::StMethodsFacts stereotales;        ///< a StereoTales study's facts (kind StereoTales)
};

enum class MethodsLanguage { English, Korean };

/// The facts of `study` (conditions in study order) with the usage read from `db` (the project's
/// journal; pass nullptr for none) and `options`. Errors: Sql (journal), Validation (a condition's
/// templates do not compile: prompting.h).
Result<MethodsFacts> collectMethodsFacts(const study::Study &study, storage::Database *db,
                                         const RatingAnalysisOptions &options = {});

/// The same with the journal of the project file at `projectPath` (opened read-only here, so the Qt
/// layers never hold a database; empty path = no journal). Errors: Io/Sql/Schema of opening it, as above.
Result<MethodsFacts> collectMethodsFacts(const study::Study &study, const std::string &projectPath,
                                         const RatingAnalysisOptions &options);

/// The journal's usage of one condition (by its id); zeros when it was never run. Errors: Sql.
Result<ConditionUsage> conditionUsage(storage::Database &db, const std::string &conditionId);

/// The paragraphs (separated by a blank line) of the study's kind (studykinds.h). A face or rating
/// study: human ratings, model conditions (one sentence group per condition), statistics. Numbers in
/// the C locale.
std::string methodsParagraph(const MethodsFacts &facts, MethodsLanguage language);

/// The references the paragraph of the study's kind cites, APA 7, one per entry, alphabetical.
std::vector<std::string> methodsReferences(const MethodsFacts &facts);

/// The face and rating studies' paragraphs and references (their entries of studykinds.h).
std::string ratingMethodsParagraph(const MethodsFacts &facts, MethodsLanguage language);
std::vector<std::string> ratingReferences();

} // namespace rl::analysis
