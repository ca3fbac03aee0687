// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/corpus/corpusimport.h"
#include "engine/io/corpus/hygienestore.h"

#include "engine/core/closestname.h"
#include "engine/io/cells.h"
#include "engine/io/importcommon.h"
#include "engine/core/utf8.h"
#include "engine/study/secretscan.h"

#include <array>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <map>
#include <unordered_map>

namespace rl::io::corpus {

using study::Study;

std::string judgeConditionId(const std::string &judge, const std::string &condition) { return judge + "." + condition; }

Status ensureJuryStudy(Study &s, const std::string &where)
{
    RL_TRY(settleStudyKind(s, study::StudyKind::Jury, study::ItemKind::TextPair, jury::kCorpusFactor, where,
        "corpora go into a jury study"));
    factorOf(s, jury::kCorpusFactor);
    return declareDimensions(s,
        {numericDimension(jury::kSimilarity, 0, 5, false), numericDimension(jury::kSimilaritySd, 0, 5, false),
            numericDimension(jury::kScore, 1, 5, true)},
        where);
}

Result<ImportSummary> applyCorpus(Study &s, const Corpus &corpus, const std::string &name)
{
    const std::string &src = corpus.source;
    if (auto k = study::keyInId(name, "the corpus name (--corpus)"))
        return Error{ErrorCode::Validation, src + ": " + *k};
    if (name.empty() || name.find_first_of(": \t\r\n+") != std::string::npos)
        return Error{ErrorCode::Validation, src + ": corpus name '" + excerpt(name, 40)
                                                + "' must be non-empty, without ':', '+' or white space"};
    RL_TRY(ensureJuryStudy(s, src));
    const int cf = factorOf(s, jury::kCorpusFactor);
    if (s.factors[static_cast<std::size_t>(cf)].levelIndex(name) >= 0)
        return Error{ErrorCode::Validation, src + ": corpus '" + name + "' is already in the project; import it under another --corpus name"};
    const bool anyGenre = std::any_of(corpus.records.begin(), corpus.records.end(), [](const CorpusRecord &r) { return !r.genre.empty(); });
    const int gf = anyGenre ? factorOf(s, jury::kGenreFactor) : -1;
    const int corpusLevel = levelOf(s.factors[static_cast<std::size_t>(cf)], name);
    const int dSim = s.findDimension(jury::kSimilarity), dSd = s.findDimension(jury::kSimilaritySd);

    ImportSummary sum;
    sum.file = src;
    sum.rows = corpus.records.size();
    const int gold = corpus.hasRaterScores ? -1 : humanRater(s, name + ":gold", sum);
    std::unordered_map<std::string, int> raters;
    s.items.reserve(s.items.size() + corpus.records.size());
    for (const auto &r : corpus.records) {
        study::Item item;
        item.key = name + ":" + r.key;
        item.kind = study::ItemKind::TextPair;
        item.text = r.sentence1;
        item.text2 = r.sentence2;
        item.levels.assign(s.factors.size(), -1);
        item.levels[static_cast<std::size_t>(cf)] = corpusLevel;
        if (gf >= 0 && !r.genre.empty())
            item.levels[static_cast<std::size_t>(gf)] = levelOf(s.factors[static_cast<std::size_t>(gf)], r.genre);
        if (s.findItem(item.key) >= 0) // cannot happen with a new corpus level, kept as a guard
            return Error{ErrorCode::Validation, src + ":" + std::to_string(r.line) + ": item '" + item.key + "' already exists"};
        const int it = s.addItem(std::move(item));
        ++sum.itemsAdded;
        if (corpus.hasRaterScores) {
            for (std::size_t k = 0; k < r.raterScores.size(); ++k) {
                const std::string key = name + ":" + r.raterIds[k];
                auto found = raters.find(key);
                if (found == raters.end())
                    found = raters.emplace(key, humanRater(s, key, sum)).first;
                addRating(s, found->second, it, dSim, r.raterScores[k]);
                ++sum.ratingsAdded;
            }
        } else {
            addRating(s, gold, it, dSim, r.score);
            ++sum.ratingsAdded;
            if (!std::isnan(r.raterSd)) {
                addRating(s, gold, it, dSd, r.raterSd);
                ++sum.ratingsAdded;
            }
        }
    }
    return sum;
}

Result<ImportSummary> applyJudgments(Study &s, const CsvTable &t, const std::string &corpusName, storage::SaveSet &set)
{
    RL_TRY(requireColumns(t, {"judge", "item_id", "condition", "round", "score"},
        "judgments.csv: judge,item_id,condition,round,score[,rationale,latency_ms,input_tokens,output_tokens]"));
    if (auto k = study::keyInId(corpusName, "the corpus name (--corpus)"))
        return Error{ErrorCode::Validation, t.source + ": " + *k};
    RL_TRY(ensureJuryStudy(s, t.source));
    const int cf = s.findFactor(jury::kCorpusFactor);
    const auto &corpora = s.factors[static_cast<std::size_t>(cf)].levels;
    if (!corpusName.empty() && std::find(corpora.begin(), corpora.end(), corpusName) == corpora.end())
        return Error{ErrorCode::NotFound, t.source + ": corpus '" + corpusName + "' is not in the project (corpora: "
                                              + (corpora.empty() ? std::string("none; import one with `import corpus`") : [&] {
                                                    std::string out;
                                                    for (const auto &c : corpora)
                                                        out += (out.empty() ? "" : ", ") + c;
                                                    return out;
                                                }()) + ")"};
    const int judgeCol = t.column("judge"), itemCol = t.column("item_id"), condCol = t.column("condition");
    const int roundCol = t.column("round"), scoreCol = t.column("score"), ratCol = t.column("rationale");
    const int latCol = t.column("latency_ms"), inCol = t.column("input_tokens"), outCol = t.column("output_tokens");
    const int dScore = s.findDimension(jury::kScore);
    const auto &dim = s.dimensions[static_cast<std::size_t>(dScore)];

    ImportSummary sum;
    sum.file = t.source;
    sum.encoding = t.encoding;
    sum.rows = t.rows.size();
    set.firstNewRating = std::min(set.firstNewRating, s.ratings.size());

    // Duplicate index over (rater, item, round) of the score dimension: 0 = already in the project.
    std::map<std::array<int, 3>, int> seen;
    for (const auto &r : s.ratings)
        if (r.dimension == dScore)
            seen.emplace(std::array<int, 3> {r.rater, r.item, r.round}, 0);
    std::vector<std::string> candidates; // for "closest key" messages, built on the first unknown item
    for (const auto &row : t.rows) {
        auto cell = [&](int c) -> const std::string & { return row.fields[static_cast<std::size_t>(c)]; };
        const std::string judge(trimCell(cell(judgeCol)));
        const std::string cond(trimCell(cell(condCol)));
        for (const int c : {judgeCol, condCol, itemCol}) // before any message quotes them; judge and condition make a condition id
            if (auto k = study::keyInId(trimCell(cell(c)), "the " + t.header[static_cast<std::size_t>(c)]))
                return rowError(t, row, c, *k);
        if (judge.empty() || judge.find('+') != std::string::npos)
            return rowError(t, row, judgeCol, judge.empty() ? std::string("empty judge") : "judge '" + judge + "' contains '+', which joins judges in subset names");
        if (cond.empty())
            return rowError(t, row, condCol, "empty condition (blind, rubric, random-anchor, gold-plus-one, rubric-random-anchor or your own)");
        const std::string native(trimCell(cell(itemCol)));
        std::string key = corpusName.empty() ? native : corpusName + ":" + native;
        int item = s.findItem(key);
        if (item < 0 && corpusName.empty() && corpora.size() == 1)
            item = s.findItem(key = corpora.front() + ":" + native);
        if (item < 0) {
            if (candidates.empty())
                for (const auto &it : s.items)
                    if (corpusName.empty() || it.key.compare(0, corpusName.size() + 1, corpusName + ":") == 0)
                        candidates.push_back(corpusName.empty() ? it.key : it.key.substr(corpusName.size() + 1));
            const std::string near = closestName(native, candidates);
            return rowError(t, row, itemCol, "unknown item '" + native + "'" + (corpusName.empty() ? "" : " in corpus '" + corpusName + "'")
                                                 + (near.empty() ? std::string() : "; closest: '" + near + "'")
                                                 + (corpusName.empty() && corpora.size() > 1 ? " (give --corpus NAME or keys CORPUS:KEY)" : ""));
        }
        double round;
        if (!parseCellNumber(cell(roundCol), round) || round < 1 || round != std::floor(round) || round > 1000)
            return rowError(t, row, roundCol, "round '" + cell(roundCol) + "' is not an integer 1, 2, 3 ...");
        double latency = std::nan("");
        if (latCol >= 0 && !isMissingCell(cell(latCol)) && (!parseCellNumber(cell(latCol), latency) || latency < 0))
            return rowError(t, row, latCol, "latency_ms '" + cell(latCol) + "' is not a non-negative number");
        for (int c : {inCol, outCol}) {
            double v;
            if (c >= 0 && !isMissingCell(cell(c)) && (!parseCellNumber(cell(c), v) || v < 0 || v != std::floor(v)))
                return rowError(t, row, c, t.header[static_cast<std::size_t>(c)] + " '" + cell(c) + "' is not a non-negative integer");
        }
        // The judge's condition, created on first sight, with what the project knows of the judge.
        const std::string id = judgeConditionId(judge, cond);
        int ci = s.findCondition(id);
        if (ci < 0) {
            study::ModelCondition c;
            const study::ModelCondition *tmpl = nullptr;
            if (const int j = s.findCondition(judge); j >= 0)
                tmpl = &s.conditions[static_cast<std::size_t>(j)];
            for (const auto &other : s.conditions)
                if (!tmpl && other.judge == judge)
                    tmpl = &other;
            if (tmpl) {
                c = *tmpl;
                c.prompts.clear();
            } else {
                c.provider = "openai-compatible";
                c.model = judge;
                c.label = judge;
            }
            c.id = id;
            c.label = (tmpl && !tmpl->label.empty() ? tmpl->label : judge) + " · " + cond;
            c.judge = judge;
            c.juryCondition = cond;
            ci = addJudgeCondition(s, std::move(c), t.source, sum);
        }
        const int rater = s.raterOfCondition(ci);
        const int r = static_cast<int>(round);
        if (auto [it, fresh] = seen.emplace(std::array<int, 3> {rater, item, r}, row.line); !fresh)
            return rowError(t, row, itemCol, "judge '" + judge + "' under '" + cond + "' answered '" + native + "' twice in round "
                                                 + std::to_string(r) + " (" + firstSeenAt(it->second) + ")");
        const std::string &scoreCell = cell(scoreCol);
        if (isMissingCell(scoreCell)) {
            ++sum.missingValues; // no answer or a parse failure: counted, not stored
        } else {
            double v;
            if (!parseCellNumber(scoreCell, v))
                return rowError(t, row, scoreCol, "score '" + scoreCell + "' is not a number");
            if (!dim.accepts(v))
                return rowError(t, row, scoreCol, "score " + std::string(trimCell(scoreCell)) + " is off the judges' scale 1..5 (integers)");
            addRating(s, rater, item, dScore, v, r, latency);
            ++sum.ratingsAdded;
        }
        if (ratCol >= 0 && !cell(ratCol).empty())
            set.texts.push_back({id, s.items[static_cast<std::size_t>(item)].key, 0, r, std::string(), cell(ratCol)});
    }
    return sum;
}

std::string hygieneMetaLine(const std::string &corpusName, const HygieneReport &r)
{
    nlohmann::ordered_json j {{"corpus", corpusName},
                              {"records", r.records},
                              {"naive_applies", r.naiveApplies},
                              {"corrupted", r.naiveCorrupted.count},
                              {"swallowed", r.naiveSwallowed.count},
                              {"empty", r.sentences.empty.count},
                              {"overlong", r.sentences.overlong.count},
                              {"dup_diff_score", r.dupDiffScore.size()},
                              {"identical", r.identicalPairs.count}};
    if (r.bestGradeRule >= 0) {
        const GradeRuleFit &fit = r.gradeRules[static_cast<std::size_t>(r.bestGradeRule)];
        j["grade_rule"] = std::string(gradeRuleName(fit.rule)) + (fit.clampZeroToOne ? " (0 -> 1)" : "");
        j["grade_mismatches"] = fit.mismatches.count;
    }
    return j.dump();
}

Result<CorpusImport> importCorpusFile(storage::Project &project, const std::string &path, const std::string &corpusName,
    CorpusFormat format, const ImportOptions &options)
{
    options.progress("read", 0, 1);
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    Study &s = *loaded;
    auto bytes = readFileBytes(path);
    if (!bytes)
        return bytes.error();
    const std::string source = std::filesystem::path(path).filename().string();
    auto corpus = parseCorpus(*bytes, source, format, options.map);
    if (!corpus)
        return corpus.error();
    options.progress("check", 0, 1);
    CorpusImport out;
    out.hygiene = hygieneOf(*corpus, *bytes);
    storage::SaveSet set;
    set.firstNewRating = s.ratings.size();
    auto sum = applyCorpus(s, *corpus, corpusName);
    if (!sum)
        return sum.error();
    out.summary = std::move(*sum);
    set.meta.push_back({hygieneMetaKey(corpusName), hygieneJson(out.hygiene).dump()}); // shown before any judgment
    if (const std::string text = attributionOf(corpus->format); !text.empty()) {
        auto old = project.meta(jury::kAttributionMeta);
        if (!old)
            return old.error();
        set.meta.push_back({jury::kAttributionMeta, *old + (old->empty() ? "" : "\n") + corpusName + ": " + text});
    }
    {
        auto old = project.meta(kHygieneMeta);
        if (!old)
            return old.error();
        set.meta.push_back({kHygieneMeta, *old + (old->empty() ? "" : "\n") + hygieneMetaLine(corpusName, out.hygiene)});
    }
    RL_TRY(commitImport(project, s, set, options, path));
    return out;
}

Result<ImportSummary> importJudgmentsFile(storage::Project &project, const std::string &path, const std::string &corpusName,
    const ImportOptions &options)
{
    options.progress("read", 0, 1);
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    Study &s = *loaded;
    CsvOptions csv;
    csv.multilineColumns = {"rationale"};
    auto table = readCsvFile(path, csv);
    if (!table)
        return table.error();
    RL_TRY(applyColumnMap(*table, options.map));
    options.progress("check", 0, 1);
    storage::SaveSet set;
    set.firstNewRating = s.ratings.size();
    auto sum = applyJudgments(s, *table, corpusName, set);
    if (!sum)
        return sum.error();
    RL_TRY(commitImport(project, s, set, options, path));
    return sum;
}

std::string attributionOf(CorpusFormat format)
{
    switch (format) {
    case CorpusFormat::Stsb:
        return "STS Benchmark (Agirre, Cer, Diab, Lopez-Gazpio, Specia: SemEval-2017 Task 1, http://ixa2.si.ehu.eus/stswiki); "
               "scores under CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/), each sentence source under its own "
               "license (the distribution's LICENSE.txt).";
    case CorpusFormat::KorSts:
        return "KorSTS (Ham et al. 2020, KorNLI and KorSTS, Kakao Brain, https://github.com/kakaobrain/KorNLUDatasets), "
               "CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/); human translations of STS-B.";
    case CorpusFormat::Klue:
        return "KLUE-STS v1.1 (Park et al. 2021, KLUE: Korean Language Understanding Evaluation, "
               "https://github.com/KLUE-benchmark/KLUE), CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/).";
    default: return {};
    }
}

} // namespace rl::io::corpus
