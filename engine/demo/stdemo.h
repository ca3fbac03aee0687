// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "engine/io/stereotales/stories.h"
#include "engine/study/stereotales/grid.h"

#include <cstdint>
#include <string>
#include <vector>

/// The synthetic StereoTales demo (docs/user-guide.md §12): a grid of our own (attributes age, commute, hometown,
/// occupation; two scenario groups; English, French, Korean), stories by four simulated generator models
/// (several per prompt), three simulated extractors, and harm ratings by simulated people and by the
/// generator models. Nothing in it is a model's output; the study is labelled synthetic.
///
/// A story's true attribute values: the prompted value for the prompted attribute; any other attribute
/// uniform over its non-`other` values, `other` with probability 0.05 — except the planted associations,
/// where P(B = b | A = a) = strength (the rest spread uniformly). An extractor reports the true value with
/// probability 0.8, `unknown` with 0.12 and a uniformly drawn wrong value otherwise; 3% of the stories
/// are refused. Everything is drawn from one rl::stats::Rng seeded with `seed`: same seed, same project.
namespace rl::demo {

/// One planted association: in `models` (and `languages`; empty = all) P(B = b | A = a) = strength.
struct PlantedAssociation {
    std::string baseAttribute, baseValue, attribute, value;
    double strength = 0;
    std::vector<std::string> models, languages;
};

struct StDemoSpec {
    study::stereotales::Grid grid;
    std::vector<std::string> models, extractors;
    std::vector<PlantedAssociation> planted;
    int repeats = 0;   ///< stories per (model, prompt)
};
/// The demo's grid, models, extractors and planted associations.
const StDemoSpec &stDemoSpec();

struct StDemoData {
    io::stereotales::StoryBatch stories;
    io::stereotales::ExtractionBatch extractions;
    io::CsvTable harm;  ///< harm.csv rows (rater_id,rater_kind,base_attribute,base_value,attribute,value,harm,realism)
};
Result<StDemoData> generateStDemo(std::uint64_t seed);

/// Write a new StereoTales demo project at `path` (replacing only a previous demo; published at once).
Status createStDemoProject(const std::string &path, std::uint64_t seed, const Progress &progress = {});

} // namespace rl::demo
