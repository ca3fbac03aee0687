// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/corpus/corpus.h"

#include "engine/io/cells.h"
#include "engine/core/jsonstrict.h"
#include "engine/core/utf8.h"
#include "engine/io/csv.h"
#include "engine/study/secretscan.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <unordered_map>

namespace rl::io::corpus {

const char *corpusFormatName(CorpusFormat f)
{
    switch (f) {
    case CorpusFormat::Auto: return "auto";
    case CorpusFormat::Stsb: return "stsb";
    case CorpusFormat::KorSts: return "korsts";
    case CorpusFormat::Klue: return "klue";
    case CorpusFormat::Csv: return "csv";
    }
    return "auto";
}

bool parseCorpusFormat(std::string_view s, CorpusFormat &out)
{
    for (CorpusFormat f : {CorpusFormat::Auto, CorpusFormat::Stsb, CorpusFormat::KorSts, CorpusFormat::Klue, CorpusFormat::Csv})
        if (s == corpusFormatName(f)) {
            out = f;
            return true;
        }
    return false;
}

std::vector<std::string_view> physicalLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n' || text[i] == '\r') {
            if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            lines.push_back(text.substr(start, i + 1 - start));
            start = i + 1;
        }
    }
    if (start < text.size())
        lines.push_back(text.substr(start));
    return lines;
}

namespace {

const char *const kKorStsHeader[] = {"genre", "filename", "year", "id", "score", "sentence1", "sentence2"};

std::string_view stripTerminator(std::string_view line)
{
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r'))
        line.remove_suffix(1);
    return line;
}

std::vector<std::string_view> splitTabs(std::string_view line, char delimiter = '\t')
{
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    for (;;) {
        const std::size_t tab = line.find(delimiter, start);
        if (tab == std::string_view::npos) {
            fields.push_back(line.substr(start));
            return fields;
        }
        fields.push_back(line.substr(start, tab - start));
        start = tab + 1;
    }
}


/// 1-based code-point column of byte `offset` in `line`.
int columnOf(std::string_view line, std::size_t offset)
{
    return textPosition(line.substr(0, std::min(offset, line.size())), offset).column;
}

Error at(ErrorCode code, const std::string &source, int line, int column, const std::string &reason)
{
    return Error{code, source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + clipQuoted(reason)};
}

/// Line and column of byte offsets in one text, in O(log n) each (textPosition() walks from the
/// start, which is quadratic over the 519 records of a KLUE file). Same numbers as textPosition().
class LineIndex {
public:
    explicit LineIndex(std::string_view text) : m_text(text)
    {
        m_starts.push_back(0);
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] == '\n')
                m_starts.push_back(i + 1);
    }
    TextPosition position(std::size_t offset) const
    {
        offset = std::min(offset, m_text.size());
        const auto it = std::upper_bound(m_starts.begin(), m_starts.end(), offset) - 1;
        TextPosition p = textPosition(m_text.substr(*it), offset - *it);
        p.line += static_cast<int>(it - m_starts.begin());
        return p;
    }

private:
    std::string_view m_text;
    std::vector<std::size_t> m_starts;
};

/// Text-level checks shared by every format: NUL bytes and strict UTF-8.
Status checkText(std::string_view text, const std::string &source)
{
    if (const auto bad = findInvalidUtf8(text))
        return Error{ErrorCode::Parse, source + ":" + positionString(text, bad->offset) + ": invalid UTF-8 (" + bad->reason
                                           + "); corpora are read as UTF-8"};
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
        return Error{ErrorCode::Parse, source + ":" + positionString(text, nul) + ": NUL byte in a text file"};
    return {};
}

/// The checks every record passes: a key, unique; sentences under the size limit; a score on 0-5.
struct RecordChecker {
    const std::string &source;
    std::unordered_map<std::string, int> seen;

