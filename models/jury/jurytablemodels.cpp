// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/jury/jurytablemodels.h"
#include "models/metricdefinitions.h"

#include "models/cellformat.h"
#include "models/roles.h"

#include <QLocale>

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <tuple>

namespace rl::models::jury {

namespace aj = analysis::jury;

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

QVariant num(double v) { return QVariant(v); }

QString subsetText(const aj::JuryData &data, const std::vector<int> &judges)
{
    return judges.empty() ? QString() : qs(aj::subsetName(data, judges));
}

/// Column of `judge` in table `t`, -1 when it did not answer there.
int columnOf(const aj::JuryTable &t, int judge)
{
    const auto it = std::find(t.judges.begin(), t.judges.end(), judge);
    return it == t.judges.end() ? -1 : int(it - t.judges.begin());
}

} // namespace

// ---- JuryRowsModel

void JuryRowsModel::setRows(std::vector<std::vector<QVariant>> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int JuryRowsModel::decimals(int) const { return 3; }

bool JuryRowsModel::isPValue(int) const { return false; }

QVariant JuryRowsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()) || index.column() >= int(m_rows[std::size_t(index.row())].size()))
        return {};
    const QVariant &v = m_rows[std::size_t(index.row())][std::size_t(index.column())];
    const bool numeric = v.typeId() == QMetaType::Double;
    switch (role) {
    case Qt::DisplayRole:
        if (numeric && isPValue(index.column()))
            return cellformat::displayP(v.toDouble());
        return numeric ? QVariant(cellformat::display(v.toDouble(), decimals(index.column()))) : v;
    case Qt::EditRole:
        return v;
    case SortValueRole:
        return numeric ? cellformat::sortKey(v.toDouble()) : v;
    case ExportTextRole:
        return numeric ? QVariant(cellformat::exported(v.toDouble(), std::max(6, decimals(index.column())))) : v;
    case Qt::ToolTipRole:
        return v.typeId() == QMetaType::QString ? v : QVariant(); // a name the column cuts
    case Qt::TextAlignmentRole:
        return numeric || v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong
            ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    default:
        return {};
    }
}

QVariant JuryRowsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole)
        return metricDefinition(definitionKeys().value(section));
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != ExportTextRole))
        return {};
    const QStringList h = headers();
    return section >= 0 && section < h.size() ? QVariant(h.at(section)) : QVariant();
}

// ---- JudgeTableModel

void JudgeTableModel::setResult(std::shared_ptr<const JuryResult> result)
{
    std::vector<std::vector<QVariant>> rows;
    m_costs.clear();
    if (result) {
        const auto &d = result->data;
        for (const auto &row : result->analysis.judges) {
            const auto &t = d.tables[row.table];
            const auto &j = d.judges[std::size_t(row.judge)];
            const int col = columnOf(t, row.judge);
            const aj::JudgeCost *cost = aj::findJudgeCost(result->costs, row.judge, t.condition);
            m_costs.push_back(cost ? *cost : aj::JudgeCost {row.judge, t.condition});
            rows.push_back({qs(t.corpus), qs(t.condition), qs(j.label.empty() ? j.id : j.label), num(row.agreement.rho),
                            num(row.agreement.r), QVariant(qlonglong(row.agreement.n)), num(j.priceInputPerMTok),
                            num(j.priceOutputPerMTok), num(m_costs.back().usdPer1000Items),
                            num(col >= 0 && std::size_t(col) < t.latencyMedianS.size() ? t.latencyMedianS[std::size_t(col)]
                                                                                       : aj::kNaN)});
        }
    }
    setRows(std::move(rows));
}

QVariant JudgeTableModel::data(const QModelIndex &index, int role) const
{
    if (index.isValid() && index.column() == CostPer1000 && index.row() < int(m_costs.size())
        && (role == Qt::DisplayRole || role == Qt::ToolTipRole)) {
        const aj::JudgeCost &c = m_costs[std::size_t(index.row())];
        switch (c.status) {
        case aj::CostStatus::NotRecorded:
            return role == Qt::DisplayRole ? tr("no cost recorded")
                                           : tr("The journal holds no answer of this judge under this condition (imported or "
                                                "synthetic answers): its panels are over any cost cap.");
        case aj::CostStatus::NoPrice:
            return role == Qt::DisplayRole ? tr("no price")
                                           : tr("The journal holds %n answer(s) but no cost and no prices to value their "
                                                "tokens: give the judge its prices (Conditions).", nullptr, int(c.requests));
        case aj::CostStatus::Partial:
            if (role == Qt::ToolTipRole)
                return tr("Estimated: %1 of %2 requests have a recorded cost or priced tokens; the others are valued at their mean.")
                    .arg(c.priced).arg(c.requests);
            break;
        case aj::CostStatus::Known:
            if (role == Qt::ToolTipRole)
                return tr("%1 US$ for %n item(s) (%2 requests) in the journal.", nullptr, int(c.items))
                    .arg(QLocale().toString(c.usd, 'g', 6)).arg(c.requests);
            break;
        }
    }
    return JuryRowsModel::data(index, role);
}

