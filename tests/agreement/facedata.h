// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test-only loader of the public synthetic face study (tests/reference/face/) into the flat arrays
// the agreement functions take. Unit-level tests only: the integration test through the real
// importers lives with the analysis layer.
#include "tests/common/testutil.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

namespace rl::test {

struct FaceData {
    /// The study's declared label order (methods 1.1), which is also the emotion group index.
    static constexpr std::array<const char *, 6> kEmotions
            = {"happy", "sad", "angry", "fearful", "disgusted", "neutral"};

    std::size_t imageCount = 0;                 ///< items; item index = image_id - 1
    std::vector<int> emotionOfItem;             ///< index into kEmotions
    std::vector<int> ratingItem;                ///< per human rating: item index
    std::vector<double> valence, arousal;       ///< per human rating
    std::vector<std::string> conditions;        ///< in file order
    std::vector<std::vector<double>> valencePred, arousalPred; ///< [condition][item]
    std::vector<std::vector<int>> emotionPred;  ///< [condition][item], label index or -1

    static int emotionIndex(const std::string &label)
    {
        for (std::size_t e = 0; e < kEmotions.size(); ++e)
            if (label == kEmotions[e])
                return static_cast<int>(e);
        return -1;
    }
    std::size_t conditionIndex(const std::string &name) const
    {
        return static_cast<std::size_t>(std::find(conditions.begin(), conditions.end(), name) - conditions.begin());
    }
    /// Item indices of one emotion (ascending); e < 0 = every item.
    std::vector<int> itemsOf(int e) const
    {
        std::vector<int> out;
        for (std::size_t j = 0; j < imageCount; ++j)
            if (e < 0 || emotionOfItem[j] == e)
                out.push_back(static_cast<int>(j));
        return out;
    }
    const std::vector<double> &ratings(const std::string &dimension) const
    {
        return dimension == "valence" ? valence : arousal;
    }
    const std::vector<double> &predictions(std::size_t condition, const std::string &dimension) const
    {
        return dimension == "valence" ? valencePred[condition] : arousalPred[condition];
    }
};

/// Splits a numeric CSV body quickly (the 72,000-row ratings file); the header is returned separately.
inline std::vector<std::vector<std::string>> splitSimpleCsv(const std::string &text, std::vector<std::string> &header)
{
    std::vector<std::vector<std::string>> rows;
    std::size_t pos = 0;
    bool first = true;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string::npos)
            end = text.size();
        std::string line = text.substr(pos, end - pos);
        pos = end + 1;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty())
            continue;
        std::vector<std::string> fields;
        std::size_t a = 0;
        while (true) {
            const std::size_t b = line.find(',', a);
            fields.push_back(line.substr(a, b == std::string::npos ? std::string::npos : b - a));
            if (b == std::string::npos)
                break;
            a = b + 1;
        }
        if (first) {
            header = std::move(fields);
            first = false;
        } else {
            rows.push_back(std::move(fields));
        }
    }
    return rows;
}

inline FaceData loadFaceData()
{
    FaceData f;
    const std::string dir = referenceDir() + "/face/";
    const GoldenTable images = readGolden(dir + "face_images.csv");
    f.imageCount = images.rows.size();
    f.emotionOfItem.assign(f.imageCount, -1);
    for (std::size_t i = 0; i < images.rows.size(); ++i) {
        const auto id = static_cast<std::size_t>(images.number(i, "image_id"));
        f.emotionOfItem[id - 1] = FaceData::emotionIndex(images.text(i, "emotion"));
    }

    std::vector<std::string> header;
    const auto ratings = splitSimpleCsv(readText(dir + "face_ratings.csv.gz"), header);
    if (header != std::vector<std::string>{"rater_id", "image_id", "valence", "arousal"})
        std::abort();
    for (const auto &row : ratings) {
        f.ratingItem.push_back(std::atoi(row[1].c_str()) - 1);
        f.valence.push_back(std::strtod(row[2].c_str(), nullptr));
        f.arousal.push_back(std::strtod(row[3].c_str(), nullptr));
    }

    const auto preds = splitSimpleCsv(readText(dir + "face_model_predictions.csv.gz"), header);
    if (header != std::vector<std::string>{"condition", "image_id", "valence_pred", "arousal_pred", "emotion_pred"})
        std::abort();
    for (const auto &row : preds) {
        std::size_t c = f.conditionIndex(row[0]);
        if (c == f.conditions.size()) {
            f.conditions.push_back(row[0]);
            f.valencePred.emplace_back(f.imageCount, std::nan(""));
            f.arousalPred.emplace_back(f.imageCount, std::nan(""));
            f.emotionPred.emplace_back(f.imageCount, -1);
        }
        const auto j = static_cast<std::size_t>(std::atoi(row[1].c_str()) - 1);
        f.valencePred[c][j] = row[2] == "NA" ? std::nan("") : std::strtod(row[2].c_str(), nullptr);
        f.arousalPred[c][j] = row[3] == "NA" ? std::nan("") : std::strtod(row[3].c_str(), nullptr);
        f.emotionPred[c][j] = FaceData::emotionIndex(row[4]);
    }
    return f;
}

} // namespace rl::test
