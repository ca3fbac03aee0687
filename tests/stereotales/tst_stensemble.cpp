// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The extractor ensemble (engine/study/stereotales/ensemble.h) on constructed stories: strict majority of the extractors that
// answered, one answer alone, ties and all-unknown to unknown, a refusal to unknown everywhere, the
// prompted attribute replaced by the prompted value.
#include "engine/study/stereotales/ensemble.h"
#include "engine/analysis/stereotales/stdata.h"

#include <QtTest>
#include <vector>

using namespace rl::analysis::stereotales;

namespace {
constexpr std::int16_t U = kUnknown;
}

class TestStEnsemble : public QObject {
    Q_OBJECT
private slots:
    void majority_data()
    {
        QTest::addColumn<QList<int>>("answers");
        QTest::addColumn<int>("expected");
        QTest::newRow("three agree") << QList<int> {2, 2, 2} << 2;
        QTest::newRow("two of three") << QList<int> {1, 3, 1} << 1;
        QTest::newRow("all differ") << QList<int> {0, 1, 2} << int(U);
        QTest::newRow("one answer decides alone") << QList<int> {U, 4, U} << 4;
        QTest::newRow("two answers agree") << QList<int> {5, U, 5} << 5;
        QTest::newRow("two answers tie") << QList<int> {5, U, 6} << int(U);
        QTest::newRow("all unknown") << QList<int> {U, U, U} << int(U);
        QTest::newRow("no extractor") << QList<int> {} << int(U);
        QTest::newRow("two of four is no strict majority") << QList<int> {1, 1, 2, 3} << int(U);
        QTest::newRow("three of four") << QList<int> {1, 1, 2, 1} << 1;
        QTest::newRow("value 0 counts") << QList<int> {0, 0, U} << 0;
    }
    void majority()
    {
        QFETCH(QList<int>, answers);
        QFETCH(int, expected);
        std::vector<std::int16_t> a(answers.begin(), answers.end());
        QCOMPARE(int(ensembleValue(a)), expected);
        // Invariant under the order of the extractors.
        std::reverse(a.begin(), a.end());
        QCOMPARE(int(ensembleValue(a)), expected);
    }

    void story()
    {
        // 3 extractors x 3 attributes, extractor-major.
        const std::vector<std::int16_t> answers {
            0, 1, U, // e1
            0, 2, U, // e2
            1, 2, 3, // e3
        };
        std::vector<std::int16_t> out(3);
        ensembleStory(answers, 3, false, -1, 0, out);
        QCOMPARE(out, (std::vector<std::int16_t> {0, 2, 3}));
        ensembleStory(answers, 3, false, 1, 7, out); // prompted attribute 1 = value 7, whatever was extracted
        QCOMPARE(out, (std::vector<std::int16_t> {0, 7, 3}));
        ensembleStory(answers, 3, true, 1, 7, out); // a refusal: every attribute unknown
        QCOMPARE(out, (std::vector<std::int16_t> {U, U, U}));
        ensembleStory({}, 3, false, 2, 1, out); // no extractions: the prompted value only
        QCOMPARE(out, (std::vector<std::int16_t> {U, U, 1}));
    }
};

QTEST_GUILESS_MAIN(TestStEnsemble)
#include "tst_stensemble.moc"
