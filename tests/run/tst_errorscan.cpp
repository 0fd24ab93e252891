// HD Tune's error scan. Blocks classed against the median, the scan on the emulated disk
// with bad and slow sectors, its JSON (and a damaged file refused), the CLI's bad input, and the page.

#include "device/target.h"
#include "drivelistwidget.h"
#include "errorscanpage.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/emulateddisk.h"
#include "fixtures/windowtests.h"
#include "model/compare.h"
#include "model/session.h"
#include "model/usererror.h"
#include "reports/export.h"
#include "run/benchmarks/errorscan.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ds;
using namespace ds::test;

namespace {
constexpr uint64_t MiB = 1u << 20;

// 64 MiB read at 200 MB/s from end to end (5.2 ms a 1 MiB block), with next to no seeks: two bad
// sectors, a weak one that costs 30 ms (about 6x the median block: slow) and one that costs 150 ms
// (about 28x: very slow).
EmulatedDiskProfile scanDisk()
{
    EmulatedDiskProfile profile;
    profile.sizeBytes = 64 * MiB;
    profile.outerMegabytesPerSecond = 200;
    profile.innerMegabytesPerSecond = 200;
    profile.interfaceMegabytesPerSecond = 2000;
    profile.trackToTrackSeekMs = 0.01;
    profile.fullStrokeSeekMs = 0.1;
    profile.rpm = 1e6;
    profile.failingRanges = { { 10 * MiB + 4096, 4096 }, { 50 * MiB + 512 * 1024, 512 } };
    profile.slowRanges = { { 20 * MiB + 8192, 4096, 30 }, { 40 * MiB, 4096, 150 } };
    return profile;
}

ErrorScanBlock block(unsigned index, double ms, uint32_t errors = 0, double slowestMs = 1)
{
    ErrorScanBlock one;
    one.index = index;
    one.offset = index * MiB;
    one.bytes = MiB;
    one.seconds = ms / 1e3;
    one.errors = errors;
    one.maxRequestMs = slowestMs;
    return one;
}

struct BlockSink : RunSink {
    std::vector<ErrorScanBlock> blocks;
    void errorScanBlock(const ErrorScanBlock& one, unsigned) override { blocks.push_back(one); }
};
}

class TestErrorScan : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void blocksAreClassedAgainstTheMedian();
    void resultRoundTripsThroughASession();
    void damagedBlockColumnsAreRefused_data();
    void damagedBlockColumnsAreRefused();
    void scanFindsErrorsAndSlowBlocksAndGoesOn();
    void cliScansReadOnlyAndRefusesBadInput();
    void pageDrawsTheMapAfterARun();

private:
    QTemporaryDir m_data;
};

void TestErrorScan::initTestCase()
{
    QVERIFY(m_data.isValid());
    isolateWindowTest("tst_errorscan", m_data.path());
}

void TestErrorScan::blocksAreClassedAgainstTheMedian()
{
    ErrorScanResult result;
    result.plan.blocks = 9;
    // Median of the error-free blocks: 11 ms. 34 ms is over 3x (slow), 120 ms over 10x (very slow), 29 ms
    // not; an error is an error however fast; a block of 12 ms with one read over 500 ms is very slow.
    for (const double ms : { 10.0, 9.0, 11.0, 10.0, 10.0, 29.0, 34.0, 120.0 })
        result.blocks.push_back(block(static_cast<unsigned>(result.blocks.size()), ms));
    result.blocks.push_back(block(8, 1, 1));
    result.blocks.push_back(block(9, 12, 0, 600));
    result.plan.blocks = 11;
    result.classify();
    QCOMPARE(result.medianBlockSeconds, 0.011);
    const std::vector<BlockClass> expected { BlockClass::Fast, BlockClass::Fast, BlockClass::Fast, BlockClass::Fast,
        BlockClass::Fast, BlockClass::Fast, BlockClass::Slow, BlockClass::VerySlow, BlockClass::Error,
        BlockClass::VerySlow };
    for (size_t i = 0; i < expected.size(); ++i)
        QCOMPARE(result.blocks[i].blockClass, expected[i]);
    // With the factor at 2.5, 29 ms is slow too.
    result.plan.slowFactor = 2.5;
    result.classify();
    QCOMPARE(result.blocks[5].blockClass, BlockClass::Slow);
    QCOMPARE(result.blocks[6].blockClass, BlockClass::Slow);
    QCOMPARE(result.countOf(BlockClass::Slow), 2u);
    QCOMPARE(result.countOf(BlockClass::Error), 1u);
    // A shorter last block is judged by its time scaled to a full block: 6 ms for half a block is slow.
    ErrorScanBlock half = block(10, 6);
    half.bytes = MiB / 2;
    result.plan.slowFactor = 3;
    result.blocks.push_back(half);
    result.classify();
    QCOMPARE(result.blocks.back().blockClass, BlockClass::Fast);
    result.blocks.back().seconds = 0.02; // 40 ms a full block: over 3x, under 10x
    result.classify();
    QCOMPARE(result.blocks.back().blockClass, BlockClass::Slow);
}

