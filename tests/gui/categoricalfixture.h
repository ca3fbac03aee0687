// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/analysisbundle.h"
#include "tests/common/testutil.h"

#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

/// A categorical annotation study without gold labels and without a grouping factor, built through the
/// engine's Study API from the R reference data of tests/reference/categorical (11_categorical.R): 200
/// text items, 5 human raters, two categorical dimensions — `stance` (the "balanced" study: model_a,
/// model_b, tie, every rating given) and `sentiment` (the "unbalanced" study: pos, neg, mixed, none, about
/// a fifth of the ratings missing) — and the three models strong, medium, weak answering both, with a few
/// missing (NA) and invalid (-1) answers. Its goldens (models.csv, models_labels.csv) pin the numbers.
namespace rl::test {

/// The rows of a reference CSV (no quoted fields) whose first column is `study`, split on commas.
inline std::vector<std::vector<std::string>> categoricalRows(const std::string &file, const std::string &study)
{
    std::vector<std::vector<std::string>> rows;
    std::ifstream in(sourceDir() + "/tests/reference/categorical/" + file);
    std::string line;
    std::getline(in, line); // header
    while (std::getline(in, line)) {
        std::vector<std::string> fields;
        std::stringstream ss(line);
        std::string field;
        while (std::getline(ss, field, ','))
            fields.push_back(field);
        if (!fields.empty() && fields[0] == study)
            rows.push_back(std::move(fields));
    }
    return rows;
}

inline std::shared_ptr<const models::AnalysisBundle> categoricalAnalysisBundle()
{
    auto study = std::make_shared<study::Study>();
    study->name = "Categorical annotations";
    const std::vector<std::pair<std::string, std::string>> dims {{"stance", "balanced"}, {"sentiment", "unbalanced"}};
    for (const auto &[name, source] : dims) {
        study::Dimension d;
        d.name = name;
        d.kind = study::DimensionKind::Categorical;
        for (const auto &row : categoricalRows("labels.csv", source))
            d.levels.push_back(row[2]);
        study->dimensions.push_back(d);
    }
    for (int i = 1; i <= 200; ++i) {
        study::Item item;
        item.key = "text_" + std::to_string(i);
        item.kind = study::ItemKind::Text;
        item.text = "Text " + std::to_string(i);
        study->addItem(std::move(item));
    }
    std::map<std::string, int> raters;
    for (const std::string model : {"strong", "medium", "weak"}) {
        study::ModelCondition condition;
        condition.id = model;
        condition.label = "Model " + model;
        condition.provider = "openai-compatible";
        condition.model = model;
        condition.simulated = true;
        study->addCondition(condition);
    }
    for (int k = 0; k < 2; ++k) {
        for (const auto &row : categoricalRows("ratings.csv", dims[std::size_t(k)].second)) {
            auto [it, fresh] = raters.try_emplace(row[2], -1);
            if (fresh)
                it->second = study->addRater({"h" + row[2], study::RaterKind::Human, -1});
            study->ratings.push_back({it->second, std::stoi(row[1]) - 1, k, std::stod(row[3]), analysis::kNaN, 0, 0});
        }
        for (const auto &row : categoricalRows("answers.csv", dims[std::size_t(k)].second)) {
            if (row[3] == "NA")
                continue;
            const int rater = study->raterOfCondition(study->findCondition(row[1]));
            study->ratings.push_back({rater, std::stoi(row[2]) - 1, k, std::stod(row[3]), analysis::kNaN, 0, 0});
        }
    }
    analysis::RatingAnalysisOptions o;
    o.parts = {true, false, false};
    o.resamplingRepeats = 20;
    o.alphaBootstrapRepeats = 50;
    auto bundle = models::computeAnalysisBundle(std::shared_ptr<const study::Study>(study), o);
    return bundle ? *bundle : nullptr;
}

} // namespace rl::test
