// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/importers.h"

#include "engine/core/utf8.h"
#include "engine/study/conditionjson.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
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

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

bool isMissing(std::string_view s)
{
    s = trim(s);
    return s.empty() || s == "NA" || s == "NaN" || s == "null";
}

bool parseDouble(std::string_view s, double &out)
{
    s = trim(s);
    if (s.empty())
        return false;
    if (s.front() == '+')
        s.remove_prefix(1);
    auto res = std::from_chars(s.data(), s.data() + s.size(), out);
    return res.ec == std::errc() && res.ptr == s.data() + s.size() && std::isfinite(out);
}

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

Error rowError(const CsvTable &t, const CsvRow &row, int col, const std::string &reason)
{
    return Error{ErrorCode::Validation, t.where(row, col) + ": " + clipQuoted(reason)}; // never a whole 10 MB field
}

Status requireColumns(const CsvTable &t, std::initializer_list<const char *> names)
{
    for (const char *n : names)
        if (t.column(n) < 0)
            return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine) + ": missing column '" + n
                                                    + "' (use --map FROM=" + n + " to name yours)"};
    return {};
}

std::string scaleText(const study::Dimension &d)
{
    auto num = [](double v) { return formatNumber(v); };
    return num(d.scaleMin) + ".." + num(d.scaleMax) + (d.integerValued ? " (integers)" : "");
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

study::Dimension numericDimension(const std::string &name)
{
    study::Dimension d;
    d.name = name;
    d.kind = study::DimensionKind::Numeric;
    d.scaleMin = 1;
    d.scaleMax = 9;
    d.integerValued = true;
    return d;
}

ImportSummary summaryOf(const CsvTable &t)
{
    ImportSummary sum;
    sum.file = t.source;
    sum.encoding = t.encoding;
    sum.rows = t.rows.size();
    return sum;
}

} // namespace

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
            s.dimensions.push_back(numericDimension(name));
}

Result<ImportSummary> applyStimuli(Study &s, const CsvTable &t, const std::string &baseDir, storage::SaveSet &set)
{
    RL_TRY(requireColumns(t, {"stimulus_id"}));
    ImportSummary sum = summaryOf(t);
    const int idCol = t.column("stimulus_id");
    const int fileCol = t.column("file");
    const int kindCol = t.column("kind");

    // Factor columns: everything else.
    std::vector<int> factorCols;
    std::vector<int> factorIndex;
    for (std::size_t c = 0; c < t.header.size(); ++c) {
        const int ci = static_cast<int>(c);
        if (ci == idCol || ci == fileCol || ci == kindCol)
            continue;
        if (t.header[c].empty())
            return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine) + ":" + std::to_string(c + 1)
                                                    + ": a column has no name"};
        factorCols.push_back(ci);
        int f = s.findFactor(t.header[c]);
        if (f < 0) {
            s.factors.push_back({t.header[c], {}});
            for (auto &item : s.items)
                item.levels.push_back(-1);
            f = static_cast<int>(s.factors.size()) - 1;
        }
        factorIndex.push_back(f);
    }

    std::unordered_map<std::string, int> seenInFile;
    for (const auto &row : t.rows) {
        const std::string key(trim(row.fields[static_cast<std::size_t>(idCol)]));
        if (key.empty())
            return rowError(t, row, idCol, "empty stimulus_id");
        if (auto [it, fresh] = seenInFile.emplace(key, row.line); !fresh)
            return rowError(t, row, idCol, "stimulus '" + key + "' appears twice (first at line " + std::to_string(it->second) + ")");

        study::Item item;
        item.key = key;
        if (kindCol >= 0) {
            const std::string k(trim(row.fields[static_cast<std::size_t>(kindCol)]));
            if (!k.empty() && !study::parseItemKind(k, item.kind))
                return rowError(t, row, kindCol, "kind '" + k + "' is not image, text, text-pair or prompt");
        }
        if (fileCol >= 0) {
            const std::string rel(trim(row.fields[static_cast<std::size_t>(fileCol)]));
            if (!rel.empty()) {
                std::filesystem::path p(rel);
                if (p.is_relative())
                    p = std::filesystem::path(baseDir) / p;
                p = p.lexically_normal();
                std::error_code ec;
                if (!std::filesystem::is_regular_file(p, ec))
                    return rowError(t, row, fileCol, "image file '" + rel + "' not found (looked for " + p.string() + ")");
                item.file = p.string();
            }
        }
        item.levels.assign(s.factors.size(), -1);
        for (std::size_t k = 0; k < factorCols.size(); ++k) {
            const std::string level(trim(row.fields[static_cast<std::size_t>(factorCols[k])]));
            if (level.empty() || level == "NA")
                continue;
            auto &factor = s.factors[static_cast<std::size_t>(factorIndex[k])];
            int l = factor.levelIndex(level);
            if (l < 0) {
                factor.levels.push_back(level);
                l = static_cast<int>(factor.levels.size()) - 1;
            }
            item.levels[static_cast<std::size_t>(factorIndex[k])] = l;
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
            item.mime = old.mime;
            old = std::move(item);
            ++sum.itemsUpdated;
        } else {
            s.addItem(std::move(item));
            ++sum.itemsAdded;
        }
    }

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

