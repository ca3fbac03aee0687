// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Editing a StereoTales grid (docs/user-guide.md §3, "A StereoTales study"), engine side: the edit verbs keep every
// language aligned (checkGrid, a round trip through the seed writer, the prompt count = promptable × scenarios);
// seedFolderErrors lists one error per broken file of every language; replaceGrid writes the grid and its
// prompts in one transaction, rewrites the value sets when nothing names their codes, and refuses — writing
// nothing — an edit that would orphan stories. On our own fixture (tests/data/stereotales/seeds_small).
#include "engine/io/stereotales/seeds.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "engine/study/stereotales/gridedit.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace rl;
using namespace rl::study::stereotales;
namespace fs = std::filesystem;

namespace {

std::string fixture() { return test::testDataDir() + "/stereotales/seeds_small"; }

Grid fixtureGrid()
{
    auto g = io::stereotales::readSeedFolder(fixture());
    return g ? *g : Grid {};
}

void replaceInFile(const fs::path &p, const std::string &from, const std::string &to)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream o;
    o << in.rdbuf();
    std::string text = o.str();
    const auto at = text.find(from);
    QVERIFY2(at != std::string::npos, from.c_str());
    text.replace(at, from.size(), to);
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << text;
}

std::size_t promptItems(storage::Project &p)
{
    auto s = p.loadStudy();
    return s ? std::size_t(std::count_if(s->items.begin(), s->items.end(), [](const auto &i) { return i.kind == study::ItemKind::Prompt; }))
             : 0;
}

} // namespace

class TestStGridEdit : public QObject {
    Q_OBJECT
    std::string m_dir;

private slots:
    void initTestCase() { m_dir = test::tempDir(); }

    void editsKeepTheLanguagesAligned()
    {
        const Grid g = fixtureGrid();
        QCOMPARE(g.promptsPerLanguage(), std::size_t(40)); // README: 8 promptable × 5 scenarios
        Grid e = setPromptable(g, 1, 3, true);             // commute's "other": promptable
        QVERIFY(checkGrid(e));
        QCOMPARE(e.promptsPerLanguage(), std::size_t(45));
        for (const auto &l : e.languages)
            QCOMPARE(*l.templates[1][3], l.values[1][3]); // the value's own text, to be edited
        e = setPromptable(e, 1, 3, false);
        QVERIFY(e == g); // off again: the grid as read
        e = renameValue(g, 0, 1, "older (70+)");
        QCOMPARE(e.languages[0].values[0][1], std::string("older (70+)"));
        QCOMPARE(e.languages[1].values[0][1], g.languages[1].values[0][1]); // the French text stays
        QCOMPARE(promptKey(e, 1, 0, 1, 2), std::string("fr|age=older (70+)|2"));
        e = addValue(e, 2, "island");
        e = addScenario(e, 0, "painting a shed");
        e = removeScenario(e, 4);
        e = removeValue(e, 0, 0);
        e = setValueText(e, 2, 2, 3, "섬");
        e = setScenarioText(e, 1, 2, "peindre un abri");
        e = setTemplateChoice(e, 1, 1, 0, "une personne à vélo");
        e = setScenarioTemplate(e, 2, "{character}: {context}");
        QVERIFY(checkGrid(e));
        QCOMPARE(e.promptsPerLanguage(), std::size_t(7 * 5)); // 7 promptable (the new value is not), 5 scenarios
        // The writer and the reader agree on the edited grid.
        const std::string dir = m_dir + "/edited";
        QVERIFY(io::stereotales::writeSeedFolder(e, dir));
        auto back = io::stereotales::readSeedFolder(dir);
        QVERIFY2(back, back ? "" : back.error().detail.c_str());
        QVERIFY(*back == e);
        // A repeated key is the checker's to refuse.
        QVERIFY(!checkGrid(renameValue(g, 1, 0, "bus")));
    }

    void everyBrokenFileListed()
    {
        QVERIFY(io::stereotales::seedFolderErrors(fixture()).empty());
        const fs::path dir = m_dir + "/broken";
        fs::copy(fixture(), dir, fs::copy_options::recursive);
        replaceInFile(dir / "attributes/attributes.fr.yaml", "    - \"capitale\"\n", "");
        replaceInFile(dir / "scenarios/scenario.ko.yaml", "- \xEA\xB8\xB0\xEC\xB0\xA8\xED\x91\x9C\xEB\xA5\xBC \xEC\x82\xAC\xEB\x8A\x94\n", "");
        replaceInFile(dir / "prompts_template/prompts.ko.yaml", "{context}", "{contexte}");
        const auto errors = io::stereotales::seedFolderErrors(dir.string());
        QCOMPARE(errors.size(), std::size_t(3));
        auto first = io::stereotales::readSeedFolder(dir.string());
        QVERIFY(!first);
        QCOMPARE(errors[0].detail, first.error().detail); // the reader's own first error
        QVERIFY2(errors[0].detail.starts_with("attributes/attributes.fr.yaml:"), errors[0].detail.c_str());
        QVERIFY2(errors[1].detail.starts_with("scenarios/scenario.ko.yaml:"), errors[1].detail.c_str());
        QVERIFY2(errors[2].detail.starts_with("prompts_template/prompts.ko.yaml:"), errors[2].detail.c_str());
        // An English error comes alone: the others are checked against English.
        replaceInFile(dir / "attributes/attributes.en.yaml", "values:", "valuez:");
        QCOMPARE(io::stereotales::seedFolderErrors(dir.string()).size(), std::size_t(1));
    }

