// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/common/readerfuzz.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace rl;

/// Seeded mutation fuzz of the conditions.json and CSV readers, bounded to about a second each
/// (bench/io/bench_fuzz runs the same mutators for minutes). Every input ends in a value or a clean
/// refusal; a crash fails the test by ending it.
class TestReaderFuzz : public QObject {
    Q_OBJECT
private slots:
    void conditionsJson()
    {
        QVERIFY(test::fuzzConditions(test::validConditionsJson()).accepted); // the seed input is valid
        stats::Rng rng(2026);
        QElapsedTimer clock;
        clock.start();
        int tried = 0, refused = 0;
        while (tried < 20000 && (tried < 500 || clock.elapsed() < 1500)) {
            const auto outcome = test::fuzzConditions(test::mutate(test::validConditionsJson(), rng));
            QVERIFY2(outcome.problem.empty(), outcome.problem.c_str());
            refused += !outcome.accepted;
            ++tried;
        }
        QVERIFY(refused > tried / 2); // the mutations mostly break the file: the fuzz reaches the error paths
        qInfo("conditions.json: %d inputs, %d refused, 0 crashes", tried, refused);
    }
    void csv()
    {
        QVERIFY(test::fuzzCsv(test::validRatingsCsv()).accepted);
        stats::Rng rng(4180);
        QElapsedTimer clock;
        clock.start();
        int tried = 0, refused = 0;
        while (tried < 20000 && (tried < 500 || clock.elapsed() < 1500)) {
            const auto outcome = test::fuzzCsv(test::mutate(test::validRatingsCsv(), rng));
            QVERIFY2(outcome.problem.empty(), outcome.problem.c_str());
            refused += !outcome.accepted;
            ++tried;
        }
        QVERIFY(refused > 0 && refused < tried); // both paths are reached
        qInfo("csv: %d inputs, %d refused, 0 crashes", tried, refused);
    }
};

QTEST_APPLESS_MAIN(TestReaderFuzz)
#include "tst_readerfuzz.moc"
