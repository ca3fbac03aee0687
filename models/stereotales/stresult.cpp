// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stereotales/stresult.h"

#include "engine/storage/project.h"

namespace rl::models::stereotales {

namespace ast = analysis::stereotales;

int StResult::reportedCount(int model, int language) const
{
    int n = 0;
    for (const auto &c : associations.cells) {
        const auto &t = associations.tables[c.table];
        if (c.reported && t.model == model && t.language == language)
            ++n;
    }
    return n;
}

std::vector<int> StResult::heatmapLanguages() const
{
    if (!byLanguage())
        return {-1};
    std::vector<int> out;
    for (int l = 0; l < int(data.languages.size()); ++l)
        out.push_back(l);
    return out;
}

std::vector<std::size_t> StResult::storiesOfCell(const ast::StCell &cell) const
{
    std::vector<std::size_t> out;
    if (cell.table >= associations.tables.size())
        return out;
    const auto &t = associations.tables[cell.table];
    const std::size_t n = data.storyCount();
    for (std::size_t s = 0; s < n; ++s) {
        if (data.storyModel[s] != t.model || (t.language >= 0 && data.storyLanguage[s] != t.language))
            continue;
        if (data.promptedAttribute[s] != t.baseAttribute || data.promptedValue[s] != cell.baseValue)
            continue;
        if (data.value(std::size_t(t.attribute), s) == cell.value)
            out.push_back(s);
    }
    return out;
}

int StResult::findTable(int model, int language, int baseAttribute, int attribute) const
{
    for (std::size_t i = 0; i < associations.tables.size(); ++i) {
        const auto &t = associations.tables[i];
        if (t.model == model && t.language == language && t.baseAttribute == baseAttribute && t.attribute == attribute)
            return int(i);
    }
    return -1;
}

std::string StResult::valueName(int attribute, int value) const
{
    if (attribute < 0 || attribute >= int(data.attributes.size()))
        return {};
    const auto &a = data.attributes[std::size_t(attribute)];
    return value >= 0 && value < int(a.values.size()) ? a.values[std::size_t(value)] : std::string("unknown");
}

Result<std::vector<std::string>> readStoryTexts(const std::string &projectPath, const std::vector<std::string> &storyKeys)
{
    auto project = storage::Project::open(projectPath);
    if (!project)
        return project.error();
    auto st = project->database().prepare("SELECT text FROM st_stories WHERE story_key = ?1");
    if (!st)
        return st.error();
    std::vector<std::string> out;
    out.reserve(storyKeys.size());
    for (const auto &key : storyKeys) {
        std::string text;
        st->bind(1, key);
        const Status read = st->forEachRow([&](storage::Statement &s) { text = s.columnText(0); });
        st->reset();
        RL_TRY(read);
        out.push_back(std::move(text));
    }
    return out;
}

} // namespace rl::models::stereotales
