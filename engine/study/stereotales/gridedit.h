// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/stereotales/grid.h"

#include <string>

/// Edits of a prompt grid (grid.h) that keep every language aligned with the keys: the grid editor's verbs.
/// Each takes the grid and returns the edited copy; an index out of range is a broken precondition (assert).
/// The key language (languages[0]) holds the keys: renaming a value or a scenario renames its key and its
/// English text together. A value is promptable when every language has a template choice for it: turning
/// it on gives each language the value's own text as its template choice (to be edited), turning it off
/// drops them. New values and scenarios take the same text in every language (to be translated) and
/// start unpromptable. None of these checks the result: checkGrid() says whether it can be saved (empty or
/// repeated keys, a template without its placeholders).
namespace rl::study::stereotales {

Grid setPromptable(Grid g, int attribute, int value, bool promptable);
Grid renameValue(Grid g, int attribute, int value, const std::string &key);
Grid addValue(Grid g, int attribute, const std::string &key);
Grid removeValue(Grid g, int attribute, int value);
/// `scenario` is a flattened index (Grid::scenarioAt).
Grid renameScenario(Grid g, int scenario, const std::string &key);
Grid addScenario(Grid g, int group, const std::string &key);
Grid removeScenario(Grid g, int scenario);
/// One language's texts (language > 0; the key language's texts are its keys, renamed above — except the
/// template choice, which any language edits). A template choice of a value that is not promptable is ignored.
Grid setValueText(Grid g, int language, int attribute, int value, const std::string &text);
Grid setTemplateChoice(Grid g, int language, int attribute, int value, const std::string &text);
Grid setScenarioText(Grid g, int language, int scenario, const std::string &text);
Grid setScenarioTemplate(Grid g, int language, const std::string &text);

} // namespace rl::study::stereotales
