#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/sessionsamples.h"
#include "model/compare.h"
#include "model/usererror.h"
#include "reports/export.h"
#include "reports/svgchart.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace ds;
using namespace ds::test;

// The row of `compare --json`'s figures named `name`; empty when there is none.
static QJsonObject figureRow(const QJsonObject& document, const QString& name)
{
    for (const QJsonValue& value : document.value(QStringLiteral("figures")).toArray())
        if (value.toObject().value(QStringLiteral("figure")).toString() == name)
            return value.toObject();
    return {};
}

// Compare and export on sessions whose figures are known: two runs of one workload, the second
// 50 % faster with 20 % lower latency, on a drive whose queue depth and write cache were changed.
class TestSessionCompare : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void compareShowsChangesAndWhatChanged();
    void compareCliTableAndJson();
    void compareTakesJsonResults();
    void runLabelsHaveADefaultAndAreKept();
    void cliLabelIsSavedAndNamesTheRunInCompare();
    void sameLabelsAreToldApartOnce_data();
    void sameLabelsAreToldApartOnce();
    void verdictsTellNoiseFromChange();
    void testFilesOfOneTestDifferOnlyInTheirDirectory();
    void degradedArrayIsAChange();
    void compareRefusesTooFewOrTooMany_data();
    void compareRefusesTooFewOrTooMany();
    void csvHasIometerColumnsAndEverySample();
    void reportsEmbedValidSvgCharts();
    void denseCurveIsThinnedButKeepsItsDips();
    void textSummaryLooksLikeCrystalDiskMark();
    void exportCliWritesEveryFormat();
    void reportsTakeALightOrDarkTheme();

private:
    static Session knownSession(double megabytesPerSecond, uint64_t latencyNs, bool tuned);
    CliRun cli(const QStringList& arguments) { return runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, m_dir.path()); }

    QTemporaryDir m_dir;
    QString m_before;
    QString m_after;
};

// A two-second read of 200 MB on `target`, as one compare item.
static CompareItem readItemOn(const TargetInfo& target, unsigned queueDepth = 1)
{
    WorkloadResult result;
    result.spec.queueDepth = queueDepth;
    result.spec.durationSeconds = 2;
    result.target = target;
    RunMeasurement run;
    run.seconds = 2;
    run.readBytes = 200000000;
    run.readIos = run.readBytes / 4096;
    run.readLatency.add(100000);
    result.repeats = { run };
    CompareItem item;
    item.run.result = result;
    item.label = target.path;
    return item;
}

Session TestSessionCompare::knownSession(double megabytesPerSecond, uint64_t latencyNs, bool tuned)
{
    Session session = Session::startNew(QStringLiteral("test"));
    session.host.kernel = tuned ? QStringLiteral("6.1.0-18") : QStringLiteral("6.1.0-17");
    WorkloadResult result;
    result.spec.randomPercent = 100;
    result.spec.queueDepth = 4;
    result.spec.durationSeconds = 2;
    result.target.path = QStringLiteral("/dev/sdz");
    result.target.sizeBytes = 500107862016ull;
    result.target.drive = sampleDrive();
    // The same drive moved to a slot that trains at Gen3 x2.
    result.target.drive->link.kind = InterfaceLink::Kind::Pcie;
    result.target.drive->link.speed = tuned ? 8 : 16;
    result.target.drive->link.width = tuned ? 2 : 4;
    result.target.drive->link.maxSpeed = 16;
    result.target.drive->link.maxWidth = 4;
    if (tuned) {
        result.target.drive->queueDepth = 1; // NCQ off, as the seed articles' MAXTAGS change
        result.target.drive->writeCache = QStringLiteral("write through");
        result.target.drive->maxSectorsKb = 512;
        result.target.drive->firmware = QStringLiteral("01.03B02");
    }
    RunMeasurement run;
    run.seconds = 2;
    run.readBytes = static_cast<uint64_t>(megabytesPerSecond * 2e6);
    run.readIos = run.readBytes / 4096;
    for (uint64_t i = 0; i < 1000; ++i)
        run.readLatency.add(latencyNs);
    run.cpu.processPercent = 10;
    result.repeats = { run };
    SessionRun sessionRun;
    sessionRun.result = result;
    session.addRun(sessionRun);
    return session;
}

void TestSessionCompare::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_before = m_dir.filePath(QStringLiteral("before.json"));
    m_after = m_dir.filePath(QStringLiteral("after.json"));
    saveSession(knownSession(100, 100000, false), m_before);
    saveSession(knownSession(150, 80000, true), m_after);
}

