// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// `jury hygiene` of a 10 MB corpus took 1.04 GB (about 100 times its input). The report now
// indexes the corpus instead of copying it, reads the naive reading one record at a time and writes its JSON as
// it goes. This executable counts the bytes live on the heap (its own operator new) and pins the peak of reading,
// reporting and writing a generated corpus to a few times the file. The resident size of the real CLI on a 30 MB
// corpus is measured by bench/jury/bench_hygiene.
#include "engine/io/corpus/hygiene.h"
#include "tests/common/corpusgen.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <new>
#include <ostream>
#include <streambuf>

namespace {

std::atomic<std::size_t> g_live {0};
std::atomic<std::size_t> g_peak {0};
constexpr std::size_t kHeader = 16; // keeps the block's alignment

void *counted(std::size_t n)
{
    void *p = std::malloc(n + kHeader);
    if (!p)
        return nullptr;
    *static_cast<std::size_t *>(p) = n;
    const std::size_t live = g_live += n;
    for (std::size_t peak = g_peak; live > peak && !g_peak.compare_exchange_weak(peak, live);) {
    }
    return static_cast<char *>(p) + kHeader;
}

void uncounted(void *p) noexcept
{
    if (!p)
        return;
    char *block = static_cast<char *>(p) - kHeader;
    g_live -= *reinterpret_cast<std::size_t *>(block);
    std::free(block);
}

/// An output stream that keeps nothing (the CLI writes to a pipe).
class NullBuffer : public std::streambuf {
protected:
    int overflow(int c) override { return c; }
    std::streamsize xsputn(const char *, std::streamsize n) override { return n; }
};

} // namespace

void *operator new(std::size_t n)
{
    if (void *p = counted(n))
        return p;
    throw std::bad_alloc();
}
void *operator new[](std::size_t n) { return operator new(n); }
void *operator new(std::size_t n, const std::nothrow_t &) noexcept { return counted(n); }
void *operator new[](std::size_t n, const std::nothrow_t &) noexcept { return counted(n); }
void operator delete(void *p) noexcept { uncounted(p); }
void operator delete[](void *p) noexcept { uncounted(p); }
void operator delete(void *p, std::size_t) noexcept { uncounted(p); }
void operator delete[](void *p, std::size_t) noexcept { uncounted(p); }
void operator delete(void *p, const std::nothrow_t &) noexcept { uncounted(p); }
void operator delete[](void *p, const std::nothrow_t &) noexcept { uncounted(p); }

using namespace rl;

class TestHygieneMemory : public QObject {
    Q_OBJECT
    /// The peak heap of `jury hygiene` on the file, per byte of it.
    double heapPerByte(const std::string &path)
    {
        const std::size_t bytes = test::readBytes(path).size();
        NullBuffer nothing;
        std::ostream sink(&nothing);
        const std::size_t before = g_live;
        g_peak = before;
        {
            auto report = io::corpus::hygieneOfFile(path, io::corpus::CorpusFormat::Auto);
            if (!report)
                qFatal("%s", report.error().detail.c_str());
            io::corpus::writeHygieneJson(sink, *report);
        }
        const double ratio = static_cast<double>(g_peak - before) / static_cast<double>(bytes);
        qInfo("%s: peak heap %.1f MB for %.1f MB: %.2f x", path.c_str(), double(g_peak - before) / 1e6, double(bytes) / 1e6, ratio);
        return ratio;
    }

private slots:
    /// A corpus like STS-B (records of ~100 bytes, every kind of finding): the heap peaks at a few times the file.
    void hygieneHeapIsAFewTimesTheInput()
    {
        const std::string path = test::tempDir() + "/synthetic.tsv";
        {
            std::ofstream out(path, std::ios::binary);
            test::writeSyntheticStsb(out, std::size_t(3) << 20, 23);
        }
        auto report = io::corpus::hygieneOfFile(path, io::corpus::CorpusFormat::Auto);
        QVERIFY2(report, report ? "" : report.error().detail.c_str());
        QVERIFY(report->records > 15000);
        QVERIFY(report->naiveCorrupted.count > 0); // the findings are there to be listed
        QVERIFY(!report->dupDiffScore.empty());
        QVERIFY(!report->swapped.empty());
        report = Error {};
        const double ratio = heapPerByte(path);
        QVERIFY2(ratio < 7.0, qPrintable(QString::number(ratio))); // new 5.5 x, old 9.4 x
    }

    /// The worst case per byte: records of ~20 bytes, where what is kept per record dominates (a file like this
    /// once took ~100 times its size in RSS). Bounded per record: about 20 times the file.
    void tinyRecordsStayBounded()
    {
        const std::string path = test::tempDir() + "/tiny.tsv";
        {
            std::ofstream out(path, std::ios::binary);
            for (int id = 0; id < 150000; ++id)
                out << "g\tf\t1\t" << id << "\t3\ta" << id % 97 << "\tb\n";
        }
        const double ratio = heapPerByte(path);
        QVERIFY2(ratio < 30.0, qPrintable(QString::number(ratio))); // new 21 x, old 43 x
    }
};

QTEST_GUILESS_MAIN(TestHygieneMemory)
#include "tst_hygienememory.moc"