void TestErrorScan::resultRoundTripsThroughASession()
{
    ErrorScanResult result;
    result.plan.blocks = 4;
    result.plan.rangeOffset = 4 * MiB;
    result.target.path = QStringLiteral("/dev/sdz");
    result.target.sizeBytes = 64 * MiB;
    result.rangeBytes = 4 * MiB + 1024; // the last block is two sectors longer
    result.transferBytes = 256 * 1024;
    for (unsigned i = 0; i < 4; ++i) {
        ErrorScanBlock one = block(i, i == 2 ? 60 : 5, i == 1 ? 2 : 0, 1.25);
        one.offset = ErrorScanResult::blockOffset(result.plan.rangeOffset, result.rangeBytes, 4, i, 512);
        one.bytes
            = ErrorScanResult::blockOffset(result.plan.rangeOffset, result.rangeBytes, 4, i + 1, 512) - one.offset;
        result.blocks.push_back(one);
    }
    result.errorRecords.push_back({ 5 * MiB, 256 * 1024, IoOp::Read, 5 });
    result.classify();
    Session session = Session::startNew(QStringLiteral("tst_errorscan"));
    session.addRun(SessionRun::recorded(result, QStringLiteral("drivescope-cli scan"), QString(), {}));
    const Session back = Session::parse(session.toBytes());
    QCOMPARE(back.runs.size(), size_t { 1 });
    QCOMPARE(back.runs.front().kindName(), QStringLiteral("scan"));
    QVERIFY(back.runs.front().errors.join(QLatin1Char(' ')).contains(QStringLiteral("2 I/O error")));
    const auto* read = std::get_if<ErrorScanResult>(&back.runs.front().result);
    QVERIFY(read);
    QCOMPARE(read->blocks.size(), result.blocks.size());
    for (size_t i = 0; i < result.blocks.size(); ++i) {
        QCOMPARE(read->blocks[i].offset, result.blocks[i].offset);
        QCOMPARE(read->blocks[i].bytes, result.blocks[i].bytes);
        QCOMPARE(read->blocks[i].seconds, result.blocks[i].seconds);
        QCOMPARE(read->blocks[i].maxRequestMs, result.blocks[i].maxRequestMs);
        QCOMPARE(read->blocks[i].errors, result.blocks[i].errors);
        QCOMPARE(read->blocks[i].blockClass, result.blocks[i].blockClass);
    }
    QCOMPARE(read->blocks.back().offset + read->blocks.back().bytes, result.plan.rangeOffset + result.rangeBytes);
    QCOMPARE(read->errorRecords.size(), size_t { 1 });
    QCOMPARE(read->errorRecords.front().offset, 5 * MiB);
    QCOMPARE(read->medianBlockSeconds, result.medianBlockSeconds);
    // The page that shows it, and the plan read back from it.
    const FinishedRun finished = FinishedRun::fromSession(back, { 0 });
    QCOMPARE(finished.plan.kind(), TestKind::ErrorScan);
    QVERIFY(finished.errorScan());
    QCOMPARE(pageKindOf(back.runs.front()), std::optional<TestKind>(TestKind::ErrorScan));
    // Compact: a column per value, not an object per block.
    const QJsonObject json = result.toJson();
    QVERIFY(!json.contains(QStringLiteral("blocks")));
    QCOMPARE(json.value(QStringLiteral("blockColumns")).toObject().value(QStringLiteral("classes")).toString(),
        QStringLiteral("fevf"));
    // Counts of blocks are whole numbers in reports and compare.
    const QString markdown = markdownReport(back);
    QVERIFY2(markdown.contains(QStringLiteral("| blocks with errors | 1 blocks |")), qPrintable(markdown));
    CompareItem a { QStringLiteral("A"), QString(), QStringLiteral("a.json"), back.runs.front(), back.host, QString() };
    CompareItem b = a;
    b.label = QStringLiteral("B");
    const QString text = Comparison::of({ a, b }).toText();
    QVERIFY2(!text.contains(QStringLiteral("1.00")), qPrintable(text));
}

