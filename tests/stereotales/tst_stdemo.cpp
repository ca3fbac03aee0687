// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The synthetic StereoTales demo (docs/user-guide.md §12): it imports through the real importers, is labelled
// synthetic, is the same for the same seed, and readStData returns the planted structure: the planted
// value pairs are frequent where they were planted (their strength through the extractor noise) and at
// their base rate elsewhere.
#include "engine/analysis/stereotales/stdata.h"
#include "engine/demo/stdemo.h"
#include "engine/io/stereotales/stories.h"
#include "tests/common/testutil.h"

#include <QtTest>

using namespace rl;
namespace st = rl::analysis::stereotales;

namespace {

int indexOf(const std::vector<std::string> &v, const std::string &x)
{
    for (std::size_t i = 0; i < v.size(); ++i)
        if (v[i] == x)
            return static_cast<int>(i);
    return -1;
}

/// P(B = b | prompted A = a) over the stories of `model` (and `language`, "" = all) whose B is known.
double share(const st::StData &d, const std::string &A, const std::string &a, const std::string &B, const std::string &b,
    const std::string &model, const std::string &language = {})
{
    int ai = -1, bi = -1;
    for (std::size_t k = 0; k < d.attributes.size(); ++k) {
        if (d.attributes[k].name == A)
            ai = static_cast<int>(k);
        if (d.attributes[k].name == B)
            bi = static_cast<int>(k);
    }
    const int av = indexOf(d.attributes[static_cast<std::size_t>(ai)].values, a);
    const int bv = indexOf(d.attributes[static_cast<std::size_t>(bi)].values, b);
    const int m = indexOf(d.models, model), l = language.empty() ? -1 : indexOf(d.languages, language);
    int n = 0, hit = 0;
    for (std::size_t s = 0; s < d.storyCount(); ++s) {
        if (d.storyModel[s] != m || (l >= 0 && d.storyLanguage[s] != l) || d.promptedAttribute[s] != ai || d.promptedValue[s] != av)
            continue;
        const auto v = d.value(static_cast<std::size_t>(bi), s);
        if (v == st::kUnknown)
            continue;
        ++n;
        hit += v == bv ? 1 : 0;
    }
    return n ? double(hit) / n : -1;
}

} // namespace

class TestStDemo : public QObject {
    Q_OBJECT
    std::string m_project;

private slots:
    void initTestCase()
    {
        m_project = test::tempDir() + "/stdemo.raterlab";
        QVERIFY(demo::createStDemoProject(m_project, 7));
    }

    void importsAndIsLabelled()
    {
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        auto s = p->loadStudy();
        QVERIFY(s);
        QVERIFY(s->synthetic);
        QCOMPARE(s->demoSeed, std::uint64_t(7));
        QCOMPARE(s->protocol.kind, study::StudyKind::StereoTales);
        auto c = io::stereotales::stereoTalesCounts(*p);
        QVERIFY(c);
        const auto &spec = demo::stDemoSpec();
        const std::size_t perLanguage = spec.grid.promptsPerLanguage(); // (3 + 3 + 3 + 4) values x 4 scenarios
        QCOMPARE(perLanguage, std::size_t(52));
        QCOMPARE(c->prompts, perLanguage * 3);
        QCOMPARE(c->stories, perLanguage * 3 * spec.models.size() * static_cast<std::size_t>(spec.repeats));
        QCOMPARE(c->extractors, std::size_t(3));
        QCOMPARE(c->extractions, (c->stories - c->refusals) * 3);
        QVERIFY(c->refusals > 0);
        QCOMPARE(c->associations, std::size_t(5));
        // A demo is replaced by a new demo; same seed, same stories.
        auto a = demo::generateStDemo(7), b = demo::generateStDemo(7), other = demo::generateStDemo(8);
        QVERIFY(a && b && other);
        QCOMPARE(a->stories.stories.size(), b->stories.stories.size());
        QVERIFY(a->extractions.cells == b->extractions.cells);
        QVERIFY(a->extractions.cells != other->extractions.cells);
        QVERIFY(demo::createStDemoProject(m_project, 7));
    }

    void readStDataShowsThePlantedAssociations()
    {
        auto d = st::readStData(m_project);
        QVERIFY2(d, d ? "" : d.error().detail.c_str());
        QCOMPARE(d->models.size(), std::size_t(4));
        QCOMPARE(d->languages, (std::vector<std::string> {"en", "fr", "ko"}));
        // Planted: older -> car at 0.8 in writers a and b (every language), in c in French only; base rate 1/3
        // among bicycle, bus, car. Each bound is far outside the sampling error of 72 stories per cell.
        const double aCar = share(*d, "age", "older (65+)", "commute", "car", "demo-writer-a");
        const double bCar = share(*d, "age", "older (65+)", "commute", "car", "demo-writer-b");
        const double cFr = share(*d, "age", "older (65+)", "commute", "car", "demo-writer-c", "fr");
        const double cEn = share(*d, "age", "older (65+)", "commute", "car", "demo-writer-c", "en");
        const double dCar = share(*d, "age", "older (65+)", "commute", "car", "demo-writer-d");
        QVERIFY2(aCar > 0.65 && bCar > 0.65 && cFr > 0.65, qPrintable(QString("%1 %2 %3").arg(aCar).arg(bCar).arg(cFr)));
        QVERIFY2(cEn < 0.5 && dCar < 0.5 && dCar > 0.15, qPrintable(QString("%1 %2").arg(cEn).arg(dCar)));
        // mountain village -> farmer at 0.7 in writer a, Korean only (base rate 1/4).
        const double ko = share(*d, "hometown", "mountain village", "occupation", "farmer", "demo-writer-a", "ko");
        const double en = share(*d, "hometown", "mountain village", "occupation", "farmer", "demo-writer-a", "en");
        QVERIFY2(ko > 0.5 && en < 0.45, qPrintable(QString("%1 %2").arg(ko).arg(en)));
        // A refused story is unknown everywhere.
        for (std::size_t s = 0; s < d->storyCount(); ++s)
            if (d->refused[s])
                for (std::size_t a = 0; a < d->attributes.size(); ++a)
                    QCOMPARE(d->value(a, s), st::kUnknown);
    }

    void harmRatingsOfPeopleAndModels()
    {
        auto h = st::readHarmData(m_project);
        QVERIFY2(h, h ? "" : h.error().detail.c_str());
        QCOMPARE(h->associations.size(), std::size_t(5));
        const auto &a = h->associations[0];
        QCOMPARE(a.baseAttribute + "=" + a.baseValue + "|" + a.attribute + "=" + a.value, std::string("age=older (65+)|commute=car"));
        QCOMPARE(a.human.size(), std::size_t(24));
        QCOMPARE(a.model.size(), std::size_t(4));
        QCOMPARE(a.modelConditions[0], std::string("harm:demo-writer-a"));
        double hm = 0, mm = 0;
        for (double v : a.human)
            hm += v / a.human.size();
        for (double v : a.model) {
            mm += v / a.model.size();
            QVERIFY(v < 5); // the models rarely say 5: here never
        }
        QVERIFY2(hm > mm, qPrintable(QString("%1 %2").arg(hm).arg(mm)));
    }
};

QTEST_GUILESS_MAIN(TestStDemo)
#include "tst_stdemo.moc"
