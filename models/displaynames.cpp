// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/displaynames.h"

#include <array>
#include <cctype>
#include <utility>

namespace rl::models {

namespace {

using Entry = std::pair<const char *, const char *>; // canonical name (lower case) -> source text

// Marked with QT_TRANSLATE_NOOP so lupdate extracts them; translated at lookup time.
constexpr std::array kFactors {
    Entry {"race", QT_TRANSLATE_NOOP("DisplayNames", "Race")},
    Entry {"gender", QT_TRANSLATE_NOOP("DisplayNames", "Gender")},
    Entry {"emotion", QT_TRANSLATE_NOOP("DisplayNames", "Emotion")},
    Entry {"identity", QT_TRANSLATE_NOOP("DisplayNames", "Identity")},
};

constexpr std::array kLevels {
    Entry {"happy", QT_TRANSLATE_NOOP("DisplayNames", "Happy")},
    Entry {"sad", QT_TRANSLATE_NOOP("DisplayNames", "Sad")},
    Entry {"angry", QT_TRANSLATE_NOOP("DisplayNames", "Angry")},
    Entry {"fearful", QT_TRANSLATE_NOOP("DisplayNames", "Fearful")},
    Entry {"disgusted", QT_TRANSLATE_NOOP("DisplayNames", "Disgusted")},
    Entry {"neutral", QT_TRANSLATE_NOOP("DisplayNames", "Neutral")},
    Entry {"black", QT_TRANSLATE_NOOP("DisplayNames", "Black")},
    Entry {"white", QT_TRANSLATE_NOOP("DisplayNames", "White")},
    Entry {"korean", QT_TRANSLATE_NOOP("DisplayNames", "Korean")},
    Entry {"female", QT_TRANSLATE_NOOP("DisplayNames", "Female")},
    Entry {"male", QT_TRANSLATE_NOOP("DisplayNames", "Male")},
};

constexpr std::array kDimensions {
    Entry {"valence", QT_TRANSLATE_NOOP("DisplayNames", "Valence")},
    Entry {"arousal", QT_TRANSLATE_NOOP("DisplayNames", "Arousal")},
    Entry {"naturalness", QT_TRANSLATE_NOOP("DisplayNames", "Naturalness")},
};

// The words the engine writes into table cells (verdicts, statuses, κ bands, "all", yes/no): the source
// text is the machine word itself, so an English export is unchanged and another language translates it.
constexpr std::array kWords {
    QT_TRANSLATE_NOOP("ExportWords", "all"), QT_TRANSLATE_NOOP("ExportWords", "yes"), QT_TRANSLATE_NOOP("ExportWords", "no"),
    QT_TRANSLATE_NOOP("ExportWords", "invalid"), QT_TRANSLATE_NOOP("ExportWords", "macro"),
    QT_TRANSLATE_NOOP("ExportWords", "replaceable"), QT_TRANSLATE_NOOP("ExportWords", "partial"),
    QT_TRANSLATE_NOOP("ExportWords", "needs_calibration"), QT_TRANSLATE_NOOP("ExportWords", "not_replaceable"),
    QT_TRANSLATE_NOOP("ExportWords", "no_data"), QT_TRANSLATE_NOOP("ExportWords", "ok"),
    QT_TRANSLATE_NOOP("ExportWords", "no_predictions"), QT_TRANSLATE_NOOP("ExportWords", "no_human_data"),
    QT_TRANSLATE_NOOP("ExportWords", "too_few_pairs"), QT_TRANSLATE_NOOP("ExportWords", "no_items"),
    QT_TRANSLATE_NOOP("ExportWords", "no_group_factor"), QT_TRANSLATE_NOOP("ExportWords", "not_run"),
    QT_TRANSLATE_NOOP("ExportWords", "missing_factors"), QT_TRANSLATE_NOOP("ExportWords", "too_few_items"),
    QT_TRANSLATE_NOOP("ExportWords", "no_usable_raters"), QT_TRANSLATE_NOOP("ExportWords", "unequal_raters"),
    QT_TRANSLATE_NOOP("ExportWords", "too_few_raters"), QT_TRANSLATE_NOOP("ExportWords", "single_label"),
    QT_TRANSLATE_NOOP("ExportWords", "converged"), QT_TRANSLATE_NOOP("ExportWords", "maximum evaluations"),
    QT_TRANSLATE_NOOP("ExportWords", "numerical issue"), QT_TRANSLATE_NOOP("ExportWords", "cancelled"),
    QT_TRANSLATE_NOOP("ExportWords", "nominal"), QT_TRANSLATE_NOOP("ExportWords", "ordinal"),
    QT_TRANSLATE_NOOP("ExportWords", "interval"), QT_TRANSLATE_NOOP("ExportWords", "ratio"),
    QT_TRANSLATE_NOOP("ExportWords", "poor"), QT_TRANSLATE_NOOP("ExportWords", "slight"),
    QT_TRANSLATE_NOOP("ExportWords", "fair"), QT_TRANSLATE_NOOP("ExportWords", "moderate"),
    QT_TRANSLATE_NOOP("ExportWords", "substantial"), QT_TRANSLATE_NOOP("ExportWords", "almost perfect"),
    QT_TRANSLATE_NOOP("ExportWords", "undefined"),
};

std::string lower(const std::string &s)
{
    std::string out = s;
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

/// The translation of a DisplayNames source text, or `fallback` when the language has none (English).
QString translatedOr(const char *source, const QString &fallback)
{
    const QString translated = QCoreApplication::translate("DisplayNames", source);
    return translated == QLatin1String(source) ? fallback : translated;
}

/// The source text of a canonical name (lower case), or nullptr.
template <std::size_t N>
const char *sourceOf(const std::array<Entry, N> &table, const std::string &key)
{
    for (const auto &[canonical, source] : table)
        if (key == canonical)
            return source;
    return nullptr;
}

template <std::size_t N>
QString lookup(const std::array<Entry, N> &table, const std::string &name)
{
    const char *source = sourceOf(table, lower(name));
    return source ? QCoreApplication::translate("DisplayNames", source) : QString::fromStdString(name);
}

} // namespace

QString DisplayNames::factor(const std::string &name) { return lookup(kFactors, name); }

QString DisplayNames::level(const std::string &factor, const std::string &level)
{
    if (lower(factor) == "identity")
        return QString::fromStdString(level);
    return lookup(kLevels, level);
}

QString DisplayNames::dimension(const std::string &name) { return lookup(kDimensions, name); }

QString DisplayNames::word(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    for (const char *w : kWords)
        if (utf8 == w)
            return QCoreApplication::translate("ExportWords", w);
    // A level, dimension or factor the table above knows: its translation, but only where there is one
    // (an English export keeps the study's own spelling).
    const std::string key = lower(utf8.toStdString());
    if (const char *source = sourceOf(kLevels, key))
        return translatedOr(source, text);
    if (const char *source = sourceOf(kDimensions, key))
        return translatedOr(source, text);
    if (const char *source = sourceOf(kFactors, key))
        return translatedOr(source, text);
    return text;
}

QString DisplayNames::errorMessage(const Error &error)
{
    switch (error.code) {
    case ErrorCode::Io:
        return QCoreApplication::translate("DisplayNames", "A file could not be read or written.");
    case ErrorCode::Sql:
        return QCoreApplication::translate("DisplayNames", "The project database reported an error.");
    case ErrorCode::Schema:
        return QCoreApplication::translate("DisplayNames",
                                           "The project file was written by a newer RaterLab or is damaged.");
    case ErrorCode::Parse:
        return QCoreApplication::translate("DisplayNames", "The input is malformed.");
    case ErrorCode::Validation:
        return QCoreApplication::translate("DisplayNames", "The input breaks a rule of the study design.");
    case ErrorCode::NotFound:
        return QCoreApplication::translate("DisplayNames", "Something the project refers to does not exist.");
    case ErrorCode::Http:
        return QCoreApplication::translate("DisplayNames", "A network request failed.");
    case ErrorCode::Auth:
        return QCoreApplication::translate("DisplayNames", "The server refused the credentials.");
    case ErrorCode::Cancelled:
        return QCoreApplication::translate("DisplayNames", "The operation was cancelled.");
    case ErrorCode::Unsupported:
        return QCoreApplication::translate("DisplayNames", "This operation is not supported by this build.");
    case ErrorCode::Busy:
        return QCoreApplication::translate("DisplayNames", "The project is being changed by another process.");
    case ErrorCode::Untrusted:
        return QCoreApplication::translate("DisplayNames",
                                           "The project comes from elsewhere and names endpoints you have not trusted.");
    }
    return QCoreApplication::translate("DisplayNames", "An unknown error occurred.");
}

} // namespace rl::models
