// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// StereoTales data into a project (docs/file-formats.md, "StereoTales prompt grid" to "harm.csv"): the grid and its
// prompt items, stories and extractions with and without a grid, harm ratings, readStData/readHarmData over what was
// imported, and hostile files refused whole with file:line:column and the project file byte-identical afterwards.
#include "engine/analysis/stereotales/stdata.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace rl;
using namespace rl::io::stereotales;
using rl::io::ImportOptions;
namespace st = rl::analysis::stereotales;

namespace {

std::string seeds() { return test::testDataDir() + "/stereotales/seeds_small"; }

std::string readAll(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream o;
    o << in.rdbuf();
    return o.str();
}

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

// Four stories of two models in two languages; s4 refused.
const char *kStories = "story_id,model,language,prompted_attribute,prompted_value,refused,text,prompt_id\n"
                       "s1,m1,en,age,young (18-34),0,\"A story,\nover two lines\",en|age=young (18-34)|0\n"
                       "s2,m1,en,commute,bus,0,Another story,en|commute=bus|1\n"
                       "s3,m2,fr,hometown,capital city,false,Une histoire,fr|hometown=capital city|2\n"
                       "s4,m2,fr,age,older (65+),1,,\n";

// Three extractors: e1, e2, e3.
const char *kExtractions = "story_id,extractor,attribute,value\n"
                           "s1,e1,commute,car\n"
                           "s1,e2,commute,car\n"
                           "s1,e3,commute,bus\n"        // 2 of 3: car
                           "s1,e1,hometown,coastal town\n" // the extractor's label for the key with "(e.g. …)"
                           "s1,e2,hometown,unknown\n"
                           "s1,e3,hometown,unknown\n"   // one answer decides alone
                           "s1,e1,age,older (65+)\n"    // the prompted attribute: replaced by the prompted value
                           "s2,e1,hometown,capital city\n"
                           "s2,e2,hometown,mountain village\n" // a tie: unknown
                           "s2,e1,age,young (18-34)\n"
                           "s2,e2,age,young (18-34)\n"
                           "s2,e3,age,older (65+)\n"
                           "s3,e1,commute,other\n"
                           "s4,e1,commute,car\n"         // refused: every attribute unknown
                           "s4,e2,commute,car\n";

} // namespace

class TestStImport : public QObject {
    Q_OBJECT

    std::string m_dir;
    std::string m_withGrid;

    std::string freshProject(const std::string &name, bool grid)
    {
        const std::string path = m_dir + "/" + name + ".raterlab";
        std::filesystem::remove(path);
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        if (!p)
            qFatal("%s", p.error().detail.c_str());
        if (grid) {
            auto g = importGridFolder(*p, seeds());
            if (!g)
                qFatal("%s", g.error().detail.c_str());
        }
        return path;
    }

    enum class Kind { Stories, Extractions, Harm };

    Result<StImportSummary> importAs(const std::string &project, Kind kind, const std::string &file, const ImportOptions &options = {})
    {
        auto p = storage::Project::open(project);
        if (!p)
            return p.error();
        if (kind == Kind::Stories)
            return importStoriesFile(*p, file, options);
        if (kind == Kind::Extractions)
            return importExtractionsFile(*p, file, options);
        auto h = importHarmFile(*p, file, options);
        if (!h)
            return h.error();
        StImportSummary s;
        s.rows = h->rows;
        return s;
    }

    /// Import `text` and require an error that starts with `where` and holds `reason`; the file must not change.
    void expectRejected(const std::string &project, Kind kind, const std::string &text, const std::string &where, const std::string &reason)
    {
        const std::string file = m_dir + (kind == Kind::Stories ? "/stories.csv" : kind == Kind::Extractions ? "/extractions.csv" : "/harm.csv");
        writeFile(file, text);
        const std::string before = readAll(project);
        auto r = importAs(project, kind, file);
        QVERIFY2(!r, where.c_str());
        QVERIFY2(r.error().detail.rfind(where, 0) == 0, r.error().detail.c_str());
        QVERIFY2(r.error().detail.find(reason) != std::string::npos, r.error().detail.c_str());
        QVERIFY(readAll(project) == before); // byte-identical: nothing was written
    }

private slots:
    void initTestCase()
    {
        m_dir = test::tempDir();
        m_withGrid = freshProject("grid", true);
    }

