// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/inferencerun.h"
#include "tests/common/rawdatabase.h"
#include "tests/common/testutil.h"
#include "tests/inference/loopbackserver.h"
#include "tests/inference/textstudyfixture.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <filesystem>
#include <map>

/// Inference over a generic rating study of text items: the json-schema strategy with
/// its declared answer schema, free-text, and deliberation rounds kept apart — against the
/// loopback FakeModel, the study built through the real importers.
using namespace rl;
using nlohmann::json;
using rl::test::FakeModel;
using rl::test::LoopbackServer;

namespace {

std::int64_t one(storage::Project &p, const std::string &sql)
{
    auto rawDb = test::rawDatabase(p);
    auto st = rawDb.prepare(sql);
    return st && st->step() ? st->columnInt(0) : -1; // step() fails only on an SQL error
}

/// The model ratings of an item by a condition: dimension -> value, for one round.
std::map<std::string, double> ratingsOf(storage::Project &p, const std::string &condition, const std::string &item, int round)
{
    std::map<std::string, double> out;
    auto rawDb = test::rawDatabase(p);
    auto st = rawDb.prepare("SELECT d.name, r.value FROM ratings r JOIN dimensions d ON d.id = r.dimension_id "
                                   "JOIN items i ON i.id = r.item_id JOIN raters ra ON ra.id = r.rater_id "
                                   "JOIN conditions c ON c.id = ra.condition_id "
                                   "WHERE ra.kind = 'model' AND c.key = ? AND i.key = ? AND r.round = ?");
    if (!st)
        return out;
    st->bind(1, condition).bind(2, item).bind(3, round);
    (void)st->forEachRow([&](storage::Statement &row) { out[row.columnText(0)] = row.columnDouble(1); });
    return out;
}

inference::RunOptions options()
{
    inference::RunOptions o;
    o.keyFromOptions = true;
    o.scheduler.concurrency = 4;
    o.scheduler.maxAttempts = 1;
    o.scheduler.timeoutMs = 5000;
    return o;
}

/// The exchanges whose last user turn contains `text`.
std::vector<FakeModel::Exchange> about(const std::vector<FakeModel::Exchange> &all, const std::string &text)
{
    std::vector<FakeModel::Exchange> out;
    for (const auto &e : all)
        if (e.lastUser.find(text) != std::string::npos)
            out.push_back(e);
    return out;
}

/// A deliberation over `n` text pairs by three judges: round 1 for each, then round 2 for each
/// with the other two as peers. Returns the round-2 prompts by (judge, item key).
struct Deliberated {
    std::map<std::pair<std::string, std::string>, std::string> round2;
    std::string path; ///< the project file
    std::string error;
};

const std::vector<std::string> kJudges {"judge_alpha", "judge_bravo", "judge_charlie"};

} // namespace

class TestRatingRun : public QObject {
    Q_OBJECT

