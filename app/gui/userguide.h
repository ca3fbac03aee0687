// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;
class QDialog;

namespace rl::app {

/// Help → User guide: docs/user-guide.md (embedded, resources/docs.qrc) in a window of its own,
/// with its links to docs/methods.md and docs/file-formats.md and its screenshots; one window, raised when
/// asked again. Returns it (for tests).
QDialog *showUserGuide(QWidget *parent);

} // namespace rl::app
