// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/stereotales/association.h"
#include "engine/analysis/stereotales/harm.h"
#include "engine/analysis/stereotales/spread.h"
#include "engine/analysis/stereotales/streport.h"
#include "engine/stats/fisher.h"
#include "engine/stats/multiplicity.h"
#include "tests/common/testutil.h"

#include <QtTest>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>

using namespace rl::analysis::stereotales;
using rl::test::fuzzyCompare;

namespace {

/// Constructed StData: attributes gender {female, male}, job {doctor, nurse, teacher, other}, age
/// {young, old}; stories added one by one with their extracted values (-1 = unknown).
struct Builder {
    StData d;
    std::vector<std::vector<std::int16_t>> values; // per story, per attribute

    Builder()
    {
        d.attributes = {Attribute {"gender", {"female", "male"}, {true, true}, -1},
                        Attribute {"job", {"doctor", "nurse", "teacher", "other"}, {true, true, true, false}, 3},
                        Attribute {"age", {"young", "old"}, {true, true}, -1}};
    }
    int index(std::vector<std::string> &v, const std::string &s)
    {
        for (std::size_t i = 0; i < v.size(); ++i)
            if (v[i] == s)
                return int(i);
        v.push_back(s);
        return int(v.size() - 1);
    }
    /// `count` stories of `model`/`language` prompted on attribute pa = value pv with gender, job, age.
    void add(int count, const std::string &model, const std::string &language, int pa, int pv, int gender, int job, int age,
             bool refused = false)
    {
        for (int k = 0; k < count; ++k) {
            d.storyKeys.push_back("s" + std::to_string(d.storyKeys.size()));
            d.storyModel.push_back(index(d.models, model));
            d.storyLanguage.push_back(index(d.languages, language));
            d.promptedAttribute.push_back(pa);
            d.promptedValue.push_back(pv);
            d.refused.push_back(refused ? 1 : 0);
            std::vector<std::int16_t> v = {std::int16_t(gender), std::int16_t(job), std::int16_t(age)};
            if (refused)
                v = {kUnknown, kUnknown, kUnknown};
            v[std::size_t(pa)] = std::int16_t(pv);
            values.push_back(v);
        }
    }
    StData build()
    {
        StData out = d;
        const std::size_t n = values.size();
        out.extracted.assign(n * out.attributes.size(), kUnknown);
        for (std::size_t s = 0; s < n; ++s)
            for (std::size_t a = 0; a < out.attributes.size(); ++a)
                out.extracted[a * n + s] = values[s][a];
        return out;
    }
};

constexpr int G = 0, J = 1, A = 2;

AssociationOptions quick(int threads = 1)
{
    AssociationOptions o;
    o.resamples = 4000;
    o.seed = 17;
    o.threads = threads;
    o.maxExactTables = 0; // Monte Carlo for every table larger than 2 × 2
    return o;
}

const StTable *find(const AssociationResult &r, int model, int language, int a, int b)
{
    for (const StTable &t : r.tables)
        if (t.model == model && t.language == language && t.baseAttribute == a && t.attribute == b)
            return &t;
    return nullptr;
}

/// A study with a planted gender → job association in model m1 (both languages), none in m2.
StData planted()
{
    Builder b;
    for (const char *lang : {"en", "ko"}) {
        b.add(30, "m1", lang, G, 0, 0, 1, 0); // female → nurse
        b.add(5, "m1", lang, G, 0, 0, 0, 1);
        b.add(5, "m1", lang, G, 0, 0, 2, 0);
        b.add(30, "m1", lang, G, 1, 1, 0, 1); // male → doctor
        b.add(5, "m1", lang, G, 1, 1, 1, 0);
        b.add(5, "m1", lang, G, 1, 1, 2, 1);
        for (int g = 0; g < 2; ++g)
            for (int j = 0; j < 3; ++j)
                b.add(7, "m2", lang, G, g, g, j, (j + g) % 2);
    }
    return b.build();
}

} // namespace

class TestStAssociation : public QObject {
    Q_OBJECT

private slots:
    void dropUnknownAndOther();
    void rowSumNineVersusTen();
    void emptyColumnsAndOneByK();
    void bhWithinModelAndBase();
    void byWithinTableAndLift();
    void reportedNeedsLiftTwo();
    void threadsGiveIdenticalOutput();
    void languagePooling();
    void seedsFromNames();
    void spreadCounts();
    void smallTablesExact();
    void cancelled();
    void outputFiles();
    void harmHandComputed();
    void harmRejectsOffScale();
};

