// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/juryanalysis.h"

#include "engine/stats/descriptive.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <map>

namespace rl::analysis::jury {

std::string baseCondition(const std::string &c)
{
    if (c == "random-anchor" || c == "gold-plus-one" || c == "rubric")
        return "blind";
    if (c == "rubric-random-anchor")
        return "rubric";
    return {};
}

bool isCheap(const Judge &j, double cheapMaxPrice) { return j.free() || j.priceInputPerMTok <= cheapMaxPrice; }

std::string subsetName(const JuryData &data, const std::vector<int> &judges)
{
    std::string out;
    for (int j : judges)
        out += (out.empty() ? "" : "+") + data.judges[j].id;
    return out;
}

Result<std::vector<int>> parseSubset(const JuryData &data, const std::string &text)
{
    std::vector<int> out;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t plus = std::min(text.find('+', pos), text.size());
        const std::string id = text.substr(pos, plus - pos);
        auto it = std::find_if(data.judges.begin(), data.judges.end(), [&](const Judge &j) { return j.id == id; });
        if (it == data.judges.end()) {
            std::string ids;
            for (const auto &j : data.judges)
                ids += (ids.empty() ? "" : ", ") + j.id;
            return Error{ErrorCode::NotFound, "subset '" + text + "': no judge '" + id + "' (judges: " + ids + ")"};
        }
        out.push_back(static_cast<int>(it - data.judges.begin()));
        pos = plus + 1;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

namespace {

/// Judges (global indices) of a table mask.
std::vector<int> judgesOf(const JuryTable &t, std::uint32_t mask)
{
    std::vector<int> out;
    for (int c : membersOf(mask))
        out.push_back(t.judges[c]);
    return out;
}

/// Table mask of global judges, or nothing when one of them has no column there.
bool maskOf(const JuryTable &t, const std::vector<int> &judges, std::uint32_t &mask)
{
    mask = 0;
    for (int j : judges) {
        auto it = std::find(t.judges.begin(), t.judges.end(), j);
        if (it == t.judges.end())
            return false;
        mask |= 1u << (it - t.judges.begin());
    }
    return true;
}

std::vector<int> columnsOf(const JuryTable &t, const std::vector<int> &judges)
{
    std::vector<int> cols;
    for (int j : judges)
        cols.push_back(static_cast<int>(std::find(t.judges.begin(), t.judges.end(), j) - t.judges.begin()));
    return cols;
}

/// Best subset (size ≥ 2) of a search whose members all pass `keep`; 0 when none.
template <typename Keep>
std::uint32_t bestMask(const SubsetSearch &s, Keep keep)
{
    std::uint32_t best = 0;
    for (std::uint32_t m = 1; m < s.rho.size(); ++m) {
        if (std::popcount(m) < 2 || std::isnan(s.rho[m]) || !keep(m))
            continue;
        if (!best || s.rho[m] > s.rho[best])
            best = m;
    }
    return best;
}

struct Builder {
    const JuryData &data;
    const JuryAnalysisOptions &opt;
    JuryAnalysis &out;

    void add(const JuryTable &t, const std::string &agg, const std::string &metric, double value, std::string detail = {})
    {
        out.summary.push_back({t.corpus, t.condition, agg, metric, value, std::move(detail)});
    }

    std::string bootDetail() const
    {
        return "B=" + std::to_string(opt.bootstrap) + ";seed=" + std::to_string(opt.seed);
    }

    void summarize(const SubsetSearch &s)
    {
        const JuryTable &t = data.tables[s.table];
        const std::string agg = aggregateName(s.aggregate);
        const std::uint32_t full = (1u << s.k) - 1u;
        add(t, agg, "n", s.n[full], subsetName(data, judgesOf(t, full)));
        add(t, agg, "judges", s.k);
        if (s.bestSingle >= 0) {
            const std::uint32_t b = 1u << s.bestSingle;
            const std::string id = data.judges[t.judges[s.bestSingle]].id;
            add(t, agg, "best_single_rho", s.rho[b], id);
            add(t, agg, "best_single_r", s.r[b], id);
        }
        if (s.k < 2)
            return;
        const std::string all = subsetName(data, judgesOf(t, full));
        add(t, agg, "all_judges_rho", s.rho[full], all);
        add(t, agg, "all_judges_r", s.r[full], all);
        if (s.bestSingle >= 0) {
            std::vector<int> cols(s.k);
            for (int c = 0; c < s.k; ++c)
                cols[c] = c;
            const std::vector<double> panel = aggregateColumns(t, cols, s.aggregate);
            const int single[] = {s.bestSingle};
            const std::vector<double> best = aggregateColumns(t, single, s.aggregate);
            const PairedBootstrap pb = pairedBootstrap(panel, best, t.human, opt.bootstrap, opt.seed);
            add(t, agg, "all_judges_minus_best_single", pb.delta, bootDetail());
            add(t, agg, "all_judges_minus_best_single_ci_low", pb.ciLow, bootDetail());
            add(t, agg, "all_judges_minus_best_single_ci_high", pb.ciHigh, bootDetail());
            add(t, agg, "all_judges_minus_best_single_p", pb.p, bootDetail());
            add(t, agg, "all_judges_minus_best_single_certain", pb.certain() ? 1.0 : 0.0, bootDetail());
        }
        std::size_t beatSingle = 0, beatOwn = 0;
        for (std::uint32_t m = 1; m <= full; ++m) {
            if (std::popcount(m) < 2)
                continue;
            beatSingle += s.beatsBestSingle(m);
            beatOwn += s.beatsOwnBest(m);
        }
        add(t, agg, "subsets", static_cast<double>(s.subsetCount()));
        add(t, agg, "subsets_beating_best_single", static_cast<double>(beatSingle));
        add(t, agg, "subsets_beating_own_best", static_cast<double>(beatOwn));
        if (const std::uint32_t b = bestMask(s, [](std::uint32_t) { return true; }))
            add(t, agg, "best_rho", s.rho[b], subsetName(data, judgesOf(t, b)));
        for (int size = 2; size <= s.k; ++size)
            if (const std::uint32_t b = bestMask(s, [&](std::uint32_t m) { return std::popcount(m) == size; }))
                add(t, agg, "best_rho_size_" + std::to_string(size), s.rho[b], subsetName(data, judgesOf(t, b)));
        std::uint32_t cheap = 0;
        for (int c = 0; c < s.k; ++c)
            if (isCheap(data.judges[t.judges[c]], opt.cheapMaxPrice))
                cheap |= 1u << c;
        add(t, agg, "cheap_judges", std::popcount(cheap), subsetName(data, judgesOf(t, cheap)));
        if (const std::uint32_t b = bestMask(s, [&](std::uint32_t m) { return (m & ~cheap) == 0; }))
            add(t, agg, "best_cheap_rho", s.rho[b], subsetName(data, judgesOf(t, b)));
        // Leave-self-out panel agreement (the measure where a corpus has no human score):
        // each judge against the aggregate of the other judges.
        for (int c = 0; c < s.k; ++c) {
            std::vector<int> others;
            for (int o = 0; o < s.k; ++o)
                if (o != c)
                    others.push_back(o);
            const std::vector<double> rest = aggregateColumns(t, others, s.aggregate);
            const std::span<const double> own(t.scores.data() + static_cast<std::size_t>(c) * t.rowCount(), t.rowCount());
            add(t, agg, "panel_agreement_rho", spearmanRho(own, rest), data.judges[t.judges[c]].id);
        }
    }

    const SubsetSearch *searchFor(const std::string &corpus, const std::string &condition, Aggregate a) const
    {
        for (const auto &s : out.searches)
            if (s.aggregate == a && data.tables[s.table].corpus == corpus && data.tables[s.table].condition == condition)
                return &s;
        return nullptr;
    }

    /// Δρ of each prompt condition against its base, per judge and for the panel of the judges in both.
    void conditionDeltas(const std::vector<std::size_t> &r1)
    {
        for (std::size_t ti : r1) {
            const JuryTable &t = data.tables[ti];
            const std::string base = baseCondition(t.condition);
            if (base.empty())
                continue;
            const JuryTable *b = nullptr;
            for (std::size_t bi : r1)
                if (data.tables[bi].corpus == t.corpus && data.tables[bi].condition == base)
                    b = &data.tables[bi];
            if (!b || b->rowCount() != t.rowCount())
                continue;
            const std::string metric = "delta_rho_vs_" + base;
            std::vector<int> common;
            for (int j : t.judges)
                if (std::find(b->judges.begin(), b->judges.end(), j) != b->judges.end())
                    common.push_back(j);
            auto emit = [&](const std::string &agg, const std::vector<double> &x, const std::vector<double> &y,
                            const std::string &who) {
                const PairedBootstrap pb = pairedBootstrap(x, y, t.human, opt.bootstrap, opt.seed);
                add(t, agg, metric, pb.delta, who);
                add(t, agg, metric + "_ci_low", pb.ciLow, who);
                add(t, agg, metric + "_ci_high", pb.ciHigh, who);
                add(t, agg, metric + "_p", pb.p, who);
            };
            for (int j : common) {
                const std::vector<int> one {j};
                emit("single", aggregateColumns(t, columnsOf(t, one), Aggregate::Mean),
                     aggregateColumns(*b, columnsOf(*b, one), Aggregate::Mean), data.judges[j].id);
            }
            if (common.size() >= 2)
                for (Aggregate a : opt.aggregates)
                    emit(aggregateName(a), aggregateColumns(t, columnsOf(t, common), a),
                         aggregateColumns(*b, columnsOf(*b, common), a), subsetName(data, common));
        }
    }

    void crossRow(const std::string &condition, Aggregate a, const std::string &selection, const std::string &on,
                  const std::vector<int> &subset, const std::vector<const SubsetSearch *> &searches)
    {
        std::vector<CrossCorpusRow> rows;
        double sum = 0.0;
        bool all = true;
        for (const SubsetSearch *s : searches) {
            const JuryTable &t = data.tables[s->table];
            CrossCorpusRow row {condition, aggregateName(a), selection, on, subset, t.corpus, {}, kNaN};
            std::uint32_t m = 0;
            if (maskOf(t, subset, m) && m) {
                row.agreement = {s->rho[m], s->r[m], s->n[m]};
                sum += s->rho[m];
                all = all && !std::isnan(s->rho[m]);
            } else {
                all = false;
            }
            rows.push_back(row);
        }
        for (auto &row : rows) {
            row.meanRhoAcrossCorpora = all ? sum / static_cast<double>(searches.size()) : kNaN;
            out.crossCorpus.push_back(row);
        }
    }

    void crossCorpus(const std::vector<std::string> &conditions)
    {
        for (const std::string &cond : conditions)
            for (Aggregate a : opt.aggregates) {
                std::vector<const SubsetSearch *> ss;
                for (const std::string &corpus : data.corpora)
                    if (const SubsetSearch *s = searchFor(corpus, cond, a))
                        ss.push_back(s);
                if (ss.empty())
                    continue;
                for (const SubsetSearch *s : ss) {
                    const JuryTable &t = data.tables[s->table];
                    if (const std::uint32_t b = bestMask(*s, [](std::uint32_t) { return true; }))
                        crossRow(cond, a, "best_on_corpus", t.corpus, judgesOf(t, b), ss);
                    if (s->bestSingle >= 0)
                        crossRow(cond, a, "best_single_on_corpus", t.corpus, {t.judges[s->bestSingle]}, ss);
                }
                // Judges present on every corpus of the condition, and their columns per corpus.
                std::vector<int> common;
                for (int j : data.tables[ss[0]->table].judges)
                    if (std::all_of(ss.begin(), ss.end(), [&](const SubsetSearch *s) {
                            const auto &js = data.tables[s->table].judges;
                            return std::find(js.begin(), js.end(), j) != js.end();
                        }))
                        common.push_back(j);
                const int kc = static_cast<int>(common.size());
                if (kc < 2 || kc > kMaxSearchJudges)
                    continue;
                std::vector<std::vector<std::uint32_t>> bit(ss.size(), std::vector<std::uint32_t>(kc));
                for (std::size_t c = 0; c < ss.size(); ++c) {
                    const JuryTable &t = data.tables[ss[c]->table];
                    for (int i = 0; i < kc; ++i)
                        bit[c][i] = 1u << (std::find(t.judges.begin(), t.judges.end(), common[i]) - t.judges.begin());
                }
                std::uint32_t cheap = 0;
                for (int i = 0; i < kc; ++i)
                    if (isCheap(data.judges[common[i]], opt.cheapMaxPrice))
                        cheap |= 1u << i;
                std::vector<double> meanRho(std::size_t(1) << kc, kNaN);
                for (std::uint32_t m = 1; m < meanRho.size(); ++m) {
                    if (std::popcount(m) < 2)
                        continue;
                    double sum = 0.0;
                    for (std::size_t c = 0; c < ss.size(); ++c) {
                        std::uint32_t local = 0;
                        for (std::uint32_t r = m; r; r &= r - 1)
                            local |= bit[c][std::countr_zero(r)];
                        sum += ss[c]->rho[local];
                    }
                    meanRho[m] = sum / static_cast<double>(ss.size());
                }
                auto pick = [&](auto keep) {
                    std::uint32_t best = 0;
                    for (std::uint32_t m = 1; m < meanRho.size(); ++m)
                        if (!std::isnan(meanRho[m]) && keep(m) && (!best || meanRho[m] > meanRho[best]))
                            best = m;
                    return best;
                };
                auto judgesIn = [&](std::uint32_t m) {
                    std::vector<int> js;
                    for (int i = 0; i < kc; ++i)
                        if (m & (1u << i))
                            js.push_back(common[i]);
                    return js;
                };
                if (const std::uint32_t b = pick([](std::uint32_t) { return true; }))
                    crossRow(cond, a, "best_mean", "all", judgesIn(b), ss);
                for (int size : opt.sizes)
                    if (const std::uint32_t b = pick([&](std::uint32_t m) { return std::popcount(m) == size; }))
                        crossRow(cond, a, "best_mean_size_" + std::to_string(size), "all", judgesIn(b), ss);
                if (const std::uint32_t b = pick([&](std::uint32_t m) { return (m & ~cheap) == 0; }))
                    crossRow(cond, a, "best_mean_cheap", "all", judgesIn(b), ss);
            }
    }

    void strata(const std::vector<std::size_t> &r1)
    {
        if (opt.aggregates.empty())
            return;
        const Aggregate agg = opt.aggregates.front();
        for (std::size_t ti : r1) {
            const JuryTable &t = data.tables[ti];
            const SubsetSearch *s = searchFor(t.corpus, t.condition, agg);
            if (!s || s->k < 2 || s->bestSingle < 0)
                continue;
            struct Predictor {
                std::string name;
                std::vector<int> judges;
            };
            const std::uint32_t full = (1u << s->k) - 1u;
            std::vector<Predictor> preds {{"best_single", {t.judges[s->bestSingle]}}, {"judge_mean", judgesOf(t, full)}};
            if (const std::uint32_t b = bestMask(*s, [](std::uint32_t) { return true; }))
                preds.push_back({"jury", judgesOf(t, b)});
            std::vector<std::vector<double>> x;
            for (const auto &p : preds)
                x.push_back(aggregateColumns(t, columnsOf(t, p.judges), p.name == "judge_mean" ? Aggregate::Mean : agg));
            auto emit = [&](const std::string &kind, const std::vector<double> &key, double c1, double c2, double hi) {
                const double lows[] = {-INFINITY, c1, c2};
                const double highs[] = {c1, c2, INFINITY};
                for (int k = 0; k < 3; ++k) {
                    std::vector<std::size_t> rows;
                    for (std::size_t i = 0; i < t.rowCount(); ++i)
                        if (std::isfinite(key[i]) && key[i] >= lows[k] && key[i] < highs[k])
                            rows.push_back(i);
                    for (std::size_t p = 0; p < preds.size(); ++p) {
                        std::vector<double> xs, hs;
                        for (std::size_t i : rows) {
                            xs.push_back(x[p][i]);
                            hs.push_back(t.human[i]);
                        }
                        StratumRow row {t.corpus, t.condition, kind, k + 1, k == 0 ? lowestOf(key) : lows[k],
                                        k == 2 ? hi : highs[k], preds[p].name, preds[p].judges,
                                        bootstrapRho(xs, hs, opt.bootstrap, opt.seed)};
                        out.strata.push_back(row);
                    }
                }
            };
            // docs/methods.md §8: [0, 1.67), [1.67, 3.33), [3.33, 5] on the 0–5 scale (likewise on another scale).
            const double span = data.humanMax - data.humanMin;
            emit("human_score", t.human, data.humanMin + span * (1.67 / 5.0), data.humanMin + span * (3.33 / 5.0),
                 data.humanMax);
            std::vector<double> sds;
            for (double d : t.humanSd)
                if (std::isfinite(d))
                    sds.push_back(d);
            if (sds.size() >= 3) {
                const double probs[] = {1.0 / 3.0, 2.0 / 3.0};
                const auto q = stats::quantiles(sds, probs);
                emit("rater_sd", t.humanSd, q[0], q[1], *std::max_element(sds.begin(), sds.end()));
            } else {
                out.notes.push_back(t.corpus + "/" + t.condition + ": no rater SDs, no rater-SD strata");
            }
        }
    }

    static double lowestOf(const std::vector<double> &v)
    {
        double lo = INFINITY;
        for (double d : v)
            if (std::isfinite(d))
                lo = std::min(lo, d);
        return lo;
    }
};

} // namespace

Result<JuryAnalysis> analyzeJury(const JuryData &data, const JuryAnalysisOptions &opt)
{
    JuryAnalysis out;
    out.options = opt;
    std::vector<std::size_t> r1;
    std::vector<std::string> conditions;
    for (std::size_t i = 0; i < data.tables.size(); ++i) {
        const JuryTable &t = data.tables[i];
        if (t.round != 1)
            continue;
        if (static_cast<int>(t.columnCount()) > kMaxSearchJudges) {
            out.notes.push_back(t.corpus + "/" + t.condition + ": " + std::to_string(t.columnCount())
                                + " judges, more than the subset search's " + std::to_string(kMaxSearchJudges)
                                + ": left out");
            continue;
        }
        r1.push_back(i);
        if (std::find(conditions.begin(), conditions.end(), t.condition) == conditions.end())
            conditions.push_back(t.condition);
    }
    if (r1.empty())
        return Error{ErrorCode::Validation, "no round-1 judge answers to analyse"};

    for (std::size_t ti : r1) {
        const JuryTable &t = data.tables[ti];
        for (std::size_t c = 0; c < t.columnCount(); ++c) {
            const std::span<const double> col(t.scores.data() + c * t.rowCount(), t.rowCount());
            out.judges.push_back({ti, t.judges[c], agreement(col, t.human)});
        }
    }
    const auto start = std::chrono::steady_clock::now();
    out.searches = searchSubsets(data, r1, opt.aggregates, opt.threads);
    out.searchSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    Builder b {data, opt, out};
    for (const auto &s : out.searches)
        b.summarize(s);
    b.conditionDeltas(r1);
    b.crossCorpus(conditions);
    b.strata(r1);
    out.rounds = roundStats(data);
    out.bias = judgeBias(data);
    return out;
}

Result<SubsetComparison> compareSubsets(const JuryData &data, const std::string &corpus, const std::string &condition,
                                        const std::string &a, const std::string &b, Aggregate aggregate,
                                        std::size_t B, std::uint64_t seed)
{
    const JuryTable *t = nullptr;
    for (const auto &table : data.tables)
        if (table.corpus == corpus && table.condition == condition && table.round == 1)
            t = &table;
    if (!t)
        return Error{ErrorCode::NotFound, "no round-1 answers on corpus '" + corpus + "' under condition '" + condition + "'"};
    SubsetComparison out {corpus, condition, aggregate, {}, {}, {}};
    auto pa = parseSubset(data, a);
    if (!pa)
        return pa.error();
    auto pb = parseSubset(data, b);
    if (!pb)
        return pb.error();
    out.a = *pa;
    out.b = *pb;
    for (const auto *side : {&out.a, &out.b}) {
        std::uint32_t m = 0;
        if (!maskOf(*t, *side, m))
            return Error{ErrorCode::NotFound, "subset '" + subsetName(data, *side) + "': a member has no answers on "
                                                  + corpus + " under " + condition};
    }
    out.bootstrap = pairedBootstrap(aggregateColumns(*t, columnsOf(*t, out.a), aggregate),
                                    aggregateColumns(*t, columnsOf(*t, out.b), aggregate), t->human, B, seed);
    return out;
}

} // namespace rl::analysis::jury
