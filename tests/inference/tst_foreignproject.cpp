// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/inferencerun.h"
#include "tests/common/rawdatabase.h"
#include "engine/inference/textutil.h"
#include "engine/inference/trust.h"
#include "engine/media/svgraster.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"
#include "tests/inference/loopbackserver.h"

#include <QProcess>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <mutex>

/// Against a loopback endpoint that logs every request, no byte of a non-image file is ever
/// sent — from a project made here or one from elsewhere — and nothing at all is sent from an untrusted foreign
/// project. The project is built the way a hostile collaborator would (stimulus paths written straight into the
/// file: /etc/passwd, ../ outside, a symbolic link to outside, a text file renamed .png), so only the check on use
/// (mediaprep.h, stimulusfile.h) and the trust gate (trust.h) stand between it and the endpoint. "This machine"
/// and "another machine" are two settings folders (RATERLAB_CONFIG_DIR, origin.h).
using namespace rl;
using rl::test::FakeModel;
using rl::test::LoopbackServer;
namespace fs = std::filesystem;

namespace {

const std::string kGood = std::string("\x89PNG\r\n\x1a\n", 8) + "the one image";
const std::string kOutsideImage = std::string("\x89PNG\r\n\x1a\n", 8) + "OUTSIDE-SECRET";
const std::string kTextMarker = "TOPSECRET-TEXT-renamed-png";

void writeFile(const std::string &path, const std::string &bytes) { std::ofstream(path, std::ios::binary) << bytes; }

/// Every request the endpoint got, whole.
struct RequestLog {
    FakeModel model;
    std::mutex mutex;
    std::vector<std::string> bodies;
    LoopbackServer server {[this](const test::HttpServerRequest &r) {
        {
            std::lock_guard lock(mutex);
            bodies.push_back(r.path + "\n" + r.body);
        }
        return model.handle(r);
    }};
    std::size_t count()
    {
        std::lock_guard lock(mutex);
        return bodies.size();
    }
};

/// P/ holds the project, good.png, text.png (text) and link.png (-> O/secret.png); O/ is outside every allowed
/// folder and holds secret.png (an image) and notes.txt.
struct Scene {
    std::string root = test::tempDir();
    std::string p = root + "/P";
    std::string o = root + "/O";
    std::string project = p + "/study.raterlab";
    std::string here = root + "/config-here";
    std::string elsewhere = root + "/config-elsewhere";

