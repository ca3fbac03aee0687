// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/utf8.h"

#include <QtTest>

using namespace rl;

/// Bytes from a list of values, so that no test source holds raw invalid UTF-8.
static std::string bytes(std::initializer_list<int> list)
{
    std::string s;
    for (int b : list)
        s += static_cast<char>(b);
    return s;
}

class TestUtf8 : public QObject {
    Q_OBJECT
private slots:
    void refusedSequences_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("reason");
        auto row = [](const char *name, const std::string &s, int offset, const char *reason) {
            QTest::newRow(name) << QByteArray(s.data(), static_cast<qsizetype>(s.size())) << offset << QString(reason);
        };
        row("overlong slash 2 bytes", "ab" + bytes({0xC0, 0xAF}), 2, "overlong");
        row("overlong NUL 3 bytes", bytes({0xE0, 0x80, 0x80}), 0, "overlong");
        row("overlong 4 bytes", "x" + bytes({0xF0, 0x8F, 0xBF, 0xBF}), 1, "overlong");
        row("high surrogate", bytes({0xED, 0xA0, 0x80}), 0, "surrogate U+D800");
        row("low surrogate", "ok " + bytes({0xED, 0xBF, 0xBF}), 3, "surrogate U+DFFF");
        row("above U+10FFFF", bytes({0xF4, 0x90, 0x80, 0x80}), 0, "above U+10FFFF");
        row("F5 lead byte", bytes({0xF5, 0x80, 0x80, 0x80}), 0, "above U+10FFFF");
        row("FF byte", "a" + bytes({0xFF}), 1, "never occurs");
        row("stray continuation", "a" + bytes({0x80}), 1, "continuation byte");
        row("truncated at end", "abc" + bytes({0xE2, 0x82}), 3, "cut short");
        row("truncated before ASCII", bytes({0xE2, 0x82}) + "x", 0, "cut short");
    }
    void refusedSequences()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, offset);
        QFETCH(QString, reason);
        const auto p = findInvalidUtf8(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        QVERIFY(p);
        QCOMPARE(static_cast<int>(p->offset), offset);
        QVERIFY2(QString::fromStdString(p->reason).contains(reason), p->reason.c_str());
    }
    void acceptedBoundaries_data()
    {
        QTest::addColumn<QByteArray>("text");
        auto row = [](const char *name, const std::string &s) {
            QTest::newRow(name) << QByteArray(s.data(), static_cast<qsizetype>(s.size()));
        };
        row("U+0080", bytes({0xC2, 0x80}));
        row("U+07FF", bytes({0xDF, 0xBF}));
        row("U+0800", bytes({0xE0, 0xA0, 0x80}));
        row("U+D7FF", bytes({0xED, 0x9F, 0xBF}));
        row("U+E000", bytes({0xEE, 0x80, 0x80}));
        row("U+10000", bytes({0xF0, 0x90, 0x80, 0x80}));
        row("U+10FFFF", bytes({0xF4, 0x8F, 0xBF, 0xBF}));
        row("Hangul", bytes({0xED, 0x95, 0x9C, 0xEA, 0xB5, 0xAD}));
    }
    void acceptedBoundaries()
    {
        QFETCH(QByteArray, text);
        QVERIFY(isValidUtf8(std::string_view(text.constData(), static_cast<std::size_t>(text.size()))));
    }
    void everyFourByteValueAgreesWithTheDefinition()
    {
        // Property: a 4-byte sequence is valid exactly when it encodes U+10000..U+10FFFF (Unicode table 3-7).
        for (int b0 = 0xF0; b0 <= 0xF7; ++b0)
            for (int b1 = 0x80; b1 <= 0xBF; ++b1) {
                const std::string s = bytes({b0, b1, 0x80, 0x80});
                const unsigned cp = (static_cast<unsigned>(b0 & 7) << 18) | (static_cast<unsigned>(b1 & 0x3F) << 12);
                QCOMPARE(isValidUtf8(s), cp >= 0x10000 && cp <= 0x10FFFF);
            }
    }
    void columnsCountCodePoints()
    {
        const std::string text = "ab\n" + bytes({0xED, 0x95, 0x9C}) + "x" + bytes({0xFF});
        const auto p = findInvalidUtf8(text);
        QVERIFY(p);
        QCOMPARE(positionString(text, p->offset), std::string("2:3")); // line 2: 한 (1), x (2), 0xFF (3)
        QCOMPARE(textPosition(text, 0).column, 1);
        QCOMPARE(textPosition(text, 1000).line, 2); // clamped
    }
    void excerptIsBoundedAndValid()
    {
        std::string big(10 * 1024 * 1024, 'a');
        big[5] = '\n';
        const std::string e = excerpt(big);
        QVERIFY(e.size() < 120);
        QVERIFY(e.find("\\n") != std::string::npos);
        QVERIFY(e.find("10485760 bytes") != std::string::npos);
        const std::string hangul = bytes({0xED, 0x95, 0x9C});
        std::string many;
        for (int i = 0; i < 100; ++i)
            many += hangul;
        const std::string cut = excerpt(many, 10);
        QVERIFY(isValidUtf8(cut)); // never cut inside a character
        QCOMPARE(cut.substr(0, 30), many.substr(0, 30));
        QVERIFY(isValidUtf8(excerpt(bytes({0x61, 0xFF, 0xED, 0xA0, 0x80}))));
        QCOMPARE(excerpt("short"), std::string("short"));
    }
};

QTEST_APPLESS_MAIN(TestUtf8)
#include "tst_utf8.moc"
