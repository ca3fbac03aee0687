// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/plan/planmodel.h"

#include "engine/analysis/plan/resampling.h"
#include "engine/storage/project.h"
#include "models/analysisbundle.h"
#include "models/cellformat.h"
#include "models/displaynames.h"
#include "models/roles.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <string_view>
#include <thread>

namespace rl::models {

using analysis::plan::PlanOptions;
using analysis::plan::PlanRecommendation;
using analysis::plan::PlanRow;
using analysis::plan::StudyPlan;

PlanOptions planOptions(const AnalysisBundle &bundle, const std::vector<std::size_t> &items,
                        const std::vector<std::size_t> &raters, std::size_t draws, std::uint64_t seed, double target)
{
    PlanOptions o;
    o.items = items;
    o.raters = raters;
    o.draws = draws;
    o.seed = seed;
    o.target = target;
    o.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    o.analysis = bundle.analysis.options;
    o.analysis.parts = {true, false, false};
    return o;
}

Result<PlanPtr> computePlan(const AnalysisBundle &bundle, const PlanOptions &options, const QString &projectPath,
                            const Progress &progress)
{
    if (!bundle.study)
        return Error {ErrorCode::NotFound, "no study"};
    PlanOptions o = options;
    if (o.costPerItem.empty() && !projectPath.isEmpty()) {
        auto project = storage::Project::open(projectPath.toStdString());
        if (!project)
            return project.error();
        auto costs = analysis::plan::costPerItem(*project, *bundle.study);
        if (!costs)
            return costs.error();
        o.costPerItem = std::move(*costs);
    }
    auto plan = analysis::plan::planStudy(*bundle.study, o, progress);
    if (!plan)
        return plan.error();
    return PlanPtr(std::make_shared<const StudyPlan>(std::move(*plan)));
}

PlanRunner::PlanRunner(QObject *parent)
    : QObject(parent)
    , m_runner(new KindAnalysisRunner(this))
{
    connect(m_runner, &KindAnalysisRunner::progress, this, [this](const QString &phase, qint64 done, qint64 total) {
        if (phase == QLatin1String("draws"))
            emit progress(done, total);
    });
    connect(m_runner, &KindAnalysisRunner::ready, this,
            [this](std::shared_ptr<const void> plan) { emit ready(std::static_pointer_cast<const StudyPlan>(plan)); });
    connect(m_runner, &KindAnalysisRunner::failed, this,
            [this](const QString &, const QString &detail) { emit failed(detail); });
}

PlanRunner::~PlanRunner() = default;

bool PlanRunner::isBusy() const { return m_runner->isBusy(); }

void PlanRunner::start(std::shared_ptr<const AnalysisBundle> bundle, const PlanOptions &options, const QString &projectPath)
{
    emit started();
    m_runner->start([bundle, options, projectPath](const Progress &progress) -> Result<std::shared_ptr<const void>> {
        auto plan = computePlan(*bundle, options, projectPath, progress);
        if (!plan)
            return plan.error();
        return std::shared_ptr<const void>(*plan);
    });
}

void PlanRunner::cancel() { m_runner->cancel(); }

namespace {

/// plan.csv's and plan_summary.csv's column names (docs/file-formats.md "Plan output").
constexpr const char *kPlanColumns[] = {"dimension", "group", "condition", "items", "raters", "draws", "seed",
                                        "full_decision", "verdict_stable", "verdict_stable_ci_low",
                                        "verdict_stable_ci_high", "alt_test_pass_rate", "delta_alpha_ci_width",
                                        "r_ci_width", "human_mean_reliability", "human_ratings", "model_cost_usd"};
constexpr const char *kSummaryColumns[] = {"dimension", "group", "condition", "full_decision", "target", "draws", "seed",
                                           "items", "raters", "human_ratings", "verdict_stable", "verdict_stable_ci_low",
                                           "verdict_stable_ci_high", "model_cost_usd", "recommendation"};

/// The translated header of a column of either file, by its machine name.
QString columnTitle(const char *machine)
{
    static const std::pair<const char *, const char *> titles[] = {
        {"dimension", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Dimension")},
        {"group", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Group")},
        {"condition", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Condition")},
        {"items", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Items")},
        {"raters", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Raters per item")},
        {"draws", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Draws")},
        {"seed", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Seed")},
        {"full_decision", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Whole study")},
        {"verdict_stable", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Stability")},
        {"verdict_stable_ci_low", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "CI low")},
        {"verdict_stable_ci_high", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "CI high")},
        {"alt_test_pass_rate", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Alt-test passed")},
        {"delta_alpha_ci_width", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Δα spread")},
        {"r_ci_width", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "r CI width")},
        {"human_mean_reliability", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Human mean reliability")},
        {"human_ratings", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Human ratings")},
        {"model_cost_usd", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Model cost (USD)")},
        {"target", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Target")},
        {"recommendation", QT_TRANSLATE_NOOP("rl::models::PlanTableModel", "Recommendation")},
    };
    for (const auto &[key, title] : titles)
        if (qstrcmp(key, machine) == 0)
            return PlanTableModel::tr(title);
    return QString::fromLatin1(machine);
}

int numberStyle(const char *machine)
{
    const std::string_view m(machine);
    if (m == "dimension" || m == "group" || m == "condition" || m == "full_decision" || m == "seed"
        || m == "recommendation")
        return int(cellformat::Style::Text);
    if (m == "items" || m == "raters" || m == "draws" || m == "human_ratings")
        return int(cellformat::Style::Count);
    if (m == "delta_alpha_ci_width" || m == "r_ci_width" || m == "model_cost_usd")
        return int(cellformat::Style::Unbounded);
    return int(cellformat::Style::Bounded);
}

QVariant header(const char *machine, int role)
{
    switch (role) {
    case Qt::DisplayRole: return columnTitle(machine);
    case ExportTextRole: return QString::fromLatin1(machine);
    case NumberStyleRole: return numberStyle(machine);
    default: return {};
    }
}

/// A text cell: shown translated, exported as the engine wrote it.
QVariant textCell(int role, const QString &display, const std::string &exported)
{
    switch (role) {
    case Qt::DisplayRole:
    case SortValueRole: return display;
    case ExportTextRole: return QString::fromStdString(exported);
    default: return {};
    }
}

/// A number cell: counts as whole numbers, the rest with three decimals on screen; full precision exported.
QVariant numberCell(int role, double v, bool count)
{
    switch (role) {
    case Qt::DisplayRole:
        return count && std::isfinite(v) ? QLocale().toString(qlonglong(v)) : cellformat::display(v);
    case ExportTextRole: return count && std::isfinite(v) ? QString::number(qlonglong(v)) : cellformat::full(v);
    case ExportValueRole: return v;
    case SortValueRole: return cellformat::sortKey(v);
    case Qt::TextAlignmentRole: return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default: return {};
    }
}

QString conditionText(const std::string &condition)
{
    return condition == analysis::plan::kAllConditions ? PlanTableModel::tr("all (the verdict)")
                                                       : QString::fromStdString(condition);
}

} // namespace

PlanTableModel::PlanTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void PlanTableModel::setPlan(PlanPtr plan)
{
    beginResetModel();
    m_plan = std::move(plan);
    endResetModel();
}

int PlanTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_plan ? 0 : int(m_plan->rows.size());
}

int PlanTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString PlanTableModel::decisionText(const std::string &decision)
{
    if (decision == "meets")
        return tr("meets");
    if (decision == "does_not_meet")
        return tr("does not meet");
    return DisplayNames::word(QString::fromStdString(decision));
}

QVariant PlanTableModel::data(const QModelIndex &index, int role) const
{
    if (!m_plan || !index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const PlanRow &r = m_plan->rows[std::size_t(index.row())];
    switch (index.column()) {
    case Dimension: return textCell(role, DisplayNames::dimension(r.dimension), r.dimension);
    case Group: return textCell(role, DisplayNames::word(QString::fromStdString(r.group)), r.group);
    case Condition: return textCell(role, conditionText(r.condition), r.condition);
    case FullDecision: return textCell(role, decisionText(r.fullDecision), r.fullDecision);
    case Seed: return textCell(role, QString::number(m_plan->options.seed), std::to_string(m_plan->options.seed));
    case Items: return numberCell(role, double(r.items), true);
    case Raters: return numberCell(role, double(r.raters), true);
    case Draws: return numberCell(role, double(r.draws), true);
    case HumanRatings: return numberCell(role, double(r.humanRatings), true);
    case VerdictStable: return numberCell(role, r.verdictStable, false);
    case VerdictStableCiLow: return numberCell(role, r.verdictStableCiLow, false);
    case VerdictStableCiHigh: return numberCell(role, r.verdictStableCiHigh, false);
    case AltTestPassRate: return numberCell(role, r.altTestPassRate, false);
    case DeltaAlphaCiWidth: return numberCell(role, r.deltaAlphaCiWidth, false);
    case RCiWidth: return numberCell(role, r.rCiWidth, false);
    case HumanMeanReliability: return numberCell(role, r.humanMeanReliability, false);
    case ModelCostUsd: return numberCell(role, r.modelCostUsd, false);
    default: return {};
    }
}

QVariant PlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    return header(kPlanColumns[section], role);
}

PlanSummaryModel::PlanSummaryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void PlanSummaryModel::setPlan(PlanPtr plan)
{
    beginResetModel();
    m_plan = std::move(plan);
    endResetModel();
}

int PlanSummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_plan ? 0 : int(m_plan->summary.size());
}

int PlanSummaryModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString PlanSummaryModel::recommendationText(const PlanRecommendation &rec, double target)
{
    const QLocale l;
    if (!rec.reached)
        return tr("No design reached the target stability %1.").arg(l.toString(target, 'f', 2));
    const QString text = rec.condition == analysis::plan::kAllConditions
        ? tr("%1 items × %2 raters per item (%3 human ratings) keep the verdict in %4 of %5 draws (95 % CI %6–%7).")
        : tr("%1 items × %2 raters per item (%3 human ratings) keep the condition's decision in %4 of %5 draws "
             "(95 % CI %6–%7).");
    return text.arg(l.toString(qlonglong(rec.items)), l.toString(qlonglong(rec.raters)),
                    l.toString(qlonglong(rec.humanRatings)), l.toString(qlonglong(rec.stableDraws)),
                    l.toString(qlonglong(rec.draws)), l.toString(rec.verdictStableCiLow, 'f', 3),
                    l.toString(rec.verdictStableCiHigh, 'f', 3));
}

QVariant PlanSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!m_plan || !index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const PlanRecommendation &r = m_plan->summary[std::size_t(index.row())];
    const double na = std::nan("");
    switch (index.column()) {
    case Dimension: return textCell(role, DisplayNames::dimension(r.dimension), r.dimension);
    case Group: return textCell(role, DisplayNames::word(QString::fromStdString(r.group)), r.group);
    case Condition: return textCell(role, conditionText(r.condition), r.condition);
    case FullDecision: return textCell(role, PlanTableModel::decisionText(r.fullDecision), r.fullDecision);
    case Seed: return textCell(role, QString::number(m_plan->options.seed), std::to_string(m_plan->options.seed));
    case Recommendation:
        if (role == Qt::ToolTipRole)
            return QString::fromStdString(r.sentence);
        return textCell(role, recommendationText(r, m_plan->options.target), r.sentence);
    case Target: return numberCell(role, m_plan->options.target, false);
    case Draws: return numberCell(role, double(r.draws), true);
    case Items: return numberCell(role, r.reached ? double(r.items) : na, true);
    case Raters: return numberCell(role, r.reached ? double(r.raters) : na, true);
    case HumanRatings: return numberCell(role, r.reached ? double(r.humanRatings) : na, true);
    case VerdictStable: return numberCell(role, r.verdictStable, false);
    case VerdictStableCiLow: return numberCell(role, r.verdictStableCiLow, false);
    case VerdictStableCiHigh: return numberCell(role, r.verdictStableCiHigh, false);
    case ModelCostUsd: return numberCell(role, r.modelCostUsd, false);
    default: return {};
    }
}

QVariant PlanSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    return header(kSummaryColumns[section], role);
}

Result<std::shared_ptr<QAbstractItemModel>> makePlanTable(std::shared_ptr<const AnalysisBundle> bundle, bool summary,
                                                         PlanPtr plan)
{
    if (!plan) {
        if (!bundle)
            return Error {ErrorCode::NotFound, "no analysis"};
        auto computed = computePlan(*bundle, planOptions(*bundle));
        if (!computed)
            return computed.error();
        plan = *computed;
    }
    if (summary) {
        auto model = std::make_shared<PlanSummaryModel>();
        model->setPlan(std::move(plan));
        return std::shared_ptr<QAbstractItemModel>(model);
    }
    auto model = std::make_shared<PlanTableModel>();
    model->setPlan(std::move(plan));
    return std::shared_ptr<QAbstractItemModel>(model);
}

} // namespace rl::models