void TestErrorScan::damagedBlockColumnsAreRefused_data()
{
    QTest::addColumn<QString>("column");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("reason");
    QTest::addRow("classes too short") << QStringLiteral("classes") << QJsonValue(QStringLiteral("ff"))
                                       << QStringLiteral("2 letters for 3 blocks");
    QTest::addRow("unknown class") << QStringLiteral("classes") << QJsonValue(QStringLiteral("fxf"))
                                   << QStringLiteral("'x' is no class");
    QTest::addRow("error class without errors") << QStringLiteral("classes") << QJsonValue(QStringLiteral("fff"))
                                                << QStringLiteral("does not match the block's errors");
    QTest::addRow("times missing") << QStringLiteral("maxRequestMs") << QJsonValue(QJsonArray { 1, 2 })
                                   << QStringLiteral("2 values for 3 blocks");
    QTest::addRow("negative time") << QStringLiteral("seconds") << QJsonValue(QJsonArray { 0.1, -1, 0.1 })
                                   << QStringLiteral("negative");
    QTest::addRow("more blocks than planned") << QStringLiteral("seconds") << QJsonValue(QJsonArray { 1, 1, 1, 1, 1 })
                                              << QStringLiteral("more blocks than the plan's 4");
}

void TestErrorScan::damagedBlockColumnsAreRefused()
{
    QFETCH(QString, column);
    QFETCH(QJsonValue, value);
    QFETCH(QString, reason);
    ErrorScanResult result;
    result.plan.blocks = 4;
    result.target.sizeBytes = 4 * MiB;
    result.rangeBytes = 4 * MiB;
    result.blocks = { block(0, 5), block(1, 5, 1), block(2, 5) };
    result.classify();
    QJsonObject json = result.toJson();
    QVERIFY(ErrorScanResult::fromJson(json).blocks.size() == 3); // sound before it is damaged
    QJsonObject columns = json.value(QStringLiteral("blockColumns")).toObject();
    columns.insert(column, value);
    json.insert(QStringLiteral("blockColumns"), columns);
    Session session = Session::startNew(QStringLiteral("tst_errorscan"));
    session.addRun(SessionRun::recorded(result, QStringLiteral("scan"), QString(), {}));
    QJsonObject file = session.toJson();
    QJsonArray runs = file.value(QStringLiteral("runs")).toArray();
    QJsonObject run = runs.first().toObject();
    run.insert(QStringLiteral("result"), json);
    runs.replace(0, run);
    file.insert(QStringLiteral("runs"), runs);
    try {
        Session::parse(QJsonDocument(file).toJson());
        QFAIL("a damaged error scan was read");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(reason), qPrintable(error.message()));
        QVERIFY2(error.message().contains(QStringLiteral("blockColumns")), qPrintable(error.message()));
    }
}

