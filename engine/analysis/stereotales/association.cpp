// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/stereotales/association.h"

#include "engine/stats/multiplicity.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

namespace rl::analysis::stereotales {

namespace {

std::uint64_t splitmix64(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

Status validate(const StData &d)
{
    const std::size_t n = d.storyCount();
    auto bad = [](const std::string &what) { return Error{ErrorCode::Validation, "StData: " + what}; };
    if (d.storyModel.size() != n || d.storyLanguage.size() != n || d.promptedAttribute.size() != n
        || d.promptedValue.size() != n || d.refused.size() != n)
        return bad("the per-story columns differ in length from the " + std::to_string(n) + " story keys");
    if (d.extracted.size() != n * d.attributes.size())
        return bad("extracted has " + std::to_string(d.extracted.size()) + " values, expected stories × attributes = "
                   + std::to_string(n * d.attributes.size()));
    for (std::size_t s = 0; s < n; ++s) {
        if (d.storyModel[s] < 0 || std::size_t(d.storyModel[s]) >= d.models.size())
            return bad("story " + d.storyKeys[s] + ": model index " + std::to_string(d.storyModel[s]) + " out of range");
        if (d.storyLanguage[s] < 0 || std::size_t(d.storyLanguage[s]) >= d.languages.size())
            return bad("story " + d.storyKeys[s] + ": language index " + std::to_string(d.storyLanguage[s]) + " out of range");
        if (d.promptedAttribute[s] < 0 || std::size_t(d.promptedAttribute[s]) >= d.attributes.size())
            return bad("story " + d.storyKeys[s] + ": prompted attribute index out of range");
    }
    for (std::size_t a = 0; a < d.attributes.size(); ++a) {
        const auto nv = std::int16_t(d.attributes[a].values.size());
        for (std::size_t s = 0; s < n; ++s) {
            const std::int16_t v = d.extracted[a * n + s];
            if (v != kUnknown && (v < 0 || v >= nv))
                return bad("story " + d.storyKeys[s] + ": value code " + std::to_string(v) + " of attribute '"
                           + d.attributes[a].name + "' out of range");
        }
    }
    return {};
}

} // namespace

std::string_view groupByName(GroupBy g) { return g == GroupBy::Model ? "model" : "model-language"; }

std::uint64_t tableSeed(std::uint64_t runSeed, std::string_view model, std::string_view language,
                        std::string_view baseAttribute, std::string_view attribute)
{
    std::uint64_t h = 0xcbf29ce484222325ULL; // FNV-1a 64
    auto add = [&](std::string_view s) {
        for (unsigned char ch : s) {
            h ^= ch;
            h *= 0x100000001b3ULL;
        }
    };
    add(model);
    add("\x1f");
    add(language);
    add("\x1f");
    add(baseAttribute);
    add("\x1f");
    add(attribute);
    return splitmix64(runSeed ^ splitmix64(h));
}

Result<AssociationResult> analyzeAssociations(const StData &data, const AssociationOptions &options,
                                              const Progress &progress)
{
    RL_TRY(validate(data));
    const auto t0 = std::chrono::steady_clock::now();
    AssociationResult res;
    res.options = options;
    const std::size_t n = data.storyCount(), nAttr = data.attributes.size();
    const bool byLanguage = options.by == GroupBy::ModelLanguage;
    const std::size_t nLang = byLanguage ? data.languages.size() : 1;
    const std::size_t groups = data.models.size() * nLang;

    // count layout per group: for each ordered (A, B ≠ A) a |A| × |B| block
    std::vector<std::size_t> offset(nAttr * nAttr, 0);
    std::size_t perGroup = 0;
    for (std::size_t a = 0; a < nAttr; ++a)
        for (std::size_t b = 0; b < nAttr; ++b)
            if (a != b) {
                offset[a * nAttr + b] = perGroup;
                perGroup += data.attributes[a].values.size() * data.attributes[b].values.size();
            }
    std::vector<std::int64_t> counts(groups * perGroup, 0);
    std::vector<std::int64_t> prompted(groups * nAttr, 0);
    for (std::size_t s = 0; s < n; ++s) {
        const std::size_t a = std::size_t(data.promptedAttribute[s]);
        const int av = data.promptedValue[s];
        if (av < 0 || std::size_t(av) >= data.attributes[a].values.size())
            continue; // unknown on the prompted side
        const std::size_t g = std::size_t(data.storyModel[s]) * nLang + (byLanguage ? std::size_t(data.storyLanguage[s]) : 0);
        ++prompted[g * nAttr + a];
        std::int64_t *base = counts.data() + g * perGroup;
        for (std::size_t b = 0; b < nAttr; ++b) {
            if (b == a)
                continue;
            const std::int16_t v = data.extracted[b * n + s];
            if (v == kUnknown || v == data.attributes[b].otherValue)
                continue;
            base[offset[a * nAttr + b] + std::size_t(av) * data.attributes[b].values.size() + std::size_t(v)] += 1;
        }
    }

    // the tables after the drop rules
    for (std::size_t g = 0; g < groups; ++g)
        for (std::size_t a = 0; a < nAttr; ++a) {
            if (prompted[g * nAttr + a] == 0)
                continue;
            for (std::size_t b = 0; b < nAttr; ++b) {
                if (b == a)
                    continue;
                ++res.candidateTables;
                const std::size_t ra = data.attributes[a].values.size(), cb = data.attributes[b].values.size();
                const std::int64_t *block = counts.data() + g * perGroup + offset[a * nAttr + b];
                StTable t;
                t.model = int(g / nLang);
                t.language = byLanguage ? int(g % nLang) : -1;
                t.baseAttribute = int(a);
                t.attribute = int(b);
                for (std::size_t i = 0; i < ra; ++i) {
                    std::int64_t sum = 0;
                    for (std::size_t j = 0; j < cb; ++j)
                        sum += block[i * cb + j];
                    if (sum >= options.minRowSum && sum > 0)
                        t.rowValues.push_back(int(i));
                }
                for (std::size_t j = 0; j < cb; ++j) {
                    std::int64_t sum = 0;
                    for (int i : t.rowValues)
                        sum += block[std::size_t(i) * cb + j];
                    if (sum > 0)
                        t.colValues.push_back(int(j));
                }
                if (t.rows() < 2 || t.cols() < 2) {
                    ++res.skippedTables;
                    continue;
                }
                for (int i : t.rowValues)
                    for (int j : t.colValues) {
                        t.counts.push_back(block[std::size_t(i) * cb + std::size_t(j)]);
                        t.n += t.counts.back();
                    }
                const std::string &lang = byLanguage ? data.languages[std::size_t(t.language)] : std::string("all");
                t.seed = tableSeed(options.seed, data.models[std::size_t(t.model)], lang, data.attributes[a].name,
                                   data.attributes[b].name);
                res.tables.push_back(std::move(t));
            }
        }

    // the tests, on the worker threads, largest Monte Carlo cost first
    const std::size_t tasks = res.tables.size();
    std::vector<std::size_t> order(tasks);
    for (std::size_t i = 0; i < tasks; ++i)
        order[i] = i;
    auto cost = [&](std::size_t i) {
        const StTable &t = res.tables[i];
        return (t.rows() == 2 && t.cols() == 2) ? 0 : std::size_t(t.rows() - 1) * std::size_t(t.cols() - 1);
    };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return cost(x) > cost(y); });
    std::atomic<std::size_t> next {0}, done {0};
    std::atomic<bool> cancelled {false};
    std::mutex progressMutex;
    auto work = [&] {
        stats::FisherWorkspace ws;
        for (std::size_t o = next++; o < tasks; o = next++) {
            if (progress.stopRequested()) {
                cancelled = true;
                return;
            }
            StTable &t = res.tables[order[o]];
            stats::FisherOptions fo;
            fo.resamples = options.resamples;
            fo.seed = t.seed;
            fo.maxExactTables = options.maxExactTables;
            t.fisher = stats::fisherTest(t.counts, t.rows(), t.cols(), fo, &ws);
            t.chisq = stats::chiSquareTest(t.counts, t.rows(), t.cols());
            t.cramers = stats::cramersV(t.chisq.statistic, t.n, t.rows(), t.cols());
            const std::size_t d = ++done;
            std::lock_guard lock(progressMutex);
            progress("tables", std::int64_t(d), std::int64_t(tasks));
        }
    };
    const int extra = std::max(0, std::min<int>(std::max(1, options.threads), int(tasks)) - 1);
    std::vector<std::thread> pool;
    for (int i = 0; i < extra; ++i)
        pool.emplace_back(work);
    work();
    for (auto &th : pool)
        th.join();
    if (cancelled || progress.stopRequested())
        return Error{ErrorCode::Cancelled, "association analysis stopped after " + std::to_string(done.load()) + " of "
                                               + std::to_string(tasks) + " tables"};

