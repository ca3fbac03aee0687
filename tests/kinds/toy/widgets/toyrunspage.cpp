// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/kinds/toy/widgets/toyrunspage.h"

#include "engine/study/study.h"

#include <QLabel>
#include <QVBoxLayout>

namespace rl::toy {

ToyRunsPage::ToyRunsPage(widgets::RunsPageHost *host, QWidget *parent)
    : RunsPage(host, parent)
    , m_label(new QLabel(this))
{
    m_label->setObjectName(QStringLiteral("toyRuns"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_label);
}

void ToyRunsPage::setProject(const models::LoadedProject &project, bool)
{
    m_label->setText(tr("%1 model conditions").arg(project.study ? project.study->conditions.size() : 0));
}

namespace {

const widgets::RunsPageRegistration registration {{{"toy"}, [](widgets::RunsPageHost *host, QWidget *parent) -> widgets::RunsPage * {
                                                       return new ToyRunsPage(host, parent);
                                                   }}};

} // namespace

} // namespace rl::toy
