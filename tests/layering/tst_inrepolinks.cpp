// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Comments and build files point only at documents inside the repository. A newcomer has the
// checkout and nothing else, so a comment that says "see product.md", "issue 12" or "seed 002" sends
// them nowhere. This test reads every source, script, CMake and Markdown file of the code folders and
// fails on a reference to a document outside the repository (kForbidden, and methods.md / style.md
// without their docs/ folder), and on a "docs/<file>.md §N" (or "section N", or a quoted "Title")
// that names a file, a numbered section or a heading the repository's docs/ do not have.
#include "tests/common/testutil.h"

#include <QtTest>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

namespace fs = std::filesystem;

namespace {

/// The folders whose files must point only inside the checkout (and the top-level CMakeLists.txt).
const char *const kFolders[] = {"engine", "models", "widgets", "app", "tests", "bench", "scripts", "cmake"};

/// Files that are code, scripts, build files or documentation (data files are left alone).
bool isScanned(const fs::path &p)
{
    static const std::set<std::string> extensions {".h", ".hpp", ".cpp", ".c", ".cmake", ".sh", ".R", ".py",
                                                   ".sql", ".md", ".in", ".qrc"};
    return p.filename() == "CMakeLists.txt" || extensions.count(p.extension().string()) > 0;
}

/// References to documents outside the repository: the reference specification and its product
/// description, issue and seed numbers of the tracker the project started from, the spec's own
/// section numbers (1.1-1.4: the repository's docs/methods.md has no such sections).
const std::regex &forbidden()
{
    static const std::regex re(
        "product\\.md|\\b[Ii]ssues? #?[0-9]+|\\bseed 00[0-9]|shared/spec|demo_calibration\\.md|§ ?1\\.[0-9]");
    return re;
}

/// methods.md and style.md exist only as docs/methods.md and docs/style.md; the bare name is the
/// reference spec's file. A quoted "methods.md" is a link relative to docs/ (as the user guide has); a longer
/// name ending in it (plan_methods.md, an output file of `raterlab-cli plan`) is another file.
bool hasBareDocName(const std::string &line)
{
    for (const char *name : {"methods.md", "style.md"}) {
        for (std::size_t at = line.find(name); at != std::string::npos; at = line.find(name, at + 1)) {
            const bool inDocs = at >= 5 && line.compare(at - 5, 5, "docs/") == 0;
            const bool quoted = at >= 1 && line[at - 1] == '"';
            const bool longerName = at >= 1 && (std::isalnum(static_cast<unsigned char>(line[at - 1])) || line[at - 1] == '_');
            if (!inDocs && !quoted && !longerName)
                return true;
        }
    }
    return false;
}

std::string readFile(const fs::path &p)
{
    std::ifstream in(p, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

/// What a cited document offers: its numbered sections ("3", "3.1") and its headings and bold
/// run-in titles ("metrics.csv", "Accuracy against R.").
struct DocIndex {
    std::set<std::string> sections;
    std::vector<std::string> titles;
};

DocIndex indexDoc(const std::string &text)
{
    static const std::regex numbered("^#{1,4} ([0-9]+(?:\\.[0-9]+)?)\\.? ");
    static const std::regex bold("\\*\\*([^*]+)\\*\\*");
    DocIndex doc;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        std::smatch m;
        if (std::regex_search(line, m, numbered))
            doc.sections.insert(m[1]);
        if (!line.empty() && line[0] == '#')
            doc.titles.push_back(line);
        for (auto it = std::sregex_iterator(line.begin(), line.end(), bold); it != std::sregex_iterator(); ++it)
            doc.titles.push_back((*it)[1]);
    }
    return doc;
}

/// The problems of the docs/ citations in one line: a file that does not exist, a section number
/// or a quoted title it does not have. `docs` maps a file name ("methods.md") to its index.
std::vector<std::string> citationProblems(const std::string &line, const std::map<std::string, DocIndex> &docs)
{
    static const std::regex cite("docs/([A-Za-z0-9_-]+\\.md)");
    static const std::regex number("^,? ?\\(?(?:§ ?|sections? )([0-9]+(?:\\.[0-9]+)?)(?: ?(?:–|-|to) ?([0-9]+(?:\\.[0-9]+)?))?");
    static const std::regex title("^(?:, | )\\(?\"([^\"]+)\""); // after a space: not a literal's closing quote
    std::vector<std::string> problems;
    for (auto it = std::sregex_iterator(line.begin(), line.end(), cite); it != std::sregex_iterator(); ++it) {
        const std::string file = (*it)[1];
        const auto doc = docs.find(file);
        if (doc == docs.end()) {
            problems.push_back("docs/" + file + " does not exist");
            continue;
        }
        const std::string tail = it->suffix();
        std::smatch m;
        if (std::regex_search(tail, m, number)) {
            for (int g : {1, 2}) {
                if (!m[g].matched)
                    continue;
                std::string n = m[g];
                // "sections 1-3" with a range end inside one section ("§3.1–3.2" ends at 3.2).
                if (g == 2 && n.find('.') == std::string::npos && std::string(m[1]).find('.') != std::string::npos)
                    n = std::string(m[1]).substr(0, std::string(m[1]).find('.') + 1) + n;
                if (!doc->second.sections.count(n))
                    problems.push_back("docs/" + file + " has no section " + n);
            }
        } else if (std::regex_search(tail, m, title)) {
            const std::string t = m[1];
            bool found = false;
            for (const std::string &heading : doc->second.titles)
                found = found || heading.find(t) != std::string::npos;
            if (!found)
                problems.push_back("docs/" + file + " has no heading \"" + t + "\"");
        }
    }
    return problems;
}

std::map<std::string, DocIndex> indexDocs()
{
    std::map<std::string, DocIndex> docs;
    for (const auto &entry : fs::directory_iterator(fs::path(rl::test::sourceDir()) / "docs"))
        if (entry.is_regular_file() && entry.path().extension() == ".md")
            docs[entry.path().filename().string()] = indexDoc(readFile(entry.path()));
    return docs;
}

/// Every scanned file of the code folders, with the top-level CMakeLists.txt; this file is left out
/// (its self-checks hold the patterns on purpose).
std::vector<fs::path> scannedFiles()
{
    const fs::path src(rl::test::sourceDir());
    const fs::path self = (src / "tests" / "layering" / "tst_inrepolinks.cpp").lexically_normal();
    std::vector<fs::path> files {src / "CMakeLists.txt"};
    for (const char *folder : kFolders) {
        const fs::path root = src / folder;
        if (!fs::exists(root))
            continue;
        for (const auto &entry : fs::recursive_directory_iterator(root))
            if (entry.is_regular_file() && isScanned(entry.path()) && entry.path().lexically_normal() != self
                && entry.file_size() <= 4 * 1024 * 1024)
                files.push_back(entry.path());
    }
    return files;
}

QString where(const fs::path &p, int lineNo, const std::string &line)
{
    const std::string rel = fs::relative(p, rl::test::sourceDir()).string();
    return QString::fromStdString(rel + ":" + std::to_string(lineNo) + ": " + line);
}

} // namespace

class TestInRepoLinks : public QObject {
    Q_OBJECT
private slots:
    void docsAreThere()
    {
        const auto docs = indexDocs();
        for (const char *name : {"methods.md", "file-formats.md", "user-guide.md", "architecture.md", "style.md"})
            QVERIFY2(docs.count(name), name);
        // The sections the code cites most (methods §1-9 with §3.1-3.7; the user guide's 13).
        for (const char *s : {"1", "3.1", "3.7", "5", "8", "9"})
            QVERIFY2(docs.at("methods.md").sections.count(s), s);
        QVERIFY(docs.at("user-guide.md").sections.count("13"));
        QVERIFY(!docs.at("methods.md").sections.count("1.3"));
    }

