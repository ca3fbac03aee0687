// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stereotales/stresult.h"

#include "engine/io/stereotales/stories.h"
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
    return cell.table >= associations.tables.size() ? std::vector<std::size_t> {}
                                                    : storiesOf(int(cell.table), cell.baseValue, cell.value);
}

std::vector<std::size_t> StResult::storiesOf(int table, int baseValue, int value) const
{
    std::vector<std::size_t> out;
    if (table < 0 || std::size_t(table) >= associations.tables.size())
        return out;
    const auto &t = associations.tables[std::size_t(table)];
    const std::size_t n = data.storyCount();
    for (std::size_t s = 0; s < n; ++s) {
        if (data.storyModel[s] != t.model || (t.language >= 0 && data.storyLanguage[s] != t.language))
            continue;
        if (data.promptedAttribute[s] != t.baseAttribute || data.promptedValue[s] != baseValue)
            continue;
        if (data.value(std::size_t(t.attribute), s) == value)
            out.push_back(s);
    }
    return out;
}

Result<StoryReading> readStory(const StResult &result, std::size_t story)
{
    if (story >= result.data.storyCount())
        return Error {ErrorCode::NotFound, "no story " + std::to_string(story)};
    StoryReading out;
    out.key = result.data.storyKeys[story];
    auto project = storage::Project::open(result.projectPath);
    if (!project)
        return project.error();
    auto stored = io::stereotales::readStoredStory(*project, out.key);
    if (!stored)
        return stored.error();
    out.text = std::move(stored->text);
    out.promptKey = std::move(stored->promptKey);
    out.extractors = std::move(stored->extractors);
    const std::size_t nA = result.data.attributes.size();
    for (const auto &blob : stored->codes) {
        std::vector<std::int16_t> codes(nA, ast::kUnknown);
        for (std::size_t a = 0; a < nA && a < blob.size(); ++a)
            if (blob[a] != io::stereotales::kNoAnswer && blob[a] < result.data.attributes[a].values.size())
                codes[a] = std::int16_t(blob[a]);
        out.readings.push_back(std::move(codes));
    }
    if (result.study && !out.promptKey.empty())
        for (const auto &item : result.study->items)
            if (item.key == out.promptKey) {
                out.prompt = item.text;
                break;
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
    return io::stereotales::readStoryTexts(*project, storyKeys);
}

} // namespace rl::models::stereotales