void TestErrorScan::scanFindsErrorsAndSlowBlocksAndGoesOn()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDisk disk(scanDisk());
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    // Read-only: no device named for destruction.
    const std::unique_ptr<Target> target = Target::openBlockDevice(disk.devicePath(), false, QString());
    ErrorScanPlan plan;
    plan.blocks = 64;
    plan.transferBytes = 256 * 1024;
    BlockSink sink;
    const std::atomic<bool> cancel { false };
    const ErrorScanResult result = runErrorScan(*target, plan, EngineKind::Auto, RunContext(&cancel, &sink, 0));

    // Every block, to the end of the drive, in order, past both errors.
    QVERIFY(!result.cancelled);
    QCOMPARE(result.stopReason, QString());
    QCOMPARE(result.blocks.size(), size_t { 64 });
    for (unsigned i = 0; i < 64; ++i) {
        QCOMPARE(result.blocks[i].offset, i * MiB);
        QCOMPARE(result.blocks[i].bytes, MiB);
    }
    // Every error at its place: the failed request holds the bad sector, and its block is the error block.
    QCOMPARE(result.errorCount(), uint64_t { 2 });
    QCOMPARE(result.errorRecords.size(), size_t { 2 });
    for (const FailingRange& bad : scanDisk().failingRanges) {
        const auto record
            = std::find_if(result.errorRecords.begin(), result.errorRecords.end(), [&](const IoErrorRecord& error) {
                  return error.offset <= bad.offset && bad.offset < error.offset + error.length;
              });
        QVERIFY2(record != result.errorRecords.end(), qPrintable(QString::number(bad.offset)));
        QCOMPARE(record->length, 256u * 1024);
        QCOMPARE(record->error, EIO);
        QCOMPARE(result.blocks[bad.offset / MiB].blockClass, BlockClass::Error);
    }
    QCOMPARE(result.countOf(BlockClass::Error), 2u);
    // The weak sectors: 30 ms on a block of about 5 ms is slow, 150 ms very slow.
    const ErrorScanBlock& weak = result.blocks[20];
    const ErrorScanBlock& weaker = result.blocks[40];
    QVERIFY2(weak.blockClass == BlockClass::Slow || weak.blockClass == BlockClass::VerySlow,
        qPrintable(blockClassName(weak.blockClass)));
    QCOMPARE(weaker.blockClass, BlockClass::VerySlow);
    QVERIFY(weaker.seconds > weak.seconds);
    QVERIFY2(weak.maxRequestMs >= 30, qPrintable(QString::number(weak.maxRequestMs)));
    // The others read at the model's pace; a stray slow block from a busy machine is allowed, not many.
    unsigned fast = 0;
    for (const ErrorScanBlock& one : result.blocks)
        fast += one.blockClass == BlockClass::Fast;
    QVERIFY2(fast >= 56, qPrintable(QString::number(fast)));
    qInfo("error scan: median block %.2f ms (model %.2f ms), weak block %.1f ms (%s), weaker %.1f ms, %u fast",
        result.medianBlockSeconds * 1e3, 1e3 * MiB / 200e6, weak.seconds * 1e3,
        qPrintable(blockClassName(weak.blockClass)), weaker.seconds * 1e3, fast);

    // Saved and read again, every block is what the scan measured, to the last digit: the page and the
    // exports of a saved scan show what the live one showed.
    const ErrorScanResult reread = ErrorScanResult::fromJson(result.toJson());
    QCOMPARE(reread.blocks.size(), result.blocks.size());
    for (size_t i = 0; i < result.blocks.size(); ++i) {
        QCOMPARE(reread.blocks[i].seconds, result.blocks[i].seconds);
        QCOMPARE(reread.blocks[i].maxRequestMs, result.blocks[i].maxRequestMs);
        QCOMPARE(reread.blocks[i].blockClass, result.blocks[i].blockClass);
    }
    QCOMPARE(reread.medianBlockSeconds, result.medianBlockSeconds);

    // What went live to the sink is what the result holds, and the map drawn from it shows the same.
    QCOMPARE(sink.blocks.size(), result.blocks.size());
    ErrorScanResult live;
    live.plan = plan;
    live.blocks = sink.blocks;
    live.classify();
    ErrorScanMap map;
    map.setBlocks(plan.blocks, live.blocks);
    QCOMPARE(map.blockCount(), plan.blocks);
    QCOMPARE(map.readCount(), result.blocks.size());
    for (size_t i = 0; i < result.blocks.size(); ++i) {
        QCOMPARE(sink.blocks[i].offset, result.blocks[i].offset);
        QCOMPARE(sink.blocks[i].errors, result.blocks[i].errors);
        QCOMPARE(map.classes()[i], result.blocks[i].blockClass);
    }
}

