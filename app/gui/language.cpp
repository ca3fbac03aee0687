// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/language.h"

#include "widgets/figurestyle.h"

#include <QApplication>
#include <QFont>

#include <QCoreApplication>
#include <QFile>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace rl::app {

namespace {
const QString kLanguageKey = QStringLiteral("ui/language");

std::unique_ptr<QTranslator> &appTranslator()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

std::unique_ptr<QTranslator> &qtTranslator()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}
} // namespace

QString configuredLanguage() { return QSettings().value(kLanguageKey).toString(); }

void setConfiguredLanguage(const QString &language) { QSettings().setValue(kLanguageKey, language); }

QString effectiveLanguage(const QString &configured)
{
    if (!configured.isEmpty())
        return configured.startsWith(QLatin1String("ko")) ? QStringLiteral("ko") : QStringLiteral("en");
    for (const QString &ui : QLocale::system().uiLanguages())
        if (ui.startsWith(QLatin1String("ko")))
            return QStringLiteral("ko");
    return QStringLiteral("en");
}

bool installTranslators(const QString &language)
{
    for (auto *slot : {&appTranslator(), &qtTranslator()}) {
        if (*slot) {
            QCoreApplication::removeTranslator(slot->get());
            slot->reset();
        }
    }
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qtTranslator() = std::move(qt);
    }
    auto app = std::make_unique<QTranslator>();
    if (!app->load(QStringLiteral(":/i18n/raterlab_") + language))
        return false;
    QCoreApplication::installTranslator(app.get());
    appTranslator() = std::move(app);
    return true;
}

QString loadCjkFont()
{
    static const char *const candidates[] = {
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/noto/NotoSansKR-Regular.ttf",
    };
    for (const char *path : candidates) {
        const QString file = QString::fromLatin1(path);
        if (!QFile::exists(file))
            continue;
        const int id = QFontDatabase::addApplicationFont(file);
        if (id < 0)
            continue;
        const QStringList families = QFontDatabase::applicationFontFamilies(id);
        for (const QString &family : families)
            if (family.contains(QLatin1String("KR")))
                return family;
        return families.value(0);
    }
    return {};
}

QStringList installUiFontFallback()
{
    QStringList fallback;
    if (const QString bundled = widgets::bundledHangulFamily(); !bundled.isEmpty())
        fallback << bundled;
    if (const QString system = loadCjkFont(); !system.isEmpty() && !fallback.contains(system))
        fallback << system;
    if (fallback.isEmpty())
        return fallback;
    QFont font = QApplication::font();
    const QString family = font.family();
    QFont::insertSubstitutions(family, fallback);
    font.setFamilies(QStringList {family} + fallback);
    QApplication::setFont(font);
    return fallback;
}

} // namespace rl::app
