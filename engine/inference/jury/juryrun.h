// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/inferencerun.h"

#include <functional>
#include <stop_token>
#include <string>
#include <vector>

/// Running a jury panel (docs/methods.md §8) on the common inference engine: the same
/// providers, journal, resume, cost and latency accounting as any model condition.
///
/// A judge under a prompt condition is the condition "<judge>.<condition>" (jurydata.h). When the
/// project does not have it yet it is made from the judge's base condition — the condition whose id
/// is the judge, else one whose `judge` is it — with `judge` and `jury_condition` set and the
/// deliberation strategy (whose round 1 is the judge's independent answer, so later rounds never
/// re-buy it), and saved before anything is sent. Rounds R1 → RN run one after the other, every
/// judge of the panel in each: round r > 1 shows each judge its own round r − 1 answer and the other
/// panel members' (anonymised, in an order fixed per item by `seed`). Items: the corpus' only.
namespace rl::inference::jury {

struct JuryRunOptions {
    std::string corpus;                 ///< level of the "corpus" factor
    std::vector<std::string> judges;    ///< panel members (judge ids), in the order given
    std::string condition = "blind";    ///< prompt condition (juryprompts.h)
    int rounds = 1;                     ///< deliberation rounds, R1 .. R`rounds`
    std::uint64_t seed = 42;            ///< the peers' order in rounds > 1
    RunOptions run;                     ///< scheduler, limit, key handling ... (itemFilter, round, peers are set here)
};

/// One judge's run in one round.
struct JuryRunStep {
    std::string judge;
    std::string conditionId;
    int round = 1;
    RunSummary summary;
};

struct JuryRunReport {
    std::vector<std::string> conditions;       ///< the panel's condition ids, judge order
    std::vector<std::string> created;          ///< those made for this run (saved in the project)
    std::vector<JuryRunStep> steps;            ///< in the order run
    bool stopped = false;                      ///< a stop request or a run that did not finish ended it early
};

/// Progress of the step running: judge, round and the engine's figures.
using JuryProgressFn = std::function<void(const JuryRunStep &step, const RunProgress &progress)>;

/// Run the panel on the project at `path`. Errors before anything was sent (not a jury study, an
/// unknown corpus or judge, a strategy that cannot deliberate when rounds > 1, a condition that
/// cannot be saved) are returned as Error and change nothing but the saved conditions.
Result<JuryRunReport> runJuryPanel(const std::string &path, const JuryRunOptions &options,
                                   const JuryProgressFn &progress = {}, std::stop_token stop = {});

} // namespace rl::inference::jury
