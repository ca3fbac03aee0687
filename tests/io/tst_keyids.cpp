// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// An id shaped like an API key (`sk-proj-…`, secretscan.h) used to be imported with rc 0 —
// as a condition, judge or rater id it became a condition whose id the project loader then refuses, so every
// later open refused the file. Every importer now checks its ids at import: each hostile file below is
// refused with file:line:column, the message never repeats the key, the project file stays byte-identical,
// and it still opens.
#include "engine/io/corpus/corpusimport.h"
#include "engine/io/importers.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <filesystem>
#include <fstream>
#include <functional>

using namespace rl;
namespace fs = std::filesystem;

namespace {

/// A made-up key, assembled here so that no key-shaped literal sits in the sources.
std::string fakeKey() { return std::string("sk") + "-proj-" + "Q3vXm9Lk2PzR7tYw4NcB8hJd6FgS1aUe"; }

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

enum class Kind { Stimuli, Ratings, Predictions, Corpus, Klue, CorpusName, Judgments, Stories, Extractions, Harm, Seeds };

constexpr const char *kStsb = "main-captions\tMSRvid\t2012test\t0001\t5.000\tA man is dancing.\tA man dances.\n"
                              "main-captions\tMSRvid\t2012test\t0002\t1.000\tA cat sleeps.\tA dog runs.\n";

} // namespace

class TestKeyIds : public QObject {
    Q_OBJECT
    std::string m_dir;

    /// A project in the state `kind` imports into (stimuli; a corpus; stories).
    std::string projectFor(Kind kind)
    {
        const std::string path = m_dir + "/p" + std::to_string(int(kind)) + ".raterlab";
        fs::remove(path);
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        if (!p)
            qFatal("%s", p.error().detail.c_str());
        Status ready;
        if (kind == Kind::Ratings || kind == Kind::Predictions) {
            writeFile(m_dir + "/stimuli.csv", "stimulus_id,group\ns1,a\ns2,b\n");
            auto r = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/stimuli.csv");
            ready = r ? Status {} : Status(r.error());
        } else if (kind == Kind::Judgments) {
            writeFile(m_dir + "/corpus.tsv", kStsb);
            auto r = io::corpus::importCorpusFile(*p, m_dir + "/corpus.tsv", "stsb", io::corpus::CorpusFormat::Auto);
            ready = r ? Status {} : Status(r.error());
        } else if (kind == Kind::Extractions) {
            writeFile(m_dir + "/seed.csv", "story_id,model,language,prompted_attribute,prompted_value\ns1,m,en,age,old\n");
            auto r = io::stereotales::importStoriesFile(*p, m_dir + "/seed.csv");
            ready = r ? Status {} : Status(r.error());
        }
        if (!ready)
            qFatal("%s", ready.error().detail.c_str());
        return path;
    }

    /// The import of `file` (or, for seeds, of the folder `file`) as `kind`.
    Status importAs(storage::Project &p, Kind kind, const std::string &file)
    {
        auto status = [](const auto &r) { return r ? Status {} : Status(r.error()); };
        using io::corpus::CorpusFormat;
        switch (kind) {
        case Kind::Stimuli: return status(io::importFile(p, io::ImportKind::Stimuli, file));
        case Kind::Ratings: return status(io::importFile(p, io::ImportKind::Ratings, file));
        case Kind::Predictions: {
            io::ImportOptions o;
            o.dimensions.push_back(study::Dimension {});
            o.dimensions.back().name = "valence";
            return status(io::importFile(p, io::ImportKind::Predictions, file, o));
        }
        case Kind::Corpus: return status(io::corpus::importCorpusFile(p, file, "stsb", CorpusFormat::Auto));
        case Kind::Klue: return status(io::corpus::importCorpusFile(p, file, "klue", CorpusFormat::Auto));
        case Kind::CorpusName: return status(io::corpus::importCorpusFile(p, file, fakeKey(), CorpusFormat::Auto));
        case Kind::Judgments: return status(io::corpus::importJudgmentsFile(p, file));
        case Kind::Stories: return status(io::stereotales::importStoriesFile(p, file));
        case Kind::Extractions: return status(io::stereotales::importExtractionsFile(p, file));
        case Kind::Harm: return status(io::stereotales::importHarmFile(p, file));
        case Kind::Seeds: return status(io::stereotales::importGridFolder(p, file));
        }
        return {};
    }

private slots:
    void initTestCase() { m_dir = test::tempDir(); }