    Status key(const std::string &key, int line, int column)
    {
        if (key.empty())
            return at(ErrorCode::Validation, source, line, column, "empty item key");
        if (auto k = study::keyInId(key, "the item key")) // before any message quotes it
            return at(ErrorCode::Validation, source, line, column, *k);
        if (auto [it, fresh] = seen.emplace(key, line); !fresh)
            return at(ErrorCode::Validation, source, line, column,
                "item key '" + key + "' appears twice (first at line " + std::to_string(it->second) + ")");
        return {};
    }
    Status sentence(std::string_view s, int line, int column, const char *which)
    {
        if (s.size() > kMaxSentenceBytes)
            return at(ErrorCode::Validation, source, line, column,
                std::string(which) + " has " + std::to_string(s.size()) + " bytes, over the limit of "
                    + std::to_string(kMaxSentenceBytes) + " (a field that swallowed later rows?)");
        return {};
    }
    Status score(std::string_view text, double &out, int line, int column, const char *what = "score")
    {
        if (!parseCellNumber(text, out))
            return at(ErrorCode::Validation, source, line, column, std::string(what) + " '" + std::string(text) + "' is not a number");
        if (out < 0 || out > 5)
            return at(ErrorCode::Validation, source, line, column, std::string(what) + " " + std::string(trimCell(text)) + " is off the scale 0..5");
        return {};
    }
};

// STS-B (no header, 7 or 9 fields) and KorSTS (a header, 7 fields): genre, filename, year, id, score, s1, s2.
Result<Corpus> parseStsTsv(std::string_view text, const std::string &source, bool korsts)
{
    Corpus c;
    c.source = source;
    c.format = korsts ? CorpusFormat::KorSts : CorpusFormat::Stsb;
    const auto lines = physicalLines(text);
    c.physicalLines = static_cast<int>(lines.size());
    RecordChecker check {source, {}};
    std::size_t first = 0;
    if (korsts) {
        if (lines.empty())
            return at(ErrorCode::Parse, source, 1, 1, "empty file (a KorSTS file starts with the header genre, filename, year, id, score, sentence1, sentence2)");
        const auto header = splitTabs(stripTerminator(lines[0]));
        bool ok = header.size() == 7;
        for (std::size_t k = 0; ok && k < 7; ++k)
            ok = header[k] == kKorStsHeader[k];
        if (!ok)
            return at(ErrorCode::Parse, source, 1, 1, "not the KorSTS header (expected the 7 TAB-separated columns genre, filename, year, id, score, sentence1, sentence2)");
        first = 1;
    }
    c.records.reserve(lines.size());
    std::size_t end = lines.size();
    while (end > first && stripTerminator(lines[end - 1]).empty())
        --end; // blank lines at the end of the file hold no record
    for (std::size_t i = first; i < end; ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        const std::string_view line = stripTerminator(lines[i]);
        const auto f = splitTabs(line);
        const bool countOk = korsts ? f.size() == 7 : (f.size() == 7 || f.size() == 9);
        if (!countOk)
            return at(ErrorCode::Parse, source, lineNo, 1,
                std::to_string(f.size()) + " TAB-separated fields, expected " + (korsts ? "7" : "7 or 9")
                    + " (genre, filename, year, id, score, sentence1, sentence2" + (korsts ? "" : "[, two license fields]") + ")");
        auto col = [&](std::size_t k) { return columnOf(line, static_cast<std::size_t>(f[k].data() - line.data())) ; };
        CorpusRecord r;
        r.line = lineNo;
        r.genre = std::string(f[0]);
        r.key = std::string(f[1]) + "/" + std::string(f[2]) + "/" + std::string(f[3]);
        if (f[1].empty() || f[2].empty() || f[3].empty())
            return at(ErrorCode::Validation, source, lineNo, col(f[1].empty() ? 1 : f[2].empty() ? 2 : 3),
                "empty filename, year or id (the key is filename/year/id)");
        RL_TRY(check.key(r.key, lineNo, col(1)));
        r.scoreText = std::string(f[4]);
        RL_TRY(check.score(f[4], r.score, lineNo, col(4)));
        RL_TRY(check.sentence(f[5], lineNo, col(5), "sentence1"));
        RL_TRY(check.sentence(f[6], lineNo, col(6), "sentence2"));
        r.sentence1 = std::string(f[5]);
        r.sentence2 = std::string(f[6]);
        c.records.push_back(std::move(r));
    }
    c.dataLines = static_cast<int>(end - first);
    return c;
}

