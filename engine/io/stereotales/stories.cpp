// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// stories.csv and extractions.csv into a StereoTales project (stories.h).
#include "engine/io/stereotales/stories.h"

#include "engine/core/utf8.h"
#include "engine/io/cells.h"
#include "engine/io/importcommon.h"
#include "engine/io/stereotales/ststate.h"
#include "engine/study/secretscan.h"

#include <algorithm>
#include <filesystem>
#include <unordered_set>

namespace rl::io::stereotales {

namespace {

Error at(const std::string &source, int line, int column, const std::string &reason)
{
    std::string where = source;
    if (line > 0)
        where += ":" + std::to_string(line) + (column > 0 ? ":" + std::to_string(column) : std::string());
    return Error{ErrorCode::Validation, where + ": " + clipQuoted(reason)};
}

/// The stories and extractions files may be larger than other inputs (37M extraction rows are ~2 GB);
/// a limit set for this process (tests) still applies.
std::size_t largeInputLimit() { return inputLimit() == kDefaultInputLimit ? std::size_t(16) << 30 : inputLimit(); }

Status requireFile(const std::string &path)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return Error{ErrorCode::Io, path + ": no such file"};
    return {};
}

bool parseRefused(std::string_view cell, bool &out)
{
    std::string v(trimCell(cell));
    std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (v.empty() || v == "0" || v == "false" || v == "no") {
        out = false;
        return true;
    }
    if (v == "1" || v == "true" || v == "yes") {
        out = true;
        return true;
    }
    return false;
}

Status needColumns(const CsvTable &t, std::initializer_list<const char *> names, const char *format)
{
    for (const char *need : names)
        if (t.column(need) < 0)
            return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine) + ": missing column '" + need + "' (" + format + ")"};
    return {};
}

constexpr const char *kStoriesFormat = "stories.csv: story_id,model,language,prompted_attribute,prompted_value[,refused,text,prompt_id]";
constexpr const char *kExtractionsFormat = "extractions.csv: story_id,extractor,attribute,value";

} // namespace

int ExtractionBatch::intern(std::vector<std::string> &names, std::unordered_map<std::string, int> &index, const std::string &name)
{
    auto [it, fresh] = index.emplace(name, static_cast<int>(names.size()));
    if (fresh)
        names.push_back(name);
    return it->second;
}

