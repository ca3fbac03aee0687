// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/plan/simulation.h"

#include "engine/agreement/itemratings.h"
#include "engine/analysis/alttest.h"
#include "engine/analysis/outputfiles.h"
#include "engine/io/csv.h"
#include "engine/stats/random.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <initializer_list>
#include <mutex>
#include <numeric>
#include <thread>

namespace rl::analysis::plan {

const char *simulationKindName(SimulationKind k)
{
    return k == SimulationKind::Numeric ? "numeric" : "categorical";
}

std::vector<std::size_t> SimulationOptions::defaultItems()
{
    std::vector<std::size_t> out;
    for (std::size_t n = 30; n <= 200; n += 10)
        out.push_back(n);
    return out;
}

namespace {

/// Largest pool (items × raters) and result table (sizes × data sets × draws) a run may ask for: beyond them
/// the memory, not the statistics, would decide the outcome.
constexpr std::size_t kMaxPoolRatings = 50'000'000;
constexpr std::size_t kMaxDrawResults = 100'000'000;

std::uint64_t splitmix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

/// A seed of its own for each (seed, parts…): splitmix64 folded over the parts.
std::uint64_t derivedSeed(std::uint64_t seed, std::initializer_list<std::uint64_t> parts)
{
    std::uint64_t h = splitmix(seed);
    for (std::uint64_t p : parts)
        h = splitmix(h ^ splitmix(p));
    return h;
}

constexpr std::uint64_t kPoolTag = 1, kDrawTag = 2;

/// Index c with probability probs[c] (inverse CDF; rounding sends the remainder to the last category).
int drawCategory(stats::Rng &rng, const std::vector<double> &probs)
{
    const double u = rng.uniform();
    double cum = 0;
    for (std::size_t c = 0; c + 1 < probs.size(); ++c) {
        cum += probs[c];
        if (u < cum)
            return static_cast<int>(c);
    }
    return static_cast<int>(probs.size()) - 1;
}

/// One data set's ratings: P items × A raters (item-major) and the model's P answers.
struct Pool {
    std::vector<double> humans;
    std::vector<double> model;
};

Pool numericPool(const SimulationOptions &o, std::size_t dataset)
{
    stats::Rng rng(derivedSeed(o.seed, {kPoolTag, dataset}));
    const std::size_t P = o.poolItems, A = o.poolAnnotators;
    const double sdItem = std::sqrt(o.itemVariance), sdRater = std::sqrt(o.raterVariance);
    const double sdRes = std::sqrt(o.residualVariance), sdModel = std::sqrt(o.modelErrorVariance);
    std::vector<double> raterEffect(A);
    for (double &v : raterEffect)
        v = sdRater * rng.normal();
    Pool pool;
    pool.humans.resize(P * A);
    pool.model.resize(P);
    for (std::size_t i = 0; i < P; ++i) {
        const double u = sdItem * rng.normal();
        for (std::size_t h = 0; h < A; ++h)
            pool.humans[i * A + h] = u + raterEffect[h] + sdRes * rng.normal();
        pool.model[i] = u + o.modelBias + sdModel * rng.normal();
    }
    return pool;
}

Pool poolOf(const SimulationOptions &o, std::size_t dataset)
{
    if (o.kind == SimulationKind::Numeric)
        return numericPool(o, dataset);
    const CategoricalPool c = categoricalPool(o, dataset);
    Pool pool;
    pool.humans.assign(c.humans.begin(), c.humans.end());
    pool.model.assign(c.model.begin(), c.model.end());
    return pool;
}

/// numpy.percentile's default (linear interpolation between the order statistics), on sorted values.
double percentileSorted(const std::vector<double> &sorted, double p)
{
    if (sorted.empty())
        return std::numeric_limits<double>::quiet_NaN();
    const double h = (static_cast<double>(sorted.size()) - 1.0) * p;
    const auto lo = static_cast<std::size_t>(std::floor(h));
    if (lo + 1 >= sorted.size())
        return sorted.back();
    return sorted[lo] + (h - static_cast<double>(lo)) * (sorted[lo + 1] - sorted[lo]);
}

double meanOf(const std::vector<double> &v)
{
    if (v.empty())
        return std::numeric_limits<double>::quiet_NaN();
    long double s = 0;
    for (double x : v)
        s += x;
    return static_cast<double>(s / static_cast<long double>(v.size()));
}

/// Standard error of the mean of `means` (sample sd / √count); NaN below two values.
double standardError(const std::vector<double> &means)
{
    if (means.size() < 2)
        return std::numeric_limits<double>::quiet_NaN();
    const double m = meanOf(means);
    long double ss = 0;
    for (double x : means)
        ss += static_cast<long double>(x - m) * (x - m);
    const double sd = std::sqrt(static_cast<double>(ss / static_cast<long double>(means.size() - 1)));
    return sd / std::sqrt(static_cast<double>(means.size()));
}

} // namespace

std::vector<std::string> validateSimulationOptions(const SimulationOptions &o)
{
    std::vector<std::string> bad;
    auto finite = [](double v) { return std::isfinite(v); };
    if (o.kind == SimulationKind::Categorical) {
        if (o.categories < 2)
            bad.push_back("the number of categories must be at least 2, not " + std::to_string(o.categories));
        else if (o.categories > 1000)
            bad.push_back("the number of categories must be at most 1000, not " + std::to_string(o.categories));
        if (!(o.noiseHumans >= 0 && o.noiseHumans <= 1))
            bad.push_back("the humans' noise must be between 0 and 1, not " + io::formatNumber(o.noiseHumans));
        if (!(o.noiseModel >= 0 && o.noiseModel <= 1))
            bad.push_back("the model's noise must be between 0 and 1, not " + io::formatNumber(o.noiseModel));
    } else {
        const std::pair<const char *, double> variances[] = {{"item variance", o.itemVariance},
                                                             {"rater variance", o.raterVariance},
                                                             {"residual variance", o.residualVariance},
                                                             {"model's error variance", o.modelErrorVariance}};
        for (const auto &[name, v] : variances)
            if (!(finite(v) && v >= 0))
                bad.push_back(std::string("the ") + name + " must be a finite number of at least 0, not " + io::formatNumber(v));
        if (!finite(o.modelBias))
            bad.push_back("the model's bias must be a finite number, not " + io::formatNumber(o.modelBias));
    }
    if (o.annotators < 2)
        bad.push_back("the annotators per draw must be at least 2 (each is compared with the others), not "
                      + std::to_string(o.annotators));
    if (o.poolAnnotators < o.annotators)
        bad.push_back("the pool's annotators (" + std::to_string(o.poolAnnotators) + ") must be at least the annotators per draw ("
                      + std::to_string(o.annotators) + "): a draw takes them without replacement");
    if (o.poolItems < 1)
        bad.push_back("the pool's items must be at least 1");
    if (o.datasets < 1)
        bad.push_back("the data sets must be at least 1");
    if (o.draws < 1)
        bad.push_back("the draws per data set must be at least 1");
    if (o.minItems < 2)
        bad.push_back("the Alt-test's minimum items per rater must be at least 2, not " + std::to_string(o.minItems));
    if (o.items.empty())
        bad.push_back("at least one number of items is needed");
    for (std::size_t n : o.items) {
        if (n < o.minItems) {
            bad.push_back("every number of items must be at least " + std::to_string(o.minItems)
                          + " (the Alt-test's minimum items per rater), not " + std::to_string(n));
            break;
        }
        if (n > o.poolItems) {
            bad.push_back("every number of items must be at most the pool's items (" + std::to_string(o.poolItems)
                          + "): a draw takes them without replacement; " + std::to_string(n) + " is more");
            break;
        }
    }
    if (o.epsilons.empty())
        bad.push_back("at least one epsilon is needed");
    for (double e : o.epsilons)
        if (!(e >= 0 && e <= 1)) {
            bad.push_back("every epsilon must be between 0 and 1, not " + io::formatNumber(e));
            break;
        }
    if (!(o.q > 0 && o.q < 1))
        bad.push_back("the Alt-test's q must be between 0 and 1 (exclusive), not " + io::formatNumber(o.q));
    if (o.threads < 1 || o.threads > 256)
        bad.push_back("the threads must be from 1 to 256, not " + std::to_string(o.threads));
    if (o.poolAnnotators > 0 && o.poolItems > kMaxPoolRatings / o.poolAnnotators)
        bad.push_back("the pool (" + std::to_string(o.poolItems) + " items x " + std::to_string(o.poolAnnotators)
                      + " annotators) is larger than " + std::to_string(kMaxPoolRatings) + " ratings");
    if (o.datasets > 0 && o.draws > 0 && !o.items.empty()
        && (o.draws > kMaxDrawResults / o.datasets || o.items.size() > kMaxDrawResults / (o.datasets * o.draws)))
        bad.push_back("the sizes x data sets x draws are more than " + std::to_string(kMaxDrawResults) + " draws");
    return bad;
}

CategoricalPool categoricalPool(const SimulationOptions &o, std::size_t dataset)
{
    stats::Rng rng(derivedSeed(o.seed, {kPoolTag, dataset}));
    const auto K = static_cast<std::size_t>(std::max(o.categories, 1));
    const std::size_t P = o.poolItems, A = o.poolAnnotators;
    CategoricalPool pool;
    // Flat Dirichlet: independent Exp(1) variables, normalised.
    pool.priors.resize(K);
    double total = 0;
    for (double &p : pool.priors) {
        p = -std::log1p(-rng.uniform());
        total += p;
    }
    for (double &p : pool.priors)
        p /= total;
    pool.gold.resize(P);
    pool.humans.resize(P * A);
    pool.model.resize(P);
    std::vector<double> humanProbs(K), modelProbs(K);
    for (std::size_t i = 0; i < P; ++i) {
        const int g = drawCategory(rng, pool.priors);
        pool.gold[i] = g;
        for (std::size_t c = 0; c < K; ++c) {
            const double gold = static_cast<int>(c) == g ? 1.0 : 0.0;
            humanProbs[c] = o.noiseHumans * pool.priors[c] + (1.0 - o.noiseHumans) * gold;
            modelProbs[c] = o.noiseModel * pool.priors[c] + (1.0 - o.noiseModel) * gold;
        }
        for (std::size_t h = 0; h < A; ++h)
            pool.humans[i * A + h] = drawCategory(rng, humanProbs);
        pool.model[i] = drawCategory(rng, modelProbs);
    }
    return pool;
}

Result<SimulationResult> simulate(const SimulationOptions &options, const Progress &progress)
{
    if (const auto bad = validateSimulationOptions(options); !bad.empty()) {
        std::string text;
        for (const auto &b : bad)
            text += (text.empty() ? "" : "; ") + b;
        return Error {ErrorCode::Validation, text};
    }
    const SimulationOptions &o = options;
    const std::size_t D = o.datasets, B = o.draws, N = o.items.size(), E = o.epsilons.size();
    const std::size_t A = o.poolAnnotators, a = o.annotators;
    const AltTestScoring scoring = o.kind == SimulationKind::Numeric ? AltTestScoring::NegRmse : AltTestScoring::Accuracy;

    // Per draw (size, data set, draw): ω per ε and ρ; NaN when the draw had no usable rater.
    const std::size_t draws = N * D * B;
    std::vector<double> omega(draws * E, std::numeric_limits<double>::quiet_NaN());
    std::vector<double> rho(draws, std::numeric_limits<double>::quiet_NaN());

    std::atomic<std::size_t> next {0}, done {0};
    std::atomic<bool> cancelled {false};
    std::mutex progressMutex;
    auto work = [&] {
        std::vector<std::size_t> itemOrder(o.poolItems), raterOrder(A);
        std::vector<int> raterOf, itemOf;
        std::vector<double> value, predictions;
        for (std::size_t d = next++; d < D; d = next++) {
            const Pool pool = poolOf(o, d);
            for (std::size_t ni = 0; ni < N && !cancelled; ++ni) {
                const std::size_t n = o.items[ni];
                for (std::size_t b = 0; b < B; ++b) {
                    if (progress.stopRequested()) {
                        cancelled = true;
                        break;
                    }
                    stats::Rng rng(derivedSeed(o.seed, {kDrawTag, n, d, b}));
                    std::iota(itemOrder.begin(), itemOrder.end(), std::size_t(0));
                    std::iota(raterOrder.begin(), raterOrder.end(), std::size_t(0));
                    rng.sampleInPlace(std::span<std::size_t>(itemOrder), n);
                    rng.sampleInPlace(std::span<std::size_t>(raterOrder), a);
                    raterOf.clear();
                    itemOf.clear();
                    value.clear();
                    for (std::size_t r = 0; r < a; ++r)
                        for (std::size_t j = 0; j < n; ++j) {
                            raterOf.push_back(static_cast<int>(r));
                            itemOf.push_back(static_cast<int>(j));
                            value.push_back(pool.humans[itemOrder[j] * A + raterOrder[r]]);
                        }
                    predictions.resize(n);
                    for (std::size_t j = 0; j < n; ++j)
                        predictions[j] = pool.model[itemOrder[j]];
                    const auto byItem = agreement::ItemRatings::fromLong(itemOf, value, n);
                    const auto byRater = RaterRatings::fromLong(raterOf, itemOf, value, a);
                    const std::size_t at = (ni * D + d) * B + b;
                    for (std::size_t e = 0; e < E; ++e) {
                        AltTestOptions ao;
                        ao.epsilon = o.epsilons[e];
                        ao.q = o.q;
                        ao.minItems = o.minItems;
                        ao.scoring = scoring;
                        const AltTestResult res = altTest(byItem, byRater, predictions, {}, ao);
                        if (res.status != AltTestStatus::Ok)
                            continue;
                        omega[at * E + e] = res.winningRate;
                        rho[at] = res.advantage; // ρ does not depend on ε
                    }
                }
            }
            if (cancelled)
                return;
            const std::size_t finished = ++done;
            std::lock_guard lock(progressMutex);
            progress("simulation", static_cast<std::int64_t>(finished), static_cast<std::int64_t>(D));
        }
    };
    const int extra = std::max(0, std::min<int>(o.threads, static_cast<int>(D)) - 1);
    std::vector<std::thread> workers;
    for (int i = 0; i < extra; ++i)
        workers.emplace_back(work);
    work();
    for (auto &th : workers)
        th.join();
    if (cancelled || progress.stopRequested())
        return Error {ErrorCode::Cancelled, "simulation stopped after " + std::to_string(done.load()) + " of "
                                                + std::to_string(D) + " data sets"};

    // Aggregation in a fixed order (size, data set, draw), whatever the threads did.
    SimulationResult result;
    result.options = o;
    for (std::size_t ni = 0; ni < N; ++ni) {
        std::vector<double> rhoValid, rhoDatasetMeans;
        for (std::size_t d = 0; d < D; ++d) {
            std::vector<double> mine;
            for (std::size_t b = 0; b < B; ++b)
                if (const double r = rho[(ni * D + d) * B + b]; !std::isnan(r))
                    mine.push_back(r);
            rhoValid.insert(rhoValid.end(), mine.begin(), mine.end());
            if (!mine.empty())
                rhoDatasetMeans.push_back(meanOf(mine));
        }
        std::vector<double> rhoSorted = rhoValid;
        std::sort(rhoSorted.begin(), rhoSorted.end());
        for (std::size_t e = 0; e < E; ++e) {
            SimulationRow row;
            row.items = o.items[ni];
            row.epsilon = o.epsilons[e];
            std::vector<double> omegaValid, omegaDatasetMeans;
            std::size_t passed = 0;
            for (std::size_t d = 0; d < D; ++d) {
                std::vector<double> mine;
                for (std::size_t b = 0; b < B; ++b)
                    if (const double w = omega[((ni * D + d) * B + b) * E + e]; !std::isnan(w)) {
                        mine.push_back(w);
                        passed += w >= 0.5 ? 1 : 0;
                    }
                omegaValid.insert(omegaValid.end(), mine.begin(), mine.end());
                if (!mine.empty())
                    omegaDatasetMeans.push_back(meanOf(mine));
            }
            row.validDraws = omegaValid.size();
            row.winningRate = meanOf(omegaValid);
            row.passRate = omegaValid.empty() ? std::numeric_limits<double>::quiet_NaN()
                                              : static_cast<double>(passed) / static_cast<double>(omegaValid.size());
            row.winningRateSe = standardError(omegaDatasetMeans);
            row.advantage = meanOf(rhoValid);
            row.advantageP05 = percentileSorted(rhoSorted, 0.05);
            row.advantageP95 = percentileSorted(rhoSorted, 0.95);
            row.advantageSe = standardError(rhoDatasetMeans);
            result.rows.push_back(row);
        }
    }
    return result;
}

std::string simulationCsv(const SimulationResult &result)
{
    const SimulationOptions &o = result.options;
    std::string out = "items,epsilon,winning_rate,advantage,advantage_p05,advantage_p95,datasets,draws,"
                      "pass_rate,winning_rate_se,advantage_se,valid_draws,kind,seed\n";
    for (const SimulationRow &r : result.rows) {
        out += std::to_string(r.items) + ',' + io::formatNumber(r.epsilon) + ',' + io::formatNumber(r.winningRate) + ','
               + io::formatNumber(r.advantage) + ',' + io::formatNumber(r.advantageP05) + ','
               + io::formatNumber(r.advantageP95) + ',' + std::to_string(o.datasets) + ',' + std::to_string(o.draws) + ','
               + io::formatNumber(r.passRate) + ',' + io::formatNumber(r.winningRateSe) + ','
               + io::formatNumber(r.advantageSe) + ',' + std::to_string(r.validDraws) + ',' + simulationKindName(o.kind)
               + ',' + std::to_string(o.seed) + '\n';
    }
    return out;
}

Status writeSimulation(const std::string &dir, const SimulationResult &result)
{
    return writeOutputFiles(dir, {{"simulation.csv", simulationCsv(result)}});
}

} // namespace rl::analysis::plan