// KLUE-STS: [{guid, source, sentence1, sentence2, labels{real-label, ...}, annotations{annotators, annotations, ...}}].
Result<Corpus> parseKlue(std::string_view text, const std::string &source)
{
    JsonOffsets offsets;
    auto parsed = parseJsonStrict<nlohmann::json>(text, source, &offsets);
    if (!parsed)
        return parsed.error();
    const nlohmann::json &doc = *parsed;
    Corpus c;
    c.source = source;
    c.format = CorpusFormat::Klue;
    c.delimiter = 0;
    c.hasRaterScores = true;
    c.physicalLines = static_cast<int>(physicalLines(text).size());
    auto bad = [&](const std::string &pointer, const std::string &reason) {
        return Error{ErrorCode::Validation, jsonWhere(text, source, offsets, pointer) + ": " + clipQuoted(reason)};
    };
    if (!doc.is_array())
        return bad("", "a KLUE-STS file is a JSON array of objects");
    RecordChecker check {source, {}};
    const LineIndex index(text);
    for (std::size_t i = 0; i < doc.size(); ++i) {
        const std::string p = "/" + std::to_string(i);
        const auto &o = doc[i];
        if (!o.is_object())
            return bad(p, "record " + std::to_string(i + 1) + " is not an object");
        auto str = [&](const char *k, std::string &out) -> Status {
            const auto it = o.find(k);
            if (it == o.end() || !it->is_string())
                return bad(it == o.end() ? p : p + jsonPointerStep(k), std::string("'") + k + "' is missing or not a string");
            out = it->get<std::string>();
            if (out.find('\0') != std::string::npos) // the text formats refuse NUL: an export could not be read back
                return bad(p + jsonPointerStep(k), std::string("'") + k + "' holds a NUL character (\\u0000), which no text file can carry");
            return {};
        };
        CorpusRecord r;
        const auto off = offsets.find(p);
        r.line = index.position(off == offsets.end() ? 0 : off->second).line;
        RL_TRY(str("guid", r.key));
        RL_TRY(str("source", r.genre));
        RL_TRY(str("sentence1", r.sentence1));
        RL_TRY(str("sentence2", r.sentence2));
        const auto keyAt = index.position(offsets[p + "/guid"]);
        RL_TRY(check.key(r.key, keyAt.line, keyAt.column));
        RL_TRY(check.sentence(r.sentence1, r.line, 1, "sentence1"));
        RL_TRY(check.sentence(r.sentence2, r.line, 1, "sentence2"));
        const auto labels = o.find("labels");
        if (labels == o.end() || !labels->is_object())
            return bad(p, "'labels' is missing or not an object");
        const auto real = labels->find("real-label");
        const std::string rp = p + "/labels/real-label";
        if (real == labels->end() || !real->is_number())
            return bad(labels == o.end() ? p : p + "/labels", "'labels.real-label' is missing or not a number");
        r.score = real->get<double>();
        r.scoreText = real->dump();
        if (!(r.score >= 0 && r.score <= 5))
            return bad(rp, "real-label " + r.scoreText + " is off the scale 0..5");
        const auto ann = o.find("annotations");
        if (ann == o.end() || !ann->is_object())
            return bad(p, "'annotations' is missing or not an object");
        const auto ids = ann->find("annotators");
        const auto vals = ann->find("annotations");
        const std::string ap = p + "/annotations";
        if (ids == ann->end() || !ids->is_array() || vals == ann->end() || !vals->is_array())
            return bad(ap, "'annotations.annotators' and 'annotations.annotations' must be arrays");
        if (ids->size() != vals->size() || vals->empty())
            return bad(ap + "/annotations", std::to_string(vals->size()) + " rating(s) for " + std::to_string(ids->size())
                                               + " annotator(s); each annotator needs exactly one rating");
        for (std::size_t k = 0; k < vals->size(); ++k) {
            const auto &v = (*vals)[k];
            const auto &id = (*ids)[k];
            const std::string vp = ap + "/annotations/" + std::to_string(k);
            if (!v.is_number() || v.get<double>() < 0 || v.get<double>() > 5)
                return bad(vp, "rating " + v.dump() + " is not a number on 0..5");
            if (!id.is_string() || id.get<std::string>().empty())
                return bad(ap + "/annotators/" + std::to_string(k), "annotator " + id.dump() + " is not a non-empty string");
            if (auto key = study::keyInId(id.get<std::string>(), "the annotator id"))
                return bad(ap + "/annotators/" + std::to_string(k), *key);
            if (id.get<std::string>().find('\0') != std::string::npos)
                return bad(ap + "/annotators/" + std::to_string(k), "the annotator id holds a NUL character (\\u0000)");
            if (std::find(r.raterIds.begin(), r.raterIds.end(), id.get<std::string>()) != r.raterIds.end())
                return bad(ap + "/annotators/" + std::to_string(k), "annotator " + id.dump() + " appears twice in one item");
            r.raterScores.push_back(v.get<double>());
            r.raterIds.push_back(id.get<std::string>());
        }
        c.records.push_back(std::move(r));
    }
    c.dataLines = c.physicalLines;
    return c;
}

