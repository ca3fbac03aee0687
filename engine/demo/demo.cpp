// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/demo/demo.h"

#include "engine/core/atomicfile.h"
#include "engine/io/importers.h"
#include "engine/stats/random.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <functional>
#include <numeric>

namespace rl::demo {

using study::face::emotionLabels;

const CalibrationTargets &calibrationTargets()
{
    static const CalibrationTargets t;
    return t;
}

const std::vector<ConditionTarget> &conditionTargets()
{
    // docs/methods.md §7's table: the face study's reported accuracy, κ and sad recall.
    static const std::vector<ConditionTarget> t {
        {"gemini25flash_nothink", "Gemini 2.5 Flash (NoThink)", 0.878, 0.853, 0.27, false},
        {"gemini25flash", "Gemini 2.5 Flash", 0.874, 0.848, 0.56, true},
        {"gemma3_27b", "Gemma3-27B", 0.831, 0.798, 0.20, false},
        {"gpt4omini", "GPT-4o-mini", 0.807, 0.768, 0.15, false},
        {"qwen3vl_4b_thinking", "Qwen3-VL-4B-Thinking", 0.800, 0.761, 0.55, true},
        {"gemma3_12b", "Gemma3-12B", 0.759, 0.711, 0.12, false},
        {"gemma3_4b", "Gemma3-4B", 0.724, 0.668, 0.125, false},
        {"llama32_11b_vision", "LLaMA-3.2-11B-Vision", 0.613, 0.536, 0.09, false},
    };
    return t;
}

namespace {

constexpr int kRaces = 3, kGenders = 2, kEmotions = 6, kIdentities = 40;
constexpr int kRaters = 1000, kPerRater = 72, kPerImage = 50;
const char *kRaceNames[kRaces] = {"Korean", "Caucasian", "Black"};
const char *kGenderNames[kGenders] = {"female", "male"};

// Latent human rating model per dimension (valence, arousal, naturalness):
// y = mu[emotion] + race + gender + identity + image + rater + residual, rounded and clamped to 1..9.
// Tuned so that the rounded ratings land on the α and LOO W1SD targets of docs/methods.md §7; the image
// variance is small within an emotion (the face study's raters differ far more than its images, docs/methods.md §7).
struct DimModel {
    std::array<double, kEmotions> mu;
    std::array<double, kRaces> race;
    std::array<double, kGenders> gender;
    double sdIdentity, sdImage, sdRater, sdResidual;
};
const DimModel kDims[3] = {
    {{6.58, 3.57, 3.36, 3.50, 3.29, 4.90}, {0.0, 0.05, -0.05}, {0.05, 0.0}, 0.15, 0.20, 0.72, 1.00},
    {{5.21, 4.43, 5.40, 5.50, 5.05, 4.25}, {0.05, 0.0, -0.03}, {0.03, 0.0}, 0.12, 0.15, 0.88, 1.10},
    {{5.90, 6.20, 5.40, 4.90, 4.80, 6.00}, {0.0, 0.05, 0.0}, {0.0, 0.03}, 0.15, 0.17, 0.89, 1.25},
};
constexpr double kOutlierShare = 0.12, kOutlierScale = 3.2;
const double kMixtureSd = std::sqrt(1 - kOutlierShare + kOutlierShare * kOutlierScale * kOutlierScale);
// Response time (ms): log-normal; sad faces take the longest (seed: median 1.745 s for arousal).
const std::array<double, kEmotions> kRtShift {0.02, 0.19, 0.06, 0.08, 0.10, 0.04};

// How a simulated condition answers valence/arousal: x = clamp(round(5 + slope (M - 5) + shift + race
// bias + noise)), or, when `byLabel` is set, a near-constant value per predicted label.
struct DimBehaviour {
    double slope, shift, noise;
    std::array<double, kRaces> raceBias;
    bool byLabel = false;
};
struct ConditionBehaviour {
    DimBehaviour valence, arousal;
    double caucasianGenderGap = 0.0; // recall shift for Caucasian male (+) vs female (-)
};
const ConditionBehaviour kBehaviour[8] = {
    {{1.25, 0.0, 0.55, {0, 0, 0}}, {1.00, 0.3, 0.80, {0, 0, 0}}},
    {{1.20, 0.0, 0.50, {0, 0, 0}}, {1.10, 0.0, 0.75, {0, 0, 0}}},
    {{1.30, 0.0, 0.60, {0, 0, 0}}, {0.90, 0.5, 0.85, {0, 0, 0}}},
    {{1.15, 0.0, 0.50, {0, 0, 0}}, {1.00, 0.0, 0.80, {0, 0, 0}}},
    {{1.35, 0.0, 0.70, {0, 0, 0}}, {1.00, 0.47, 1.85, {0, 0, 0}}},   // unsystematic arousal: d̄ ≈ -0.47, SD_d ≈ 1.9
    {{1.40, 0.0, 0.70, {0, 0, 0}}, {0.80, 0.6, 1.00, {0, 0, 0}}, 0.086},
    {{1.00, 0.0, 0.30, {0, 0, 0}, true}, {1.00, -2.65, 0.45, {0, 0, 0}}}, // near-constant valence; arousal offset d̄ ≈ +2.65
    {{1.00, 2.0, 0.45, {0, 0, 0}}, {0.90, 0.2, 0.95, {0.0, 0.0, 1.0}}},   // constant +2 valence; race x arousal bias
};
// Near-constant valence per predicted label (Gemma3-4B): happy, sad, angry, fearful, disgusted, neutral.
const std::array<double, kEmotions> kLabelValence {8.6, 2.0, 1.6, 2.2, 1.8, 5.0};
// Where a misread face goes: sad mostly to neutral (the face study's headline failure, docs/methods.md §7).
const std::array<std::array<double, kEmotions>, kEmotions> kConfusion {{
    {0, 0.05, 0.02, 0.05, 0.03, 0.85},  // happy ->
    {0.01, 0, 0.03, 0.06, 0.05, 0.85},  // sad ->
    {0.02, 0.08, 0, 0.10, 0.55, 0.25},  // angry ->
    {0.05, 0.25, 0.20, 0, 0.20, 0.30},  // fearful ->
    {0.03, 0.15, 0.55, 0.12, 0, 0.15},  // disgusted ->
    {0.10, 0.55, 0.10, 0.05, 0.20, 0},  // neutral ->
}};

// Emotion-specific behaviour shared by the simulated conditions, so that the demo's verdict matrix
// shows all four verdicts: a systematic arousal offset on happy faces with little scatter (needs
// calibration), sad and neutral arousal off and noisy (partial / not replaceable), and extra scatter
// on angry valence and fearful arousal for all but the strongest conditions (partial).
struct EmotionEffect {
    double shift = 0.0;        // added to every condition's answer
    double noiseFactor = 1.0;  // multiplies the condition's noise ...
    std::array<bool, 8> spared {}; // ... except for these conditions
};
constexpr std::array<std::array<EmotionEffect, kEmotions>, 2> kEmotionEffect {{
    // valence: happy, sad, angry, fearful, disgusted, neutral
    {{{}, {}, {0.0, 1.8, {false, true, false, true}}, {}, {}, {}}},
    // arousal
    {{{1.3, 0.5}, {2.0, 1.5}, {}, {0.0, 1.8, {true, true}}, {}, {-1.8, 1.4}}},
}};
// Fearful faces are misread more often: their recall is lowered by this much (as far as the other
// emotions can take up the difference, which keeps the condition's overall accuracy on target).
constexpr double kFearfulRecallDrop = 0.15;

int clampRound(double v) { return static_cast<int>(std::clamp(std::round(v), 1.0, 9.0)); }

int drawFrom(stats::Rng &rng, const std::array<double, kEmotions> &w)
{
    const double total = std::accumulate(w.begin(), w.end(), 0.0);
    double u = rng.uniform() * total;
    for (int k = 0; k < kEmotions; ++k) {
        u -= w[static_cast<std::size_t>(k)];
        if (u < 0)
            return k;
    }
    return kEmotions - 1;
}

std::string thinkingTrace(stats::Rng &rng, int truth, int predicted)
{
    static const char *cues[kEmotions] = {
        "The corners of the mouth are raised and the eyes are narrowed, which suggests a genuine smile.",
        "The mouth turns down at the corners and the inner ends of the brows are lifted; there may be a tear.",
        "The brows are lowered and drawn together and the lips are pressed tight.",
        "The eyes are wide open, the brows are raised high and the mouth is open.",
        "The nose is wrinkled and the upper lip is raised on one side.",
        "The features are relaxed; the brows and mouth are level.",
    };
    static const char *labels[kEmotions] = {"happy", "sad", "angry", "fearful", "disgusted", "neutral"};
    std::string t = "Let me look at the face carefully. ";
    t += cues[truth];
    // Sad faces get longer deliberation (as the face study observed in Qwen3-VL's traces).
    const int extra = truth == 1 ? 3 + static_cast<int>(rng.below(3)) : static_cast<int>(rng.below(2));
    for (int k = 0; k < extra; ++k)
        t += " On the other hand, the expression is subtle; I should weigh whether it could be neutral instead.";
    t += " Overall the most likely label is ";
    t += labels[predicted];
    t += ".";
    return t;
}

} // namespace

Result<DemoStudy> generateDemo(std::uint64_t seed, const Progress &progress)
{
    stats::Rng rng(seed);
    DemoStudy out;
    study::Study &s = out.study;
    s.name = "Synthetic demo face study";
    s.synthetic = true;
    s.protocol = study::faceProtocol();
    s.protocolRecorded = true;
    s.demoSeed = seed;
    s.factors = {{"race", {kRaceNames, kRaceNames + kRaces}},
                 {"gender", {kGenderNames, kGenderNames + kGenders}},
                 {"emotion", emotionLabels()},
                 {"identity", {}}};
    io::ensureFaceDimensions(s);
    const int dimIndex[3] = {s.findDimension("valence"), s.findDimension("arousal"), s.findDimension("naturalness")};
    const int emotionDim = s.findDimension("emotion");

    // Items: identity-major so that each identity's six expressions sit together.
    struct Latent {
        int race, gender, emotion, identity;
        std::array<double, 3> mean;
    };
    std::vector<Latent> latent;
    latent.reserve(kRaces * kGenders * kEmotions * kIdentities);
    std::array<std::vector<int>, kRaces * kGenders * kEmotions> cells; // items per race x gender x emotion cell
    int identityNo = 0;
    for (int r = 0; r < kRaces; ++r) {
        for (int g = 0; g < kGenders; ++g) {
            for (int id = 0; id < kIdentities; ++id) {
                ++identityNo;
                char idName[32];
                std::snprintf(idName, sizeof idName, "%c%c%02d", kRaceNames[r][0], kGenderNames[g][0], id + 1);
                s.factors[3].levels.push_back(idName);
                std::array<double, 3> identityEffect {};
                for (int d = 0; d < 3; ++d)
                    identityEffect[static_cast<std::size_t>(d)] = rng.normal(0, kDims[d].sdIdentity);
                const std::uint64_t identitySeed = seed * 1000003ULL + static_cast<std::uint64_t>(identityNo);
                for (int e = 0; e < kEmotions; ++e) {
                    study::Item item;
                    item.key = std::string(idName) + "_" + emotionLabels()[static_cast<std::size_t>(e)];
                    item.kind = study::ItemKind::Image;
                    item.mime = "image/svg+xml";
                    item.levels = {r, g, e, static_cast<int>(s.factors[3].levels.size()) - 1};
                    Latent l {r, g, e, identityNo, {}};
                    for (int d = 0; d < 3; ++d) {
                        const auto &m = kDims[d];
                        l.mean[static_cast<std::size_t>(d)] = m.mu[static_cast<std::size_t>(e)] + m.race[static_cast<std::size_t>(r)]
                            + m.gender[static_cast<std::size_t>(g)] + identityEffect[static_cast<std::size_t>(d)]
                            + rng.normal(0, m.sdImage);
                    }
                    cells[static_cast<std::size_t>((r * kGenders + g) * kEmotions + e)].push_back(static_cast<int>(s.items.size()));
                    const std::string svg = drawFaceSvg(r, g, e, identitySeed);
                    out.faces.push_back({item.key, item.mime, std::vector<std::uint8_t>(svg.begin(), svg.end())});
                    s.addItem(std::move(item));
                    latent.push_back(l);
                }
            }
        }
        progress("faces", r + 1, kRaces + 2);
    }

    // Raters: 50 blocks of 20; within a block each cell's 40 images are permuted and dealt 2 per
    // rater, so every rater sees 2 images of each of the 36 cells (72) and every image 50 raters.
    const int raterBase = static_cast<int>(s.raters.size());
    std::array<std::vector<double>, 3> raterEffect;
    std::vector<double> raterSpeed(kRaters);
    for (int h = 0; h < kRaters; ++h) {
        char key[16];
        std::snprintf(key, sizeof key, "R%04d", h + 1);
        s.addRater({key, study::RaterKind::Human, -1});
        for (int d = 0; d < 3; ++d)
            raterEffect[static_cast<std::size_t>(d)].push_back(rng.normal(0, kDims[d].sdRater));
        raterSpeed[static_cast<std::size_t>(h)] = rng.normal(0, 0.25);
    }
    s.ratings.reserve(static_cast<std::size_t>(kRaters * kPerRater * 3 + 8 * 1440 * 3));
    constexpr int kBlocks = kPerImage, kBlockSize = kRaters / kBlocks;
    for (int b = 0; b < kBlocks; ++b) {
        for (auto &cell : cells) {
            std::vector<int> order = cell;
            rng.shuffle(std::span<int>(order));
            for (int k = 0; k < kBlockSize; ++k) {
                const int h = b * kBlockSize + k;
                for (int t = 0; t < 2; ++t) {
                    const int item = order[static_cast<std::size_t>(2 * k + t)];
                    const Latent &l = latent[static_cast<std::size_t>(item)];
                    for (int d = 0; d < 3; ++d) {
                        // Residuals are a scale mixture (most answers close, a few far off), as real
                        // ratings are: it puts ~70% of ratings within one SD of the others' mean.
                        const double scale = rng.uniform() < kOutlierShare ? kOutlierScale : 1.0;
                        const double y = l.mean[static_cast<std::size_t>(d)] + raterEffect[static_cast<std::size_t>(d)][static_cast<std::size_t>(h)]
                            + rng.normal(0, kDims[d].sdResidual * scale / kMixtureSd);
                        study::Rating rating;
                        rating.rater = raterBase + h;
                        rating.item = item;
                        rating.dimension = dimIndex[d];
                        rating.value = clampRound(y);
                        rating.rtMs = std::round(std::exp(std::log(1450.0) + kRtShift[static_cast<std::size_t>(l.emotion)]
                                                          + raterSpeed[static_cast<std::size_t>(h)] + rng.normal(0, 0.35)));
                        s.ratings.push_back(rating);
                    }
                }
            }
        }
    }
    progress("raters", 1, 1);

    // Human item means (what a model is compared with).
    const std::size_t nItems = s.items.size();
    std::array<std::vector<double>, 2> humanMean {std::vector<double>(nItems, 0.0), std::vector<double>(nItems, 0.0)};
    std::vector<int> count(nItems, 0);
    for (const auto &r : s.ratings) {
        if (r.dimension == dimIndex[0])
            humanMean[0][static_cast<std::size_t>(r.item)] += r.value, ++count[static_cast<std::size_t>(r.item)];
        else if (r.dimension == dimIndex[1])
            humanMean[1][static_cast<std::size_t>(r.item)] += r.value;
    }
    for (std::size_t j = 0; j < nItems; ++j)
        for (auto &m : humanMean)
            m[j] /= count[j];

    // Simulated model conditions.
    const auto &targets = conditionTargets();
    for (std::size_t c = 0; c < targets.size(); ++c) {
        const auto &t = targets[c];
        const auto &beh = kBehaviour[c];
        study::ModelCondition mc;
        mc.id = t.id;
        mc.label = t.label;
        mc.provider = c < 2 ? "gemini" : (c == 3 ? "openai" : "openai-compatible");
        mc.model = t.label;
        mc.strategy = "context-carry";
        mc.temperature = 0.0;
        mc.seed = 42;
        mc.simulated = true;
        mc.thinkingBudget = t.thinking ? (c == 1 ? -1 : 1024) : (c == 0 ? 0 : std::optional<int>());
        mc.includeThoughts = t.thinking;
        mc.notes = "Simulated by the synthetic demo generator (target accuracy " + std::to_string(t.accuracy).substr(0, 5)
            + ", kappa " + std::to_string(t.kappa).substr(0, 5) + "); not a real model's answers.";
        const int cond = s.addCondition(mc);
        const int rater = s.raterOfCondition(cond);

        // Emotion labels: exact numbers correct per emotion (sad recall as targeted, the rest so that
        // overall accuracy hits the target), chosen at random; errors drawn from the confusion rows.
        const double otherRecall = std::min(1.0, (6.0 * t.accuracy - t.sadRecall) / 5.0);
        std::vector<int> predicted(nItems, -1);
        for (int e = 0; e < kEmotions; ++e) {
            // Exactly round(recall x 240) correct per emotion; which ones is a weighted draw without
            // replacement (Efraimidis-Spirakis keys u^(1/w)) so that a cell's weight can shift its share.
            const double fearDrop = std::min(kFearfulRecallDrop, 4.0 * (1.0 - otherRecall));
            const double recall = e == 1 ? t.sadRecall : (e == 3 ? otherRecall - fearDrop : otherRecall + fearDrop / 4.0);
            std::vector<std::pair<double, int>> keyed;
            for (int r = 0; r < kRaces; ++r) {
                for (int g = 0; g < kGenders; ++g) {
                    double w = 1.0;
                    if (r == 1 && e != 1)
                        w = std::max(0.05, 1.0 + (g == 1 ? 4.0 : -4.0) * beh.caucasianGenderGap);
                    for (int item : cells[static_cast<std::size_t>((r * kGenders + g) * kEmotions + e)])
                        keyed.push_back({std::pow(rng.uniform(), 1.0 / w), item});
                }
            }
            std::sort(keyed.begin(), keyed.end(), std::greater<>());
            const auto nCorrect = static_cast<std::size_t>(std::lround(recall * static_cast<double>(keyed.size())));
            for (std::size_t k = 0; k < keyed.size(); ++k)
                predicted[static_cast<std::size_t>(keyed[k].second)]
                    = k < nCorrect ? e : drawFrom(rng, kConfusion[static_cast<std::size_t>(e)]);
        }
        for (std::size_t j = 0; j < nItems; ++j) {
            const Latent &l = latent[j];
            study::Rating r;
            r.rater = rater;
            r.item = static_cast<int>(j);
            r.dimension = emotionDim;
            r.value = predicted[j];
            s.ratings.push_back(r);
            int values[2];
            for (int d = 0; d < 2; ++d) {
                const DimBehaviour &b = d == 0 ? beh.valence : beh.arousal;
                const EmotionEffect &effect = kEmotionEffect[static_cast<std::size_t>(d)][static_cast<std::size_t>(l.emotion)];
                double x;
                if (b.byLabel)
                    x = kLabelValence[static_cast<std::size_t>(predicted[j])] + rng.normal(0, b.noise);
                else
                    x = 5 + b.slope * (humanMean[static_cast<std::size_t>(d)][j] - 5) + b.shift
                        + b.raceBias[static_cast<std::size_t>(l.race)] + effect.shift
                        + rng.normal(0, effect.spared[c] ? b.noise : b.noise * effect.noiseFactor);
                values[d] = clampRound(x);
                r.dimension = dimIndex[d];
                r.value = values[d];
                s.ratings.push_back(r);
            }
            const std::string label = emotionLabels()[static_cast<std::size_t>(predicted[j])];
            storage::PredictionText text;
            text.conditionId = mc.id;
            text.itemKey = s.items[j].key;
            text.rawResponse = "{\"emotion\": \"" + label + "\"}\n{\"valence\": " + std::to_string(values[0])
                + "}\n{\"arousal\": " + std::to_string(values[1]) + "}";
            if (t.thinking)
                text.thinking = thinkingTrace(rng, l.emotion, predicted[j]);
            out.texts.push_back(std::move(text));
        }
    }
    progress("conditions", 1, 1);
    return out;
}

Status createDemoProject(const std::string &path, std::uint64_t seed, const Progress &progress)
{
    auto demo = generateDemo(seed, progress);
    if (!demo)
        return demo.error();
    storage::SaveSet set;
    set.payloads = std::move(demo->faces);
    set.texts = std::move(demo->texts);
    return publishDemoProject(path, demo->study, set, progress);
}

Status publishDemoProject(const std::string &path, const study::Study &study, const storage::SaveSet &set, const Progress &progress)
{
    return publishDemoProjectWith(path, [&](storage::Project &project) { return project.save(study, set); }, progress);
}

Status publishDemoProjectWith(const std::string &path, const std::function<Status(storage::Project &)> &fill, const Progress &progress)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::exists(path, ec)) {
        // Replace only a previous demo, never a user's project.
        {
            auto existing = storage::Project::open(path);
            if (!existing)
                return Error{ErrorCode::Validation, path + " exists and is not a RaterLab project; not replacing it"};
            auto synthetic = existing->meta("synthetic", "0");
            if (!synthetic || *synthetic != "1")
                return Error{ErrorCode::Validation, path + " is a project with real data; not replacing it"};
        }
        for (const char *suffix : {"", "-wal", "-shm"})
            fs::remove(path + suffix, ec);
    }
    // Leftovers of the builds before the project was built in memory (a killed demo left these).
    for (const char *suffix : {"", "-wal", "-shm"})
        fs::remove(path + ".creating" + suffix, ec);
    // Build in memory and publish the finished file at once (publishNewFile): an interrupted demo,
    // kill -9 included, leaves either no file or the whole project, never a partial one.
    std::vector<std::uint8_t> bytes;
    {
        auto project = storage::Project::open(":memory:", storage::Database::Mode::CreateIfMissing);
        if (!project)
            return project.error();
        RL_TRY(fill(*project));
        auto image = project->serialize();
        if (!image)
            return image.error();
        bytes = std::move(*image);
    }
    if (Status s = publishNewFile(path, bytes); !s)
        return Error{s.error().code, "cannot move the demo project into place: " + s.error().detail};
    progress("done", 1, 1);
    return {};
}

} // namespace rl::demo
