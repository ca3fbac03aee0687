// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/importers.h"

#include "engine/core/closestname.h"
#include "engine/core/utf8.h"
#include "engine/io/cells.h"
#include "engine/io/importcommon.h"
#include "engine/media/stimulusfile.h"
#include "engine/study/conditionjson.h"
#include "engine/study/secretscan.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <map>
#include <set>
#include <unordered_map>

namespace rl::io {

using study::Study;

bool parseImportKind(std::string_view s, ImportKind &out)
{
    for (ImportKind k : {ImportKind::Stimuli, ImportKind::Ratings, ImportKind::Predictions, ImportKind::Conditions}) {
        if (s == importKindName(k)) {
            out = k;
            return true;
        }
    }
    return false;
}

const char *importKindName(ImportKind k)
{
    switch (k) {
    case ImportKind::Stimuli: return "stimuli";
    case ImportKind::Ratings: return "ratings";
    case ImportKind::Predictions: return "predictions";
    case ImportKind::Conditions: return "conditions";
    }
    return "stimuli";
}

namespace {


std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::string scaleText(const study::Dimension &d)
{
    auto num = [](double v) { return formatNumber(v); };
    return num(d.scaleMin) + ".." + num(d.scaleMax) + (d.integerValued ? " (integers)" : "");
}

/// Why `cell` is no value of the numeric dimension `d` (not a number, off its scale); empty when it is one (in `v`).
std::string numericCellProblem(const study::Dimension &d, const std::string &cell, double &v)
{
    if (!parseCellNumber(cell, v))
        return "value '" + cell + "' is not a number";
    if (!d.accepts(v))
        return "value " + std::string(trimCell(cell)) + " is off the scale " + scaleText(d) + " of dimension '" + d.name + "'";
    return {};
}

// Level order: the face study's declared emotion order when the levels are face labels; else first appearance.
void orderLevels(study::Factor &f)
{
    if (f.name != study::face::kEmotion)
        return;
    const auto &canon = study::face::emotionLabels();
    for (const auto &l : f.levels)
        if (std::find(canon.begin(), canon.end(), l) == canon.end())
            return;
    std::vector<std::string> ordered;
    for (const auto &c : canon)
        if (std::find(f.levels.begin(), f.levels.end(), c) != f.levels.end())
            ordered.push_back(c);
    f.levels = ordered;
}

// Index of a rating per (rater, item, dimension, round, sample), for duplicate checks.
struct RatingKeyHash {
    std::size_t operator()(const std::array<int, 5> &k) const
    {
        std::size_t h = 1469598103934665603ULL;
        for (int v : k)
            h = (h ^ static_cast<std::size_t>(static_cast<unsigned>(v))) * 1099511628211ULL;
        return h;
    }
};
using RatingIndex = std::unordered_map<std::array<int, 5>, int, RatingKeyHash>; // -> line (0 = already in project)

RatingIndex indexRatings(const Study &s)
{
    RatingIndex idx;
    idx.reserve(s.ratings.size() * 2);
    for (const auto &r : s.ratings)
        idx.emplace(std::array<int, 5> {r.rater, r.item, r.dimension, r.round, r.sample}, 0);
    return idx;
}

ImportSummary summaryOf(const CsvTable &t)
{
    ImportSummary sum;
    sum.file = t.source;
    sum.encoding = t.encoding;
    sum.rows = t.rows.size();
    return sum;
}

bool isTextColumn(std::string_view name)
{
    for (const char *c : kTextColumns)
        if (name == c)
            return true;
    return false;
}

std::vector<std::string> dimensionNames(const Study &s)
{
    std::vector<std::string> names;
    for (const auto &d : s.dimensions)
        names.push_back(d.name);
    for (const auto &d : s.protocol.builtinDimensions())
        if (s.findDimension(d.name) < 0)
            names.push_back(d.name);
    return names;
}

std::string joinNames(const std::vector<std::string> &names)
{
    std::string out;
    for (const auto &n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out.empty() ? std::string("none") : out;
}

/// "dimension 'happiness' is not declared (declared: valence, arousal; closest: ...)"
std::string undeclaredText(const Study &s, std::string_view name)
{
    const auto names = dimensionNames(s);
    std::string text = "dimension '" + std::string(name.substr(0, 80)) + "' is not declared (declared: " + joinNames(names);
    if (const std::string near = closestName(name, names); !near.empty())
        text += "; closest: '" + near + "'";
    return text + "); declare it with --dimension " + std::string(name.substr(0, 80))
        + ":LO-HI[:integer|continuous] or --dimension " + std::string(name.substr(0, 80)) + ":categorical[:L1,L2,...]";
}

/// A column left out with --skip (ImportOptions::skip): its header carries this mark, so the columns keep their
/// positions in messages.
constexpr char kSkipMark = '\x01';
bool skippedColumn(const std::string &header) { return !header.empty() && header.front() == kSkipMark; }

Status markSkipped(CsvTable &t, const std::vector<std::string> &skip)
{
    for (const std::string &name : skip) {
        const int c = t.column(name);
        if (c < 0)
            return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine) + ": --skip " + excerpt(name)
                                                    + ": there is no column '" + excerpt(name) + "' (columns: " + joinNames(t.header) + ")"};
        t.header[static_cast<std::size_t>(c)].insert(0, 1, kSkipMark);
    }
    return {};
}

/// The protocol's own declaration of `name` (face: emotion, valence, arousal, naturalness), added to
/// a study that does not have it yet; -1 when the protocol declares no such dimension. For a name the
/// study does not have (a caller looked it up first).
int builtinDimension(Study &s, std::string_view name)
{
    for (const auto &d : s.protocol.builtinDimensions())
        if (d.name == name) {
            if (d.kind == study::DimensionKind::Categorical) {
                ensureBuiltinDimensions(s); // the label set comes from the factor of the same name
                return s.findDimension(name);
            }
            s.dimensions.push_back(d);
            return static_cast<int>(s.dimensions.size()) - 1;
        }
    return -1;
}

/// The study dimension named `name`, or the protocol's own declaration of it (builtinDimension);
/// -1 when undeclared.
int declaredDimension(Study &s, std::string_view name)
{
    if (const int d = s.findDimension(name); d >= 0)
        return d;
    return builtinDimension(s, name);
}

/// The study's dimension names -> index, for a wide header (Study::findDimension is a linear search: looking
/// each of 200,000 columns up in the dimensions the header itself adds is 200,000² / 2 comparisons). Built once;
/// a dimension the caller appends is added with appended(); any other change to the study's dimensions (a face
/// study's built-in ones, inserted by declaredDimension) is seen by their count and rebuilds the map.
class DimensionIndex {
public:
    int find(const Study &s, const std::string &name)
    {
        if (m_count != s.dimensions.size()) {
            m_index.clear();
            m_index.reserve(s.dimensions.size());
            for (std::size_t i = s.dimensions.size(); i-- > 0;) // the first of equal names wins, as in findDimension
                m_index[s.dimensions[i].name] = static_cast<int>(i);
            m_count = s.dimensions.size();
        }
        const auto it = m_index.find(name);
        return it == m_index.end() ? -1 : it->second;
    }
    /// `s.dimensions.back()` was just appended.
    void appended(const Study &s)
    {
        if (m_count + 1 != s.dimensions.size())
            return; // not in step: the next find rebuilds
        m_index.emplace(s.dimensions.back().name, static_cast<int>(m_count));
        ++m_count;
    }

private:
    std::unordered_map<std::string, int> m_index;
    std::size_t m_count = static_cast<std::size_t>(-1);
};

std::string describeDimension(const study::Dimension &d)
{
    if (d.kind == study::DimensionKind::Categorical)
        return d.name + " (categorical" + (d.ordered ? ", ordinal" : "") + ": " + labelListText(d.levels, ", ") + ")";
    return d.name + " (" + formatNumber(d.scaleMin) + ".." + formatNumber(d.scaleMax) + (d.integerValued ? ", integers)" : ", continuous)");
}

/// Decide the study's protocol on its first stimuli import: the face protocol for image stimuli
/// with an `emotion` factor, else a rating study of the stimuli's item kind — unless the caller
/// named the kind.
void settleProtocol(Study &s, const std::optional<study::StudyKind> &kind)
{
    if (s.protocolRecorded)
        return;
    const study::ItemKind itemKind = s.items.empty() ? study::ItemKind::Image : s.items.front().kind;
    if (kind)
        s.protocol = study::protocolFor(*kind, itemKind);
    else
        s.protocol = itemKind == study::ItemKind::Image && s.findFactor(study::face::kEmotion) >= 0 ? study::faceProtocol()
                                                                                                  : study::ratingProtocol(itemKind);
    s.protocol.itemKind = itemKind;
    s.protocolRecorded = true;
}

/// Now, as ISO 8601 UTC to the second ("2026-05-01T09:30:00Z"): the date of an import record.
std::string utcNowIso()
{
    const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm {};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

} // namespace

Status declareDimensions(Study &s, const std::vector<study::Dimension> &declared, const std::string &where)
{
    for (const auto &d : declared) {
        if (isPending(d)) // resolveFileLabels() gives the labels of the file an import reads
            return Error{ErrorCode::Validation, where + ": dimension '" + excerpt(d.name)
                                                    + "' is declared without labels, and nothing here gives them: list them"};
        const int existing = s.findDimension(d.name);
        if (existing < 0) {
            s.dimensions.push_back(d);
            continue;
        }
        auto &old = s.dimensions[static_cast<std::size_t>(existing)];
        const bool same = old.kind == d.kind && old.levels == d.levels && old.ordered == d.ordered
            && old.scaleMin == d.scaleMin && old.scaleMax == d.scaleMax && old.integerValued == d.integerValued;
        if (same)
            continue;
        const bool rated = std::any_of(s.ratings.begin(), s.ratings.end(), [&](const study::Rating &r) { return r.dimension == existing; });
        if (rated)
            return Error{ErrorCode::Validation, where + ": dimension " + describeDimension(old)
                                                    + " has ratings and cannot be declared again as " + describeDimension(d)};
        old = d;
    }
    return {};
}

void ensureFaceDimensions(Study &s)
{
    if (s.findDimension(study::face::kEmotion) < 0) {
        study::Dimension d;
        d.name = study::face::kEmotion;
        d.kind = study::DimensionKind::Categorical;
        const int f = s.findFactor(study::face::kEmotion);
        d.levels = f >= 0 ? s.factors[static_cast<std::size_t>(f)].levels : study::face::emotionLabels();
        d.scaleMin = 0;
        d.scaleMax = static_cast<double>(d.levels.size()) - 1;
        s.dimensions.insert(s.dimensions.begin(), d);
        for (auto &r : s.ratings)
            ++r.dimension;
    }
    for (const char *name : {study::face::kValence, study::face::kArousal, study::face::kNaturalness})
        if (s.findDimension(name) < 0)
            s.dimensions.push_back(numericDimension(name, 1, 9, true));
}

void ensureBuiltinDimensions(Study &s)
{
    for (study::Dimension d : s.protocol.builtinDimensions()) {
        if (s.findDimension(d.name) >= 0)
            continue;
        if (d.kind != study::DimensionKind::Categorical) {
            s.dimensions.push_back(d);
            continue;
        }
        if (const int f = s.findFactor(d.name); f >= 0) { // the label set of the factor of the same name
            d.levels = s.factors[static_cast<std::size_t>(f)].levels;
            d.scaleMax = static_cast<double>(d.levels.size()) - 1;
        }
        s.dimensions.insert(s.dimensions.begin(), d);
        for (auto &r : s.ratings)
            ++r.dimension;
    }
}

Result<ImportSummary> applyStimuli(Study &s, const CsvTable &t, const std::string &baseDir, storage::SaveSet &set,
    const StimulusFileOptions &files)
{
    std::vector<std::string> folders {baseDir};
    folders.insert(folders.end(), files.folders.begin(), files.folders.end());
    RL_TRY(requireColumns(t, {"stimulus_id"}));
    ImportSummary sum = summaryOf(t);
    const int idCol = t.column("stimulus_id");
    const int fileCol = t.column("file");
    const int kindCol = t.column("kind");
    const int textCol = t.column("text");
    const int textACol = t.column("text_a") >= 0 ? t.column("text_a") : t.column("sentence1");
    const int textBCol = t.column("text_b") >= 0 ? t.column("text_b") : t.column("sentence2");
    if ((textACol >= 0) != (textBCol >= 0))
        return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine)
                                                + ": a text pair needs both columns text_a and text_b (or sentence1 and sentence2)"};
    // Without a kind column the payload columns tell the kind: a pair, a text, else an image.
    const study::ItemKind defaultKind = textACol >= 0 ? study::ItemKind::TextPair
        : textCol >= 0                                ? study::ItemKind::Text
                                                      : study::ItemKind::Image;

    // Factor columns: everything else.
    std::vector<int> factorCols;
    std::vector<int> factorIndex;
    for (std::size_t c = 0; c < t.header.size(); ++c) {
        const int ci = static_cast<int>(c);
        if (ci == idCol || ci == fileCol || ci == kindCol || isTextColumn(t.header[c]) || skippedColumn(t.header[c]))
            continue;
        if (t.header[c].empty())
            return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine) + ":" + std::to_string(c + 1)
                                                    + ": a column has no name"};
        factorCols.push_back(ci);
        factorIndex.push_back(factorOf(s, t.header[c]));
    }

    RowErrors errors; // every bad row of the file, not only the first
    std::unordered_map<std::string, int> seenInFile;
    for (const auto &row : t.rows) {
        const std::string key(trimCell(row.fields[static_cast<std::size_t>(idCol)]));
        if (key.empty()) {
            errors.add(rowError(t, row, idCol, "empty stimulus_id"));
            continue;
        }
        if (auto k = study::keyInId(key, "the stimulus_id")) { // before any message quotes it
            errors.add(rowError(t, row, idCol, *k));
            continue;
        }
        if (auto [it, fresh] = seenInFile.emplace(key, row.line); !fresh) {
            errors.add(rowError(t, row, idCol,
                "stimulus '" + key + "' appears twice (first at line " + std::to_string(it->second) + ")"));
            continue;
        }

        study::Item item;
        item.key = key;
        item.kind = defaultKind;
        if (textACol >= 0) {
            item.text = row.fields[static_cast<std::size_t>(textACol)];
            item.text2 = row.fields[static_cast<std::size_t>(textBCol)];
        } else if (textCol >= 0) {
            item.text = row.fields[static_cast<std::size_t>(textCol)];
        }
        if (kindCol >= 0) {
            const std::string k(trimCell(row.fields[static_cast<std::size_t>(kindCol)]));
            if (!k.empty() && !study::parseItemKind(k, item.kind)) {
                errors.add(rowError(t, row, kindCol, "kind '" + k + "' is not image, text, text-pair or prompt"));
                continue;
            }
        }
        if (fileCol >= 0) {
            const std::string rel(trimCell(row.fields[static_cast<std::size_t>(fileCol)]));
            if (!rel.empty()) {
                std::filesystem::path p(rel);
                if (p.is_relative())
                    p = std::filesystem::path(baseDir) / p;
                p = p.lexically_normal();
                std::error_code ec;
                if (!std::filesystem::exists(p, ec)) {
                    errors.add(rowError(
                        t, row, fileCol, "image file '" + rel + "' not found (looked for " + p.string() + ")"));
                    continue;
                }
                auto read = media::readStimulusFile(p.string(), folders);
                if (!read.ok()) {
                    errors.add(rowError(t, row, fileCol,
                        "image file '" + rel + "' is refused: it " + media::stimulusFileStatusText(read.status)));
                    continue;
                }
                item.file = p.string();
                item.mime = read.mime;
                // Linked: an empty payload, so that the file is read (and checked) on use.
                set.payloads.push_back({key, read.mime, files.linkFiles ? std::vector<std::uint8_t> {} : std::move(read.bytes)});
            }
        }
        item.levels.assign(s.factors.size(), -1);
        for (std::size_t k = 0; k < factorCols.size(); ++k) {
            const std::string level(trimCell(row.fields[static_cast<std::size_t>(factorCols[k])]));
            if (level.empty() || level == "NA")
                continue;
            const auto f = static_cast<std::size_t>(factorIndex[k]);
            item.levels[f] = levelOf(s.factors[f], level);
        }
        const int existing = s.findItem(key);
        if (existing >= 0) {
            auto &old = s.items[static_cast<std::size_t>(existing)];
            // Keep factors that this file does not mention.
            for (std::size_t f = 0; f < old.levels.size(); ++f)
                if (std::find(factorIndex.begin(), factorIndex.end(), static_cast<int>(f)) == factorIndex.end())
                    item.levels[f] = old.levels[f];
            if (fileCol < 0)
                item.file = old.file;
            if (textCol < 0 && textACol < 0) {
                item.text = old.text;
                item.text2 = old.text2;
                if (kindCol < 0)
                    item.kind = old.kind;
            }
            if (item.mime.empty())
                item.mime = old.mime;
            old = std::move(item);
            ++sum.itemsUpdated;
        } else {
            s.addItem(std::move(item));
            ++sum.itemsAdded;
        }
    }

    if (!errors.empty())
        return errors.error();

    // Reorder levels where the study declares an order; remap level indices.
    for (std::size_t f = 0; f < s.factors.size(); ++f) {
        auto &factor = s.factors[f];
        const auto before = factor.levels;
        orderLevels(factor);
        if (before == factor.levels)
            continue;
        for (auto &item : s.items) {
            int &l = item.levels[f];
            if (l >= 0)
                l = factor.levelIndex(before[static_cast<std::size_t>(l)]);
        }
    }
    // The face study's emotion factor defines the label set of the emotion dimension.
    if (const int ed = s.findDimension(study::face::kEmotion); ed >= 0) {
        const int ef = s.findFactor(study::face::kEmotion);
        if (ef >= 0) {
            auto &dim = s.dimensions[static_cast<std::size_t>(ed)];
            for (const auto &l : s.factors[static_cast<std::size_t>(ef)].levels)
                if (dim.levelIndex(l) < 0)
                    dim.levels.push_back(l);
            dim.scaleMax = static_cast<double>(dim.levels.size()) - 1;
        }
    }
    (void)set;
    return sum;
}

