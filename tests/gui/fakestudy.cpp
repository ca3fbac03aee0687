// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/gui/fakestudy.h"

#include <algorithm>
#include <limits>

namespace rl::test {

double fakeRating(int rater, int item, int k) { return 1 + (7 * rater + 3 * item + 5 * k + (rater * item) % 4) % 9; }

std::string fakeSkinColour(int raceLevel)
{
    static const char *const tones[] = {"#6b4226", "#f1d3bc", "#e0b48a"};
    return tones[raceLevel % 3];
}

study::Study makeFakeStudy(const FakeStudyOptions &options)
{
    study::Study s;
    s.name = "Fake faces";
    s.synthetic = options.synthetic;
    s.demoSeed = options.synthetic ? 42 : 0;
    s.factors = {{"race", {"Black", "White", "Korean"}},
                 {"gender", {"female", "male"}},
                 {"emotion", study::face::emotionLabels()},
                 {"identity", {}}};
    for (int id = 0; id < options.identities; ++id)
        s.factors[3].levels.push_back("id" + std::to_string(id + 1));
    for (const char *name : {study::face::kValence, study::face::kArousal, study::face::kNaturalness})
        s.dimensions.push_back({name, study::DimensionKind::Numeric, {}, false, 1.0, 9.0, true});
    s.dimensions.push_back({study::face::kEmotion, study::DimensionKind::Categorical, study::face::emotionLabels()});

    int n = 0;
    for (int race = 0; race < 3; ++race)
        for (int gender = 0; gender < 2; ++gender)
            for (int emotion = 0; emotion < 6; ++emotion)
                for (int id = 0; id < options.identities; ++id) {
                    study::Item item;
                    item.key = "face_" + std::to_string(++n);
                    item.mime = "image/svg+xml";
                    item.levels = {race, gender, emotion, id};
                    s.addItem(std::move(item));
                }

    const int items = static_cast<int>(s.items.size());
    const int rated = std::max(0, items - options.unratedItems);
    for (int r = 0; r < options.raters; ++r) {
        const int rater = s.addRater({"h" + std::to_string(r + 1), study::RaterKind::Human, -1});
        for (int j = 0; j < std::min(options.itemsPerRater, rated); ++j) {
            const int item = (r * options.itemsPerRater + j) % rated;
            for (int k = 0; k < 3; ++k)
                s.ratings.push_back({rater, item, k, fakeRating(r, item, k), 800.0 + 10 * j, 0, 0});
        }
    }

    study::ModelCondition condition;
    condition.id = "sim";
    condition.label = "Simulated";
    condition.provider = "openai-compatible";
    condition.model = "sim-1";
    condition.simulated = true;
    s.addCondition(condition);
    const int model = s.raterOfCondition(0);
    for (int i = 0; i < items; ++i) // model ratings must not enter the human summary
        s.ratings.push_back({model, i, 0, 9.0, std::numeric_limits<double>::quiet_NaN(), 0, 0});
    return s;
}

double fakeModelValue(int condition, int item, int k)
{
    return 1 + (4 * item + 3 * k + 2 * condition + (item * condition) % 3) % 9;
}

void addFakePredictions(study::Study &s, int conditions)
{
    const int emotionDimension = s.findDimension(study::face::kEmotion);
    const int emotionFactor = s.findFactor(study::face::kEmotion);
    const int labels = static_cast<int>(s.dimensions[static_cast<std::size_t>(emotionDimension)].levels.size());
    const int items = static_cast<int>(s.items.size());
    for (int c = 0; c < conditions; ++c) {
        study::ModelCondition condition;
        condition.id = "cond" + std::to_string(c + 1);
        condition.label = "Condition " + std::to_string(c + 1);
        condition.provider = "openai-compatible";
        condition.model = "fake-" + std::to_string(c + 1);
        condition.simulated = true;
        const int index = s.addCondition(condition);
        const int rater = s.raterOfCondition(index);
        for (int i = 0; i < items; ++i) {
            const int truth = s.items[static_cast<std::size_t>(i)].levels[static_cast<std::size_t>(emotionFactor)];
            int answer = (i + c) % 5 == 0 ? (truth + 1) % labels : truth;
            if (c == 0 && i == 3)
                answer = -1;
            s.ratings.push_back({rater, i, emotionDimension, static_cast<double>(answer), std::numeric_limits<double>::quiet_NaN(), 0, 0});
            for (int k = 0; k < 2; ++k)
                s.ratings.push_back({rater, i, k, fakeModelValue(c, i, k), std::numeric_limits<double>::quiet_NaN(), 0, 0});
        }
    }
}

std::string fakeFaceSvg(const study::Study &study, int item)
{
    const auto &it = study.items[static_cast<std::size_t>(item)];
    const int emotion = it.levels[2];
    const int curve = emotion == 0 ? 118 : emotion == 1 ? 88 : 100;
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"150\" viewBox=\"0 0 120 150\">"
           "<rect width=\"120\" height=\"150\" fill=\"#dde3ee\"/>"
           "<ellipse cx=\"60\" cy=\"75\" rx=\"46\" ry=\"60\" fill=\""
        + fakeSkinColour(it.levels[0])
        + "\"/>"
          "<circle cx=\"42\" cy=\"60\" r=\"5\" fill=\"#222\"/><circle cx=\"78\" cy=\"60\" r=\"5\" fill=\"#222\"/>"
          "<path d=\"M40 100 Q60 "
        + std::to_string(curve) + " 80 100\" stroke=\"#222\" stroke-width=\"4\" fill=\"none\"/></svg>";
}

Status saveFakeProject(const std::string &path, const study::Study &study)
{
    auto project = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    if (!project)
        return project.error();
    storage::SaveSet set;
    for (int i = 0; i < static_cast<int>(study.items.size()); ++i) {
        const std::string svg = fakeFaceSvg(study, i);
        set.payloads.push_back({study.items[static_cast<std::size_t>(i)].key, "image/svg+xml",
                                std::vector<std::uint8_t>(svg.begin(), svg.end())});
    }
    return project->save(study, set);
}

} // namespace rl::test