    void patternCatchesOutsideReferences()
    {
        // Each must fire ...
        for (const char *bad : {"/// see product.md §3", "// the grid (issue 12)", "(issues 11 and 12)",
                                "named after seed 002's models", "/// (methods.md §2)", "# as style.md says",
                                "the §1.4 battery", "(the spec: shared/spec/methods.md)", "see demo_calibration.md"}) {
            const std::string line(bad);
            QVERIFY2(std::regex_search(line, forbidden()) || hasBareDocName(line), bad);
        }
        // ... and these must not: the repository's own documents, a quoted relative link, ordinary words.
        for (const char *good : {"/// (docs/methods.md §8)", "// docs/style.md, \"Engine habits\"",
                                 "setSource(QUrl(QStringLiteral(\"methods.md\")))", "the seed folder (attributes/)",
                                 "a tissue 3 cm wide", "APA 7 §6.36", "seed 42", "tests/reference/README.md §5",
                                 "writes plan_methods.md"}) {
            const std::string line(good);
            QVERIFY2(!std::regex_search(line, forbidden()) && !hasBareDocName(line), good);
        }
    }

    void sectionCheckCatchesWrongNumbers()
    {
        const auto docs = indexDocs();
        for (const char *good : {"(docs/methods.md §3.7)", "docs/methods.md sections 1-5", "(docs/methods.md §1–3)",
                                 "docs/methods.md §3.1–3.2", "docs/file-formats.md \"metrics.csv\"",
                                 "(docs/methods.md, \"Accuracy against R\": exact)", "docs/user-guide.md §11",
                                 "(docs/style.md, \"Engine habits\")", "docs/architecture.md"})
            QVERIFY2(citationProblems(good, docs).empty(), good);
        for (const char *bad : {"(docs/methods.md §1.3)", "docs/methods.md section 10", "(docs/methods.md §3–3.9)",
                                "docs/file-formats.md \"no such heading\"", "docs/user-guide.md §14",
                                "docs/product.md"})
            QVERIFY2(!citationProblems(bad, docs).empty(), bad);
        // A string literal that names a document is no citation of a heading.
        for (const char *literal : {"QStringLiteral(\"docs/user-guide.md\"), QStringLiteral(\"x\")"})
            QVERIFY2(citationProblems(literal, docs).empty(), literal);
    }