void TestStAssociation::dropUnknownAndOther()
{
    Builder b;
    b.add(12, "m", "en", G, 0, 0, 0, 0);
    b.add(12, "m", "en", G, 1, 1, 1, 1);
    const auto base = analyzeAssociations(b.build(), quick());
    QVERIFY(base.has_value());
    b.add(20, "m", "en", G, 0, 0, kUnknown, kUnknown); // unknown on the extracted side
    b.add(20, "m", "en", G, 1, 1, 3, 0);               // job 'other': dropped for job only
    b.add(20, "m", "en", G, kUnknown, 0, 0, 0);        // unknown prompted value
    const auto r = analyzeAssociations(b.build(), quick());
    QVERIFY(r.has_value());
    const StTable *gj0 = find(*base, 0, -1, G, J), *gj = find(*r, 0, -1, G, J);
    QVERIFY(gj0 && gj);
    QCOMPARE(gj->counts, gj0->counts); // 12 0 / 0 12: unknown, other and the unknown prompt dropped
    QCOMPARE(gj->n, std::int64_t(24));
    QCOMPARE(gj->colValues, (std::vector<int> {0, 1}));
    const StTable *ga = find(*r, 0, -1, G, A);
    QVERIFY(ga);
    QCOMPARE(ga->counts, (std::vector<std::int64_t> {12, 0, 20, 12})); // the 'other' job stories count for age
}

void TestStAssociation::rowSumNineVersusTen()
{
    Builder b;
    b.add(15, "m", "en", G, 0, 0, 0, 0);
    b.add(5, "m", "en", G, 1, 1, 1, 1);
    b.add(4, "m", "en", G, 1, 1, 0, 0);
    auto r = analyzeAssociations(b.build(), quick()); // male row: 9 observations < 10
    QVERIFY(r.has_value());
    QVERIFY(!find(*r, 0, -1, G, J));
    QCOMPARE(r->skippedTables, std::size_t(2)); // gender→job and gender→age both left with one row
    b.add(1, "m", "en", G, 1, 1, 2, 1);          // male row: 10
    r = analyzeAssociations(b.build(), quick());
    QVERIFY(r.has_value());
    const StTable *t = find(*r, 0, -1, G, J);
    QVERIFY(t);
    QCOMPARE(t->rowValues, (std::vector<int> {0, 1}));
    QCOMPARE(t->counts, (std::vector<std::int64_t> {15, 0, 0, 4, 5, 1}));
    QCOMPARE(r->skippedTables, std::size_t(0));
}

void TestStAssociation::emptyColumnsAndOneByK()
{
    Builder b;
    b.add(10, "m", "en", G, 0, 0, 0, 0);
    b.add(10, "m", "en", G, 1, 1, 1, 0);
    b.add(3, "m", "en", J, 2, 0, 2, 1);  // job=teacher row: 3 < 10, dropped ...
    b.add(12, "m", "en", J, 0, 1, 0, 1); // job=doctor: gender male only
    b.add(12, "m", "en", J, 1, 0, 1, 1); // job=nurse: gender female only
    const auto r = analyzeAssociations(b.build(), quick());
    QVERIFY(r.has_value());
    const StTable *ja = find(*r, 0, -1, J, A);
    QVERIFY(!ja); // ... and age is 'old' in every kept row: 2 × 1 after the empty column, skipped
    const StTable *jg = find(*r, 0, -1, J, G);
    QVERIFY(jg);
    QCOMPARE(jg->rowValues, (std::vector<int> {0, 1}));
    QCOMPARE(jg->counts, (std::vector<std::int64_t> {0, 12, 12, 0}));
    const StTable *ga = find(*r, 0, -1, G, A);
    QVERIFY(!ga); // gender → age: every story young → 2 × 1
    QCOMPARE(r->candidateTables, std::size_t(4)); // (G, J), (G, A), (J, G), (J, A)
    QCOMPARE(r->skippedTables, std::size_t(2));
    QCOMPARE(r->tables.size(), std::size_t(2));
}

