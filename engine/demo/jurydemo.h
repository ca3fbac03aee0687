// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

/// The synthetic LLM-jury demo (docs/methods.md §8, "Jury demo"): the *real* STS-B dev (1,500 pairs), KorSTS dev
/// (1,500) and KLUE-STS dev (519, with its per-rater scores) corpora, embedded byte for byte and
/// imported through the corpus readers, with 13 *simulated* judges named after the models of the
/// LLM-jury study the demo imitates (their prices and median latencies there) under the prompt conditions blind,
/// rubric, random-anchor and gold-plus-one, and 3 deliberation rounds for blind. The study is labelled synthetic; the
/// corpora's attribution is stored in the project (meta corpus_attribution).
///
/// A judge's answer on an item is a noisy monotone function of the human score:
///   latent = 1 + 4 * (human / 5) + bias_j + shared_i + noise_j * N(0, 1), rounded and clamped to 1-5,
/// where shared_i (per item and corpus, common to every judge) keeps the jury short of perfect;
/// the rubric lowers the noise; an anchor a (random-anchor: uniform 1-5 per item; gold-plus-one:
/// the human grade + 1, 5 -> 4) pulls the latent by the judge's susceptibility: latent += s_j (a - latent).
/// One judge (llama-3.1-8b) answers 1 most of the time (a near-constant judge); two are weak.
/// Round k+1 moves each judge toward the others' mean of round k by its conformity.
/// Everything is drawn from one rl::stats::Rng seeded with `seed`: same seed, identical project.
namespace rl::demo {

/// A simulated judge: that study's name, provider, prices (USD per million tokens), median latency.
struct JudgeSpec {
    std::string id;
    std::string provider;
    double priceInput;
    double priceOutput;
    double latencyS;
    double noise;        ///< SD of the judge's own error on the 1-5 scale (blind)
    double bias;         ///< added to the latent score
    double anchorPull;   ///< susceptibility to an anchor, 0-1
    double conformity;   ///< share of the way toward the others' mean per deliberation round
    bool nearConstant;   ///< answers 1 unless the pair is very similar
};
const std::vector<JudgeSpec> &juryJudges();

/// The prompt conditions of the demo, in order; blind has kJuryDemoRounds rounds.
const std::vector<std::string> &juryDemoConditions();
inline constexpr int kJuryDemoRounds = 3;
/// The last line of the jury demo's attribution (the project's jury attribution meta).
inline constexpr const char *kSyntheticJudgesNote =
    "Judges: simulated (synthetic judges named after the models of a Korean LLM-jury study; not model answers).";

/// The three embedded corpora: (corpus name, file name, format name, bytes).
struct EmbeddedCorpus {
    std::string name;
    std::string file;
    std::string format;
    std::string_view bytes;
};
const std::vector<EmbeddedCorpus> &embeddedCorpora();

struct JuryDemoStudy {
    study::Study study;
    std::string attribution; ///< one line per corpus, for meta corpus_attribution
    std::string hygiene;     ///< one line per corpus, for meta corpus_hygiene (io::corpus::hygieneMetaLine)
};
Result<JuryDemoStudy> generateJuryDemo(std::uint64_t seed, const Progress &progress = {});

/// Write a new jury demo project at `path` (replacing only a previous demo), published at once like
/// createDemoProject (demo.h): interrupted, it leaves no file or the whole project.
Status createJuryDemoProject(const std::string &path, std::uint64_t seed, const Progress &progress = {});

} // namespace rl::demo
