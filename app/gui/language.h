// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl::app {

/// The UI language: "ko", "en", or empty for the system's. Kept in QSettings ("ui/language").
QString configuredLanguage();
void setConfiguredLanguage(const QString &language);

/// "ko" when the language (or, if empty, the system's UI languages) is Korean, else "en".
QString effectiveLanguage(const QString &configured);

/// Replace the application's translators with those of `language` (RaterLab's embedded
/// :/i18n/raterlab_<language>.qm and Qt's own qtbase_<language>.qm when installed). Installing
/// sends QEvent::LanguageChange to every widget, so a switch needs no restart. Call it before any
/// widget exists at start-up. Returns false when RaterLab's catalogue is missing.
bool installTranslators(const QString &language);

/// Add the Noto CJK font to the application when it is installed, so Hangul renders on systems
/// whose default font has none. Returns the family name, or empty.
QString loadCjkFont();

/// The UI's Hangul fallback: the bundled Hangul subset (always there, so Korean is never drawn as
/// boxes), then an installed Noto Sans CJK (loadCjkFont) for the rest of CJK. Sets them as the
/// application font's fallback families and as substitutions of its family. Call it once after the
/// QApplication exists, before any widget. Returns the fallback families in order.
QStringList installUiFontFallback();

} // namespace rl::app