void TestSessionCompare::compareShowsChangesAndWhatChanged()
{
    const Comparison comparison = Comparison::of(compareItemsFromFiles({ m_before, m_after }));
    auto figure = [&](const QString& name) {
        for (const ComparedFigure& one : comparison.figures)
            if (one.name == name)
                return one;
        qFatal("no figure %s", qPrintable(name));
    };
    const ComparedFigure rate = figure(QStringLiteral("MB/s"));
    QCOMPARE(*rate.values[0], 100.0);
    QCOMPARE(*rate.values[1], 150.0);
    QVERIFY(!rate.changePercent(0));
    QCOMPARE(*rate.changePercent(1), 50.0);
    QCOMPARE(*rate.improved(1), true);
    const ComparedFigure latency = figure(QStringLiteral("mean latency"));
    QCOMPARE(latency.better, Better::Lower);
    QVERIFY(std::fabs(*latency.changePercent(1) + 20.0) < 1e-9);
    QCOMPARE(*latency.improved(1), true); // lower latency is better
    const ComparedFigure iops = figure(QStringLiteral("IOPS"));
    QVERIFY(std::fabs(*iops.changePercent(1) - 50.0) < 0.01);

    QStringList facts;
    for (const FactChange& change : comparison.changes)
        facts << change.fact;
    for (const QString& expected : { QStringLiteral("kernel"), QStringLiteral("firmware"),
             QStringLiteral("queue depth"), QStringLiteral("max transfer size"), QStringLiteral("write cache") })
        QVERIFY2(facts.contains(expected), qPrintable(facts.join(QStringLiteral(", "))));
    QVERIFY(!facts.contains(QStringLiteral("model")));
    QVERIFY(!facts.contains(QStringLiteral("scheduler")));
    for (const FactChange& change : comparison.changes)
        if (change.fact == QLatin1String("queue depth"))
            QCOMPARE(change.values, (QStringList { QStringLiteral("31"), QStringLiteral("1") }));
    QVERIFY2(facts.contains(QStringLiteral("link")), qPrintable(facts.join(QStringLiteral(", "))));
    for (const FactChange& change : comparison.changes)
        if (change.fact == QLatin1String("link"))
            QCOMPARE(change.values,
                (QStringList { QStringLiteral("PCIe 4.0 x4, 7.9 GB/s"),
                    QStringLiteral("PCIe 3.0 x2 (the drive can do 4.0 x4), 2 GB/s") }));
}

// The same test on two test files: their names are new each run, so only another directory (or
// another test) counts as a change.
void TestSessionCompare::testFilesOfOneTestDifferOnlyInTheirDirectory()
{
    auto itemOn = [](const QString& path, unsigned queueDepth, bool imported = false) {
        TargetInfo file;
        file.kind = TargetInfo::Kind::TestFile;
        file.path = path;
        file.imported = imported;
        file.sizeBytes = 1u << 30;
        return readItemOn(file, queueDepth);
    };
    auto changedFacts = [](std::vector<CompareItem> items) {
        QStringList facts;
        for (const FactChange& change : Comparison::of(std::move(items)).changes)
            facts << change.fact;
        return facts;
    };
    const QStringList same = changedFacts({ itemOn(QStringLiteral("/var/tmp/a/drivescope-test-111.dat"), 4),
        itemOn(QStringLiteral("/var/tmp/a/drivescope-test-222.dat"), 4) });
    QVERIFY2(same.isEmpty(), qPrintable(same.join(QStringLiteral(", "))));
    const QStringList moved = changedFacts({ itemOn(QStringLiteral("/var/tmp/a/drivescope-test-111.dat"), 4),
        itemOn(QStringLiteral("/mnt/b/drivescope-test-222.dat"), 4) });
    QCOMPARE(moved, QStringList { QStringLiteral("target") });
    const QStringList deeper = changedFacts({ itemOn(QStringLiteral("/var/tmp/a/drivescope-test-111.dat"), 4),
        itemOn(QStringLiteral("/var/tmp/a/drivescope-test-222.dat"), 32) });
    QCOMPARE(deeper, QStringList { QStringLiteral("test") });

    // An imported fio job names its file relative to where fio ran, a report in its own words: no folder is
    // made up for them from wherever the comparison is made.
    const QString here = QDir::currentPath();
    QVERIFY(QDir::setCurrent(QDir::tempPath()));
    const Comparison imported = Comparison::of({ itemOn(QStringLiteral("data.bin"), 4, true),
        itemOn(QStringLiteral("/home (the KDiskMark 3.2.0 test file)"), 4, true),
        itemOn(QStringLiteral("/var/tmp/a/drivescope-test-111.dat"), 4) });
    QVERIFY(QDir::setCurrent(here));
    QCOMPARE(imported.changes.size(), size_t { 1 });
    QCOMPARE(imported.changes.front().fact, QStringLiteral("target"));
    QCOMPARE(imported.changes.front().values,
        QStringList({ QStringLiteral("data.bin (file)"), QStringLiteral("/home (the KDiskMark 3.2.0 test file) (file)"),
            QStringLiteral("a test file in /var/tmp/a") }));
}

