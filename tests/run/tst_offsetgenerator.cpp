#include "model/fiocommand.h"
#include "model/usererror.h"
#include "run/benchmarks/offsetgenerator.h"

#include <QTest>

#include <set>

using namespace ds;

class TestOffsetGenerator : public QObject {
    Q_OBJECT

private slots:
    void staysInsideItsRegionAndAligned_data();
    void staysInsideItsRegionAndAligned();
    void sequentialCoversTheRegionInOrderAndWraps();
    void randomCoversEveryAlignedSlot();
    void sameSeedRepeatsOtherSeedDiffers();
    void blockSizeMixKeepsItsShares();
    void readAndRandomSharesHold();
    void validationRejectsWhatDirectIoCannotDo_data();
    void validationRejectsWhatDirectIoCannotDo();
    void parsesSizesAndMixes();
    void mixSharesAreWholePercentagesAsFioTakesThem_data();
    void mixSharesAreWholePercentagesAsFioTakesThem();
};

static WorkloadSpec specWith(unsigned randomPercent, std::vector<BlockSizeShare> sizes, uint32_t alignment = 0)
{
    WorkloadSpec spec;
    spec.randomPercent = randomPercent;
    spec.blockSizes = std::move(sizes);
    spec.alignment = alignment;
    spec.durationSeconds = 1;
    return spec;
}

void TestOffsetGenerator::staysInsideItsRegionAndAligned_data()
{
    QTest::addColumn<unsigned>("randomPercent");
    QTest::addColumn<quint32>("blockBytes");
    QTest::addColumn<quint32>("alignment");
    QTest::addColumn<quint64>("regionOffset");
    QTest::addColumn<quint64>("regionLength");
    QTest::addRow("random 4k") << 100u << 4096u << 0u << quint64(1 << 20) << quint64(64 << 20);
    QTest::addRow("random 64k aligned 4k") << 100u << 65536u << 4096u << quint64(8192) << quint64(10 << 20);
    QTest::addRow("sequential 1M, odd region")
        << 0u << quint32(1 << 20) << 0u << quint64(512) << quint64((5 << 20) + 4096);
    QTest::addRow("half random 8k") << 50u << 8192u << 512u << quint64(0) << quint64(3 << 20);
    QTest::addRow("region of exactly one block") << 100u << 4096u << 0u << quint64(4096) << quint64(4096);
}

void TestOffsetGenerator::staysInsideItsRegionAndAligned()
{
    QFETCH(unsigned, randomPercent);
    QFETCH(quint32, blockBytes);
    QFETCH(quint32, alignment);
    QFETCH(quint64, regionOffset);
    QFETCH(quint64, regionLength);
    OffsetGenerator generator(specWith(randomPercent, { { blockBytes, 1 } }, alignment), regionOffset, regionLength, 3);
    const uint64_t step = alignment ? alignment : blockBytes;
    for (int i = 0; i < 50000; ++i) {
        const OffsetGenerator::Request request = generator.next();
        QCOMPARE(request.length, blockBytes);
        QVERIFY(request.offset >= regionOffset);
        QVERIFY(request.offset + request.length <= regionOffset + regionLength);
        if (randomPercent == 100)
            QCOMPARE((request.offset - regionOffset) % step, 0u);
        QCOMPARE(request.offset % 512, 0u);
    }
}

void TestOffsetGenerator::sequentialCoversTheRegionInOrderAndWraps()
{
    const uint64_t regionOffset = 1 << 20;
    const uint64_t blocks = 100;
    OffsetGenerator generator(specWith(0, { { 4096, 1 } }), regionOffset, blocks * 4096, 1);
    for (int pass = 0; pass < 2; ++pass)
        for (uint64_t block = 0; block < blocks; ++block)
            QCOMPARE(generator.next().offset, regionOffset + block * 4096);
}

