// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/jury/jurykindfigures.h"

#include "engine/analysis/jury/juryreport.h"
#include "engine/analysis/methodstext.h"
#include "models/jury/juryanalysisrunner.h"
#include "widgets/jury/juryfigures.h"

namespace rl::widgets::jury {

namespace {

QString description(const QString &name)
{
    if (name == QLatin1String("jury-subsets"))
        return QStringLiteral("rho against summed input price with the Pareto front, best rho by panel size (--corpus, --condition, --aggregate)");
    if (name == QLatin1String("jury-conditions"))
        return QStringLiteral("delta rho of every prompt condition against its base with 95% CIs (--corpus)");
    if (name == QLatin1String("jury-rounds"))
        return QStringLiteral("deliberation by round: mean per-item SD, unanimous items, changed answers closer to human (--corpus)");
    if (name == QLatin1String("jury-bias"))
        return QStringLiteral("each judge's bias (judge - human) per prompt condition with 95% CIs (--corpus)");
    return {};
}

Result<KindFigure> prepare(const std::string &projectPath, std::shared_ptr<const study::Study> study,
                           const analysis::AnalysisOptions &record, const QString &name, const FigureArgs &args)
{
    analysis::jury::JuryAnalysisOptions jo = analysis::juryAnalysisOptions(record);
    if (args.has("seed")) {
        bool ok = false;
        jo.seed = QString::fromStdString(args.value("seed")).toULongLong(&ok);
        if (!ok)
            return Error {ErrorCode::Validation, "--seed needs a whole number, not '" + args.value("seed") + "'"};
    }
    JuryFigureRequest request;
    request.name = name;
    request.corpus = QString::fromStdString(args.value("corpus"));
    request.condition = QString::fromStdString(args.value("condition"));
    request.aggregate = QString::fromStdString(args.value("aggregate"));
    request.cheapOnly = args.has("cheap-only");
    if (record.juryPriceCapOn != 0)
        request.maxPanelPrice = record.juryPriceCap;
    request.basis = record.juryPriceBasis == "per_1000_items" ? models::jury::PriceBasis::Per1000Items
                                                               : models::jury::PriceBasis::InputPerMTok;
    request.size = static_cast<int>(record.juryPanelSize);
    const bool synthetic = study->synthetic;
    auto result = models::jury::JuryAnalysisRunner::compute(std::move(study), projectPath, jo, Progress {}, nullptr);
    if (!result)
        return result.error();
    auto prepared = prepareJuryFigure(std::make_shared<const models::jury::JuryResult>(std::move(*result)), request);
    if (!prepared)
        return prepared.error();
    return KindFigure {std::move(*prepared), synthetic ? ", synthetic judges" : ""};
}

Result<KindReport> report(std::shared_ptr<const study::Study> study, const analysis::MethodsFacts &facts,
                          analysis::MethodsLanguage language)
{
    auto result = models::jury::JuryAnalysisRunner::compute(std::move(study), facts.projectPath, {}, Progress {}, nullptr);
    if (!result)
        return result.error();
    auto shared = std::make_shared<const models::jury::JuryResult>(std::move(*result));
    KindReport out;
    out.tables = analysis::jury::juryReportTables(shared->data, shared->analysis, language == analysis::MethodsLanguage::Korean);
    addReportFigures(out, analysis::studyKindEntry(facts.kind), language, [&](const QString &name) {
        JuryFigureRequest request;
        request.name = name;
        return prepareJuryFigure(shared, request);
    });
    return out;
}

} // namespace

StudyKindFigures juryKindFigures()
{
    return {{"jury"}, juryFigureNames, description, prepare, report};
}

} // namespace rl::widgets::jury
