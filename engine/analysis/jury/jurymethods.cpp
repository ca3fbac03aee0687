// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/jurymethods.h"

#include "engine/analysis/methodswords.h"
#include "engine/io/corpus/corpusimport.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

namespace rl::analysis::jury {

namespace {

using words::list;
using words::num;
using words::thousands;
namespace cj = io::corpus::jury;

/// The hygiene findings recorded at import (one JSON object per line of the meta value).
Result<std::map<std::string, CorpusHygieneFacts>> readHygiene(storage::Database &db)
{
    std::map<std::string, CorpusHygieneFacts> out;
    auto text = storage::metaValue(db, io::corpus::kHygieneMeta);
    if (!text)
        return text.error();
    std::istringstream lines(*text);
    for (std::string line; std::getline(lines, line);) {
        const auto j = nlohmann::json::parse(line, nullptr, false);
        if (!j.is_object() || !j.contains("corpus"))
            continue; // a line this version does not know is left out, not an error
        CorpusHygieneFacts h;
        h.records = j.value("records", std::size_t(0));
        h.naiveApplies = j.value("naive_applies", false);
        h.corrupted = j.value("corrupted", std::size_t(0));
        h.swallowed = j.value("swallowed", std::size_t(0));
        h.empty = j.value("empty", std::size_t(0));
        h.overlong = j.value("overlong", std::size_t(0));
        h.dupDiffScore = j.value("dup_diff_score", std::size_t(0));
        h.identical = j.value("identical", std::size_t(0));
        h.gradeRule = j.value("grade_rule", std::string());
        h.gradeMismatches = j.value("grade_mismatches", std::size_t(0));
        out[j.value("corpus", std::string())] = h;
    }
    return out;
}

std::string conditionOf(const study::ModelCondition &c) { return c.juryCondition.empty() ? std::string(cj::kBlind) : c.juryCondition; }

} // namespace

Result<JuryMethodsFacts> collectJuryMethodsFacts(const study::Study &s, storage::Database *db)
{
    JuryMethodsFacts f;
    std::map<std::string, CorpusHygieneFacts> hygiene;
    if (db) {
        auto h = readHygiene(*db);
        if (!h)
            return h.error();
        hygiene = std::move(*h);
    }
    const int cf = s.findFactor(cj::kCorpusFactor);
    const int dSim = s.findDimension(cj::kSimilarity), dSd = s.findDimension(cj::kSimilaritySd), dScore = s.findDimension(cj::kScore);
    if (cf >= 0) {
        const auto &levels = s.factors[std::size_t(cf)].levels;
        f.corpora.resize(levels.size());
        for (std::size_t l = 0; l < levels.size(); ++l) {
            f.corpora[l].name = levels[l];
            if (auto it = hygiene.find(levels[l]); it != hygiene.end())
                f.corpora[l].hygiene = it->second;
        }
        for (const auto &item : s.items)
            if (std::size_t(cf) < item.levels.size() && item.levels[std::size_t(cf)] >= 0)
                ++f.corpora[std::size_t(item.levels[std::size_t(cf)])].items;
        std::vector<std::set<int>> raters(levels.size());
        for (const auto &r : s.ratings) {
            const auto &item = s.items[std::size_t(r.item)];
            const int level = std::size_t(cf) < item.levels.size() ? item.levels[std::size_t(cf)] : -1;
            if (level < 0 || s.raters[std::size_t(r.rater)].kind != study::RaterKind::Human)
                continue;
            if (r.dimension == dSim)
                raters[std::size_t(level)].insert(r.rater);
            else if (r.dimension == dSd && dSd >= 0)
                f.corpora[std::size_t(level)].raterSd = true;
        }
        for (std::size_t l = 0; l < levels.size(); ++l) {
            f.corpora[l].raters = raters[l].size();
            f.corpora[l].publishedMean = raters[l].size() == 1
                && s.raters[std::size_t(*raters[l].begin())].key == levels[l] + ":gold";
        }
    }
    std::set<std::string> seenJudges, seenConditions;
    for (const auto &c : s.conditions) {
        const std::string judge = c.judge.empty() ? c.id : c.judge;
        if (seenJudges.insert(judge).second)
            f.judges.push_back({judge, c.model, c.provider, c.temperature, c.seed, c.priceInputPerMTok, c.priceOutputPerMTok, c.simulated});
        if (seenConditions.insert(conditionOf(c)).second)
            f.promptConditions.push_back(conditionOf(c));
    }
    std::set<std::string> deliberated;
    for (const auto &r : s.ratings)
        if (r.dimension == dScore && dScore >= 0 && s.raters[std::size_t(r.rater)].kind == study::RaterKind::Model) {
            ++f.answers;
            f.rounds = std::max(f.rounds, r.round);
            const int c = s.raters[std::size_t(r.rater)].conditionIndex;
            if (r.round > 1 && c >= 0)
                deliberated.insert(conditionOf(s.conditions[std::size_t(c)]));
        }
    for (const auto &c : f.promptConditions)
        if (deliberated.count(c))
            f.deliberated.push_back(c);
    return f;
}

namespace {

std::string priceEn(const JudgeFacts &j)
{
    if (!j.priceInput && !j.priceOutput)
        return "price unknown";
    if (j.priceInput.value_or(0) == 0 && j.priceOutput.value_or(0) == 0)
        return "free";
    return "$" + (j.priceInput ? num(*j.priceInput) : std::string("?")) + " / $"
           + (j.priceOutput ? num(*j.priceOutput) : std::string("?")) + " per million input / output tokens";
}

std::string priceKo(const JudgeFacts &j)
{
    if (!j.priceInput && !j.priceOutput)
        return "가격 미상";
    if (j.priceInput.value_or(0) == 0 && j.priceOutput.value_or(0) == 0)
        return "무료";
    return "입력/출력 백만 토큰당 $" + (j.priceInput ? num(*j.priceInput) : std::string("?")) + " / $"
           + (j.priceOutput ? num(*j.priceOutput) : std::string("?"));
}

std::string conditionMeaningEn(const std::string &c)
{
    if (c == "blind")
        return "blind (the pair alone)";
    if (c == "rubric")
        return "rubric (the pair with a scoring rubric)";
    if (c == "random-anchor")
        return "random-anchor (a grade drawn uniformly from 1-5 per item with a fixed seed, independent of the answer, shown as a reference)";
    if (c == "gold-plus-one")
        return "gold-plus-one (the human grade plus one, 5 becoming 4, shown as a reference)";
    if (c == "rubric-random-anchor")
        return "rubric-random-anchor (the rubric and a random anchor)";
    return c + " (the project's own prompt templates)";
}

std::string conditionMeaningKo(const std::string &c)
{
    if (c == "blind")
        return "blind(문장 쌍만 제시)";
    if (c == "rubric")
        return "rubric(채점 기준표와 함께 제시)";
    if (c == "random-anchor")
        return "random-anchor(문항마다 고정 시드로 1-5에서 균등하게 뽑은, 답과 무관한 점수를 참고값으로 제시)";
    if (c == "gold-plus-one")
        return "gold-plus-one(인간 점수에 1을 더한 값, 5는 4로, 을 참고값으로 제시)";
    if (c == "rubric-random-anchor")
        return "rubric-random-anchor(기준표와 무작위 참고값)";
    return c + "(프로젝트의 프롬프트 템플릿)";
}

std::string sizesText(const std::vector<int> &sizes)
{
    std::vector<std::string> s;
    for (int v : sizes)
        s.push_back(std::to_string(v));
    return list(s, "and");
}

/// Findings that may hold commas themselves, separated by semicolons.
std::string joined(const std::vector<std::string> &parts)
{
    std::string out;
    for (const std::string &p : parts)
        out += (out.empty() ? "" : "; ") + p;
    return out;
}

std::string hygieneEn(const CorpusFacts &c)
{
    if (!c.hygiene)
        return "No hygiene check of " + c.name + " is recorded in the project.";
    const auto &h = *c.hygiene;
    std::vector<std::string> found;
    if (h.naiveApplies && (h.corrupted > 0 || h.swallowed > 0))
        found.push_back("a tab-separated reader that treats a leading quote as quoting (Python's csv, pandas) would corrupt "
                        + words::count(h.corrupted, "record", "records") + " and lose " + words::count(h.swallowed, "row", "rows")
                        + " (RaterLab reads every row)");
    if (h.empty > 0)
        found.push_back(words::count(h.empty, "empty sentence", "empty sentences"));
    if (h.overlong > 0)
        found.push_back(words::count(h.overlong, "sentence", "sentences") + " over 10 times the median length");
    if (h.dupDiffScore > 0)
        found.push_back(words::count(h.dupDiffScore, "group", "groups") + " of identical sentence pairs with different scores "
                        "(items are joined on the corpus key, never on the text)");
    if (h.identical > 0)
        found.push_back(words::count(h.identical, "pair", "pairs") + " whose two sentences are the same");
    if (!h.gradeRule.empty())
        found.push_back("its integer grades are reproduced by " + h.gradeRule + " rounding"
                        + (h.gradeMismatches ? " except for " + words::count(h.gradeMismatches, "row", "rows") : std::string()));
    std::string out = "The import's hygiene check of " + c.name + " (" + thousands(h.records) + " records) ";
    out += found.empty() ? std::string("found nothing to report.") : "found: " + joined(found) + ".";
    return out;
}

std::string hygieneKo(const CorpusFacts &c)
{
    if (!c.hygiene)
        return c.name + "의 정제 검사 기록은 프로젝트에 없다.";
    const auto &h = *c.hygiene;
    std::vector<std::string> found;
    if (h.naiveApplies && (h.corrupted > 0 || h.swallowed > 0))
        found.push_back("앞의 따옴표를 인용 부호로 읽는 탭 구분 판독기(Python csv, pandas)는 레코드 " + thousands(h.corrupted)
                        + "개를 손상시키고 행 " + thousands(h.swallowed) + "개를 잃는다(RaterLab은 모든 행을 읽는다)");
    if (h.empty > 0)
        found.push_back("빈 문장 " + thousands(h.empty) + "개");
    if (h.overlong > 0)
        found.push_back("중앙값 길이의 10배를 넘는 문장 " + thousands(h.overlong) + "개");
    if (h.dupDiffScore > 0)
        found.push_back("점수가 다른 동일 문장 쌍 " + thousands(h.dupDiffScore) + "묶음(문항은 텍스트가 아니라 코퍼스 키로 연결)");
    if (h.identical > 0)
        found.push_back("두 문장이 같은 쌍 " + thousands(h.identical) + "개");
    if (!h.gradeRule.empty())
        found.push_back("정수 등급은 " + h.gradeRule + " 반올림으로 재현됨"
                        + (h.gradeMismatches ? "(불일치 " + thousands(h.gradeMismatches) + "행)" : std::string()));
    std::string out = c.name + "(레코드 " + thousands(h.records) + "개)의 가져오기 정제 검사 결과: ";
    out += found.empty() ? std::string("보고할 문제가 없었다.") : joined(found) + ".";
    return out;
}

} // namespace

std::string juryMethodsEnglish(const JuryMethodsFacts &f, const std::string &programVersion, bool synthetic, std::uint64_t demoSeed)
{
    std::ostringstream o;
    std::size_t items = 0;
    for (const auto &c : f.corpora)
        items += c.items;
    o << "Corpora. The study holds " << words::count(items, "sentence pair", "sentence pairs") << " from "
      << words::count(f.corpora.size(), "corpus", "corpora");
    std::vector<std::string> corpora;
    for (const auto &c : f.corpora)
        corpora.push_back(c.name + " (" + words::count(c.items, "pair", "pairs") + "; "
                          + (c.publishedMean ? std::string("the published mean score of each pair")
                                             : "the scores of " + words::count(c.raters, "human rater", "human raters"))
                          + (c.raterSd ? ", with the raters' SD" : "") + ")");
    o << (corpora.empty() ? "" : ": ") << list(corpora, "and") << ". The human score of a pair is the mean of its raters' "
      << "similarity ratings (0-5); nothing was rounded before correlation.";
    for (const auto &c : f.corpora)
        o << " " << hygieneEn(c);
    o << "\n\nJudges. A panel of " << words::count(f.judges.size(), "judge", "judges")
      << " scored each pair on an integer 1-5 scale (score): ";
    std::vector<std::string> judges;
    for (const auto &j : f.judges) {
        std::string s = j.id + " (" + (j.model.empty() ? j.id : j.model) + ", " + words::providerName(j.provider);
        s += j.temperature ? ", temperature " + num(*j.temperature) : std::string();
        s += j.seed ? ", seed " + std::to_string(*j.seed) : std::string();
        judges.push_back(s + ", " + priceEn(j) + ")");
    }
    o << list(judges, "and") << ".";
    if (std::any_of(f.judges.begin(), f.judges.end(), [](const JudgeFacts &j) { return j.simulated; }))
        o << " The judges' answers were simulated by RaterLab's demo generator" << (synthetic ? " (seed " + std::to_string(demoSeed) + ")" : "")
          << ": the judges are named after models but their answers are not model answers.";
    std::vector<std::string> conditions;
    for (const auto &c : f.promptConditions)
        conditions.push_back(conditionMeaningEn(c));
    o << " Each judge answered under " << words::count(f.promptConditions.size(), "prompt condition", "prompt conditions")
      << ": " << list(conditions, "and") << ".";
    if (f.rounds > 1)
        o << " Under " << list(f.deliberated, "and") << " the judges deliberated for " << f.rounds
          << " rounds: in round k + 1 each judge saw its own previous answer and the other judges' previous rationales and "
             "scores, anonymised, in an order fixed at random per item, and could keep or change its score.";
    o << " In all, " << words::count(f.answers, "judge answer was", "judge answers were") << " recorded.";
    const auto &op = f.options;
    o << "\n\nStatistics. A jury's score of a pair is the mean (and, separately, the median) of its members' scores. "
         "Agreement with the human score is Spearman's rho (average ranks) and Pearson's r, for every single judge and "
         "for every subset of at least two judges (2^k - k - 1 subsets) on every corpus and prompt condition, from the "
         "first-round answers. We counted the subsets beating the best single judge and those beating their own best "
         "member, took the best subset of each size, evaluated a subset selected on one corpus on the others, and chose "
         "the subset with the highest mean rho across corpora, also restricted to sizes "
      << sizesText(op.sizes) << " and to cheap judges (free, or an input price of at most $" << num(op.cheapMaxPrice)
      << " per million tokens). A subset's cost is the sum of its members' prices and its latency the slowest member's "
         "median latency. Differences of rho (the jury of all judges minus the best single judge; a prompt condition "
         "minus its base: random-anchor, gold-plus-one and rubric against blind, rubric-random-anchor against rubric) "
         "were tested by a paired bootstrap of the items (B = "
      << op.bootstrap << ", seed " << op.seed
      << ", the same resample for both sides; percentile 95% confidence interval, \"certain\" when it excludes 0). "
         "Strata: the human score's thirds [0, 1.67), [1.67, 3.33) and [3.33, 5] and, where rater SDs exist, the rater "
         "SD's terciles; in each, rho of the best single judge, the judge mean and the best jury with bootstrap "
         "intervals.";
    if (f.rounds > 1)
        o << " Per deliberation round: the per-item SD across judges, the share of unanimous items, the share of changed "
             "scores, and of those the shares that moved toward the other judges' mean and closer to or further from the "
             "human score (compared on the judge scale after the linear map 0-5 to 1-5).";
    o << " Analyses were run in RaterLab " << programVersion << ".";
    return o.str();
}

std::string juryMethodsKorean(const JuryMethodsFacts &f, const std::string &programVersion, bool synthetic, std::uint64_t demoSeed)
{
    std::ostringstream o;
    std::size_t items = 0;
    for (const auto &c : f.corpora)
        items += c.items;
    std::vector<std::string> corpora;
    for (const auto &c : f.corpora)
        corpora.push_back(c.name + "(" + thousands(c.items) + "쌍; "
                          + (c.publishedMean ? std::string("쌍마다 공개된 평균 점수") : "인간 평정자 " + thousands(c.raters) + "명의 점수")
                          + (c.raterSd ? ", 평정자 SD 포함" : "") + ")");
    o << "코퍼스. 연구는 코퍼스 " << thousands(f.corpora.size()) << "개의 문장 쌍 " << thousands(items) << "개로 이루어진다"
      << (corpora.empty() ? "" : ": ") << list(corpora, "및") << ". 쌍의 인간 점수는 평정자들의 유사도 평정(0-5)의 평균이며, "
      << "상관을 구하기 전에 반올림하지 않았다.";
    for (const auto &c : f.corpora)
        o << " " << hygieneKo(c);
    o << "\n\n판정자. 판정자 " << thousands(f.judges.size()) << "명이 각 쌍을 1-5 정수 척도(score)로 채점하였다: ";
    std::vector<std::string> judges;
    for (const auto &j : f.judges) {
        std::string s = j.id + "(" + (j.model.empty() ? j.id : j.model) + ", " + words::providerName(j.provider);
        s += j.temperature ? ", 온도 " + num(*j.temperature) : std::string();
        s += j.seed ? ", 시드 " + std::to_string(*j.seed) : std::string();
        judges.push_back(s + ", " + priceKo(j) + ")");
    }
    o << list(judges, "및") << ".";
    if (std::any_of(f.judges.begin(), f.judges.end(), [](const JudgeFacts &j) { return j.simulated; }))
        o << " 판정자의 답은 RaterLab 데모 생성기로 시뮬레이션되었다" << (synthetic ? "(시드 " + std::to_string(demoSeed) + ")" : "")
          << ": 판정자 이름은 모델에서 따왔지만 답은 모델의 답이 아니다.";
    std::vector<std::string> conditions;
    for (const auto &c : f.promptConditions)
        conditions.push_back(conditionMeaningKo(c));
    o << " 각 판정자는 프롬프트 조건 " << thousands(f.promptConditions.size()) << "개에서 답하였다: " << list(conditions, "및") << ".";
    if (f.rounds > 1)
        o << " " << list(f.deliberated, "및") << " 조건에서 판정자들은 " << f.rounds
          << "라운드 숙의하였다: 라운드 k + 1에서 각 판정자는 자신의 이전 답과 다른 판정자들의 이전 근거와 점수를 익명으로, 문항마다 "
             "무작위로 고정된 순서로 보고 점수를 유지하거나 바꿀 수 있었다.";
    o << " 판정자 답은 모두 " << thousands(f.answers) << "개가 기록되었다.";
    const auto &op = f.options;
    std::vector<std::string> sizes;
    for (int v : op.sizes)
        sizes.push_back(std::to_string(v));
    o << "\n\n통계. 배심의 쌍 점수는 구성원 점수의 평균(그리고 별도로 중앙값)이다. 인간 점수와의 일치는 Spearman rho(평균 순위)와 "
         "Pearson r로, 모든 단일 판정자와 판정자 2명 이상의 모든 부분집합(2^k - k - 1개)에 대해 코퍼스와 프롬프트 조건마다 첫 라운드 답으로 "
         "구하였다. 최고 단일 판정자를 넘는 부분집합과 자신의 최고 구성원을 넘는 부분집합을 세고, 크기별 최고 부분집합, 한 코퍼스에서 고른 "
         "부분집합의 다른 코퍼스 성능, 코퍼스 평균 rho가 가장 높은 부분집합(크기 "
      << list(sizes, "및") << "로 제한한 경우와 저렴한 판정자, 즉 무료이거나 입력 백만 토큰당 $" << num(op.cheapMaxPrice)
      << " 이하인 판정자로 제한한 경우 포함)을 구하였다. 부분집합의 비용은 구성원 가격의 합, 지연은 가장 느린 구성원의 중앙 지연이다. "
         "rho의 차이(전체 배심 - 최고 단일 판정자; 프롬프트 조건 - 기준 조건: random-anchor, gold-plus-one, rubric은 blind 대비, "
         "rubric-random-anchor는 rubric 대비)는 문항의 대응 부트스트랩(B = "
      << op.bootstrap << ", 시드 " << op.seed
      << ", 양쪽에 같은 재표집; 백분위 95% 신뢰구간, 0을 제외하면 \"확실\")으로 검정하였다. 층: 인간 점수의 3구간 [0, 1.67), [1.67, "
         "3.33), [3.33, 5]와 평정자 SD가 있으면 SD의 삼분위; 각 층에서 최고 단일 판정자, 판정자 평균, 최고 배심의 rho와 부트스트랩 구간.";
    if (f.rounds > 1)
        o << " 숙의 라운드마다 판정자 간 문항별 SD, 만장일치 문항 비율, 바뀐 점수의 비율과 그중 다른 판정자 평균 쪽으로 움직인 비율, 인간 "
             "점수에 가까워지거나 멀어진 비율(0-5를 1-5로 선형 변환한 판정자 척도에서 비교)을 구하였다.";
    o << " 분석은 RaterLab " << programVersion << "에서 수행하였다.";
    return o.str();
}

std::vector<std::string> juryReferences()
{
    return {
        "Efron, B., & Tibshirani, R. J. (1993). An introduction to the bootstrap. Chapman & Hall.",
        "Verga, P., Hofstatter, S., Althammer, S., Su, Y., Piktus, A., Arkhangorodsky, A., Xu, M., White, N., & Lewis, P. "
        "(2024). Replacing judges with juries: Evaluating LLM generations with a panel of diverse models. arXiv:2404.18796.",
    };
}

} // namespace rl::analysis::jury
