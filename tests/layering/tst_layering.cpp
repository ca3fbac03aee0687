// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The folder tree is the architecture: engine -> models -> widgets -> app. This test reads every
// source file and fails when a lower layer includes a Qt header or a file of a higher layer, when a run
// or a reader uses an analysis, and when SQL is written outside engine/storage.
#include "tests/common/testutil.h"

#include <QtTest>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "models/roles.h"

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
static const char *const kSqlRule = "(^\\s*#\\s*include\\s*[<\"](engine/storage/database\\.h|sqlite3\\.h))|Database::open|\\bsqlite3_"
                                   "|\\.prepare\\(|\"(SELECT|INSERT|UPDATE|DELETE|CREATE|PRAGMA) ";
// Each table has one owner in engine/storage (Project, RunStore, StStore …): no other engine file prepares or runs
// a statement, holds one, calls SQLite or writes SQL text — it asks a store.
static const char *const kEngineSqlRule = "(^\\s*#\\s*include\\s*[<\"]sqlite3\\.h)|\\bsqlite3_|(\\.|->)(prepare|exec)\\(|\\bStatement\\b"
                                         "|\"(SELECT|INSERT|UPDATE|DELETE|CREATE|PRAGMA|BEGIN|SAVEPOINT|WITH|REPLACE|DROP|ALTER) ";

// A check on the study kind: a comparison with a named kind, or of a kind's name with a literal.
static const char *const kKindCheckRule = "(==|!=)\\s*study::StudyKind::|StudyKind::[A-Za-z]+\\s*(==|!=)"
                                         "|kind\\s*(==|!=)\\s*\"(face|rating|jury|stereotales)\"";
// Where a kind may be named: its own folders (jury/, stereotales/, corpus/) and the registration tables.
static const char *const kKindHomeRule = "/(jury|stereotales|corpus)/|/kindprotocols\\.cpp$|/kindprompting\\.cpp$"
                                        "|/studykinds\\.cpp$|/demos\\.cpp$";
// The checks the registrations do not hold yet, at most.
static constexpr int kKindChecksAllowed = 2;

// A custom role is defined (= Qt::UserRole …) only in models/roles.h.
static const char *const kRoleDefinitionRule = "=\\s*Qt::UserRole\\b";

