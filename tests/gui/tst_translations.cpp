// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Checks the Qt Linguist catalogues in translations/: the Korean one is complete, the English one
// has both plural forms of every numerus message, placeholders and accelerators survive translation,
// and (when the build has produced it) the compiled Korean .qm answers with the .ts translations.
#include "tests/common/testutil.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct TsMessage {
    QString context;
    QString source;
    QString comment; ///< the disambiguation (<comment>)
    bool numerus = false;
    QString type;    ///< translation type: "", "unfinished", "obsolete", "vanished"
    QString translation;
    QStringList forms; ///< numerus forms
    qint64 line = 0;
};

struct TsFile {
    QString language;
    QList<TsMessage> messages;
    QString error; ///< empty when the file parsed
};

TsFile readTsData(const QByteArray &data)
{
    TsFile file;
    QXmlStreamReader xml(data);
    QString context;
    TsMessage message;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("TS")) {
                file.language = xml.attributes().value(QLatin1String("language")).toString();
            } else if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                message = TsMessage {};
                message.context = context;
                message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                message.line = xml.lineNumber();
                inMessage = true;
            } else if (inMessage && name == QLatin1String("source")) {
                message.source = xml.readElementText();
            } else if (inMessage && name == QLatin1String("comment")) {
                message.comment = xml.readElementText();
            } else if (inMessage && name == QLatin1String("translation")) {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!message.numerus)
                    message.translation = xml.readElementText();
            } else if (inMessage && name == QLatin1String("numerusform")) {
                message.forms.append(xml.readElementText());
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            file.messages.append(message);
            inMessage = false;
        }
    }
    if (xml.hasError())
        file.error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return file;
}

TsFile readTs(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        TsFile file;
        file.error = QStringLiteral("cannot open %1").arg(path);
        return file;
    }
    return readTsData(f.readAll());
}

QString tsPath(const QString &language)
{
    return QDir(QString::fromStdString(rl::test::sourceDir()))
        .filePath(QStringLiteral("translations/raterlab_%1.ts").arg(language));
}

/// Qt placeholders (%1..%99, %L1, %n, %Ln) as a sorted multiset; "95% CI" and "(%2%)" add nothing extra.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(?:\\d{1,2}|n)"));
    QStringList found;
    auto it = re.globalMatch(text);
    while (it.hasNext())
        found.append(it.next().captured(0));
    found.sort();
    return found;
}

/// An accelerator is '&' before a letter or digit; "&&" is a literal ampersand, "& " is no mnemonic.
bool hasAccelerator(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (text.at(i + 1).isLetterOrNumber())
            return true;
    }
    return false;
}

bool isFinished(const TsMessage &m)
{
    return m.type.isEmpty();
}

/// The translated texts of a finished message (the one translation, or every numerus form).
QStringList translatedTexts(const TsMessage &m)
{
    return m.numerus ? m.forms : QStringList {m.translation};
}

QString where(const TsMessage &m)
{
    return QStringLiteral("line %1 [%2] \"%3\"").arg(m.line).arg(m.context, m.source.left(60));
}

/// Problems of a finished message: placeholders or accelerators that differ from the source.
QStringList consistencyProblems(const TsFile &file)
{
    QStringList problems;
    for (const TsMessage &m : file.messages) {
        if (!isFinished(m))
            continue;
        const QStringList expected = placeholders(m.source);
        const bool accelerator = hasAccelerator(m.source);
        for (const QString &text : translatedTexts(m)) {
            if (placeholders(text) != expected)
                problems.append(QStringLiteral("%1: placeholders %2 in \"%3\", source has %4")
                                    .arg(where(m), placeholders(text).join(QLatin1Char(' ')), text,
                                        expected.join(QLatin1Char(' '))));
            if (hasAccelerator(text) != accelerator)
                problems.append(QStringLiteral("%1: accelerator %2 in \"%3\"")
                                    .arg(where(m), accelerator ? QStringLiteral("missing") : QStringLiteral("added"), text));
        }
    }
    return problems;
}