    void gridBecomesPromptItems()
    {
        auto p = storage::Project::open(m_withGrid);
        QVERIFY(p);
        auto s = p->loadStudy();
        QVERIFY(s);
        QCOMPARE(s->protocol.kind, study::StudyKind::StereoTales);
        QCOMPARE(s->items.size(), std::size_t(120)); // 8 promptable values x 5 scenarios x 3 languages
        const int item = s->findItem("ko|commute=car|4");
        QVERIFY(item >= 0);
        const auto &it = s->items[static_cast<std::size_t>(item)];
        QCOMPARE(it.kind, study::ItemKind::Prompt);
        QVERIFY(it.text.find("기차표를 사는") != std::string::npos && it.text.find("차로 출근하는 사람") != std::string::npos);
        auto level = [&](const char *factor) {
            const int f = s->findFactor(factor);
            return s->factors[static_cast<std::size_t>(f)].levels[static_cast<std::size_t>(it.levels[static_cast<std::size_t>(f)])];
        };
        QCOMPARE(level(kLanguageFactor), std::string("ko"));
        QCOMPARE(level(kAttributeFactor), std::string("commute"));
        QCOMPARE(level(kValueFactor), std::string("car"));
        QCOMPARE(level(kScenarioFactor), std::string("buying a train ticket"));
        QCOMPARE(level(kScenarioGroupFactor), std::string("errands"));
        auto c = stereoTalesCounts(*p);
        QVERIFY(c);
        QVERIFY(c->hasGrid);
        QCOMPARE(c->prompts, std::size_t(120));
        QCOMPARE(c->promptsPerLanguage.size(), std::size_t(3));
        QCOMPARE(c->promptsPerLanguage[0].first, std::string("en"));
        QCOMPARE(c->promptsPerLanguage[2].second, std::size_t(40));
        auto g = loadGrid(*p);
        QVERIFY(g && g->has_value());
        QCOMPARE((*g)->promptCount(), std::size_t(120));
        // One grid per project.
        auto again = importGridFolder(*p, seeds());
        QVERIFY(!again);
        QVERIFY(again.error().detail.find("already has a prompt grid") != std::string::npos);
    }

    void storiesAndExtractionsWithGrid()
    {
        const std::string project = freshProject("with", true);
        writeFile(m_dir + "/stories.csv", kStories);
        writeFile(m_dir + "/extractions.csv", kExtractions);
        auto a = importAs(project, Kind::Stories, m_dir + "/stories.csv");
        QVERIFY2(a, a ? "" : a.error().detail.c_str());
        QVERIFY(a->withGrid);
        QCOMPARE(a->storiesAdded, std::size_t(4));
        QCOMPARE(a->refusals, std::size_t(1));
        QCOMPARE(a->modelsAdded, std::size_t(2));
        QCOMPARE(a->valuesAdded, std::size_t(0)); // the grid's closed sets
        auto b = importAs(project, Kind::Extractions, m_dir + "/extractions.csv");
        QVERIFY2(b, b ? "" : b.error().detail.c_str());
        QCOMPARE(b->rows, std::size_t(15));
        QCOMPARE(b->extractionsAdded, std::size_t(9)); // (story, extractor) pairs
        QCOMPARE(b->extractorsAdded, std::size_t(3));
        QCOMPARE(b->unknownAnswers, std::size_t(2));

        auto d = st::readStData(project);
        QVERIFY2(d, d ? "" : d.error().detail.c_str());
        QCOMPARE(d->storyCount(), std::size_t(4));
        QCOMPARE(d->attributes.size(), std::size_t(3));
        QCOMPARE(d->languages, (std::vector<std::string> {"en", "fr", "ko"})); // grid order
        QCOMPARE(d->models, (std::vector<std::string> {"m1", "m2"}));
        const auto &commute = d->attributes[1];
        QCOMPARE(commute.name, std::string("commute"));
        QCOMPARE(commute.otherValue, 3);
        QVERIFY(!commute.promptable[3]);
        auto v = [&](int attribute, int story) { return d->value(static_cast<std::size_t>(attribute), static_cast<std::size_t>(story)); };
        QCOMPARE(v(1, 0), std::int16_t(2));    // s1 commute: car by 2 of 3
        QCOMPARE(v(2, 0), std::int16_t(0));    // s1 hometown: one answer ("coastal town" = key 0) decides alone
        QCOMPARE(v(0, 0), std::int16_t(0));    // s1 age: the prompted young (18-34), not e1's older
        QCOMPARE(v(2, 1), st::kUnknown);       // s2 hometown: a tie
        QCOMPARE(v(0, 1), std::int16_t(0));    // s2 age: majority young
        QCOMPARE(v(1, 1), std::int16_t(1));    // s2 commute: prompted bus, no extractor asked
        QCOMPARE(v(1, 2), std::int16_t(3));    // s3 commute: other (kept; the statistics drop it)
        QCOMPARE(v(2, 2), std::int16_t(2));    // s3 hometown: the prompted capital city
        QCOMPARE(v(1, 3), st::kUnknown);       // s4 refused
        QCOMPARE(v(0, 3), st::kUnknown);       // refused: even the prompted attribute
        QCOMPARE(d->promptedValue[3], 1);
        QCOMPARE(d->refused[3], std::uint8_t(1));
        QCOMPARE(d->storyLanguage[2], 1);

        // The same extractor again on the same stories: refused whole.
        expectRejected(project, Kind::Extractions, "story_id,extractor,attribute,value\ns2,e3,commute,car\ns1,e3,age,young (18-34)\n",
                       "extractions.csv:2:1: ", "extractor 'e3' already answered story 's2'");
        // A new extractor with a value outside the grid's closed set: the error names its first line.
        expectRejected(project, Kind::Extractions, "story_id,extractor,attribute,value\ns1,e4,commute,car\ns2,e4,commute,scooter\n",
                       "extractions.csv:3:4: ", "value 'scooter' is outside the closed set of 'commute'");
        expectRejected(project, Kind::Extractions, "story_id,extractor,attribute,value\ns1,e4,pets,cat\n",
                       "extractions.csv:2:3: ", "attribute 'pets' is not in the prompt grid");
        expectRejected(project, Kind::Stories, "story_id,model,language,prompted_attribute,prompted_value\ns9,m1,en,commute,other\n",
                       "stories.csv:2:5: ", "is never prompted");
        expectRejected(project, Kind::Stories, "story_id,model,language,prompted_attribute,prompted_value\ns9,m1,en,commute,tram\n",
                       "stories.csv:2:5: ", "prompted value 'tram' is outside the closed set of 'commute' ('bicycle', 'bus', 'car', 'other')");
        expectRejected(project, Kind::Stories, "story_id,model,language,prompted_attribute,prompted_value,prompt_id\ns9,m1,en,age,older (65+),en|age=old|0\n",
                       "stories.csv:2: ", "prompt_id 'en|age=old|0' is not a prompt of the grid");
        expectRejected(project, Kind::Stories, "story_id,model,language,prompted_attribute,prompted_value\ns1,m1,en,age,older (65+)\n",
                       "stories.csv:2:1: ", "story 's1' is already in the project");
    }

