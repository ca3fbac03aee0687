// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/media/stimulusfile.h"
#include "engine/media/svgraster.h"
#include "tests/common/testutil.h"

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sys/stat.h>

/// The stimulus rule (stimulusfile.h): which files a project or a CSV may have read. Every hostile case of
/// docs/file-formats.md "stimuli.csv" (/etc/passwd, ../ outside, a symbolic link to outside, /proc/self/environ, a text
/// file renamed .png, an SVG that references a local file) is built here and refused with its own status; an allowed
/// image is read whole.
using namespace rl;
using media::StimulusFileStatus;
namespace fs = std::filesystem;

namespace {

const std::string kPng = std::string("\x89PNG\r\n\x1a\n", 8) + "not really pixels";
const std::string kJpeg = std::string("\xFF\xD8\xFF\xE0", 4) + "jfif";
const std::string kWebp = std::string("RIFF\x10\0\0\0WEBPVP8 ", 16);
const std::string kSvg = "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'><rect width='4' height='4'/></svg>";

void writeFile(const std::string &path, const std::string &bytes) { std::ofstream(path, std::ios::binary) << bytes; }

std::vector<std::uint8_t> bytesOf(const std::string &s) { return {s.begin(), s.end()}; }

} // namespace

class TestStimulusFile : public QObject {
    Q_OBJECT
    std::string m_root;   ///< holds stim/ (the allowed folder) and outside/ (not allowed)
    std::string m_stim;
    std::string m_outside;

private slots:
    void initTestCase()
    {
        m_root = test::tempDir();
        m_stim = m_root + "/stim";
        m_outside = m_root + "/stim-evil"; // a sibling whose name extends the allowed folder's
        fs::create_directories(m_stim + "/sub");
        fs::create_directories(m_outside);
        writeFile(m_stim + "/a.png", kPng);
        writeFile(m_stim + "/sub/b.jpg", kJpeg);
        writeFile(m_stim + "/c.webp", kWebp);
        writeFile(m_stim + "/d.svg", kSvg);
        writeFile(m_stim + "/passwd.png", "root:x:0:0:root:/root:/bin/bash\n"); // text renamed .png
        writeFile(m_stim + "/anim.gif", "GIF89a....");
        writeFile(m_stim + "/empty.png", "");
        writeFile(m_outside + "/secret.png", kPng + "SECRET");
        fs::create_symlink(m_outside + "/secret.png", m_stim + "/link.png");
        fs::create_symlink("/etc/passwd", m_stim + "/passwd-link.png");
        fs::create_symlink(m_stim + "/a.png", m_stim + "/inner-link.png"); // a link that stays inside is fine
        QCOMPARE(::mkfifo((m_stim + "/fifo.png").c_str(), 0600), 0);
    }