    Deliberated deliberate(const std::string &name, int n, std::uint64_t seed, FakeModel &model, LoopbackServer &server)
    {
        Deliberated out;
        const std::string dir = test::tempDir();
        const std::string path = out.path = dir + "/" + name + ".raterlab";
        std::vector<std::pair<std::string, std::string>> conds;
        for (const auto &j : kJudges)
            conds.emplace_back(j, "deliberation");
        out.error = test::makeTextStudy(dir, path, n, server.baseUrl() + "/v1", conds, true);
        if (!out.error.empty())
            return out;
        auto p = storage::Project::open(path);
        if (!p) {
            out.error = p.error().detail;
            return out;
        }
        for (int round : {1, 2})
            for (const auto &j : kJudges) {
                inference::RunOptions o = options();
                o.round = round;
                o.deliberationSeed = seed;
                if (round == 2)
                    for (const auto &peer : kJudges)
                        if (peer != j)
                            o.peers.push_back(peer);
                const std::size_t before = model.exchanges().size();
                auto s = inference::InferenceRun(*p, j, o).run();
                if (!s || s->status != inference::RunStatus::Finished || s->progress.answered != n) {
                    out.error = j + " round " + std::to_string(round) + ": "
                        + (s ? std::string(inference::runStatusName(s->status)) + " " + std::to_string(s->progress.answered) : s.error().detail);
                    return out;
                }
                if (round == 2) {
                    const auto ex = model.exchanges();
                    for (std::size_t e = before; e < ex.size(); ++e)
                        for (int i = 0; i < n; ++i)
                            if (ex[e].lastUser.find(test::textItemText(i, true)) != std::string::npos)
                                out.round2[{j, test::textItemKey(i, true)}] = ex[e].lastUser;
                }
            }
        return out;
    }

private slots:
    /// json-schema: one request per item asking for every declared dimension; the ratings are
    /// written per dimension (continuous as given, categorical as its level index), the rationale
    /// is not a rating, an answer off the scale is a parse failure, and a text item is sent with
    /// no image and with its text.
    void jsonSchemaStrategy()
    {
        FakeModel model;
        model.keepExchanges = true;
        model.outOfRangeFor = test::textItemText(3, false); // t03's vas comes back as 101
        LoopbackServer server([&](const test::HttpServerRequest &r) { return model.handle(r); });
        const std::string dir = test::tempDir();
        const std::string path = dir + "/schema.raterlab";
        const int n = 6;
        const std::string made = test::makeTextStudy(dir, path, n, server.baseUrl() + "/v1", {{"judge", "json-schema"}});
        QVERIFY2(made.empty(), made.c_str());
        auto p = storage::Project::open(path);
        QVERIFY(p);

        auto summary = inference::InferenceRun(*p, "judge", options()).run();
        QVERIFY2(summary, summary ? "" : summary.error().detail.c_str());
        QCOMPARE(summary->status, inference::RunStatus::Failed); // t03 failed
        QCOMPARE(summary->progress.answered, std::int64_t(n - 1));
        QCOMPARE(summary->progress.failed, std::int64_t(1));
        QCOMPARE(summary->failuresByCode["parse"], std::int64_t(1));
        QCOMPARE(summary->progress.itemsCompleted, std::int64_t(n - 1));

        const auto exchanges = model.exchanges();
        QCOMPARE(exchanges.size(), std::size_t(n)); // one request per item
        QCOMPARE(model.total(), std::int64_t(n));
        for (int i = 0; i < n; ++i) {
            const std::string key = test::textItemKey(i, false), text = test::textItemText(i, false);
            const auto mine = about(exchanges, text);
            QCOMPARE(mine.size(), std::size_t(1));
            const FakeModel::Exchange &e = mine.front();
            QVERIFY(e.image.empty()); // a text item: no image
            QVERIFY(e.body.find("image_url") == std::string::npos);
            QVERIFY2(e.body.find(text) != std::string::npos, e.body.c_str()); // the item's text is in the body
            for (const char *line : {"- vas: a number from 0 to 100", "- clarity: an integer from 1 to 7",
                     "- stance: exactly one of pro, neutral, contra"})
                QVERIFY2(e.lastUser.find(line) != std::string::npos, e.lastUser.c_str()); // the declared schema
            const auto ratings = ratingsOf(*p, "judge", key, 0);
            if (i == 3) {
                QVERIFY(ratings.empty());
                QVERIFY(json::parse(e.answer)["vas"].get<double>() > 100);
                continue;
            }
            const json answer = json::parse(e.answer);
            QCOMPARE(ratings.size(), std::size_t(3)); // vas, clarity, stance; the rationale is no rating
            QVERIFY(!answer["rationale"].get<std::string>().empty());
            QCOMPARE(ratings.at("vas"), answer["vas"].get<double>()); // continuous: kept exactly as given
            QCOMPARE(ratings.at("clarity"), static_cast<double>(answer["clarity"].get<int>()));
            const std::vector<std::string> levels {"pro", "neutral", "contra"};
            const auto level = std::find(levels.begin(), levels.end(), answer["stance"].get<std::string>()) - levels.begin();
            QCOMPARE(ratings.at("stance"), static_cast<double>(level)); // categorical: the level index
        }
        // Some vas answer has decimals, so "kept as given" is tested on a non-integer.
        bool decimals = false;
        for (const auto &e : exchanges)
            decimals = decimals || json::parse(e.answer)["vas"].get<double>() != std::floor(json::parse(e.answer)["vas"].get<double>());
        QVERIFY(decimals);
        QCOMPARE(one(*p, "SELECT count(*) FROM dimensions WHERE name = 'rationale'"), std::int64_t(0));
        QCOMPARE(one(*p, "SELECT count(*) FROM ratings r JOIN raters ra ON ra.id = r.rater_id WHERE ra.kind = 'model'"),
            std::int64_t(3 * (n - 1)));
        QCOMPARE(one(*p, "SELECT count(*) FROM requests WHERE status = 'failed' AND error_code = 'parse'"), std::int64_t(1));
        QCOMPARE(one(*p, "SELECT count(*) FROM requests WHERE status = 'answered' AND round = 0 AND stage = 1"),
            std::int64_t(n - 1));
        QCOMPARE(one(*p, "SELECT count(*) FROM requests WHERE parsed_json LIKE '%rationale%'"), std::int64_t(n - 1));
        auto texts = p->predictionTexts("judge", "t00");
        QVERIFY(texts && texts->size() == 1);
        QVERIFY(texts->front().rawResponse.find("rationale") != std::string::npos);

        // A second run sends only the failed item again.
        auto again = inference::InferenceRun(*p, "judge", options()).run();
        QVERIFY(again);
        QCOMPARE(again->progress.reused, std::int64_t(n - 1));
        QCOMPARE(model.total(), std::int64_t(n + 1));
    }