// Any CSV (RFC 4180, csv.h) or TSV (plain TAB split, no quoting) with [item_id,]sentence1,sentence2,score[,rater_sd,grade,genre];
// without item_id the items are numbered by their data row.
Result<Corpus> parseTable(std::string_view text, const std::string &source,
    const std::vector<std::pair<std::string, std::string>> &map)
{
    const auto lines = physicalLines(text);
    const bool tsv = !lines.empty() && lines[0].find('\t') != std::string_view::npos;
    CsvTable t;
    if (tsv) {
        t.source = source;
        for (auto f : splitTabs(stripTerminator(lines[0])))
            t.header.emplace_back(f);
        for (std::size_t i = 1; i < lines.size(); ++i) {
            const std::string_view line = stripTerminator(lines[i]);
            if (line.empty() && i + 1 == lines.size())
                continue;
            CsvRow row;
            row.line = static_cast<int>(i) + 1;
            for (auto f : splitTabs(line))
                row.fields.emplace_back(f);
            if (row.fields.size() != t.header.size())
                return at(ErrorCode::Parse, source, row.line, 1, std::to_string(row.fields.size()) + " TAB-separated fields, the header has "
                                                                  + std::to_string(t.header.size()));
            t.rows.push_back(std::move(row));
        }
    } else {
        auto parsed = parseCsv(text, source);
        if (!parsed)
            return parsed.error();
        t = std::move(*parsed);
    }
    RL_TRY(applyColumnMap(t, map));
    for (const char *need : {"sentence1", "sentence2", "score"})
        if (t.column(need) < 0)
            return Error{ErrorCode::Validation, source + ":" + std::to_string(t.headerLine) + ": missing column '" + need
                                                    + "' (a corpus table has sentence1, sentence2, score[, item_id, rater_sd]; "
                                                      "map a column of the file to '" + need + "')"};
    Corpus c;
    c.source = source;
    c.format = CorpusFormat::Csv;
    c.delimiter = tsv ? '\t' : ',';
    c.physicalLines = static_cast<int>(lines.size());
    c.dataLines = static_cast<int>(lines.size()) - 1;
    const int idCol = t.column("item_id"), s1Col = t.column("sentence1"), s2Col = t.column("sentence2");
    const int scoreCol = t.column("score"), sdCol = t.column("rater_sd"), gradeCol = t.column("grade"), genreCol = t.column("genre");
    c.hasRaterSd = sdCol >= 0;
    c.hasGrade = gradeCol >= 0;
    RecordChecker check {source, {}};
    std::size_t rowNumber = 0;
    for (const auto &row : t.rows) {
        auto cell = [&](int k) -> const std::string & { return row.fields[static_cast<std::size_t>(k)]; };
        CorpusRecord r;
        r.line = row.line;
        // Without an item_id column an item is its data row's number (1, 2, …): stable for a file that does not change.
        r.key = idCol >= 0 ? std::string(trimCell(cell(idCol))) : std::to_string(++rowNumber);
        RL_TRY(check.key(r.key, row.line, idCol + 1));
        RL_TRY(check.sentence(cell(s1Col), row.line, s1Col + 1, "sentence1"));
        RL_TRY(check.sentence(cell(s2Col), row.line, s2Col + 1, "sentence2"));
        r.sentence1 = cell(s1Col);
        r.sentence2 = cell(s2Col);
        r.scoreText = std::string(trimCell(cell(scoreCol)));
        RL_TRY(check.score(cell(scoreCol), r.score, row.line, scoreCol + 1));
        if (sdCol >= 0 && !trimCell(cell(sdCol)).empty()) {
            if (!parseCellNumber(cell(sdCol), r.raterSd) || r.raterSd < 0)
                return at(ErrorCode::Validation, source, row.line, sdCol + 1, "rater_sd '" + cell(sdCol) + "' is not a non-negative number");
        }
        if (gradeCol >= 0 && !trimCell(cell(gradeCol)).empty()) {
            if (!parseCellNumber(cell(gradeCol), r.grade) || r.grade != std::floor(r.grade))
                return at(ErrorCode::Validation, source, row.line, gradeCol + 1, "grade '" + cell(gradeCol) + "' is not an integer");
        }
        if (genreCol >= 0)
            r.genre = std::string(trimCell(cell(genreCol)));
        c.records.push_back(std::move(r));
    }
    return c;
}

} // namespace

