// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/language.h"
#include "app/gui/mainwindow.h"
#include "app/gui/screenshot.h"
#include "raterlab_version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFont>
#include <cstdio>
#include <cstring>

int main(int argc, char *argv[])
{
    // --version needs no display: answered before the QApplication (and its platform plugin) exists.
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("raterlab %s\n", RL_VERSION_STRING);
            return 0;
        }
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RaterLab"));
    QApplication::setApplicationName(QStringLiteral("RaterLab"));
    QApplication::setApplicationVersion(QStringLiteral(RL_VERSION_STRING));

    // Peek at --language before the parser exists: the translator must be installed before any
    // widget (and before the parser's own translated help texts).
    QString language = rl::app::configuredLanguage();
    const QStringList args = QCoreApplication::arguments();
    if (const auto i = args.indexOf(QStringLiteral("--language")); i >= 0 && i + 1 < args.size())
        language = args.at(i + 1);
    const QString effective = rl::app::effectiveLanguage(language);
    rl::app::installTranslators(effective);
    rl::app::installUiFontFallback(); // the bundled Hangul font: Korean never draws as boxes

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "RaterLab: can an AI model stand in for human raters?"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the main window to a PNG file once the grid is loaded, then quit."),
        QCoreApplication::translate("main", "file"));
    const QCommandLineOption languageOption(QStringLiteral("language"),
                                            QCoreApplication::translate("main", "User interface language (ko or en)."),
                                            QCoreApplication::translate("main", "language"));
    const QCommandLineOption viewOption(
        QStringLiteral("view"),
        QCoreApplication::translate("main", "With --screenshot: the view to show (stimuli, conditions, runs, agreement, blandaltman, confusion, verdicts, demographics, comparison, plan, or a jury page: jury-corpus, jury-judges, jury-subsets, jury-conditions, jury-strata, jury-rounds, or a StereoTales page: st-grid, st-associations, st-spread, st-harm; welcome and wizard need no project)."),
        QCoreApplication::translate("main", "view"), QStringLiteral("stimuli"));
    parser.addOption(screenshot);
    parser.addOption(viewOption);
    parser.addOption(languageOption);
    parser.addPositionalArgument(
        QStringLiteral("project"),
        QCoreApplication::translate("main", "A RaterLab project file; without one the welcome page shows (with --screenshot, the demo project opens)."),
        QStringLiteral("[PROJECT]"));
    parser.process(app);

    rl::app::MainWindow window;
    window.resize(1280, 800);
    if (parser.isSet(screenshot)) {
        rl::app::takeScreenshotWhenReady(&window, parser.value(screenshot),
                                         [](int code) {
                                             // Queued: a failure may be reported before exec() runs.
                                             QMetaObject::invokeMethod(
                                                 qApp, [code] { QCoreApplication::exit(code); }, Qt::QueuedConnection);
                                         },
                                         60000, parser.value(viewOption));
    }
    window.show();
    const QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty())
        window.openProject(positional.first());
    else if (parser.isSet(screenshot) && parser.value(viewOption) != QLatin1String("welcome")
             && parser.value(viewOption) != QLatin1String("wizard"))
        window.openDefaultDemo(); // a screenshot of a view needs a study
    // else: the welcome page (demos, New study…, Open…, recent projects, user guide)
    return QApplication::exec();
}