    /// free-text: the answer is the text (no JSON asked for, none given); nothing is rated.
    void freeTextStrategy()
    {
        FakeModel model;
        model.keepExchanges = true;
        LoopbackServer server([&](const test::HttpServerRequest &r) { return model.handle(r); });
        const std::string dir = test::tempDir();
        const std::string path = dir + "/free.raterlab";
        const std::string made = test::makeTextStudy(dir, path, 3, server.baseUrl() + "/v1", {{"writer", "free-text"}});
        QVERIFY2(made.empty(), made.c_str());
        auto p = storage::Project::open(path);
        QVERIFY(p);
        auto summary = inference::InferenceRun(*p, "writer", options()).run();
        QVERIFY2(summary, summary ? "" : summary.error().detail.c_str());
        for (const auto &[code, count] : summary->failuresByCode)
            qInfo("failed with %s: %lld", code.c_str(), static_cast<long long>(count));
        QCOMPARE(summary->status, inference::RunStatus::Finished);
        QCOMPARE(summary->progress.answered, std::int64_t(3));
        for (const auto &e : model.exchanges()) {
            QVERIFY(e.image.empty());
            QVERIFY(e.lastUser.find("JSON") == std::string::npos);
        }
        QCOMPARE(one(*p, "SELECT count(*) FROM ratings r JOIN raters ra ON ra.id = r.rater_id WHERE ra.kind = 'model'"),
            std::int64_t(0));
        auto texts = p->predictionTexts("writer", "t01");
        QVERIFY(texts && texts->size() == 1);
        QVERIFY2(texts->front().rawResponse.find("A short story about ") != std::string::npos, texts->front().rawResponse.c_str());
    }

