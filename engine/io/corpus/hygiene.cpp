// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/corpus/hygiene.h"

#include "engine/io/csv.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <ostream>
#include <sstream>
#include <utility>

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

namespace {

/// The reader of pythonCsvRead, handing each record to `onRecord` as soon as it ends: the hygiene report keeps what
/// it needs of a record, so that the naive reading of a 30 MB corpus is never held whole.
void readNaive(const std::vector<std::string_view> &lines, char delimiter, std::size_t fieldLimit, int *limitLine,
    const std::function<void(NaiveRecord &)> &onRecord)
{
    // The states of CPython's Modules/_csv.c parse_process_char (escapechar unset, so ESCAPED_CHAR,
    // AFTER_ESCAPED_CRNL and ESCAPE_IN_QUOTED_FIELD never occur); EOL is the end of a line.
    enum State { StartRecord, StartField, InField, InQuotedField, QuoteInQuotedField, EatCrnl };
    constexpr int kEol = -2;
    constexpr char kQuote = '"';
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
            return;
        }
        if (state == StartRecord) {
            rec.lastLine = lineNo;
            onRecord(rec);
            rec = NaiveRecord {};
        }
    }
    // End of input inside a record: Python saves the field only when it has characters or is quoted.
    if (state != StartRecord && (!field.empty() || state == InQuotedField)) {
        saveField();
        rec.lastLine = static_cast<int>(lines.size());
        onRecord(rec);
    }
}

} // namespace

