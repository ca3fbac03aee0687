// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/studysettings.h"

#include "app/gui/analysisworkspace.h"
#include "engine/storage/project.h"
#include "models/analysisbundle.h"
#include "widgets/blandaltmanview.h"
#include "widgets/conditionpicker.h"
#include "widgets/confusionview.h"

#include <QStringList>

namespace rl::app {

namespace {

/// Condition ids of picker indices (RatingAnalysis::conditions) and back.
std::string idsOf(const analysis::RatingAnalysis &a, const std::vector<int> &chosen)
{
    std::string out;
    for (int c : chosen)
        if (c >= 0 && c < static_cast<int>(a.conditions.size()))
            out += (out.empty() ? "" : ",") + a.conditions[static_cast<std::size_t>(c)].id;
    return out;
}

std::vector<int> indicesOf(const analysis::RatingAnalysis &a, const std::string &ids)
{
    std::vector<int> out;
    for (const QString &id : QString::fromStdString(ids).split(QLatin1Char(','), Qt::SkipEmptyParts))
        for (std::size_t c = 0; c < a.conditions.size(); ++c)
            if (a.conditions[c].id == id.toStdString())
                out.push_back(static_cast<int>(c));
    return out;
}

} // namespace

StudySettings::StudySettings(AnalysisWorkspace *workspace) : QObject(workspace), m_workspace(workspace)
{
    m_write.setSingleShot(true);
    m_write.setInterval(400);
    connect(&m_write, &QTimer::timeout, this, &StudySettings::flush);
    connect(workspace, &AnalysisWorkspace::analysisReady, this, &StudySettings::restore);
    connect(workspace->blandAltmanView()->conditionPicker(), &widgets::ConditionPicker::chosenChanged, this,
            &StudySettings::changed);
    connect(workspace->confusionView()->conditionPicker(), &widgets::ConditionPicker::chosenChanged, this,
            &StudySettings::changed);
}

void StudySettings::changed()
{
    const auto bundle = m_workspace->bundle();
    if (m_restoring || m_workspace->project().path.isEmpty() || !bundle)
        return;
    // The values as they are now, for this project: written even if another project is open by then.
    m_path = m_workspace->project().path;
    const auto &a = bundle->analysis;
    m_pending = {{kBlandAltmanKey, idsOf(a, m_workspace->blandAltmanView()->conditionPicker()->chosen())},
                 {kConfusionKey, idsOf(a, m_workspace->confusionView()->conditionPicker()->chosen())}};
    m_write.start();
}

void StudySettings::flush()
{
    m_write.stop();
    if (m_path.isEmpty() || m_pending.empty())
        return;
    auto project = storage::Project::open(m_path.toStdString());
    m_path.clear();
    auto pending = std::move(m_pending);
    m_pending.clear();
    if (!project)
        return; // a settings write never gets in the way (a read-only file keeps the defaults)
    for (const auto &[key, value] : pending)
        (void)project->setMeta(key, value);
}

void StudySettings::restore()
{
    const auto bundle = m_workspace->bundle();
    const QString path = m_workspace->project().path;
    if (!bundle || path.isEmpty())
        return;
    if (m_write.isActive()) {
        if (m_path == path)
            return; // the user's own change is still to be written: keep it
        flush();    // another project's change: write it there first
    }
    auto project = storage::Project::open(path.toStdString());
    if (!project)
        return;
    m_restoring = true;
    const auto &a = bundle->analysis;
    if (auto ids = project->meta(kBlandAltmanKey); ids && !ids->empty())
        if (auto chosen = indicesOf(a, *ids); !chosen.empty())
            m_workspace->blandAltmanView()->setConditions(chosen);
    if (auto ids = project->meta(kConfusionKey); ids && !ids->empty())
        if (auto chosen = indicesOf(a, *ids); !chosen.empty())
            m_workspace->confusionView()->setConditions(chosen);
    m_restoring = false;
}

} // namespace rl::app