void TestOffsetGenerator::randomCoversEveryAlignedSlot()
{
    const uint64_t slotCount = 256;
    OffsetGenerator generator(specWith(100, { { 4096, 1 } }), 0, slotCount * 4096, 11);
    std::set<uint64_t> seen;
    for (int i = 0; i < 20000; ++i)
        seen.insert(generator.next().offset);
    // 20000 draws over 256 slotCount miss one with probability 256 * e^-78: never.
    QCOMPARE(seen.size(), slotCount);
    QCOMPARE(*seen.begin(), 0u);
    QCOMPARE(*seen.rbegin(), (slotCount - 1) * 4096);
}

void TestOffsetGenerator::sameSeedRepeatsOtherSeedDiffers()
{
    const WorkloadSpec spec = specWith(100, { { 4096, 1 } });
    OffsetGenerator first(spec, 0, 1ull << 30, 99), again(spec, 0, 1ull << 30, 99), other(spec, 0, 1ull << 30, 100);
    int differences = 0;
    for (int i = 0; i < 1000; ++i) {
        const uint64_t offset = first.next().offset;
        QCOMPARE(again.next().offset, offset);
        differences += other.next().offset != offset;
    }
    QVERIFY2(differences > 990, "another seed should give another sequence");
}

void TestOffsetGenerator::blockSizeMixKeepsItsShares()
{
    // IOMeter's FileServer mix.
    const std::vector<BlockSizeShare> mix { { 512, 10 }, { 1024, 5 }, { 2048, 5 }, { 4096, 60 }, { 8192, 2 },
        { 16384, 4 }, { 32768, 4 }, { 65536, 10 } };
    OffsetGenerator generator(specWith(100, mix), 0, 1ull << 30, 5);
    std::vector<int> counts(mix.size(), 0);
    const int draws = 100000;
    for (int i = 0; i < draws; ++i) {
        const OffsetGenerator::Request request = generator.next();
        QCOMPARE(request.length, mix[request.sizeIndex].bytes);
        ++counts[request.sizeIndex];
    }
    for (size_t i = 0; i < mix.size(); ++i) {
        const double share = 100.0 * counts[i] / draws;
        QVERIFY2(std::abs(share - mix[i].share) <= 2.0,
            qPrintable(
                QStringLiteral("%1 bytes: %2 % instead of %3 %").arg(mix[i].bytes).arg(share).arg(mix[i].share)));
    }
}

void TestOffsetGenerator::readAndRandomSharesHold()
{
    WorkloadSpec spec = specWith(80, { { 8192, 1 } });
    spec.readPercent = 67; // IOMeter's Database pattern reads 67 %
    OffsetGenerator generator(spec, 0, 1ull << 30, 8);
    int reads = 0, sequentialFollowers = 0;
    uint64_t previousEnd = UINT64_MAX;
    const int draws = 100000;
    for (int i = 0; i < draws; ++i) {
        const OffsetGenerator::Request request = generator.next();
        reads += request.op == IoOp::Read;
        sequentialFollowers += request.offset == previousEnd;
        previousEnd = request.offset + request.length;
    }
    QVERIFY(std::abs(100.0 * reads / draws - 67) <= 1.0);
    // 20 % of requests are sequential, each following the one before.
    QVERIFY(std::abs(100.0 * sequentialFollowers / draws - 20) <= 1.0);
}

void TestOffsetGenerator::validationRejectsWhatDirectIoCannotDo_data()
{
    QTest::addColumn<quint32>("blockBytes");
    QTest::addColumn<quint32>("alignment");
    QTest::addColumn<quint64>("regionOffset");
    QTest::addColumn<double>("duration");
    QTest::addColumn<unsigned>("queueDepth");
    QTest::addColumn<QString>("expectedWords");
    QTest::addRow("block not a sector multiple")
        << 1000u << 0u << quint64(0) << 1.0 << 1u << QStringLiteral("logical sector");
    QTest::addRow("512 B on 4Kn") << 512u << 0u << quint64(0) << 1.0 << 1u << QStringLiteral("4096-byte");
    QTest::addRow("alignment not a sector multiple")
        << 4096u << 1000u << quint64(0) << 1.0 << 1u << QStringLiteral("alignment");
    QTest::addRow("offset not a sector multiple")
        << 4096u << 0u << quint64(100) << 1.0 << 1u << QStringLiteral("offset");
    QTest::addRow("offset past the end") << 4096u << 0u << quint64(1ull << 40) << 1.0 << 1u << QStringLiteral("beyond");
    QTest::addRow("zero duration") << 4096u << 0u << quint64(0) << 0.0 << 1u << QStringLiteral("duration");
    QTest::addRow("queue depth 0") << 4096u << 0u << quint64(0) << 1.0 << 0u << QStringLiteral("queue depth");
    QTest::addRow("queue depth 1025") << 4096u << 0u << quint64(0) << 1.0 << 1025u << QStringLiteral("queue depth");
}