    Scene()
    {
        fs::create_directories(p);
        fs::create_directories(o);
        writeFile(p + "/good.png", kGood);
        writeFile(p + "/text.png", kTextMarker + "\n");
        writeFile(o + "/secret.png", kOutsideImage);
        fs::create_symlink(o + "/secret.png", p + "/link.png");
    }
};

void useConfig(const std::string &dir) { qputenv("RATERLAB_CONFIG_DIR", QByteArray::fromStdString(dir)); }

/// The hostile study: one allowed image and four files that must never be read.
bool makeProject(const Scene &sc, const std::string &baseUrl, bool claimLinked = true)
{
    auto p = storage::Project::open(sc.project, storage::Database::Mode::CreateIfMissing);
    if (!p)
        return false;
    study::Study s;
    s.name = "hostile";
    s.factors.push_back({"emotion", study::face::emotionLabels()});
    const std::vector<std::pair<std::string, std::string>> files {{"good", sc.p + "/good.png"},
        {"passwd", "/etc/passwd"}, {"environ", "/proc/self/environ"}, {"dotdot", "../O/secret.png"},
        {"symlink", sc.p + "/link.png"}, {"renamed", "text.png"}, {"linked-outside", sc.o + "/secret.png"}};
    for (std::size_t i = 0; i < files.size(); ++i) {
        study::Item it;
        it.key = files[i].first;
        it.file = files[i].second;
        it.levels = {static_cast<int>(i % 6)};
        s.addItem(it);
    }
    study::ModelCondition c;
    c.id = "vision";
    c.provider = "openai-compatible";
    c.model = "fake-vision";
    c.baseUrl = baseUrl;
    c.strategy = "single-shot";
    c.temperature = 0.0;
    s.addCondition(c);
    if (!p->save(s, {}))
        return false;
    // It even claims O as a folder it linked from: only a project made here may widen what it reads.
    return !claimLinked || p->setMeta("linked_folders", "[\"" + sc.o + "\"]").has_value();
}

inference::RunOptions options(bool trust = false)
{
    inference::RunOptions o;
    o.keyFromOptions = true;
    o.scheduler.concurrency = 2;
    o.scheduler.maxAttempts = 1;
    o.trustEndpoints = trust;
    o.imageConverter = [](std::string &mime, std::vector<std::uint8_t> &bytes) { return media::convertForModels(mime, bytes); };
    return o;
}

/// No request carries a byte of a file that is not the allowed image.
void verifyOnlyTheImageWasSent(RequestLog &log)
{
    const std::string good64 = inference::base64Encode(kGood);
    std::lock_guard lock(log.mutex);
    for (const auto &body : log.bodies) {
        for (const std::string &secret : {std::string("root:"), kTextMarker, inference::base64Encode(kTextMarker + "\n"),
                 inference::base64Encode(kOutsideImage), std::string("OUTSIDE-SECRET")})
            QVERIFY2(body.find(secret) == std::string::npos, qPrintable(QString::fromStdString("sent: " + secret)));
        std::ifstream passwd("/etc/passwd", std::ios::binary);
        const std::string etc((std::istreambuf_iterator<char>(passwd)), std::istreambuf_iterator<char>());
        QVERIFY(etc.empty() || body.find(inference::base64Encode(etc)) == std::string::npos);
    }
    for (const auto &e : log.model.exchanges())
        QCOMPARE(e.image, good64); // every image that went out is the allowed one
}

} // namespace

class TestForeignProject : public QObject {
    Q_OBJECT
private slots:
    void freshProjectSendsNoFileThatIsNotAnImage()
    {
        Scene sc;
        useConfig(sc.here);
        RequestLog log;
        log.model.keepExchanges = true;
        QVERIFY(makeProject(sc, log.server.baseUrl() + "/v1", false));
        auto p = storage::Project::open(sc.project);
        QVERIFY(p);
        QCOMPARE(*p->createdHere(), true);
        auto run = inference::InferenceRun(*p, "vision", options()).run();
        QVERIFY2(run, run ? "" : run.error().detail.c_str());
        QCOMPARE(run->progress.answered, std::int64_t(1));
        QCOMPARE(run->progress.failed, std::int64_t(6));
        QCOMPARE(run->failuresByCode.at("validation"), std::int64_t(6));
        QCOMPARE(log.count(), std::size_t(1));
        verifyOnlyTheImageWasSent(log);
        // The failures name the file and the reason.
        auto rawDb = test::rawDatabase(*p);
        auto why = rawDb.prepare("SELECT group_concat(error_detail, '|') FROM requests WHERE status = 'failed'");
        QVERIFY(why && *why->step());
        const QString detail = QString::fromStdString(why->columnText(0));
        QVERIFY2(detail.contains("'/etc/passwd' is refused: it lies outside"), qPrintable(detail));
        QVERIFY2(detail.contains("text.png' is refused: it is not a PNG, JPEG, WebP or SVG image"), qPrintable(detail));
        QVERIFY2(detail.contains("link.png' is refused: it lies outside"), qPrintable(detail));
    }

