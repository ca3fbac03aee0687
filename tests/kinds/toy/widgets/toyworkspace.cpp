// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/kinds/toy/widgets/toyworkspace.h"

#include "engine/study/study.h"
#include "models/kindanalysisrunner.h"
#include "tests/kinds/toy/engine/toykind.h"

#include <QLabel>

namespace rl::toy {

ToyWorkspace::ToyWorkspace(widgets::StudyWorkspaceHost *host, QWidget *pageParent)
    : StudyWorkspace(host, pageParent)
    , m_summary(new QLabel(pageParent))
    , m_runner(new models::KindAnalysisRunner(this))
{
    m_summary->setObjectName(QStringLiteral("toySummary"));
    connect(m_runner, &models::KindAnalysisRunner::started, this, &StudyWorkspace::analysisStarted);
    connect(m_runner, &models::KindAnalysisRunner::ready, this, [this](std::shared_ptr<const void> r) {
        const auto counts = std::static_pointer_cast<const std::pair<std::size_t, std::size_t>>(r);
        m_summary->setText(tr("%1 items, %2 human ratings").arg(counts->first).arg(counts->second));
        m_complete = true;
        emit analysisReady(true);
    });
}

std::vector<std::pair<QString, QWidget *>> ToyWorkspace::tabs() const { return {{QStringLiteral("toy"), m_summary}}; }

QString ToyWorkspace::tabTitle(const QString &tabKey) const { return tabKey == QLatin1String("toy") ? tr("Toy") : QString(); }

QString ToyWorkspace::showPage(const QString &key)
{
    return key == QLatin1String("toy") || key == QLatin1String(kSummaryView) ? QStringLiteral("toy") : QString();
}

void ToyWorkspace::setProject(const models::LoadedProject &project, const analysis::AnalysisPlan &, bool)
{
    m_runner->start([study = project.study](const Progress &) -> Result<std::shared_ptr<const void>> {
        std::size_t human = 0;
        for (const study::Rating &r : study->ratings)
            human += study->raters[static_cast<std::size_t>(r.rater)].kind == study::RaterKind::Human;
        return std::shared_ptr<const void>(std::make_shared<const std::pair<std::size_t, std::size_t>>(study->items.size(), human));
    });
}

void ToyWorkspace::clear()
{
    m_runner->cancel();
    m_summary->clear();
    m_complete = false;
}

namespace {

widgets::StudyWorkspaceEntry toyEntry()
{
    widgets::StudyWorkspaceEntry e;
    e.kinds = {"toy"};
    e.tabKeys = {QStringLiteral("toy")};
    e.pageKeys = {QStringLiteral("toy"), QString::fromLatin1(kSummaryView)};
    e.tabOf = [](const QString &key) {
        return key == QLatin1String("toy") || key == QLatin1String(kSummaryView) ? QStringLiteral("toy") : QString();
    };
    e.create = [](widgets::StudyWorkspaceHost *host, QWidget *pageParent) -> widgets::StudyWorkspace * {
        return new ToyWorkspace(host, pageParent);
    };
    return e;
}

const widgets::StudyWorkspaceRegistration registration {toyEntry()};

} // namespace

} // namespace rl::toy