void TestOffsetGenerator::validationRejectsWhatDirectIoCannotDo()
{
    QFETCH(quint32, blockBytes);
    QFETCH(quint32, alignment);
    QFETCH(quint64, regionOffset);
    QFETCH(double, duration);
    QFETCH(unsigned, queueDepth);
    QFETCH(QString, expectedWords);
    WorkloadSpec spec = specWith(100, { { blockBytes, 1 } }, alignment);
    spec.regionOffset = regionOffset;
    spec.durationSeconds = duration;
    spec.queueDepth = queueDepth;
    try {
        spec.validate(1ull << 30, 4096);
        QFAIL("validate() accepted a workload it must refuse");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(expectedWords), qPrintable(error.message()));
    }
    // The same workload with sane values passes.
    WorkloadSpec good = specWith(100, { { 4096, 1 } });
    good.validate(1ull << 30, 4096);
}

void TestOffsetGenerator::parsesSizesAndMixes()
{
    QCOMPARE(parseSize(QStringLiteral("512")), 512u);
    QCOMPARE(parseSize(QStringLiteral("4k")), 4096u);
    QCOMPARE(parseSize(QStringLiteral("4KiB")), 4096u);
    QCOMPARE(parseSize(QStringLiteral("1M")), 1048576u);
    QCOMPARE(parseSize(QStringLiteral("2G")), 2147483648u);
    QVERIFY_THROWS_EXCEPTION(UserError, parseSize(QStringLiteral("4x")));
    QVERIFY_THROWS_EXCEPTION(UserError, parseSize(QStringLiteral("")));
    QVERIFY_THROWS_EXCEPTION(UserError, parseSize(QStringLiteral("-4k")));
    const std::vector<BlockSizeShare> mix = parseBlockSizeMix(QStringLiteral("512:10,4k:60,64k:30"));
    QCOMPARE(mix.size(), 3u);
    QCOMPARE(mix[1].bytes, 4096u);
    QCOMPARE(mix[1].share, 60.0);
    QVERIFY_THROWS_EXCEPTION(UserError, parseBlockSizeMix(QStringLiteral("4k:abc")));
    QVERIFY_THROWS_EXCEPTION(UserError, parseBlockSizeMix(QStringLiteral("4k:1:2")));
}

