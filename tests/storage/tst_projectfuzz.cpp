// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/common/readerfuzz.h"
#include "tests/common/testutil.h"
#include "tests/storage/smallproject.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace rl;

namespace {

std::string readAll(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

} // namespace

/// The project loader under random byte flips of a real project file (seeded, about three seconds):
/// every mutant opens and loads, or is refused with a sentence that names the file — never an abort.
/// One class of flips lands anywhere; the other only inside the stored values (JSON, names, numbers),
/// which pass SQLite's quick_check and reach our own readers.
class TestProjectFuzz : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_dir = test::tempDir();
        const std::string path = m_dir + "/seed.raterlab";
        QVERIFY(test::writeSmallProject(path));
        { // fold the WAL into the file so that its bytes are the whole project
            auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
            QVERIFY(db->exec("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE"));
        }
        m_seed = readAll(path);
        QVERIFY(m_seed.size() > 4096);
        QVERIFY(test::fuzzProject(m_seed, m_dir + "/check.raterlab").accepted);
    }
    void randomByteFlips_data()
    {
        QTest::addColumn<bool>("valuesOnly");
        QTest::newRow("anywhere") << false;
        QTest::newRow("inside stored values") << true;
    }
    void randomByteFlips()
    {
        QFETCH(bool, valuesOnly);
        // Offsets of stored text values (the JSON columns and names) in the file.
        std::vector<std::size_t> targets;
        for (const char *needle : {"\"provider\"", "[\"happy\"", "hostile-files", "asian", "42", "\"samples\"", "thinking"})
            for (std::size_t at = m_seed.find(needle); at != std::string::npos; at = m_seed.find(needle, at + 1))
                for (std::size_t k = 0; k < std::strlen(needle); ++k)
                    targets.push_back(at + k);
        QVERIFY(!targets.empty());
        stats::Rng rng(valuesOnly ? 99 : 15);
        QElapsedTimer clock;
        clock.start();
        int tried = 0, refused = 0;
        const std::string path = m_dir + "/mutant.raterlab";
        while (tried < 3000 && (tried < 100 || clock.elapsed() < 1500)) {
            std::string bytes = m_seed;
            const int flips = 1 + static_cast<int>(rng.below(3));
            for (int f = 0; f < flips; ++f) {
                const std::size_t at = valuesOnly ? targets[rng.below(targets.size())] : rng.below(bytes.size());
                bytes[at] = static_cast<char>(bytes[at] ^ static_cast<char>(1 << rng.below(8)));
            }
            const auto outcome = test::fuzzProject(bytes, path);
            QVERIFY2(outcome.problem.empty(), outcome.problem.c_str());
            refused += !outcome.accepted;
            ++tried;
        }
        QVERIFY(refused > 0);
        qInfo("%s: %d mutants, %d refused, 0 crashes", valuesOnly ? "values" : "anywhere", tried, refused);
    }

private:
    std::string m_dir;
    std::string m_seed;
};

QTEST_APPLESS_MAIN(TestProjectFuzz)
#include "tst_projectfuzz.moc"