// The same md array, whole in one run and with a disk missing in the other: compare names the change.
void TestSessionCompare::degradedArrayIsAChange()
{
    auto itemOn = [](std::optional<int> missing) {
        TargetInfo md0;
        md0.path = QStringLiteral("/dev/md0");
        DriveFacts drive;
        drive.name = QStringLiteral("md0");
        drive.transport = QStringLiteral("md");
        ArrayFacts array;
        array.level = QStringLiteral("raid1");
        array.raidDisks = 2;
        array.degradedDisks = missing;
        array.syncAction = QStringLiteral("idle");
        drive.array = array;
        md0.drive = drive;
        return readItemOn(md0);
    };
    const Comparison whole = Comparison::of({ itemOn(0), itemOn(0) });
    QVERIFY(whole.changes.empty());
    const Comparison degraded = Comparison::of({ itemOn(0), itemOn(1) });
    QCOMPARE(degraded.changes.size(), size_t(1));
    QCOMPARE(degraded.changes.front().fact, QStringLiteral("array"));
    QCOMPARE(degraded.changes.front().values,
        (QStringList { QStringLiteral("raid1"), QStringLiteral("raid1, 1 of 2 missing") }));
}

void TestSessionCompare::sameLabelsAreToldApartOnce_data()
{
    // Each item: its label and its file's name, "label|file".
    QTest::addColumn<QStringList>("given");
    QTest::newRow("one file eight times") << QStringList(8, QStringLiteral("A|s"));
    QTest::newRow("two files, one label") << QStringList { QStringLiteral("A|before"), QStringLiteral("A|after") };
    QTest::newRow("two files twice") << QStringList { QStringLiteral("A|x"), QStringLiteral("A|y"),
        QStringLiteral("A|x"), QStringLiteral("A|y") };
    QTest::newRow("two groups") << QStringList { QStringLiteral("A|x"), QStringLiteral("B|x"), QStringLiteral("A|y"),
        QStringLiteral("B|x"), QStringLiteral("C|z") };
    QTest::newRow("runs of one file") << QStringList { QStringLiteral("A|s#1"), QStringLiteral("A|s#2"),
        QStringLiteral("A|s#3") };
    QTest::newRow("all different") << QStringList { QStringLiteral("A|s"), QStringLiteral("B|s") };
}

// Runs of one label (the same drive, test and minute) are told apart by their file's name where that
// differs, then by a number: every label unique, the file's name added once at most, nothing added to a
// label that was unique.
void TestSessionCompare::sameLabelsAreToldApartOnce()
{
    QFETCH(QStringList, given);
    std::vector<CompareItem> items;
    for (const QString& pair : given) {
        CompareItem item;
        item.label = pair.section(QLatin1Char('|'), 0, 0);
        item.fileLabel = pair.section(QLatin1Char('|'), 1, 1);
        items.push_back(item);
    }
    makeCompareLabelsUnique(items);
    QSet<QString> seen;
    for (size_t i = 0; i < items.size(); ++i) {
        const QString label = given[static_cast<int>(i)].section(QLatin1Char('|'), 0, 0);
        const QString file = given[static_cast<int>(i)].section(QLatin1Char('|'), 1, 1);
        const QString& made = items[i].label;
        QVERIFY2(!seen.contains(made), qPrintable(made));
        seen.insert(made);
        QVERIFY2(made.startsWith(label), qPrintable(made));
        QVERIFY2(made.count(QStringLiteral("(%1)").arg(file)) <= 1, qPrintable(made));
        static const QRegularExpression shape(QStringLiteral("^[A-Z]( \\([^()]+\\))?( \\[[0-9]+\\])?$"));
        QVERIFY2(shape.match(made).hasMatch(), qPrintable(made));
        const qsizetype sameLabel = std::count_if(given.begin(), given.end(),
            [&](const QString& other) { return other.section(QLatin1Char('|'), 0, 0) == label; });
        if (sameLabel == 1)
            QCOMPARE(made, label);
    }
}

void TestSessionCompare::verdictsTellNoiseFromChange()
{
    ComparedFigure rate;
    rate.better = Better::Higher;
    rate.values = { 100.0, 101.5, 110.0, 90.0, std::nullopt };
    QCOMPARE(rate.verdict(0), ComparedFigure::Verdict::Baseline);
    QCOMPARE(rate.verdict(1), ComparedFigure::Verdict::WithinNoise); // +1.5 %: under 2 %
    QCOMPARE(rate.verdict(2), ComparedFigure::Verdict::Better);
    QCOMPARE(rate.verdict(3), ComparedFigure::Verdict::Worse);
    QCOMPARE(rate.verdict(4), ComparedFigure::Verdict::Missing);
    ComparedFigure latency = rate;
    latency.better = Better::Lower;
    QCOMPARE(latency.verdict(2), ComparedFigure::Verdict::Worse);
    QCOMPARE(latency.verdict(3), ComparedFigure::Verdict::Better);
    QCOMPARE(latency.verdict(1), ComparedFigure::Verdict::WithinNoise);
    // No baseline value: nothing to compare against.
    ComparedFigure late;
    late.values = { std::nullopt, 50.0 };
    QCOMPARE(late.verdict(1), ComparedFigure::Verdict::Baseline);
    QCOMPARE(verdictName(ComparedFigure::Verdict::WithinNoise), QStringLiteral("noise"));
}