// fio's bssplit takes whole percentages adding up to 100 (0 meaning "the rest"): a mix is accepted
// only when the printed fio command can say exactly what DriveScope runs.
void TestOffsetGenerator::mixSharesAreWholePercentagesAsFioTakesThem_data()
{
    QTest::addColumn<QString>("mix");
    QTest::addColumn<QString>("expected"); // the fio option, or words of the error
    QTest::addColumn<bool>("accepted");
    QTest::addRow("percentages") << QStringLiteral("512:10,4k:60,64k:30")
                                 << QStringLiteral("--bssplit=512/10:4k/60:64k/30") << true;
    QTest::addRow("weights") << QStringLiteral("4k:1,8k:3") << QStringLiteral("--bssplit=4k/25:8k/75") << true;
    QTest::addRow("fractions") << QStringLiteral("4k:0.1,8k:0.2,16k:0.7")
                               << QStringLiteral("--bssplit=4k/10:8k/20:16k/70") << true;
    QTest::addRow("default shares") << QStringLiteral("4k,8k,16k,32k")
                                    << QStringLiteral("--bssplit=4k/25:8k/25:16k/25:32k/25") << true;
    QTest::addRow("largest share") << QStringLiteral("4k:1e6,8k:1e6") << QStringLiteral("--bssplit=4k/50:8k/50")
                                   << true;
    QTest::addRow("infinite sum") << QStringLiteral("4k:1e308,8k:1e308")
                                  << QStringLiteral("weight above 0 and at most 1000000, not 1e+308") << false;
    QTest::addRow("infinity") << QStringLiteral("4k:inf,8k:1") << QStringLiteral("weight above 0") << false;
    QTest::addRow("not a number") << QStringLiteral("4k:nan,8k:1") << QStringLiteral("weight above 0") << false;
    QTest::addRow("zero") << QStringLiteral("4k:0,8k:100")
                          << QStringLiteral("weight above 0 and at most 1000000, not 0") << false;
    QTest::addRow("negative") << QStringLiteral("4k:-1,8k:1") << QStringLiteral("not a share") << false;
    QTest::addRow("under one percent") << QStringLiteral("4k:1,8k:1000")
                                       << QStringLiteral("fio's bssplit, which checks the figures, takes whole")
                                       << false;
    QTest::addRow("thirds") << QStringLiteral("4k:1,8k:1,16k:1")
                            << QStringLiteral("give shares such as 4KiB:34,8KiB:33,16KiB:33") << false;
    QStringList many;
    for (int i = 1; i <= 65; ++i)
        many << QStringLiteral("%1k").arg(4 * i);
    QTest::addRow("65 sizes") << many.join(QLatin1Char(',')) << QStringLiteral("at most 64 sizes") << false;
    many.removeLast();
    many.removeLast();
    many.removeLast();
    many.removeLast(); // 61: 1.64 % each
    QTest::addRow("61 sizes") << many.join(QLatin1Char(',')) << QStringLiteral("whole percentages") << false;
}

void TestOffsetGenerator::mixSharesAreWholePercentagesAsFioTakesThem()
{
    QFETCH(QString, mix);
    QFETCH(QString, expected);
    QFETCH(bool, accepted);
    std::vector<BlockSizeShare> sizes;
    try {
        sizes = parseBlockSizeMix(mix);
    } catch (const UserError& error) {
        QVERIFY2(!accepted, qPrintable(error.message()));
        QVERIFY2(error.message().contains(expected), qPrintable(error.message()));
        // The same rule holds for a spec from anywhere else (a session, a plan, the window).
        WorkloadSpec spec;
        spec.blockSizes.clear();
        for (const QString& part : mix.split(QLatin1Char(',')))
            spec.blockSizes.push_back({ static_cast<uint32_t>(parseSize(part.section(QLatin1Char(':'), 0, 0))),
                part.contains(QLatin1Char(':')) ? part.section(QLatin1Char(':'), 1).toDouble() : 1.0 });
        spec.durationSeconds = 1;
        QVERIFY_THROWS_EXCEPTION(UserError, spec.validate(1u << 30, 512));
        return;
    }
    QVERIFY2(accepted, qPrintable(QStringLiteral("accepted: ") + mix));
    WorkloadSpec spec;
    spec.blockSizes = sizes;
    spec.randomPercent = 100;
    spec.durationSeconds = 1;
    spec.validate(1u << 30, 512);
    TargetInfo target;
    target.path = QStringLiteral("/dev/sdz");
    const QString command = fioCommandLine(spec, target, QStringLiteral("io_uring"));
    QVERIFY2(command.contains(expected + QLatin1Char(' ')), qPrintable(command));
    // Whatever the mix, fio is given whole percentages of 1 and more that add up to 100.
    const QString split = command.section(QStringLiteral("--bssplit="), 1).section(QLatin1Char(' '), 0, 0);
    int total = 0;
    for (const QString& part : split.split(QLatin1Char(':'))) {
        const int percent = part.section(QLatin1Char('/'), 1).toInt();
        QVERIFY2(percent >= 1, qPrintable(split));
        total += percent;
    }
    QCOMPARE(total, 100);
}

QTEST_APPLESS_MAIN(TestOffsetGenerator)
#include "tst_offsetgenerator.moc"