Result<ImportSummary> applyRatings(Study &s, const CsvTable &t, storage::SaveSet &set,
    const std::vector<study::Dimension> &declared)
{
    RL_TRY(requireColumns(t, {"rater_id", "stimulus_id"}));
    ImportSummary sum = summaryOf(t);
    const std::size_t dimsBefore = s.dimensions.size();
    std::vector<study::Dimension> resolved = declared;
    RL_TRY(resolveFileLabels(s, resolved, t, false));
    RL_TRY(declareDimensions(s, resolved, t.source));
    set.firstNewRating = std::min(set.firstNewRating, s.ratings.size());
    const int raterCol = t.column("rater_id");
    const int itemCol = t.column("stimulus_id");
    const int rtCol = t.column("rt_ms");
    const bool longFormat = t.column("dimension") >= 0 && t.column("value") >= 0;

    // Value columns: (csv column, dimension index or -1 for "named in the row").
    std::vector<std::pair<int, int>> valueCols;
    if (longFormat) {
        valueCols.push_back({t.column("value"), -1});
    } else {
        DimensionIndex dimensionIndex;
        for (std::size_t c = 0; c < t.header.size(); ++c) {
            const int ci = static_cast<int>(c);
            if (ci == raterCol || ci == itemCol || ci == rtCol || skippedColumn(t.header[c]))
                continue;
            // A wide header declares its columns; a scale not declared otherwise is 1..9 integers. In a study that
            // has dimensions, a new name must be declared (--dimension): a typo of an existing one is refused.
            int d = dimensionIndex.find(s, t.header[c]);
            if (d < 0)
                d = builtinDimension(s, t.header[c]); // a face study's built-in dimension
            if (d < 0) {
                if (t.header[c].empty())
                    return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine) + ":"
                                                            + std::to_string(c + 1) + ": a column has no name"};
                if (dimsBefore > 0)
                    return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine) + ":" + std::to_string(c + 1)
                                                            + ": column '" + excerpt(t.header[c]) + "': " + undeclaredText(s, t.header[c])
                                                            + "; or leave the column out with --skip " + excerpt(t.header[c])};
                s.dimensions.push_back(numericDimension(t.header[c], 1, 9, true));
                dimensionIndex.appended(s);
                d = static_cast<int>(s.dimensions.size()) - 1;
            }
            if (s.dimensions[static_cast<std::size_t>(d)].kind != study::DimensionKind::Numeric)
                return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine) + ":" + std::to_string(c + 1)
                                                        + ": dimension '" + excerpt(t.header[c]) + "' is categorical; use the long format with labels"};
            valueCols.push_back({ci, d});
        }
        if (valueCols.empty())
            return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine)
                                                    + ": no rating columns (wide format) and no dimension,value columns (long format)"};
    }
    const int dimCol = t.column("dimension");

    RowErrors errors; // every bad cell of the file, not only the first
    RatingIndex seen = indexRatings(s);
    std::unordered_map<std::string, int> raterCache;
    s.ratings.reserve(s.ratings.size() + t.rows.size() * valueCols.size());
    for (const auto &row : t.rows) {
        const std::string_view raterKey = trimCell(row.fields[static_cast<std::size_t>(raterCol)]);
        const std::string_view itemKey = trimCell(row.fields[static_cast<std::size_t>(itemCol)]);
        if (raterKey.empty()) {
            errors.add(rowError(t, row, raterCol, "empty rater_id"));
            continue;
        }
        if (auto k = study::keyInId(raterKey, "the rater_id")) { // before any message quotes it
            errors.add(rowError(t, row, raterCol, *k));
            continue;
        }
        if (auto k = study::keyInId(itemKey, "the stimulus_id")) {
            errors.add(rowError(t, row, itemCol, *k));
            continue;
        }
        const int item = s.findItem(itemKey);
        if (item < 0) {
            errors.add(rowError(
                t, row, itemCol, "unknown stimulus '" + std::string(itemKey) + "' (import stimuli.csv first)"));
            continue;
        }
        int rater;
        if (auto it = raterCache.find(std::string(raterKey)); it != raterCache.end()) {
            rater = it->second;
        } else {
            rater = humanRater(s, std::string(raterKey), sum);
            raterCache.emplace(std::string(raterKey), rater);
        }
        double rt = std::nan("");
        if (rtCol >= 0 && !isMissingCell(row.fields[static_cast<std::size_t>(rtCol)])) {
            if (!parseCellNumber(row.fields[static_cast<std::size_t>(rtCol)], rt) || rt < 0) {
                errors.add(rowError(t, row, rtCol,
                    "rt_ms '" + row.fields[static_cast<std::size_t>(rtCol)] + "' is not a non-negative number"));
                continue;
            }
        }
        for (auto [col, dim] : valueCols) {
            if (dim < 0) {
                const std::string_view name = trimCell(row.fields[static_cast<std::size_t>(dimCol)]);
                dim = declaredDimension(s, name);
                if (dim < 0) {
                    if (name.empty()) {
                        errors.add(rowError(t, row, dimCol, "empty dimension"));
                        continue;
                    }
                    {
                        errors.add(rowError(t, row, dimCol, undeclaredText(s, name)));
                        continue;
                    }
                }
            }
            const std::string &cell = row.fields[static_cast<std::size_t>(col)];
            if (isMissingCell(cell)) {
                ++sum.missingValues;
                continue;
            }
            const auto &d = s.dimensions[static_cast<std::size_t>(dim)];
            double v;
            if (d.kind == study::DimensionKind::Categorical) {
                const int l = d.levelIndex(trimCell(cell));
                if (l < 0) {
                    errors.add(rowError(t, row, col, "'" + cell + "' is not a level of dimension '" + d.name + "'"));
                    continue;
                }
                v = l;
            } else if (const std::string why = numericCellProblem(d, cell, v); !why.empty()) {
                errors.add(rowError(t, row, col, why));
                continue;
            }
            const std::array<int, 5> key {rater, item, dim, 0, 0};
            if (auto [it, fresh] = seen.emplace(key, row.line); !fresh) {
                errors.add(rowError(t, row, col,
                    "rater '" + std::string(raterKey) + "' rated '" + std::string(itemKey) + "' on '" + d.name + "' twice ("
                        + firstSeenAt(it->second) + ")"));
                continue;
            }
            addRating(s, rater, item, dim, v, 0, rt);
            ++sum.ratingsAdded;
        }
    }
    if (!errors.empty())
        return errors.error();
    for (std::size_t d = dimsBefore; d < s.dimensions.size(); ++d)
        sum.dimensionsDeclared.push_back(describeDimension(s.dimensions[d]));
    return sum;
}

