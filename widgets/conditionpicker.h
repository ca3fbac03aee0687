// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolButton>

#include <vector>

namespace rl::analysis {
struct RatingAnalysis;
}

namespace rl::widgets {

/// A button with a menu of the analysis' model conditions as checkable entries, for the views that
/// compare 1–`maximum` conditions side by side. At least one stays checked; checking one more than
/// the maximum unchecks the oldest choice.
class ConditionPicker : public QToolButton {
    Q_OBJECT
public:
    explicit ConditionPicker(QWidget *parent = nullptr);

    void setMaximum(int maximum) { m_maximum = maximum; }
    /// Lists the analysis' conditions; keeps the chosen ids that still exist, else the first `initial`.
    void setConditions(const analysis::RatingAnalysis &analysis, int initial = 1);
    const std::vector<int> &chosen() const { return m_chosen; }
    void setChosen(std::vector<int> chosen); ///< RatingAnalysis::conditions indices

signals:
    void chosenChanged(const std::vector<int> &chosen);

protected:
    void changeEvent(QEvent *event) override;

private:
    void toggled(int condition, bool on);
    void sync();
    void retranslate();

    std::vector<int> m_chosen;
    std::vector<std::string> m_ids;
    int m_maximum = 8;
};

} // namespace rl::widgets
