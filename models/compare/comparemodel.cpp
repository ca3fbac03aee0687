// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/compare/comparemodel.h"
#include "models/metricdefinitions.h"

#include "models/cellformat.h"
#include "models/roles.h"

#include <cmath>

namespace rl::models {

using namespace analysis::compare;

analysis::compare::CompareOptions comparisonOptions(const AnalysisBundle &bundle, const QStringList &conditions,
                                                    std::size_t bootstrap, std::uint64_t seed)
{
    CompareOptions o;
    for (const QString &entry : conditions)
        for (const QString &id : entry.split(QLatin1Char(','), Qt::SkipEmptyParts))
            o.conditions.push_back(id.trimmed().toStdString());
    o.bootstrap = bootstrap;
    o.seed = seed;
    o.analysis = bundle.analysis.options;
    return o;
}

Result<ComparisonPtr> computeComparison(const AnalysisBundle &bundle, const CompareOptions &options,
                                        const Progress &progress)
{
    if (!bundle.study)
        return Error {ErrorCode::NotFound, "no study"};
    auto c = compareConditions(*bundle.study, options, progress);
    if (!c)
        return c.error();
    return ComparisonPtr(std::make_shared<const Comparison>(std::move(*c)));
}

ComparisonRunner::ComparisonRunner(QObject *parent)
    : QObject(parent)
    , m_runner(new KindAnalysisRunner(this))
{
    connect(m_runner, &KindAnalysisRunner::progress, this,
            [this](const QString &, qint64 done, qint64 total) { emit progress(done, total); });
    connect(m_runner, &KindAnalysisRunner::ready, this, [this](std::shared_ptr<const void> comparison) {
        emit ready(std::static_pointer_cast<const analysis::compare::Comparison>(comparison));
    });
    connect(m_runner, &KindAnalysisRunner::failed, this,
            [this](const QString &, const QString &detail) { emit failed(detail); });
}

ComparisonRunner::~ComparisonRunner() = default;

bool ComparisonRunner::isBusy() const { return m_runner->isBusy(); }

void ComparisonRunner::start(std::shared_ptr<const AnalysisBundle> bundle, const CompareOptions &options)
{
    emit started();
    m_runner->start([bundle, options](const Progress &progress) -> Result<std::shared_ptr<const void>> {
        auto c = computeComparison(*bundle, options, progress);
        if (!c)
            return c.error();
        return std::shared_ptr<const void>(*c);
    });
}

void ComparisonRunner::cancel() { m_runner->cancel(); }

ComparisonTestsModel::ComparisonTestsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ComparisonTestsModel::setComparison(ComparisonPtr comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    endResetModel();
}

int ComparisonTestsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_comparison ? 0 : int(m_comparison->tests.size());
}

int ComparisonTestsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString ComparisonTestsModel::testName(TestKind kind)
{
    switch (kind) {
    case TestKind::WilliamsT: return tr("Williams' t");
    case TestKind::PairedT: return tr("paired t");
    case TestKind::PairedBootstrap: return tr("paired bootstrap");
    case TestKind::McNemarExact: return tr("McNemar (exact)");
    case TestKind::McNemarChiSq: return tr("McNemar χ²");
    }
    return {};
}

double ComparisonTestsModel::number(const PairedComparison &t, int column) const
{
    switch (column) {
    case N: return double(t.n);
    case Delta: return t.delta;
    case CiLow: return t.ciLow;
    case CiHigh: return t.ciHigh;
    case Value: return t.statisticValue;
    case Df: return t.df;
    case P: return t.p;
    case Q: return t.q;
    case EstimateA: return t.estimateA;
    case EstimateB: return t.estimateB;
    case RAb: return t.rAB;
    case DiscordantAB:
    case DiscordantBA: {
        const bool mcnemar = t.test == TestKind::McNemarExact || t.test == TestKind::McNemarChiSq;
        return !mcnemar ? std::nan("") : double(column == DiscordantAB ? t.discordantAB : t.discordantBA);
    }
    case ValidB: return t.validB > 0 ? double(t.validB) : std::nan("");
    case Resamples: return m_comparison ? double(m_comparison->bootstrap) : std::nan("");
    case Seed: return m_comparison ? double(m_comparison->seed) : std::nan("");
    default: return std::nan("");
    }
}

namespace {

QString statisticText(Statistic s)
{
    switch (s) {
    case Statistic::PearsonR: return QStringLiteral("r");
    case Statistic::SpearmanRho: return QStringLiteral("ρ");
    case Statistic::Bias: return ComparisonTestsModel::tr("bias");
    case Statistic::LoaLow: return ComparisonTestsModel::tr("lower LoA");
    case Statistic::LoaHigh: return ComparisonTestsModel::tr("upper LoA");
    case Statistic::DeltaAlpha: return QStringLiteral("Δα");
    case Statistic::W1sd: return QStringLiteral("W1SD");
    case Statistic::Accuracy: return ComparisonTestsModel::tr("accuracy");
    case Statistic::Kappa: return QStringLiteral("κ");
    case Statistic::MacroF1: return ComparisonTestsModel::tr("macro-F1");
    }
    return {};
}

} // namespace