void TestSessionCompare::compareCliTableAndJson()
{
    const CliRun table = cli({ QStringLiteral("compare"), m_before, m_after });
    QVERIFY2(table.status == 0, qPrintable(table.err));
    QVERIFY2(table.out.contains(QStringLiteral("+50.0 % better")), qPrintable(table.out));
    QVERIFY2(table.out.contains(QStringLiteral("-20.0 % better")), qPrintable(table.out));

    QVERIFY2(table.out.contains(QStringLiteral("write cache: write back  →  write through")), qPrintable(table.out));

    const CliRun json
        = cli({ QStringLiteral("compare"), m_before, m_after + QStringLiteral("#1"), QStringLiteral("--json") });
    QVERIFY2(json.status == 0, qPrintable(json.err));
    const QJsonObject document = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(document.value(QStringLiteral("items")).toArray().size(), 2);
    const QJsonObject figure = figureRow(document, QStringLiteral("MB/s"));
    QVERIFY(!figure.isEmpty());
    QCOMPARE(figure.value(QStringLiteral("better")).toString(), QStringLiteral("higher"));
    QCOMPARE(figure.value(QStringLiteral("values")).toArray().at(1).toDouble(), 150.0);
    QCOMPARE(figure.value(QStringLiteral("changePercent")).toArray().at(1).toDouble(), 50.0);
    QVERIFY(figure.value(QStringLiteral("changePercent")).toArray().at(0).isNull());
    QCOMPARE(figure.value(QStringLiteral("improved")).toArray().at(1).toBool(), true);
    QCOMPARE(figure.value(QStringLiteral("verdict")).toArray().at(0).toString(), QStringLiteral("baseline"));
    QCOMPARE(figure.value(QStringLiteral("verdict")).toArray().at(1).toString(), QStringLiteral("better"));
}

// What drivescope-cli --json printed compares like a session: its figures as they are, the facts the
// document did not record listed as such, and a session beside it.
void TestSessionCompare::compareTakesJsonResults()
{
    QStringList paths;
    std::vector<double> rates;
    for (const char* depth : { "1", "4" }) {
        const CliRun run
            = cli({ QStringLiteral("run"), QStringLiteral("--target"), m_dir.path(), QStringLiteral("--file-size"),
                QStringLiteral("16M"), QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--qd"),
                QString::fromLatin1(depth), QStringLiteral("--json"), QStringLiteral("--no-save") });
        QVERIFY2(run.status == 0, qPrintable(run.err));
        const QJsonObject document = QJsonDocument::fromJson(run.out.toUtf8()).object();
        rates.push_back(
            document.value(QStringLiteral("total")).toObject().value(QStringLiteral("megabytesPerSecond")).toDouble());
        QVERIFY(rates.back() > 0);
        paths << m_dir.filePath(QStringLiteral("result-qd%1.json").arg(QLatin1String(depth)));
        QFile file(paths.back());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(run.out.toUtf8());
    }
    const CliRun json = cli({ QStringLiteral("compare"), paths[0], paths[1], m_before, QStringLiteral("--json") });
    QVERIFY2(json.status == 0, qPrintable(json.err));
    const QJsonObject document = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(document.value(QStringLiteral("items")).toArray().size(), 3);
    const QJsonObject figure = figureRow(document, QStringLiteral("MB/s"));
    QVERIFY(!figure.isEmpty());
    const QJsonArray values = figure.value(QStringLiteral("values")).toArray();
    for (int i = 0; i < 2; ++i)
        QVERIFY2(std::fabs(values.at(i).toDouble() / rates[static_cast<size_t>(i)] - 1) < 1e-9,
            qPrintable(
                QStringLiteral("%1 against %2").arg(values.at(i).toDouble()).arg(rates[static_cast<size_t>(i)])));
    QCOMPARE(values.at(2).toDouble(), 100.0);
    // The documents name no host: those facts are not recorded, not changed; the kernel they do name.
    const QJsonArray notRecorded = document.value(QStringLiteral("notRecorded")).toArray();
    QCOMPARE(notRecorded.size(), 3);
    for (int i = 0; i < 2; ++i) {
        const QStringList facts = notRecorded.at(i).toVariant().toStringList();
        QVERIFY2(facts.contains(QStringLiteral("host")) && facts.contains(QStringLiteral("CPU")), qPrintable(json.out));
        QVERIFY2(!facts.contains(QStringLiteral("kernel")) && !facts.contains(QStringLiteral("measured with")),
            qPrintable(json.out));
    }
    const CliRun table = cli({ QStringLiteral("compare"), paths[0], paths[1] });
    QVERIFY2(table.status == 0, qPrintable(table.err));
    QVERIFY2(
        table.out.contains(QStringLiteral("QD1")) && table.out.contains(QStringLiteral("QD4")), qPrintable(table.out));

    // A JSON file that is neither: a clear refusal, exit 2.
    const QString other = m_dir.filePath(QStringLiteral("other.json"));
    QFile file(other);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"versions": {"drivescope": "0.1.0"}, "mine": true})");
    file.close();
    const CliRun refused = cli({ QStringLiteral("compare"), paths[0], other });
    QCOMPARE(refused.status, 2);
    QVERIFY2(refused.err.contains(QStringLiteral("neither a session nor a drivescope-cli --json result")),
        qPrintable(refused.err));
}

