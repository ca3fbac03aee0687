// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// StereoTales generation (strun.h): the generator condition's InferenceRun or batch run over the prompt
// items of the chosen languages, with a journal hook that stores each answer as a story.
#include "engine/inference/stereotales/strun.h"

#include "engine/inference/answerparser.h"
#include "engine/inference/stereotales/stparts.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/runlock.h"

#include <algorithm>
#include <memory>
#include <unordered_map>

namespace rl::inference::stereotales {

namespace {

/// What a story row of a prompt needs besides the answer.
struct PromptFields {
    std::int64_t language = 0, attribute = 0, value = 0;
};

/// The st_* ids of name `name` in `table`, inserted when missing (inside the caller's transaction).
Result<std::int64_t> ensureName(storage::Database &db, const std::string &table, const std::string &column, const std::string &name)
{
    auto ins = db.prepare("INSERT OR IGNORE INTO " + table + "(id, " + column + ") VALUES ((SELECT ifnull(max(id), -1) + 1 FROM " + table
                          + "), ?)");
    if (!ins)
        return ins.error();
    RL_TRY(ins->bind(1, name).run());
    auto sel = db.prepare("SELECT id FROM " + table + " WHERE " + column + " = ?");
    if (!sel)
        return sel.error();
    sel->bind(1, name);
    auto row = sel->step();
    if (!row)
        return row.error();
    if (!*row)
        return Error{ErrorCode::Sql, "no " + table + " row for '" + name + "'"};
    return sel->columnInt(0);
}

Result<std::int64_t> storiesOf(storage::Database &db, std::int64_t model)
{
    auto st = db.prepare("SELECT count(*) FROM st_stories WHERE model_id = ?");
    if (!st)
        return st.error();
    st->bind(1, model);
    RL_TRY(st->step());
    return st->columnInt(0);
}

} // namespace

std::string storyKeyOf(const std::string &condition, const std::string &promptKey, int sample)
{
    return condition + "|" + promptKey + (sample > 0 ? "#" + std::to_string(sample) : std::string());
}

Result<StRunSummary> runGeneration(storage::Project &project, const GenerationOptions &options, const StProgressFn &progress,
    std::stop_token stop)
{
    auto lock = storage::RunLock::acquire(project.path(), "a StereoTales generation by '" + options.condition + "'");
    if (!lock)
        return lock.error();
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    const study::Study &study = *loaded;
    if (study.protocol.kind != study::StudyKind::StereoTales)
        return Error{ErrorCode::Validation, project.path() + " is not a StereoTales study (import a prompt grid first)"};
    auto grid = io::stereotales::loadGrid(project);
    if (!grid)
        return grid.error();
    if (!grid->has_value())
        return Error{ErrorCode::Validation, project.path() + " has no prompt grid (stereotales import-grid first): nothing to generate from"};
    if (study.findCondition(options.condition) < 0)
        return Error{ErrorCode::NotFound, "no condition '" + options.condition + "' in " + project.path()};
    std::vector<std::string> languages = options.languages;
    std::string known;
    for (const auto &l : (*grid)->languages)
        known += (known.empty() ? "" : ", ") + l.code;
    if (languages.empty())
        for (const auto &l : (*grid)->languages)
            languages.push_back(l.code);
    for (const auto &l : languages)
        if ((*grid)->findLanguage(l) < 0)
            return Error{ErrorCode::NotFound, "no language '" + l + "' in the prompt grid of " + project.path() + " (languages: " + known + ")"};

    // The ids a story row names, decided before anything is sent.
    auto &db = project.database();
    auto fields = std::make_shared<std::unordered_map<std::string, PromptFields>>();
    std::int64_t model = 0;
    {
        storage::Database::Transaction tx(db);
        RL_TRY(tx.began());
        auto m = ensureName(db, "st_models", "name", options.condition);
        if (!m)
            return m.error();
        model = *m;
        std::map<std::string, std::int64_t> langIds, attrIds;
        for (const auto &l : languages) {
            auto id = ensureName(db, "st_languages", "code", l);
            if (!id)
                return id.error();
            langIds[l] = *id;
        }
        RL_TRY(tx.commit());
        auto attrs = db.prepare("SELECT id, name FROM st_attributes");
        if (!attrs)
            return attrs.error();
        RL_TRY(attrs->forEachRow([&](storage::Statement &s) { attrIds[s.columnText(1)] = s.columnInt(0); }));
        std::map<std::pair<std::int64_t, std::string>, std::int64_t> codes;
        auto vals = db.prepare("SELECT attribute_id, name, code FROM st_values");
        if (!vals)
            return vals.error();
        RL_TRY(vals->forEachRow([&](storage::Statement &s) { codes[{s.columnInt(0), s.columnText(1)}] = s.columnInt(2); }));
        const int fl = study.findFactor(io::stereotales::kLanguageFactor), fa = study.findFactor(io::stereotales::kAttributeFactor);
        const int fv = study.findFactor(io::stereotales::kValueFactor);
        if (fl < 0 || fa < 0 || fv < 0)
            return Error{ErrorCode::Validation, project.path() + ": the prompt items have no language, attribute and value factors"};
        auto level = [&](const study::Item &it, int f) -> std::string {
            const int l = it.levels[static_cast<std::size_t>(f)];
            return l < 0 ? std::string() : study.factors[static_cast<std::size_t>(f)].levels[static_cast<std::size_t>(l)];
        };
        for (const auto &it : study.items) {
            if (it.kind != study::ItemKind::Prompt)
                continue;
            auto lang = langIds.find(level(it, fl));
            if (lang == langIds.end())
                continue;
            auto attr = attrIds.find(level(it, fa));
            if (attr == attrIds.end())
                return Error{ErrorCode::Validation, "prompt '" + it.key + "': attribute '" + level(it, fa) + "' is not in the project's value sets"};
            auto code = codes.find({attr->second, level(it, fv)});
            if (code == codes.end())
                return Error{ErrorCode::Validation, "prompt '" + it.key + "': value '" + level(it, fv) + "' is not in the closed set of '"
                                                        + attr->first + "'"};
            (*fields)[it.key] = {lang->second, attr->second, code->second};
        }
    }
    auto before = storiesOf(db, model);
    if (!before)
        return before.error();

    RunOptions ro = options.st.run;
    ro.strategy = "free-text";
    ro.itemKind = study::ItemKind::Prompt;
    std::string filter = std::string(io::stereotales::kLanguageFactor) + "=";
    for (std::size_t i = 0; i < languages.size(); ++i)
        filter += (i ? "," : "") + languages[i];
    ro.itemFilter = ro.itemFilter.empty() ? filter : ro.itemFilter + ";" + filter;
    const std::string condition = options.condition;
    ro.completionHook = [fields, model, condition](storage::Database &wdb, const RequestRecord &r, const ItemCompletion &c) -> Status {
        auto f = fields->find(r.itemKey);
        if (f == fields->end())
            return {}; // not a prompt of the chosen languages (cannot happen: the filter chose them)
        auto ins = wdb.prepare("INSERT INTO st_stories(story_key, model_id, language_id, attribute_id, value_code, refused, prompt_key, text) "
                               "VALUES (?, ?, ?, ?, ?, 0, ?, ?) ON CONFLICT(story_key) DO NOTHING");
        if (!ins)
            return ins.error();
        return ins->bind(1, storyKeyOf(condition, r.itemKey, r.sample)).bind(2, model).bind(3, f->second.language)
            .bind(4, f->second.attribute).bind(5, f->second.value).bind(6, r.itemKey).bind(7, splitThinking(c.rawResponse).visible)
            .run();
    };

    StRunSummary out;
    RL_TRY(runThrough(project, options.condition, ro, options.st, out, progress, stop));
    auto after = storiesOf(db, model);
    if (!after)
        return after.error();
    out.storiesWritten = *after - *before;
    return out;
}

} // namespace rl::inference::stereotales