Result<ImportSummary> applyRatings(Study &s, const CsvTable &t, storage::SaveSet &set)
{
    RL_TRY(requireColumns(t, {"rater_id", "stimulus_id"}));
    ImportSummary sum = summaryOf(t);
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
        for (std::size_t c = 0; c < t.header.size(); ++c) {
            const int ci = static_cast<int>(c);
            if (ci == raterCol || ci == itemCol || ci == rtCol)
                continue;
            int d = s.findDimension(t.header[c]);
            if (d < 0) {
                s.dimensions.push_back(numericDimension(t.header[c]));
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

    RatingIndex seen = indexRatings(s);
    std::unordered_map<std::string, int> raterCache;
    s.ratings.reserve(s.ratings.size() + t.rows.size() * valueCols.size());
    for (const auto &row : t.rows) {
        const std::string_view raterKey = trim(row.fields[static_cast<std::size_t>(raterCol)]);
        const std::string_view itemKey = trim(row.fields[static_cast<std::size_t>(itemCol)]);
        if (raterKey.empty())
            return rowError(t, row, raterCol, "empty rater_id");
        const int item = s.findItem(itemKey);
        if (item < 0)
            return rowError(t, row, itemCol, "unknown stimulus '" + std::string(itemKey) + "' (import stimuli.csv first)");
        int rater;
        if (auto it = raterCache.find(std::string(raterKey)); it != raterCache.end()) {
            rater = it->second;
        } else {
            rater = s.findRater(study::RaterKind::Human, raterKey);
            if (rater < 0) {
                rater = s.addRater({std::string(raterKey), study::RaterKind::Human, -1});
                ++sum.ratersAdded;
            }
            raterCache.emplace(std::string(raterKey), rater);
        }
        double rt = std::nan("");
        if (rtCol >= 0 && !isMissing(row.fields[static_cast<std::size_t>(rtCol)])) {
            if (!parseDouble(row.fields[static_cast<std::size_t>(rtCol)], rt) || rt < 0)
                return rowError(t, row, rtCol, "rt_ms '" + row.fields[static_cast<std::size_t>(rtCol)] + "' is not a non-negative number");
        }
        for (auto [col, dim] : valueCols) {
            if (dim < 0) {
                const std::string_view name = trim(row.fields[static_cast<std::size_t>(dimCol)]);
                dim = s.findDimension(name);
                if (dim < 0) {
                    if (name.empty())
                        return rowError(t, row, dimCol, "empty dimension");
                    s.dimensions.push_back(numericDimension(std::string(name)));
                    dim = static_cast<int>(s.dimensions.size()) - 1;
                }
            }
            const std::string &cell = row.fields[static_cast<std::size_t>(col)];
            if (isMissing(cell)) {
                ++sum.missingValues;
                continue;
            }
            const auto &d = s.dimensions[static_cast<std::size_t>(dim)];
            double v;
            if (d.kind == study::DimensionKind::Categorical) {
                const int l = d.levelIndex(trim(cell));
                if (l < 0)
                    return rowError(t, row, col, "'" + cell + "' is not a level of dimension '" + d.name + "'");
                v = l;
            } else {
                if (!parseDouble(cell, v))
                    return rowError(t, row, col, "value '" + cell + "' is not a number");
                if (!d.accepts(v))
                    return rowError(t, row, col, "value " + std::string(trim(cell)) + " is off the scale " + scaleText(d)
                                                     + " of dimension '" + d.name + "'");
            }
            const std::array<int, 5> key {rater, item, dim, 0, 0};
            if (auto [it, fresh] = seen.emplace(key, row.line); !fresh) {
                return rowError(t, row, col, "rater '" + std::string(raterKey) + "' rated '" + std::string(itemKey) + "' on '"
                                                 + d.name + "' twice ("
                                                 + (it->second == 0 ? std::string("already in the project")
                                                                    : "first at line " + std::to_string(it->second))
                                                 + ")");
            }
            study::Rating r;
            r.rater = rater;
            r.item = item;
            r.dimension = dim;
            r.value = v;
            r.rtMs = rt;
            s.ratings.push_back(r);
            ++sum.ratingsAdded;
        }
    }
    return sum;
}

Result<ImportSummary> applyPredictions(Study &s, const CsvTable &t, storage::SaveSet &set)
{
    RL_TRY(requireColumns(t, {"condition", "stimulus_id"}));
    ImportSummary sum = summaryOf(t);
    ensureFaceDimensions(s);
    set.firstNewRating = std::min(set.firstNewRating, s.ratings.size());
    const int condCol = t.column("condition");
    const int itemCol = t.column("stimulus_id");
    const int thinkCol = t.column("thinking");
    const int rawCol = t.column("raw_response");

    std::vector<std::pair<int, int>> valueCols; // (column, dimension)
    for (const char *name : {study::face::kEmotion, study::face::kValence, study::face::kArousal, study::face::kNaturalness})
        if (const int c = t.column(name); c >= 0)
            valueCols.push_back({c, s.findDimension(name)});
    if (valueCols.empty())
        return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine)
                                                + ": no prediction columns (emotion, valence, arousal)"};

    // Conditions named in the file: their existing predictions are replaced by this file's.
    std::set<std::string> replaced;
    for (const auto &row : t.rows) {
        const std::string id(trim(row.fields[static_cast<std::size_t>(condCol)]));
        if (id.empty())
            return rowError(t, row, condCol, "empty condition");
        if (s.findCondition(id) < 0) {
            study::ModelCondition c;
            c.id = id;
            c.label = id;
            c.provider = "openai-compatible";
            c.model = id;
            c.notes = "created by importing " + t.source;
            s.addCondition(std::move(c));
            ++sum.conditionsAdded;
        }
        replaced.insert(id);
    }
    // Drop the replaced conditions' ratings from memory too (the SaveSet deletes them in the file).
    std::set<int> replacedRaters;
    for (const auto &id : replaced)
        replacedRaters.insert(s.raterOfCondition(s.findCondition(id)));
    std::erase_if(s.ratings, [&](const study::Rating &r) { return replacedRaters.count(r.rater) > 0; });
    set.firstNewRating = s.ratings.size();
    set.replaceConditionRatings = true;
    set.replaceConditions.assign(replaced.begin(), replaced.end());

    RatingIndex seen = indexRatings(s);
    for (const auto &row : t.rows) {
        const std::string condId(trim(row.fields[static_cast<std::size_t>(condCol)]));
        const std::string_view itemKey = trim(row.fields[static_cast<std::size_t>(itemCol)]);
        const int item = s.findItem(itemKey);
        if (item < 0)
            return rowError(t, row, itemCol, "unknown stimulus '" + std::string(itemKey) + "' (import stimuli.csv first)");
        const int rater = s.raterOfCondition(s.findCondition(condId));
        bool any = false;
        for (const auto &[col, dim] : valueCols) {
            const std::string &cell = row.fields[static_cast<std::size_t>(col)];
            if (isMissing(cell)) {
                ++sum.missingValues;
                continue;
            }
            const auto &d = s.dimensions[static_cast<std::size_t>(dim)];
            double v;
            if (d.kind == study::DimensionKind::Categorical) {
                int l = -1;
                const std::string wanted = lower(trim(cell));
                for (std::size_t k = 0; k < d.levels.size() && l < 0; ++k)
                    if (lower(d.levels[k]) == wanted)
                        l = static_cast<int>(k);
                if (l < 0) {
                    v = -1; // an answer outside the label set: kept, counted as invalid
                    ++sum.invalidLabels;
                } else {
                    v = l;
                }
            } else {
                if (!parseDouble(cell, v))
                    return rowError(t, row, col, "value '" + cell + "' is not a number");
                if (!d.accepts(v))
                    return rowError(t, row, col, "value " + std::string(trim(cell)) + " is off the scale " + scaleText(d)
                                                     + " of dimension '" + d.name + "'");
            }
            if (auto [it, fresh] = seen.emplace(std::array<int, 5> {rater, item, dim, 0, 0}, row.line); !fresh)
                return rowError(t, row, itemCol, "condition '" + condId + "' has two predictions for '" + std::string(itemKey)
                                                     + "' (first at line " + std::to_string(it->second) + ")");
            study::Rating r;
            r.rater = rater;
            r.item = item;
            r.dimension = dim;
            r.value = v;
            s.ratings.push_back(r);
            ++sum.ratingsAdded;
            any = true;
        }
        const std::string thinking = thinkCol >= 0 ? row.fields[static_cast<std::size_t>(thinkCol)] : std::string();
        const std::string raw = rawCol >= 0 ? row.fields[static_cast<std::size_t>(rawCol)] : std::string();
        if (!thinking.empty() || !raw.empty())
            set.texts.push_back({condId, std::string(itemKey), 0, thinking, raw});
        (void)any;
    }
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

Result<ImportSummary> importFile(storage::Project &project, ImportKind kind, const std::string &path, const ColumnMap &map)
{
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    Study &s = *loaded;
    storage::SaveSet set;
    set.firstNewRating = s.ratings.size();

    Result<ImportSummary> sum = ImportSummary {};
    if (kind == ImportKind::Conditions) {
        auto bytes = readFileBytes(path);
        if (!bytes)
            return bytes.error();
        const std::string name = std::filesystem::path(path).filename().string();
        auto parsed = study::parseConditionsJson(*bytes, name);
        if (!parsed)
            return parsed.error();
        sum = applyConditions(s, *parsed);
        if (sum)
            sum->file = name;
    } else {
        CsvOptions opts;
        if (kind == ImportKind::Predictions)
            opts.multilineColumns = {"thinking", "raw_response"};
        auto table = readCsvFile(path, opts);
        if (!table)
            return table.error();
        RL_TRY(applyColumnMap(*table, map));
        switch (kind) {
        case ImportKind::Stimuli: {
            const auto base = std::filesystem::absolute(path).parent_path().string();
            sum = applyStimuli(s, *table, base, set);
            break;
        }
        case ImportKind::Ratings: sum = applyRatings(s, *table, set); break;
        case ImportKind::Predictions: sum = applyPredictions(s, *table, set); break;
        case ImportKind::Conditions: break;
        }
    }
    if (!sum)
        return sum.error();
    if (s.name.empty())
        s.name = std::filesystem::path(project.path()).stem().string();
    RL_TRY(project.save(s, set));
    return sum;
}

} // namespace rl::io
