// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace rl::models {

/// Translated display names for the canonical names the engine uses (the face study's factors,
/// levels and dimensions) and translated messages for engine error codes. The engine never
/// translates; a name this table does not know is shown as written in the study.
class DisplayNames {
public:
    static QString factor(const std::string &name);
    static QString level(const std::string &factor, const std::string &level);
    static QString dimension(const std::string &name);
    /// A word the engine writes into a table cell — a verdict, a status, a κ band ("almost perfect"),
    /// "all", yes/no — or a level, dimension or factor name above, in the UI language; any other text
    /// as it is. English gives the word back unchanged (the manuscript exports' bodies).
    static QString word(const QString &text);

    /// One sentence for the error's code; Error::detail (English) stays for the details/log.
    static QString errorMessage(const Error &error);
};

} // namespace rl::models
