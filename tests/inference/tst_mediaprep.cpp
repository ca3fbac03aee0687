// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/inferencerun.h"
#include "tests/common/rawdatabase.h"
#include "engine/inference/textutil.h"
#include "tests/common/testutil.h"
#include "tests/inference/loopbackserver.h"

#include <QtTest>

#include <atomic>
#include <fstream>
#include <mutex>
#include <set>

/// Image preparation (mediaprep.h): an SVG stimulus is converted once per project — a second
/// condition over the same items reads the PNG the first one kept in item_media — and a stimulus
/// whose bytes changed is converted again.
using namespace rl;
using rl::test::FakeModel;
using rl::test::LoopbackServer;

namespace {

constexpr int kItems = 4;

std::string svg(int i, const std::string &fill = "#888")
{
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\"><rect id=\"face-" + std::to_string(i)
        + "\" width=\"8\" height=\"8\" fill=\"" + fill + "\"/></svg>";
}

void writeFile(const std::string &path, const std::string &text) { std::ofstream(path, std::ios::binary) << text; }

/// A face study whose stimuli are SVG files next to the project (no payload in the project), with
/// conditions first, second and third (openai-compatible) at `baseUrl`.
bool makeSvgProject(const std::string &dir, const std::string &path, const std::string &baseUrl)
{
    auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    if (!p)
        return false;
    study::Study s;
    s.name = "svg stimuli";
    s.factors.push_back({"emotion", study::face::emotionLabels()});
    for (int i = 0; i < kItems; ++i) {
        study::Item it;
        it.key = "item" + std::to_string(i);
        it.file = "stim" + std::to_string(i) + ".svg"; // relative to the project's folder
        it.mime = "image/svg+xml";
        it.levels = {i % 6};
        s.addItem(it);
        writeFile(dir + "/" + it.file, svg(i));
    }
    for (const char *id : {"first", "second", "third"}) {
        study::ModelCondition c;
        c.id = id;
        c.provider = "openai-compatible";
        c.model = std::string("model-") + id;
        c.baseUrl = baseUrl;
        c.strategy = "single-shot";
        c.temperature = 0.0;
        s.addCondition(c);
    }
    return p->save(s, {}).has_value();
}

std::int64_t one(storage::Project &p, const std::string &sql)
{
    auto rawDb = test::rawDatabase(p);
    auto st = rawDb.prepare(sql);
    return st && st->step() ? st->columnInt(0) : -1;
}

} // namespace

class TestMediaPrep : public QObject {
    Q_OBJECT
private slots:
    void svgConvertedOncePerProject()
    {
        FakeModel model;
        model.keepExchanges = true;
        LoopbackServer server([&](const test::HttpServerRequest &r) { return model.handle(r); });
        const std::string dir = test::tempDir();
        const std::string path = dir + "/svg.raterlab";
        QVERIFY(makeSvgProject(dir, path, server.baseUrl() + "/v1"));
        auto p = storage::Project::open(path);
        QVERIFY(p);

        std::atomic<int> conversions = 0;
        std::set<std::string> converted; // the sources the converter saw
        std::mutex m;
        inference::RunOptions o;
        o.keyFromOptions = true;
        o.scheduler.concurrency = 2;
        o.imageConverter = [&](std::string &mime, std::vector<std::uint8_t> &bytes) {
            if (mime != "image/svg+xml")
                return true; // what the providers take passes through
            ++conversions;
            {
                std::lock_guard lock(m);
                converted.insert(std::string(bytes.begin(), bytes.end()));
            }
            const std::string png = "PNG:" + std::string(bytes.begin(), bytes.end());
            bytes.assign(png.begin(), png.end());
            mime = "image/png";
            return true;
        };

        auto first = inference::InferenceRun(*p, "first", o).run();
        QVERIFY2(first, first ? "" : first.error().detail.c_str());
        QCOMPARE(first->status, inference::RunStatus::Finished);
        QCOMPARE(conversions.load(), kItems); // once per stimulus
        QCOMPARE(first->progress.imagesConverted, std::int64_t(kItems));
        QCOMPARE(one(*p, "SELECT count(*) FROM item_media WHERE variant = 'model-png' AND mime = 'image/png'"),
            std::int64_t(kItems));
        std::set<std::string> sent;
        for (const auto &e : model.exchanges())
            sent.insert(e.image);
        std::set<std::string> expected; // the model got the PNGs, never an SVG
        for (int i = 0; i < kItems; ++i)
            expected.insert(inference::base64Encode("PNG:" + svg(i)));
        QCOMPARE(sent, expected);

        // A second condition over the same items: read back from the project, not converted again.
        auto second = inference::InferenceRun(*p, "second", o).run();
        QVERIFY(second);
        QCOMPARE(second->status, inference::RunStatus::Finished);
        QCOMPARE(conversions.load(), kItems);
        QCOMPARE(second->progress.imagesConverted, std::int64_t(0));
        QCOMPARE(second->progress.answered, std::int64_t(kItems));
        QCOMPARE(one(*p, "SELECT count(*) FROM item_media"), std::int64_t(kItems));

        // A stimulus whose bytes changed is converted again (and only that one); its entry is replaced.
        writeFile(dir + "/stim2.svg", svg(2, "#f00"));
        auto third = inference::InferenceRun(*p, "third", o).run();
        QVERIFY(third);
        QCOMPARE(third->status, inference::RunStatus::Finished);
        QCOMPARE(conversions.load(), kItems + 1);
        QCOMPARE(third->progress.imagesConverted, std::int64_t(1));
        QVERIFY(converted.count(svg(2, "#f00")));
        QCOMPARE(one(*p, "SELECT count(*) FROM item_media"), std::int64_t(kItems));
        const std::string changed = inference::base64Encode("PNG:" + svg(2, "#f00"));
        int sentChanged = 0;
        for (const auto &e : model.exchanges())
            sentChanged += e.image == changed;
        QCOMPARE(sentChanged, 1); // third's single-shot request for item2 carried the new image
    }
};

QTEST_GUILESS_MAIN(TestMediaPrep)
#include "tst_mediaprep.moc"