Status ExtractionBatch::add(const std::string &story, const std::string &extractor, const std::string &attribute,
    const std::string &value, int line, ExtractionColumns columns)
{
    const int storyColumn = columns.story, valueColumn = columns.value;
    ++rows;
    if (story.empty())
        return at(source, line, storyColumn, "empty story_id");
    if (extractor.empty())
        return at(source, line, columns.extractor, "empty extractor");
    if (attribute.empty())
        return at(source, line, columns.attribute, "empty attribute");
    if (value.empty())
        return at(source, line, valueColumn, "empty value (write 'unknown' when the extractor could not tell)");
    // Rows come grouped by story and extractor: the previous row's names are checked first.
    int s = m_lastStory;
    if (s < 0 || storyKeys[static_cast<std::size_t>(s)] != story) {
        const std::size_t storiesBefore = storyKeys.size();
        s = m_lastStory = intern(storyKeys, m_story, story);
        if (storyKeys.size() > storiesBefore) {
            if (auto k = study::keyInId(story, "the story_id")) // each name is checked once, when first seen
                return at(source, line, storyColumn, *k);
            storyFirst.push_back({line, storyColumn});
        }
    }
    int e = m_lastExtractor;
    if (e < 0 || extractors[static_cast<std::size_t>(e)] != extractor) {
        const std::size_t extractorsBefore = extractors.size();
        e = m_lastExtractor = intern(extractors, m_extractor, extractor);
        if (extractors.size() > extractorsBefore)
            if (auto k = study::keyInId(extractor, "the extractor"))
                return at(source, line, columns.extractor, *k);
    }
    const std::size_t attributesBefore = attributes.size();
    const int a = intern(attributes, m_attribute, attribute);
    if (attributes.size() > attributesBefore) {
        if (auto k = study::keyInId(attribute, "the attribute"))
            return at(source, line, columns.attribute, *k);
        attributeFirst.push_back({line, columns.attribute});
        values.emplace_back();
        valueFirst.emplace_back();
        valueCounts.emplace_back();
        m_value.emplace_back();
        for (auto &c : cells)
            c.push_back(0);
    }
    std::uint8_t code = 1;
    if (value == kUnknownLabel) {
        ++unknownAnswers;
    } else {
        auto &vals = values[static_cast<std::size_t>(a)];
        const std::size_t before = vals.size();
        const int v = intern(vals, m_value[static_cast<std::size_t>(a)], value);
        if (vals.size() > before) {
            if (auto k = study::keyInId(value, "the value"))
                return at(source, line, valueColumn, *k);
            if (vals.size() > 253)
                return at(source, line, valueColumn, "attribute '" + attribute + "' has more than 253 distinct values");
            valueFirst[static_cast<std::size_t>(a)].push_back({line, valueColumn});
            valueCounts[static_cast<std::size_t>(a)].push_back(0);
        }
        ++valueCounts[static_cast<std::size_t>(a)][static_cast<std::size_t>(v)];
        code = static_cast<std::uint8_t>(2 + v);
    }
    int pair = m_lastPair;
    if (pair < 0 || pairs[static_cast<std::size_t>(pair)] != std::pair<int, int>(s, e)) {
        const std::int64_t pairKey = (static_cast<std::int64_t>(s) << 32) | e;
        auto [it, fresh] = m_pair.emplace(pairKey, static_cast<int>(pairs.size()));
        if (fresh) {
            pairs.emplace_back(s, e);
            cells.emplace_back(attributes.size(), std::uint8_t(0));
        }
        pair = m_lastPair = it->second;
    }
    auto &c = cells[static_cast<std::size_t>(pair)][static_cast<std::size_t>(a)];
    if (c != 0)
        return at(source, line, columns.attribute, "extractor '" + extractor + "' answered attribute '" + attribute + "' of story '"
                                                     + story + "' twice");
    c = code;
    return {};
}

Result<StoryBatch> readStoriesFile(const std::string &path, const ColumnMap &map)
{
    RL_TRY(requireFile(path));
    StoryBatch batch;
    batch.source = std::filesystem::path(path).filename().string();
    CsvOptions opts;
    opts.multilineColumns = {"text"};
    CsvTable t;
    int cKey = -1, cModel = -1, cLang = -1, cAttr = -1, cValue = -1, cRefused = -1, cText = -1, cPrompt = -1;
    std::unordered_set<std::string> keys;
    const Status parsed = forEachCsvFileRow(path, largeInputLimit(), opts, t, // streamed: the file is never held whole
        [&](CsvTable &h) -> Status {
            RL_TRY(applyColumnMap(h, map));
            RL_TRY(needColumns(h, {"story_id", "model", "language", "prompted_attribute", "prompted_value"}, kStoriesFormat));
            cKey = h.column("story_id"), cModel = h.column("model"), cLang = h.column("language");
            cAttr = h.column("prompted_attribute"), cValue = h.column("prompted_value"), cRefused = h.column("refused");
            cText = h.column("text"), cPrompt = h.column("prompt_id");
            return {};
        },
        [&](CsvRow &row) -> Status {
            auto cell = [&](int c) { return std::string(trimCell(row.fields[static_cast<std::size_t>(c)])); };
            StoryRecord r;
            r.line = row.line;
            r.key = cell(cKey);
            r.model = cell(cModel);
            r.language = cell(cLang);
            r.attribute = cell(cAttr);
            r.value = cell(cValue);
            const std::pair<int, const std::string *> required[] = {{cKey, &r.key}, {cModel, &r.model}, {cLang, &r.language},
                                                                    {cAttr, &r.attribute}, {cValue, &r.value}};
            for (const auto &[c, v] : required) {
                if (v->empty())
                    return Error{ErrorCode::Validation, t.where(row, c) + ": empty " + t.header[static_cast<std::size_t>(c)]};
                if (auto k = study::keyInId(*v, "the " + t.header[static_cast<std::size_t>(c)])) // before any message quotes it
                    return Error{ErrorCode::Validation, t.where(row, c) + ": " + *k};
            }
            if (r.value == kUnknownLabel)
                return Error{ErrorCode::Validation, t.where(row, cValue) + ": the prompted value cannot be 'unknown'"};
            if (cRefused >= 0 && !parseRefused(row.fields[static_cast<std::size_t>(cRefused)], r.refused))
                return Error{ErrorCode::Validation, t.where(row, cRefused) + ": " + clipQuoted("refused '" + row.fields[static_cast<std::size_t>(cRefused)]
                                                                                + "' is not 0/1, true/false, yes/no or empty")};
            if (cText >= 0)
                r.text = std::move(row.fields[static_cast<std::size_t>(cText)]);
            if (cPrompt >= 0)
                r.promptKey = cell(cPrompt);
            if (auto k = study::keyInId(r.promptKey, "the prompt_id"))
                return Error{ErrorCode::Validation, t.where(row, cPrompt) + ": " + *k};
            if (!keys.insert(r.key).second)
                return Error{ErrorCode::Validation, t.where(row, cKey) + ": " + clipQuoted("story '" + r.key + "' appears twice")};
            batch.stories.push_back(std::move(r));
            return {};
        });
    if (!parsed)
        return parsed.error();
    return batch;
}

