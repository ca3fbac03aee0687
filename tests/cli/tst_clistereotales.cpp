// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// raterlab-cli's StereoTales verbs as a user scripts them (docs/user-guide.md §12): `stereotales import-grid` and
// `export-grid`, `import stories|extractions|harm`, `info` of a StereoTales study, `demo --study stereotales`.
#include "tests/common/clirun.h"
#include "tests/common/testutil.h"
#include "tests/inference/loopbackserver.h"

#include <QProcess>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

class TestCliStereoTales : public QObject {
    Q_OBJECT
    QString m_dir;

    using Run = rl::test::CliRun;
    static Run cli(const QStringList &args) { return rl::test::runCli(args); }
    static QString seeds() { return QString::fromStdString(rl::test::testDataDir() + "/stereotales/seeds_small"); }
    void write(const QString &name, const std::string &text)
    {
        std::ofstream out((m_dir + "/" + name).toStdString(), std::ios::binary);
        out << text;
    }
    static nlohmann::json info(const QString &project)
    {
        const Run r = cli({"info", project});
        if (r.code != 0)
            qFatal("info: %s", qPrintable(r.err));
        return nlohmann::json::parse(r.out.toStdString());
    }

private slots:
    void initTestCase() { m_dir = QString::fromStdString(rl::test::tempDir()); }