    void keyShapedIdsRefusedAtImport_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("text"); // KEY stands for the key
        QTest::addColumn<QString>("where");
        QTest::newRow("stimulus_id") << int(Kind::Stimuli) << "stimuli.csv" << "stimulus_id,group\ns1,a\nKEY,b\n" << "stimuli.csv:3:1: ";
        QTest::newRow("rater_id") << int(Kind::Ratings) << "ratings.csv" << "rater_id,stimulus_id,valence\nh1,s1,5\nKEY,s2,4\n"
                                  << "ratings.csv:3:1: ";
        QTest::newRow("condition") << int(Kind::Predictions) << "predictions.csv" << "condition,stimulus_id,valence\nKEY,s1,5\n"
                                   << "predictions.csv:2:1: ";
        QTest::newRow("STS-B item id") << int(Kind::Corpus) << "corpus.tsv"
                                       << QString(kStsb) + "main-captions\tMSRvid\t2012test\tKEY\t2.000\tA b.\tC d.\n" << "corpus.tsv:3:";
        QTest::newRow("KLUE annotator") << int(Kind::Klue) << "klue.json"
                                        << "[{\"guid\": \"k1\", \"source\": \"s\", \"sentence1\": \"a\", \"sentence2\": \"b\",\n"
                                           "  \"labels\": {\"real-label\": 3.0},\n"
                                           "  \"annotations\": {\"annotators\": [\"r1\", \"KEY\"], \"annotations\": [3, 3]}}]\n"
                                        << "klue.json:3:";
        QTest::newRow("corpus name") << int(Kind::CorpusName) << "named.tsv" << QString(kStsb) << "named.tsv: ";
        QTest::newRow("judge") << int(Kind::Judgments) << "judgments.csv"
                               << "judge,item_id,condition,round,score\ngpt,MSRvid/2012test/0001,blind,1,4\nKEY,MSRvid/2012test/0002,blind,1,2\n"
                               << "judgments.csv:3:1: ";
        QTest::newRow("judge condition") << int(Kind::Judgments) << "judgments.csv"
                                         << "judge,item_id,condition,round,score\ngpt,MSRvid/2012test/0001,KEY,1,4\n" << "judgments.csv:2:3: ";
        QTest::newRow("story model") << int(Kind::Stories) << "stories.csv"
                                     << "story_id,model,language,prompted_attribute,prompted_value\nt1,KEY,en,age,old\n" << "stories.csv:2:2: ";
        QTest::newRow("story_id") << int(Kind::Stories) << "stories.csv"
                                  << "story_id,model,language,prompted_attribute,prompted_value\nKEY,m,en,age,old\n" << "stories.csv:2:1: ";
        QTest::newRow("extractor") << int(Kind::Extractions) << "extractions.csv" << "story_id,extractor,attribute,value\ns1,KEY,age,old\n"
                                   << "extractions.csv:2:2: ";
        QTest::newRow("extracted value") << int(Kind::Extractions) << "extractions.csv" << "story_id,extractor,attribute,value\ns1,e1,age,KEY\n"
                                         << "extractions.csv:2:4: ";
        QTest::newRow("harm model rater") << int(Kind::Harm) << "harm.csv"
                                          << "rater_id,rater_kind,base_attribute,base_value,attribute,value,harm\nKEY,model,age,old,job,nurse,3\n"
                                          << "harm.csv:2:1: ";
        QTest::newRow("seed value") << int(Kind::Seeds) << "seeds" << "    - \"KEY\"\n" << "attributes/attributes.en.yaml:";
    }

    void keyShapedIdsRefusedAtImport()
    {
        QFETCH(int, kind);
        QFETCH(QString, name);
        QFETCH(QString, text);
        QFETCH(QString, where);
        const std::string key = fakeKey();
        const std::string body = text.toStdString();
        std::string hostile;
        for (std::size_t at = 0;;) { // KEY -> the key
            const std::size_t k = body.find("KEY", at);
            hostile += body.substr(at, k == std::string::npos ? std::string::npos : k - at);
            if (k == std::string::npos)
                break;
            hostile += key;
            at = k + 3;
        }
        const std::string project = projectFor(Kind(kind));
        std::string file = m_dir + "/" + name.toStdString();
        if (Kind(kind) == Kind::Seeds) { // our seed fixture with one value of commute replaced
            fs::remove_all(file);
            fs::copy(test::testDataDir() + "/stereotales/seeds_small", file, fs::copy_options::recursive);
            const std::string attributes = file + "/attributes/attributes.en.yaml";
            std::string yaml = test::readBytes(attributes);
            const std::string from = "    - \"bus\"\n";
            QVERIFY(yaml.find(from) != std::string::npos);
            yaml.replace(yaml.find(from), from.size(), hostile);
            writeFile(attributes, yaml);
        } else {
            writeFile(file, hostile);
        }
        const std::string before = test::readBytes(project);
        {
            auto p = storage::Project::open(project);
            QVERIFY(p);
            const Status st = importAs(*p, Kind(kind), file);
            QVERIFY2(!st, "imported with a key-shaped id"); // was: imported, and the project then refused to open
            const std::string &msg = st.error().detail;
            QVERIFY2(msg.starts_with(where.toStdString()), msg.c_str());
            QVERIFY2(msg.find("looks like") != std::string::npos, msg.c_str());
            QVERIFY2(msg.find(key.substr(8)) == std::string::npos, msg.c_str()); // the key is never repeated
        }
        QVERIFY(test::readBytes(project) == before);
        QVERIFY(!test::projectFilesContain(project, key.substr(8)));
        auto again = storage::Project::open(project);
        QVERIFY2(again, again ? "" : again.error().detail.c_str());
        QVERIFY(again->loadStudy());
    }
};

QTEST_GUILESS_MAIN(TestKeyIds)
#include "tst_keyids.moc"
