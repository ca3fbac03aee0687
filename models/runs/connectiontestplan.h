// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/connectiontest.h"
#include "engine/study/condition.h"
#include "models/runs/runplan.h"

#include <QMetaType>

namespace rl::models {

/// The condition editor's "Test connection" as a RunPlan: inference::testProjectConnection (the project's trust, then
/// the key, then one short request) on the RunController's worker, so that an untrusted endpoint is asked about by the
/// controller's one trust prompt, like a run. Its value is the inference::ProjectConnectionTest; a test that could
/// not be sent (untrusted, no key, invalid, cancelled) fails with its error.
class ConnectionTestPlan : public RunPlan {
public:
    ConnectionTestPlan(const study::ModelCondition &condition, const inference::ConnectionTestOptions &options)
        : m_condition(condition)
        , m_options(options)
    {
    }

    Result<QVariant> execute(RunContext &run) override
    {
        auto test = inference::testProjectConnection(
            run.projectPath(), m_condition, run.endpointsTrusted(), run.stopToken(), m_options);
        if (test.error)
            return *test.error;
        return QVariant::fromValue(test);
    }

private:
    study::ModelCondition m_condition;
    inference::ConnectionTestOptions m_options;
};

} // namespace rl::models

Q_DECLARE_METATYPE(rl::inference::ProjectConnectionTest)