Result<ExtractionBatch> readExtractionsFile(const std::string &path, const ColumnMap &map)
{
    RL_TRY(requireFile(path));
    ExtractionBatch batch;
    batch.source = std::filesystem::path(path).filename().string();
    CsvTable t;
    int cKey = -1, cExt = -1, cAttr = -1, cValue = -1;
    const Status parsed = forEachCsvFileRow(path, largeInputLimit(), {}, t, // streamed: the file is never held whole
        [&](CsvTable &h) -> Status {
            RL_TRY(applyColumnMap(h, map));
            RL_TRY(needColumns(h, {"story_id", "extractor", "attribute", "value"}, kExtractionsFormat));
            cKey = h.column("story_id"), cExt = h.column("extractor"), cAttr = h.column("attribute"), cValue = h.column("value");
            return {};
        },
        [&](CsvRow &row) -> Status {
            auto cell = [&](int c) { // the field itself when it needs no trimming (37M rows: no copies)
                std::string &f = row.fields[static_cast<std::size_t>(c)];
                const std::string_view trimmed = trimCell(f);
                return trimmed.size() == f.size() ? std::move(f) : std::string(trimmed);
            };
            return batch.add(cell(cKey), cell(cExt), cell(cAttr), cell(cValue), row.line, {cKey + 1, cExt + 1, cAttr + 1, cValue + 1});
        });
    if (!parsed)
        return parsed.error();
    return batch;
}

namespace {

/// The write lock for an import (importers.cpp's rule: taken after the parse, held until the commit).
struct Locked {
    explicit Locked(storage::Project &p, int waitMs) : store(p), tx(p.transaction(waitMs)) { }
    storage::StStore store;
    storage::Database::Transaction tx;
};

std::string attributeList(const detail::StState &st)
{
    std::string out;
    for (const auto &a : st.attributes.names)
        out += (out.empty() ? "" : ", ") + a;
    return out;
}

std::string valueList(const detail::StState &st, int a)
{
    std::string out;
    for (const auto &v : st.values[static_cast<std::size_t>(a)].values)
        out += (out.empty() ? "'" : ", '") + v + "'";
    return out;
}

/// Values this import adds to the project's value sets.
std::size_t valuesAdded(const detail::StState &st)
{
    std::size_t n = 0;
    for (const auto &vs : st.values)
        n += vs.values.size() - vs.existing;
    return n;
}

} // namespace

