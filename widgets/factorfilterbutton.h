// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringList>
#include <QToolButton>

class QAction;
class QMenu;

namespace rl::widgets {

/// A multi-select of one factor's levels: a tool button whose menu holds one checkable action per
/// level (the menu stays open while levels are toggled) and an "All levels" reset. Every level
/// checked means "not filtered".
class FactorFilterButton : public QToolButton {
    Q_OBJECT
public:
    FactorFilterButton(int factor, QString factorName, QStringList levelNames, QWidget *parent = nullptr);

    int factor() const { return m_factor; }
    QList<int> checkedLevels() const;
    bool allChecked() const;
    void setCheckedLevels(const QList<int> &levels); ///< does not emit
    QAction *levelAction(int level) const;           ///< for tests and keyboard shortcuts

signals:
    /// `all` = every level checked (the caller clears the factor's filter).
    void levelsChanged(int factor, const QList<int> &levels, bool all);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void emitChange();

    int m_factor;
    QString m_factorName;
    QMenu *m_menu = nullptr;
    QAction *m_allAction = nullptr;
    QList<QAction *> m_levelActions;
};

} // namespace rl::widgets