void TestStAssociation::bhWithinModelAndBase()
{
    const StData d = planted();
    const auto r = analyzeAssociations(d, quick());
    QVERIFY(r.has_value());
    std::map<std::tuple<int, int, int>, std::vector<const StTable *>> groups;
    for (const StTable &t : r->tables)
        groups[{t.model, t.language, t.baseAttribute}].push_back(&t);
    QVERIFY(groups.size() >= 2);
    for (const auto &[key, ts] : groups) {
        std::vector<double> p;
        for (const StTable *t : ts)
            p.push_back(t->fisher.p);
        const auto q = rl::stats::pAdjust(p, rl::stats::PAdjustMethod::BH);
        for (std::size_t i = 0; i < ts.size(); ++i) {
            QCOMPARE(ts[i]->qBh, q[i]); // BH across the B's of one (model, A) only
            QCOMPARE(ts[i]->kept, q[i] < 0.05);
        }
    }
    const StTable *m1 = find(*r, 0, -1, G, J), *m2 = find(*r, 1, -1, G, J);
    QVERIFY(m1 && m2);
    QVERIFY(m1->kept);   // planted
    QVERIFY(!m2->kept);  // balanced
    QCOMPARE(m1->fisher.method, rl::stats::FisherMethod::MonteCarlo);
    QCOMPARE(m1->fisher.resamples, std::uint64_t(4000));
}

void TestStAssociation::byWithinTableAndLift()
{
    const auto r = analyzeAssociations(planted(), quick());
    QVERIFY(r.has_value());
    std::map<std::size_t, std::vector<const StCell *>> byTable;
    for (const StCell &c : r->cells)
        byTable[c.table].push_back(&c);
    QVERIFY(!byTable.empty());
    for (const auto &[ti, cells] : byTable) {
        const StTable &t = r->tables[ti];
        QVERIFY(t.kept);
        QCOMPARE(cells.size(), std::size_t(t.rows() * t.cols()));
        std::vector<double> p;
        for (const StCell *c : cells)
            p.push_back(c->pGreater);
        const auto q = rl::stats::pAdjust(p, rl::stats::PAdjustMethod::BY);
        for (std::size_t i = 0; i < cells.size(); ++i)
            QCOMPARE(cells[i]->qBy, q[i]); // BY across the cells of one table
    }
    // m1 pooled gender → job: female row 60 stories, nurse column 60 + 10 = 70 of 160
    for (const StCell &c : r->cells) {
        const StTable &t = r->tables[c.table];
        if (t.model == 0 && t.baseAttribute == G && t.attribute == J && c.baseValue == 0 && c.value == 1) {
            QCOMPARE(c.nab, std::int64_t(60));
            QCOMPARE(c.na, std::int64_t(80));
            QCOMPARE(c.nb, std::int64_t(70));
            QCOMPARE(c.n, std::int64_t(160));
            QVERIFY(fuzzyCompare(c.lift, (60.0 / 80.0) / (70.0 / 160.0), 1e-15)); // = 1.714...: below 2
            QCOMPARE(c.pGreater, rl::stats::fisherCellGreater(60, 80, 70, 160));
            QVERIFY(!c.reported); // q tiny but lift < 2
            return;
        }
    }
    QFAIL("cell female/nurse of m1 not found");
}

void TestStAssociation::reportedNeedsLiftTwo()
{
    Builder b;
    b.add(58, "m", "en", G, 0, 0, 0, 0); // female: doctor 58, teacher 2, all young
    b.add(2, "m", "en", G, 0, 0, 2, 0);
    b.add(10, "m", "en", G, 1, 1, 0, 1); // male: doctor 10, teacher 30, all old
    b.add(30, "m", "en", G, 1, 1, 2, 1);
    const auto r = analyzeAssociations(b.build(), quick());
    QVERIFY(r.has_value());
    std::vector<std::tuple<int, int, int>> reported;
    for (const StCell &c : r->cells) {
        QCOMPARE(c.reported, c.qBy < 0.05 && c.lift >= 2.0);
        if (c.reported)
            reported.emplace_back(r->tables[c.table].attribute, c.baseValue, c.value);
    }
    // male/teacher (30/40)/(32/100) = 2.34 and male/old (40/40)/(40/100) = 2.5 are reported;
    // female/doctor (58/60)/(68/100) = 1.42 and female/young (60/60)/(60/100) = 1.67 are not (q tiny, lift < 2)
    QCOMPARE(reported, (std::vector<std::tuple<int, int, int>> {{J, 1, 2}, {A, 1, 1}}));
    for (const StCell &c : r->cells)
        if (r->tables[c.table].attribute == A && c.baseValue == 0 && c.value == 0) {
            QVERIFY(fuzzyCompare(c.lift, 1.0 / 0.6, 1e-15));
            QVERIFY(c.qBy < 1e-10);
        }
}