Result<ImportSummary> applyPredictions(Study &s, const CsvTable &t, storage::SaveSet &set,
    const std::vector<study::Dimension> &declared, const std::string &importedAt)
{
    RL_TRY(requireColumns(t, {"condition", "stimulus_id"}));
    ImportSummary sum = summaryOf(t);
    const std::size_t dimsBefore = s.dimensions.size();
    ensureBuiltinDimensions(s);
    std::vector<study::Dimension> resolved = declared;
    RL_TRY(resolveFileLabels(s, resolved, t, true));
    RL_TRY(declareDimensions(s, resolved, t.source));
    set.firstNewRating = std::min(set.firstNewRating, s.ratings.size());
    const int condCol = t.column("condition");
    const int itemCol = t.column("stimulus_id");
    const int thinkCol = t.column("thinking");
    const int rawCol = t.column("raw_response");
    const int roundCol = t.column("round");

    // One column per declared dimension; any other column is an error naming the closest dimension.
    std::vector<std::pair<int, int>> valueCols; // (column, dimension)
    DimensionIndex dimensionIndex;
    for (std::size_t c = 0; c < t.header.size(); ++c) {
        const int ci = static_cast<int>(c);
        if (ci == condCol || ci == itemCol || ci == thinkCol || ci == rawCol || ci == roundCol || skippedColumn(t.header[c]))
            continue;
        int d = dimensionIndex.find(s, t.header[c]);
        if (d < 0)
            d = builtinDimension(s, t.header[c]);
        if (d < 0)
            return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine) + ":" + std::to_string(c + 1)
                                                    + ": column '" + t.header[c].substr(0, 80) + "': " + undeclaredText(s, t.header[c])};
        valueCols.push_back({ci, d});
    }
    if (valueCols.empty())
        return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine)
                                                + ": no prediction columns (one per declared dimension: " + joinNames(dimensionNames(s)) + ")"};

    // Conditions named in the file: their existing predictions are replaced by this file's.
    RowErrors errors; // every bad cell of the file, not only the first
    std::set<std::string> replaced, created;
    for (const auto &row : t.rows) {
        const std::string id(trimCell(row.fields[static_cast<std::size_t>(condCol)]));
        if (id.empty()) {
            errors.add(rowError(t, row, condCol, "empty condition"));
            continue;
        }
        if (auto k = study::keyInId(id, "the condition")) { // would be stored as an imported condition's id
            errors.add(rowError(t, row, condCol, *k));
            continue;
        }
        if (s.findCondition(id) < 0) {
            // Its answers were made outside RaterLab: an imported condition, not one that could be run.
            study::ModelCondition c;
            c.id = id;
            c.label = id;
            c.provider = study::kImportedProvider;
            c.strategy.clear();
            s.addCondition(std::move(c));
            created.insert(id);
            ++sum.conditionsAdded;
        }
        replaced.insert(id);
    }
    // Drop the replaced conditions' ratings from memory too (the SaveSet deletes them in the file).
    std::set<int> replacedRaters;
    for (const auto &id : replaced)
        replacedRaters.insert(s.raterOfCondition(s.findCondition(id)));
    { // what is replaced, and what goes without a column of this file, is stated with counts (no silent loss)
        std::map<std::pair<int, int>, std::size_t> earlier; // (rater, dimension) -> predictions
        for (const auto &r : s.ratings)
            if (replacedRaters.count(r.rater))
                ++earlier[{r.rater, r.dimension}];
        for (const auto &[key, n] : earlier) {
            const bool inFile = std::any_of(valueCols.begin(), valueCols.end(), [&](const auto &vc) { return vc.second == key.second; });
            const auto &rater = s.raters[static_cast<std::size_t>(key.first)];
            sum.replaced.push_back({s.conditions[static_cast<std::size_t>(rater.conditionIndex)].id,
                                    s.dimensions[static_cast<std::size_t>(key.second)].name, n, inFile});
        }
    }
    std::erase_if(s.ratings, [&](const study::Rating &r) { return replacedRaters.count(r.rater) > 0; });
    set.firstNewRating = s.ratings.size();
    set.replaceConditionRatings = true;
    set.replaceConditions.assign(replaced.begin(), replaced.end());

    RatingIndex seen = indexRatings(s);
    std::map<std::string, std::int64_t> answers; // rows with a value, per condition
    for (const auto &row : t.rows) {
        const std::string condId(trimCell(row.fields[static_cast<std::size_t>(condCol)]));
        if (condId.empty() || s.findCondition(condId) < 0)
            continue; // reported above (empty, or refused as key-shaped)
        const std::string_view itemKey = trimCell(row.fields[static_cast<std::size_t>(itemCol)]);
        const int item = s.findItem(itemKey);
        if (item < 0) {
            errors.add(rowError(
                t, row, itemCol, "unknown stimulus '" + std::string(itemKey) + "' (import stimuli.csv first)"));
            continue;
        }
        const int rater = s.raterOfCondition(s.findCondition(condId));
        int round = 0;
        if (roundCol >= 0 && !isMissingCell(row.fields[static_cast<std::size_t>(roundCol)])) {
            double r;
            if (!parseCellNumber(row.fields[static_cast<std::size_t>(roundCol)], r) || r < 0 || r != std::floor(r)
                || r > 1e6) {
                errors.add(rowError(t, row, roundCol,
                    "round '" + row.fields[static_cast<std::size_t>(roundCol)].substr(0, 80)
                        + "' is not a non-negative integer"));
                continue;
            }
            round = static_cast<int>(r);
        }
        bool any = false;
        for (const auto &[col, dim] : valueCols) {
            const std::string &cell = row.fields[static_cast<std::size_t>(col)];
            if (isMissingCell(cell)) {
                ++sum.missingValues;
                continue;
            }
            const auto &d = s.dimensions[static_cast<std::size_t>(dim)];
            double v;
            if (d.kind == study::DimensionKind::Categorical) {
                int l = -1;
                const std::string wanted = lower(trimCell(cell));
                for (std::size_t k = 0; k < d.levels.size() && l < 0; ++k)
                    if (lower(d.levels[k]) == wanted)
                        l = static_cast<int>(k);
                if (l < 0) {
                    v = -1; // an answer outside the label set: kept, counted as invalid
                    ++sum.invalidLabels;
                } else {
                    v = l;
                }
            } else if (const std::string why = numericCellProblem(d, cell, v); !why.empty()) {
                errors.add(rowError(t, row, col, why));
                continue;
            }
            if (auto [it, fresh] = seen.emplace(std::array<int, 5> { rater, item, dim, round, 0 }, row.line); !fresh) {
                errors.add(rowError(t, row, itemCol,
                    "condition '" + condId + "' has two predictions for '" + std::string(itemKey) + "'"
                        + (round ? " in round " + std::to_string(round) : std::string()) + " (first at line "
                        + std::to_string(it->second) + ")"));
                continue;
            }
            addRating(s, rater, item, dim, v, round);
            ++sum.ratingsAdded;
            any = true;
        }
        const std::string thinking = thinkCol >= 0 ? row.fields[static_cast<std::size_t>(thinkCol)] : std::string();
        const std::string raw = rawCol >= 0 ? row.fields[static_cast<std::size_t>(rawCol)] : std::string();
        if (!thinking.empty() || !raw.empty())
            set.texts.push_back({condId, std::string(itemKey), 0, round, thinking, raw});
        if (any)
            ++answers[condId];
    }
    if (!errors.empty())
        return errors.error();
    // The record of every imported condition the file names (a re-import replaces it, as it replaces the answers).
    const std::string date = importedAt.empty() ? utcNowIso() : importedAt;
    for (const auto &id : replaced) {
        auto &c = s.conditions[static_cast<std::size_t>(s.findCondition(id))];
        if (!study::isImported(c))
            continue;
        c.imported = study::ImportRecord {t.source, date, answers[id]};
        if (!created.count(id))
            ++sum.conditionsUpdated;
    }
    for (std::size_t d = dimsBefore; d < s.dimensions.size(); ++d)
        sum.dimensionsDeclared.push_back(describeDimension(s.dimensions[d]));
    return sum;
}

