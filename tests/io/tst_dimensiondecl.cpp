// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/dimensiondecl.h"
#include "tests/common/rawdatabase.h"
#include "engine/io/importers.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <fstream>

using namespace rl;

namespace {

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
}

using Labels = std::vector<std::string>;

/// A categorical study without gold labels: three items rated by people on `preference`.
const char *kItems = "stimulus_id,text\nq1,first\nq2,second\nq3,third\n";
const char *kRatings = "rater_id,stimulus_id,dimension,value\n"
                       "h1,q1,preference,model_b\n"
                       "h1,q2,preference,\"n/a: problem is resolved\"\n"
                       "h2,q1,preference,model_a\n"
                       "h2,q2,preference,NA\n"
                       "h2,q3,preference,tie\n"
                       "h3,q3,preference,model_b\n";

} // namespace

class TestDimensionDecl : public QObject {
    Q_OBJECT
    std::string m_dir;

    /// A text study with its stimuli, at `name` in the test's folder.
    storage::Project textStudy(const std::string &name)
    {
        writeFile(m_dir + "/items.csv", kItems);
        auto p = storage::Project::open(m_dir + "/" + name, storage::Database::Mode::CreateIfMissing);
        if (!p)
            qFatal("%s", p.error().detail.c_str());
        auto s = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/items.csv");
        if (!s)
            qFatal("%s", s.error().detail.c_str());
        return std::move(*p);
    }

    static io::ImportOptions declaring(std::initializer_list<const char *> decls)
    {
        io::ImportOptions o;
        for (const char *d : decls) {
            auto parsed = io::parseDimensionDecl(d);
            if (!parsed)
                qFatal("%s", parsed.error().detail.c_str());
            o.dimensions.push_back(*parsed);
        }
        return o;
    }

private slots:
    void init() { m_dir = test::tempDir(); }

