// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/corpus/hygienestore.h"

#include <nlohmann/json.hpp>

#include <limits>

namespace rl::io::corpus {

namespace {

using nlohmann::json;

Finding findingOf(const json &j)
{
    Finding f;
    f.count = j.at("count").get<std::size_t>();
    f.lines = j.at("lines").get<std::vector<int>>();
    f.keys = j.at("keys").get<std::vector<std::string>>();
    return f;
}

std::vector<DuplicateGroup> groupsOf(const json &j)
{
    std::vector<DuplicateGroup> out;
    for (const auto &g : j.at("groups")) {
        DuplicateGroup d;
        d.lines = g.at("lines").get<std::vector<int>>();
        d.keys = g.at("keys").get<std::vector<std::string>>();
        for (const auto &score : g.at("scores")) // a NaN was written as null
            d.scores.push_back(score.is_number() ? score.get<double>() : std::numeric_limits<double>::quiet_NaN());
        out.push_back(std::move(d));
    }
    return out;
}

} // namespace

std::string hygieneMetaKey(const std::string &corpusName) { return "corpus_hygiene:" + corpusName; }

Result<HygieneReport> hygieneFromJson(std::string_view text)
{
    const json j = json::parse(text.begin(), text.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return Error{ErrorCode::Parse, "the kept hygiene report is not a JSON object"};
    try {
        HygieneReport r;
        r.source = j.at("file").get<std::string>();
        parseCorpusFormat(j.at("format").get<std::string>(), r.format);
        r.records = j.at("records").at("count").get<std::size_t>();
        r.physicalLines = j.at("records").at("physical_lines").get<int>();
        r.quoteRiskFields = findingOf(j.at("quote_risk_fields"));
        r.naiveReader = j.at("naive_reader").get<std::string>();
        r.naiveApplies = r.naiveReader.rfind("none", 0) != 0; // hygieneOf: "none: …" when the naive reader is the correct one
        r.naiveRecords = j.at("naive_records").at("count").get<std::size_t>();
        if (const auto &limit = j.at("naive_records").at("field_limit_line"); !limit.is_null())
            r.naiveLimitLine = limit.get<int>();
        r.naiveCorrupted = findingOf(j.at("naive_corrupted"));
        r.naiveSwallowed = findingOf(j.at("naive_swallowed"));
        r.naiveQuoteOnly = findingOf(j.at("naive_quote_only"));
        r.dupDiffScore = groupsOf(j.at("dup_diff_score"));
        r.sentences.empty = findingOf(j.at("empty_sentences"));
        r.sentences.overlong = findingOf(j.at("long_sentences"));
        r.sentences.medianLength = j.at("long_sentences").at("median_length").get<double>();
        r.sentences.maxLength = j.at("max_sentence_length").get<std::size_t>();
        r.duplicates = groupsOf(j.at("duplicates"));
        r.identicalPairs = findingOf(j.at("identical_pairs"));
        r.raterLabelMismatch = findingOf(j.at("rater_label_mismatch"));
        return r;
    } catch (const json::exception &e) {
        return Error{ErrorCode::Schema, std::string("the kept hygiene report: ") + e.what()};
    }
}

} // namespace rl::io::corpus
