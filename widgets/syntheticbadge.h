// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

#include <cstdint>

namespace rl::study {
class Study;
}

namespace rl::widgets {

/// The "synthetic demo" label (docs/user-guide.md §2: wherever the demo study appears). Visible only while
/// the shown study is synthetic.
class SyntheticBadge : public QLabel {
    Q_OBJECT
public:
    explicit SyntheticBadge(QWidget *parent = nullptr);

    void setStudy(const study::Study *study); ///< nullptr hides the badge

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    bool m_synthetic = false;
    std::uint64_t m_seed = 0;
};

} // namespace rl::widgets