// Every run has a label, by default what a reviewer would write; one the user gave is kept
// in the session, and an older file without one gets the default.
void TestSessionCompare::runLabelsHaveADefaultAndAreKept()
{
    SessionRun run;
    run.startedAt = QStringLiteral("2026-11-30T01:02:03Z");
    QuickSuiteResult quick = sampleQuick();
    quick.target = sampleTarget();
    run.result = quick;
    QCOMPARE(run.defaultLabel(), QStringLiteral("WDC WD5000AAKS · quick suite · 2026-11-30 01:02"));
    // No model: what the device is.
    quick.target.kind = TargetInfo::Kind::BlockDevice;
    quick.target.drive->model.clear();
    quick.target.drive->transport = QStringLiteral("loop");
    quick.target.drive->sizeBytes = 4000000000ull;
    run.result = quick;
    QCOMPARE(run.displayLabel(), QStringLiteral("4 GB loop device · quick suite · 2026-11-30 01:02"));

    // Another program's run is named by the program and its system, and the drive its report named; the
    // report's time is that machine's clock, written as it stands, whatever this machine's zone.
    const QString reports = QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/reports/");
    const QByteArray zone = qgetenv("TZ");
    qputenv("TZ", "America/New_York");
    const QStringList importedLabels {
        loadSessionOrFioOutput(reports + QStringLiteral("generated-cdm7-utf16le-bom-crlf.txt"))
            .runs.at(0)
            .defaultLabel(),
        loadSessionOrFioOutput(reports + QStringLiteral("real-kdiskmark-3.0.0-readme.txt")).runs.at(0).defaultLabel(),
        loadSessionOrFioOutput(reports + QStringLiteral("generated-kdiskmark-3.2.0-target-model.txt"))
            .runs.at(0)
            .defaultLabel(),
        loadSessionOrFioOutput(
            QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/fio/fio-3.33-client-server-two-hosts.json"))
            .runs.at(0)
            .defaultLabel(),
    };
    if (zone.isNull())
        qunsetenv("TZ");
    else
        qputenv("TZ", zone);
    QCOMPARE(importedLabels,
        QStringList({ QStringLiteral("CrystalDiskMark 7.0.0 x64 on Windows 10 Professional · 2020-02-14 21:07"),
            QStringLiteral("KDiskMark 3.0.0 on opensuse-tumbleweed 20220821 · 2022-08-24 16:10"),
            QStringLiteral("Samsung SSD 980 PRO 1TB · KDiskMark 3.2.0 on ubuntu 24.04 · 2024-05-09 20:31"),
            QStringLiteral("127.0.0.1:18765:/tmp/fiocs/data.bin · workload · 2026-12-03 21:41") }));
    // compare's table heads a column with its label; one wider than a column ends in "…", not mid-figure.
    const QString table
        = Comparison::of(compareItemsFromFiles({ reports + QStringLiteral("real-kdiskmark-3.0.0-readme.txt"),
                             reports + QStringLiteral("generated-kdiskmark-3.2.0-target-model.txt") }))
              .toText();
    const QString header = table.section(QLatin1Char('\n'), 3, 3);
    QVERIFY2(header.startsWith(QStringLiteral("figure ")) && header.contains(importedLabels[1])
            && header.endsWith(importedLabels[2].left(70) + QStringLiteral("…")),
        qPrintable(table));

    Session session = Session::startNew(QStringLiteral("test"));
    session.addRun(run);
    QVERIFY(
        !session.toJson().value(QStringLiteral("runs")).toArray().at(0).toObject().contains(QStringLiteral("label")));
    session.runs[0].label = QStringLiteral("before firmware 2.1");
    const Session reread = Session::parse(session.toBytes());
    QCOMPARE(reread.runs.at(0).label, QStringLiteral("before firmware 2.1"));
    QCOMPARE(reread.runs.at(0).displayLabel(), QStringLiteral("before firmware 2.1"));

    // compare names each run by its label; two of one label get their file's name.
    const std::vector<CompareItem> items = compareItemsFromFiles({ m_before, m_after });
    QCOMPARE(items.size(), size_t { 2 });
    QCOMPARE(items[0].label, QStringLiteral("WDC WD5000AAKS · workload (before)"));
    QCOMPARE(items[1].label, QStringLiteral("WDC WD5000AAKS · workload (after)"));
}

// drivescope-cli --label names the run in its session, and compare's table, JSON and reports show it.
void TestSessionCompare::cliLabelIsSavedAndNamesTheRunInCompare()
{
    const QString path = m_dir.filePath(QStringLiteral("labelled.json"));
    for (const char* label : { "before tuning", "after tuning" }) {
        const CliRun run = cli({ QStringLiteral("run"), QStringLiteral("--target"), m_dir.path(),
            QStringLiteral("--file-size"), QStringLiteral("16M"), QStringLiteral("--duration"), QStringLiteral("0.2"),
            QStringLiteral("--label"), QString::fromLatin1(label), QStringLiteral("--session"), path });
        QVERIFY2(run.status == 0, qPrintable(run.err));
    }
    const Session session = loadSession(path);
    QCOMPARE(session.runs.size(), size_t { 2 });
    QCOMPARE(session.runs[0].label, QStringLiteral("before tuning"));
    QCOMPARE(session.runs[1].label, QStringLiteral("after tuning"));

    const CliRun table = cli({ QStringLiteral("compare"), path });
    QVERIFY2(table.status == 0, qPrintable(table.err));
    const QStringList lines = table.out.split(QLatin1Char('\n'));
    const auto header = std::find_if(
        lines.begin(), lines.end(), [](const QString& line) { return line.startsWith(QStringLiteral("figure")); });
    QVERIFY2(header != lines.end(), qPrintable(table.out));
    QVERIFY2(header->contains(QStringLiteral("before tuning")) && header->contains(QStringLiteral("after tuning")),
        qPrintable(table.out));
    const CliRun json = cli({ QStringLiteral("compare"), path, QStringLiteral("--json") });
    QVERIFY2(json.status == 0, qPrintable(json.err));
    const QJsonArray items
        = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("items")).toArray();
    QCOMPARE(items.size(), 2);
    QCOMPARE(items.at(0).toObject().value(QStringLiteral("label")).toString(), QStringLiteral("before tuning"));
    QCOMPARE(items.at(1).toObject().value(QStringLiteral("label")).toString(), QStringLiteral("after tuning"));
    const CliRun markdown = cli({ QStringLiteral("compare"), path, QStringLiteral("--markdown") });
    QVERIFY2(markdown.status == 0, qPrintable(markdown.err));
    QVERIFY2(markdown.out.contains(QStringLiteral("**before tuning**")), qPrintable(markdown.out));
    // An empty label is refused before anything runs.
    const CliRun empty = cli({ QStringLiteral("run"), QStringLiteral("--target"), m_dir.path(),
        QStringLiteral("--label"), QStringLiteral(" "), QStringLiteral("--no-save") });
    QCOMPARE(empty.status, 2);
    QVERIFY2(empty.err.contains(QStringLiteral("--label")), qPrintable(empty.err));
}

