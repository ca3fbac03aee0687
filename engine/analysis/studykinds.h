// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/study/protocol.h"

#include <cmath>
#include <limits>
#include <string>
#include <utility>
#include <vector>

/// What each study kind says about itself in a manuscript: one small table of per-kind entries, the one
/// place the methods text (methodstext.h), `raterlab-cli methods`, `raterlab-cli report` and the GUI's
/// Methods & report dispatch on the study kind. An entry holds the kind's methods paragraph, its
/// references, whether its report holds the agreement suite's tables and figures (face, rating), and
/// the figures of its own report with their captions (whole sentences, English and Korean). The tables
/// of a kind's report are built from its analysis (jury: juryreport.h juryReportTables; StereoTales:
/// streport.h stReportTables).
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

struct StudyKindEntry {
    study::StudyKind kind;
    /// Adds the kind's own facts to `facts` (after the common ones); nullptr = none. `db` may be nullptr.
    Status (*collect)(const study::Study &study, storage::Database *db, MethodsFacts &facts);
    std::string (*methods)(const MethodsFacts &facts, MethodsLanguage language); ///< paragraphs, blank-line separated
    std::vector<std::string> (*references)();                                     ///< APA 7, alphabetical
    bool agreementSuite;                    ///< the report holds the agreement suite's tables and figures
    std::vector<ReportFigure> figures;      ///< the figures of the kind's own report, in order
};

/// The entry of `kind` (every kind has one).
const StudyKindEntry &studyKindEntry(study::StudyKind kind);

} // namespace rl::analysis