    void rule_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("mime");
        const auto S = [](StimulusFileStatus s) { return static_cast<int>(s); };
        const QString stim = QString::fromStdString(m_stim);
        QTest::newRow("png") << stim + "/a.png" << S(StimulusFileStatus::Ok) << "image/png";
        QTest::newRow("jpeg in a subfolder") << stim + "/sub/b.jpg" << S(StimulusFileStatus::Ok) << "image/jpeg";
        QTest::newRow("webp") << stim + "/c.webp" << S(StimulusFileStatus::Ok) << "image/webp";
        QTest::newRow("svg") << stim + "/d.svg" << S(StimulusFileStatus::Ok) << "image/svg+xml";
        QTest::newRow("link inside to inside") << stim + "/inner-link.png" << S(StimulusFileStatus::Ok) << "image/png";
        QTest::newRow("/etc/passwd") << "/etc/passwd" << S(StimulusFileStatus::OutsideFolders) << "";
        QTest::newRow("/proc/self/environ") << "/proc/self/environ" << S(StimulusFileStatus::OutsideFolders) << "";
        QTest::newRow("../ to a sibling") << stim + "/../stim-evil/secret.png" << S(StimulusFileStatus::OutsideFolders) << "";
        QTest::newRow("../../ up") << stim + "/sub/../../stim-evil/secret.png" << S(StimulusFileStatus::OutsideFolders) << "";
        QTest::newRow("symlink to outside") << stim + "/link.png" << S(StimulusFileStatus::OutsideFolders) << "";
        QTest::newRow("symlink to /etc/passwd") << stim + "/passwd-link.png" << S(StimulusFileStatus::OutsideFolders) << "";
        QTest::newRow("text renamed .png") << stim + "/passwd.png" << S(StimulusFileStatus::NotAnImage) << "";
        QTest::newRow("gif is not allowed") << stim + "/anim.gif" << S(StimulusFileStatus::NotAnImage) << "";
        QTest::newRow("empty file") << stim + "/empty.png" << S(StimulusFileStatus::NotAnImage) << "";
        QTest::newRow("fifo") << stim + "/fifo.png" << S(StimulusFileStatus::NotRegular) << "";
        QTest::newRow("directory") << stim + "/sub" << S(StimulusFileStatus::NotRegular) << "";
        QTest::newRow("missing") << stim + "/nope.png" << S(StimulusFileStatus::NotFound) << "";
    }

    void rule()
    {
        QFETCH(QString, path);
        QFETCH(int, status);
        QFETCH(QString, mime);
        const std::vector<std::string> folders {m_stim};
        const auto r = media::readStimulusFile(path.toStdString(), folders);
        QCOMPARE(static_cast<int>(r.status), status);
        QCOMPARE(QString::fromStdString(r.mime), mime);
        if (r.ok())
            QVERIFY(!r.bytes.empty());
        else
            QVERIFY(r.bytes.empty()); // a refused file hands out nothing
    }

    void noFolderAllowsNothing()
    {
        QCOMPARE(media::readStimulusFile(m_stim + "/a.png", {}).status, StimulusFileStatus::OutsideFolders);
        const std::vector<std::string> missing {m_root + "/does-not-exist"};
        QCOMPARE(media::readStimulusFile(m_stim + "/a.png", missing).status, StimulusFileStatus::OutsideFolders);
        const std::vector<std::string> root {"/"}; // an explicit "/" allows everything the other rules let through
        QCOMPARE(media::readStimulusFile(m_stim + "/a.png", root).status, StimulusFileStatus::Ok);
        QCOMPARE(media::readStimulusFile("/etc/passwd", root).status, StimulusFileStatus::NotAnImage);
    }

    void svgReferences_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<bool>("external");
        QTest::newRow("none") << "<rect width='4' height='4'/>" << false;
        QTest::newRow("fragment use") << "<use href='#a'/>" << false;
        QTest::newRow("fragment url") << "<rect fill='url(#grad)'/>" << false;
        QTest::newRow("data image") << "<image href='data:image/png;base64,AAAA'/>" << false;
        QTest::newRow("file image") << "<image href='file:///etc/passwd'/>" << true;
        QTest::newRow("relative image") << "<image xlink:href=\"../secret.png\"/>" << true;
        QTest::newRow("spaced attribute") << "<image href = 'a.png'/>" << true;
        QTest::newRow("http use") << "<use href='http://example.org/x.svg#a'/>" << true;
        QTest::newRow("css url") << "<rect style='fill:url(a.png)'/>" << true;
        QTest::newRow("css import") << "<style>@import 'x.css';</style>" << true;
        QTest::newRow("xinclude") << "<xi:include href='#x' parse='text'/>" << true;
        QTest::newRow("entity") << "<!ENTITY x SYSTEM 'file:///etc/passwd'>" << true;
        QTest::newRow("href as text") << "<text>ahref='x'</text>" << false; // part of a longer word
    }

    void svgReferences()
    {
        QFETCH(QString, body);
        QFETCH(bool, external);
        const std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink'>"
            + body.toStdString() + "</svg>";
        QCOMPARE(media::hasExternalReference(bytesOf(svg)), external);
        writeFile(m_stim + "/ref.svg", svg);
        const std::vector<std::string> folders {m_stim};
        QCOMPARE(media::readStimulusFile(m_stim + "/ref.svg", folders).status,
            external ? StimulusFileStatus::SvgReferences : StimulusFileStatus::Ok);
    }

    void rasterizerLoadsNoReferencedFile()
    {
        // An SVG payload (bytes inside a project, not read under the rule) that references a local PNG and
        // /etc/passwd renders exactly like the same document without the references.
        const std::string png = m_root + "/red.png";
        auto red = media::rasterizeSvg(bytesOf("<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'>"
                                               "<rect width='8' height='8' fill='red'/></svg>"), 8);
        QVERIFY(red);
        writeFile(png, std::string(red->bytes.begin(), red->bytes.end()));
        const std::string head = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' "
                                 "width='40' height='40'>";
        auto plain = media::rasterizeSvg(bytesOf(head + "</svg>"), 40);
        auto referencing = media::rasterizeSvg(
            bytesOf(head + "<image width='40' height='40' href='file://" + png + "'/><image width='40' height='40' "
                    "xlink:href='" + png + "'/><image width='40' height='40' href='file:///etc/passwd'/></svg>"), 40);
        QVERIFY(plain);
        QVERIFY(referencing);
        QCOMPARE(referencing->bytes, plain->bytes); // all white: nothing was loaded
    }
};

QTEST_APPLESS_MAIN(TestStimulusFile)
#include "tst_stimulusfile.moc"
