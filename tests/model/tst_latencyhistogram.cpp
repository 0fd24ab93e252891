#include "model/latencyhistogram.h"
#include "model/results/results.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using ds::LatencyHistogram;

class TestLatencyHistogram : public QObject {
    Q_OBJECT

private slots:
    void bucketsCoverEveryValueTightly_data();
    void bucketsCoverEveryValueTightly();
    void percentilesMatchExactSortedValues_data();
    void percentilesMatchExactSortedValues();
    void momentsAreExact();
    void mergeEqualsAddingEverything();
    void emptyHistogramHoldsNoBuckets();
    void emptyHistogramReportsZeros();
};

void TestLatencyHistogram::bucketsCoverEveryValueTightly_data()
{
    QTest::addColumn<quint64>("value");
    for (quint64 value :
        std::initializer_list<quint64> { 0ull, 1ull, 127ull, 128ull, 129ull, 255ull, 256ull, 1000ull, 4095ull, 65537ull,
            999'999ull, 1'000'000'007ull, 60'000'000'000ull, 3'600'000'000'000ull, (1ull << 63) + 12345, UINT64_MAX })
        QTest::addRow("%llu", value) << value;
}

void TestLatencyHistogram::bucketsCoverEveryValueTightly()
{
    QFETCH(quint64, value);
    const unsigned index = LatencyHistogram::bucketIndex(value);
    QVERIFY(index < LatencyHistogram::kBucketCount);
    QVERIFY2(LatencyHistogram::bucketLow(index) <= value, "value below its bucket");
    QVERIFY2(value <= LatencyHistogram::bucketHigh(index), "value above its bucket");
    const double representative = static_cast<double>(LatencyHistogram::bucketValue(index));
    const double relativeError
        = std::abs(representative - static_cast<double>(value)) / std::max(1.0, static_cast<double>(value));
    QVERIFY2(relativeError <= 0.01, qPrintable(QStringLiteral("relative error %1").arg(relativeError)));
}

void TestLatencyHistogram::percentilesMatchExactSortedValues_data()
{
    QTest::addColumn<QString>("distribution");
    QTest::addColumn<int>("samples");
    QTest::addRow("uniform 1 µs to 1 ms") << QStringLiteral("uniform") << 200000;
    QTest::addRow("log-normal around 100 µs") << QStringLiteral("lognormal") << 200000;
    QTest::addRow("ns to minutes") << QStringLiteral("wide") << 100000;
    QTest::addRow("few samples") << QStringLiteral("lognormal") << 37;
}

void TestLatencyHistogram::percentilesMatchExactSortedValues()
{
    QFETCH(QString, distribution);
    QFETCH(int, samples);
    std::mt19937_64 random(42);
    std::vector<uint64_t> values;
    values.reserve(static_cast<size_t>(samples));
    for (int i = 0; i < samples; ++i) {
        double ns = 0;
        if (distribution == QLatin1String("uniform"))
            ns = std::uniform_real_distribution<double>(1e3, 1e6)(random);
        else if (distribution == QLatin1String("lognormal"))
            ns = std::lognormal_distribution<double>(std::log(1e5), 1.0)(random);
        else
            ns = std::pow(10.0, std::uniform_real_distribution<double>(0, std::log10(6e10 * 5))(random));
        values.push_back(static_cast<uint64_t>(ns));
    }
    LatencyHistogram histogram;
    for (uint64_t value : values)
        histogram.add(value);
    std::sort(values.begin(), values.end());
    for (double p : { 1.0, 5.0, 10.0, 25.0, 50.0, 75.0, 90.0, 95.0, 99.0, 99.5, 99.9, 99.99 }) {
        // Nearest rank: the smallest value with at least p % of the samples at or below it.
        const auto rank = std::max<size_t>(1, static_cast<size_t>(std::ceil(p / 100.0 * static_cast<double>(samples))));
        const double exact = static_cast<double>(values[rank - 1]);
        const double estimate = static_cast<double>(histogram.percentileNs(p));
        const double error = std::abs(estimate - exact) / std::max(1.0, exact);
        QVERIFY2(error <= 0.01,
            qPrintable(
                QStringLiteral("p%1: exact %2, histogram %3 (%4 %)").arg(p).arg(exact).arg(estimate).arg(error * 100)));
    }
    QCOMPARE(histogram.percentileNs(100), values.back());
    QCOMPARE(histogram.percentileNs(0), values.front());
}

void TestLatencyHistogram::momentsAreExact()
{
    LatencyHistogram histogram;
    const std::vector<uint64_t> values { 1000, 2000, 3000, 4000, 10000 };
    for (uint64_t value : values)
        histogram.add(value);
    QCOMPARE(histogram.count(), 5u);
    QCOMPARE(histogram.minNs(), 1000u);
    QCOMPARE(histogram.maxNs(), 10000u);
    QCOMPARE(histogram.meanNs(), 4000.0);
    // Sample standard deviation of {1,2,3,4,10} µs is sqrt(12.5) µs.
    QVERIFY(std::abs(histogram.stdevNs() - std::sqrt(12.5) * 1000) < 1e-6);
}

void TestLatencyHistogram::mergeEqualsAddingEverything()
{
    LatencyHistogram first, second, all;
    std::mt19937_64 random(7);
    for (int i = 0; i < 10000; ++i) {
        const uint64_t value = random() % 10'000'000;
        (i % 3 ? first : second).add(value);
        all.add(value);
    }
    first.merge(second);
    QCOMPARE(first.count(), all.count());
    QCOMPARE(first.minNs(), all.minNs());
    QCOMPARE(first.maxNs(), all.maxNs());
    QCOMPARE(first.meanNs(), all.meanNs());
    QCOMPARE(first.buckets(), all.buckets());
    QCOMPARE(first.percentileNs(99.9), all.percentileNs(99.9));
}

// An empty histogram holds no buckets (a run's unused write histogram costs nothing), and merging with
// one, either way, gives what adding the same values gives.
void TestLatencyHistogram::emptyHistogramHoldsNoBuckets()
{
    LatencyHistogram empty;
    QVERIFY(empty.buckets().empty());
    LatencyHistogram alsoEmpty;
    empty.merge(alsoEmpty);
    QVERIFY(empty.buckets().empty());
    QCOMPARE(empty.count(), uint64_t { 0 });
    QCOMPARE(empty.percentileNs(99), uint64_t { 0 });

    LatencyHistogram some;
    for (uint64_t value : { 1500u, 20'000u, 20'001u, 7'000'000u })
        some.add(value);
    QCOMPARE(some.buckets().size(), size_t { LatencyHistogram::kBucketCount });
    LatencyHistogram intoEmpty;
    intoEmpty.merge(some);
    QCOMPARE(intoEmpty.buckets(), some.buckets());
    QCOMPARE(intoEmpty.count(), some.count());
    QCOMPARE(intoEmpty.minNs(), some.minNs());
    QCOMPARE(intoEmpty.maxNs(), some.maxNs());
    QCOMPARE(intoEmpty.percentileNs(50), some.percentileNs(50));
    const std::vector<uint64_t> before = some.buckets();
    some.merge(LatencyHistogram {});
    QCOMPARE(some.buckets(), before);
    QCOMPARE(some.count(), uint64_t { 4 });

    // Restored from a saved state with no counts: empty again, and its JSON round trip too.
    LatencyHistogram restored;
    QVERIFY(LatencyHistogram::restore(std::vector<uint64_t>(LatencyHistogram::kBucketCount, 0), 0, 0, 0, 0, restored));
    QVERIFY(restored.buckets().empty());
    QCOMPARE(restored.count(), uint64_t { 0 });
    QVERIFY(ds::histogramFromJson(ds::histogramToJson(LatencyHistogram {})).buckets().empty());
    QCOMPARE(ds::histogramFromJson(ds::histogramToJson(some)).buckets(), some.buckets());
}

void TestLatencyHistogram::emptyHistogramReportsZeros()
{
    LatencyHistogram histogram;
    QCOMPARE(histogram.count(), 0u);
    QCOMPARE(histogram.minNs(), 0u);
    QCOMPARE(histogram.maxNs(), 0u);
    QCOMPARE(histogram.meanNs(), 0.0);
    QCOMPARE(histogram.stdevNs(), 0.0);
    QCOMPARE(histogram.percentileNs(50), 0u);
}

QTEST_APPLESS_MAIN(TestLatencyHistogram)
#include "tst_latencyhistogram.moc"