    void withoutGridTheFilesNameTheValueSets()
    {
        const std::string project = freshProject("without", false);
        writeFile(m_dir + "/stories.csv", kStories);
        writeFile(m_dir + "/extractions.csv", kExtractions);
        auto a = importAs(project, Kind::Stories, m_dir + "/stories.csv");
        QVERIFY2(a, a ? "" : a.error().detail.c_str());
        QVERIFY(!a->withGrid);
        QCOMPARE(a->attributesAdded, std::size_t(3));
        QCOMPARE(a->valuesAdded, std::size_t(4));
        QCOMPARE(a->valueCounts.size(), std::size_t(3));
        QCOMPARE(a->valueCounts[0].first, std::string("age"));
        QCOMPARE(a->valueCounts[0].second.size(), std::size_t(2)); // young 1, older 1
        auto b = importAs(project, Kind::Extractions, m_dir + "/extractions.csv");
        QVERIFY2(b, b ? "" : b.error().detail.c_str());
        QCOMPARE(b->attributesAdded, std::size_t(0));
        QCOMPARE(b->valuesAdded, std::size_t(4)); // car, other, coastal town, mountain village (bus, young, older, capital city known)
        // Listed with their counts.
        const auto &commute = b->valueCounts[0];
        QCOMPARE(commute.first, std::string("commute"));
        QCOMPARE(commute.second[0], (std::pair<std::string, std::size_t> {"car", 4}));
        auto d = st::readStData(project);
        QVERIFY2(d, d ? "" : d.error().detail.c_str());
        QCOMPARE(d->attributes[0].name, std::string("age"));
        QCOMPARE(d->attributes[1].values, (std::vector<std::string> {"bus", "car", "other"}));
        QCOMPARE(d->attributes[1].otherValue, 2);
        QCOMPARE(d->attributes[1].promptable, (std::vector<bool> {true, false, false})); // promptable = prompted by a story
        QCOMPARE(d->value(1, 0), std::int16_t(1)); // car
        QCOMPARE(d->languages, (std::vector<std::string> {"en", "fr"}));
        auto counts = [&] {
            auto p = storage::Project::open(project);
            return stereoTalesCounts(*p);
        }();
        QVERIFY(counts);
        QVERIFY(!counts->hasGrid);
        QCOMPARE(counts->stories, std::size_t(4));
        QCOMPARE(counts->extractions, std::size_t(9));
        QCOMPARE(counts->prompts, std::size_t(0));
        // A grid cannot come after stories imported without one.
        auto p = storage::Project::open(project);
        QVERIFY(p);
        auto g = importGridFolder(*p, seeds());
        QVERIFY(!g);
        QVERIFY(g.error().detail.find("imported without a grid") != std::string::npos);
    }

