// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The StereoTales study in a project: its protocol, the grid and its prompts, and the counts `info` shows.
#include "engine/io/stereotales/seeds.h"
#include "engine/io/stereotales/ststate.h"
#include "engine/io/stereotales/stories.h"

#include <filesystem>

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

} // namespace

Result<GridSummary> storeGrid(storage::Project &project, const Grid &g, const ImportOptions &options)
{
    RL_TRY(study::stereotales::checkGrid(g));
    auto &db = project.database();
    options.progress("check", 0, 1);
    db.setBusyTimeout(options.waitMs);
    storage::Database::Transaction lock(db);
    db.setBusyTimeout(5000);
    RL_TRY(lock.began());
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
    const int fl = detail::factorOf(s, kLanguageFactor), fa = detail::factorOf(s, kAttributeFactor);
    const int fv = detail::factorOf(s, kValueFactor), fs = detail::factorOf(s, kScenarioFactor);
    const int fg = detail::factorOf(s, kScenarioGroupFactor);
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
            item.levels[static_cast<std::size_t>(fl)] = detail::levelOf(F(fl), g.languages[l].code);
            item.levels[static_cast<std::size_t>(fa)] = detail::levelOf(F(fa), attr.name);
            item.levels[static_cast<std::size_t>(fv)] = detail::levelOf(F(fv), attr.values[static_cast<std::size_t>(p.value)]);
            item.levels[static_cast<std::size_t>(fs)] = detail::levelOf(F(fs), scenarioKeys[static_cast<std::size_t>(p.scenario)]);
            item.levels[static_cast<std::size_t>(fg)] = detail::levelOf(F(fg), g.groups[static_cast<std::size_t>(p.group)].name);
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
    auto st = detail::readState(db); // before st_grid is written: the value sets are appended as without a grid
    if (!st)
        return st.error();
    auto ins = db.prepare("INSERT INTO st_grid(id, json) VALUES (1, ?)");
    if (!ins)
        return ins.error();
    ins->bind(1, study::stereotales::gridToJson(g));
    RL_TRY(ins->run());
    for (std::size_t a = 0; a < g.attributes.size(); ++a) {
        st->attribute(g.attributes[a].name); // no grid in `st` yet: appended in grid order
        auto &vs = st->values[a];
        vs.values = g.attributes[a].values;
        vs.promptable = g.attributes[a].promptable;
    }
    for (const auto &l : g.languages)
        st->languages.add(l.code);
    RL_TRY(detail::writeState(db, *st));
    RL_TRY(lock.commit());
    options.progress("write", 1, 1);
    return summarize(g);
}

Result<GridSummary> importGridFolder(storage::Project &project, const std::string &seedsDir, const ImportOptions &options)
{
    options.progress("read", 0, 1);
    auto g = readSeedFolder(seedsDir);
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
