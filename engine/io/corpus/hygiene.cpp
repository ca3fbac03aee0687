// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/corpus/hygiene.h"

#include "engine/io/csv.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

namespace rl::io::corpus {

std::size_t codePoints(std::string_view s)
{
    std::size_t n = 0;
    for (unsigned char c : s)
        n += (c & 0xC0) != 0x80;
    return n;
}

const char *gradeRuleName(GradeRule r)
{
    switch (r) {
    case GradeRule::HalfToEven: return "half-to-even";
    case GradeRule::HalfUp: return "half-up";
    case GradeRule::FloorPlusHalf: return "floor(x+0.5)";
    }
    return "half-to-even";
}

std::vector<NaiveRecord> pythonCsvRead(std::string_view text, char delimiter, std::size_t fieldLimit, int *limitLine)
{
    // The states of CPython's Modules/_csv.c parse_process_char (escapechar unset, so ESCAPED_CHAR,
    // AFTER_ESCAPED_CRNL and ESCAPE_IN_QUOTED_FIELD never occur); EOL is the end of a line.
    enum State { StartRecord, StartField, InField, InQuotedField, QuoteInQuotedField, EatCrnl };
    constexpr int kEol = -2;
    constexpr char kQuote = '"';
    std::vector<NaiveRecord> out;
    if (limitLine)
        *limitLine = 0;
    State state = StartRecord;
    NaiveRecord rec;
    std::string field;
    std::size_t fieldChars = 0;
    bool overLimit = false;
    auto saveField = [&] {
        rec.fields.push_back(std::move(field));
        field.clear();
        fieldChars = 0;
    };
    auto addChar = [&](char c) {
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80 && ++fieldChars > fieldLimit)
            overLimit = true;
        field.push_back(c);
    };
    auto process = [&](int c) {
        switch (state) {
        case StartRecord:
            if (c == kEol)
                break; // an empty line: Python yields []
            if (c == '\n' || c == '\r') {
                state = EatCrnl;
                break;
            }
            state = StartField;
            [[fallthrough]];
        case StartField:
            if (c == '\n' || c == '\r' || c == kEol) {
                saveField();
                state = c == kEol ? StartRecord : EatCrnl;
            } else if (c == kQuote) {
                state = InQuotedField;
            } else if (c == delimiter) {
                saveField();
            } else {
                addChar(static_cast<char>(c));
                state = InField;
            }
            break;
        case InField:
            if (c == '\n' || c == '\r' || c == kEol) {
                saveField();
                state = c == kEol ? StartRecord : EatCrnl;
            } else if (c == delimiter) {
                saveField();
                state = StartField;
            } else {
                addChar(static_cast<char>(c));
            }
            break;
        case InQuotedField:
            if (c == kEol)
                ;
            else if (c == kQuote)
                state = QuoteInQuotedField;
            else
                addChar(static_cast<char>(c));
            break;
        case QuoteInQuotedField:
            if (c == kQuote) {
                addChar(kQuote);
                state = InQuotedField;
            } else if (c == delimiter) {
                saveField();
                state = StartField;
            } else if (c == '\n' || c == '\r' || c == kEol) {
                saveField();
                state = c == kEol ? StartRecord : EatCrnl;
            } else { // non-strict: the character joins the field
                addChar(static_cast<char>(c));
                state = InField;
            }
            break;
        case EatCrnl:
            if (c == kEol)
                state = StartRecord;
            // (any other character after CR/LF inside a line cannot occur: lines end at CR or LF)
            break;
        }
    };
    const auto lines = physicalLines(text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        if (state == StartRecord) {
            rec = NaiveRecord {};
            rec.firstLine = lineNo;
        }
        for (char ch : lines[i])
            process(static_cast<unsigned char>(ch));
        process(kEol);
        if (overLimit) {
            if (limitLine)
                *limitLine = lineNo;
            return out;
        }
        if (state == StartRecord) {
            rec.lastLine = lineNo;
            out.push_back(std::move(rec));
            rec = NaiveRecord {};
        }
    }
    // End of input inside a record: Python saves the field only when it has characters or is quoted.
    if (state != StartRecord && (!field.empty() || state == InQuotedField)) {
        saveField();
        rec.lastLine = static_cast<int>(lines.size());
        out.push_back(std::move(rec));
    }
    return out;
}