Result<ImportSummary> applyConditions(Study &s, const std::vector<study::ModelCondition> &conditions)
{
    ImportSummary sum;
    sum.rows = conditions.size();
    for (const auto &c : conditions) {
        const int existing = s.findCondition(c.id);
        if (existing >= 0) {
            s.conditions[static_cast<std::size_t>(existing)] = c;
            ++sum.conditionsUpdated;
        } else {
            s.addCondition(c);
            ++sum.conditionsAdded;
        }
    }
    return sum;
}

namespace {
Result<ImportSummary> writeImport(storage::Project &project, ImportKind kind, const std::string &path,
    const std::string &name, const std::vector<study::ModelCondition> &conditions, std::optional<CsvTable> &table,
    const ImportOptions &options);
} // namespace

Result<ImportSummary> importFile(storage::Project &project, ImportKind kind, const std::string &path, const ColumnMap &map)
{
    ImportOptions options;
    options.map = map;
    return importFile(project, kind, path, options);
}

Result<ImportSummary> importFile(storage::Project &project, ImportKind kind, const std::string &path,
    const ImportOptions &options)
{
    const ColumnMap &map = options.map;
    options.progress("read", 0, 1);
    // The file is parsed first (it does not depend on the project) ...
    std::vector<study::ModelCondition> conditions;
    std::optional<CsvTable> table;
    const std::string name = std::filesystem::path(path).filename().string();
    if (kind == ImportKind::Conditions) {
        auto bytes = readFileBytes(path);
        if (!bytes)
            return bytes.error();
        auto parsed = study::parseConditionsJson(*bytes, name);
        if (!parsed)
            return parsed.error();
        conditions = std::move(*parsed);
    } else {
        CsvOptions opts;
        if (kind == ImportKind::Predictions)
            opts.multilineColumns = {"thinking", "raw_response"};
        if (kind == ImportKind::Stimuli)
            opts.multilineColumns.assign(std::begin(kTextColumns), std::end(kTextColumns));
        auto read = readCsvFile(path, opts);
        if (!read)
            return read.error();
        RL_TRY(applyColumnMap(*read, map));
        RL_TRY(markSkipped(*read, options.skip));
        table = std::move(*read);
    }
    return writeImport(project, kind, path, name, conditions, table, options);
}