    void replaceGridRewritesPromptsAndValueSets()
    {
        const std::string path = m_dir + "/replace.raterlab";
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p);
        // Without a grid there is nothing to replace.
        auto none = io::stereotales::replaceGrid(*p, fixtureGrid());
        QVERIFY(!none);
        QVERIFY2(none.error().detail.find("no prompt grid") != std::string::npos, none.error().detail.c_str());
        QVERIFY(io::stereotales::importGridFolder(*p, fixture()));
        QCOMPARE(promptItems(*p), std::size_t(120));
        // An invalid grid is refused by checkGrid.
        QVERIFY(!io::stereotales::replaceGrid(*p, renameValue(fixtureGrid(), 1, 0, "bus")));
        // Rename bicycle, drop age's "young", add a scenario: 7 promptable × 6 scenarios.
        Grid e = renameValue(fixtureGrid(), 1, 0, "bike");
        e = removeValue(e, 0, 0);
        e = addScenario(e, 1, "waiting for a parcel");
        auto done = io::stereotales::replaceGrid(*p, e);
        QVERIFY2(done, done ? "" : done.error().detail.c_str());
        QCOMPARE(done->grid.promptsPerLanguage, std::size_t(42));
        // Kept: the prompts of the 6 unchanged promptable values in the first 5 scenarios; the rest is new.
        QCOMPARE(done->promptsKept, std::size_t(6 * 5 * 3));
        QCOMPARE(done->promptsAdded, std::size_t(126 - 90));
        QCOMPARE(done->promptsRemoved, std::size_t(120 - 90));
        QCOMPARE(promptItems(*p), std::size_t(126));
        auto stored = io::stereotales::loadGrid(*p);
        QVERIFY(stored && stored->has_value());
        QVERIFY(**stored == e);
        // The value sets are the new grid's: a story naming "bike" imports, one naming "bicycle" does not.
        io::stereotales::StoryBatch batch;
        batch.source = "stories.csv";
        batch.stories.push_back({"s1", "m1", "en", "commute", "bike", "en|commute=bike|0", "A story", false, 2});
        QVERIFY(io::stereotales::applyStories(*p, batch));
        io::stereotales::StoryBatch old;
        old.source = "stories.csv";
        old.stories.push_back({"s2", "m1", "en", "commute", "bicycle", "", "", false, 2});
        QVERIFY(!io::stereotales::applyStories(*p, old));
    }

    void replaceGridRefusesToOrphanStories()
    {
        const std::string path = m_dir + "/orphans.raterlab";
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p);
        QVERIFY(io::stereotales::importGridFolder(*p, fixture()));
        io::stereotales::StoryBatch batch;
        batch.source = "stories.csv";
        batch.stories.push_back({"s1", "m1", "fr", "age", "older (65+)", "fr|age=older (65+)|3", "Une histoire", false, 2});
        QVERIFY(io::stereotales::applyStories(*p, batch));
        const Grid g = fixtureGrid();
        const struct {
            Grid edit;
            const char *reason;
        } refused[] = {
            {removeValue(g, 1, 1), "the values of 'commute' would change"},
            {renameValue(g, 2, 2, "capital"), "the values of 'hometown' would change"},
            {addValue(g, 0, "middle-aged"), "the values of 'age' would change"},
            {removeScenario(g, 0), "scenario group 'weekend' would have 1 scenario instead of 2"},
            {setPromptable(g, 0, 1, false), "removes the prompt 'fr|age=older (65+)|3', which 1 story was generated from"}, // the story's own prompt
        };
        for (const auto &r : refused) {
            auto done = io::stereotales::replaceGrid(*p, r.edit);
            QVERIFY(!done);
            QVERIFY2(done.error().detail.find(r.reason) != std::string::npos, done.error().detail.c_str());
            QVERIFY2(done.error().detail.find("nothing was saved") != std::string::npos, done.error().detail.c_str());
            auto stored = io::stereotales::loadGrid(*p);
            QVERIFY(stored && stored->has_value() && **stored == g); // nothing written
            QCOMPARE(promptItems(*p), std::size_t(120));
        }
        // Translations, templates, scenario texts and another value's flag can change.
        Grid ok = setScenarioText(g, 1, 0, "réparer la clôture du jardin");
        ok = renameScenario(ok, 1, "planting beans");
        ok = setPromptable(ok, 2, 0, false);
        auto done = io::stereotales::replaceGrid(*p, ok);
        QVERIFY2(done, done ? "" : done.error().detail.c_str());
        QCOMPARE(promptItems(*p), std::size_t(7 * 5 * 3));
        auto counts = io::stereotales::stereoTalesCounts(*p);
        QVERIFY(counts);
        QCOMPARE(counts->stories, std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestStGridEdit)
#include "tst_stgridedit.moc"