Result<StImportSummary> applyStories(storage::Project &project, const StoryBatch &batch, const ImportOptions &options)
{
    options.progress("check", 0, 1);
    Locked lock(project, options.waitMs);
    RL_TRY(lock.tx.began());
    auto &store = lock.store;
    auto state = detail::readState(store, project.path());
    if (!state)
        return state.error();
    detail::StState &st = *state;
    auto existing = store.storyIds();
    if (!existing)
        return existing.error();
    StImportSummary sum;
    sum.file = batch.source;
    sum.rows = batch.stories.size();
    sum.withGrid = st.grid.has_value();
    std::vector<std::vector<std::size_t>> counts(st.values.size());
    struct Row { int model, language, attribute, value; };
    std::vector<Row> rows;
    rows.reserve(batch.stories.size());
    for (const auto &r : batch.stories) {
        if (existing->count(r.key))
            return at(batch.source, r.line, 1, "story '" + r.key + "' is already in the project");
        if (st.grid && st.grid->findLanguage(r.language) < 0) { // a language code the grid does not know (nl for its du)
            std::string known;
            for (const auto &l : st.grid->languages)
                known += (known.empty() ? "" : ", ") + l.code;
            return at(batch.source, r.line, 3, "language '" + r.language + "' is not a language of the prompt grid (known: "
                                                   + known + "); use the grid's own code");
        }
        const int a = st.attribute(r.attribute);
        if (a < 0)
            return at(batch.source, r.line, 4, "prompted attribute '" + r.attribute + "' is not in the prompt grid (" + attributeList(st) + ")");
        const int v = st.valueCode(a, r.value, true);
        if (v == -2)
            return at(batch.source, r.line, 5, "attribute '" + r.attribute + "' would have more than 255 values");
        if (v < 0)
            return at(batch.source, r.line, 5, "prompted value '" + r.value + "' is outside the closed set of '" + r.attribute + "' ("
                                                    + valueList(st, a) + ")");
        auto &vs = st.values[static_cast<std::size_t>(a)];
        if (st.grid && !vs.promptable[static_cast<std::size_t>(v)])
            return at(batch.source, r.line, 5, "value '" + r.value + "' of '" + r.attribute + "' is never prompted (its template choice is null)");
        vs.promptable[static_cast<std::size_t>(v)] = true;
        if (st.grid && !r.promptKey.empty()) {
            auto found = store.isPromptItem(r.promptKey);
            if (!found)
                return found.error();
            if (!*found)
                return at(batch.source, r.line, 0, "prompt_id '" + r.promptKey + "' is not a prompt of the grid");
        }
        if (counts.size() < st.values.size())
            counts.resize(st.values.size());
        auto &cv = counts[static_cast<std::size_t>(a)];
        if (cv.size() <= static_cast<std::size_t>(v))
            cv.resize(static_cast<std::size_t>(v) + 1, 0);
        ++cv[static_cast<std::size_t>(v)];
        rows.push_back({st.models.add(r.model), st.languages.add(r.language), a, v});
        sum.refusals += r.refused ? 1 : 0;
    }
    for (std::size_t a = 0; a < counts.size(); ++a) {
        if (counts[a].empty())
            continue;
        std::vector<std::pair<std::string, std::size_t>> per;
        for (std::size_t v = 0; v < counts[a].size(); ++v)
            if (counts[a][v])
                per.emplace_back(st.values[a].values[v], counts[a][v]);
        sum.valueCounts.emplace_back(st.attributes.names[a], std::move(per));
    }
    if (options.progress.stopRequested())
        return Error{ErrorCode::Cancelled, "the import of " + batch.source + " was cancelled; nothing was written"};
    options.progress("write", 0, static_cast<std::int64_t>(rows.size()));
    RL_TRY(detail::ensureStudySaved(project, batch.source));
    RL_TRY(detail::writeState(store, st));
    auto next = store.maxStoryId();
    if (!next)
        return next.error();
    storage::StStoryWrite row;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto &r = batch.stories[i];
        row.id = *next + 1 + static_cast<std::int64_t>(i);
        row.key = r.key;
        row.model = rows[i].model;
        row.language = rows[i].language;
        row.attribute = rows[i].attribute;
        row.value = rows[i].value;
        row.refused = r.refused;
        row.promptKey = r.promptKey;
        row.text = r.text;
        RL_TRY(store.insertStory(row));
        if ((i & 0xFFFF) == 0)
            options.progress("write", static_cast<std::int64_t>(i), static_cast<std::int64_t>(rows.size()));
    }
    RL_TRY(lock.tx.commit());
    options.progress("write", static_cast<std::int64_t>(rows.size()), static_cast<std::int64_t>(rows.size()));
    sum.storiesAdded = rows.size();
    sum.modelsAdded = st.models.added();
    sum.languagesAdded = st.languages.added();
    sum.attributesAdded = st.attributes.added();
    sum.valuesAdded = valuesAdded(st);
    return sum;
}