std::vector<NaiveRecord> pythonCsvRead(std::string_view text, char delimiter, std::size_t fieldLimit, int *limitLine)
{
    std::vector<NaiveRecord> out;
    readNaive(physicalLines(text), delimiter, fieldLimit, limitLine, [&](NaiveRecord &r) { out.push_back(std::move(r)); });
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

double median(std::vector<std::size_t> &&v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? static_cast<double>(v[n / 2]) : (static_cast<double>(v[n / 2 - 1]) + static_cast<double>(v[n / 2])) / 2.0;
}

/// What the sentence statistics need of one record of a reading (not its texts): its line, its key, and per
/// sentence the length in code points (-1 when the field is absent) and whether it is blank (absent or white space).
struct SentenceRow {
    int line;
    const std::string *key;
    std::int64_t len1, len2;
    bool blank1, blank2;
};

SentenceRow sentenceRow(int line, const std::string &key, const std::string *s1, const std::string *s2)
{
    auto len = [](const std::string *s) { return s ? static_cast<std::int64_t>(codePoints(*s)) : std::int64_t(-1); };
    auto blank = [](const std::string *s) { return !s || stripWs(*s).empty(); };
    return {line, &key, len(s1), len(s2), blank(s1), blank(s2)};
}

SentenceStats sentenceStats(const std::vector<SentenceRow> &rows)
{
    SentenceStats st;
    std::vector<std::size_t> lengths;
    lengths.reserve(rows.size() * 2);
    for (const auto &r : rows)
        for (const std::int64_t len : {r.len1, r.len2})
            if (len >= 0)
                lengths.push_back(static_cast<std::size_t>(len));
    st.medianLength = median(std::move(lengths));
    for (const auto &r : rows) {
        bool empty = false, longer = false;
        for (const auto &[len, blank] : {std::pair {r.len1, r.blank1}, std::pair {r.len2, r.blank2}}) {
            if (blank) {
                ++st.empty.count;
                empty = true;
            }
            if (len >= 0) {
                st.maxLength = std::max(st.maxLength, static_cast<std::size_t>(len));
                if (static_cast<double>(len) > 10.0 * st.medianLength) {
                    ++st.overlong.count;
                    longer = true;
                }
            }
        }
        if (empty)
            st.empty.add(r.line, *r.key);
        if (longer)
            st.overlong.add(r.line, *r.key);
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
    auto trueFields = [&](int line) { // views into `text`: nothing is copied
        std::vector<std::string_view> f;
        std::string_view l = lines[static_cast<std::size_t>(line - 1)];
        while (!l.empty() && (l.back() == '\n' || l.back() == '\r'))
            l.remove_suffix(1);
        std::size_t start = 0;
        for (;;) {
            const std::size_t tab = l.find('\t', start);
            f.push_back(l.substr(start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
            if (tab == std::string_view::npos)
                return f;
            start = tab + 1;
        }
    };
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
    static const std::string noKey;
    std::vector<SentenceRow> rows;
    // One naive record at a time: what the report needs is kept, the record's texts are not.
    readNaive(lines, '\t', 131072, &rep.naiveLimitLine, [&](const NaiveRecord &nr) {
        if ((header && nr.firstLine == 1) || nr.fields.empty())
            return; // the header; a blank line (Python yields [], pandas skips it): no record
        ++rep.naiveRecords;
        const CorpusRecord *truth = byLine[static_cast<std::size_t>(nr.firstLine)];
        const std::string &key = truth ? truth->key : noKey;
        rows.push_back(sentenceRow(nr.firstLine, key, nr.fields.size() > s1Col ? &nr.fields[s1Col] : nullptr,
            nr.fields.size() > s2Col ? &nr.fields[s2Col] : nullptr));
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
        } else if (!std::equal(nr.fields.begin(), nr.fields.end(), tf.begin())) {
            bool quoteOnly = true;
            for (std::size_t f = 0; f < tf.size() && quoteOnly; ++f)
                quoteOnly = withoutQuotes(nr.fields[f]) == withoutQuotes(tf[f]);
            if (quoteOnly)
                rep.naiveQuoteOnly.add(nr.firstLine, key);
        }
        for (int l = nr.firstLine + 1; l <= nr.lastLine; ++l)
            if (const CorpusRecord *sw = byLine[static_cast<std::size_t>(l)])
                rep.naiveSwallowed.add(l, sw->key);
    });
    rep.naiveCorrupted.count = rep.naiveCorrupted.lines.size();
    rep.naiveSwallowed.count = rep.naiveSwallowed.lines.size();
    rep.naiveQuoteOnly.count = rep.naiveQuoteOnly.lines.size();
    rep.naiveSentences = sentenceStats(rows);
}

void duplicateAnalysis(HygieneReport &rep, const Corpus &c)
{
    // The records' indices sorted by (sentence1, sentence2), stably: records with the same pair are neighbours in
    // file order, and the swap of a pair is found by binary search. 4 bytes a record, where a map of copied
    // sentence pairs took about ten times the text. Groups are reported in order of their first record.
    const auto &records = c.records;
    using Pair = std::pair<std::string_view, std::string_view>;
    auto pairOf = [&](std::uint32_t i) { return Pair {records[i].sentence1, records[i].sentence2}; };
    std::vector<std::uint32_t> order(records.size());
    for (std::uint32_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return pairOf(a) < pairOf(b); });
    std::vector<std::pair<std::uint32_t, std::uint32_t>> runs; // [begin, end) in `order`: one pair each
    for (std::uint32_t i = 0; i < order.size();) {
        std::uint32_t j = i + 1;
        while (j < order.size() && pairOf(order[j]) == pairOf(order[i]))
            ++j;
        runs.emplace_back(i, j);
        i = j;
    }
    std::sort(runs.begin(), runs.end(), [&](const auto &a, const auto &b) { return order[a.first] < order[b.first]; });
    for (const auto &r : records)
        if (r.sentence1 == r.sentence2)
            rep.identicalPairs.add(r.line, r.key);
    rep.identicalPairs.count = rep.identicalPairs.lines.size();
    auto append = [&](DuplicateGroup &g, std::uint32_t begin) {
        for (std::uint32_t k = begin; k < order.size() && pairOf(order[k]) == pairOf(order[begin]); ++k) {
            const auto &r = records[order[k]];
            g.lines.push_back(r.line);
            g.keys.push_back(r.key);
            g.scores.push_back(r.score);
        }
    };
    std::vector<bool> swappedDone(order.size(), false); // by the position where a pair's run begins
    for (const auto &[begin, end] : runs) {
        if (end - begin > 1) {
            DuplicateGroup d;
            append(d, begin);
            if (distinctScores(d))
                rep.dupDiffScore.push_back(d);
            rep.duplicates.push_back(std::move(d));
        }
        const Pair p = pairOf(order[begin]);
        if (p.first == p.second || swappedDone[begin])
            continue;
        const Pair swapped {p.second, p.first};
        const auto other = std::lower_bound(order.begin(), order.end(), swapped,
            [&](std::uint32_t i, const Pair &q) { return pairOf(i) < q; });
        if (other == order.end() || pairOf(*other) != swapped)
            continue;
        const auto otherBegin = static_cast<std::uint32_t>(other - order.begin());
        swappedDone[otherBegin] = true;
        DuplicateGroup both;
        append(both, begin);
        append(both, otherBegin);
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
        rows.push_back(sentenceRow(r.line, r.key, &r.sentence1, &r.sentence2));
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
    rep.sentences = sentenceStats(std::exchange(rows, {})); // freed before the naive reading
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

/// JSON written as it goes, in the layout of nlohmann's dump(2) (two spaces a level, `"key": value`, `[]` and `{}`
/// when empty) with every scalar dumped by nlohmann itself: the same text, byte for byte, as building the tree and
/// dumping it, without the tree (a few hundred bytes for every key and line of a finding) or the whole string.
class JsonWriter {
public:
    explicit JsonWriter(std::ostream &out) : m_out(out) {}
    void begin(char open)
    {
        element();
        m_out << open;
        m_open.push_back({open, 0});
    }
    void end()
    {
        const auto [open, n] = m_open.back();
        m_open.pop_back();
        if (n > 0) {
            m_out << '\n';
            indent();
        }
        m_out << (open == '{' ? '}' : ']');
    }
    void key(std::string_view k)
    {
        element();
        m_out << scalar(std::string(k)) << ": ";
        m_afterKey = true;
    }
    template <typename T>
    void value(const T &v)
    {
        element();
        m_out << scalar(v);
    }
    template <typename T>
    void field(std::string_view k, const T &v)
    {
        key(k);
        value(v);
    }
    template <typename T>
    void array(std::string_view k, const std::vector<T> &items)
    {
        key(k);
        begin('[');
        for (const auto &v : items)
            value(v);
        end();
    }

private:
    template <typename T>
    static std::string scalar(const T &v)
    {
        return nlohmann::ordered_json(v).dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    }
    void element()
    {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (m_open.empty())
            return;
        m_out << (m_open.back().second++ > 0 ? ",\n" : "\n");
        indent();
    }
    void indent() { m_out << std::string(2 * m_open.size(), ' '); }

    std::ostream &m_out;
    std::vector<std::pair<char, std::size_t>> m_open; ///< open brackets and their elements so far
    bool m_afterKey = false;
};

void findingJson(JsonWriter &w, std::string_view name, const Finding &f, const std::function<void()> &more = {})
{
    w.key(name);
    w.begin('{');
    w.field("count", f.count);
    w.array("lines", f.lines);
    w.array("keys", f.keys);
    if (more)
        more();
    w.end();
}

void sentencesJson(JsonWriter &w, std::string_view name, const SentenceStats &s)
{
    w.key(name);
    w.begin('{');
    w.field("median_length", s.medianLength);
    w.field("max_length", s.maxLength);
    findingJson(w, "empty", s.empty);
    findingJson(w, "over_10x_median", s.overlong);
    w.end();
}

void groupsJson(JsonWriter &w, std::string_view name, const std::vector<DuplicateGroup> &groups, const std::function<void()> &more = {})
{
    w.key(name);
    w.begin('{');
    w.field("count", groups.size());
    for (const bool keys : {false, true}) {
        w.key(keys ? "keys" : "lines");
        w.begin('[');
        for (const auto &g : groups) {
            if (keys)
                for (const auto &k : g.keys)
                    w.value(k);
            else
                for (const int l : g.lines)
                    w.value(l);
        }
        w.end();
    }
    w.key("groups");
    w.begin('[');
    for (const auto &g : groups) {
        w.begin('{');
        w.array("lines", g.lines);
        w.array("keys", g.keys);
        w.array("scores", g.scores);
        w.end();
    }
    w.end();
    if (more)
        more();
    w.end();
}

} // namespace

void writeHygieneJson(std::ostream &out, const HygieneReport &r)
{
    JsonWriter w(out);
    w.begin('{');
    w.field("file", r.source);
    w.field("format", corpusFormatName(r.format));
    w.key("records");
    w.begin('{');
    w.field("count", r.records);
    w.field("physical_lines", r.physicalLines);
    w.end();
    findingJson(w, "quote_risk_fields", r.quoteRiskFields);
    w.field("naive_reader", r.naiveReader);
    w.key("naive_records");
    w.begin('{');
    w.field("count", r.naiveRecords);
    w.key("field_limit_line");
    if (r.naiveLimitLine)
        w.value(r.naiveLimitLine);
    else
        w.value(nullptr);
    w.end();
    findingJson(w, "naive_corrupted", r.naiveCorrupted, [&] {
        w.key("records");
        w.begin('[');
        for (const auto &k : r.corruptions) {
            w.begin('{');
            w.field("first_line", k.firstLine);
            w.field("last_line", k.lastLine);
            w.field("key", k.key);
            w.field("fields_parsed", k.fieldsParsed);
            w.field("s1_len_true", k.s1LenTrue);
            w.field("s2_len_true", k.s2LenTrue);
            for (const auto &[name, v] : {std::pair {"s1_len_parsed", &k.s1LenParsed}, std::pair {"s2_len_parsed", &k.s2LenParsed}}) {
                w.key(name);
                if (*v)
                    w.value(**v);
                else
                    w.value(nullptr);
            }
            w.array("swallowed_keys", k.swallowedKeys);
            w.end();
        }
        w.end();
    });
    findingJson(w, "naive_swallowed", r.naiveSwallowed);
    findingJson(w, "naive_quote_only", r.naiveQuoteOnly);
    sentencesJson(w, "naive_sentences", r.naiveSentences);
    groupsJson(w, "dup_diff_score", r.dupDiffScore);
    findingJson(w, "empty_sentences", r.sentences.empty);
    findingJson(w, "long_sentences", r.sentences.overlong, [&] {
        w.field("median_length", r.sentences.medianLength);
        w.field("threshold", 10.0 * r.sentences.medianLength);
    });
    w.field("max_sentence_length", r.sentences.maxLength);
    groupsJson(w, "duplicates", r.duplicates);
    groupsJson(w, "swapped_duplicates", r.swapped, [&] { w.field("with_different_scores", r.swappedDiffScore); });
    findingJson(w, "identical_pairs", r.identicalPairs);
    findingJson(w, "rater_label_mismatch", r.raterLabelMismatch);
    w.key("grade");
    if (r.gradeRules.empty()) {
        w.value(nullptr);
    } else {
        w.begin('{');
        const auto &best = r.gradeRules[static_cast<std::size_t>(r.bestGradeRule)];
        w.key("best");
        w.begin('{');
        w.field("rule", gradeRuleName(best.rule));
        w.field("clamp_zero_to_one", best.clampZeroToOne);
        w.field("mismatches", best.mismatches.count);
        w.end();
        w.key("rules");
        w.begin('[');
        for (const auto &g : r.gradeRules) {
            w.begin('{');
            w.field("rule", gradeRuleName(g.rule));
            w.field("clamp_zero_to_one", g.clampZeroToOne);
            findingJson(w, "mismatches", g.mismatches);
            w.end();
        }
        w.end();
        w.end();
    }
    w.end();
}

nlohmann::ordered_json hygieneJson(const HygieneReport &r)
{
    std::ostringstream text;
    writeHygieneJson(text, r);
    return nlohmann::ordered_json::parse(text.str()); // one layout: the writer's
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
