// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/welcomepage.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFont>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPalette>
#include <QPushButton>
#include <QVBoxLayout>

namespace rl::widgets {

namespace {

QLabel *heading(QWidget *parent)
{
    auto *label = new QLabel(parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    label->setFont(font);
    return label;
}

QPushButton *pageButton(const QString &name, QWidget *parent)
{
    auto *button = new QPushButton(parent);
    button->setObjectName(name);
    button->setMinimumHeight(34);
    return button;
}

} // namespace

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_subtitle(new QLabel(this))
    , m_demoHeading(heading(this))
    , m_startHeading(heading(this))
    , m_recentHeading(heading(this))
    , m_noRecent(new QLabel(this))
    , m_recentList(new QListWidget(this))
    , m_face(pageButton(QStringLiteral("welcomeFaceDemo"), this))
    , m_jury(pageButton(QStringLiteral("welcomeJuryDemo"), this))
    , m_stereoTales(pageButton(QStringLiteral("welcomeStereoTalesDemo"), this))
    , m_newStudy(pageButton(QStringLiteral("welcomeNewStudy"), this))
    , m_open(pageButton(QStringLiteral("welcomeOpen"), this))
    , m_guide(pageButton(QStringLiteral("welcomeUserGuide"), this))
    , m_remove(new QPushButton(this))
{
    setObjectName(QStringLiteral("welcomePage"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2.0);
    m_title->setFont(titleFont);
    m_subtitle->setWordWrap(true);
    m_recentList->setObjectName(QStringLiteral("welcomeRecentList"));
    m_recentList->setAlternatingRowColors(true);
    m_recentList->setUniformItemSizes(true);
    m_remove->setObjectName(QStringLiteral("welcomeRemoveRecent"));
    m_noRecent->setEnabled(false);

    auto *left = new QVBoxLayout;
    left->addWidget(m_startHeading);
    left->addWidget(m_newStudy);
    left->addWidget(m_open);
    left->addSpacing(16);
    left->addWidget(m_demoHeading);
    left->addWidget(m_face);
    left->addWidget(m_jury);
    left->addWidget(m_stereoTales);
    left->addSpacing(16);
    left->addWidget(m_guide);
    left->addStretch(1);

    auto *removeRow = new QHBoxLayout;
    removeRow->addStretch(1);
    removeRow->addWidget(m_remove);
    auto *right = new QVBoxLayout;
    right->addWidget(m_recentHeading);
    right->addWidget(m_noRecent);
    right->addWidget(m_recentList, 1);
    right->addLayout(removeRow);

    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 2);
    columns->addSpacing(32);
    columns->addLayout(right, 3);

    auto *page = new QVBoxLayout;
    page->addWidget(m_title);
    page->addWidget(m_subtitle);
    page->addSpacing(24);
    page->addLayout(columns, 1);
    // Centred with generous margins: a page to read, not a form stretched across a wide window.
    auto *outer = new QGridLayout(this);
    outer->setContentsMargins(48, 40, 48, 32);
    outer->addLayout(page, 0, 1);
    outer->setColumnStretch(0, 1);
    outer->setColumnStretch(1, 6);
    outer->setColumnStretch(2, 1);

    connect(m_face, &QPushButton::clicked, this, [this] { emit demoRequested(QStringLiteral("face")); });
    connect(m_jury, &QPushButton::clicked, this, [this] { emit demoRequested(QStringLiteral("jury")); });
    connect(m_stereoTales, &QPushButton::clicked, this, [this] { emit demoRequested(QStringLiteral("stereotales")); });
    connect(m_newStudy, &QPushButton::clicked, this, &WelcomePage::newStudyRequested);
    connect(m_open, &QPushButton::clicked, this, &WelcomePage::openRequested);
    connect(m_guide, &QPushButton::clicked, this, &WelcomePage::userGuideRequested);
    connect(m_recentList, &QListWidget::itemActivated, this, &WelcomePage::activate);
    connect(m_recentList, &QListWidget::currentItemChanged, this, &WelcomePage::updateRemoveButton);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (QListWidgetItem *item = m_recentList->currentItem())
            emit recentRemoveRequested(item->data(PathRole).toString());
    });

    retranslate();
    fillRecent();
}

QPushButton *WelcomePage::button(const QString &key) const
{
    if (key == QLatin1String("face"))
        return m_face;
    if (key == QLatin1String("jury"))
        return m_jury;
    if (key == QLatin1String("stereotales"))
        return m_stereoTales;
    if (key == QLatin1String("new"))
        return m_newStudy;
    if (key == QLatin1String("open"))
        return m_open;
    if (key == QLatin1String("guide"))
        return m_guide;
    if (key == QLatin1String("remove"))
        return m_remove;
    return nullptr;
}

void WelcomePage::setRecentProjects(const QStringList &paths)
{
    m_recent = paths;
    fillRecent();
}

void WelcomePage::fillRecent()
{
    const QString current = m_recentList->currentItem() ? m_recentList->currentItem()->data(PathRole).toString()
                                                        : QString();
    m_recentList->clear();
    const QColor grey = palette().color(QPalette::Disabled, QPalette::Text);
    for (const QString &path : m_recent) {
        const QFileInfo info(path);
        const bool exists = info.exists();
        const QString shown = QDir::toNativeSeparators(info.absolutePath());
        auto *item = new QListWidgetItem(exists ? tr("%1 — %2").arg(info.fileName(), shown)
                                                : tr("%1 — %2 (missing)").arg(info.fileName(), shown),
                                         m_recentList);
        item->setData(PathRole, path);
        item->setData(ExistsRole, exists);
        item->setToolTip(exists ? QDir::toNativeSeparators(path)
                                : tr("%1 no longer exists: remove it from the list.").arg(QDir::toNativeSeparators(path)));
        if (!exists)
            item->setForeground(grey);
        if (path == current)
            m_recentList->setCurrentItem(item);
    }
    m_noRecent->setVisible(m_recent.isEmpty()); // above the (empty) list, which keeps the column's height
    updateRemoveButton();
}

void WelcomePage::activate(QListWidgetItem *item)
{
    if (item && item->data(ExistsRole).toBool())
        emit recentRequested(item->data(PathRole).toString());
}

void WelcomePage::updateRemoveButton()
{
    m_remove->setEnabled(m_recentList->currentItem() != nullptr);
    m_remove->setVisible(!m_recent.isEmpty());
}

void WelcomePage::retranslate()
{
    m_title->setText(tr("Welcome to RaterLab"));
    m_subtitle->setText(tr("Test, with evidence, whether an AI model can stand in for human raters: bring your "
                           "own study, or explore one of the synthetic demo studies."));
    m_startHeading->setText(tr("Start"));
    m_newStudy->setText(tr("New study from your files…"));
    m_open->setText(tr("Open a project…"));
    m_demoHeading->setText(tr("Demo studies (synthetic)"));
    m_face->setText(tr("Face emotion study: 1,440 faces, 1,000 raters, 8 model conditions"));
    m_jury->setText(tr("LLM jury: STS-B, KorSTS and KLUE-STS with 13 simulated judges"));
    m_stereoTales->setText(tr("StereoTales: stories by 4 simulated models, with planted associations"));
    m_guide->setText(tr("Read the user guide"));
    m_recentHeading->setText(tr("Recent projects"));
    m_noRecent->setText(tr("No recent projects yet."));
    m_remove->setText(tr("Remove from the list"));
    fillRecent();
}

void WelcomePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rl::widgets