Result<StImportSummary> applyExtractions(storage::Project &project, const ExtractionBatch &batch, const ImportOptions &options)
{
    options.progress("check", 0, 1);
    Locked lock(project, options.waitMs);
    RL_TRY(lock.tx.began());
    auto &store = lock.store;
    auto state = detail::readState(store, project.path());
    if (!state)
        return state.error();
    detail::StState &st = *state;
    auto ids = store.storyIds();
    if (!ids)
        return ids.error();
    StImportSummary sum;
    sum.file = batch.source;
    sum.rows = batch.rows;
    sum.withGrid = st.grid.has_value();
    sum.unknownAnswers = batch.unknownAnswers;
    sum.answers = batch.rows - batch.unknownAnswers;
    // Local attribute → project attribute; local value code → project value code.
    std::vector<int> attr(batch.attributes.size());
    std::vector<std::vector<int>> code(batch.attributes.size());
    for (std::size_t a = 0; a < batch.attributes.size(); ++a) {
        attr[a] = st.attribute(batch.attributes[a]);
        if (attr[a] < 0)
            return at(batch.source, batch.attributeFirst[a].line, batch.attributeFirst[a].column,
                      "attribute '" + batch.attributes[a] + "' is not in the prompt grid (" + attributeList(st) + ")");
        for (std::size_t v = 0; v < batch.values[a].size(); ++v) {
            const int c = st.valueCode(attr[a], batch.values[a][v], true);
            const auto &place = batch.valueFirst[a][v];
            if (c == -2)
                return at(batch.source, place.line, place.column, "attribute '" + batch.attributes[a] + "' would have more than 255 values");
            if (c < 0)
                return at(batch.source, place.line, place.column, "value '" + batch.values[a][v] + "' is outside the closed set of '"
                                                                      + batch.attributes[a] + "' (" + valueList(st, attr[a]) + ", or unknown)");
            code[a].push_back(c);
        }
    }
    std::vector<std::int64_t> story(batch.storyKeys.size());
    for (std::size_t s = 0; s < batch.storyKeys.size(); ++s) {
        const auto it = ids->find(batch.storyKeys[s]);
        if (it == ids->end())
            return at(batch.source, batch.storyFirst[s].line, batch.storyFirst[s].column,
                      "unknown story '" + batch.storyKeys[s] + "' (import its stories.csv first)");
        story[s] = it->second;
    }
    std::vector<int> extractor(batch.extractors.size());
    for (std::size_t e = 0; e < batch.extractors.size(); ++e)
        extractor[e] = st.extractors.add(batch.extractors[e]);
    // A (story, extractor) pair already answered in the project.
    {
        for (std::size_t e = 0; e < batch.extractors.size(); ++e) {
            if (static_cast<std::size_t>(extractor[e]) >= st.extractors.existing)
                continue;
            auto extracted = store.storiesExtractedBy(extractor[e]);
            if (!extracted)
                return extracted.error();
            const std::unordered_set<std::int64_t> &done = *extracted;
            for (const auto &[s, pe] : batch.pairs)
                if (pe == static_cast<int>(e) && done.count(story[static_cast<std::size_t>(s)]))
                    return at(batch.source, batch.storyFirst[static_cast<std::size_t>(s)].line, batch.storyFirst[static_cast<std::size_t>(s)].column,
                              "extractor '" + batch.extractors[e] + "' already answered story '" + batch.storyKeys[static_cast<std::size_t>(s)]
                                  + "' in the project");
        }
    }
    for (std::size_t a = 0; a < batch.attributes.size(); ++a) {
        std::vector<std::pair<std::string, std::size_t>> per;
        for (std::size_t v = 0; v < batch.values[a].size(); ++v)
            per.emplace_back(batch.values[a][v], batch.valueCounts[a][v]);
        sum.valueCounts.emplace_back(batch.attributes[a], std::move(per));
    }
    if (options.progress.stopRequested())
        return Error{ErrorCode::Cancelled, "the import of " + batch.source + " was cancelled; nothing was written"};
    RL_TRY(detail::ensureStudySaved(project, batch.source));
    RL_TRY(detail::writeState(store, st));
    const std::size_t nAttr = st.attributes.names.size();
    std::vector<std::uint8_t> blob(nAttr);
    options.progress("write", 0, static_cast<std::int64_t>(batch.pairs.size()));
    for (std::size_t p = 0; p < batch.pairs.size(); ++p) {
        std::fill(blob.begin(), blob.end(), kNoAnswer);
        const auto &c = batch.cells[p];
        for (std::size_t a = 0; a < c.size(); ++a)
            if (c[a] >= 2)
                blob[static_cast<std::size_t>(attr[a])] = static_cast<std::uint8_t>(code[a][c[a] - 2]);
        RL_TRY(store.insertExtraction(story[static_cast<std::size_t>(batch.pairs[p].first)],
            extractor[static_cast<std::size_t>(batch.pairs[p].second)], blob));
        if ((p & 0xFFFF) == 0)
            options.progress("write", static_cast<std::int64_t>(p), static_cast<std::int64_t>(batch.pairs.size()));
    }
    RL_TRY(lock.tx.commit());
    options.progress("write", static_cast<std::int64_t>(batch.pairs.size()), static_cast<std::int64_t>(batch.pairs.size()));
    sum.extractionsAdded = batch.pairs.size();
    sum.extractorsAdded = st.extractors.added();
    sum.attributesAdded = st.attributes.added();
    sum.valuesAdded = valuesAdded(st);
    return sum;
}