QStringList JudgeTableModel::headers() const
{
    return {tr("Corpus"), tr("Condition"), tr("Judge"), tr("Spearman ρ"), tr("Pearson r"), tr("n"),
            tr("Input $/1M tokens"), tr("Output $/1M tokens"), tr("$/1,000 items (journal)"), tr("Median latency (s)")};
}

QStringList JudgeTableModel::definitionKeys() const
{
    return {{}, {}, {}, QStringLiteral("jury_rho"), QStringLiteral("jury_r"), QStringLiteral("jury_n"),
            QStringLiteral("price_input"), QStringLiteral("price_output"), QStringLiteral("cost_per_1000_items"),
            QStringLiteral("latency")};
}

int JudgeTableModel::decimals(int column) const
{
    return column == CostPer1000 ? 4 : column == Latency || column == PriceInput || column == PriceOutput ? 2 : 3;
}

// ---- RoundsTableModel

void RoundsTableModel::setResult(std::shared_ptr<const JuryResult> result)
{
    std::vector<std::vector<QVariant>> rows;
    if (result)
        for (const auto &r : result->analysis.rounds)
            rows.push_back({qs(r.corpus), qs(r.condition), QVariant(r.round), QVariant(qlonglong(r.judges)),
                            QVariant(qlonglong(r.items)), num(r.meanItemSd), num(r.unanimousShare), num(r.changedShare),
                            num(r.towardOthersShare), num(r.closerToHumanShare), num(r.furtherFromHumanShare),
                            num(r.meanScore)});
    setRows(std::move(rows));
}

QStringList RoundsTableModel::headers() const
{
    return {tr("Corpus"), tr("Condition"), tr("Round"), tr("Judges"), tr("Items"), tr("Mean item SD"),
            tr("Unanimous"), tr("Changed"), tr("Toward others"), tr("Toward human"), tr("Away from human"),
            tr("Mean score")};
}

QStringList RoundsTableModel::definitionKeys() const
{
    return {{},
            {},
            QStringLiteral("round"),
            QStringLiteral("judges"),
            QStringLiteral("items"),
            QStringLiteral("jury_item_sd"),
            QStringLiteral("unanimous"),
            QStringLiteral("changed"),
            QStringLiteral("toward_others"),
            QStringLiteral("toward_human"),
            QStringLiteral("away_from_human"),
            QStringLiteral("mean_score")};
}

int RoundsTableModel::decimals(int) const { return 3; }

// ---- StrataTableModel

void StrataTableModel::setResult(std::shared_ptr<const JuryResult> result)
{
    std::vector<std::vector<QVariant>> rows;
    if (result)
        for (const auto &s : result->analysis.strata)
            rows.push_back({qs(s.corpus), qs(s.condition), qs(s.kind), QVariant(s.stratum), num(s.lower), num(s.upper),
                            qs(s.predictor), subsetText(result->data, s.subset), num(s.rho.rho), num(s.rho.ciLow),
                            num(s.rho.ciHigh)});
    setRows(std::move(rows));
}

QStringList StrataTableModel::headers() const
{
    return {tr("Corpus"), tr("Condition"), tr("Stratified by"), tr("Stratum"), tr("From"), tr("To"), tr("Predictor"),
            tr("Subset"), tr("Spearman ρ"), tr("95% CI low"), tr("95% CI high")};
}

QStringList StrataTableModel::definitionKeys() const
{
    return {{}, {}, {}, QStringLiteral("stratum"), QStringLiteral("stratum_from"), QStringLiteral("stratum_to"), {}, {},
            QStringLiteral("jury_rho"), QStringLiteral("ci_low"), QStringLiteral("ci_high")};
}

int StrataTableModel::decimals(int column) const { return column == Lower || column == Upper ? 2 : 3; }

// ---- ConditionDeltaModel