void TestErrorScan::cliScansReadOnlyAndRefusesBadInput()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDisk disk(scanDisk());
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    const QString cli = QStringLiteral(DRIVESCOPE_CLI);
    const QStringList base { QStringLiteral("scan"), QStringLiteral("--target"), disk.devicePath(),
        QStringLiteral("--no-progress"), QStringLiteral("--no-save") };
    const QList<std::pair<QStringList, QString>> bad {
        { { QStringLiteral("--blocks"), QStringLiteral("0") }, QStringLiteral("--blocks") },
        { { QStringLiteral("--blocks"), QStringLiteral("lots") }, QStringLiteral("--blocks") },
        { { QStringLiteral("--blocks"), QStringLiteral("100001") }, QStringLiteral("--blocks") },
        { { QStringLiteral("--range"), QStringLiteral("abc") }, QStringLiteral("'abc' is not a size") },
        { { QStringLiteral("--range"), QStringLiteral("150%") }, QStringLiteral("not a share of the drive") },
        { { QStringLiteral("--range"), QStringLiteral("0") }, QStringLiteral("--range must be above zero") },
        { { QStringLiteral("--range"), QStringLiteral("4k"), QStringLiteral("--blocks"), QStringLiteral("100") },
            QStringLiteral("100 blocks do not fit in the range") },
        { { QStringLiteral("--offset"), QStringLiteral("100M") }, QStringLiteral("the range must start") },
        { { QStringLiteral("--slow"), QStringLiteral("0.5") }, QStringLiteral("--slow must be a number") },
        { { QStringLiteral("--very-slow"), QStringLiteral("2") }, QStringLiteral("--very-slow must be at least") },
    };
    for (const auto& [arguments, message] : bad) {
        const CliRun run = runCli(cli, base + arguments);
        QVERIFY2(run.status == 2, qPrintable(arguments.join(QLatin1Char(' ')) + QStringLiteral(": ") + run.err));
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }
    // A scan of the second half, read-only without --allow-destroy, goes on past the error there.
    const CliRun json = runCli(cli,
        base
            + QStringList { QStringLiteral("--range"), QStringLiteral("32M"), QStringLiteral("--offset"),
                QStringLiteral("32M"), QStringLiteral("--blocks"), QStringLiteral("32"), QStringLiteral("--json") });
    QVERIFY2(json.status == 0, qPrintable(json.err));
    const ErrorScanResult result = ErrorScanResult::fromJson(QJsonDocument::fromJson(json.out.toUtf8()).object());
    QCOMPARE(result.blocks.size(), size_t { 32 });
    QCOMPARE(result.blocks.front().offset, 32 * MiB);
    QCOMPARE(result.errorCount(), uint64_t { 1 });
    QCOMPARE(result.blocks[(50 * MiB - 32 * MiB) / MiB].blockClass, BlockClass::Error);
    QCOMPARE(result.blocks[(40 * MiB - 32 * MiB) / MiB].blockClass, BlockClass::VerySlow);
    const CliRun csv
        = runCli(cli, base + QStringList { QStringLiteral("--blocks"), QStringLiteral("16"), QStringLiteral("--csv") });
    QVERIFY2(csv.status == 0, qPrintable(csv.err));
    const QStringList lines = csv.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 17);
    QCOMPARE(lines.first(), QStringLiteral("block,offset,bytes,ms,slowest_read_ms,errors,class"));
    QVERIFY2(lines[1 + 10 * MiB / (4 * MiB)].endsWith(QStringLiteral(",1,error")), qPrintable(csv.out));
}

void TestErrorScan::pageDrawsTheMapAfterARun()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDisk disk(scanDisk());
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    MainWindow window;
    window.driveList()->refresh();
    QVERIFY(window.driveList()->selectDevice(disk.devicePath()));
    auto* page = qobject_cast<ErrorScanPage*>(window.page(TestKind::ErrorScan));
    QVERIFY(page);
    window.tabs()->setCurrentWidget(page);
    page->blocksBox()->setValue(32);
    QVERIFY(!page->plan(window.driveList()->currentTarget()).writes());
    const std::optional<FinishedRun> finished = finishRun(window);
    QVERIFY(finished);
    const ErrorScanResult* scan = finished->errorScan();
    QVERIFY(scan);
    QCOMPARE(scan->blocks.size(), size_t { 32 });
    // The map holds the scan's blocks, with their classes, and the list names the errors and slow ones.
    QCOMPARE(page->map()->blockCount(), 32u);
    QCOMPARE(page->map()->readCount(), size_t { 32 });
    for (size_t i = 0; i < scan->blocks.size(); ++i)
        QCOMPARE(page->map()->classes()[i], scan->blocks[i].blockClass);
    QList<QString> listed;
    for (int row = 0; row < page->problemList()->topLevelItemCount(); ++row)
        listed << page->problemList()->topLevelItem(row)->text(1);
    for (const ErrorScanBlock& one : scan->blocks)
        QCOMPARE(listed.contains(QString::number(one.offset)), one.blockClass != BlockClass::Fast);
    QVERIFY(listed.contains(QString::number(10 * MiB / (2 * MiB) * (2 * MiB))));
    QVERIFY(page->resultSummary().contains(QStringLiteral("2 failed reads")));
    // The map as painted: the error block's cell is red.
    QImage image(page->map()->size(), QImage::Format_RGB32);
    QPainter painter(&image);
    page->map()->paint(painter, QRectF(image.rect()), page->map()->palette().color(QPalette::Base));
    painter.end();
    const QRectF cell = page->map()->cellRect(QRectF(image.rect()), static_cast<unsigned>(10 * MiB / (2 * MiB)));
    QCOMPARE(image.pixelColor(cell.center().toPoint()), ErrorScanMap::colorOf(BlockClass::Error));
}

QTEST_MAIN(TestErrorScan)
#include "tst_errorscan.moc"
