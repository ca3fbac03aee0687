// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/studykinds.h"
#include "engine/core/result.h"
#include "widgets/figurecatalog.h"

#include <QStringList>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace rl::analysis {
struct MethodsFacts;
}

/// The figures and report results of the study kinds with analyses of their own (analysis::StudyKindEntry:
/// agreementSuite false), one record per kind: what `raterlab-cli export-figure` offers and paints for them, and
/// what the whole-study report (widgets/report/) holds. The rating suite's figures are figurecatalog.h's.
namespace rl::widgets {

/// The command's arguments a kind's figure reads (export-figure's flags by name, without "--").
struct FigureArgs {
    std::function<bool(const std::string &name)> has;
    std::function<std::string(const std::string &name)> value;
};

/// A figure of a kind, ready to paint, and what its file's line says besides its size (", synthetic judges").
struct KindFigure {
    PreparedFigure prepared;
    std::string note;
};

struct KindReportFigure {
    QString caption;           ///< a sentence
    PreparedFigure prepared;
};

/// A kind's results in the report: its tables (manuscript form) and its figures with their captions.
struct KindReport {
    std::vector<analysis::ReportTable> tables;
    std::vector<KindReportFigure> figures;
};

struct StudyKindFigures {
    std::vector<std::string> kinds;      ///< study::studyKindName of the kinds served
    std::function<QStringList()> names;  ///< the figures' names (export-figure --figure)
    /// One line, English, for export-figure --help (the flags it reads in parentheses).
    std::function<QString(const QString &name)> description;
    /// Figure `name` of `study` (the project at `projectPath`) under `options` (the project's record with the
    /// command's --option) and the command's other flags: the kind's analysis as its tab computes it, then the
    /// tab's paint routine. Errors: the analysis', Validation for a bad flag, NotFound.
    std::function<Result<KindFigure>(const std::string &projectPath, std::shared_ptr<const study::Study> study,
                                     const analysis::AnalysisOptions &options, const QString &name, const FigureArgs &args)>
        prepareFigure;
    /// The kind's results for the report (its analysis with the defaults of its CLI verb; the entry's figures
    /// that can be painted, captioned by the entry).
    std::function<Result<KindReport>(std::shared_ptr<const study::Study> study, const analysis::MethodsFacts &facts,
                                     analysis::MethodsLanguage language)>
        report;
};

/// Every record: the built-in kinds' (jury, StereoTales; listed in studykindfigures.cpp), then the registered ones.
const std::vector<StudyKindFigures> &studyKindFigures();
/// The record serving `kind` (study::studyKindName), nullptr when none.
const StudyKindFigures *studyKindFiguresFor(const std::string &kind);
/// The record offering figure `name`, nullptr when none.
const StudyKindFigures *studyKindFiguresOffering(const QString &name);

/// Registers a kind's record from the kind's own widgets folder: `static const StudyKindFiguresRegistration r {record};`.
class StudyKindFiguresRegistration {
public:
    explicit StudyKindFiguresRegistration(StudyKindFigures record);
};

/// Adds the kind entry's figures that `prepare` paints (a figure without data, e.g. harm without ratings, is left out).
void addReportFigures(KindReport &out, const analysis::StudyKindEntry &entry, analysis::MethodsLanguage language,
                      const std::function<Result<PreparedFigure>(const QString &name)> &prepare);

} // namespace rl::widgets
