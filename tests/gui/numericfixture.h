// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/analysisbundle.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>

/// The image study of tests/conformance/shapes.cpp's numericNoFactor, built through the engine's Study
/// API so that a view test needs no importer: 100 images ("img001"…), 6 human raters, five numeric
/// features — symmetry, texture, contrast, clutter on 0–2 and appeal on 1–6 — no factor, four model
/// conditions of different quality. Every rater and every model give image 1 the top of each scale, so
/// points sit on the scales' ends (where a figure's frame would cut them).
namespace rl::test {

inline std::shared_ptr<study::Study> numericNoFactorStudy()
{
    auto study = std::make_shared<study::Study>();
    study->name = "Image features";
    study->protocol.kind = study::StudyKind::Rating;
    const struct {
        const char *name;
        double lo, hi;
    } dims[] = {{"symmetry", 0, 2}, {"texture", 0, 2}, {"contrast", 0, 2}, {"clutter", 0, 2}, {"appeal", 1, 6}};
    for (const auto &d : dims) {
        study::Dimension dim;
        dim.name = d.name;
        dim.scaleMin = d.lo;
        dim.scaleMax = d.hi;
        study->dimensions.push_back(dim);
    }
    const int items = 100, raters = 6, models = 4;
    for (int j = 0; j < items; ++j) {
        study::Item item;
        item.key = "img" + std::string(j < 9 ? "00" : j < 99 ? "0" : "") + std::to_string(j + 1);
        study->addItem(std::move(item));
    }
    for (int c = 0; c < models; ++c) {
        study::ModelCondition condition;
        condition.id = "vlm" + std::to_string(c + 1);
        condition.label = "VLM " + std::to_string(c + 1);
        condition.provider = "openai-compatible";
        condition.model = condition.id;
        condition.simulated = true;
        study->addCondition(condition);
    }
    std::uint64_t state = 1; // a fixed LCG: the same study on every machine
    const auto noise = [&state] {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>((state >> 33) % 3) - 1; // -1, 0 or 1
    };
    const auto rating = [&](double truth, const auto &d, int shift) {
        return std::clamp(std::round(truth) + shift, d.lo, d.hi);
    };
    std::vector<int> human;
    for (int r = 0; r < raters; ++r)
        human.push_back(study->addRater({"h" + std::to_string(r + 1), study::RaterKind::Human, -1}));
    for (int j = 0; j < items; ++j)
        for (int k = 0; k < 5; ++k) {
            const auto &d = dims[k];
            const double truth = j == 0 ? d.hi : d.lo + (d.hi - d.lo) * ((j * 7 + k * 13) % 11) / 10.0;
            for (int r = 0; r < raters; ++r)
                study->ratings.push_back({human[std::size_t(r)], j, k, rating(truth, d, j == 0 ? 0 : noise()), std::nan(""), 0, 0});
            for (int c = 0; c < models; ++c) // model c errs on one item in c + 2
                study->ratings.push_back({study->raterOfCondition(c), j, k,
                                          rating(truth, d, j == 0 || j % (c + 2) ? 0 : noise()), std::nan(""), 0, 0});
        }
    return study;
}

inline std::shared_ptr<const models::AnalysisBundle> numericNoFactorBundle()
{
    analysis::RatingAnalysisOptions o;
    o.parts = {true, false, false};
    o.resamplingRepeats = 20;
    o.alphaBootstrapRepeats = 50;
    o.groupBy.clear(); // the protocol's: none
    auto bundle = models::computeAnalysisBundle(numericNoFactorStudy(), o);
    return bundle ? *bundle : nullptr;
}

} // namespace rl::test
