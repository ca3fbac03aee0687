// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/kinds/toy/widgets/toyworkspace.h"

#include "engine/study/study.h"
#include "tests/kinds/toy/engine/toykind.h"

#include <QLabel>
#include <QTimer>

namespace rl::toy {

ToyWorkspace::ToyWorkspace(widgets::StudyWorkspaceHost *host, QWidget *pageParent)
    : StudyWorkspace(host, pageParent)
    , m_summary(new QLabel(pageParent))
{
    m_summary->setObjectName(QStringLiteral("toySummary"));
}

std::vector<std::pair<QString, QWidget *>> ToyWorkspace::tabs() const { return {{QStringLiteral("toy"), m_summary}}; }

QString ToyWorkspace::tabTitle(const QString &tabKey) const { return tabKey == QLatin1String("toy") ? tr("Toy") : QString(); }

QString ToyWorkspace::showPage(const QString &key)
{
    return key == QLatin1String("toy") || key == QLatin1String(kSummaryView) ? QStringLiteral("toy") : QString();
}

void ToyWorkspace::setProject(const models::LoadedProject &project, const analysis::AnalysisPlan &, bool)
{
    emit analysisStarted();
    std::size_t human = 0;
    for (const study::Rating &r : project.study->ratings)
        human += project.study->raters[static_cast<std::size_t>(r.rater)].kind == study::RaterKind::Human;
    const QString text = tr("%1 items, %2 human ratings").arg(project.study->items.size()).arg(human);
    // As a real kind's runner does: the result arrives after the project is shown.
    QTimer::singleShot(0, this, [this, text] {
        m_summary->setText(text);
        m_complete = true;
        emit analysisReady(true);
    });
}

void ToyWorkspace::clear()
{
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