/// Problems that make a catalogue incomplete for a language with `forms` plural forms.
QStringList completenessProblems(const TsFile &file, int forms, bool numerusOnly)
{
    QStringList problems;
    for (const TsMessage &m : file.messages) {
        if (numerusOnly && !m.numerus)
            continue;
        if (m.type == QLatin1String("obsolete") || m.type == QLatin1String("vanished"))
            continue;
        if (!isFinished(m))
            problems.append(QStringLiteral("%1: unfinished").arg(where(m)));
        if (m.numerus) {
            if (m.forms.size() != forms)
                problems.append(QStringLiteral("%1: %2 numerus forms, expected %3").arg(where(m)).arg(m.forms.size()).arg(forms));
            for (const QString &form : m.forms)
                if (form.trimmed().isEmpty())
                    problems.append(QStringLiteral("%1: empty numerus form").arg(where(m)));
        } else if (m.translation.trimmed().isEmpty()) {
            problems.append(QStringLiteral("%1: empty translation").arg(where(m)));
        }
    }
    return problems;
}

QString report(const QStringList &problems)
{
    return QStringLiteral("%1 problem(s):\n  %2").arg(problems.size()).arg(problems.mid(0, 40).join(QStringLiteral("\n  ")));
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void helpers();
    void detectorsCatchBrokenCatalogue();
    void filesParse_data();
    void filesParse();
    void koreanComplete();
    void englishPluralsComplete();
    void placeholdersAndAccelerators_data();
    void placeholdersAndAccelerators();
    void sameMessagesInBothFiles();
    void compiledKoreanCatalogue();

private:
    TsFile m_ko;
    TsFile m_en;
};

void TestTranslations::initTestCase()
{
    m_ko = readTs(tsPath(QStringLiteral("ko")));
    m_en = readTs(tsPath(QStringLiteral("en")));
}

void TestTranslations::helpers()
{
    QCOMPARE(placeholders(QStringLiteral("r = %1, 95% CI [%2, %3], n = %4")),
        QStringList({QStringLiteral("%1"), QStringLiteral("%2"), QStringLiteral("%3"), QStringLiteral("%4")}));
    QCOMPARE(placeholders(QStringLiteral("%1 (%2%)")), QStringList({QStringLiteral("%1"), QStringLiteral("%2")}));
    QCOMPARE(placeholders(QStringLiteral("%Ln item(s), %n, %L2 and %2 again %2")),
        QStringList({QStringLiteral("%2"), QStringLiteral("%2"), QStringLiteral("%L2"), QStringLiteral("%Ln"),
            QStringLiteral("%n")}));
    QVERIFY(placeholders(QStringLiteral("no placeholder: 100%")).isEmpty());
    QVERIFY(hasAccelerator(QStringLiteral("&File")));
    QVERIFY(hasAccelerator(QStringLiteral("Open &Recent")));
    QVERIFY(hasAccelerator(QString::fromUtf8("\xED\x8C\x8C\xEC\x9D\xBC(&F)"))); // 파일(&F)
    QVERIFY(!hasAccelerator(QStringLiteral("Connection && cost")));
    QVERIFY(!hasAccelerator(QStringLiteral("Humans & demographics")));
    QVERIFY(!hasAccelerator(QStringLiteral("trailing &")));
}

void TestTranslations::detectorsCatchBrokenCatalogue()
{
    // A hand-made catalogue with one fault of every kind: each check must report it.
    const QByteArray data = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\" language=\"ko_KR\">\n"
                            "<context><name>C</name>\n"
                            "<message><source>&amp;Save %1</source><translation>save %2</translation></message>\n"
                            "<message><source>Open</source><translation type=\"unfinished\"></translation></message>\n"
                            "<message><source>Close</source><translation></translation></message>\n"
                            "<message numerus=\"yes\"><source>%n item(s)</source><translation>"
                            "<numerusform>items</numerusform><numerusform></numerusform></translation></message>\n"
                            "<message><source>Fine %1</source><translation>good %1</translation></message>\n"
                            "</context>\n</TS>\n";
    const TsFile file = readTsData(data);
    QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
    QCOMPARE(file.language, QStringLiteral("ko_KR"));
    QCOMPARE(file.messages.size(), 5);
    QCOMPARE(file.messages.at(0).source, QStringLiteral("&Save %1"));
    QCOMPARE(file.messages.at(3).forms.size(), 2);

    const QStringList complete = completenessProblems(file, 1, false);
    QCOMPARE(complete.size(), 5); // unfinished (+ empty), empty translation, 2 forms instead of 1, one empty form
    const QStringList plural = completenessProblems(file, 2, true);
    QCOMPARE(plural.size(), 1); // the empty second form
    const QStringList consistency = consistencyProblems(file);
    // "save %2": wrong placeholder and no accelerator; "items" and "" lack %n.
    QCOMPARE(consistency.size(), 4);

    QVERIFY(!readTsData("<TS><context><message>").error.isEmpty());
}