    void declarationText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("labels"); // the labels in order; empty for a pending declaration
        QTest::addColumn<bool>("ordered");
        QTest::newRow("no list") << "pref:categorical" << QStringList() << false;
        QTest::newRow("ordinal, no list") << "grade:categorical:ordinal" << QStringList() << true;
        QTest::newRow("ordinal list") << "grade:categorical:ordinal:low,mid,high" << QStringList {"low", "mid", "high"} << true;
        QTest::newRow("plain list") << "pref:categorical:model_a, model_b ,tie"
                                    << QStringList {"model_a", "model_b", "tie"} << false;
        QTest::newRow("quoted comma and colon")
            << "pref:categorical:\"a, b\",\"n/a: problem is resolved\",plain"
            << QStringList {"a, b", "n/a: problem is resolved", "plain"} << false;
        QTest::newRow("quote inside") << "pref:categorical:\"say \"\"no\"\"\",yes" << QStringList {"say \"no\"", "yes"} << false;
        QTest::newRow("spaces around quotes") << "pref:categorical: \"x\" , \"y\" " << QStringList {"x", "y"} << false;
        QTest::newRow("colon in an unquoted label") << "pref:categorical:n/a: x,plain" << QStringList {"n/a: x", "plain"} << false;
        QTest::newRow("a label named ordinal, quoted") << "pref:categorical:\"ordinal\",other"
                                                       << QStringList {"ordinal", "other"} << false;
        QTest::newRow("ordinal and a quoted list") << "g:categorical:ordinal:\"1: bad\",\"2: good\""
                                                   << QStringList {"1: bad", "2: good"} << true;
    }
    void declarationText()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, labels);
        QFETCH(bool, ordered);
        auto d = io::parseDimensionDecl(text.toStdString());
        QVERIFY2(d, d ? "" : d.error().detail.c_str());
        QCOMPARE(d->kind, study::DimensionKind::Categorical);
        Labels want;
        for (const auto &l : labels)
            want.push_back(l.toStdString());
        QCOMPARE(d->levels, want);
        QCOMPARE(d->ordered, ordered);
        QCOMPARE(io::isPending(*d), labels.isEmpty());
        QCOMPARE(d->scaleMax, labels.isEmpty() ? 0.0 : double(labels.size() - 1));
        // The declaration's own text reads back as the same dimension.
        auto back = io::parseDimensionDecl(io::dimensionDeclText(*d));
        QVERIFY2(back, back ? "" : back.error().detail.c_str());
        QCOMPARE(back->levels, d->levels);
        QCOMPARE(back->ordered, d->ordered);
    }

    void malformedDeclarationRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unclosed quote") << "pref:categorical:\"a, b,c" << "label 1: the quote at character 1 is never closed";
        QTest::newRow("text after the closing quote") << "pref:categorical:\"a\"b,c" << "label 1: text after its closing quote";
        QTest::newRow("quote inside an unquoted label") << "pref:categorical:a\"b,c" << "quote inside an unquoted label";
        QTest::newRow("empty label") << "pref:categorical:a,,c" << "label 2: an empty label";
        QTest::newRow("trailing comma") << "pref:categorical:a,b," << "label 3: an empty label";
        QTest::newRow("empty quoted label") << "pref:categorical:a,\"\"" << "label 2: an empty label";
        QTest::newRow("space inside quotes") << "pref:categorical:\" a\",b" << "begins or ends with a space";
        QTest::newRow("twice after unquoting") << "pref:categorical:a,\"a\"" << "label 'a' appears twice";
        QTest::newRow("one label") << "pref:categorical:only" << "at least two levels";
        QTest::newRow("empty list") << "pref:categorical:" << "an empty label list";
        QTest::newRow("ordinal, empty list") << "pref:categorical:ordinal:" << "an empty label list";
        QTest::newRow("ordinal numeric") << "x:1-7:ordinal" << "neither integer nor continuous";
    }
    void malformedDeclarationRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        auto d = io::parseDimensionDecl(text.toStdString());
        QVERIFY(!d);
        QCOMPARE(d.error().code, ErrorCode::Validation);
        QVERIFY2(d.error().detail.find(reason.toStdString()) != std::string::npos, d.error().detail.c_str());
        QVERIFY2(d.error().detail.rfind("--dimension '", 0) == 0, d.error().detail.c_str());
    }

    /// `NAME:categorical` takes the long file's labels in order of first appearance (a missing value is none),
    /// and the summary lists them.
    void labelsFromTheFile()
    {
        auto p = textStudy("fromfile.raterlab");
        writeFile(m_dir + "/ratings.csv", kRatings);
        auto r = io::importFile(p, io::ImportKind::Ratings, m_dir + "/ratings.csv", declaring({"preference:categorical"}));
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(r->ratingsAdded, std::size_t(5));
        QCOMPARE(r->missingValues, std::size_t(1));
        QCOMPARE(r->dimensionsDeclared,
                 Labels {"preference (categorical: model_b, \"n/a: problem is resolved\", model_a, tie)"});
        auto s = p.loadStudy();
        QVERIFY(s);
        const auto &d = s->dimensions[std::size_t(s->findDimension("preference"))];
        QCOMPARE(d.levels, (Labels {"model_b", "n/a: problem is resolved", "model_a", "tie"}));
        QVERIFY(!d.ordered);
        QCOMPARE(d.scaleMax, 3.0);
        // A second file with the dimension already declared keeps the study's labels, and a new label is refused.
        writeFile(m_dir + "/more.csv", "rater_id,stimulus_id,dimension,value\nh4,q1,preference,tie\nh4,q2,preference,both bad\n");
        auto more = io::importFile(p, io::ImportKind::Ratings, m_dir + "/more.csv", declaring({"preference:categorical"}));
        QVERIFY(!more);
        QVERIFY2(more.error().detail.rfind("more.csv:3:4: 'both bad' is not a level of dimension 'preference'", 0) == 0,
                 more.error().detail.c_str());
    }

    void tooFewLabelsInTheFile()
    {
        auto p = textStudy("few.raterlab");
        writeFile(m_dir + "/one.csv", "rater_id,stimulus_id,dimension,value\nh1,q1,preference,tie\nh2,q1,preference,tie\n");
        auto r = io::importFile(p, io::ImportKind::Ratings, m_dir + "/one.csv", declaring({"preference:categorical"}));
        QVERIFY(!r);
        QVERIFY2(r.error().detail.find("one.csv:1: dimension 'preference' is declared without labels, and the file holds only "
                                       "the label 'tie' of it") == 0,
                 r.error().detail.c_str());
        writeFile(m_dir + "/wide.csv", "rater_id,stimulus_id,preference\nh1,q1,tie\n");
        auto wide = io::importFile(p, io::ImportKind::Ratings, m_dir + "/wide.csv", declaring({"preference:categorical"}));
        QVERIFY(!wide);
        QVERIFY2(wide.error().detail.find("only a long ratings file") != std::string::npos, wide.error().detail.c_str());
    }

    /// A model answer outside the declared labels stays invalid (value -1, counted); the labels never come
    /// from the model's answers.
    void predictionOutsideTheLabelsIsInvalid()
    {
        auto p = textStudy("pred.raterlab");
        writeFile(m_dir + "/pred.csv", "condition,stimulus_id,preference\n"
                                       "m,q1,Model_A\n"
                                       "m,q2,\"n/a: problem is resolved\"\n"
                                       "m,q3,model_c\n");
        auto pending = io::importFile(p, io::ImportKind::Predictions, m_dir + "/pred.csv", declaring({"preference:categorical"}));
        QVERIFY(!pending);
        QVERIFY2(pending.error().detail.find("a model's answers do not make a label set") != std::string::npos,
                 pending.error().detail.c_str());
        auto r = io::importFile(p, io::ImportKind::Predictions, m_dir + "/pred.csv",
                                declaring({"preference:categorical:model_a,model_b,tie,\"n/a: problem is resolved\""}));
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(r->ratingsAdded, std::size_t(3));
        QCOMPARE(r->invalidLabels, std::size_t(1));
        auto s = p.loadStudy();
        QVERIFY(s);
        std::vector<double> values;
        for (const auto &rating : s->ratings)
            values.push_back(rating.value);
        QCOMPARE(values, (std::vector<double> {0, 3, -1})); // case folded; the colon label matched; model_c invalid
        // Declared from the ratings file first, a later predictions file may leave the list out.
        auto q = textStudy("pred2.raterlab");
        writeFile(m_dir + "/ratings.csv", kRatings);
        QVERIFY(io::importFile(q, io::ImportKind::Ratings, m_dir + "/ratings.csv", declaring({"preference:categorical"})));
        auto later = io::importFile(q, io::ImportKind::Predictions, m_dir + "/pred.csv", declaring({"preference:categorical"}));
        QVERIFY2(later, later ? "" : later.error().detail.c_str());
        QCOMPARE(later->invalidLabels, std::size_t(1));
    }

    void declarationFile()
    {
        const std::string text = "[\n  {\"name\": \"preference\", \"kind\": \"categorical\", \"labels\": [\"model_a\", \"model_b\", \"tie\", \"n/a: x, y\"], \"ordered\": false},\n  {\"name\": \"grade\", \"kind\": \"categorical\", \"ordered\": true},\n  {\"name\": \"quality\", \"kind\": \"numeric\", \"min\": 1, \"max\": 7, \"integer\": true},\n  {\"name\": \"vas\", \"kind\": \"numeric\", \"min\": 0, \"max\": 100, \"integer\": false}\n]";
        auto d = io::parseDimensionsJson(text, "dims.json");
        QVERIFY2(d, d ? "" : d.error().detail.c_str());
        QCOMPARE(d->size(), std::size_t(4));
        QCOMPARE((*d)[0].levels, (Labels {"model_a", "model_b", "tie", "n/a: x, y"}));
        QVERIFY(!(*d)[0].ordered);
        QVERIFY(io::isPending((*d)[1]) && (*d)[1].ordered);
        QCOMPARE((*d)[2].kind, study::DimensionKind::Numeric);
        QCOMPARE((*d)[2].scaleMax, 7.0);
        QVERIFY((*d)[2].integerValued && !(*d)[3].integerValued);
        // Written back, it reads as the same declarations.
        auto back = io::parseDimensionsJson(io::dimensionsToJson(*d), "back.json");
        QVERIFY2(back, back ? "" : back.error().detail.c_str());
        for (std::size_t i = 0; i < d->size(); ++i) {
            QCOMPARE((*back)[i].name, (*d)[i].name);
            QCOMPARE((*back)[i].levels, (*d)[i].levels);
            QCOMPARE((*back)[i].ordered, (*d)[i].ordered);
            QCOMPARE((*back)[i].scaleMin, (*d)[i].scaleMin);
            QCOMPARE((*back)[i].scaleMax, (*d)[i].scaleMax);
            QCOMPARE((*back)[i].integerValued, (*d)[i].integerValued);
        }
        // A single object is one declaration.
        auto one = io::parseDimensionsJson("{\"name\": \"x\", \"kind\": \"numeric\", \"min\": 1, \"max\": 9}", "one.json");
        QVERIFY2(one && one->size() == 1, one ? "" : one.error().detail.c_str());
    }

    void badDeclarationFile_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error"); // the start of the message
        QTest::newRow("syntax") << "[{\"name\": \"a\",\n  \"kind\": categorical}]" << "bad.json:2:11:";
        QTest::newRow("duplicate key") << "[{\"name\": \"a\", \"name\": \"b\", \"kind\": \"numeric\"}]" << "bad.json:1:";
        QTest::newRow("unknown key")
            << "[\n  {\"name\": \"pref\", \"kind\": \"categorical\",\n   \"levels\": [\"a\", \"b\"]}\n]"
            << "bad.json:3:4: dimension 1 ('pref'): unknown key 'levels'";
        QTest::newRow("label not a string")
            << "[{\"name\": \"pref\", \"kind\": \"categorical\", \"labels\": [\"a\", 2]}]"
            << "bad.json:1:58: dimension 1 ('pref'): label 2 is not a string";
        QTest::newRow("label twice")
            << "[{\"name\": \"pref\", \"kind\": \"categorical\",\n \"labels\": [\"a\", \"b\", \"a\"]}]"
            << "bad.json:2:23: dimension 1 ('pref'): label 'a' appears twice";
        QTest::newRow("no kind") << "[{\"name\": \"pref\"}]" << "bad.json:1:2: dimension 1 ('pref'): key 'kind' is missing";
        QTest::newRow("wrong kind") << "[{\"name\": \"p\", \"kind\": \"ordinal\"}]" << "bad.json:1:16: dimension 1 ('p'): key 'kind' must be";
        QTest::newRow("ordered on numeric")
            << "[{\"name\": \"q\", \"kind\": \"numeric\", \"min\": 1, \"max\": 7, \"ordered\": true}]"
            << "bad.json:1:55: dimension 1 ('q'): key 'ordered' belongs to a categorical dimension";
        QTest::newRow("ordered not a bool") << "[{\"name\": \"g\", \"kind\": \"categorical\", \"ordered\": \"yes\"}]"
                                            << "bad.json:1:39: dimension 1 ('g'): key 'ordered' must be true or false";
        QTest::newRow("no max") << "[{\"name\": \"q\", \"kind\": \"numeric\", \"min\": 1}]"
                                << "bad.json:1:2: dimension 1 ('q'): key 'max' is missing";
        QTest::newRow("reversed scale") << "[{\"name\": \"q\", \"kind\": \"numeric\", \"min\": 7, \"max\": 1}]"
                                        << "bad.json:1:45: dimension 1 ('q'): the scale 7..1: min must be below max";
        QTest::newRow("declared twice")
            << "[{\"name\": \"q\", \"kind\": \"numeric\", \"min\": 1, \"max\": 7},\n {\"name\": \"q\", \"kind\": \"categorical\"}]"
            << "bad.json:2:3: dimension 2 ('q'): 'q' is declared twice";
        QTest::newRow("not a list") << "\"quality\"" << "bad.json:1:1: expected a list of dimension objects";
    }
    void badDeclarationFile()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        writeFile(m_dir + "/bad.json", text.toStdString());
        auto d = io::readDimensionsFile(m_dir + "/bad.json");
        QVERIFY(!d);
        const std::string detail = d.error().detail;
        const std::string want = m_dir + "/" + error.toStdString();
        QVERIFY2(detail.rfind(want, 0) == 0, (detail + "\n   expected the start: " + want).c_str());
    }

    /// `ordered` is kept in the project file and read back; a file written before it (no meta key) opens with
    /// every dimension unordered, and a broken key is refused on open.
    void orderedRoundTrip()
    {
        const std::string path = m_dir + "/ordered.raterlab";
        {
            auto p = textStudy("ordered.raterlab");
            writeFile(m_dir + "/grades.csv", "rater_id,stimulus_id,dimension,value\nh1,q1,grade,low\nh1,q2,grade,high\n"
                                             "h1,q1,pref,a\nh1,q2,pref,b\n");
            auto r = io::importFile(p, io::ImportKind::Ratings, m_dir + "/grades.csv",
                                    declaring({"grade:categorical:ordinal:low,mid,high", "pref:categorical"}));
            QVERIFY2(r, r ? "" : r.error().detail.c_str());
            QCOMPARE(r->dimensionsDeclared.front(), std::string("grade (categorical, ordinal: low, mid, high)"));
        }
        {
            auto p = storage::Project::open(path);
            QVERIFY2(p, p ? "" : p.error().detail.c_str());
            auto s = p->loadStudy();
            QVERIFY(s);
            QVERIFY(s->dimensions[std::size_t(s->findDimension("grade"))].ordered);
            QVERIFY(!s->dimensions[std::size_t(s->findDimension("pref"))].ordered);
            // The same declaration again is no change; declaring it unordered once it has ratings is refused.
            auto same = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/grades.csv",
                                       declaring({"grade:categorical:ordinal:low,mid,high"}));
            QVERIFY(!same); // the same ratings twice: refused as duplicates, not as a redeclaration
            QVERIFY2(same.error().detail.find("twice") != std::string::npos, same.error().detail.c_str());
            auto unordered = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/grades.csv",
                                            declaring({"grade:categorical:low,mid,high"}));
            QVERIFY(!unordered);
            QVERIFY2(unordered.error().detail.find("cannot be declared again") != std::string::npos,
                     unordered.error().detail.c_str());
            // A project saved again keeps it.
            storage::SaveSet set;
            set.firstNewRating = s->ratings.size();
            QVERIFY(p->save(*s, set));
        }
        {
            auto p = storage::Project::open(path);
            QVERIFY(p);
            auto s = p->loadStudy();
            QVERIFY(s && s->dimensions[std::size_t(s->findDimension("grade"))].ordered);
            // As a file from before the flag: no meta key.
            QVERIFY(test::rawDatabase(*p).exec("DELETE FROM meta WHERE key = 'ordered_dimensions'"));
        }
        {
            auto p = storage::Project::open(path);
            QVERIFY2(p, p ? "" : p.error().detail.c_str());
            auto s = p->loadStudy();
            QVERIFY(s);
            QVERIFY(!s->dimensions[std::size_t(s->findDimension("grade"))].ordered);
            QCOMPARE(s->dimensions[std::size_t(s->findDimension("grade"))].levels, (Labels {"low", "mid", "high"}));
            QVERIFY(test::rawDatabase(*p).exec("INSERT INTO meta(key, value) VALUES ('ordered_dimensions', '{\"grade\": 1}')"));
        }
        auto broken = storage::Project::open(path);
        QVERIFY(!broken);
        QVERIFY2(broken.error().detail.find("ordered_dimensions") != std::string::npos, broken.error().detail.c_str());
    }

    /// A pending declaration handed to declareDimensions directly (no file to take labels from) is refused.
    void pendingDeclarationNeedsAFile()
    {
        study::Study s;
        auto d = io::parseDimensionDecl("pref:categorical");
        QVERIFY(d);
        const Status st = io::declareDimensions(s, {*d}, "here");
        QVERIFY(!st);
        QVERIFY2(st.error().detail.rfind("here: dimension 'pref' is declared without labels", 0) == 0, st.error().detail.c_str());
        QVERIFY(s.dimensions.empty());
    }
};

QTEST_APPLESS_MAIN(TestDimensionDecl)
#include "tst_dimensiondecl.moc"
