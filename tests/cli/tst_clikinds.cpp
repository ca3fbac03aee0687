// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// What `raterlab-cli methods` and `report` say about each study kind (engine/analysis/studykinds.h), checked on
// the three demos for what they must and must not say: the jury and StereoTales texts describe their own
// statistics (never the face suite's), the face text names only the dimensions humans rated, and a jury or
// StereoTales report holds its own tables and figures, never Bland-Altman, confusion or verdict figures.
#include "tests/common/clirun.h"
#include "tests/common/testutil.h"

#include <QFile>
#include <QProcess>
#include <QtTest>

class TestCliKinds : public QObject {
    Q_OBJECT
    QString m_dir;

    using Run = rl::test::CliRun;
    static Run cli(const QStringList &args) { return rl::test::runCli(args); }
    QString demo(const QString &kind)
    {
        const QString project = m_dir + "/" + kind + ".raterlab";
        if (!QFile::exists(project)) {
            const Run r = cli({"demo", project, "--study", kind});
            if (r.code != 0)
                qFatal("demo %s: %s", qPrintable(kind), qPrintable(r.err));
        }
        return project;
    }
    static void says(const QString &text, const QStringList &must, const QStringList &mustNot)
    {
        for (const QString &m : must)
            QVERIFY2(text.contains(m), qPrintable("missing \"" + m + "\" in:\n" + text.left(4000)));
        for (const QString &m : mustNot)
            QVERIFY2(!text.contains(m), qPrintable("must not say \"" + m + "\" in:\n" + text.left(4000)));
    }
    QString methods(const QString &kind, const char *language)
    {
        const Run r = cli({"methods", demo(kind), "--language", language});
        if (r.code != 0)
            qFatal("methods: %s", qPrintable(r.err));
        return r.out;
    }
    QString report(const QString &kind)
    {
        const QString out = m_dir + "/" + kind + "-report.html";
        const Run r = cli({"report", demo(kind), "--out", out});
        if (r.code != 0)
            qFatal("report: %s", qPrintable(r.err));
        QFile f(out);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("no report");
        return QString::fromUtf8(f.readAll());
    }

private slots:
    void initTestCase() { m_dir = QString::fromStdString(rl::test::tempDir()); }

    void faceMethodsNameWhatHumansRated()
    {
        // The face demo's humans rated valence, arousal and naturalness; emotion is only the models' label.
        says(methods("face", "en"), {"ratings of", "on valence, arousal and naturalness", "Bland-Altman", "Cohen's kappa"},
             {"on emotion", "emotion, valence", "Corpora.", "Prompt grid."});
        says(methods("face", "ko"), {"valence, arousal, naturalness 평정"}, {"emotion, valence"});
    }

    void juryMethodsDescribeTheJury()
    {
        const QString en = methods("jury", "en");
        says(en,
             {"Corpora.", "stsb-dev", "korsts-dev", "klue-sts-dev", "hygiene check", "Judges.", "prompt conditions",
              "random-anchor", "gold-plus-one", "deliberated for", "every subset of at least two judges", "B = 1000",
              "seed 42", "[0, 1.67)", "cheap judges", "Verga"},
             {"similarity_sd", "Human ratings.", "Bland-Altman", "Cohen's kappa", "mixed models", "demographic",
              "Krippendorff", "emotion"});
        says(methods("jury", "ko"), {"코퍼스.", "판정자.", "통계.", "부트스트랩"}, {"similarity_sd", "Bland-Altman", "인구통계"});
    }

    void stereoTalesMethodsDescribeTheAssociations()
    {
        const QString en = methods("stereotales", "en");
        says(en,
             {"Prompt grid.", "prompts per language", "generator models", "extractors", "strict majority", "refusal check",
              "Fisher's exact test", "B = 500,000", "run seed 1", "xoshiro256**", "Benjamini-Hochberg", "Benjamini-Yekutieli",
              "lift", "Spread:", "Harm:", "Spearman's rho", "Bergsma"},
             {"Human ratings.", "Bland-Altman", "Cohen's kappa", "mixed models", "demographic", "Krippendorff", "emotion"});
        says(methods("stereotales", "ko"), {"프롬프트 격자.", "추출기", "몬테카를로", "유해성"}, {"Bland-Altman", "인구통계"});
    }

    void juryReportHoldsTheJuryResults()
    {
        says(report("jury"),
             {"Agreement of each judge with the human scores", "The jury of all judges and the best jury", "Change in Spearman",
              "thirds of the human score", "Deliberation by round", "<figure>", "Pareto front"},
             {"Bland", "confusion", "Verdict", "verdict", "(--condition)", "--corpus"});
    }

    void stereoTalesReportHoldsTheAssociations()
    {
        says(report("stereotales"),
             {"Contingency tables tested and kept", "Every association reported", "Spearman's rho between the human and the model",
              "Number of reported associations", "<figure>"},
             {"Bland", "confusion", "Verdict", "verdict", "StereoTales: reported associations per model x language"});
    }

    void faceReportKeepsTheAgreementSuite()
    {
        says(report("face"), {"Bland", "<figure>"}, {"Contingency tables tested", "Agreement of each judge"});
    }
};

QTEST_GUILESS_MAIN(TestCliKinds)
#include "tst_clikinds.moc"