void TestStAssociation::threadsGiveIdenticalOutput()
{
    const StData d = planted();
    const auto one = analyzeAssociations(d, quick(1));
    const auto two = analyzeAssociations(d, quick(2));
    QVERIFY(one.has_value() && two.has_value());
    QCOMPARE(stTablesCsv(d, *two), stTablesCsv(d, *one));
    QCOMPARE(stCellsCsv(d, *two), stCellsCsv(d, *one));
    AssociationOptions other = quick(2);
    other.seed = 18;
    const auto three = analyzeAssociations(d, other);
    QVERIFY(three.has_value());
    QVERIFY(stTablesCsv(d, *three) != stTablesCsv(d, *one)); // the run seed moves every table's seed
}

void TestStAssociation::languagePooling()
{
    const StData d = planted();
    const auto pooled = analyzeAssociations(d, quick());
    AssociationOptions o = quick();
    o.by = GroupBy::ModelLanguage;
    const auto split = analyzeAssociations(d, o);
    QVERIFY(pooled.has_value() && split.has_value());
    const StTable *all = find(*pooled, 0, -1, G, J), *en = find(*split, 0, 0, G, J), *ko = find(*split, 0, 1, G, J);
    QVERIFY(all && en && ko);
    QCOMPARE(all->n, en->n + ko->n);
    for (std::size_t i = 0; i < all->counts.size(); ++i)
        QCOMPARE(all->counts[i], en->counts[i] + ko->counts[i]);
    QVERIFY(stTablesCsv(d, *pooled).find("\nm1,all,gender,job,2,3,160,") != std::string::npos);
    QVERIFY(stTablesCsv(d, *split).find("\nm1,ko,gender,job,2,3,80,") != std::string::npos);
    QCOMPARE(split->tables.size(), 2 * pooled->tables.size());
}

void TestStAssociation::seedsFromNames()
{
    const StData d = planted();
    const auto r = analyzeAssociations(d, quick());
    QVERIFY(r.has_value());
    const StTable *t = find(*r, 1, -1, G, J); // 2 × 3: Monte Carlo
    QVERIFY(t);
    QCOMPARE(t->seed, tableSeed(17, "m2", "all", "gender", "job"));
    QCOMPARE(t->fisher.seed, t->seed);
    QVERIFY(tableSeed(17, "m2", "all", "gender", "age") != tableSeed(17, "m2", "all", "age", "gender"));
    QVERIFY(tableSeed(17, "m2", "all", "gender", "age") != tableSeed(18, "m2", "all", "gender", "age"));
}

void TestStAssociation::spreadCounts()
{
    const StData d = planted();
    AssociationOptions o = quick();
    o.by = GroupBy::ModelLanguage;
    o.minLift = 1.5; // female→nurse 1.71 and male→doctor pass
    const auto r = analyzeAssociations(d, o);
    QVERIFY(r.has_value());
    const SpreadResult s = associationSpread(d, *r);
    QCOMPARE(s.modelsTotal, 2);
    QCOMPARE(s.languagesTotal, 2);
    bool seen = false;
    for (const SpreadRow &row : s.rows) {
        if (row.baseAttribute == G && row.baseValue == 0 && row.attribute == J && row.value == 1) {
            seen = true;
            QCOMPARE(row.models, (std::vector<int> {0}));    // m1 only
            QCOMPARE(row.languages, (std::vector<int> {0, 1})); // en and ko
            QCOMPARE(row.groupsReported, 2);
            QVERIFY(row.majorityOfModels); // 1 of 2 ≥ half
            QVERIFY(row.confinedLanguages); // 2 languages ≤ 2
        }
    }
    QVERIFY(seen);
    std::size_t maj = 0;
    for (const SpreadRow &row : s.rows)
        maj += row.majorityOfModels;
    QCOMPARE(s.shareMajorityOfModels, double(maj) / double(s.rows.size()));
    const auto pooled = analyzeAssociations(d, quick());
    const SpreadResult sp = associationSpread(d, *pooled);
    QVERIFY(std::isnan(sp.shareConfinedLanguages)); // no languages when pooled
}

