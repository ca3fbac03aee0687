// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The journal's text rule (engine/inference/storedtext.h): any bytes a server sends are stored as
// valid UTF-8 and recovered exactly; the key is redacted in every escaping a server may echo it in.

#include "engine/core/utf8.h"
#include "engine/inference/storedtext.h"
#include "engine/inference/textutil.h"
#include "engine/stats/random.h"

#include <QtTest>

using namespace rl;
using namespace rl::inference;

namespace {

constexpr const char *kKey = "sk-proj-Ab3/9x+Yz_0123456789abcdef";

std::string jsonEscapedEveryChar(const std::string &s, bool upper)
{
    std::string out;
    char buf[8];
    for (unsigned char c : s) {
        std::snprintf(buf, sizeof buf, upper ? "\\u%04X" : "\\u%04x", c);
        out += buf;
    }
    return out;
}

std::string urlEncodedEveryChar(const std::string &s)
{
    std::string out;
    char buf[4];
    for (unsigned char c : s) {
        std::snprintf(buf, sizeof buf, "%%%02X", c);
        out += buf;
    }
    return out;
}

} // namespace

class TestStoredText : public QObject {
    Q_OBJECT
private slots:
    void validTextIsKeptAsItIs()
    {
        for (const char *t : {"", "plain", "caf\xc3\xa9 \xea\xb0\x80\xeb\x82\x98", "back\\slash \\x41"})
            QCOMPARE(storableText(t), std::string(t));
    }

    void anyBytesRoundTrip()
    {
        stats::Rng rng(23);
        for (int round = 0; round < 2000; ++round) {
            std::string bytes(rng.below(64), '\0');
            for (char &c : bytes)
                c = static_cast<char>(rng.below(256));
            if (round % 3 == 0)
                bytes = std::string(kEscapedBytesMark) + bytes; // even a text that starts with the mark
            const std::string stored = storableText(bytes);
            QVERIFY(isValidUtf8(stored));
            QCOMPARE(storedBytes(stored), bytes);
        }
        const std::string latin1 = "502 Bad Gateway: re\xe7u";
        QCOMPARE(storableText(latin1), std::string(kEscapedBytesMark) + "502 Bad Gateway: re\\xe7u");
    }

    void truncationKeepsCharactersWhole()
    {
        const std::string korean = "\xea\xb0\x80\xea\xb0\x80\xea\xb0\x80"; // three 3-byte characters
        for (std::size_t max = 1; max < korean.size(); ++max)
            QVERIFY(isValidUtf8(truncateForStorage(korean, max)));
    }

    void keyRedactedInEveryEscaping_data()
    {
        const std::string key = kKey;
        QTest::addColumn<QByteArray>("text");
        auto row = [](const char *name, const std::string &t) { QTest::newRow(name) << QByteArray::fromStdString(t); };
        row("raw", "key " + key + " end");
        row("json \\u lower", "{\"k\": \"" + jsonEscapedEveryChar(key, false) + "\"}");
        row("json \\u upper", "{\"k\": \"" + jsonEscapedEveryChar(key, true) + "\"}");
        row("json \\/", "{\"k\": \"sk-proj-Ab3\\/9x+Yz_0123456789abcdef\"}");
        row("json \\u0073 once", "\"\\u0073k-proj-Ab3/9x+Yz_0123456789abcdef\"");
        row("json in json", "{\"body\": \"{\\\"k\\\": \\\"\\\\u0073k-proj-Ab3\\\\\\/9x+Yz_0123456789abcdef\\\"}\"}");
        row("url encoded", "https://x.test/?key=sk-proj-Ab3%2F9x%2BYz_0123456789abcdef&a=1");
        row("url lower hex", "key=sk-proj-Ab3%2f9x%2bYz_0123456789abcdef");
        row("url every char", "key=" + urlEncodedEveryChar(key));
        row("url twice", "key=sk-proj-Ab3%252F9x%252BYz_0123456789abcdef");
        for (const char *prefix : {"", "x", "u:", "us:", "user:"}) {
            const std::string b64 = base64Encode(std::string(prefix) + key + " trailing");
            QTest::newRow(("base64 after '" + std::string(prefix) + "'").c_str()) << QByteArray::fromStdString("Basic " + b64);
            std::string urlSafe = b64;
            std::replace(urlSafe.begin(), urlSafe.end(), '+', '-');
            std::replace(urlSafe.begin(), urlSafe.end(), '/', '_');
            QTest::newRow(("url-safe base64 after '" + std::string(prefix) + "'").c_str()) << QByteArray::fromStdString(urlSafe);
        }
    }
    void keyRedactedInEveryEscaping()
    {
        QFETCH(QByteArray, text);
        const std::string in = text.toStdString();
        const std::string out = journalText(in, kKey);
        QVERIFY2(out != in, out.c_str());
        QVERIFY2(out.find("[REDACTED]") != std::string::npos, out.c_str());
        QVERIFY(out.find("0123456789abcdef") == std::string::npos);
        QVERIFY(out.find("Yz_01234") == std::string::npos);
        // Nothing of the key's base64 at any alignment is left either.
        for (const char *prefix : {"", "u:", "us:"}) {
            const std::string b64 = base64Encode(std::string(prefix) + kKey);
            QVERIFY(out.find(b64.substr(8, 24)) == std::string::npos);
        }
    }

    void ordinaryTextIsLeftAlone()
    {
        const std::string text = "{\"score\": 3, \"rationale\": \"100% sure \\u00e9t\\u00e9 \\/ path %2F ok\"}";
        QCOMPARE(journalText(text, kKey), text);
        QCOMPARE(redact("a key of three: abc", "abc"), std::string("a key of three: abc")); // too short to redact
        QCOMPARE(journalText("x", ""), std::string("x"));
    }
};

QTEST_GUILESS_MAIN(TestStoredText)
#include "tst_storedtext.moc"