CorpusFormat detectCorpusFormat(std::string_view text)
{
    std::size_t i = 0;
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        i = 3;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
        ++i;
    if (i < text.size() && (text[i] == '[' || text[i] == '{'))
        return CorpusFormat::Klue;
    const auto lines = physicalLines(text);
    if (lines.empty())
        return CorpusFormat::Csv;
    const auto f = splitTabs(stripTerminator(lines[0]));
    if (f.size() == 7) {
        bool header = true;
        for (std::size_t k = 0; header && k < 7; ++k)
            header = f[k] == kKorStsHeader[k];
        if (header)
            return CorpusFormat::KorSts;
    }
    double score;
    if ((f.size() == 7 || f.size() == 9) && parseCellNumber(f[4], score))
        return CorpusFormat::Stsb;
    return CorpusFormat::Csv;
}

Result<Corpus> parseCorpus(std::string_view text, const std::string &source, CorpusFormat format,
    const std::vector<std::pair<std::string, std::string>> &map)
{
    if (format == CorpusFormat::Auto)
        format = detectCorpusFormat(text);
    if (format != CorpusFormat::Csv && !map.empty())
        return Error{ErrorCode::Validation, source + ": --map renames the columns of a CSV/TSV corpus; the "
                                                + corpusFormatName(format) + " format has fixed columns"};
    if (format == CorpusFormat::Csv) {
        // CSV may come from Korean Excel (CP949): decode as the other interchange files are.
        auto decoded = decodeText(std::string(text), source);
        if (!decoded)
            return decoded.error();
        if (const std::size_t nul = decoded->first.find('\0'); nul != std::string::npos)
            return Error{ErrorCode::Parse, source + ":" + positionString(decoded->first, nul) + ": NUL byte in a text file"};
        return parseTable(decoded->first, source, map);
    }
    RL_TRY(checkText(text, source));
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3); // a UTF-8 BOM (columns of line 1 then count from after it)
    switch (format) {
    case CorpusFormat::Stsb: return parseStsTsv(text, source, false);
    case CorpusFormat::KorSts: return parseStsTsv(text, source, true);
    case CorpusFormat::Klue: return parseKlue(text, source);
    default: break;
    }
    return Error{ErrorCode::Unsupported, source + ": no reader for this format"};
}

Result<Corpus> readCorpusFile(const std::string &path, CorpusFormat format,
    const std::vector<std::pair<std::string, std::string>> &map)
{
    auto bytes = readFileBytes(path);
    if (!bytes)
        return bytes.error();
    return parseCorpus(*bytes, std::filesystem::path(path).filename().string(), format, map);
}

} // namespace rl::io::corpus
