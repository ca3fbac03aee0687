// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The StereoTales study in a project: its protocol, the grid and its prompts, and the counts `info` shows.
#include "engine/io/importcommon.h"
#include "engine/io/stereotales/seeds.h"
#include "engine/io/stereotales/ststate.h"
#include "engine/io/stereotales/stories.h"

#include <unordered_set>

namespace rl::io::stereotales {

using study::stereotales::Grid;

Status ensureStereoTalesStudy(study::Study &s, const std::string &where)
{
    RL_TRY(settleStudyKind(s, study::StudyKind::StereoTales, study::ItemKind::Prompt, kLanguageFactor, where,
        "StereoTales data go into a StereoTales study"));
    const study::Dimension harm = numericDimension(kHarm, 1, 5, true);
    study::Dimension realism;
    realism.name = kRealism;
    realism.kind = study::DimensionKind::Categorical;
    realism.levels = {"yes", "no", "idk"};
    return declareDimensions(s, {harm, realism}, where);
}

std::string associationKey(const std::string &baseAttribute, const std::string &baseValue, const std::string &attribute,
    const std::string &value)
{
    return baseAttribute + "=" + baseValue + "|" + attribute + "=" + value;
}

GridSummary summarize(const Grid &g)
{
    GridSummary s;
    s.attributes = g.attributes.size();
    s.values = g.valueCount();
    s.promptableValues = g.promptableCount();
    s.groups = g.groups.size();
    s.scenarios = g.scenarioCount();
    s.languages = g.languages.size();
    s.promptsPerLanguage = g.promptsPerLanguage();
    s.prompts = g.promptCount();
    for (const auto &l : g.languages)
        s.languageCodes.push_back(l.code);
    return s;
}

namespace {

Result<std::int64_t> countOf(storage::Database &db, const std::string &sql)
{
    auto st = db.prepare(sql);
    if (!st)
        return st.error();
    auto row = st->step();
    if (!row)
        return row.error();
    return *row ? st->columnInt(0) : 0;
}

/// The StereoTales factors of a prompt item, set from its grid position.
struct PromptFactors {
    int language = -1, attribute = -1, value = -1, scenario = -1, group = -1;
};

PromptFactors promptFactors(study::Study &s)
{
    return {factorOf(s, kLanguageFactor), factorOf(s, kAttributeFactor), factorOf(s, kValueFactor),
        factorOf(s, kScenarioFactor), factorOf(s, kScenarioGroupFactor)};
}

study::Item promptItem(study::Study &s, const PromptFactors &f, const Grid &g, std::size_t language,
    const std::vector<std::string> &scenarioKeys, study::stereotales::GridPrompt &&p)
{
    auto F = [&](int i) -> study::Factor & { return s.factors[static_cast<std::size_t>(i)]; };
    study::Item item;
    item.key = p.key;
    item.kind = study::ItemKind::Prompt;
    item.text = std::move(p.text);
    item.levels.assign(s.factors.size(), -1);
    const auto &attr = g.attributes[static_cast<std::size_t>(p.attribute)];
    item.levels[static_cast<std::size_t>(f.language)] = levelOf(F(f.language), g.languages[language].code);
    item.levels[static_cast<std::size_t>(f.attribute)] = levelOf(F(f.attribute), attr.name);
    item.levels[static_cast<std::size_t>(f.value)] = levelOf(F(f.value), attr.values[static_cast<std::size_t>(p.value)]);
    item.levels[static_cast<std::size_t>(f.scenario)] = levelOf(F(f.scenario), scenarioKeys[static_cast<std::size_t>(p.scenario)]);
    item.levels[static_cast<std::size_t>(f.group)] = levelOf(F(f.group), g.groups[static_cast<std::size_t>(p.group)].name);
    return item;
}

/// Write the names grid `g` brings into `st` (read without a grid): its attributes and their value sets in grid order
/// (when `values`), and its languages.
Status writeGridState(storage::Database &db, detail::StState &st, const Grid &g, bool values)
{
    if (values)
        for (std::size_t a = 0; a < g.attributes.size(); ++a) {
            st.attribute(g.attributes[a].name);
            auto &vs = st.values[a];
            vs.values = g.attributes[a].values;
            vs.promptable = g.attributes[a].promptable;
        }
    for (const auto &l : g.languages)
        st.languages.add(l.code);
    return detail::writeState(db, st);
}

} // namespace

Result<GridSummary> storeGrid(storage::Project &project, const Grid &g, const ImportOptions &options)
{
    RL_TRY(study::stereotales::checkGrid(g));
    ImportLock lock(project, options);
    RL_TRY(lock.tx.began());
    auto &db = lock.db;
    auto grids = countOf(db, "SELECT count(*) FROM st_grid");
    if (!grids)
        return grids.error();
    if (*grids)
        return Error{ErrorCode::Validation, project.path() + " already has a prompt grid (one grid per project; use a new project)"};
    auto attrs = countOf(db, "SELECT count(*) FROM st_attributes");
    if (!attrs)
        return attrs.error();
    if (*attrs)
        return Error{ErrorCode::Validation, project.path() + " holds stories or extractions imported without a grid; "
                                                             "import the grid first, into a new project"};
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    study::Study &s = *loaded;
    RL_TRY(ensureStereoTalesStudy(s, project.path()));
    const PromptFactors f = promptFactors(s);
    s.items.reserve(s.items.size() + g.promptCount());
    std::vector<std::string> scenarioKeys;
    for (const auto &gr : g.groups)
        scenarioKeys.insert(scenarioKeys.end(), gr.scenarios.begin(), gr.scenarios.end());
    for (std::size_t l = 0; l < g.languages.size(); ++l) {
        RL_TRY(notCancelled(options, "the prompt grid"));
        options.progress("prompts", static_cast<std::int64_t>(l), static_cast<std::int64_t>(g.languages.size()));
        for (auto &p : study::stereotales::expandPrompts(g, static_cast<int>(l))) {
            study::Item item = promptItem(s, f, g, l, scenarioKeys, std::move(p));
            if (s.findItem(item.key) >= 0)
                return Error{ErrorCode::Validation, project.path() + ": item '" + item.key + "' already exists"};
            s.addItem(std::move(item));
        }
    }
    options.progress("write", 0, 1);
    storage::SaveSet set;
    set.firstNewRating = s.ratings.size();
    RL_TRY(saveStudy(project, s, set));
    auto st = detail::readState(db); // before st_grid is written: the value sets are appended as without a grid
    if (!st)
        return st.error();
    auto ins = db.prepare("INSERT INTO st_grid(id, json) VALUES (1, ?)");
    if (!ins)
        return ins.error();
    ins->bind(1, study::stereotales::gridToJson(g));
    RL_TRY(ins->run());
    RL_TRY(writeGridState(db, *st, g, true)); // no grid in `st` yet: appended in grid order
    RL_TRY(lock.tx.commit());
    options.progress("write", 1, 1);
    return summarize(g);
}

namespace {

/// Why `g` cannot replace `old` while stories, extractions or associations name the old codes; empty when it can.
std::string codedChange(const Grid &old, const Grid &g)
{
    if (old.attributes.size() != g.attributes.size())
        return "the grid would have " + std::to_string(g.attributes.size()) + " attributes instead of "
            + std::to_string(old.attributes.size());
    for (std::size_t a = 0; a < g.attributes.size(); ++a) {
        const auto &o = old.attributes[a], &n = g.attributes[a];
        if (o.name != n.name)
            return "attribute " + std::to_string(a + 1) + " would be '" + n.name + "' instead of '" + o.name + "'";
        if (o.values != n.values)
            return "the values of '" + o.name + "' would change (added, removed, renamed or reordered)";
    }
    if (old.groups.size() != g.groups.size())
        return "the grid would have " + std::to_string(g.groups.size()) + " scenario groups instead of "
            + std::to_string(old.groups.size());
    for (std::size_t i = 0; i < g.groups.size(); ++i)
        if (old.groups[i].scenarios.size() != g.groups[i].scenarios.size())
            return "scenario group '" + old.groups[i].name + "' would have " + std::to_string(g.groups[i].scenarios.size())
                + (g.groups[i].scenarios.size() == 1 ? " scenario" : " scenarios") + " instead of "
                + std::to_string(old.groups[i].scenarios.size());
    return {};
}

} // namespace

Result<GridReplaceSummary> replaceGrid(storage::Project &project, const Grid &g, const ImportOptions &options)
{
    RL_TRY(study::stereotales::checkGrid(g));
    ImportLock lock(project, options);
    RL_TRY(lock.tx.began());
    auto &db = lock.db;
    auto old = loadGrid(project);
    if (!old)
        return old.error();
    if (!old->has_value())
        return Error{ErrorCode::Validation, project.path() + " has no prompt grid to replace (import one first)"};
    auto stories = countOf(db, "SELECT count(*) FROM st_stories");
    if (!stories)
        return stories.error();
    auto associations = countOf(db, "SELECT count(*) FROM items WHERE kind = 'text'");
    if (!associations)
        return associations.error();
    const bool coded = *stories > 0 || *associations > 0;
    if (coded) {
        if (std::string why = codedChange(**old, g); !why.empty())
            return Error{ErrorCode::Validation, project.path() + ": " + why + ", but the project holds " + std::to_string(*stories)
                                                    + " stories and " + std::to_string(*associations)
                                                    + " harm associations that name the attributes' values by their code "
                                                      "and the prompts by their scenario's position; while they exist only "
                                                      "the promptable flags, the translations, the templates and the "
                                                      "scenarios' texts can change (nothing was saved)"};
    }
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    study::Study &s = *loaded;
    const PromptFactors f = promptFactors(s);
    std::vector<std::string> scenarioKeys;
    for (const auto &gr : g.groups)
        scenarioKeys.insert(scenarioKeys.end(), gr.scenarios.begin(), gr.scenarios.end());
    std::vector<study::Item> prompts;
    std::unordered_set<std::string> keys;
    for (std::size_t l = 0; l < g.languages.size(); ++l)
        for (auto &p : study::stereotales::expandPrompts(g, static_cast<int>(l))) {
            keys.insert(p.key);
            prompts.push_back(promptItem(s, f, g, l, scenarioKeys, std::move(p)));
        }
    GridReplaceSummary out;
    // The prompts that go: never one a story was generated from or one with ratings.
    auto storyOf = db.prepare("SELECT count(*) FROM st_stories WHERE prompt_key = ?");
    auto ratingsOf = db.prepare("SELECT count(*) FROM ratings r JOIN items i ON i.id = r.item_id WHERE i.key = ?");
    auto del = db.prepare("DELETE FROM items WHERE key = ?");
    if (!storyOf)
        return storyOf.error();
    if (!ratingsOf)
        return ratingsOf.error();
    if (!del)
        return del.error();
    std::unordered_set<std::string> existing;
    std::vector<study::Item> others;
    for (auto &item : s.items) {
        if (item.kind != study::ItemKind::Prompt) {
            others.push_back(std::move(item));
            continue;
        }
        existing.insert(item.key);
        if (keys.count(item.key)) {
            ++out.promptsKept;
            continue;
        }
        for (auto *q : {&*storyOf, &*ratingsOf}) {
            q->bind(1, item.key);
            auto row = q->step();
            if (!row)
                return row.error();
            const auto n = *row ? q->columnInt(0) : 0;
            q->reset();
            if (n > 0)
                return Error{ErrorCode::Validation, project.path() + ": the edit removes the prompt '" + item.key + "', which "
                                                        + std::to_string(n)
                                                        + (q == &*storyOf ? (n == 1 ? " story was generated from" : " stories were generated from")
                                                                          : (n == 1 ? " rating answers" : " ratings answer"))
                                                        + "; keep its value promptable and its scenario (nothing was saved)"};
        }
        RL_TRY(del->bind(1, item.key).run());
        del->reset();
        ++out.promptsRemoved;
    }
    for (const auto &p : prompts)
        out.promptsAdded += existing.count(p.key) ? 0 : 1;
    s.items = std::move(others);
    for (auto &p : prompts)
        s.items.push_back(std::move(p));
    options.progress("write", 0, 1);
    storage::SaveSet set;
    set.firstNewRating = s.ratings.size(); // no rating is written (their item indices are not used)
    RL_TRY(project.save(s, set));
    // Levels no item names any more (a renamed scenario or value, a removed language).
    RL_TRY(db.exec("DELETE FROM factor_levels WHERE factor_id IN (SELECT id FROM factors WHERE name IN ('language', 'attribute', "
                   "'value', 'scenario', 'scenario_group')) AND id NOT IN (SELECT level_id FROM item_factors)"));
    auto up = db.prepare("UPDATE st_grid SET json = ? WHERE id = 1");
    if (!up)
        return up.error();
    up->bind(1, study::stereotales::gridToJson(g));
    RL_TRY(up->run());
    if (coded) {
        auto flag = db.prepare("UPDATE st_values SET promptable = ? WHERE attribute_id = ? AND code = ?");
        if (!flag)
            return flag.error();
        for (std::size_t a = 0; a < g.attributes.size(); ++a)
            for (std::size_t v = 0; v < g.attributes[a].values.size(); ++v) {
                RL_TRY(flag->bind(1, g.attributes[a].promptable[v] ? 1 : 0).bind(2, static_cast<std::int64_t>(a)).bind(3, static_cast<std::int64_t>(v)).run());
                flag->reset();
            }
    } else {
        // No row names a value code: the value sets are the new grid's.
        RL_TRY(db.exec("DELETE FROM st_values"));
        RL_TRY(db.exec("DELETE FROM st_attributes"));
    }
    auto st = detail::readState(db);
    if (!st)
        return st.error();
    st->grid.reset(); // appended as without a grid, in grid order
    RL_TRY(writeGridState(db, *st, g, !coded));
    RL_TRY(lock.tx.commit());
    options.progress("write", 1, 1);
    out.grid = summarize(g);
    return out;
}

Result<GridSummary> importGridFolder(storage::Project &project, const std::string &seedsDir, const ImportOptions &options,
    std::size_t maxPrompts)
{
    options.progress("read", 0, 1);
    auto g = readSeedFolder(seedsDir, maxPrompts);
    if (!g)
        return g.error();
    return storeGrid(project, *g, options);
}

Result<std::optional<Grid>> loadGrid(storage::Project &project)
{
    auto st = project.database().prepare("SELECT json FROM st_grid WHERE id = 1");
    if (!st)
        return st.error();
    auto row = st->step();
    if (!row)
        return row.error();
    if (!*row)
        return std::optional<Grid> {};
    auto g = study::stereotales::gridFromJson(st->columnText(0));
    if (!g)
        return Error{g.error().code, project.path() + ": " + g.error().detail};
    return std::optional<Grid>(std::move(*g));
}

Result<StCounts> stereoTalesCounts(storage::Project &project)
{
    auto &db = project.database();
    StCounts c;
    auto grid = loadGrid(project);
    if (!grid)
        return grid.error();
    c.hasGrid = grid->has_value();
    auto per = db.prepare("SELECT fl.name, count(*) FROM items i JOIN item_factors f ON f.item_id = i.id "
                          "JOIN factors fa ON fa.id = f.factor_id AND fa.name = ? JOIN factor_levels fl ON fl.id = f.level_id "
                          "WHERE i.kind = 'prompt' GROUP BY fl.name ORDER BY min(i.position)");
    if (!per)
        return per.error();
    per->bind(1, kLanguageFactor);
    RL_TRY(per->forEachRow([&](storage::Statement &s) {
        c.promptsPerLanguage.emplace_back(s.columnText(0), static_cast<std::size_t>(s.columnInt(1)));
        c.prompts += static_cast<std::size_t>(s.columnInt(1));
    }));
    const std::pair<const char *, std::size_t *> counts[] = {
        {"SELECT count(*) FROM st_stories", &c.stories},
        {"SELECT count(*) FROM st_stories WHERE refused = 1", &c.refusals},
        {"SELECT count(*) FROM st_extractions", &c.extractions},
        {"SELECT count(*) FROM st_models", &c.models},
        {"SELECT count(*) FROM st_extractors", &c.extractors},
        {"SELECT count(*) FROM items WHERE kind = 'text'", &c.associations},
    };
    for (const auto &[sql, out] : counts) {
        auto n = countOf(db, sql);
        if (!n)
            return n.error();
        *out = static_cast<std::size_t>(*n);
    }
    return c;
}

} // namespace rl::io::stereotales
