// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The StereoTales study in a project: its protocol, the grid and its prompts, and the counts `info` shows.
#include "engine/io/stereotales/seeds.h"
#include "engine/io/importcommon.h"
#include "engine/io/stereotales/ststate.h"
#include "engine/io/stereotales/stories.h"

#include <filesystem>
#include <unordered_set>

namespace rl::io::stereotales {

using study::stereotales::Grid;

Status ensureStereoTalesStudy(study::Study &s, const std::string &where)
{
    if (s.protocolRecorded && s.protocol.kind != study::StudyKind::StereoTales && !s.items.empty())
        return Error{ErrorCode::Validation, where + ": the project holds a " + std::string(study::studyKindName(s.protocol.kind))
                                                + " study with " + std::to_string(s.items.size())
                                                + " item(s); StereoTales data go into a StereoTales study (use a new project)"};
    if (!s.protocolRecorded || s.protocol.kind != study::StudyKind::StereoTales) {
        s.protocol = study::StudyProtocol {};
        s.protocol.kind = study::StudyKind::StereoTales;
        s.protocol.itemKind = study::ItemKind::Prompt;
        s.protocol.groupings = {kLanguageFactor};
        s.protocolRecorded = true;
    }
    study::Dimension harm;
    harm.name = kHarm;
    harm.kind = study::DimensionKind::Numeric;
    harm.scaleMin = 1;
    harm.scaleMax = 5;
    harm.integerValued = true;
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

Result<GridSummary> storeGrid(storage::Project &project, const Grid &g, const ImportOptions &options)
{
    RL_TRY(study::stereotales::checkGrid(g));
    options.progress("check", 0, 1);
    auto lock = project.transaction(options.waitMs);
    RL_TRY(lock.began());
    storage::StStore store(project);
    auto grids = store.count(storage::StCount::Grids);
    if (!grids)
        return grids.error();
    if (*grids)
        return Error{ErrorCode::Validation, project.path() + " already has a prompt grid (one grid per project; use a new project)"};
    auto attrs = store.count(storage::StCount::Attributes);
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
    const int fl = factorOf(s, kLanguageFactor), fa = factorOf(s, kAttributeFactor);
    const int fv = factorOf(s, kValueFactor), fs = factorOf(s, kScenarioFactor);
    const int fg = factorOf(s, kScenarioGroupFactor);
    auto F = [&](int f) -> study::Factor & { return s.factors[static_cast<std::size_t>(f)]; };
    s.items.reserve(s.items.size() + g.promptCount());
    std::vector<std::string> scenarioKeys;
    for (const auto &gr : g.groups)
        scenarioKeys.insert(scenarioKeys.end(), gr.scenarios.begin(), gr.scenarios.end());
    for (std::size_t l = 0; l < g.languages.size(); ++l) {
        if (options.progress.stopRequested())
            return Error{ErrorCode::Cancelled, "the import of the prompt grid was cancelled; nothing was written"};
        options.progress("prompts", static_cast<std::int64_t>(l), static_cast<std::int64_t>(g.languages.size()));
        for (auto &p : study::stereotales::expandPrompts(g, static_cast<int>(l))) {
            study::Item item;
            item.key = p.key;
            item.kind = study::ItemKind::Prompt;
            item.text = std::move(p.text);
            item.levels.assign(s.factors.size(), -1);
            const auto &attr = g.attributes[static_cast<std::size_t>(p.attribute)];
            item.levels[static_cast<std::size_t>(fl)] = levelOf(F(fl), g.languages[l].code);
            item.levels[static_cast<std::size_t>(fa)] = levelOf(F(fa), attr.name);
            item.levels[static_cast<std::size_t>(fv)] = levelOf(F(fv), attr.values[static_cast<std::size_t>(p.value)]);
            item.levels[static_cast<std::size_t>(fs)] = levelOf(F(fs), scenarioKeys[static_cast<std::size_t>(p.scenario)]);
            item.levels[static_cast<std::size_t>(fg)] = levelOf(F(fg), g.groups[static_cast<std::size_t>(p.group)].name);
            if (s.findItem(item.key) >= 0)
                return Error{ErrorCode::Validation, project.path() + ": item '" + item.key + "' already exists"};
            s.addItem(std::move(item));
        }
    }
    if (s.name.empty())
        s.name = std::filesystem::path(project.path()).stem().string();
    options.progress("write", 0, 1);
    storage::SaveSet set;
    set.firstNewRating = s.ratings.size();
    RL_TRY(project.save(s, set));
    auto st = detail::readState(store, project.path()); // before st_grid is written: the value sets are appended as without a grid
    if (!st)
        return st.error();
    RL_TRY(store.insertGrid(study::stereotales::gridToJson(g)));
    for (std::size_t a = 0; a < g.attributes.size(); ++a) {
        st->attribute(g.attributes[a].name); // no grid in `st` yet: appended in grid order
        auto &vs = st->values[a];
        vs.values = g.attributes[a].values;
        vs.promptable = g.attributes[a].promptable;
    }
    for (const auto &l : g.languages)
        st->languages.add(l.code);
    RL_TRY(detail::writeState(store, *st));
    RL_TRY(lock.commit());
    options.progress("write", 1, 1);
    return summarize(g);
}

namespace {

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
    options.progress("check", 0, 1);
    auto lock = project.transaction(options.waitMs);
    RL_TRY(lock.began());
    storage::StStore store(project);
    auto old = loadGrid(project);
    if (!old)
        return old.error();
    if (!old->has_value())
        return Error{ErrorCode::Validation, project.path() + " has no prompt grid to replace (import one first)"};
    auto stories = store.count(storage::StCount::Stories);
    if (!stories)
        return stories.error();
    auto associations = store.count(storage::StCount::TextItems);
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
        for (const bool ofStories : {true, false}) {
            auto count = ofStories ? store.storiesOfPrompt(item.key) : store.ratingsOfItem(item.key);
            if (!count)
                return count.error();
            const auto n = *count;
            if (n > 0)
                return Error{ErrorCode::Validation, project.path() + ": the edit removes the prompt '" + item.key + "', which "
                                                        + std::to_string(n)
                                                        + (ofStories ? (n == 1 ? " story was generated from" : " stories were generated from")
                                                                          : (n == 1 ? " rating answers" : " ratings answer"))
                                                        + "; keep its value promptable and its scenario (nothing was saved)"};
        }
        RL_TRY(store.deleteItem(item.key));
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
    RL_TRY(store.deleteUnusedGridLevels());
    RL_TRY(store.updateGrid(study::stereotales::gridToJson(g)));
    if (coded) {
        for (std::size_t a = 0; a < g.attributes.size(); ++a)
            for (std::size_t v = 0; v < g.attributes[a].values.size(); ++v)
                RL_TRY(store.setPromptable(static_cast<std::int64_t>(a), static_cast<std::int64_t>(v), g.attributes[a].promptable[v]));
    } else {
        // No row names a value code: the value sets are the new grid's.
        RL_TRY(store.clearValueSets());
    }
    auto st = detail::readState(store, project.path());
    if (!st)
        return st.error();
    st->grid.reset(); // appended as without a grid, in grid order
    if (!coded)
        for (std::size_t a = 0; a < g.attributes.size(); ++a) {
            st->attribute(g.attributes[a].name);
            auto &vs = st->values[a];
            vs.values = g.attributes[a].values;
            vs.promptable = g.attributes[a].promptable;
        }
    for (const auto &l : g.languages)
        st->languages.add(l.code);
    RL_TRY(detail::writeState(store, *st));
    RL_TRY(lock.commit());
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
    auto json = storage::StStore(project).gridJson();
    if (!json)
        return json.error();
    if (!*json)
        return std::optional<Grid> {};
    auto g = study::stereotales::gridFromJson(**json);
    if (!g)
        return Error{g.error().code, project.path() + ": " + g.error().detail};
    return std::optional<Grid>(std::move(*g));
}

Result<StCounts> stereoTalesCounts(storage::Project &project)
{
    storage::StStore store(project);
    StCounts c;
    auto grid = loadGrid(project);
    if (!grid)
        return grid.error();
    c.hasGrid = grid->has_value();
    auto per = store.promptsPerLevel(kLanguageFactor);
    if (!per)
        return per.error();
    for (const auto &[level, n] : *per) {
        c.promptsPerLanguage.emplace_back(level, static_cast<std::size_t>(n));
        c.prompts += static_cast<std::size_t>(n);
    }
    const std::pair<storage::StCount, std::size_t *> counts[] = {
        {storage::StCount::Stories, &c.stories},
        {storage::StCount::RefusedStories, &c.refusals},
        {storage::StCount::Extractions, &c.extractions},
        {storage::StCount::Models, &c.models},
        {storage::StCount::Extractors, &c.extractors},
        {storage::StCount::TextItems, &c.associations},
    };
    for (const auto &[what, out] : counts) {
        auto n = store.count(what);
        if (!n)
            return n.error();
        *out = static_cast<std::size_t>(*n);
    }
    return c;
}

} // namespace rl::io::stereotales