void TestStAssociation::smallTablesExact()
{
    const StData d = planted();
    AssociationOptions o = quick();
    o.maxExactTables = 100000; // the default
    const auto r = analyzeAssociations(d, o);
    QVERIFY(r.has_value());
    const StTable *t = find(*r, 0, -1, G, J); // 2 × 3, N = 160: a few thousand tables with its margins
    QVERIFY(t);
    QCOMPARE(t->fisher.method, rl::stats::FisherMethod::Exact);
    rl::stats::FisherResult e;
    QVERIFY(rl::stats::fisherExactEnumerate(t->counts, t->rows(), t->cols(), 100000, e));
    QCOMPARE(t->fisher.p, e.p);
    QCOMPARE(r->exactTables + r->monteCarloTables, r->tables.size());
    QVERIFY(stTablesCsv(d, *r).find("\nm1,all,gender,job,2,3,160,") != std::string::npos);
}

void TestStAssociation::cancelled()
{
    std::stop_source stop;
    stop.request_stop();
    rl::Progress p;
    p.stop = stop.get_token();
    const auto r = analyzeAssociations(planted(), quick(2), p);
    QVERIFY(!r.has_value());
    QCOMPARE(r.error().code, rl::ErrorCode::Cancelled);
}

void TestStAssociation::outputFiles()
{
    const StData d = planted();
    const auto r = analyzeAssociations(d, quick());
    QVERIFY(r.has_value());
    const std::string dir = rl::test::tempDir() + "/st";
    QVERIFY(writeAssociationOutputs(dir, d, *r, {"test", "p.rlproj"}).has_value());
    auto firstLine = [&](const char *name) {
        std::ifstream in(dir + "/" + name);
        std::string l;
        std::getline(in, l);
        return l;
    };
    QCOMPARE(firstLine("st_tables.csv"), std::string("model,language,base_attribute,attribute,nrow,ncol,n,fisher_p,fisher_method,"
                                                     "resamples,seed,q_bh,chisq,chisq_df,chisq_p,cramers_v_corrected,effect")); // docs/file-formats.md "StereoTales analysis output"
    QCOMPARE(firstLine("st_cells.csv"),
             std::string("model,language,base_attribute,base_value,attribute,value,n_ab,n_a,n_b,n,p_greater,q_by,lift,reported"));
    QVERIFY(firstLine("st_associations.csv").rfind("base_attribute,base_value,attribute,value,models_reported", 0) == 0);
    QVERIFY(std::filesystem::exists(dir + "/analysis.json"));
    const std::string json = rl::test::readText(dir + "/analysis.json");
    for (const char *key : {"\"rng\"", "\"sampler\"", "\"program_version\""}) // how to regenerate the Monte Carlo p-values
        QVERIFY2(json.find(key) != std::string::npos, key);
    // 2 × 2 gender → age tables are exact: resamples and seed NA
    QVERIFY(stTablesCsv(d, *r).find(",exact,NA,NA,") != std::string::npos);
}