    void untrustedForeignProjectSendsNothing()
    {
        Scene sc;
        RequestLog log;
        log.model.keepExchanges = true;
        useConfig(sc.elsewhere); // made on another machine
        QVERIFY(makeProject(sc, log.server.baseUrl() + "/v1"));
        useConfig(sc.here);
        auto p = storage::Project::open(sc.project);
        QVERIFY(p);
        QCOMPARE(*p->createdHere(), false);
        auto folders = p->stimulusFolders(); // its linked_folders do not count here
        QVERIFY(folders);
        QCOMPARE(folders->size(), std::size_t(1));

        auto refused = inference::InferenceRun(*p, "vision", options()).run();
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, ErrorCode::Untrusted);
        const QString detail = QString::fromStdString(refused.error().detail);
        QVERIFY2(detail.contains("--trust-endpoints"), qPrintable(detail));
        QVERIFY2(detail.contains(QString::fromStdString("vision -> " + log.server.baseUrl() + "/v1")), qPrintable(detail));
        QCOMPARE(log.count(), std::size_t(0)); // not one request

        // The CLI refuses the same way, in a process of its own, naming the option.
        QProcess cli;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert("RATERLAB_CONFIG_DIR", QString::fromStdString(sc.here));
        cli.setProcessEnvironment(env);
        cli.start(RL_INFER_DRIVER, {QString::fromStdString(sc.project), "--condition", "vision"});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 1);
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(err.contains("--trust-endpoints") && err.contains("nothing was sent"), qPrintable(err));
        QCOMPARE(log.count(), std::size_t(0));

        // Trusted once: it runs, and still sends no byte of a file that is not the allowed image (the image in O
        // is refused too: a foreign project's linked_folders are ignored).
        auto trusted = inference::InferenceRun(*p, "vision", options(true)).run();
        QVERIFY2(trusted, trusted ? "" : trusted.error().detail.c_str());
        QCOMPARE(trusted->progress.answered, std::int64_t(1));
        QCOMPARE(trusted->progress.failed, std::int64_t(6));
        QCOMPARE(log.count(), std::size_t(1));
        verifyOnlyTheImageWasSent(log);

        // Remembered per project id and endpoint: a later run needs no flag; another endpoint does.
        auto again = inference::InferenceRun(*p, "vision", options()).run();
        QVERIFY2(again, again ? "" : again.error().detail.c_str());
        auto s = p->loadStudy();
        QVERIFY(s);
        s->conditions[0].baseUrl = log.server.baseUrl() + "/other/v1";
        storage::SaveSet set;
        set.firstNewRating = s->ratings.size();
        QVERIFY(p->save(*s, set));
        auto moved = inference::InferenceRun(*p, "vision", options()).run();
        QVERIFY(!moved);
        QCOMPARE(moved.error().code, ErrorCode::Untrusted);
        // And the trust belongs to the project id: another foreign project is not trusted by it.
        Scene other;
        useConfig(other.elsewhere);
        QVERIFY(makeProject(other, log.server.baseUrl() + "/v1"));
        useConfig(sc.here);
        auto q = storage::Project::open(other.project);
        QVERIFY(q);
        auto qs = q->loadStudy();
        QVERIFY(qs);
        auto untrusted = inference::untrustedEndpoints(*q, *qs);
        QVERIFY(untrusted);
        QCOMPARE(untrusted->size(), std::size_t(1));
    }

    void commandLineOverrideIsTheUsersChoice()
    {
        Scene sc;
        RequestLog log;
        useConfig(sc.elsewhere);
        QVERIFY(makeProject(sc, "http://192.0.2.1:9/v1")); // the project names an endpoint the user never chose
        useConfig(sc.here);
        auto p = storage::Project::open(sc.project);
        QVERIFY(p);
        auto o = options();
        o.baseUrl = log.server.baseUrl() + "/v1"; // --base-url: where the user sends it
        auto run = inference::InferenceRun(*p, "vision", o).run();
        QVERIFY2(run, run ? "" : run.error().detail.c_str());
        QCOMPARE(run->progress.answered, std::int64_t(1));
    }
};

QTEST_GUILESS_MAIN(TestForeignProject)
#include "tst_foreignproject.moc"
