// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/tablecatalog.h"

#include "models/agreementtablemodel.h"
#include "models/analysisbundle.h"
#include "models/confusionmodels.h"
#include "models/verdictmodel.h"

namespace rl::models {

namespace {

Result<int> conditionIndex(const AnalysisBundle &b, const QString &id)
{
    if (b.analysis.conditions.empty())
        return Error {ErrorCode::NotFound, "the analysis has no model condition"};
    if (id.isEmpty()) { // the first condition that gave emotion answers
        for (std::size_t c = 0; c < b.analysis.conditions.size(); ++c)
            if (b.analysis.conditions[c].classification.present)
                return static_cast<int>(c);
        return 0;
    }
    for (std::size_t c = 0; c < b.analysis.conditions.size(); ++c)
        if (b.analysis.conditions[c].id == id.toStdString())
            return static_cast<int>(c);
    return Error {ErrorCode::NotFound, "no model condition '" + id.toStdString() + "' in the analysis"};
}

} // namespace

QStringList tableNames()
{
    return {QStringLiteral("agreement"), QStringLiteral("verdicts"), QStringLiteral("verdict-evidence"),
            QStringLiteral("confusion"), QStringLiteral("class-metrics")};
}

QString tableDescription(const QString &name)
{
    if (name == QLatin1String("agreement"))
        return QStringLiteral("conditions x metrics: accuracy, kappa, macro-F1, r, rho, bias, SD(d), MAE, delta alpha, W1SD (--emotion)");
    if (name == QLatin1String("verdicts"))
        return QStringLiteral("verdict matrix: emotion x {classification, valence, arousal}");
    if (name == QLatin1String("verdict-evidence"))
        return QStringLiteral("the numbers behind one verdict cell, one row per condition (--emotion, --dimension)");
    if (name == QLatin1String("confusion"))
        return QStringLiteral("confusion matrix of one condition, rows true, columns predicted (--condition)");
    if (name == QLatin1String("class-metrics"))
        return QStringLiteral("per-class precision, recall, F1 and support of one condition (--condition)");
    return {};
}

Result<std::shared_ptr<QAbstractItemModel>> makeTable(std::shared_ptr<const AnalysisBundle> bundle,
                                                     const TableRequest &r)
{
    if (!bundle)
        return Error {ErrorCode::NotFound, "no analysis"};
    const AnalysisBundle &b = *bundle;
    if (r.name == QLatin1String("agreement")) {
        auto model = std::make_shared<AgreementTableModel>();
        model->setBundle(bundle);
        if (!r.emotion.isEmpty()) {
            const int g = b.analysis.groupIndex(r.emotion.toStdString());
            if (g < 0)
                return Error {ErrorCode::NotFound, "no emotion '" + r.emotion.toStdString() + "' in the analysis"};
            model->setGroup(g);
        }
        return std::shared_ptr<QAbstractItemModel>(model);
    }
    if (r.name == QLatin1String("verdicts")) {
        auto model = std::make_shared<VerdictMatrixModel>();
        model->setVerdicts(b.verdicts);
        return std::shared_ptr<QAbstractItemModel>(model);
    }
    if (r.name == QLatin1String("verdict-evidence")) {
        std::string emotion = r.emotion.toStdString();
        if (emotion.empty() && !b.verdicts.cells.empty())
            emotion = b.verdicts.cells.front().emotion;
        const std::string dimension = r.dimension.isEmpty() ? std::string("classification") : r.dimension.toStdString();
        const auto *cell = b.verdicts.find(emotion, dimension);
        if (!cell)
            return Error {ErrorCode::NotFound, "no verdict cell (" + emotion + ", " + dimension + ")"};
        auto model = std::make_shared<VerdictEvidenceModel>();
        model->setCell(cell);
        return std::shared_ptr<QAbstractItemModel>(model);
    }
    if (r.name == QLatin1String("confusion") || r.name == QLatin1String("class-metrics")) {
        auto c = conditionIndex(b, r.condition);
        if (!c)
            return c.error();
        const auto &confusion = b.analysis.conditions[std::size_t(*c)].classification.confusion;
        if (r.name == QLatin1String("confusion")) {
            auto model = std::make_shared<ConfusionMatrixModel>();
            model->setConfusion(confusion, b.analysis.labels);
            return std::shared_ptr<QAbstractItemModel>(model);
        }
        auto model = std::make_shared<ClassMetricsModel>();
        model->setConfusion(confusion, b.analysis.labels);
        return std::shared_ptr<QAbstractItemModel>(model);
    }
    return Error {ErrorCode::NotFound, "no table named '" + r.name.toStdString() + "' (see --help)"};
}

} // namespace rl::models
