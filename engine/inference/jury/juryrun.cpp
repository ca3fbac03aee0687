// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/jury/juryrun.h"

#include "engine/storage/conditionsave.h"
#include "engine/storage/project.h"
#include "engine/storage/runlock.h"

#include <algorithm>

namespace rl::inference::jury {

namespace {

std::string conditionIdOf(const std::string &judge, const std::string &condition) { return judge + "." + condition; }

std::string juryConditionOf(const study::ModelCondition &c) { return c.juryCondition.empty() ? "blind" : c.juryCondition; }
std::string judgeOf(const study::ModelCondition &c) { return c.judge.empty() ? c.id : c.judge; }

} // namespace

Result<JuryRunReport> runJuryPanel(const std::string &path, const JuryRunOptions &o, const JuryProgressFn &progress,
                                   std::stop_token stop)
{
    if (o.judges.empty())
        return Error{ErrorCode::Validation, "a jury run needs at least one judge"};
    if (o.rounds < 1)
        return Error{ErrorCode::Validation, "rounds start at 1, not " + std::to_string(o.rounds)};
    if (o.condition.empty())
        return Error{ErrorCode::Validation, "a jury run needs a prompt condition (blind, rubric, random-anchor, "
                                            "gold-plus-one, rubric-random-anchor)"};
    // Held across every judge's run of every round (each InferenceRun takes it again, re-entrantly).
    auto lock = storage::RunLock::acquire(path, "a jury run of judges " + [&] {
        std::string names;
        for (const auto &j : o.judges)
            names += (names.empty() ? "" : ",") + j;
        return names;
    }());
    if (!lock)
        return lock.error();
    auto project = storage::Project::open(path);
    if (!project)
        return project.error();
    auto study = project->loadStudy();
    if (!study)
        return study.error();
    if (study->protocol.kind != study::StudyKind::Jury)
        return Error{ErrorCode::Validation, path + " is a " + std::string(study::studyKindName(study->protocol.kind))
                                                + " study, not an LLM jury (import a corpus first)"};
    const int corpusFactor = study->findFactor("corpus");
    if (corpusFactor < 0 || study->factors[static_cast<std::size_t>(corpusFactor)].levelIndex(o.corpus) < 0) {
        std::string known;
        if (corpusFactor >= 0)
            for (const auto &l : study->factors[static_cast<std::size_t>(corpusFactor)].levels)
                known += (known.empty() ? "" : ", ") + l;
        return Error{ErrorCode::NotFound, "no corpus '" + o.corpus + "' in " + path + " (corpora: "
                                              + (known.empty() ? std::string("none") : known) + ")"};
    }

    // The panel's conditions: found, or made from the judge's base condition.
    JuryRunReport report;
    std::vector<study::ModelCondition> conditions = study->conditions;
    for (const auto &judge : o.judges) {
        if (std::count(o.judges.begin(), o.judges.end(), judge) > 1)
            return Error{ErrorCode::Validation, "judge '" + judge + "' is named twice"};
        const study::ModelCondition *found = nullptr, *base = nullptr;
        for (const auto &c : conditions) {
            if (judgeOf(c) == judge && juryConditionOf(c) == o.condition && !found)
                found = &c;
            if (c.id == judge)
                base = &c;
        }
        for (const auto &c : conditions)
            if (!base && judgeOf(c) == judge)
                base = &c;
        if (found) {
            if (o.rounds > 1 && found->strategy != "deliberation")
                return Error{ErrorCode::Validation, "condition '" + found->id + "' uses the " + found->strategy
                                                        + " strategy: rounds need the deliberation strategy"};
            report.conditions.push_back(found->id);
            continue;
        }
        if (!base) {
            std::vector<std::string> judges;
            for (const auto &c : conditions)
                if (std::find(judges.begin(), judges.end(), judgeOf(c)) == judges.end())
                    judges.push_back(judgeOf(c));
            std::string known;
            for (const auto &name : judges)
                known += (known.empty() ? "" : ", ") + name;
            return Error{ErrorCode::NotFound, "no judge '" + judge + "' in " + path + " (judges: "
                                                  + (known.empty() ? std::string("none; import conditions first") : known) + ")"};
        }
        study::ModelCondition made = *base;
        made.id = conditionIdOf(judge, o.condition);
        if (made.label.empty() || made.label == base->id)
            made.label = made.id;
        else
            made.label = base->label + " (" + o.condition + ")";
        made.judge = judge;
        made.juryCondition = o.condition;
        made.strategy = "deliberation";
        made.simulated = false;
        if (std::any_of(conditions.begin(), conditions.end(), [&](const auto &c) { return c.id == made.id; }))
            return Error{ErrorCode::Validation, "condition '" + made.id + "' exists but is not judge '" + judge
                                                    + "' under '" + o.condition + "'"};
        report.conditions.push_back(made.id);
        report.created.push_back(made.id);
        conditions.push_back(std::move(made));
    }
    if (!report.created.empty()) {
        auto saved = storage::saveConditions(path, *study, conditions);
        if (!saved)
            return saved.error();
    }

    for (int round = 1; round <= o.rounds && !report.stopped; ++round) {
        for (std::size_t j = 0; j < report.conditions.size(); ++j) {
            if (stop.stop_requested()) {
                report.stopped = true;
                break;
            }
            RunOptions ro = o.run;
            ro.itemFilter = "corpus=" + o.corpus;
            ro.round = round;
            ro.deliberationSeed = o.seed;
            ro.peers.clear();
            if (round > 1)
                for (std::size_t k = 0; k < report.conditions.size(); ++k)
                    if (k != j)
                        ro.peers.push_back(report.conditions[k]);
            JuryRunStep step;
            step.judge = o.judges[j];
            step.conditionId = report.conditions[j];
            step.round = round;
            InferenceRun run(*project, step.conditionId, ro);
            auto summary = run.run(
                [&](const RunProgress &p) {
                    if (progress)
                        progress(step, p);
                },
                stop);
            if (!summary)
                return Error{summary.error().code, step.conditionId + " round " + std::to_string(round) + ": "
                                                       + summary.error().detail};
            step.summary = std::move(*summary);
            const bool finished = step.summary.status == RunStatus::Finished;
            report.steps.push_back(std::move(step));
            // A later round needs every judge's previous answers: stop after a round with failures.
            if (!finished && (stop.stop_requested() || report.steps.back().summary.status == RunStatus::Cancelled))
                report.stopped = true;
        }
        if (!report.stopped && round < o.rounds)
            for (const auto &s : report.steps)
                if (s.round == round && s.summary.status != RunStatus::Finished) {
                    report.stopped = true; // R(r+1) would show a judge's missing R(r) answers as absent
                    break;
                }
    }
    return report;
}

} // namespace rl::inference::jury