namespace {

std::string_view stripWs(std::string_view s)
{
    auto ws = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; };
    while (!s.empty() && ws(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && ws(s.back()))
        s.remove_suffix(1);
    return s;
}

double median(std::vector<std::size_t> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? static_cast<double>(v[n / 2]) : (static_cast<double>(v[n / 2 - 1]) + static_cast<double>(v[n / 2])) / 2.0;
}

/// Sentences of one reading: (line, key, sentence1 or absent, sentence2 or absent).
struct SentenceRow {
    int line;
    std::string key;
    const std::string *s1;
    const std::string *s2;
};

SentenceStats sentenceStats(const std::vector<SentenceRow> &rows)
{
    SentenceStats st;
    std::vector<std::size_t> lengths;
    for (const auto &r : rows)
        for (const std::string *s : {r.s1, r.s2})
            if (s)
                lengths.push_back(codePoints(*s));
    st.medianLength = median(lengths);
    for (const auto &r : rows) {
        bool empty = false, longer = false;
        for (const std::string *s : {r.s1, r.s2}) {
            if (!s || stripWs(*s).empty()) {
                ++st.empty.count;
                empty = true;
            }
            if (s) {
                const std::size_t len = codePoints(*s);
                st.maxLength = std::max(st.maxLength, len);
                if (static_cast<double>(len) > 10.0 * st.medianLength) {
                    ++st.overlong.count;
                    longer = true;
                }
            }
        }
        if (empty)
            st.empty.add(r.line, r.key);
        if (longer)
            st.overlong.add(r.line, r.key);
    }
    return st;
}

std::string withoutQuotes(std::string_view s)
{
    std::string out;
    for (char c : s)
        if (c != '"')
            out.push_back(c);
    return out;
}

bool distinctScores(const DuplicateGroup &g)
{
    return std::any_of(g.scores.begin(), g.scores.end(), [&](double v) { return v != g.scores.front(); });
}

void naiveAnalysis(HygieneReport &rep, const Corpus &c, std::string_view text)
{
    const bool header = c.format == CorpusFormat::KorSts || c.format == CorpusFormat::Csv;
    rep.naiveReader = "Python csv.reader, default dialect (QUOTE_MINIMAL, doublequote, non-strict), delimiter TAB";
    const auto lines = physicalLines(text);
    // The correct record of each physical line (0 = none, e.g. the header).
    std::vector<const CorpusRecord *> byLine(lines.size() + 2, nullptr);
    for (const auto &r : c.records)
        if (r.line >= 1 && static_cast<std::size_t>(r.line) < byLine.size())
            byLine[static_cast<std::size_t>(r.line)] = &r;
    auto trueFields = [&](int line) {
        std::vector<std::string> f;
        std::string_view l = lines[static_cast<std::size_t>(line - 1)];
        while (!l.empty() && (l.back() == '\n' || l.back() == '\r'))
            l.remove_suffix(1);
        std::size_t start = 0;
        for (;;) {
            const std::size_t tab = l.find('\t', start);
            f.emplace_back(l.substr(start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
            if (tab == std::string_view::npos)
                return f;
            start = tab + 1;
        }
    };
    const auto naive = pythonCsvRead(text, '\t', 131072, &rep.naiveLimitLine);
    // Text corpora (CSV through --map) name their sentence columns; the STS TSVs hold them in fields 6 and 7.
    std::size_t s1Col = 5, s2Col = 6;
    if (c.format == CorpusFormat::Csv && !lines.empty()) {
        const auto head = trueFields(1);
        for (std::size_t k = 0; k < head.size(); ++k) {
            if (head[k] == "sentence1")
                s1Col = k;
            if (head[k] == "sentence2")
                s2Col = k;
        }
    }
    std::vector<SentenceRow> rows;
    std::vector<std::string> missingKeys;
    for (const auto &nr : naive) {
        if ((header && nr.firstLine == 1) || nr.fields.empty())
            continue; // the header; a blank line (Python yields [], pandas skips it): no record
        ++rep.naiveRecords;
        const CorpusRecord *truth = byLine[static_cast<std::size_t>(nr.firstLine)];
        const std::string key = truth ? truth->key : std::string();
        rows.push_back({nr.firstLine, key, nr.fields.size() > s1Col ? &nr.fields[s1Col] : nullptr,
                        nr.fields.size() > s2Col ? &nr.fields[s2Col] : nullptr});
        const auto tf = trueFields(nr.firstLine);
        bool broken = nr.fields.size() != tf.size();
        for (const auto &f : nr.fields)
            broken = broken || f.find_first_of("\t\r\n") != std::string::npos;
        if (broken) {
            NaiveCorruption k;
            k.firstLine = nr.firstLine;
            k.lastLine = nr.lastLine;
            k.key = key;
            k.fieldsParsed = nr.fields.size();
            k.s1LenTrue = tf.size() > s1Col ? codePoints(tf[s1Col]) : 0;
            k.s2LenTrue = tf.size() > s2Col ? codePoints(tf[s2Col]) : 0;
            if (nr.fields.size() > s1Col)
                k.s1LenParsed = codePoints(nr.fields[s1Col]);
            if (nr.fields.size() > s2Col)
                k.s2LenParsed = codePoints(nr.fields[s2Col]);
            for (int l = nr.firstLine + 1; l <= nr.lastLine; ++l)
                if (const CorpusRecord *sw = byLine[static_cast<std::size_t>(l)])
                    k.swallowedKeys.push_back(sw->key);
            rep.naiveCorrupted.add(nr.firstLine, key);
            rep.corruptions.push_back(std::move(k));
        } else if (nr.fields != tf) {
            bool quoteOnly = true;
            for (std::size_t f = 0; f < tf.size() && quoteOnly; ++f)
                quoteOnly = withoutQuotes(nr.fields[f]) == withoutQuotes(tf[f]);
            if (quoteOnly)
                rep.naiveQuoteOnly.add(nr.firstLine, key);
        }
        for (int l = nr.firstLine + 1; l <= nr.lastLine; ++l)
            if (const CorpusRecord *sw = byLine[static_cast<std::size_t>(l)])
                rep.naiveSwallowed.add(l, sw->key);
    }
    rep.naiveCorrupted.count = rep.naiveCorrupted.lines.size();
    rep.naiveSwallowed.count = rep.naiveSwallowed.lines.size();
    rep.naiveQuoteOnly.count = rep.naiveQuoteOnly.lines.size();
    rep.naiveSentences = sentenceStats(rows);
}

void duplicateAnalysis(HygieneReport &rep, const Corpus &c)
{
    std::map<std::pair<std::string, std::string>, DuplicateGroup> groups;
    std::vector<std::pair<std::string, std::string>> order;
    for (const auto &r : c.records) {
        auto keyPair = std::make_pair(r.sentence1, r.sentence2);
        auto [it, fresh] = groups.try_emplace(keyPair);
        if (fresh)
            order.push_back(keyPair);
        it->second.lines.push_back(r.line);
        it->second.keys.push_back(r.key);
        it->second.scores.push_back(r.score);
        if (r.sentence1 == r.sentence2)
            rep.identicalPairs.add(r.line, r.key);
    }
    rep.identicalPairs.count = rep.identicalPairs.lines.size();
    std::set<std::pair<std::string, std::string>> swappedDone;
    for (const auto &kp : order) {
        const DuplicateGroup &g = groups[kp];
        if (g.lines.size() > 1) {
            rep.duplicates.push_back(g);
            if (distinctScores(g))
                rep.dupDiffScore.push_back(g);
        }
        if (kp.first == kp.second)
            continue;
        const auto rev = std::make_pair(kp.second, kp.first);
        const auto other = groups.find(rev);
        if (other == groups.end() || swappedDone.count(kp))
            continue;
        swappedDone.insert(rev);
        DuplicateGroup both = g;
        both.lines.insert(both.lines.end(), other->second.lines.begin(), other->second.lines.end());
        both.keys.insert(both.keys.end(), other->second.keys.begin(), other->second.keys.end());
        both.scores.insert(both.scores.end(), other->second.scores.begin(), other->second.scores.end());
        if (distinctScores(both))
            ++rep.swappedDiffScore;
        rep.swapped.push_back(std::move(both));
    }
}

double applyRule(GradeRule rule, bool clamp, double x)
{
    double g = 0;
    switch (rule) {
    case GradeRule::HalfToEven: g = std::nearbyint(x); break; // the default rounding mode: ties to even (Python round())
    case GradeRule::HalfUp: g = std::round(x); break;         // ties away from zero
    case GradeRule::FloorPlusHalf: g = std::floor(x + 0.5); break;
    }
    if (clamp && g == 0)
        g = 1;
    return g;
}

void gradeAnalysis(HygieneReport &rep, const Corpus &c)
{
    if (!c.hasGrade)
        return;
    for (GradeRule rule : {GradeRule::HalfToEven, GradeRule::HalfUp, GradeRule::FloorPlusHalf})
        for (bool clamp : {false, true}) {
            GradeRuleFit fit;
            fit.rule = rule;
            fit.clampZeroToOne = clamp;
            for (const auto &r : c.records)
                if (!std::isnan(r.grade) && applyRule(rule, clamp, r.score) != r.grade)
                    fit.mismatches.add(r.line, r.key);
            fit.mismatches.count = fit.mismatches.lines.size();
            rep.gradeRules.push_back(std::move(fit));
        }
    for (std::size_t i = 0; i < rep.gradeRules.size(); ++i)
        if (rep.bestGradeRule < 0 || rep.gradeRules[i].mismatches.count < rep.gradeRules[static_cast<std::size_t>(rep.bestGradeRule)].mismatches.count)
            rep.bestGradeRule = static_cast<int>(i);
}

} // namespace

HygieneReport hygieneOf(const Corpus &c, std::string_view text)
{
    // The text as parseCorpus read it: without a BOM, and a CSV/TSV decoded to UTF-8 (it may be CP949).
    std::string decoded;
    if (c.format == CorpusFormat::Csv) {
        if (auto d = decodeText(std::string(text), c.source)) {
            decoded = std::move(d->first);
            text = decoded;
        }
    } else if (text.substr(0, 3) == "\xEF\xBB\xBF") {
        text.remove_prefix(3);
    }
    HygieneReport rep;
    rep.source = c.source;
    rep.format = c.format;
    rep.records = c.records.size();
    rep.physicalLines = c.physicalLines;
    std::vector<SentenceRow> rows;
    for (const auto &r : c.records) {
        rows.push_back({r.line, r.key, &r.sentence1, &r.sentence2});
        if (c.delimiter == '\t') {
            // The fields a quoting reader would take as quoted (keys and years never begin with one).
            std::size_t fields = 0;
            for (const std::string *f : {&r.genre, &r.sentence1, &r.sentence2})
                fields += !f->empty() && f->front() == '"';
            fields += !r.scoreText.empty() && r.scoreText.front() == '"';
            if (fields) {
                rep.quoteRiskFields.count += fields;
                rep.quoteRiskFields.add(r.line, r.key);
            }
        }
        if (!r.raterScores.empty()) {
            double sum = 0;
            for (double v : r.raterScores)
                sum += v;
            if (std::fabs(sum / static_cast<double>(r.raterScores.size()) - r.score) > 1e-6)
                rep.raterLabelMismatch.add(r.line, r.key);
        }
    }
    rep.raterLabelMismatch.count = rep.raterLabelMismatch.lines.size();
    rep.sentences = sentenceStats(rows);
    rep.naiveApplies = c.delimiter == '\t';
    if (rep.naiveApplies) {
        naiveAnalysis(rep, c, text);
    } else {
        rep.naiveReader = c.format == CorpusFormat::Klue ? "none: JSON has one reading" : "none: a comma CSV is read with its quoting";
        rep.naiveRecords = rep.records;
        rep.naiveSentences = rep.sentences;
    }
    duplicateAnalysis(rep, c);
    gradeAnalysis(rep, c);
    return rep;
}

Result<HygieneReport> hygieneOfFile(const std::string &path, CorpusFormat format,
    const std::vector<std::pair<std::string, std::string>> &map)
{
    auto bytes = readFileBytes(path);
    if (!bytes)
        return bytes.error();
    auto c = parseCorpus(*bytes, std::filesystem::path(path).filename().string(), format, map);
    if (!c)
        return c.error();
    return hygieneOf(*c, *bytes);
}

namespace {

nlohmann::ordered_json findingJson(const Finding &f)
{
    return {{"count", f.count}, {"lines", f.lines}, {"keys", f.keys}};
}

nlohmann::ordered_json sentencesJson(const SentenceStats &s)
{
    return {{"median_length", s.medianLength}, {"max_length", s.maxLength}, {"empty", findingJson(s.empty)},
            {"over_10x_median", findingJson(s.overlong)}};
}

nlohmann::ordered_json groupsJson(const std::vector<DuplicateGroup> &groups)
{
    nlohmann::ordered_json j {{"count", groups.size()}};
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    std::vector<int> lines;
    std::vector<std::string> keys;
    for (const auto &g : groups) {
        list.push_back({{"lines", g.lines}, {"keys", g.keys}, {"scores", g.scores}});
        lines.insert(lines.end(), g.lines.begin(), g.lines.end());
        keys.insert(keys.end(), g.keys.begin(), g.keys.end());
    }
    j["lines"] = lines;
    j["keys"] = keys;
    j["groups"] = list;
    return j;
}

} // namespace

nlohmann::ordered_json hygieneJson(const HygieneReport &r)
{
    using nlohmann::ordered_json;
    ordered_json j;
    j["file"] = r.source;
    j["format"] = corpusFormatName(r.format);
    j["records"] = {{"count", r.records}, {"physical_lines", r.physicalLines}};
    j["quote_risk_fields"] = findingJson(r.quoteRiskFields);
    j["naive_reader"] = r.naiveReader;
    j["naive_records"] = {{"count", r.naiveRecords}, {"field_limit_line", r.naiveLimitLine ? ordered_json(r.naiveLimitLine) : ordered_json()}};
    ordered_json corrupted = findingJson(r.naiveCorrupted);
    ordered_json details = ordered_json::array();
    for (const auto &k : r.corruptions) {
        auto opt = [](const std::optional<std::size_t> &v) { return v ? ordered_json(*v) : ordered_json(); };
        details.push_back({{"first_line", k.firstLine}, {"last_line", k.lastLine}, {"key", k.key},
                           {"fields_parsed", k.fieldsParsed}, {"s1_len_true", k.s1LenTrue}, {"s2_len_true", k.s2LenTrue},
                           {"s1_len_parsed", opt(k.s1LenParsed)}, {"s2_len_parsed", opt(k.s2LenParsed)},
                           {"swallowed_keys", k.swallowedKeys}});
    }
    corrupted["records"] = details;
    j["naive_corrupted"] = corrupted;
    j["naive_swallowed"] = findingJson(r.naiveSwallowed);
    j["naive_quote_only"] = findingJson(r.naiveQuoteOnly);
    j["naive_sentences"] = sentencesJson(r.naiveSentences);
    j["dup_diff_score"] = groupsJson(r.dupDiffScore);
    j["empty_sentences"] = findingJson(r.sentences.empty);
    ordered_json longJ = findingJson(r.sentences.overlong);
    longJ["median_length"] = r.sentences.medianLength;
    longJ["threshold"] = 10.0 * r.sentences.medianLength;
    j["long_sentences"] = longJ;
    j["max_sentence_length"] = r.sentences.maxLength;
    j["duplicates"] = groupsJson(r.duplicates);
    ordered_json sw = groupsJson(r.swapped);
    sw["with_different_scores"] = r.swappedDiffScore;
    j["swapped_duplicates"] = sw;
    j["identical_pairs"] = findingJson(r.identicalPairs);
    j["rater_label_mismatch"] = findingJson(r.raterLabelMismatch);
    if (r.gradeRules.empty()) {
        j["grade"] = nullptr;
    } else {
        ordered_json rules = ordered_json::array();
        for (const auto &g : r.gradeRules) {
            ordered_json gj {{"rule", gradeRuleName(g.rule)}, {"clamp_zero_to_one", g.clampZeroToOne}};
            gj["mismatches"] = findingJson(g.mismatches);
            rules.push_back(gj);
        }
        const auto &best = r.gradeRules[static_cast<std::size_t>(r.bestGradeRule)];
        j["grade"] = {{"best", {{"rule", gradeRuleName(best.rule)}, {"clamp_zero_to_one", best.clampZeroToOne},
                                {"mismatches", best.mismatches.count}}},
                      {"rules", rules}};
    }
    return j;
}

std::string hygieneSummary(const HygieneReport &r)
{
    std::ostringstream o;
    o << "hygiene of " << r.source << " (" << corpusFormatName(r.format) << "): " << r.records << " record(s)";
    if (r.naiveApplies) {
        o << "; " << r.quoteRiskFields.count << " field(s) begin with a double quote";
        if (r.naiveCorrupted.count || r.naiveSwallowed.count)
            o << ": a quoting CSV reader would return " << r.naiveRecords << " record(s), " << r.naiveCorrupted.count
              << " corrupted, " << r.naiveSwallowed.count << " row(s) swallowed (read here without quoting: none lost)";
    }
    o << "\n";
    o << "  empty sentences " << r.sentences.empty.count << ", over 10x the median length (" << formatNumber(r.sentences.medianLength)
      << ") " << r.sentences.overlong.count << ", longest " << r.sentences.maxLength << "\n";
    o << "  identical pairs with different scores: " << r.dupDiffScore.size() << " group(s)";
    for (const auto &g : r.dupDiffScore) {
        o << " [lines";
        for (int l : g.lines)
            o << " " << l;
        o << "]";
    }
    if (!r.dupDiffScore.empty())
        o << " (join on the corpus key, never on the text)";
    o << "\n";
    if (r.raterLabelMismatch.count)
        o << "  " << r.raterLabelMismatch.count << " record(s) whose score is not the mean of their raters\n";
    if (r.bestGradeRule >= 0) {
        const auto &b = r.gradeRules[static_cast<std::size_t>(r.bestGradeRule)];
        o << "  grade column: " << gradeRuleName(b.rule) << (b.clampZeroToOne ? " with 0 -> 1" : "") << " reproduces it, "
          << b.mismatches.count << " row(s) do not fit\n";
    }
    return o.str();
}

} // namespace rl::io::corpus