    void codePointsOnlyInsideTheRepository()
    {
        const auto docs = indexDocs();
        QStringList outside;
        QStringList wrongSection;
        int scanned = 0;
        int citations = 0;
        for (const fs::path &file : scannedFiles()) {
            const std::string content = readFile(file);
            if (content.find('\0') != std::string::npos)
                continue;
            ++scanned;
            std::istringstream lines(content);
            std::string line;
            int lineNo = 0;
            while (std::getline(lines, line)) {
                ++lineNo;
                if (std::regex_search(line, forbidden()) || hasBareDocName(line))
                    outside << where(file, lineNo, line);
                if (line.find("docs/") == std::string::npos)
                    continue;
                ++citations;
                for (const std::string &p : citationProblems(line, docs))
                    wrongSection << where(file, lineNo, line) + QStringLiteral("  <- ") + QString::fromStdString(p);
            }
        }
        QVERIFY2(outside.isEmpty(), qPrintable(QStringLiteral("%1 references outside the repository:\n").arg(outside.size())
                                               + outside.join('\n')));
        QVERIFY2(wrongSection.isEmpty(), qPrintable(QStringLiteral("citations of docs/ that miss:\n") + wrongSection.join('\n')));
        QVERIFY2(scanned > 500, qPrintable(QString::number(scanned))); // it read the tree
        QVERIFY2(citations > 100, qPrintable(QString::number(citations)));
    }
};

QTEST_APPLESS_MAIN(TestInRepoLinks)
#include "tst_inrepolinks.moc"
