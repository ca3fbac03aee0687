// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "engine/study/protocol.h"

#include <cmath>
#include <limits>
#include <string>
#include <utility>
#include <vector>

/// A study kind is a registration: one record per kind, the one place every layer asks what the kind has
/// and does. The record holds the kind's analysis (`analyze`: run it under the project's options and write
/// its files into a folder — what `raterlab-cli analyze` runs for every kind), its views (the GUI's pages),
/// its methods paragraph and references, whether its report holds the agreement suite's tables and figures
/// (face, rating), and the figures of its own report with their captions (English and Korean). The four
/// built-in kinds are listed in studykinds.cpp; a new kind adds itself from its own folder with one line,
/// `static const StudyKindRegistration registration {entry};` (see tests/kinds for a worked example), and the
/// registry, the CLI's analyze and methods, and the report find it there. The Qt half of a kind (its pages,
/// figure painting, report tables) registers with widgets/studykindviews.h the same way.
namespace rl::storage { class Database; }

namespace rl::analysis {

struct MethodsFacts;
enum class MethodsLanguage;

/// One cell of a report table: a number (formatted by the caller, never rounded here) or a text.
struct ReportCell {
    double number = std::numeric_limits<double>::quiet_NaN();
    std::string text;
    bool numeric = false;
    static ReportCell num(double v) { return {v, {}, true}; }
    static ReportCell str(std::string s) { return {std::numeric_limits<double>::quiet_NaN(), std::move(s), false}; }
};

/// A table of a kind's report in manuscript form.
struct ReportTable {
    std::string name;                       ///< machine name (e.g. jury-judges)
    std::string caption;                    ///< a sentence, in the report's language
    std::vector<std::string> columns;       ///< headers as a paper writes them
    std::vector<std::vector<ReportCell>> rows;
    std::string note;                       ///< the table's note (may be empty)
};

/// A figure of a kind's report: the name its paint routine knows and its caption sentence.
struct ReportFigure {
    std::string name;
    std::string captionEn;
    std::string captionKo;
    const std::string &caption(MethodsLanguage language) const;
};

struct AnalysisOptions;
struct RatingAnalysisOptions;
enum class OptionScope;

/// What a kind's analysis reads.
struct KindAnalysisInput {
    std::string projectPath;                 ///< the project file (a kind may read its own tables from it)
    const study::Study *study = nullptr;     ///< the project's study, loaded
    const AnalysisOptions *options = nullptr; ///< the project's analysis options with the caller's overrides
    const RatingAnalysisOptions *suite = nullptr; ///< the suite's parts and inter-model conditions (nullptr: all, every)
    Progress progress;
};

/// What a kind's analysis wrote into its folder.
struct KindOutputs {
    std::vector<std::string> files; ///< names relative to the folder, in the order written
    std::vector<std::string> notes; ///< what was left out and why (English, for stderr and logs)
    std::string summary;            ///< one line for the user (may be empty)
};

struct StudyKindEntry {
    study::StudyKind kind;
    /// Adds the kind's own facts to `facts` (after the common ones); nullptr = none. `db` may be nullptr.
    Status (*collect)(const study::Study &study, storage::Database *db, MethodsFacts &facts);
    std::string (*methods)(const MethodsFacts &facts, MethodsLanguage language); ///< paragraphs, blank-line separated
    std::vector<std::string> (*references)();                                     ///< APA 7, alphabetical
    bool agreementSuite;                    ///< the report holds the agreement suite's tables and figures
    std::vector<ReportFigure> figures;      ///< the figures of the kind's own report, in order
    /// Runs the kind's analyses and writes their files into `dir` (created; files appear whole or not at all).
    Result<KindOutputs> (*analyze)(const KindAnalysisInput &input, const std::string &dir) = nullptr;
    /// The keys of the kind's own views in tab order (a suite kind's views are the registry's plan).
    std::vector<std::string> views = {};
    /// How the kind's analysis is run outside `analyze` (a sentence for the plan's notes; may be empty).
    std::string analysisNote = {};
    /// Which analysis options the kind's pages show.
    OptionScope optionScope = {};
    /// A suite kind that shows every view of the suite and runs every part, whatever the study holds (the face
    /// study); false: the views and parts follow the study's data (registry.cpp analysisPlanFor).
    bool wholeSuite = false;
};

/// The entry of `kind` (every kind has one; a kind without a registration gets the rating study's).
const StudyKindEntry &studyKindEntry(study::StudyKind kind);
/// Every entry: the built-in kinds, then the registered ones in registration order.
std::vector<const StudyKindEntry *> studyKindEntries();

/// Registers a kind's entry at static initialisation: `static const StudyKindRegistration r {entry};` in the
/// kind's own source file (a test may also construct one at run time). The entry's `kind` is made by
/// study::registerStudyKind(name).
class StudyKindRegistration {
public:
    explicit StudyKindRegistration(StudyKindEntry entry);
};

/// The face and rating studies' analysis: the registry's plan under the options, analyzeRatingStudy, the verdict
/// matrix and writeAnalysisOutput (metrics.csv, verdicts.csv, verdict_evidence.csv, analysis.json).
Result<KindOutputs> analyzeSuiteKind(const KindAnalysisInput &input, const std::string &dir);

} // namespace rl::analysis
