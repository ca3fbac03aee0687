// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stereotales/stkindfigures.h"

#include "engine/analysis/methodstext.h"
#include "engine/analysis/stereotales/streport.h"
#include "models/stereotales/strunner.h"
#include "widgets/stereotales/stfigures.h"

#include <utility>

namespace rl::widgets::stereotales {

namespace {

Result<KindFigure> prepare(const std::string &projectPath, std::shared_ptr<const study::Study> study,
                           const analysis::AnalysisOptions &record, const QString &name, const FigureArgs &args)
{
    analysis::stereotales::AssociationOptions so = analysis::associationOptions(record);
    if (args.has("by")) {
        if (args.value("by") == "model-language")
            so.by = analysis::stereotales::GroupBy::ModelLanguage;
        else if (args.value("by") == "model")
            so.by = analysis::stereotales::GroupBy::Model;
        else
            return Error {ErrorCode::Validation, "--by must be model or model-language, not '" + args.value("by") + "'"};
    }
    for (const auto &[flag, target] : {std::pair<const char *, std::uint64_t *> {"seed", &so.seed}, {"resamples", &so.resamples}}) {
        if (!args.has(flag))
            continue;
        bool ok = false;
        *target = QString::fromStdString(args.value(flag)).toULongLong(&ok);
        if (!ok || *target == 0)
            return Error {ErrorCode::Validation, std::string("--") + flag + " needs a positive whole number, not '" + args.value(flag) + "'"};
    }
    const bool synthetic = study->synthetic;
    auto result = models::stereotales::StRunner::compute(std::move(study), projectPath, so, Progress {});
    if (!result)
        return result.error();
    auto prepared = prepareStFigure(std::make_shared<const models::stereotales::StResult>(std::move(*result)), StFigureRequest {name});
    if (!prepared)
        return prepared.error();
    return KindFigure {std::move(*prepared), synthetic ? ", synthetic demo" : ""};
}

Result<KindReport> report(std::shared_ptr<const study::Study> study, const analysis::MethodsFacts &facts,
                          analysis::MethodsLanguage language)
{
    auto result = models::stereotales::StRunner::compute(std::move(study), facts.projectPath, {});
    if (!result)
        return result.error();
    auto shared = std::make_shared<const models::stereotales::StResult>(std::move(*result));
    KindReport out;
    out.tables = analysis::stereotales::stReportTables(shared->data, shared->associations, shared->spread,
                                                       shared->hasHarm ? &shared->harm : nullptr,
                                                       language == analysis::MethodsLanguage::Korean);
    addReportFigures(out, analysis::studyKindEntry(facts.kind), language,
                     [&](const QString &name) { return prepareStFigure(shared, StFigureRequest {name}); });
    return out;
}

} // namespace

StudyKindFigures stKindFigures()
{
    return {{"stereotales"}, stFigureNames, stFigureDescription, prepare, report};
}

} // namespace rl::widgets::stereotales