void TestTranslations::filesParse_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("ko") << QStringLiteral("ko");
    QTest::newRow("en") << QStringLiteral("en");
}

void TestTranslations::filesParse()
{
    QFETCH(QString, language);
    const TsFile &file = language == QLatin1String("ko") ? m_ko : m_en;
    QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
    QVERIFY2(file.language.startsWith(language), qPrintable(file.language));
    // Sanity check that the whole file was read (602 messages when this test was written).
    QVERIFY2(file.messages.size() > 500, qPrintable(QString::number(file.messages.size())));
    int numerus = 0;
    for (const TsMessage &m : file.messages) {
        QVERIFY2(!m.context.isEmpty() && !m.source.isEmpty(), qPrintable(where(m)));
        numerus += m.numerus ? 1 : 0;
    }
    QVERIFY(numerus > 10);
}

void TestTranslations::koreanComplete()
{
    // Korean has one plural form; every message must be translated.
    const QStringList problems = completenessProblems(m_ko, 1, false);
    QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
}

void TestTranslations::englishPluralsComplete()
{
    // English falls back to the source for plain messages, but plural messages need both forms.
    const QStringList problems = completenessProblems(m_en, 2, true);
    QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
}

void TestTranslations::placeholdersAndAccelerators_data()
{
    filesParse_data();
}

void TestTranslations::placeholdersAndAccelerators()
{
    QFETCH(QString, language);
    const TsFile &file = language == QLatin1String("ko") ? m_ko : m_en;
    int finished = 0;
    for (const TsMessage &m : file.messages)
        finished += isFinished(m) ? 1 : 0;
    QVERIFY(finished > 0);
    const QStringList problems = consistencyProblems(file);
    QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
}

void TestTranslations::sameMessagesInBothFiles()
{
    // lupdate writes both catalogues from the same sources: their message keys must agree.
    auto keys = [](const TsFile &file) {
        QStringList k;
        for (const TsMessage &m : file.messages)
            k.append(m.context + QChar(0x1f) + m.source + QChar(0x1f) + m.comment + (m.numerus ? QStringLiteral("#n") : QString()));
        k.sort();
        return k;
    };
    QCOMPARE(keys(m_ko), keys(m_en));
}

void TestTranslations::compiledKoreanCatalogue()
{
    // The .qm lrelease writes next to rl_gui's build directory (<build>/app/gui); the test runs from
    // <build>/tests/gui. Skipped when rl_gui was not built, or built from an older .ts.
    const QString qm = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../../app/gui/raterlab_ko.qm"));
    const QFileInfo qmInfo(qm);
    if (!qmInfo.exists())
        QSKIP("raterlab_ko.qm not built (build the rl_gui target)");
    if (qmInfo.lastModified() < QFileInfo(tsPath(QStringLiteral("ko"))).lastModified())
        QSKIP("raterlab_ko.qm is older than raterlab_ko.ts (rebuild the rl_gui target)");
    QTranslator translator;
    QVERIFY(translator.load(qm));
    QStringList problems;
    for (const TsMessage &m : m_ko.messages) {
        const QByteArray context = m.context.toUtf8();
        const QByteArray source = m.source.toUtf8();
        const QByteArray comment = m.comment.toUtf8();
        const QString expected = m.numerus ? m.forms.value(0) : m.translation;
        const QString got = translator.translate(context.constData(), source.constData(),
            m.comment.isEmpty() ? nullptr : comment.constData(), m.numerus ? 3 : -1);
        if (got != expected)
            problems.append(QStringLiteral("%1: .qm gives \"%2\"").arg(where(m), got));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
    // Spot check of a plural message through the ordinary translation path (%n substituted).
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCOMPARE(QCoreApplication::translate("rl::widgets::ConditionRunsPage", "%n stimulus/stimuli match.", nullptr, 3),
        QString::fromUtf8("\xEC\x9E\x90\xEA\xB7\xB9 3\xEA\xB0\x9C\xEA\xB0\x80 \xEC\x9D\xBC\xEC\xB9\x98\xED\x95\xA9\xEB\x8B\x88\xEB\x8B\xA4.")); // 자극 3개가 일치합니다.
    QCoreApplication::removeTranslator(&translator);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