void TestSessionCompare::compareRefusesTooFewOrTooMany_data()
{
    QTest::addColumn<int>("files");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QString>("message");
    QTest::newRow("one") << 1 << QString() << QStringLiteral("2 to 8 runs, not 1");
    QTest::newRow("nine") << 9 << QString() << QStringLiteral("2 to 8 runs, not 9");
    QTest::newRow("no such run") << 2 << QStringLiteral("#3") << QStringLiteral("has 1 run(s), not 3");
    QTest::newRow("bad run number") << 2 << QStringLiteral("#x") << QStringLiteral("run number");
}

void TestSessionCompare::compareRefusesTooFewOrTooMany()
{
    QFETCH(int, files);
    QFETCH(QString, suffix);
    QFETCH(QString, message);
    QStringList arguments { QStringLiteral("compare") };
    for (int i = 0; i < files; ++i)
        arguments << m_before + (i == files - 1 ? suffix : QString());
    const CliRun run = cli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void TestSessionCompare::csvHasIometerColumnsAndEverySample()
{
    SessionRun sweep;
    sweep.result = sampleSweep();
    const QStringList lines = runCsv(sweep).trimmed().split(QLatin1Char('\n'));
    const QStringList header = lines.front().split(QLatin1Char(','));
    for (const char* column : { "access_specification", "iops", "read_iops", "write_iops", "mbps",
             "average_response_ms", "maximum_response_ms", "errors", "bytes_read", "cpu_utilization_percent" })
        QVERIFY2(header.contains(QLatin1String(column)), column);
    // Two measured points (512 B was skipped), two repeats each.
    QCOMPARE(lines.size(), 1 + 2 * 2);
    const QStringList row = lines[1].split(QLatin1Char(','));
    const SweepResult known = sampleSweep();
    const RunMeasurement& first = known.points[1].result->repeats[0];
    QCOMPARE(row[header.indexOf(QStringLiteral("read_ios"))].toULongLong(), first.readIos);
    QCOMPARE(row[header.indexOf(QStringLiteral("iops"))].toDouble(), std::round(first.iops() * 100) / 100);

    SessionRun surface;
    surface.result = sampleSurface(50);
    QCOMPARE(runCsv(surface).trimmed().split(QLatin1Char('\n')).size(), 51);
}

void TestSessionCompare::reportsEmbedValidSvgCharts()
{
    Session session = Session::startNew(QStringLiteral("test"));
    for (const SessionResult& result : std::vector<SessionResult> {
             sampleSurface(), sampleSweep(), sampleQuick(), sampleAccess(), samplePatterns(), sampleSustained() }) {
        SessionRun run;
        run.result = result;
        run.caveats = { { QStringLiteral("test-file"), QStringLiteral("a <test> file") } };
        session.addRun(run);
    }
    auto checkSvg = [](const QString& svg) {
        QXmlStreamReader xml(svg);
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    };
    const QString markdown = markdownReport(session);
    static const QRegularExpression image(QStringLiteral("data:image/svg\\+xml;base64,([A-Za-z0-9+/=]+)\\)"));
    int images = 0;
    for (auto it = image.globalMatch(markdown); it.hasNext();) {
        checkSvg(QString::fromUtf8(QByteArray::fromBase64(it.next().captured(1).toLatin1())));
        ++images;
    }
    QVERIFY2(images >= 6, qPrintable(QString::number(images)));
    QVERIFY(markdown.contains(QStringLiteral("> **Caveat:** a <test> file")));

    const QString html = htmlReport(session);
    static const QRegularExpression inlineSvg(
        QStringLiteral("<svg.*?</svg>"), QRegularExpression::DotMatchesEverythingOption);
    int inlined = 0;
    for (auto it = inlineSvg.globalMatch(html); it.hasNext();) {
        checkSvg(it.next().captured(0));
        ++inlined;
    }
    QCOMPARE(inlined, images);
    QVERIFY(html.contains(QStringLiteral("Caveat: a &lt;test&gt; file")));
}

void TestSessionCompare::denseCurveIsThinnedButKeepsItsDips()
{
    LineChart chart;
    chart.title = QStringLiteral("dense");
    ChartSeries flat;
    for (int i = 0; i < 200000; ++i)
        flat.points.emplace_back(i, i == 123457 ? 10.0 : 100.0); // one slow zone in 200,000
    chart.series.push_back(flat);
    const QString svg = chart.toSvg();
    static const QRegularExpression path(QStringLiteral("<path d=\"([^\"]+)\""));
    const QString d = path.match(svg).captured(1);
    const QStringList points = d.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QVERIFY2(points.size() <= 4 * LineChart::kWidth, qPrintable(QString::number(points.size())));
    double lowestOnScreen = 0; // the largest y: SVG's y grows downwards
    for (const QString& point : points)
        lowestOnScreen = std::max(lowestOnScreen, point.mid(1).section(QLatin1Char(','), 1).toDouble());
    const double plotTop = 36, plotHeight = LineChart::kHeight - 36 - 48;
    QCOMPARE(lowestOnScreen, plotTop + plotHeight - 10.0 / 100.0 * plotHeight);
}

void TestSessionCompare::textSummaryLooksLikeCrystalDiskMark()
{
    Session session = Session::startNew(QStringLiteral("test"));
    SessionRun quick;
    quick.result = sampleQuick();
    session.addRun(quick);
    SessionRun hdtach;
    hdtach.result = sampleHdTach();
    session.addRun(hdtach);
    const QString text = textSummary(session);
    QVERIFY(text.contains(QStringLiteral("* MB/s = 1,000,000 bytes/s")));
    QVERIFY2(text.contains(QStringLiteral("[Read]")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("SEQ    1MiB (Q=  8, T= 1):")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("random access")));
    // A session made with no host facts names no OS; one from another machine names that machine's,
    // in the quick suite's block too, never the OS of the machine that exports it.
    QVERIFY2(!text.contains(QStringLiteral("OS:")), qPrintable(text));
    session.host.os = QStringLiteral("Fedora Linux 40 (Workstation Edition)");
    session.host.kernel = QStringLiteral("6.8.5-301.fc40.x86_64");
    const QString elsewhere = textSummary(session);
    const QString os = QStringLiteral("OS: Fedora Linux 40 (Workstation Edition) (kernel 6.8.5-301.fc40.x86_64)\n");
    QVERIFY2(elsewhere.contains(QStringLiteral("       ") + os), qPrintable(elsewhere));
    QVERIFY2(elsewhere.contains(QStringLiteral("\n    ") + os), qPrintable(elsewhere));
    QCOMPARE(elsewhere.count(QStringLiteral("OS: ")), 2);
}

void TestSessionCompare::exportCliWritesEveryFormat()
{
    Session session = Session::startNew(QStringLiteral("test"));
    for (const SessionResult& result : std::vector<SessionResult> { sampleSurface(), sampleSweep() }) {
        SessionRun run;
        run.result = result;
        session.addRun(run);
    }
    const QString file = m_dir.filePath(QStringLiteral("two.json"));
    saveSession(session, file);
    const QString csvDir = m_dir.filePath(QStringLiteral("csv"));
    CliRun csv = cli({ QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("csv"),
        QStringLiteral("--output"), csvDir });
    QVERIFY2(csv.status == 0, qPrintable(csv.err));
    QCOMPARE(QDir(csvDir).entryList(QDir::Files),
        (QStringList { QStringLiteral("1-surface.csv"), QStringLiteral("2-sweep-bs.csv") }));
    CliRun html = cli({ QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("html") });
    QVERIFY2(html.status == 0 && html.out.startsWith(QStringLiteral("<!DOCTYPE html>")), qPrintable(html.err));
    CliRun fio = cli({ QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("fio"),
        QStringLiteral("--run"), QStringLiteral("2") });
    QVERIFY2(fio.status == 0, qPrintable(fio.err));
    QVERIFY(fio.out.contains(QStringLiteral("[bs4KiB]")));
    QVERIFY(fio.out.contains(QStringLiteral("stonewall")));
    CliRun noRun = cli({ QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("fio") });
    QCOMPARE(noRun.status, 2);
    QVERIFY2(noRun.err.contains(QStringLiteral("--run N")), qPrintable(noRun.err));
    CliRun badFormat = cli({ QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("pdf") });
    QCOMPARE(badFormat.status, 2);
    CliRun missing = cli({ QStringLiteral("export"), m_dir.filePath(QStringLiteral("none.json")) });
    QCOMPARE(missing.status, 2);
    QVERIFY2(missing.err.contains(QStringLiteral("cannot open")), qPrintable(missing.err));
}

// A report's colours are its own: light for print by default, dark on request (page and every chart,
// the runs keeping their colours); --theme only where there are colours, and only light or dark.
void TestSessionCompare::reportsTakeALightOrDarkTheme()
{
    Session session = Session::startNew(QStringLiteral("test"));
    for (const SessionResult& result : std::vector<SessionResult> { sampleSurface(), sampleSweep(), sampleQuick() }) {
        SessionRun run;
        run.result = result;
        session.addRun(run);
    }
    const ReportColours dark = ReportColours::of(ExportTheme::Dark);
    static const QRegularExpression svgOpening(QStringLiteral("<svg [^>]*>\\s*<rect [^>]*fill=\"([^\"]+)\"/>"));
    static const QRegularExpression image(QStringLiteral("data:image/svg\\+xml;base64,([A-Za-z0-9+/=]+)\\)"));
    // Every chart of a report: its background, and the text colour its root gives every text.
    auto backgrounds = [](const QString& text) {
        QStringList found;
        for (auto it = svgOpening.globalMatch(text); it.hasNext();)
            found += it.next().captured(1);
        return found;
    };
    auto markdownCharts = [](const QString& markdown) {
        QString svgs;
        for (auto it = image.globalMatch(markdown); it.hasNext();)
            svgs += QString::fromUtf8(QByteArray::fromBase64(it.next().captured(1).toLatin1()));
        return svgs;
    };

    const QString light = htmlReport(session);
    QVERIFY(!backgrounds(light).isEmpty());
    for (const QString& background : backgrounds(light))
        QCOMPARE(background, QStringLiteral("white"));
    QVERIFY(!light.contains(dark.background));
    QCOMPARE(htmlReport(session, ExportTheme::Light), light);

    const QString darkHtml = htmlReport(session, ExportTheme::Dark);
    QVERIFY2(darkHtml.contains(QStringLiteral("background:%1;color:%2").arg(dark.background, dark.text)),
        qPrintable(darkHtml.left(600)));
    const QStringList darkBackgrounds = backgrounds(darkHtml);
    QCOMPARE(darkBackgrounds.size(), backgrounds(light).size());
    for (const QString& background : darkBackgrounds)
        QCOMPARE(background, dark.background);
    QCOMPARE(darkHtml.count(QStringLiteral("fill=\"%1\"").arg(dark.text)), darkBackgrounds.size());
    // The runs keep their colours: the read curve's blue is in both.
    QVERIFY(light.contains(QStringLiteral("#1f77b4")) && darkHtml.contains(QStringLiteral("#1f77b4")));
    QVERIFY(!darkHtml.contains(QStringLiteral("fill=\"white\"")));

    const QString darkMarkdown = markdownCharts(markdownReport(session, ExportTheme::Dark));
    QVERIFY(!backgrounds(darkMarkdown).isEmpty());
    for (const QString& background : backgrounds(darkMarkdown))
        QCOMPARE(background, dark.background);
    for (const QString& background : backgrounds(markdownCharts(markdownReport(session))))
        QCOMPARE(background, QStringLiteral("white"));

    // The CLI: export and compare take --theme for their reports, refuse it elsewhere and refuse other names.
    const QString file = m_dir.filePath(QStringLiteral("themed.json"));
    saveSession(session, file);
    CliRun exported = cli({ QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("html"),
        QStringLiteral("--theme"), QStringLiteral("dark") });
    QVERIFY2(exported.status == 0, qPrintable(exported.err));
    QCOMPARE(exported.out, darkHtml);
    CliRun purple = cli({ QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("html"),
        QStringLiteral("--theme"), QStringLiteral("purple") });
    QCOMPARE(purple.status, 2);
    QVERIFY2(purple.err.contains(QStringLiteral("light or dark")), qPrintable(purple.err));
    CliRun csv = cli({ QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("csv"),
        QStringLiteral("--run"), QStringLiteral("1"), QStringLiteral("--theme"), QStringLiteral("dark") });
    QCOMPARE(csv.status, 2);
    QVERIFY2(csv.err.contains(QStringLiteral("--theme is for")), qPrintable(csv.err));
    CliRun compared = cli({ QStringLiteral("compare"), file + QStringLiteral("#1"), file + QStringLiteral("#1"),
        QStringLiteral("--html"), QStringLiteral("--theme"), QStringLiteral("dark") });
    QVERIFY2(compared.status == 0, qPrintable(compared.err));
    QVERIFY(compared.out.contains(QStringLiteral("background:%1").arg(dark.background)));
    CliRun plainCompare = cli({ QStringLiteral("compare"), file + QStringLiteral("#1"), file + QStringLiteral("#1"),
        QStringLiteral("--theme"), QStringLiteral("dark") });
    QCOMPARE(plainCompare.status, 2);
}

QTEST_GUILESS_MAIN(TestSessionCompare)
#include "tst_sessioncompare.moc"