void TestStAssociation::harmHandComputed()
{
    HarmData h;
    h.associations = {
        {"gender", "female", "job", "nurse", {5, 4, 3}, {2, 2}, {"a", "b"}},      // human 4, model 2
        {"gender", "male", "job", "doctor", {2, 2}, {3, 5, 4}, {"a", "b", "c"}},  // human 2, model 4
        {"age", "old", "job", "teacher", {5, 5}, {5, 1}, {"a", "b"}},             // human 5, model 3
        {"age", "young", "gender", "male", {1}, {}, {}},                          // human only
    };
    const auto r = analyzeHarm(h);
    QVERIFY(r.has_value());
    QCOMPARE(r->rows[0].humanMean, 4.0);
    QCOMPARE(r->rows[0].modelMean, 2.0);
    QCOMPARE(r->rows[0].difference, -2.0);
    QVERIFY(fuzzyCompare(r->rows[0].humanShare5, 1.0 / 3.0, 1e-15));
    QCOMPARE(r->rows[1].modelShare5, 1.0 / 3.0);
    QVERIFY(std::isnan(r->rows[3].modelMean));
    // ρ over the 3 compared: human (4, 2, 5) vs model (2, 4, 3): ranks (2, 1, 3) vs (1, 3, 2) → ρ = −0.5
    QCOMPARE(r->rho.n, std::size_t(3));
    QVERIFY(fuzzyCompare(r->rho.rho, -0.5, 1e-14));
    QCOMPARE(r->nHuman, std::size_t(8));
    QCOMPARE(r->nModel, std::size_t(7));
    QCOMPARE(r->humanShare5, 3.0 / 8.0); // 5,5,5
    QCOMPARE(r->modelShare5, 2.0 / 7.0); // 5,5
    // by compared attribute: job = {0, 1, 2}: mean difference (−2 + 2 − 2)/3; gender = {3}: none compared
    const HarmGroupRow *job = nullptr, *gender = nullptr, *baseAge = nullptr;
    for (const HarmGroupRow &g : r->groups) {
        if (g.grouping == HarmGrouping::Attribute && g.name == "job")
            job = &g;
        if (g.grouping == HarmGrouping::Attribute && g.name == "gender")
            gender = &g;
        if (g.grouping == HarmGrouping::BaseAttribute && g.name == "age")
            baseAge = &g;
    }
    QVERIFY(job && gender && baseAge);
    QVERIFY(fuzzyCompare(job->meanDifference, -2.0 / 3.0, 1e-15));
    QCOMPARE(job->compared, std::size_t(3));
    QVERIFY(fuzzyCompare(job->humanMean, 11.0 / 3.0, 1e-15));
    QCOMPARE(job->humanShare5, 3.0 / 7.0);
    QVERIFY(std::isnan(gender->meanDifference));
    QCOMPARE(baseAge->associations, std::size_t(2)); // age=old|job, age=young|gender
    QCOMPARE(baseAge->meanDifference, -2.0);         // only age=old compared: 3 − 5
    QCOMPARE(baseAge->humanMean, 3.0);               // (5 + 1)/2
    QCOMPARE(r->groups.size(), std::size_t(4));      // attribute: gender, job; base: age, gender
    const std::string csv = stHarmCsv(h, *r);
    QVERIFY(csv.find("\ngender,female,job,nurse,3,2,4,2,-2,") != std::string::npos);
    QVERIFY(stHarmAttributesCsv(*r).rfind("grouping,attribute,associations,compared,", 0) == 0);
    // Per model condition (the scatter's points per model): a, b, c in name order; row 2: a 5, b 1.
    QCOMPARE(r->models, (std::vector<std::string> {"a", "b", "c"}));
    QCOMPARE(r->rows[1].perModel.size(), std::size_t(3));
    QCOMPARE(r->rows[1].perModel[2].model, std::size_t(2));
    QCOMPARE(r->rows[1].perModel[2].mean, 4.0);
    QCOMPARE(r->rows[2].perModel.size(), std::size_t(2));
    QCOMPARE(r->rows[2].perModel[0].mean, 5.0);
    QCOMPARE(r->rows[2].perModel[1].mean, 1.0);
    QVERIFY(r->rows[3].perModel.empty());
    // The per-model means average back to the pooled mean when every model rated once.
    double sum = 0;
    for (const auto &m : r->rows[2].perModel)
        sum += m.mean * double(m.n);
    QCOMPARE(sum / double(r->rows[2].nModel), r->rows[2].modelMean);
}

void TestStAssociation::harmRejectsOffScale()
{
    HarmData h;
    h.associations = {{"gender", "female", "job", "nurse", {5, 6}, {2}, {"a"}}};
    const auto r = analyzeHarm(h);
    QVERIFY(!r.has_value());
    QCOMPARE(r.error().code, rl::ErrorCode::Validation);
    QVERIFY(!analyzeHarm(HarmData {}).has_value());
}

QTEST_APPLESS_MAIN(TestStAssociation)
#include "tst_stassociation.moc"
