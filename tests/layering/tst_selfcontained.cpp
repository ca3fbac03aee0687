// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The repository stands on its own: a clone with nothing beside it builds and passes its tests. This
// test reads every text file of the code folders and fails when one names a path into a sibling
// folder named `shared` beside the checkout (through "..", through /work, or as a filesystem path
// assembled from ".." and that name; see kRule). The goldens live in tests/reference (see its README.md). The one allowed
// exception is the StereoTales data set (shared/data/stereotales), and only in a test that skips
// itself when the folder is absent.
#include "tests/common/testutil.h"

#include <QtTest>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace fs = std::filesystem;

namespace {

// Assembled at run time so that this file does not match its own rule.
const std::string kShared = std::string("sha") + "red";
const std::string kRule = "(\\.\\.[/\\\\]|/work/|\"\\.\\.\"\\s*/\\s*\")" + kShared + "\\b";
const std::string kAllowed = kShared + "/data/stereotales";

/// The folders whose files must not reach outside the checkout.
const char *const kFolders[] = {"engine", "models", "widgets", "app", "tests", "bench", "scripts", "cmake"};

bool isText(const std::string &content) { return content.find('\0') == std::string::npos; }

/// "path:line: text" for every line of a text file under `folder` that matches `rule` and is not the
/// allowed exception.
QStringList violations(const std::string &folder, const std::regex &rule)
{
    QStringList out;
    const fs::path root = fs::path(rl::test::sourceDir()) / folder;
    if (!fs::exists(root))
        return out;
    for (const auto &entry : fs::recursive_directory_iterator(root)) {
        if (!entry.is_regular_file() || entry.file_size() > 4 * 1024 * 1024)
            continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::stringstream buffer;
        buffer << in.rdbuf();
        const std::string content = buffer.str();
        if (!isText(content))
            continue; // images, fonts, .gz
        std::istringstream lines(content);
        std::string line;
        int lineNo = 0;
        while (std::getline(lines, line)) {
            ++lineNo;
            if (std::regex_search(line, rule) && line.find(kAllowed) == std::string::npos)
                out << QString::fromStdString(entry.path().string() + ":" + std::to_string(lineNo) + ": " + line);
        }
    }
    return out;
}

} // namespace

class TestSelfContained : public QObject {
    Q_OBJECT
private slots:
    void noFileReadsOutsideTheCheckout()
    {
        const std::regex rule(kRule);
        QStringList v;
        for (const char *folder : kFolders)
            v << violations(folder, rule);
        QVERIFY2(v.isEmpty(), qPrintable(v.join('\n')));
    }
    void referenceDirIsInsideTheCheckout()
    {
        if (qEnvironmentVariableIsSet("RL_REFERENCE_DIR"))
            QSKIP("RL_REFERENCE_DIR overrides the committed goldens");
        const fs::path ref = fs::path(rl::test::referenceDir());
        QCOMPARE(QString::fromStdString(ref.string()),
                 QString::fromStdString((fs::path(rl::test::sourceDir()) / "tests" / "reference").lexically_normal().string()));
        // A golden and an input data set every face test reads (tests/reference/README.md).
        QVERIFY(fs::exists(ref / "face" / "face_ratings.csv.gz"));
        QVERIFY(fs::exists(ref / "face" / "face_agreement.csv"));
        QVERIFY(fs::exists(ref / "README.md"));
    }
    void detectorCatchesAViolation()
    {
        // The rule itself must be able to fail, and must not fire on ordinary uses of the word.
        const std::regex rule(kRule);
        QVERIFY(std::regex_search("dir + \"/../" + kShared + "/reference/face\"", rule));
        QVERIFY(std::regex_search("source(\"/work/" + kShared + "/reference/R/common.R\")", rule));
        QVERIFY(std::regex_search("fs::path(src) / \"..\" / \"" + kShared + "\" / \"reference\"", rule));
        QVERIFY(!std::regex_search(std::string("auto p = std::make_") + kShared + "<int>(1);", rule));
        QVERIFY(!std::regex_search(std::string("the machine is ") + kShared + ": read the ratio", rule));
        QVERIFY(std::string("../" + kAllowed + "/x.csv").find(kAllowed) != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestSelfContained)
#include "tst_selfcontained.moc"
