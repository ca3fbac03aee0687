// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The StereoTales prompt grid and the published seed layout (docs/file-formats.md "StereoTales prompt grid"): our own
// fixture (tests/data/stereotales/seeds_small, README there), its prompts, a round trip through the writer, every
// misalignment the reader refuses with file:line:column, and the published grid's counts (shared/data/stereotales
// beside the checkout; the test skips, saying so, when it is absent).
#include "engine/core/utf8.h"
#include "engine/io/stereotales/seeds.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "tests/common/readerfuzz.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

using namespace rl;
using namespace rl::study::stereotales;
namespace fs = std::filesystem;

namespace {

std::string fixture() { return test::testDataDir() + "/stereotales/seeds_small"; }

std::string readAll(const fs::path &p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream o;
    o << in.rdbuf();
    return o.str();
}

void writeAll(const fs::path &p, const std::string &text)
{
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << text;
}

/// A copy of the fixture with `from` replaced by `to` in `file` (an empty `to` with from "DELETE" removes the file).
std::string mutated(const std::string &file, const std::string &from, const std::string &to)
{
    const fs::path dir = fs::path(test::tempDir()) / "seeds";
    fs::remove_all(dir);
    fs::copy(fixture(), dir, fs::copy_options::recursive);
    const fs::path p = dir / file;
    if (from == "DELETE") {
        fs::remove(p);
    } else if (from == "CREATE") {
        writeAll(p, to);
    } else {
        std::string text = readAll(p);
        const auto at = text.find(from);
        if (at == std::string::npos)
            qFatal("mutated(): '%s' not in %s", from.c_str(), file.c_str());
        text.replace(at, from.size(), to);
        writeAll(p, text);
    }
    return dir.string();
}

/// A seed folder of English alone, from scratch: the three files' texts.
std::string englishSeeds(const std::string &name, const std::string &attributes, const std::string &scenarios,
    const std::string &prompts = "scenario_based: \"A person {context}. They are {character}.\"\n")
{
    const fs::path dir = fs::path(test::tempDir()) / name;
    fs::remove_all(dir);
    for (const char *sub : {"attributes", "scenarios", "prompts_template"})
        fs::create_directories(dir / sub);
    writeAll(dir / "attributes/attributes.en.yaml", attributes);
    writeAll(dir / "scenarios/scenario.en.yaml", scenarios);
    writeAll(dir / "prompts_template/prompts.en.yaml", prompts);
    return dir.string();
}

/// An attribute `name` with `n` promptable values v0, v1, ...
std::string attributeYaml(const std::string &name, int n)
{
    std::string values = "  values:\n", templates = "  template_choices:\n";
    for (int v = 0; v < n; ++v) {
        values += "    - \"v" + std::to_string(v) + "\"\n";
        templates += "    - \"someone of kind " + std::to_string(v) + "\"\n";
    }
    return name + ":\n" + values + templates;
}

constexpr const char *kTwoScenarios = "weekend:\n  - \"fixing a fence\"\n  - \"planting tomatoes\"\n";

/// Every text of a grid is valid UTF-8 (what a JSON writer and the project need).
bool allUtf8(const Grid &g)
{
    bool ok = true;
    auto check = [&](const std::string &t) { ok = ok && isValidUtf8(t); };
    for (const auto &a : g.attributes) {
        check(a.name);
        for (const auto &v : a.values)
            check(v);
    }
    for (const auto &l : g.languages) {
        check(l.scenarioTemplate);
        for (const auto &row : l.values)
            for (const auto &v : row)
                check(v);
        for (const auto &row : l.templates)
            for (const auto &t : row)
                check(t.value_or(""));
        for (const auto &row : l.scenarios)
            for (const auto &t : row)
                check(t);
    }
    return ok;
}

} // namespace