QVariant ComparisonTestsModel::data(const QModelIndex &index, int role) const
{
    if (!m_comparison || !index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Comparison &c = *m_comparison;
    const PairedComparison &t = c.tests[std::size_t(index.row())];
    const int col = index.column();
    auto text = [&](const QString &display, const QString &exported) -> QVariant {
        switch (role) {
        case Qt::DisplayRole:
        case SortValueRole:
            return display;
        case ExportTextRole:
            return exported;
        default:
            return {};
        }
    };
    switch (col) {
    case ConditionA:
        if (role == ConditionIdRole)
            return QString::fromStdString(c.conditions[t.a]);
        return text(QString::fromStdString(c.labels[t.a]), QString::fromStdString(c.conditions[t.a]));
    case ConditionB:
        if (role == ConditionIdRole)
            return QString::fromStdString(c.conditions[t.b]);
        return text(QString::fromStdString(c.labels[t.b]), QString::fromStdString(c.conditions[t.b]));
    case Dimension: {
        const QString d = QString::fromStdString(c.dimensions[t.dimension]);
        return text(d, d);
    }
    case Group: {
        const QString g = QString::fromStdString(c.groups[t.group]);
        return text(t.group == 0 ? tr("all") : g, g);
    }
    case StatisticCol:
        return text(statisticText(t.statistic), QString::fromLatin1(statisticName(t.statistic)));
    case Test:
        return text(testName(t.test), QString::fromLatin1(testKindName(t.test)));
    default:
        break;
    }
    const double v = number(t, col);
    switch (role) {
    case Qt::DisplayRole:
        if (col == N)
            return QLocale().toString(qlonglong(t.n));
        if (col == P || col == Q)
            return cellformat::displayP(v);
        if (col == Seed && m_comparison)
            return QString::number(m_comparison->seed);
        if (col == Df || col >= DiscordantAB)
            return std::isnan(v) ? cellformat::display(v) : QLocale().toString(v, 'f', 0);
        return cellformat::display(v);
    case ExportTextRole:
        if (col == Seed && m_comparison) // a 64-bit seed is not a double: its exact digits
            return QString::number(m_comparison->seed);
        return col == N ? QString::number(t.n) : cellformat::exported(v, 6);
    case ExportValueRole:
        return col == Seed ? QVariant() : QVariant(v);
    case SortValueRole:
        return cellformat::sortKey(v);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (t.test == TestKind::PairedBootstrap && col == P)
            return tr("%n finite bootstrap difference(s) of %1", nullptr, int(t.validB)).arg(c.bootstrap);
        if ((t.test == TestKind::McNemarExact || t.test == TestKind::McNemarChiSq) && col == Value)
            return tr("Discordant items: %1 only A right, %2 only B right").arg(t.discordantAB).arg(t.discordantBA);
        return {};
    default:
        return {};
    }
}

QVariant ComparisonTestsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const char *const machine[] = {"condition_a", "condition_b", "dimension", "group", "statistic", "n", "delta",
                                          "ci_low", "ci_high", "test", "statistic_value", "df", "p", "q",
                                          "estimate_a", "estimate_b", "r_ab", "discordant_ab", "discordant_ba", "valid_B", "B",
                                          "seed"};
    switch (role) {
    case Qt::DisplayRole: {
        const QString names[] = {tr("Condition A"), tr("Condition B"), tr("Dimension"), tr("Group"), tr("Statistic"),
                                 tr("n"), tr("Δ (A − B)"), tr("CI low"), tr("CI high"), tr("Test"), tr("Test statistic"),
                                 tr("df"), tr("p"), tr("BH q"), tr("Estimate A"), tr("Estimate B"), tr("r (A, B)"),
                                 tr("Only A right"), tr("Only B right"), tr("Valid resamples"), tr("Resamples"), tr("Seed")};
        return names[section];
    }
    case ExportTextRole:
        return QString::fromLatin1(machine[section]);
    case Qt::ToolTipRole:
        switch (section) {
        case CiLow:
        case CiHigh: return metricDefinition(u"comparison_ci");
        case Q: return metricDefinition(u"comparison_q");
        default: return metricDefinition(QString::fromLatin1(machine[section])); // none for the key columns
        }
    case NumberStyleRole:
        switch (section) {
        case N:
        case Df:
        case DiscordantAB:
        case DiscordantBA:
        case ValidB:
        case Resamples: return int(cellformat::Style::Count);
        case Seed: return int(cellformat::Style::Text);
        case EstimateA:
        case EstimateB:
        case RAb:
        case Delta:
        case CiLow:
        case CiHigh:
        case Value: return int(cellformat::Style::Unbounded);
        case P:
        case Q: return int(cellformat::Style::P);
        default: return int(cellformat::Style::Text);
        }
    default:
        return {};
    }
}

Result<std::shared_ptr<QAbstractItemModel>> makeComparisonTable(std::shared_ptr<const AnalysisBundle> bundle,
                                                               const QStringList &conditions, ComparisonPtr comparison)
{
    if (!comparison) {
        if (!bundle)
            return Error {ErrorCode::NotFound, "no analysis"};
        QStringList ids = conditions;
        if (ids.isEmpty())
            for (std::size_t c = 0; c < std::min<std::size_t>(8, bundle->analysis.conditions.size()); ++c)
                ids << QString::fromStdString(bundle->analysis.conditions[c].id);
        auto computed = computeComparison(*bundle, comparisonOptions(*bundle, ids));
        if (!computed)
            return computed.error();
        comparison = *computed;
    }
    auto model = std::make_shared<ComparisonTestsModel>();
    model->setComparison(std::move(comparison));
    return std::shared_ptr<QAbstractItemModel>(model);
}

} // namespace rl::models
