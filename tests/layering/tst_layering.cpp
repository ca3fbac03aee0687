// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The folder tree is the architecture: engine -> models -> widgets -> app. This test reads every
// source file and fails when a lower layer includes a Qt header or a file of a higher layer.
#include "tests/common/testutil.h"

#include <QtTest>
#include <filesystem>
#include <fstream>
#include <regex>

namespace fs = std::filesystem;

// Patterns kept out of raw string literals (moc's tokenizer does not read them).
static const char *const kEngineRule = "^\\s*#\\s*include\\s*[<\"](Q[A-Za-z]|qt|models/|widgets/|app/)";
static const char *const kModelsRule = "^\\s*#\\s*include\\s*[<\"](widgets/|app/)";
static const char *const kWidgetsRule = "^\\s*#\\s*include\\s*[<\"]app/";
// Inside the engine, a run (inference) and a reader (io, storage, study) never use an analysis: what both
// need (the StereoTales ensemble rule, say) belongs to the study's definition in engine/study.
static const char *const kBelowAnalysisRule = "^\\s*#\\s*include\\s*[<\"]engine/analysis/";
// The Qt layers reach the project file only through engine functions (storage::Project, the run
// history reader, saveConditions): never a raw connection or SQL of their own.
static const char *const kSqlRule = "(^\\s*#\\s*include\\s*[<\"](engine/storage/database\\.h|sqlite3\\.h))|Database::open|\\bsqlite3_";

class TestLayering : public QObject {
    Q_OBJECT
private:
    static QStringList violations(const std::string &folder, const std::regex &forbidden)
    {
        QStringList out;
        const fs::path root = fs::path(rl::test::sourceDir()) / folder;
        for (const auto &entry : fs::recursive_directory_iterator(root)) {
            const auto ext = entry.path().extension().string();
            if (ext != ".h" && ext != ".cpp" && ext != ".hpp")
                continue;
            std::ifstream in(entry.path());
            std::string line;
            int lineNo = 0;
            while (std::getline(in, line)) {
                ++lineNo;
                if (std::regex_search(line, forbidden))
                    out << QString::fromStdString(entry.path().string() + ":" + std::to_string(lineNo) + ": " + line);
            }
        }
        return out;
    }

private slots:
    void engineIsQtFree()
    {
        const std::regex forbidden(kEngineRule);
        const QStringList v = violations("engine", forbidden);
        QVERIFY2(v.isEmpty(), qPrintable(v.join('\n')));
    }
    void modelsDoNotIncludeViews()
    {
        const std::regex forbidden(kModelsRule);
        const QStringList v = violations("models", forbidden);
        QVERIFY2(v.isEmpty(), qPrintable(v.join('\n')));
    }
    void widgetsDoNotIncludeApp()
    {
        const std::regex forbidden(kWidgetsRule);
        const QStringList v = violations("widgets", forbidden);
        QVERIFY2(v.isEmpty(), qPrintable(v.join('\n')));
    }
    void nothingBelowTheAnalysisUsesIt()
    {
        const std::regex forbidden(kBelowAnalysisRule);
        QStringList v;
        for (const char *folder : {"engine/core", "engine/study", "engine/storage", "engine/io", "engine/inference"})
            v << violations(folder, forbidden);
        QVERIFY2(v.isEmpty(), qPrintable(v.join('\n')));
        QVERIFY(std::regex_search(std::string("#include ") + char(34) + "engine/analysis/stereotales/ensemble.h" + char(34), forbidden));
        QVERIFY(!std::regex_search(std::string("#include ") + char(34) + "engine/study/stereotales/ensemble.h" + char(34), forbidden));
    }
    void qtLayersOpenNoDatabase()
    {
        const std::regex forbidden(kSqlRule);
        QStringList v;
        for (const char *folder : {"models", "widgets", "app"})
            v << violations(folder, forbidden);
        QVERIFY2(v.isEmpty(), qPrintable(v.join('\n')));
        QVERIFY(std::regex_search(std::string("#include ") + char(34) + "engine/storage/database.h" + char(34), forbidden));
        QVERIFY(std::regex_search(std::string("auto db = storage::Database::open(path, mode);"), forbidden));
        QVERIFY(!std::regex_search(std::string("#include ") + char(34) + "engine/storage/project.h" + char(34), forbidden));
    }
    void detectorCatchesAViolation()
    {
        // The rule itself must be able to fail.
        const std::regex forbidden(kEngineRule);
        QVERIFY(std::regex_search(std::string("#include <QString>"), forbidden));
        QVERIFY(std::regex_search(std::string("  #include ") + char(34) + "widgets/gridview.h" + char(34), forbidden));
        QVERIFY(!std::regex_search(std::string("#include <Eigen/Dense>"), forbidden));
    }
};

QTEST_APPLESS_MAIN(TestLayering)
#include "tst_layering.moc"