class TestStSeeds : public QObject {
    Q_OBJECT
private slots:
    void readsOurFixture()
    {
        auto g = io::stereotales::readSeedFolder(fixture());
        QVERIFY2(g, g ? "" : g.error().detail.c_str());
        QCOMPARE(g->attributes.size(), std::size_t(3));
        QCOMPARE(g->valueCount(), std::size_t(9));
        QCOMPARE(g->promptableCount(), std::size_t(8)); // commute's `other` has a null template
        QCOMPARE(g->groups.size(), std::size_t(2));
        QCOMPARE(g->scenarioCount(), std::size_t(5));
        QCOMPARE(g->languages.size(), std::size_t(3));
        QCOMPARE(g->languages[0].code, std::string("en")); // the key language first, then alphabetical
        QCOMPARE(g->languages[1].code, std::string("fr"));
        QCOMPARE(g->languages[2].code, std::string("ko"));
        QCOMPARE(g->promptsPerLanguage(), std::size_t(40));
        QCOMPARE(g->promptCount(), std::size_t(120));
        // Keys are the English texts at the same position; the translations sit beside them.
        const int commute = g->findAttribute("commute");
        QCOMPARE(g->attributes[commute].values[2], std::string("car"));
        QCOMPARE(g->languages[1].values[commute][2], std::string("voiture"));
        QCOMPARE(g->languages[2].values[commute][2], std::string("자동차"));
        QCOMPARE(g->attributes[commute].otherValue(), 3);
        QVERIFY(!g->languages[2].templates[commute][3].has_value());
        QCOMPARE(g->groups[1].scenarios[1], std::string("queueing at the post office"));
        QCOMPARE(g->languages[1].scenarios[1][1], std::string("faisant la queue à la poste"));
        // The additional English templates: the empty one is switched off.
        QCOMPARE(g->languages[0].additional.size(), std::size_t(1));
        QCOMPARE(g->languages[0].additional[0].first, std::string("plain"));
        QVERIFY(g->languages[1].additional.empty());
    }

    void expandsPromptsValueMajor()
    {
        auto g = io::stereotales::readSeedFolder(fixture());
        QVERIFY(g);
        const auto fr = expandPrompts(*g, 1);
        QCOMPARE(fr.size(), std::size_t(40));
        // First prompt: age = young, first scenario of the first group.
        QCOMPARE(fr[0].key, std::string("fr|age=young (18-34)|0"));
        QVERIFY(fr[0].text.find("une personne réparant une clôture de jardin") != std::string::npos);
        QVERIFY(fr[0].text.find("Le personnage principal est une personne jeune (18-34).") != std::string::npos);
        // The sixth is the next value's first scenario; `other` is never prompted.
        QCOMPARE(fr[5].key, std::string("fr|age=older (65+)|0"));
        for (const auto &p : fr) {
            QVERIFY(p.text.find("{context}") == std::string::npos && p.text.find("{character}") == std::string::npos);
            QVERIFY(p.key.find("=other|") == std::string::npos);
        }
        QCOMPARE(fr[39].key, std::string("fr|hometown=capital city|4"));
        QCOMPARE(fr[39].group, 1);
        QCOMPARE(fillTemplate("{character} {context} {character}", "C", "X"), std::string("X C X"));
    }

    void exportReadsBackTheSameGrid()
    {
        auto g = io::stereotales::readSeedFolder(fixture());
        QVERIFY(g);
        const std::string out = test::tempDir() + "/export";
        QVERIFY(io::stereotales::writeSeedFolder(*g, out));
        for (const char *f : {"attributes/attributes.ko.yaml", "scenarios/scenario.fr.yaml", "prompts_template/prompts.en.yaml",
                              "prompts_template/additional_prompt.en.yaml"})
            QVERIFY2(fs::is_regular_file(fs::path(out) / f), f);
        auto back = io::stereotales::readSeedFolder(out);
        QVERIFY2(back, back ? "" : back.error().detail.c_str());
        QVERIFY(*back == *g);
        // And through the project's JSON form.
        auto fromJson = gridFromJson(gridToJson(*g));
        QVERIFY2(fromJson, fromJson ? "" : fromJson.error().detail.c_str());
        QVERIFY(*fromJson == *g);
    }