/// The values the enumerators of `source` (the text of models/roles.h) own: a name ending in "RoleBase"
/// owns `indexed` values from its own, every other name one. Implicit values follow the previous one.
struct RoleSpan {
    std::string name;
    long first = 0;
    long count = 1;
};
static std::vector<RoleSpan> roleSpans(const std::string &source, long indexed)
{
    std::vector<RoleSpan> out;
    const auto open = source.find("enum Role");
    const auto close = source.find("};", open);
    if (open == std::string::npos || close == std::string::npos)
        return out;
    std::istringstream body(source.substr(open, close - open));
    const std::regex enumerator("^\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*(=\\s*Qt::UserRole\\s*(\\+\\s*(0x[0-9A-Fa-f]+|[0-9]+))?)?\\s*,");
    std::string line;
    long next = 0;
    while (std::getline(body, line)) {
        std::smatch m;
        if (!std::regex_search(line, m, enumerator))
            continue;
        long value = next;
        if (m[2].matched)
            value = m[4].matched ? std::stol(m[4].str(), nullptr, 0) : 0;
        const bool base = m[1].str().size() > 8 && m[1].str().compare(m[1].str().size() - 8, 8, "RoleBase") == 0;
        out.push_back({m[1].str(), value, base ? indexed : 1});
        next = value + 1;
    }
    return out;
}
/// "A overlaps B" for every pair of spans that share a value.
static QStringList overlaps(const std::vector<RoleSpan> &spans)
{
    QStringList out;
    for (std::size_t a = 0; a < spans.size(); ++a)
        for (std::size_t b = a + 1; b < spans.size(); ++b)
            if (spans[a].first < spans[b].first + spans[b].count && spans[b].first < spans[a].first + spans[a].count)
                out << QString::fromStdString(spans[a].name + " overlaps " + spans[b].name);
    return out;
}

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
        QVERIFY(std::regex_search(std::string("auto st = project->database().prepare(") + char(34) + "SELECT text FROM st_stories", forbidden));
    }
    void sqlStaysInStorage()
    {
        const std::regex forbidden(kEngineSqlRule);
        QStringList v;
        for (const auto &entry : fs::directory_iterator(fs::path(rl::test::sourceDir()) / "engine"))
            if (entry.is_directory() && entry.path().filename() != "storage")
                v << violations("engine/" + entry.path().filename().string(), forbidden);
        QVERIFY2(v.isEmpty(), qPrintable(v.join('\n')));
        // The rule can fail: each way SQL was written outside engine/storage before the stores.
        QVERIFY(std::regex_search(std::string("    auto st = db.prepare(") + char(34) + "SELECT id FROM conditions WHERE key = ?" + char(34) + ");", forbidden));
        QVERIFY(std::regex_search(std::string("        auto st = m_db->prepare(sql);"), forbidden));
        QVERIFY(std::regex_search(std::string("    RL_TRY(db.exec(") + char(34) + "DELETE FROM st_values" + char(34) + "));", forbidden));
        QVERIFY(std::regex_search(std::string("        ") + char(34) + "INSERT OR IGNORE INTO st_models(id, name) VALUES (?, ?)" + char(34), forbidden));
        QVERIFY(std::regex_search(std::string("    RL_TRY(st->forEachRow([&](storage::Statement &s) {"), forbidden));
        QVERIFY(std::regex_search(std::string("    sqlite3_exec(db, sql, nullptr, nullptr, nullptr);"), forbidden));
        QVERIFY(std::regex_search(std::string("#include <sqlite3.h>"), forbidden));
        QVERIFY(!std::regex_search(std::string("    auto setup = prepare(project, options);"), forbidden));
        QVERIFY(!std::regex_search(std::string("    auto run = detail::prepareRun(project, o.extractor, ro);"), forbidden));
        QVERIFY(!std::regex_search(std::string("    storage::StStore store(project);"), forbidden));
    }
    void kindChecksStayInRegistrations()
    {
        const std::regex check(kKindCheckRule), home(kKindHomeRule);
        QStringList v;
        for (const char *folder : {"engine", "models", "widgets", "app"})
            for (const QString &hit : violations(folder, check))
                if (!std::regex_search(hit.section(QLatin1Char(':'), 0, 0).toStdString(), home))
                    v << hit;
        QVERIFY2(v.size() <= kKindChecksAllowed, qPrintable(QString::number(v.size()) + QStringLiteral(" kind checks outside the registrations:\n") + v.join('\n')));
        qInfo("%d kind checks outside the registrations (at most %d):\n%s", int(v.size()), kKindChecksAllowed, qPrintable(v.join('\n')));
        // The rule can fail, and leaves a kind's own folder and the registrations alone.
        QVERIFY(std::regex_search(std::string("    if (s.protocol.kind == study::StudyKind::Face)"), check));
        QVERIFY(std::regex_search(std::string("    if (study::StudyKind::Jury != k)"), check));
        QVERIFY(std::regex_search(std::string("    if (kind == ") + char(34) + "jury" + char(34) + ")", check));
        QVERIFY(!std::regex_search(std::string("    s.protocol = study::protocolFor(kind, itemKind);"), check));
        QVERIFY(std::regex_search(std::string("/src/engine/inference/jury/juryrun.cpp"), home));
        QVERIFY(!std::regex_search(std::string("/src/engine/inference/prompting.cpp"), home));
    }
    void roleValuesAreUnique()
    {
        // Every custom role lives in models/roles.h ...
        const std::regex definition(kRoleDefinitionRule);
        QStringList elsewhere;
        for (const char *folder : {"models", "widgets", "app"})
            for (const QString &v : violations(folder, definition))
                if (!v.contains(QStringLiteral("models/roles.h:")))
                    elsewhere << v;
        QVERIFY2(elsewhere.isEmpty(), qPrintable(QStringLiteral("a role defined outside models/roles.h:\n") + elsewhere.join('\n')));
        // ... and no two of its roles share a value.
        std::ifstream in(fs::path(rl::test::sourceDir()) / "models/roles.h");
        const std::string source((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const auto spans = roleSpans(source, 0x100);
        QVERIFY2(spans.size() >= 30, qPrintable(QString::number(spans.size()) + QStringLiteral(" roles read from models/roles.h")));
        const QStringList clash = overlaps(spans);
        QVERIFY2(clash.isEmpty(), qPrintable(clash.join('\n')));
        // The reader sees what the compiler sees, and the check can fail.
        const auto thinking = std::find_if(spans.begin(), spans.end(), [](const RoleSpan &r) { return r.name == "ThinkingRole"; });
        QVERIFY(thinking != spans.end());
        QCOMPARE(thinking->first + Qt::UserRole, long(rl::models::ThinkingRole));
        const auto old = roleSpans("enum Role : int {\n A = Qt::UserRole + 0x60,\n B,\n GapRoleBase = Qt::UserRole + 0x500,\n"
                                   " C = Qt::UserRole + 0x60,\n Thinking = Qt::UserRole + 0x510,\n};", 0x100);
        QCOMPARE(overlaps(old).size(), 2); // A with C, GapRoleBase with Thinking
        QVERIFY(std::regex_search(std::string("    enum Role { PathRole = Qt::UserRole + 1, ExistsRole };"), definition));
        QVERIFY(!std::regex_search(std::string("item->data(Qt::UserRole).toString()"), definition));
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