void ConditionDeltaModel::setResult(std::shared_ptr<const JuryResult> result)
{
    std::vector<std::vector<QVariant>> rows;
    if (result) {
        static const std::string prefix = "delta_rho_vs_";
        using Key = std::tuple<std::string, std::string, std::string, std::string, std::string>; // corpus, cond, base, agg, who
        std::vector<Key> order;
        std::map<Key, std::array<double, 4>> values; // delta, low, high, p
        for (const auto &s : result->analysis.summary) {
            if (s.metric.rfind(prefix, 0) != 0)
                continue;
            std::string rest = s.metric.substr(prefix.size());
            int slot = 0;
            for (const auto &[suffix, index] : {std::pair<std::string, int> {"_ci_low", 1}, {"_ci_high", 2}, {"_p", 3}})
                if (rest.size() > suffix.size() && rest.compare(rest.size() - suffix.size(), suffix.size(), suffix) == 0) {
                    rest.resize(rest.size() - suffix.size());
                    slot = index;
                    break;
                }
            const Key key {s.corpus, s.condition, rest, s.aggregate, s.detail};
            auto [it, inserted] = values.try_emplace(key, std::array<double, 4> {aj::kNaN, aj::kNaN, aj::kNaN, aj::kNaN});
            if (inserted)
                order.push_back(key);
            it->second[std::size_t(slot)] = s.value;
        }
        for (const auto &key : order) {
            const auto &v = values[key];
            rows.push_back({qs(std::get<0>(key)), qs(std::get<1>(key)), qs(std::get<2>(key)), qs(std::get<3>(key)),
                            qs(std::get<4>(key)), num(v[0]), num(v[1]), num(v[2]), num(v[3])});
        }
    }
    setRows(std::move(rows));
}

QStringList ConditionDeltaModel::headers() const
{
    return {tr("Corpus"), tr("Condition"), tr("Against"), tr("Aggregate"), tr("Judge or panel"), tr("Δρ"),
            tr("95% CI low"), tr("95% CI high"), tr("p")};
}

QStringList ConditionDeltaModel::definitionKeys() const
{
    return {{}, {}, {}, {}, {}, QStringLiteral("delta_rho"), QStringLiteral("ci_low"), QStringLiteral("ci_high"),
            QStringLiteral("p")};
}

int ConditionDeltaModel::decimals(int) const { return 3; }

bool ConditionDeltaModel::isPValue(int column) const { return column == P; }

// ---- JudgeBiasModel

void JudgeBiasModel::setResult(std::shared_ptr<const JuryResult> result)
{
    std::vector<std::vector<QVariant>> rows;
    if (result)
        for (const auto &b : result->analysis.bias) {
            const auto &j = result->data.judges[std::size_t(b.judge)];
            rows.push_back({qs(b.corpus), qs(b.condition), qs(j.label.empty() ? j.id : j.label), QVariant(qlonglong(b.n)),
                            num(b.meanJudge), num(b.meanHuman), num(b.bias), num(b.ciLow), num(b.ciHigh), qs(b.base),
                            num(b.shift)});
        }
    setRows(std::move(rows));
}

QStringList JudgeBiasModel::headers() const
{
    return {tr("Corpus"), tr("Condition"), tr("Judge"), tr("n"), tr("Judge mean"), tr("Human mean (judge scale)"),
            tr("Bias (judge − human)"), tr("95% CI low"), tr("95% CI high"), tr("Against"), tr("Shift vs against")};
}

QStringList JudgeBiasModel::definitionKeys() const
{
    return {{}, {}, {}, QStringLiteral("jury_n"), QStringLiteral("judge_mean"), QStringLiteral("human_mean_judge_scale"),
            QStringLiteral("judge_bias"), QStringLiteral("ci_low"), QStringLiteral("ci_high"), {}, QStringLiteral("bias_shift")};
}

int JudgeBiasModel::decimals(int) const { return 2; }

// ---- SubsetTableModel

void SubsetTableModel::setSearch(std::shared_ptr<const JuryResult> result, int search, const SubsetFilter &filter)
{
    beginResetModel();
    m_result = std::move(result);
    m_search = nullptr;
    m_table = nullptr;
    m_masks.clear();
    if (m_result && search >= 0 && std::size_t(search) < m_result->analysis.searches.size()) {
        m_search = &m_result->analysis.searches[std::size_t(search)];
        m_table = &m_result->data.tables[m_search->table];
        m_masks = filteredSubsets(*m_result, *m_search, filter);
    }
    endResetModel();
}

int SubsetTableModel::rowOfMask(std::uint32_t mask) const
{
    const auto it = std::find(m_masks.begin(), m_masks.end(), mask);
    return it == m_masks.end() ? -1 : int(it - m_masks.begin());
}

std::vector<int> SubsetTableModel::judgesOf(std::uint32_t mask) const
{
    std::vector<int> out;
    if (!m_table)
        return out;
    for (int c : aj::membersOf(mask))
        out.push_back(m_table->judges[std::size_t(c)]);
    return out;
}