    /// Deliberation: rounds are separate requests, ratings and prediction texts; a rerun of a
    /// round sends nothing; round 2 shows the judge's own round-1 answer and its peers', labelled
    /// Rater A/B in a seeded order, never naming a condition.
    void deliberationRoundsKeptApart()
    {
        FakeModel model;
        model.keepExchanges = true;
        LoopbackServer server([&](const test::HttpServerRequest &r) { return model.handle(r); });
        const int n = 6;
        const Deliberated first = deliberate("delib42", n, 42, model, server);
        QVERIFY2(first.error.empty(), first.error.c_str());
        QCOMPARE(first.round2.size(), std::size_t(3 * n));

        auto p = storage::Project::open(first.path);
        QVERIFY(p);
        for (const auto &j : kJudges) {
            const std::string c = "(SELECT id FROM conditions WHERE key = '" + j + "')";
            QCOMPARE(one(*p, "SELECT count(*) FROM requests WHERE status = 'answered' AND round = 1 AND condition_id = " + c),
                std::int64_t(n));
            QCOMPARE(one(*p, "SELECT count(*) FROM requests WHERE status = 'answered' AND round = 2 AND condition_id = " + c),
                std::int64_t(n));
            QCOMPARE(one(*p, "SELECT count(DISTINCT stage) FROM requests WHERE condition_id = " + c), std::int64_t(1));
            QCOMPARE(one(*p, "SELECT count(DISTINCT prompt_hash) FROM requests WHERE condition_id = " + c), std::int64_t(2));
            for (int i = 0; i < n; ++i) {
                const std::string key = test::textItemKey(i, true);
                QCOMPARE(ratingsOf(*p, j, key, 1).size(), std::size_t(3));
                QCOMPARE(ratingsOf(*p, j, key, 2).size(), std::size_t(3));
                QCOMPARE(ratingsOf(*p, j, key, 0).size(), std::size_t(0));
                auto texts = p->predictionTexts(j, key);
                QVERIFY(texts);
                std::vector<int> rounds;
                for (const auto &t : *texts)
                    rounds.push_back(t.round);
                std::sort(rounds.begin(), rounds.end());
                QCOMPARE(rounds, (std::vector<int> {1, 2})); // one prediction text per round
            }
        }

        // Resume: a second run of round 2 sends nothing.
        const std::int64_t sent = model.total();
        inference::RunOptions o = options();
        o.round = 2;
        o.peers = {kJudges[1], kJudges[2]};
        auto again = inference::InferenceRun(*p, kJudges[0], o).run();
        QVERIFY(again);
        QCOMPARE(again->progress.totalRequests, std::int64_t(0));
        QCOMPARE(again->progress.reused, std::int64_t(n));
        QCOMPARE(model.total(), sent);

        // The round-2 prompt: the judge's own round-1 answer, then its peers' as Rater A and B.
        auto rationaleOf = [&](const std::string &judge, const std::string &key) {
            auto rawDb = test::rawDatabase(*p);
            auto st = rawDb.prepare("SELECT parsed_json FROM requests WHERE round = 1 AND item_id = (SELECT id "
                                            "FROM items WHERE key = ?) AND condition_id = (SELECT id FROM conditions "
                                            "WHERE key = ?)");
            st->bind(1, key).bind(2, judge);
            return st->step() ? json::parse(st->columnText(0)).value("rationale", std::string()) : std::string();
        };
        qInfo("a round-2 prompt:\n%s", first.round2.begin()->second.c_str());
        for (const auto &[where, prompt] : first.round2) {
            const auto &[judge, key] = where;
            const std::string own = rationaleOf(judge, key);
            QVERIFY(!own.empty());
            const std::size_t previous = prompt.find("In the previous round you answered: ");
            const std::size_t others = prompt.find("The other raters answered (anonymised):");
            QVERIFY2(previous != std::string::npos && others > previous, prompt.c_str());
            QVERIFY2(prompt.find(own, previous) < others, prompt.c_str()); // its own answer as "previous"
            std::vector<std::string> peerRationales;
            for (const auto &peer : kJudges)
                if (peer != judge)
                    peerRationales.push_back(rationaleOf(peer, key));
            const std::size_t a = prompt.find("\nRater A: "), b = prompt.find("\nRater B: ");
            QVERIFY2(a != std::string::npos && b != std::string::npos && a > others && b > a, prompt.c_str());
            QVERIFY(prompt.find("\nRater C: ") == std::string::npos);
            const std::string lineA = prompt.substr(a, b - a), lineB = prompt.substr(b, prompt.find('\n', b + 1) - b);
            QVERIFY2((lineA.find(peerRationales[0]) != std::string::npos && lineB.find(peerRationales[1]) != std::string::npos)
                    || (lineA.find(peerRationales[1]) != std::string::npos && lineB.find(peerRationales[0]) != std::string::npos),
                prompt.c_str());
            for (const auto &j : kJudges) // anonymised: no condition id, nor the models named after them
                QVERIFY2(prompt.find(j) == std::string::npos, prompt.c_str());
        }

        // The order is fixed by the seed: the same on a rerun, another for some item with another seed.
        const Deliberated same = deliberate("delib42b", n, 42, model, server);
        QVERIFY2(same.error.empty(), same.error.c_str());
        QVERIFY(same.round2 == first.round2);
        const Deliberated other = deliberate("delib7", n, 7, model, server);
        QVERIFY2(other.error.empty(), other.error.c_str());
        QCOMPARE(other.round2.size(), first.round2.size());
        int differ = 0;
        for (const auto &[where, prompt] : first.round2)
            differ += other.round2.at(where) != prompt;
        QVERIFY(differ > 0);
        QVERIFY(differ < static_cast<int>(first.round2.size())); // only the order changes, so some stay
    }
};

QTEST_GUILESS_MAIN(TestRatingRun)
#include "tst_ratingrun.moc"