Result<StImportSummary> importStoriesFile(storage::Project &project, const std::string &path, const ImportOptions &options)
{
    options.progress("read", 0, 1);
    auto batch = readStoriesFile(path, options.map);
    if (!batch)
        return batch.error();
    return applyStories(project, *batch, options);
}

Result<StImportSummary> importExtractionsFile(storage::Project &project, const std::string &path, const ImportOptions &options)
{
    options.progress("read", 0, 1);
    auto batch = readExtractionsFile(path, options.map);
    if (!batch)
        return batch.error();
    return applyExtractions(project, *batch, options);
}

Result<std::int64_t> storedStoryCount(storage::Project &project)
{
    return storage::StStore(project).count(storage::StCount::Stories);
}

Result<StoredStory> readStoredStory(storage::Project &project, const std::string &storyKey)
{
    storage::StStore store(project);
    auto story = store.storyByKey(storyKey);
    if (!story)
        return story.error();
    if (!*story)
        return Error {ErrorCode::NotFound, project.path() + ": no story '" + storyKey + "'"};
    StoredStory out;
    out.text = std::move((*story)->text);
    out.promptKey = std::move((*story)->promptKey);
    auto ex = store.extractionsOfStory((*story)->id);
    if (!ex)
        return ex.error();
    for (auto &[name, codes] : *ex) {
        out.extractors.push_back(std::move(name));
        out.codes.push_back(std::move(codes));
    }
    return out;
}

Result<std::vector<std::string>> readStoryTexts(storage::Project &project, const std::vector<std::string> &storyKeys)
{
    storage::StStore store(project);
    std::vector<std::string> out;
    out.reserve(storyKeys.size());
    for (const auto &key : storyKeys) {
        auto text = store.storyText(key);
        if (!text)
            return text.error();
        out.push_back(std::move(*text));
    }
    return out;
}

} // namespace rl::io::stereotales