    void columnMapRenames()
    {
        const std::string project = freshProject("map", false);
        writeFile(m_dir + "/gen.csv", "id,generator,lang,attr,val\nx1,m,en,age,old\n");
        ImportOptions o;
        o.map = {{"id", "story_id"}, {"generator", "model"}, {"lang", "language"}, {"attr", "prompted_attribute"}, {"val", "prompted_value"}};
        auto a = importAs(project, Kind::Stories, m_dir + "/gen.csv", o);
        QVERIFY2(a, a ? "" : a.error().detail.c_str());
        QCOMPARE(a->storiesAdded, std::size_t(1));
    }

    void hostileFilesAreRefusedWhole_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("reason");
        const QString sh = "story_id,model,language,prompted_attribute,prompted_value,refused,text\n";
        const QString eh = "story_id,extractor,attribute,value\n";
        const int S = int(Kind::Stories), E = int(Kind::Extractions);
        QTest::newRow("quote swallows rows") << S << sh + "t1,m,en,age,\"old\nt2\",0,x\n" << "stories.csv:2:5: " << "swallows";
        QTest::newRow("unclosed quote") << S << sh + "t1,m,en,age,old,0,\"never closed\n" << "stories.csv:2:7: " << "never closed";
        QTest::newRow("missing column") << S << QString("story_id,model,language,prompted_attribute\nt1,m,en,age\n") << "stories.csv:1: " << "missing column 'prompted_value'";
        QTest::newRow("short row") << S << sh + "t1,m,en,age,old,0\n" << "stories.csv:2: " << "expected 7 fields, found 6";
        QTest::newRow("empty model") << S << sh + "t1,,en,age,old,0,x\n" << "stories.csv:2:2: " << "empty model";
        QTest::newRow("bad refused") << S << sh + "t1,m,en,age,old,maybe,x\n" << "stories.csv:2:6: " << "refused 'maybe'";
        QTest::newRow("prompted unknown") << S << sh + "t1,m,en,age,unknown,0,x\n" << "stories.csv:2:5: " << "cannot be 'unknown'";
        QTest::newRow("story twice") << S << sh + "t1,m,en,age,old,0,x\nt2,m,en,age,old,0,x\nt1,m,en,age,old,0,x\n" << "stories.csv:4:1: " << "story 't1' appears twice";
        QTest::newRow("NUL byte") << S << sh + QString("t1,m,en,age,old,0,x") + QChar(0) + "\n" << "stories.csv:2:" << "NUL byte";
        QTest::newRow("unknown story") << E << eh + "s1,e1,age,old\nzz,e1,age,old\n" << "extractions.csv:3:1: " << "unknown story 'zz'";
        QTest::newRow("answer twice") << E << eh + "s1,e1,age,old\ns1,e1,age,young\n" << "extractions.csv:3:3: " << "answered attribute 'age' of story 's1' twice";
        QTest::newRow("empty value") << E << eh + "s1,e1,age,\n" << "extractions.csv:2:4: " << "empty value";
        QTest::newRow("stray quote") << E << eh + "s1,e1,age,o\"ld\n" << "extractions.csv:2:4: " << "a quote inside an unquoted field";
        QTest::newRow("missing extractor column") << E << QString("story_id,attribute,value\ns1,age,old\n") << "extractions.csv:1: " << "missing column 'extractor'";
        QTest::newRow("empty file") << E << QString("") << "extractions.csv: " << "empty";
    }

    void hostileFilesAreRefusedWhole()
    {
        QFETCH(int, kind);
        QFETCH(QString, text);
        QFETCH(QString, where);
        QFETCH(QString, reason);
        static std::string project;
        if (project.empty()) {
            project = freshProject("hostile", false);
            writeFile(m_dir + "/seed.csv", "story_id,model,language,prompted_attribute,prompted_value\ns1,m,en,age,old\n");
            auto a = importAs(project, Kind::Stories, m_dir + "/seed.csv");
            QVERIFY2(a, a ? "" : a.error().detail.c_str());
        }
        QByteArray bytes = text.toUtf8();
        expectRejected(project, Kind(kind), std::string(bytes.constData(), static_cast<std::size_t>(bytes.size())), where.toStdString(),
                       reason.toStdString());
    }

    void harmRatings()
    {
        const std::string project = freshProject("harm", true);
        const std::string harm = "rater_id,rater_kind,base_attribute,base_value,attribute,value,harm,realism\n"
                                 "p1,human,age,older (65+),commute,bus,4,yes\n"
                                 "p2,human,age,older (65+),commute,bus,5,idk\n"
                                 "gpt-x,model,age,older (65+),commute,bus,2,no\n"
                                 "p1,human,hometown,coastal town,commute,bicycle,3,\n" // the label form of a key
                                 "gpt-x,model,hometown,coastal town (e.g. a fishing port),commute,bicycle,,\n";
        writeFile(m_dir + "/harm.csv", harm);
        {
            auto p = storage::Project::open(project);
            QVERIFY(p);
            auto sum = importHarmFile(*p, m_dir + "/harm.csv");
            QVERIFY2(sum, sum ? "" : sum.error().detail.c_str());
            QCOMPARE(sum->itemsAdded, std::size_t(2));
            QCOMPARE(sum->conditionsAdded, std::size_t(1));
            QCOMPARE(sum->ratersAdded, std::size_t(2));
            QCOMPARE(sum->ratingsAdded, std::size_t(7)); // 4 harm + 3 realism
            QCOMPARE(sum->missingValues, std::size_t(3));
        }
        auto h = st::readHarmData(project);
        QVERIFY2(h, h ? "" : h.error().detail.c_str());
        QCOMPARE(h->associations.size(), std::size_t(2));
        const auto &a = h->associations[0];
        QCOMPARE(a.baseAttribute, std::string("age"));
        QCOMPARE(a.baseValue, std::string("older (65+)"));
        QCOMPARE(a.attribute, std::string("commute"));
        QCOMPARE(a.value, std::string("bus"));
        QCOMPARE(a.human, (std::vector<double> {4, 5}));
        QCOMPARE(a.model, (std::vector<double> {2}));
        QCOMPARE(a.modelConditions, (std::vector<std::string> {"gpt-x"}));
        QCOMPARE(h->associations[1].baseValue, std::string("coastal town (e.g. a fishing port)")); // stored under its key
        QCOMPARE(h->associations[1].human, (std::vector<double> {3}));

        const std::string head = "rater_id,rater_kind,base_attribute,base_value,attribute,value,harm,realism\n";
        expectRejected(project, Kind::Harm, head + "p1,human,age,older (65+),commute,bus,4,yes\n", "harm.csv:2:7: ", "rated 'age=older (65+)|commute=bus' twice (already in the project)");
        expectRejected(project, Kind::Harm, head + "p3,human,age,older (65+),commute,bus,6,yes\n", "harm.csv:2:7: ", "not an integer 1..5");
        expectRejected(project, Kind::Harm, head + "p3,human,age,older (65+),commute,bus,2.5,yes\n", "harm.csv:2:7: ", "not an integer 1..5");
        expectRejected(project, Kind::Harm, head + "p3,human,age,older (65+),commute,bus,2,maybe\n", "harm.csv:2:8: ", "realism 'maybe'");
        expectRejected(project, Kind::Harm, head + "p3,robot,age,older (65+),commute,bus,2,yes\n", "harm.csv:2:2: ", "neither human nor model");
        expectRejected(project, Kind::Harm, head + "p3,human,age,ancient,commute,bus,2,yes\n", "harm.csv:2:4: ", "outside the value set of 'age'");
        expectRejected(project, Kind::Harm, head + "p3,human,age,older (65+),age,young (18-34),2,yes\n", "harm.csv:2:5: ", "two different attributes");
        expectRejected(project, Kind::Harm, head + "p3,human,age,a=b,commute,bus,2,yes\n", "harm.csv:2:4: ", "contains '|' or '='");
        expectRejected(project, Kind::Harm, "rater_id,base_attribute\np1,age\n", "harm.csv:1: ", "missing column 'rater_kind'");
    }

    void noStoriesIsAnError()
    {
        const std::string project = freshProject("empty", true);
        auto d = st::readStData(project);
        QVERIFY(!d);
        QVERIFY(d.error().detail.find("no StereoTales stories") != std::string::npos);
        auto h = st::readHarmData(project);
        QVERIFY(!h);
    }
};

QTEST_GUILESS_MAIN(TestStImport)
#include "tst_stimport.moc"