    void helpOfTheVerbs()
    {
        for (const QStringList &args : {QStringList {"stereotales", "--help"}, QStringList {"stereotales", "import-grid", "--help"},
                                        QStringList {"stereotales", "export-grid", "--help"}}) {
            const Run r = cli(args);
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.startsWith(QStringLiteral("usage: raterlab-cli stereotales")), qPrintable(r.out));
        }
        const Run r = cli({"stereotales", "frobnicate"});
        QVERIFY(r.code != 0);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY(cli({"--help"}).out.contains("stereotales import-grid PROJECT SEEDS_DIR"));
    }

    void importGridInfoAndExport()
    {
        const QString project = m_dir + "/grid.raterlab";
        Run r = cli({"stereotales", "import-grid", project, seeds()});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("3 attributes (9 values, 8 promptable), 5 scenarios in 2 groups, 3 languages (en, fr, ko): "
                                "40 prompts per language, 120 in all"),
                 qPrintable(r.out));
        auto j = info(project);
        QCOMPARE(j["study_kind"].get<std::string>(), std::string("stereotales"));
        QCOMPARE(j["items"].get<int>(), 120);
        QCOMPARE(j["stereotales"]["prompts_per_language"]["ko"].get<int>(), 40);
        QCOMPARE(j["stereotales"]["prompts_total"].get<int>(), 120);
        QCOMPARE(j["stereotales"]["stories"].get<int>(), 0);
        // Export, import the export into another project: the same grid.
        const QString out = m_dir + "/exported";
        r = cli({"stereotales", "export-grid", project, out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString again = m_dir + "/again.raterlab";
        r = cli({"stereotales", "import-grid", again, out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(info(again)["stereotales"]["prompts_total"].get<int>(), 120);
        // A second grid, or a bad folder, is refused; a new project is not created by a failed import.
        r = cli({"stereotales", "import-grid", project, seeds()});
        QVERIFY(r.code != 0);
        QVERIFY(r.err.contains("already has a prompt grid"));
        const QString none = m_dir + "/none.raterlab";
        r = cli({"stereotales", "import-grid", none, m_dir + "/no-such-folder"});
        QVERIFY(r.code != 0);
        QVERIFY(!std::filesystem::exists(none.toStdString()));
        r = cli({"stereotales", "export-grid", m_dir + "/none2.raterlab", out});
        QVERIFY(r.code != 0);
    }

    void importStoriesExtractionsHarm()
    {
        const QString project = m_dir + "/stories.raterlab";
        QVERIFY(cli({"stereotales", "import-grid", project, seeds()}).code == 0);
        write("stories.csv", "story_id,model,language,prompted_attribute,prompted_value,refused\n"
                             "a1,m1,en,age,older (65+),0\na2,m1,fr,commute,car,1\n");
        write("extractions.csv", "story_id,extractor,attribute,value\na1,x1,commute,car\na1,x2,commute,unknown\n");
        Run r = cli({"import", "stories", project, m_dir + "/stories.csv"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith("imported 2 story row(s) from stories.csv: 2 stories added (1 refused)"), qPrintable(r.out));
        r = cli({"import", "extractions", project, m_dir + "/extractions.csv"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("2 story x extractor answers added (1 unknown)") && r.out.contains("  commute: car 1"), qPrintable(r.out));
        write("bad.csv", "story_id,extractor,attribute,value\na2,x1,commute,car\na2,x1,age,ancient\n");
        const auto before = rl::test::readText(project.toStdString());
        r = cli({"import", "extractions", project, m_dir + "/bad.csv"});
        QVERIFY(r.code != 0);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains("bad.csv:3:4: value 'ancient' is outside the closed set of 'age'"), qPrintable(r.err));
        QVERIFY(rl::test::readText(project.toStdString()) == before);
        write("harm.csv", "rater_id,rater_kind,base_attribute,base_value,attribute,value,harm,realism\n"
                          "p1,human,age,older (65+),commute,car,4,yes\nm,model,age,older (65+),commute,car,2,no\n");
        r = cli({"import", "harm", project, m_dir + "/harm.csv"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("1 associations added, 1 human raters added, 1 model conditions added, 4 ratings added"), qPrintable(r.out));
        auto j = info(project);
        QCOMPARE(j["stereotales"]["stories"].get<int>(), 2);
        QCOMPARE(j["stereotales"]["refusals"].get<int>(), 1);
        QCOMPARE(j["stereotales"]["extractions"].get<int>(), 2);
        QCOMPARE(j["stereotales"]["extractors"].get<int>(), 2);
        QCOMPARE(j["stereotales"]["associations"].get<int>(), 1);
        // The options of other imports are refused here.
        QVERIFY(cli({"import", "stories", project, m_dir + "/stories.csv", "--corpus", "x"}).code != 0);
    }

    void withoutGridTheValuesAreListed()
    {
        const QString project = m_dir + "/nogrid.raterlab";
        write("s.csv", "story_id,model,language,prompted_attribute,prompted_value\nb1,m,en,religion,christian\nb2,m,en,religion,muslim\n");
        const Run r = cli({"import", "stories", project, m_dir + "/s.csv"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("1 attributes and 2 values added") && r.out.contains("  religion: christian 1, muslim 1"), qPrintable(r.out));
    }

    void modelRunsEndToEnd()
    {
        const std::string key = "sk-cli-stereotales-key-0123456789";
        rl::test::FakeModel model;
        model.requiredKey = key;
        model.answerFor = [](const std::string &m, const std::string &lastUser) -> std::optional<std::string> {
            if (m.rfind("model-e", 0) != 0)
                return std::nullopt;
            if (lastUser.find("Story:") == std::string::npos)
                return std::string("not an extraction prompt");
            // e1 and e2 agree on the commute; e2 answers the age with a value outside its set (read as unknown).
            return std::string(m == "model-e1" ? "{\"refused\": \"no\", \"attributes\": {\"age\": \"older (65+)\", \"commute\": \"bus\"}}"
                                               : "{\"refused\": \"no\", \"attributes\": {\"age\": \"teenager\", \"commute\": \"bus\"}}");
        };
        rl::test::LoopbackServer server([&](const rl::test::HttpServerRequest &r) { return model.handle(r); });
        const QString project = m_dir + "/runs.raterlab";
        QCOMPARE(cli({"stereotales", "import-grid", project, seeds()}).code, 0);
        write("runs-conditions.json", R"([{"id": "gen", "provider": "openai-compatible", "model": "model-gen", "api_key_env": "RL_ST_CLI_KEY", "strategy": "free-text"},
 {"id": "e1", "provider": "openai-compatible", "model": "model-e1", "api_key_env": "RL_ST_CLI_KEY"},
 {"id": "e2", "provider": "openai-compatible", "model": "model-e2", "api_key_env": "RL_ST_CLI_KEY"},
 {"id": "rater", "provider": "openai-compatible", "model": "model-rater", "api_key_env": "RL_ST_CLI_KEY", "strategy": "json-schema"}])");
        const Run imported = cli({"import", "conditions", project, m_dir + "/runs-conditions.json"});
        QVERIFY2(imported.code == 0, qPrintable(imported.err));
        const QString base = QString::fromStdString(server.baseUrl() + "/v1");
        qputenv("RL_ST_CLI_KEY", QByteArray::fromStdString(key));

        Run gen = cli({"stereotales", "generate", project, "--condition", "gen", "--language", "en", "--language", "fr", "--limit", "10",
                       "--base-url", base});
        QVERIFY2(gen.code == 0, qPrintable(gen.err));
        QVERIFY2(gen.err.contains("10 stories written"), qPrintable(gen.err));
        gen = cli({"stereotales", "generate", project, "--condition", "gen", "--language", "en,fr", "--limit", "10", "--base-url", base});
        QVERIFY2(gen.code == 0 && gen.err.contains("0 stories written") && gen.err.contains("10 reused"), qPrintable(gen.err));
        QCOMPARE(model.total(), std::int64_t(10));

        const Run ext = cli({"stereotales", "extract", project, "--extractor", "e1", "--extractor", "e2", "--base-url", base});
        QVERIFY2(ext.code == 0, qPrintable(ext.err));
        QVERIFY2(ext.err.contains("10 outside their closed set"), qPrintable(ext.err));
        nlohmann::json j = info(project);
        QCOMPARE(j["stereotales"]["stories"].get<int>(), 10);
        QCOMPARE(j["stereotales"]["extractions"].get<int>(), 20);
        QCOMPARE(j["stereotales"]["extractors"].get<int>(), 2);

        write("runs-associations.csv", "base_attribute,base_value,attribute,value\nage,older (65+),commute,bus\ncommute,bus,age,older (65+)\n");
        const Run harm = cli({"stereotales", "rate-harm", project, "--condition", "rater", "--seed", "5", "--associations",
                              m_dir + "/runs-associations.csv", "--base-url", base});
        QVERIFY2(harm.code == 0, qPrintable(harm.err));
        QVERIFY2(harm.err.contains("2 associations added") && harm.err.contains("question order: seed 5"), qPrintable(harm.err));
        const Run aligned = cli({"stereotales", "harm", project, "--out", m_dir + "/runs-harm"});
        QVERIFY2(aligned.code == 0, qPrintable(aligned.err));
        std::ifstream in((m_dir + "/runs-harm/st_harm.csv").toStdString());
        std::string header, line;
        std::getline(in, header);
        int rows = 0;
        while (std::getline(in, line))
            rows += line.empty() ? 0 : 1;
        QCOMPARE(rows, 2);

        // Usage errors: exit 2, one line.
        for (const QStringList &args : {QStringList {"stereotales", "generate", project},
                                        QStringList {"stereotales", "extract", project, "--limit", "3"},
                                        QStringList {"stereotales", "rate-harm", project, "--condition", "rater", "--seed", "-1"},
                                        QStringList {"stereotales", "generate", project, "--condition", "gen", "--batch-size", "5"}}) {
            const Run r = cli(args);
            QVERIFY2(r.code == 2, qPrintable(args.join(' ') + ": " + r.err));
        }
        // Errors before anything is sent: exit 1 with the reason.
        const Run lang = cli({"stereotales", "generate", project, "--condition", "gen", "--language", "de", "--base-url", base});
        QVERIFY(lang.code == 1 && lang.err.contains("no language 'de'"));
        const Run batch = cli({"stereotales", "extract", project, "--extractor", "e1", "--batch", "--base-url", base});
        QVERIFY2(batch.code == 1 && batch.err.contains("openai-compatible"), qPrintable(batch.err));
        qunsetenv("RL_ST_CLI_KEY");
        for (const QString &h : {QStringLiteral("generate"), QStringLiteral("extract"), QStringLiteral("rate-harm")}) {
            const Run r = cli({"stereotales", h, "--help"});
            QVERIFY(r.code == 0 && r.out.startsWith("usage: raterlab-cli stereotales " + h));
        }
        // The key is nowhere in the project.
        QVERIFY(!rl::test::projectFilesContain(project.toStdString(), key));
    }

    void demoStereoTales()
    {
        const QString project = m_dir + "/demo-st.raterlab";
        const Run r = cli({"demo", project, "--study", "stereotales", "--seed", "5"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.startsWith("synthetic stereotales demo study (seed 5)"));
        auto j = info(project);
        QVERIFY(j["synthetic_demo"].get<bool>());
        QCOMPARE(j["stereotales"]["prompts_total"].get<int>(), 156);
        QVERIFY(j["stereotales"]["stories"].get<int>() > 3000);
        QCOMPARE(j["stereotales"]["models"].get<int>(), 4);
    }

    /// `info` on the published grid (shared/data/stereotales beside the checkout, skipped when absent:
    /// those files may not be redistributed).
    void publishedGridInfo()
    {
        const QString dir = QString::fromStdString(rl::test::sourceDir() + "/../shared/data/stereotales/stereotales_seeds");
        if (!std::filesystem::is_directory(dir.toStdString()))
            QSKIP("the published StereoTales seeds (shared/data/stereotales beside the checkout) are absent; "
                  "they may not be redistributed, so this test runs only where they are");
        const QString project = m_dir + "/published.raterlab";
        const Run r = cli({"stereotales", "import-grid", project, dir});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("19 attributes") && r.out.contains("79 promptable") && r.out.contains("36 scenarios in 9 groups")
                     && r.out.contains("2844 prompts per language, 28440 in all"),
                 qPrintable(r.out));
        auto j = info(project);
        QCOMPARE(j["stereotales"]["prompts_total"].get<int>(), 28440); // docs/methods.md §9
        QCOMPARE(j["stereotales"]["prompts_per_language"].size(), std::size_t(10));
        QCOMPARE(j["stereotales"]["prompts_per_language"]["du"].get<int>(), 2844);
    }
};

QTEST_GUILESS_MAIN(TestCliStereoTales)
#include "tst_clistereotales.moc"