Result<ImportSummary> importTable(storage::Project &project, ImportKind kind, CsvTable table, const ImportOptions &options)
{
    if (kind == ImportKind::Conditions)
        return Error{ErrorCode::Unsupported, "conditions are imported from their JSON file, not from a table"};
    options.progress("read", 0, 1);
    RL_TRY(applyColumnMap(table, options.map));
    RL_TRY(markSkipped(table, options.skip));
    std::optional<CsvTable> t = std::move(table);
    const std::string name = t->source;
    return writeImport(project, kind, name, name, {}, t, options);
}

namespace {

Result<ImportSummary> writeImport(storage::Project &project, ImportKind kind, const std::string &path,
    const std::string &name, const std::vector<study::ModelCondition> &conditions, std::optional<CsvTable> &table,
    const ImportOptions &options)
{
    // ... then the write lock is taken before the study is read and held until the commit: a second writer
    // (another process importing, or running a model) waits for it, or is refused with Error{Busy} — it can
    // never commit between this import's read and write and then be silently overwritten by it.
    ImportLock lock(project, options.waitMs);
    RL_TRY(lock.tx.began());
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    Study &s = *loaded;
    if (options.studyKind && s.protocolRecorded && s.protocol.kind != *options.studyKind)
        return Error{ErrorCode::Validation, project.path() + " holds a " + study::studyKindName(s.protocol.kind)
                                                + " study; it cannot become a " + study::studyKindName(*options.studyKind) + " study"};
    storage::SaveSet set;
    set.firstNewRating = s.ratings.size();

    Result<ImportSummary> sum = ImportSummary {};
    switch (kind) {
    case ImportKind::Conditions:
        sum = applyConditions(s, conditions);
        if (sum)
            sum->file = name;
        break;
    case ImportKind::Stimuli: {
        const auto base = !options.imageFolder.empty() ? std::filesystem::absolute(options.imageFolder).string()
                                                       : std::filesystem::absolute(path).parent_path().string();
        StimulusFileOptions files;
        files.linkFiles = options.linkFiles;
        files.folders.push_back(!options.projectFolder.empty() ? options.projectFolder
                                    : project.path() == ":memory:" ? std::string()
                                                                   : std::filesystem::absolute(project.path()).parent_path().string());
        sum = applyStimuli(s, *table, base, set, files);
        if (sum && options.linkFiles)
            set.linkedFolders.push_back(base);
        if (sum)
            settleProtocol(s, options.studyKind);
        break;
    }
    case ImportKind::Ratings: sum = applyRatings(s, *table, set, options.dimensions); break;
    case ImportKind::Predictions: sum = applyPredictions(s, *table, set, options.dimensions, options.importedAt); break;
    }
    if (!sum)
        return sum.error();
    if (options.checkOnly) {
        RL_TRY(notCancelled(options, path));
        return sum; // the transaction ends without a commit: nothing written
    }
    RL_TRY(commitImport(project, s, set, options, path, &lock.tx));
    return sum;
}

} // namespace

} // namespace rl::io
