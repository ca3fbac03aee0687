// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/newcolumnspanel.h"

#include "engine/core/closestname.h"
#include "engine/study/protocol.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rl::widgets {

NewColumnsPanel::NewColumnsPanel(QWidget *parent)
    : QWidget(parent)
    , m_rows(new QVBoxLayout(this))
{
    setObjectName(QStringLiteral("newColumnsPanel"));
    m_rows->setContentsMargins(0, 0, 0, 0);
    hide();
}

QList<NewColumnsPanel::Finding> NewColumnsPanel::findings(const std::vector<study::Dimension> &study,
    study::StudyKind kind, const std::vector<std::string> &header, const std::vector<std::vector<std::string>> &rows,
    bool predictions)
{
    QList<Finding> out;
    if (study.empty())
        return out; // the header declares its columns (as `import ratings` does)
    std::vector<std::string> known;
    for (const auto &d : study)
        known.push_back(d.name);
    // a protocol's own dimensions (the face study's) come by themselves
    for (const auto &d : study::protocolFor(kind, study::ItemKind::Image).builtinDimensions())
        if (std::find(known.begin(), known.end(), d.name) == known.end())
            known.push_back(d.name);
    std::vector<std::string> seen;
    auto add = [&](const std::string &name, bool column) {
        if (name.empty() || std::find(known.begin(), known.end(), name) != known.end()
            || std::find(seen.begin(), seen.end(), name) != seen.end())
            return;
        seen.push_back(name);
        out << Finding { QString::fromStdString(name), QString::fromStdString(rl::closestName(name, known)), column };
    };
    const auto at = [&](const char *name) {
        const auto it = std::find(header.begin(), header.end(), name);
        return it == header.end() ? -1 : int(it - header.begin());
    };
    if (predictions) { // every column but the ids and texts names a dimension (as applyPredictions reads it)
        for (const auto &h : header)
            if (h != "condition" && h != "stimulus_id" && h != "thinking" && h != "raw_response" && h != "round")
                add(h, true);
        return out;
    }
    const int dimension = at("dimension");
    if (dimension >= 0 && at("value") >= 0) { // long: the names in the dimension column
        for (const auto &fields : rows) {
            if (std::size_t(dimension) >= fields.size())
                continue;
            std::string name = fields[std::size_t(dimension)];
            name.erase(0, name.find_first_not_of(" \t"));
            name.erase(name.find_last_not_of(" \t") + 1);
            add(name, false);
        }
        return out;
    }
    for (const auto &h : header)
        if (h != "rater_id" && h != "stimulus_id" && h != "rt_ms")
            add(h, true);
    return out;
}

void NewColumnsPanel::setFindings(const QList<Finding> &findings)
{
    if (findings.size() == m_findings.size()
        && std::equal(findings.begin(), findings.end(), m_findings.begin(), [](const Finding &a, const Finding &b) {
               return a.name == b.name && a.closest == b.closest && a.column == b.column;
           }))
        return;
    m_findings = findings;
    rebuild();
    emit settledChanged();
}

bool NewColumnsPanel::isSettled() const
{
    return std::all_of(
        m_findings.begin(), m_findings.end(), [&](const Finding &f) { return m_declared.contains(f.name); });
}

void NewColumnsPanel::setDeclared(const QString &name, bool declared)
{
    if (declared == m_declared.contains(name))
        return;
    if (declared)
        m_declared.insert(name);
    else
        m_declared.remove(name);
    for (auto *check : findChildren<QCheckBox *>())
        if (check->property("finding").toString() == name) {
            const QSignalBlocker block(check);
            check->setChecked(declared);
        }
    emit settledChanged();
}

void NewColumnsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

void NewColumnsPanel::rebuild()
{
    while (QLayoutItem *item = m_rows->takeAt(0)) {
        if (QWidget *w = item->widget()) { // a button of it may be the one being clicked: deleted later
            w->hide();
            w->setParent(nullptr);
            w->deleteLater();
        }
        delete item;
    }
    for (const Finding &f : m_findings) {
        auto *row = new QWidget(this);
        row->setObjectName(QStringLiteral("newColumn_") + f.name);
        auto *text = new QLabel(row);
        text->setObjectName(QStringLiteral("findingText"));
        text->setWordWrap(true);
        text->setStyleSheet(QStringLiteral("color: #8a4b00;"));
        const QString what = f.column ? tr("The column '%1' is none of the study's dimensions.").arg(f.name)
                                      : tr("The file rates '%1', none of the study's dimensions.").arg(f.name);
        text->setText(f.closest.isEmpty() ? what : what + QLatin1Char(' ') + tr("The closest is '%1'.").arg(f.closest));
        auto *buttons = new QHBoxLayout;
        buttons->setContentsMargins(0, 0, 0, 0);
        if (f.column && !f.closest.isEmpty()) {
            auto *rename = new QPushButton(tr("Read it as '%1'").arg(f.closest), row);
            rename->setObjectName(QStringLiteral("renameButton"));
            connect(rename, &QPushButton::clicked, this, [this, f] { emit renameRequested(f.name, f.closest); });
            buttons->addWidget(rename);
        }
        if (f.column) {
            auto *skip = new QPushButton(tr("Skip the column"), row);
            skip->setObjectName(QStringLiteral("skipButton"));
            connect(skip, &QPushButton::clicked, this, [this, f] { emit skipRequested(f.name); });
            buttons->addWidget(skip);
        }
        auto *declare = new QCheckBox(tr("Declare '%1' as a new dimension").arg(f.name), row);
        declare->setObjectName(QStringLiteral("declareCheck"));
        declare->setProperty("finding", f.name);
        declare->setChecked(m_declared.contains(f.name));
        connect(declare, &QCheckBox::toggled, this, [this, name = f.name](bool on) { setDeclared(name, on); });
        buttons->addWidget(declare);
        buttons->addStretch(1);
        auto *layout = new QVBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(text);
        layout->addLayout(buttons);
        m_rows->addWidget(row);
    }
    setVisible(!m_findings.isEmpty());
}

} // namespace rl::widgets