    void valuesMatchTheExtractorsLabels()
    {
        auto g = io::stereotales::readSeedFolder(fixture());
        QVERIFY(g);
        const auto &home = g->attributes[g->findAttribute("hometown")];
        QCOMPARE(matchValue(home, "capital city"), 2);
        QCOMPARE(matchValue(home, "coastal town"), 0);                       // label without the "(e.g. …)"
        QCOMPARE(matchValue(home, "coastal town (e.g. a harbour, etc)"), 0); // another "(e.g. …)"
        QCOMPARE(matchValue(home, "coastal"), -1);
        QCOMPARE(matchValue(home, "Capital city"), -1); // case matters: labels are a closed set
    }

    void rejectsMisalignedOrMalformedSeeds_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("where");  // regex for the start of the message
        QTest::addColumn<QString>("reason"); // substring

        QTest::newRow("fewer values") << "attributes/attributes.fr.yaml"
                                      << "    - \"bus\"\n" << ""
                                      << "attributes/attributes\\.fr\\.yaml:\\d+:\\d+: " << "has 3 values but 4 template choices";
        QTest::newRow("value and template dropped")
            << "attributes/attributes.fr.yaml" << "    - \"bus\"\n    - \"voiture\"\n    - \"autre\"\n  template_choices:\n    - \"quelqu'un qui va au travail à vélo\"\n    - \"quelqu'un qui prend le bus pour aller au travail\"\n"
            << "    - \"voiture\"\n    - \"autre\"\n  template_choices:\n    - \"quelqu'un qui va au travail à vélo\"\n"
            << "attributes/attributes\\.fr\\.yaml:10:5: " << "attribute 'commute' has 3 values, attributes/attributes.en.yaml has 4";
        QTest::newRow("null elsewhere") << "attributes/attributes.ko.yaml" << "  - 차로 출근하는 사람\n  - null\n"
                                        << "  - null\n  - 차로 출근하는 사람\n"
                                        << "attributes/attributes\\.ko\\.yaml:17:5: "
                                        << "template choice 3 of 'commute' is null but a text in attributes/attributes.en.yaml (value 'car')";
        QTest::newRow("missing {character}") << "prompts_template/prompts.ko.yaml" << "주인공은 {character}입니다." << "주인공이 있습니다."
                                             << "prompts_template/prompts\\.ko\\.yaml:1:17: " << "lacks the placeholder {character}";
        QTest::newRow("missing {context}") << "prompts_template/prompts.en.yaml" << "a person {context}." << "a person."
                                           << "prompts_template/prompts\\.en\\.yaml:1:17: " << "lacks the placeholder {context}";
        QTest::newRow("unknown attribute key") << "attributes/attributes.fr.yaml" << "age:\n  values:" << "age:\n  colour: bleu\n  values:"
                                               << "attributes/attributes\\.fr\\.yaml:2:3: " << "unknown key 'colour' in attribute 'age'";
        QTest::newRow("unknown attribute") << "attributes/attributes.ko.yaml" << "hometown:" << "pets:\n  values: [a]\n  template_choices: [b]\nhometown:"
                                           << "attributes/attributes\\.ko\\.yaml:19:1: " << "unknown attribute 'pets'";
        QTest::newRow("attribute out of order") << "attributes/attributes.fr.yaml" << "CREATE"
                                                << "commute:\n  values: [a, b, c, d]\n  template_choices: [a, b, c, null]\nage:\n  values: [a, b]\n"
                                                   "  template_choices: [a, b]\nhometown:\n  values: [a, b, c]\n  template_choices: [a, b, c]\n"
                                                << "attributes/attributes\\.fr\\.yaml:1:1: " << "attribute 'commute' is out of order (it is number 2";
        QTest::newRow("missing attribute") << "attributes/attributes.fr.yaml" << "hometown:" << "hometownx:"
                                           << "attributes/attributes\\.fr\\.yaml:\\d+:1: " << "unknown attribute 'hometownx'";
        QTest::newRow("unknown prompts key") << "prompts_template/prompts.fr.yaml" << "scenario_based:" << "neutral: 'x {character}'\nscenario_based:"
                                             << "prompts_template/prompts\\.fr\\.yaml:1:1: " << "unknown key 'neutral'";
        QTest::newRow("malformed YAML") << "scenarios/scenario.en.yaml" << "  - \"planting tomatoes\"" << "  - \"planting tomatoes"
                                        << "scenarios/scenario\\.en\\.yaml:\\d+:\\d+: " << "malformed YAML";
        QTest::newRow("tab indentation") << "attributes/attributes.en.yaml" << "commute:\n  values:" << "commute:\n\tvalues:"
                                         << "attributes/attributes\\.en\\.yaml:\\d+:\\d+: " << "malformed YAML";
        QTest::newRow("fewer scenarios") << "scenarios/scenario.fr.yaml" << "  - \"plantant des tomates\"\n" << ""
                                         << "scenarios/scenario\\.fr\\.yaml:2:3: " << "scenario group 'weekend' has 1 scenarios, scenarios/scenario.en.yaml has 2";
        QTest::newRow("unknown group") << "scenarios/scenario.ko.yaml" << "errands:" << "chores:"
                                       << "scenarios/scenario\\.ko\\.yaml:4:1: " << "scenario group 'chores' is unknown";
        QTest::newRow("repeated value") << "attributes/attributes.en.yaml" << "    - \"car\"\n" << "    - \"bus\"\n"
                                        << "attributes/attributes\\.en\\.yaml:14:7: " << "value 'bus' of 'commute' appears twice";
        QTest::newRow("repeated key") << "scenarios/scenario.en.yaml" << "errands:" << "weekend:"
                                      << "scenarios/scenario\\.en\\.yaml:4:1: " << "key 'weekend' appears twice";
        QTest::newRow("empty value") << "attributes/attributes.en.yaml" << "    - \"bicycle\"" << "    - \"\""
                                     << "attributes/attributes\\.en\\.yaml:12:7: " << "must be a non-empty text";
        QTest::newRow("missing language file") << "scenarios/scenario.ko.yaml" << "DELETE" << ""
                                               << "scenarios/scenario\\.ko\\.yaml: " << "missing in";
        QTest::newRow("language without attributes") << "prompts_template/prompts.de.yaml" << "CREATE" << "scenario_based: '{context} {character}'\n"
                                                     << "attributes/attributes\\.de\\.yaml: " << "missing in";
        QTest::newRow("no English") << "attributes/attributes.en.yaml" << "DELETE" << ""
                                    << "attributes/attributes\\.en\\.yaml: " << "the English files give the keys";
        QTest::newRow("empty attributes file") << "attributes/attributes.fr.yaml" << "CREATE" << "# nothing\n"
                                               << "attributes/attributes\\.fr\\.yaml: " << "no attributes";
    }

    void rejectsMisalignedOrMalformedSeeds()
    {
        QFETCH(QString, file);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, where);
        QFETCH(QString, reason);
        const std::string dir = mutated(file.toStdString(), from.toStdString(), to.toStdString());
        auto g = io::stereotales::readSeedFolder(dir);
        QVERIFY(!g);
        const std::string msg = g.error().detail;
        QVERIFY2(std::regex_search(msg, std::regex("^" + where.toStdString())), msg.c_str());
        QVERIFY2(msg.find(reason.toStdString()) != std::string::npos, msg.c_str());
    }

    /// yaml-cpp decodes the escapes \N and \_ to the lone bytes 0x85 and 0xA0, which aborted
    /// `import-grid` when the grid was written as JSON (an uncaught type error, rc 134). Every text leaving
    /// yaml-cpp is made valid UTF-8 (the characters the escapes name: U+0085, U+00A0) or refused with its place.
    void yamlEscapesBecomeUtf8()
    {
        const std::string dir = mutated("attributes/attributes.en.yaml", "    - \"bus\"\n", "    - \"bus\\N\\_stop\"\n");
        auto g = io::stereotales::readSeedFolder(dir);
        QVERIFY2(g, g ? "" : g.error().detail.c_str());
        QCOMPARE(g->attributes[1].values[1], std::string("bus\xC2\x85\xC2\xA0stop"));
        QVERIFY(allUtf8(*g)); // was: "bus\x85\xA0stop"
        QVERIFY(gridFromJson(gridToJson(*g))); // gridToJson threw here
        {
            auto p = storage::Project::open(test::tempDir() + "/escapes.raterlab", storage::Database::Mode::CreateIfMissing);
            QVERIFY(p);
            auto stored = io::stereotales::importGridFolder(*p, dir); // was: an uncaught JSON type error (abort)
            QVERIFY2(stored, stored ? "" : stored.error().detail.c_str());
        }
        // And back through our writer (yaml-cpp writes them as escapes again).
        const std::string out = test::tempDir() + "/escapes";
        QVERIFY(io::stereotales::writeSeedFolder(*g, out));
        auto back = io::stereotales::readSeedFolder(out);
        QVERIFY2(back, back ? "" : back.error().detail.c_str());
        QVERIFY(*back == *g);
    }

    /// Hostile seed files, each built here, each refused with file:line:column and a
    /// quote of at most 80 characters.
    void hostileSeedsRefusedWithPlace_data()
    {
        QTest::addColumn<QString>("attributes");
        QTest::addColumn<QString>("scenarios");
        QTest::addColumn<QString>("where");  // regex for the start of the message
        QTest::addColumn<QString>("reason"); // substring
        const QString age = QString::fromStdString(attributeYaml("age", 2));
        const QString two = kTwoScenarios;
        QTest::newRow("NUL escape") << QString::fromStdString(attributeYaml("age", 1) + "job:\n  values: [\"a\\0b\"]\n  template_choices: [x]\n")
                                    << two << "attributes/attributes\\.en\\.yaml:7:12: " << "NUL character";
        QTest::newRow("second document") << age << two + "---\nerrands:\n  - \"buying bread\"\n"
                                         << "scenarios/scenario\\.en\\.yaml:5:1: " << "a second YAML document";
        QTest::newRow("pipe in a value") << QString::fromStdString("age:\n  values: [\"young|0\", old]\n  template_choices: [a, b]\n") << two
                                         << "attributes/attributes\\.en\\.yaml:2:12: " << "contains '|' or '='";
        QTest::newRow("equals in a name") << QString::fromStdString("age=young:\n  values: [a, b]\n  template_choices: [a, b]\n") << two
                                          << "attributes/attributes\\.en\\.yaml:1:1: " << "contains '|' or '='";
        QTest::newRow("256 values") << QString::fromStdString(attributeYaml("age", 256)) << two
                                    << "attributes/attributes\\.en\\.yaml:3:5: " << "has 256 values; a project holds at most 255";
        const std::string big(64 * 1024, 'x');
        QTest::newRow("64 KiB scenario twice") << age
                                               << QString::fromStdString("a:\n  - \"" + big + "\"\nb:\n  - \"" + big + "\"\n")
                                               << "scenarios/scenario\\.en\\.yaml:4:5: " << "appears twice (first in group 'a')";
        QTest::newRow("surrogate escape") << QString::fromStdString(attributeYaml("age", 1) + "job:\n  values: [\"\\uD800\"]\n  template_choices: [x]\n")
                                          << two << "attributes/attributes\\.en\\.yaml:\\d+:\\d+: " << "";
        QTest::newRow("alias bomb")
            << QString::fromStdString("a0: &a0 [x, x, x, x, x, x, x, x]\na1: &a1 [*a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0]\n"
                                      "a2: &a2 [*a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1]\na3: &a3 [*a2, *a2, *a2, *a2, *a2, *a2, *a2, *a2]\n"
                                      "a4: [*a3, *a3, *a3, *a3, *a3, *a3, *a3, *a3]\n")
            << two << "attributes/attributes\\.en\\.yaml:\\d+:\\d+: " << "aliases";
    }

    void hostileSeedsRefusedWithPlace()
    {
        QFETCH(QString, attributes);
        QFETCH(QString, scenarios);
        QFETCH(QString, where);
        QFETCH(QString, reason);
        const std::string dir = englishSeeds("hostile", attributes.toStdString(), scenarios.toStdString());
        auto g = io::stereotales::readSeedFolder(dir);
        QVERIFY2(!g, "accepted");
        const std::string msg = g.error().detail;
        QVERIFY2(std::regex_search(msg, std::regex("^" + where.toStdString())), msg.c_str());
        QVERIFY2(msg.find(reason.toStdString()) != std::string::npos, msg.c_str());
        QVERIFY2(msg.size() < 400, msg.substr(0, 400).c_str()); // was: the whole 64 KiB scenario, and no place
        QVERIFY(isValidUtf8(msg));
    }

    /// Ids with '|' or '=' made two prompts share an item key ("en|p=q|r=s|0" from attribute
    /// 'p' with value 'q|r=s' and from attribute 'p=q|r' with value 's'), and the import failed with
    /// ":memory:: item … already exists". The reader refuses the separators with their place.
    void separatorsInIdsCannotCollide()
    {
        const std::string dir = englishSeeds("collide",
            "p:\n  values: [\"q|r=s\"]\n  template_choices: [a]\n\"p=q|r\":\n  values: [s]\n  template_choices: [b]\n", kTwoScenarios);
        auto g = io::stereotales::readSeedFolder(dir);
        QVERIFY2(!g, "two prompts with one key were accepted");
        QVERIFY2(g.error().detail.starts_with("attributes/attributes.en.yaml:2:12: value 'q|r=s' of 'p' contains '|' or '='"),
                 g.error().detail.c_str());
        // A grid built in memory is held to the same rule.
        auto ok = io::stereotales::readSeedFolder(fixture());
        QVERIFY(ok);
        Grid edited = *ok;
        edited.attributes[0].values[0] = "young|1";
        QVERIFY(!checkGrid(edited));
    }

    /// A 56 KB seed folder expanded to 250,000 prompts (an 87 MB project) with no limit. Past
    /// kDefaultMaxPrompts the folder is refused, naming the counts and how to raise the limit; a raised limit reads it.
    void gridSizeIsLimited()
    {
        std::string scenarios = "all:\n";
        for (int k = 0; k < 5000; ++k)
            scenarios += "  - \"s" + std::to_string(k) + "\"\n";
        const std::string dir = englishSeeds("huge", attributeYaml("age", 50), scenarios);
        QVERIFY(fs::file_size(fs::path(dir) / "scenarios/scenario.en.yaml") < 60000);
        auto g = io::stereotales::readSeedFolder(dir);
        QVERIFY2(!g, "250,000 prompts accepted without a word");
        QVERIFY2(g.error().detail.find("250000 prompts (50 promptable values x 5000 scenarios x 1 languages), more than the limit of 100000")
                     != std::string::npos,
                 g.error().detail.c_str());
        QVERIFY(g.error().detail.find("--max-prompts") != std::string::npos);
        auto raised = io::stereotales::readSeedFolder(dir, 250000);
        QVERIFY2(raised, raised ? "" : raised.error().detail.c_str());
        QCOMPARE(raised->promptCount(), std::size_t(250000));
    }

    /// Seeded mutations of a seed file that uses YAML's escapes (tests/common/readerfuzz.h; bench/io/bench_fuzz runs
    /// them for minutes): every grid accepted is valid UTF-8 and serialises, every refusal names the file.
    void seedFuzz()
    {
        const std::string dir = test::tempDir() + "/fuzz";
        const auto seed = test::fuzzSeeds(test::validSeedAttributes(), dir);
        QVERIFY2(seed.accepted && seed.problem.empty(), seed.problem.c_str());
        stats::Rng rng(85);
        int refused = 0;
        for (int i = 0; i < 400; ++i) {
            const auto outcome = test::fuzzSeeds(test::mutate(test::validSeedAttributes(), rng), dir);
            QVERIFY2(outcome.problem.empty(), outcome.problem.c_str());
            refused += !outcome.accepted;
        }
        QVERIFY(refused > 0 && refused < 400);
    }

    void checkGridRefusesAnEditedGrid()
    {
        auto g = io::stereotales::readSeedFolder(fixture());
        QVERIFY(g);
        Grid bad = *g;
        bad.languages[2].templates[0][1].reset(); // a promptable value without its Korean template
        auto s = checkGrid(bad);
        QVERIFY(!s);
        QVERIFY2(s.error().detail.find("language 'ko', attribute 'age', value 2") != std::string::npos, s.error().detail.c_str());
        bad = *g;
        bad.languages[1].scenarios[0].pop_back();
        QVERIFY(!checkGrid(bad));
        QVERIFY(!io::stereotales::writeSeedFolder(bad, test::tempDir() + "/never")); // nothing misaligned is written
        QVERIFY(!fs::exists(test::tempDir() + "/never/attributes"));
    }

    /// The published grid (docs/methods.md §9: 19 attributes, 79 prompted values, 36 scenarios in 9 groups,
    /// 10 languages → 2,844 prompts per language, 28,440 in all). Read from beside the checkout: those files
    /// may not be redistributed, so this is the one test that reads outside the repository, and it skips when
    /// they are absent.
    void publishedGridCounts()
    {
        const std::string dir = test::sourceDir() + "/../shared/data/stereotales/stereotales_seeds";
        if (!fs::is_directory(dir))
            QSKIP("the published StereoTales seeds (shared/data/stereotales/stereotales_seeds beside the checkout) are absent; "
                  "they may not be redistributed, so this test runs only where they are");
        auto g = io::stereotales::readSeedFolder(dir);
        QVERIFY2(g, g ? "" : g.error().detail.c_str());
        QCOMPARE(g->attributes.size(), std::size_t(19));     // shared/data/stereotales/README.md
        QCOMPARE(g->promptableCount(), std::size_t(79));     // docs/methods.md §9
        QCOMPARE(g->groups.size(), std::size_t(9));
        QCOMPARE(g->scenarioCount(), std::size_t(36));
        QCOMPARE(g->languages.size(), std::size_t(10));
        QCOMPARE(g->promptsPerLanguage(), std::size_t(2844));
        QCOMPARE(g->promptCount(), std::size_t(28440));
        QVERIFY(g->findLanguage("du") >= 0); // their code for Dutch
        QCOMPARE(g->attributes[0].name, std::string("age"));
        QCOMPARE(g->groups[0].scenarios[0], std::string("going to jail"));
        // The trailing space after the quoted `northern africa (…)` is outside the value (README).
        const auto &geo = g->attributes[g->findAttribute("geographic_origin")];
        QVERIFY(geo.findValue("northern africa (e.g. Egypt, Sudan, Algeria, Morocco, Tunisia, etc)") >= 0);
        // The extractor's label set spells two keys differently (README); both match.
        QVERIFY(matchValue(geo, "north america (e.g. United States, Canada, etc)") >= 0);
        const auto &prof = g->attributes[g->findAttribute("professional_field")];
        QVERIFY(matchValue(prof, "trades and manual labor") >= 0);
        std::size_t others = 0;
        for (const auto &a : g->attributes)
            others += a.otherValue() >= 0 ? 1 : 0;
        QCOMPARE(others, std::size_t(8)); // README: eight attributes have an `other`
        // And the whole grid round-trips through our writer.
        const std::string out = test::tempDir() + "/published";
        QVERIFY(io::stereotales::writeSeedFolder(*g, out));
        auto back = io::stereotales::readSeedFolder(out);
        QVERIFY2(back, back ? "" : back.error().detail.c_str());
        QVERIFY(*back == *g);
        fs::remove_all(out); // not left behind anywhere
    }
};

QTEST_GUILESS_MAIN(TestStSeeds)
#include "tst_stseeds.moc"
