// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tests/common/testutil.h"

#include <map>
#include <sstream>
#include <string>
#include <vector>

/// The public synthetic face study (reference README section 4) as plain vectors, for the stats
/// tests only: images, per-image human means and the model predictions per condition.
namespace rl::test {

struct FaceData {
    std::vector<int> imageId;            ///< 1..1440, file order of face_images.csv
    std::vector<std::string> race, gender, emotion;
    std::map<std::string, std::vector<double>> humanMean; ///< dimension -> M_j (face_image_summary.csv)
    /// condition -> dimension -> prediction per image (same order as imageId)
    std::map<std::string, std::map<std::string, std::vector<double>>> prediction;
    std::vector<std::string> conditions; ///< in file order
};

inline FaceData loadFaceData()
{
    FaceData d;
    const std::string dir = referenceDir() + "/face/";
    const auto images = readGolden(dir + "face_images.csv");
    std::map<int, std::size_t> row;
    for (std::size_t i = 0; i < images.rows.size(); ++i) {
        const int id = static_cast<int>(images.number(i, "image_id"));
        row[id] = i;
        d.imageId.push_back(id);
        d.race.push_back(images.text(i, "race"));
        d.gender.push_back(images.text(i, "gender"));
        d.emotion.push_back(images.text(i, "emotion"));
    }
    const auto summary = readGolden(dir + "face_image_summary.csv");
    for (const char *dim : {"valence", "arousal"}) {
        auto &m = d.humanMean[dim];
        m.assign(d.imageId.size(), 0.0);
        for (std::size_t i = 0; i < summary.rows.size(); ++i)
            m[row.at(static_cast<int>(summary.number(i, "image_id")))] = summary.number(i, std::string(dim) + "_mean");
    }
    const auto pred = readGolden(dir + "face_model_predictions.csv.gz");
    for (std::size_t i = 0; i < pred.rows.size(); ++i) {
        const std::string &c = pred.text(i, "condition");
        if (!d.prediction.count(c)) {
            d.conditions.push_back(c);
            d.prediction[c]["valence"].assign(d.imageId.size(), 0.0);
            d.prediction[c]["arousal"].assign(d.imageId.size(), 0.0);
        }
        const std::size_t r = row.at(static_cast<int>(pred.number(i, "image_id")));
        d.prediction[c]["valence"][r] = pred.number(i, "valence_pred");
        d.prediction[c]["arousal"][r] = pred.number(i, "arousal_pred");
    }
    return d;
}

/// "1;2.5;NA" -> {1, 2.5, NaN}
inline std::vector<double> splitNumbers(const std::string &s)
{
    std::vector<double> out;
    std::stringstream ss(s);
    std::string item;
    while (std::getline(ss, item, ';'))
        out.push_back(item == "NA" ? std::nan("") : std::stod(item));
    return out;
}

} // namespace rl::test