double SubsetTableModel::priceInput(std::uint32_t mask) const
{
    double sum = 0;
    for (int j : judgesOf(mask))
        sum += m_result->data.judges[std::size_t(j)].priceInputPerMTok; // NaN propagates
    return sum;
}

double SubsetTableModel::priceOutput(std::uint32_t mask) const
{
    double sum = 0;
    for (int j : judgesOf(mask))
        sum += m_result->data.judges[std::size_t(j)].priceOutputPerMTok;
    return sum;
}

double SubsetTableModel::costPer1000(std::uint32_t mask) const
{
    const std::vector<int> judges = judgesOf(mask);
    return aj::panelCostPer1000(m_result->costs, judges, m_table->condition);
}

int SubsetTableModel::paidCount(std::uint32_t mask) const
{
    int paid = 0;
    for (int j : judgesOf(mask))
        paid += m_result->data.judges[std::size_t(j)].free() ? 0 : 1;
    return paid;
}

double SubsetTableModel::latencyMax(std::uint32_t mask) const
{
    double worst = -1;
    for (int c : aj::membersOf(mask)) {
        const double l = std::size_t(c) < m_table->latencyMedianS.size() ? m_table->latencyMedianS[std::size_t(c)] : aj::kNaN;
        if (std::isnan(l))
            return aj::kNaN;
        worst = std::max(worst, l);
    }
    return worst < 0 ? aj::kNaN : worst;
}

QVariant SubsetTableModel::value(std::uint32_t mask, int column) const
{
    switch (column) {
    case Subset: return subsetText(m_result->data, judgesOf(mask));
    case Size: return std::popcount(mask);
    case Rho: return m_search->rho[mask];
    case R: return m_search->r[mask];
    case N: return qlonglong(m_search->n[mask]);
    case PriceInput: return priceInput(mask);
    case PriceOutput: return priceOutput(mask);
    case CostPer1000: return costPer1000(mask);
    case Paid: return paidCount(mask);
    case Latency: return latencyMax(mask);
    case BeatsBestSingle: return m_search->beatsBestSingle(mask);
    case BeatsOwnBest: return m_search->beatsOwnBest(mask);
    case TableCorpus: return qs(m_table->corpus);
    case TableCondition: return qs(m_table->condition);
    case TableAggregate: return QString::fromLatin1(aj::aggregateName(m_search->aggregate));
    }
    return {};
}

QVariant SubsetTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_search || index.row() >= int(m_masks.size()))
        return {};
    const std::uint32_t mask = m_masks[std::size_t(index.row())];
    if (role == SubsetMaskRole)
        return QVariant::fromValue(quint32(mask));
    const QVariant v = value(mask, index.column());
    const bool numeric = v.typeId() == QMetaType::Double;
    const bool flag = v.typeId() == QMetaType::Bool;
    const int decimals = index.column() == Rho || index.column() == R ? 3 : index.column() == CostPer1000 ? 4 : 2;
    switch (role) {
    case Qt::DisplayRole:
        if (flag)
            return v.toBool() ? tr("yes") : tr("no");
        return numeric ? QVariant(cellformat::display(v.toDouble(), decimals)) : v;
    case Qt::EditRole:
        return v;
    case SortValueRole:
        return numeric ? cellformat::sortKey(v.toDouble()) : flag ? QVariant(int(v.toBool())) : v;
    case ExportTextRole:
        if (flag)
            return v.toBool() ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
        return numeric ? QVariant(cellformat::exported(v.toDouble(), 6)) : QVariant(v.toString());
    case Qt::ToolTipRole:
        return index.column() == Subset ? v : QVariant(); // the whole panel where the column elides it
    case Qt::TextAlignmentRole:
        return v.typeId() == QMetaType::QString ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    default:
        return {};
    }
}

QVariant SubsetTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        static const char *const keys[] = {"", "subset_size", "jury_rho", "jury_r", "jury_n", "sum_input", "sum_output",
                                           "cost_per_1000_items", "paid_judges", "slowest_latency", "beats_best_single", "beats_own_best", "", "", ""};
        return section >= 0 && section < ColumnCount ? metricDefinition(QString::fromLatin1(keys[section])) : QString();
    }
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != ExportTextRole))
        return {};
    const QStringList h {tr("Subset"), tr("Size"), tr("Spearman ρ"), tr("Pearson r"), tr("n"), tr("Σ input $/1M"),
                         tr("Σ output $/1M"), tr("Σ $/1,000 items"), tr("Paid judges"), tr("Slowest latency (s)"), tr("Beats best single"),
                         tr("Beats own best"), tr("Corpus"), tr("Condition"), tr("Aggregate")};
    return section >= 0 && section < h.size() ? QVariant(h.at(section)) : QVariant();
}

} // namespace rl::models::jury
