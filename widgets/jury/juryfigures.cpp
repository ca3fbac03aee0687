// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/jury/juryfigures.h"

#include "models/jury/jurytablemodels.h"
#include "widgets/jury/biasfigure.h"
#include "widgets/jury/deltafigure.h"
#include "widgets/jury/roundsfigure.h"
#include "widgets/jury/subsetfigure.h"

#include <QCoreApplication>

#include <algorithm>

namespace rl::widgets::jury {

namespace aj = analysis::jury;

QStringList juryFigureNames()
{
    return {QStringLiteral("jury-subsets"), QStringLiteral("jury-conditions"), QStringLiteral("jury-rounds"), QStringLiteral("jury-bias")};
}

QString juryCaption(const models::jury::JuryResult &result)
{
    return result.study && result.study->synthetic
        ? QCoreApplication::translate("SubsetFigure", "Synthetic judges (simulated answers on real corpora)")
        : QString();
}

Result<PreparedFigure> prepareJuryFigure(std::shared_ptr<const models::jury::JuryResult> result,
                                         const JuryFigureRequest &request, const FigureStyle &style)
{
    if (!result)
        return Error {ErrorCode::NotFound, "no jury analysis"};
    const auto &d = result->data;
    std::string corpus = request.corpus.toStdString();
    if (corpus.empty() && !d.corpora.empty())
        corpus = d.corpora.front();
    if (std::find(d.corpora.begin(), d.corpora.end(), corpus) == d.corpora.end())
        return Error {ErrorCode::NotFound, "no corpus '" + corpus + "'"};
    PreparedFigure out;
    out.title = request.name;
    if (request.name == QLatin1String("jury-subsets")) {
        const auto conditions = result->conditions();
        std::string condition = request.condition.toStdString();
        if (condition.empty())
            condition = std::find(conditions.begin(), conditions.end(), "blind") != conditions.end() || conditions.empty()
                ? std::string("blind") : conditions.front();
        aj::Aggregate aggregate = result->analysis.options.aggregates.empty() ? aj::Aggregate::Mean
                                                                              : result->analysis.options.aggregates.front();
        if (!request.aggregate.isEmpty() && !aj::parseAggregate(request.aggregate.toStdString(), aggregate))
            return Error {ErrorCode::NotFound, "no aggregate '" + request.aggregate.toStdString() + "'"};
        const int table = result->table(corpus, condition);
        const int search = table < 0 ? -1 : result->search(table, aggregate);
        if (search < 0)
            return Error {ErrorCode::NotFound, "no subset search of " + corpus + " under '" + condition + "' ("
                                                   + aj::aggregateName(aggregate) + ")"};
        models::jury::SubsetFilter filter;
        filter.cheapOnly = request.cheapOnly;
        filter.maxPanelPrice = request.maxPanelPrice;
        filter.basis = request.basis;
        filter.size = request.size;
        auto figure = std::make_shared<SubsetFigure>(makeSubsetFigure(*result, search, filter));
        figure->selectedMask = request.selectedMask;
        out.paint = [figure, style](QPainter &p, const QRectF &rect) { paintSubsetFigure(p, rect, *figure, style); };
        out.heightInches = pageHeightFunction([](double width) { return subsetFigureHeight(width); });
        return out;
    }
    if (request.name == QLatin1String("jury-conditions")) {
        auto model = std::make_shared<models::jury::ConditionDeltaModel>();
        model->setResult(result);
        QString aggregate = request.aggregate;
        if (aggregate.isEmpty())
            aggregate = QString::fromLatin1(aj::aggregateName(
                result->analysis.options.aggregates.empty() ? aj::Aggregate::Mean : result->analysis.options.aggregates.front()));
        auto figure = std::make_shared<DeltaFigure>(
            makeDeltaFigure(*model, QString::fromStdString(corpus), aggregate, juryCaption(*result)));
        out.paint = [figure, style](QPainter &p, const QRectF &rect) { paintDeltaFigure(p, rect, *figure, style); };
        out.heightInches = pageHeightFunction([figure, style](double width) { return deltaFigureHeight(*figure, width, style); });
        return out;
    }
    if (request.name == QLatin1String("jury-rounds")) {
        auto figure = std::make_shared<RoundsFigure>(makeRoundsFigure(*result, QString::fromStdString(corpus), juryCaption(*result)));
        out.paint = [figure, style](QPainter &p, const QRectF &rect) { paintRoundsFigure(p, rect, *figure, style); };
        out.heightInches = pageHeightFunction([](double width) { return roundsFigureHeight(width); });
        return out;
    }
    if (request.name == QLatin1String("jury-bias")) {
        auto figure = std::make_shared<BiasFigure>(makeBiasFigure(*result, QString::fromStdString(corpus), juryCaption(*result)));
        out.paint = [figure, style](QPainter &p, const QRectF &rect) { paintBiasFigure(p, rect, *figure, style); };
        const double height = biasFigureHeight(*figure);
        out.heightInches = pageHeightFunction([height](double) { return height; });
        return out;
    }
    return Error {ErrorCode::NotFound, "no jury figure '" + request.name.toStdString() + "'"};
}

} // namespace rl::widgets::jury