    // BH across the B's of one (group, A): the tables are contiguous in that order
    for (std::size_t i = 0; i < tasks;) {
        std::size_t j = i;
        while (j < tasks && res.tables[j].model == res.tables[i].model && res.tables[j].language == res.tables[i].language
               && res.tables[j].baseAttribute == res.tables[i].baseAttribute)
            ++j;
        std::vector<double> p;
        for (std::size_t k = i; k < j; ++k)
            p.push_back(res.tables[k].fisher.p);
        const auto q = stats::pAdjust(p, stats::PAdjustMethod::BH);
        for (std::size_t k = i; k < j; ++k) {
            StTable &t = res.tables[k];
            t.qBh = q[k - i];
            t.kept = t.qBh < options.tableAlpha;
            res.keptTables += t.kept ? 1 : 0;
            (t.fisher.method == stats::FisherMethod::Exact ? res.exactTables : res.monteCarloTables) += 1;
        }
        i = j;
    }

    // cells of the kept tables
    for (std::size_t ti = 0; ti < tasks; ++ti) {
        const StTable &t = res.tables[ti];
        if (!t.kept)
            continue;
        std::vector<std::int64_t> rs(std::size_t(t.rows()), 0), cs(std::size_t(t.cols()), 0);
        for (int i = 0; i < t.rows(); ++i)
            for (int j = 0; j < t.cols(); ++j) {
                rs[std::size_t(i)] += t.counts[std::size_t(i) * std::size_t(t.cols()) + std::size_t(j)];
                cs[std::size_t(j)] += t.counts[std::size_t(i) * std::size_t(t.cols()) + std::size_t(j)];
            }
        const std::size_t first = res.cells.size();
        std::vector<double> p;
        for (int i = 0; i < t.rows(); ++i)
            for (int j = 0; j < t.cols(); ++j) {
                StCell c;
                c.table = ti;
                c.baseValue = t.rowValues[std::size_t(i)];
                c.value = t.colValues[std::size_t(j)];
                c.nab = t.counts[std::size_t(i) * std::size_t(t.cols()) + std::size_t(j)];
                c.na = rs[std::size_t(i)];
                c.nb = cs[std::size_t(j)];
                c.n = t.n;
                c.pGreater = stats::fisherCellGreater(c.nab, c.na, c.nb, c.n);
                c.lift = (double(c.nab) / double(c.na)) / (double(c.nb) / double(c.n));
                p.push_back(c.pGreater);
                res.cells.push_back(c);
            }
        const auto q = stats::pAdjust(p, stats::PAdjustMethod::BY);
        for (std::size_t k = 0; k < q.size(); ++k) {
            StCell &c = res.cells[first + k];
            c.qBy = q[k];
            c.reported = c.qBy < options.cellAlpha && c.lift >= options.minLift;
            res.reportedCells += c.reported ? 1 : 0;
        }
    }
    res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return res;
}

} // namespace rl::analysis::stereotales
