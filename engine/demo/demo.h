// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

/// The embedded synthetic demo study (docs/methods.md §7, docs/user-guide.md §2): the face study's
/// design — 3 skin tones x 2 genders x 6 expressions x 40 identities = 1,440 procedurally drawn
/// faces (not photographs), 1,000 simulated raters x 72 images (exactly 50 per image, balanced over
/// race x gender x emotion), valence/arousal/naturalness 1-9 with response times, and 8 simulated
/// model conditions named after the face study's conditions, showing its reported failure modes
/// (docs/methods.md §7).
/// Everything is drawn from one rl::stats::Rng seeded with `seed`: same seed, identical project.
namespace rl::demo {

inline constexpr std::uint64_t kDefaultSeed = 42;

/// The targets of docs/methods.md §7 that the generator is tuned to; the analysis
/// tests check the generated study against them (±0.03 for α and W1SD).
struct CalibrationTargets {
    double alphaValence = 0.498;      ///< Krippendorff α (interval), human raters
    double alphaArousal = 0.116;
    double alphaNaturalness = 0.126;
    double looW1sdValence = 0.70;     ///< human leave-one-out W1SD baseline, overall
    double looW1sdArousal = 0.69;
    double raterVarValence = 0.450;   ///< LMM rater variance
    double raterVarArousal = 0.696;
    double raterOverImageValence = 11.0; ///< σ²_rater / σ²_image (image variance within emotion)
    double raterOverImageArousal = 32.0;
};

/// Per simulated condition: what docs/methods.md §7 reports for the real model.
struct ConditionTarget {
    std::string id;
    std::string label;
    double accuracy;     ///< Table S1
    double kappa;        ///< Table S1
    double sadRecall;    ///< seed: thinking 0.55-0.58, non-thinking 0.09-0.27
    bool thinking;
};

const CalibrationTargets &calibrationTargets();
const std::vector<ConditionTarget> &conditionTargets();

/// Generate the study in memory, with one SVG face per item and model texts (thinking traces,
/// raw answers) for the simulated conditions.
struct DemoStudy {
    study::Study study;
    std::vector<storage::ItemPayload> faces;
    std::vector<storage::PredictionText> texts;
};
Result<DemoStudy> generateDemo(std::uint64_t seed, const Progress &progress = {});

/// Draw one face as an SVG document (deterministic in its arguments).
std::string drawFaceSvg(int race, int gender, int emotion, std::uint64_t identitySeed);

/// Write a new demo project at `path` (an existing file is replaced only when it is a demo). The
/// project is built in memory and published with publishNewFile(): interrupted at any moment
/// (SIGINT, kill -9), it leaves either no file at `path` or the complete project, and no
/// `.creating` or journal files beside it (older versions' `.creating` leftovers are removed).
Status createDemoProject(const std::string &path, std::uint64_t seed = kDefaultSeed, const Progress &progress = {});

/// The demo of a study kind: the kind's name and the maker of its project (a registration: demos.cpp lists the
/// built-in kinds' demos, the face study's first, the default; DemoRegistration adds a kind's own).
struct DemoEntry {
    std::string kind;
    Status (*create)(const std::string &path, std::uint64_t seed, const Progress &progress);
};
/// The demo of the kind named `kind`, nullptr when it has none.
const DemoEntry *demoOf(std::string_view kind);
/// Every demo: the built-in kinds', then the registered ones.
std::vector<const DemoEntry *> demos();

class DemoRegistration {
public:
    explicit DemoRegistration(DemoEntry entry);
};

/// Publish a generated demo study at `path` as createDemoProject does (every demo kind shares it):
/// an existing file is replaced only when it is a demo; built in memory, then moved into place.
Status publishDemoProject(const std::string &path, const study::Study &study, const storage::SaveSet &set,
                          const Progress &progress = {});
/// The same, with `fill` writing the new (in-memory) project: a demo whose data goes through importers of its own
/// (the StereoTales demo's grid, stories and extractions).
Status publishDemoProjectWith(const std::string &path, const std::function<Status(storage::Project &)> &fill,
                              const Progress &progress = {});

} // namespace rl::demo
