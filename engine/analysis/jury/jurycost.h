// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/jurydata.h"
#include "engine/core/result.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace rl::storage {
class Database;
class Project;
} // namespace rl::storage
namespace rl::study { class Study; }

/// What a judge cost per 1,000 items, from what the inference journal recorded (the `requests` rows of
/// schema.sql), beside the list price per 1M input tokens: the price cap of the subset explorer can be
/// set on either. A judge whose answers were imported (judgments.csv) or made by the demo has no journal
/// rows: its cost is "not recorded", never 0 — a panel with such a member is over any cap.
///
/// Per judge and prompt condition (the judge's ModelCondition of that juryCondition), over its answered
/// requests of round ≤ 1 (the independent answers the subset search reads; deliberation rounds cost
/// more and are not part of a panel's price):
///   cost of a request = its recorded cost_usd when stored, else input_tokens · p_in / 10⁶ +
///                       output_tokens · p_out / 10⁶ at the judge's prices (the formula the run records
///                       with, inferencerun.cpp requestCost) when both counts and both prices are known,
///                       else unknown;
///   usd       = Σ known request costs · requests / priced requests (the unknown ones valued at the mean
///               of the known ones; status Partial says so);
///   per 1,000 = usd / items · 1000, items = distinct items with an answered request (every stage and
///               sample of an item is part of judging it).
namespace rl::analysis::jury {

/// The journal's answered round ≤ 1 requests of one model condition, summed.
struct JournalCostRow {
    std::string judge;                  ///< ModelCondition::judge (or its id when empty)
    std::string condition;              ///< the prompt condition (juryCondition, "blind" when empty)
    std::int64_t items = 0;             ///< distinct items answered
    std::int64_t requests = 0;          ///< answered requests
    std::int64_t costed = 0;            ///< requests with a recorded cost_usd
    double recordedUsd = 0.0;           ///< Σ cost_usd of those
    std::int64_t tokened = 0;           ///< requests without cost_usd but with both token counts
    std::int64_t inputTokens = 0;       ///< Σ input_tokens of those
    std::int64_t outputTokens = 0;      ///< Σ output_tokens of those
};

enum class CostStatus {
    Known,       ///< every answered request has a cost (recorded, or tokens × price)
    Partial,     ///< some requests lack both a recorded cost and priced tokens: extrapolated from the others
    NoPrice,     ///< the journal has answers but neither a recorded cost nor priced tokens
    NotRecorded, ///< the journal has no answered request of this judge under this prompt condition
};

/// One judge under one prompt condition.
struct JudgeCost {
    int judge = -1;                     ///< index into JuryData::judges
    std::string condition;
    CostStatus status = CostStatus::NotRecorded;
    std::int64_t items = 0;             ///< distinct items answered (round ≤ 1)
    std::int64_t requests = 0;          ///< answered requests
    std::int64_t priced = 0;            ///< of those, with a known cost
    double usd = kNaN;                  ///< total cost (see the header); NaN for NoPrice, NotRecorded
    double usdPer1000Items = kNaN;      ///< usd / items · 1000; NaN for NoPrice, NotRecorded
    bool known() const { return status == CostStatus::Known || status == CostStatus::Partial; }
};

/// One entry per judge of `data` per prompt condition of its round-1 tables (judge order, then the
/// conditions in table order), from the journal's `rows` (rows of the same judge and condition add up;
/// rows of judges or conditions `data` does not know are ignored).
std::vector<JudgeCost> judgeCosts(const JuryData &data, std::span<const JournalCostRow> rows);

/// The cost entry of (judge, condition) in `costs`, or nullptr.
const JudgeCost *findJudgeCost(std::span<const JudgeCost> costs, int judge, const std::string &condition);

/// A panel's cost per 1,000 items under `condition`: the sum of its members' usdPer1000Items; NaN when a
/// member's cost is not known (NoPrice, NotRecorded, or absent).
double panelCostPer1000(std::span<const JudgeCost> costs, std::span<const int> judges, const std::string &condition);

/// The journal rows of `study`'s model conditions, read through `db` (the project file). Errors: Sql.
Result<std::vector<JournalCostRow>> readJournalCosts(storage::Database &db, const study::Study &study);
/// The same through the project's own connection.
Result<std::vector<JournalCostRow>> readJournalCosts(storage::Project &project, const study::Study &study);

} // namespace rl::analysis::jury
