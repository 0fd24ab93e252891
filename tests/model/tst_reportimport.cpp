#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "model/compare.h"
#include "model/fiointerop.h"
#include "model/reportimport.h"
#include "model/session.h"
#include "model/usererror.h"
#include "reports/export.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>

using namespace ds;
using namespace ds::test;

// CrystalDiskMark's and KDiskMark's text reports as quick-suite runs: every cell the layout has, with
// the figure the file prints; the cells it lacks absent; anything else refused with its reason.
class TestReportImport : public QObject {
    Q_OBJECT

private slots:
    void crystalDiskMark7Utf16ImportsEveryCell();
    void layoutsImportTheirFigures_data();
    void layoutsImportTheirFigures();
    void crystalDiskMark6CellsItLacksAreAbsent();
    void csvLeavesEmptyWhatTheReportLacks();
    void kdiskmarkMegabytesAreConverted();
    void kdiskmarkTargetNamesFolderAndDrive();
    void kdiskmarkReportsOfItsReadme_data();
    void kdiskmarkReportsOfItsReadme();
    void brokenFilesAreRefused_data();
    void brokenFilesAreRefused();
    void importedRunSurvivesSaveAndLoad();
    void cliImportsAndRefuses();
};

using namespace Qt::Literals::StringLiterals;

static QString fixture(const QString& name)
{
    return QDir::cleanPath(QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/reports/") + name);
}

static QByteArray bytesOf(const QString& name)
{
    QFile file(fixture(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the fixture %s", qPrintable(name));
    return file.readAll();
}

static const QuickSuiteResult& quickOf(const Session& session)
{
    if (session.runs.size() != 1 || !std::holds_alternative<QuickSuiteResult>(session.runs.front().result))
        qFatal("not one quick-suite run");
    return std::get<QuickSuiteResult>(session.runs.front().result);
}

static const QuickSuiteRow* rowOf(const QuickSuiteResult& quick, const QString& name)
{
    for (const QuickSuiteRow& row : quick.rows)
        if (row.name == name)
            return &row;
    return nullptr;
}

// The figures as the report prints them: MB/s to 3 places, IOPS to 1, µs to 2.
static void checkCell(const QuickSuiteResult& quick, const std::optional<WorkloadResult>& cell, double megabytes,
    double iops, double microseconds)
{
    QVERIFY(cell.has_value());
    const QuickFigure figure = quick.figure(*cell);
    QCOMPARE(std::round(figure.megabytesPerSecond * 1000) / 1000, megabytes);
    if (std::isnan(iops))
        QVERIFY2(std::isnan(figure.iops), "an IOPS the report lacks is absent");
    else
        QCOMPARE(std::round(figure.iops * 10) / 10, iops);
    if (std::isnan(microseconds))
        QVERIFY2(std::isnan(figure.meanLatencyUs), "a latency the report lacks is absent");
    else
        QCOMPARE(std::round(figure.meanLatencyUs * 100) / 100, microseconds);
}

void TestReportImport::crystalDiskMark7Utf16ImportsEveryCell()
{
    const QString name = QStringLiteral("generated-cdm7-utf16le-bom-crlf.txt");
    QVERIFY(bytesOf(name).startsWith("\xFF\xFE"));
    const Session session = importBenchmarkReport(bytesOf(name), name);
    const QuickSuiteResult& quick = quickOf(session);
    QCOMPARE(session.origin, QStringLiteral("CrystalDiskMark 7.0.0 x64 report"));
    QCOMPARE(session.host.os, QStringLiteral("Windows 10 Professional [10.0 Build 18363] (x64)"));
    QVERIFY(quick.source.has_value());
    QCOMPARE(quick.source->program, QStringLiteral("CrystalDiskMark 7.0.0 x64"));
    QCOMPARE(quick.engine, QStringLiteral("CrystalDiskMark 7.0.0 x64"));
    QCOMPARE(quick.startedAt, QStringLiteral("2020-02-14T21:07:33"));
    QCOMPARE(quick.options.profile, QuickProfile::Default);
    QCOMPARE(quick.options.testBytes, uint64_t { 1 } << 30);
    QCOMPARE(quick.options.repeats, 5u);
    QCOMPARE(quick.options.intervalSeconds, 5.0);
    QCOMPARE(quick.options.data, DataPattern::Zero); // "<0Fill>"
    QCOMPARE(quick.options.comment, QStringLiteral("Samsung 860 EVO 500GB on the Z390 board"));
    QVERIFY(!quick.options.mixReadPercent);
    QCOMPARE(quick.rows.size(), size_t { 4 });
    const QStringList names { QStringLiteral("SEQ1M Q8T1"), QStringLiteral("SEQ1M Q1T1"),
        QStringLiteral("RND4K Q32T16"), QStringLiteral("RND4K Q1T1") };
    for (size_t i = 0; i < quick.rows.size(); ++i)
        QCOMPARE(quick.rows[i].name, names[static_cast<qsizetype>(i)]);
    // Every cell, against the file's own text.
    checkCell(quick, quick.rows[0].read, 561.274, 535.3, 14926.41);
    checkCell(quick, quick.rows[1].read, 498.620, 475.5, 2101.86);
    checkCell(quick, quick.rows[2].read, 392.118, 95731.0, 5334.27);
    checkCell(quick, quick.rows[3].read, 41.052, 10022.5, 99.55);
    checkCell(quick, quick.rows[0].write, 529.406, 504.9, 15806.52);
    checkCell(quick, quick.rows[1].write, 488.117, 465.5, 2146.73);
    checkCell(quick, quick.rows[2].write, 356.940, 87143.6, 5869.06);
    checkCell(quick, quick.rows[3].write, 104.775, 25579.8, 38.95);
    const WorkloadSpec& spec = quick.rows[2].read->spec;
    QCOMPARE(spec.blockSizes.front().bytes, 4096u);
    QCOMPARE(spec.queueDepth, 32u);
    QCOMPARE(spec.jobs, 16u);
    QCOMPARE(spec.randomPercent, 100u);
    QCOMPARE(quick.rows[2].write->spec.readPercent, 0u);
    // The compare view's figures are the report's: MB/s for sequential tests, IOPS for random ones.
    const std::vector<KeyFigure> figures = keyFigures(session.runs.front());
    QCOMPARE(figures.size(), size_t { 8 });
    QCOMPARE(std::round(figures.front().value * 1000) / 1000, 561.274);
}

void TestReportImport::layoutsImportTheirFigures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("os");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("row");
    QTest::addColumn<double>("readMegabytes");
    QTest::addColumn<double>("writeIops");
    QTest::addColumn<double>("readMicroseconds");
    QTest::addRow("CrystalDiskMark 8, UTF-8, LF, mix")
        << QStringLiteral("generated-cdm8-utf8-lf-mix.txt") << QStringLiteral("CrystalDiskMark 8.0.4 x64")
        << QStringLiteral("Windows 11 Professional [10.0 Build 22621] (x64)") << 8 << QStringLiteral("SEQ128K Q32T1")
        << 3405.779 << 22795.9 << 1230.64;
    QTest::addRow("CrystalDiskMark 9, UTF-8 with BOM, CRLF")
        << QStringLiteral("generated-cdm9-utf8-bom-crlf.txt") << QStringLiteral("CrystalDiskMark 9.0.1 x64")
        << QStringLiteral("Windows 11 Professional [10.0 Build 26100] (x64)") << 4 << QStringLiteral("RND4K Q1T1")
        << 61.202 << 45990.5 << 66.83;
    QTest::addRow("CrystalDiskMark 8, odd spacing, CR")
        << QStringLiteral("generated-cdm8-odd-spacing-cr.txt") << QStringLiteral("CrystalDiskMark 8.0.4 x64")
        << QStringLiteral("Windows 11 Professional [10.0 Build 22621] (x64)") << 8 << QStringLiteral("SEQ1M Q8T1")
        << 3512.604 << 2862.2 << 2385.08;
}

void TestReportImport::layoutsImportTheirFigures()
{
    QFETCH(QString, file);
    QFETCH(QString, program);
    QFETCH(QString, os);
    QFETCH(int, rows);
    QFETCH(QString, row);
    QFETCH(double, readMegabytes);
    QFETCH(double, writeIops);
    QFETCH(double, readMicroseconds);
    const Session session = importBenchmarkReport(bytesOf(file), file);
    const QuickSuiteResult& quick = quickOf(session);
    QCOMPARE(quick.source->program, program);
    QCOMPARE(session.host.os, os);
    QCOMPARE(static_cast<int>(quick.rows.size()), rows);
    const QuickSuiteRow* found = rowOf(quick, row);
    QVERIFY(found);
    QCOMPARE(std::round(quick.figure(*found->read).megabytesPerSecond * 1000) / 1000, readMegabytes);
    QCOMPARE(std::round(quick.figure(*found->write).iops * 10) / 10, writeIops);
    QCOMPARE(std::round(quick.figure(*found->read).meanLatencyUs * 100) / 100, readMicroseconds);
    // The report's rows are CrystalDiskMark 8's NVMe preset: DriveScope's NVMe SSD profile has them all.
    if (rows == 8) {
        QCOMPARE(quick.options.mixReadPercent, std::optional<unsigned> { 70 });
        const QuickSuiteRow* mix = rowOf(quick, QStringLiteral("MIX RND4K Q32T16"));
        QVERIFY(mix && mix->mix);
        checkCell(quick, mix->mix, 702.661, 171548.1, 2983.67);
        QCOMPARE(mix->mix->spec.readPercent, 70u);
        QCOMPARE(quick.options.secondsPerTest, 5.0);
        QCOMPARE(quick.options.comment, QStringLiteral("WD Black SN770 1TB"));
    }
    QCOMPARE(quick.startedAt.left(4),
        file.contains(QLatin1String("cdm9")) ? QStringLiteral("2025") : QStringLiteral("2023"));
}

void TestReportImport::crystalDiskMark6CellsItLacksAreAbsent()
{
    const QString name = QStringLiteral("generated-cdm6-utf16le-bom-crlf.txt");
    const Session session = importBenchmarkReport(bytesOf(name), name);
    const QuickSuiteResult& quick = quickOf(session);
    QCOMPARE(quick.source->program, QStringLiteral("CrystalDiskMark 6.0.2 x64"));
    QCOMPARE(quick.rows.size(), size_t { 4 });
    // Its sequential test names no size: 128 KiB at Q32, as CrystalDiskMark 6 runs it.
    const QuickSuiteRow* sequential = rowOf(quick, QStringLiteral("SEQ128K Q32T1"));
    QVERIFY(sequential);
    const double absent = std::numeric_limits<double>::quiet_NaN();
    checkCell(quick, sequential->read, 552.310, absent, absent);
    checkCell(quick, sequential->write, 518.644, absent, absent);
    const QuickSuiteRow* deep = rowOf(quick, QStringLiteral("RND4K Q8T8"));
    QVERIFY(deep);
    checkCell(quick, deep->read, 381.207, 93068.1, absent);
    checkCell(quick, rowOf(quick, QStringLiteral("RND4K Q1T1"))->write, 98.203, 23975.3, absent);
    QCOMPARE(quick.options.testBytes, uint64_t { 1024 } << 20);
    QCOMPARE(quick.options.intervalSeconds, 5.0);
    QCOMPARE(quick.startedAt, QStringLiteral("2018-09-23T14:02:11"));
    // Absent, not 0: the text and the JSON leave them out.
    const QString text = quick.summaryText();
    QVERIFY2(!text.contains(QLatin1String(" 0.00 us")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("nan")), qPrintable(text));
    // Nor is the test file's size, which no report gives.
    QVERIFY2(text.contains(QLatin1String("test file) (file, size unknown)")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String(" 0 bytes")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("552.310 MB/s")));
    QVERIFY(text.contains(QLatin1String("OS: Windows 10 Professional [10.0 Build 17134] (x64)")));
    const QJsonObject json = quick.toJson();
    const QJsonObject summary = json.value(QStringLiteral("tests"))
                                    .toArray()
                                    .first()
                                    .toObject()
                                    .value(QStringLiteral("read"))
                                    .toObject()
                                    .value(QStringLiteral("summary"))
                                    .toObject();
    QVERIFY(summary.contains(QStringLiteral("megabytesPerSecond")));
    QVERIFY(!summary.contains(QStringLiteral("iops")));
    QVERIFY(!summary.contains(QStringLiteral("meanLatencyUs")));
}

// The CSV of an imported report holds the report's figures and leaves empty what no report holds: the time,
// bytes and I/Os the import made up to give back its MB/s and IOPS, maxima, percentiles, errors, CPU; and the
// IOPS and µs a layout lacks (CrystalDiskMark 6's sequential rows).
void TestReportImport::csvLeavesEmptyWhatTheReportLacks()
{
    auto csvRows = [](const QString& name) {
        const Session session = importBenchmarkReport(bytesOf(name), name);
        QString csv;
        writeRunCsv(session.runs.front(), [&csv](const QByteArray& piece) { csv += QString::fromUtf8(piece); });
        const QStringList lines = csv.trimmed().split(QLatin1Char('\n'));
        const QStringList header = lines.front().split(QLatin1Char(','));
        std::map<QString, std::map<QString, QString>> rows; // by access specification, by column
        for (const QString& line : lines.mid(1)) {
            // No cell of these rows holds a comma inside its quotes.
            const QStringList cells = line.split(QLatin1Char(','));
            if (cells.size() != header.size())
                qFatal("a row of %lld cells under %lld columns", qlonglong(cells.size()), qlonglong(header.size()));
            std::map<QString, QString>& row = rows[QString(cells[2]).remove(QLatin1Char('"'))];
            for (qsizetype i = 0; i < header.size(); ++i)
                row[header[i]] = cells[i];
        }
        return rows;
    };
    const QStringList made { QStringLiteral("seconds"), QStringLiteral("bytes_read"), QStringLiteral("bytes_written"),
        QStringLiteral("read_ios"), QStringLiteral("write_ios"), QStringLiteral("errors"),
        QStringLiteral("maximum_response_ms"), QStringLiteral("maximum_read_response_ms"),
        QStringLiteral("p99_response_ms"), QStringLiteral("cpu_utilization_percent"),
        QStringLiteral("cpu_process_percent"), QStringLiteral("cpu_user_seconds"),
        QStringLiteral("cpu_system_seconds") };

    // "Random 4KiB (Q= 32, T=16): 392.118 MB/s [95731.0 IOPS] <5334.27 us>" and its write.
    auto cdm7 = csvRows(QStringLiteral("generated-cdm7-utf16le-bom-crlf.txt"));
    QCOMPARE(cdm7.size(), size_t { 8 });
    const auto& deepRead = cdm7[QStringLiteral("RND4K Q32T16 read")];
    QCOMPARE(deepRead.at(QStringLiteral("mbps")), QStringLiteral("392.118"));
    QCOMPARE(deepRead.at(QStringLiteral("read_mbps")), QStringLiteral("392.118"));
    QCOMPARE(deepRead.at(QStringLiteral("iops")), QStringLiteral("95731.00"));
    QCOMPARE(deepRead.at(QStringLiteral("average_response_ms")), QStringLiteral("5.3343"));
    QCOMPARE(deepRead.at(QStringLiteral("average_read_response_ms")), QStringLiteral("5.3343"));
    QCOMPARE(deepRead.at(QStringLiteral("average_write_response_ms")), QString());
    QCOMPARE(deepRead.at(QStringLiteral("jobs")), QStringLiteral("16"));
    const auto& sequentialWrite = cdm7[QStringLiteral("SEQ1M Q1T1 write")];
    QCOMPARE(sequentialWrite.at(QStringLiteral("mbps")), QStringLiteral("488.117"));
    QCOMPARE(sequentialWrite.at(QStringLiteral("write_iops")), QStringLiteral("465.50"));
    QCOMPARE(sequentialWrite.at(QStringLiteral("average_write_response_ms")), QStringLiteral("2.1467"));
    for (const auto& [name, row] : cdm7)
        for (const QString& column : made)
            QVERIFY2(row.at(column).isEmpty(),
                qPrintable(name + QLatin1Char(' ') + column + QLatin1Char('=') + row.at(column)));

    // "Sequential Read (Q= 32,T= 1) : 552.310 MB/s": no IOPS, no µs.
    auto cdm6 = csvRows(QStringLiteral("generated-cdm6-utf16le-bom-crlf.txt"));
    const auto& sequential = cdm6[QStringLiteral("SEQ128K Q32T1 read")];
    QCOMPARE(sequential.at(QStringLiteral("mbps")), QStringLiteral("552.310"));
    for (const char* column : { "iops", "read_iops", "write_iops", "average_response_ms", "average_read_response_ms" })
        QVERIFY2(sequential.at(QLatin1String(column)).isEmpty(), column);
    QCOMPARE(cdm6[QStringLiteral("RND4K Q8T8 read")].at(QStringLiteral("iops")), QStringLiteral("93068.10"));
    QCOMPARE(cdm6[QStringLiteral("RND4K Q8T8 read")].at(QStringLiteral("average_response_ms")), QString());
}

void TestReportImport::kdiskmarkMegabytesAreConverted()
{
    const QString name = QStringLiteral("generated-kdiskmark-3.1.4-utf8-lf.txt");
    const Session session = importBenchmarkReport(bytesOf(name), name);
    const QuickSuiteResult& quick = quickOf(session);
    QCOMPARE(quick.source->program, QStringLiteral("KDiskMark 3.1.4"));
    QCOMPARE(quick.engine, QStringLiteral("KDiskMark 3.1.4 (fio-3.36)"));
    QCOMPARE(session.host.os, QStringLiteral("ubuntu 24.04 [linux 6.8.0-31-generic]"));
    QCOMPARE(quick.options.secondsPerTest, 5.0);
    QCOMPARE(quick.startedAt, QStringLiteral("2024-05-09T20:31:17"));
    // 3287.040 "MB/s" of KDiskMark's are 3287040 KiB/s from fio: 3365.929 MB/s of 10^6 bytes.
    const QuickSuiteRow* row = rowOf(quick, QStringLiteral("SEQ1M Q8T1"));
    QVERIFY(row);
    QCOMPARE(std::round(quick.figure(*row->read).megabytesPerSecond * 1000) / 1000, 3365.929);
    QCOMPARE(std::round(quick.figure(*row->read).iops * 10) / 10, 3210.0);
    QCOMPARE(std::round(quick.figure(*row->read).meanLatencyUs * 100) / 100, 2489.36);
    QVERIFY(!quick.source->megabyte.isEmpty());
    bool said = false;
    for (const Caveat& caveat : session.runs.front().caveats)
        said = said || caveat.text.contains(QLatin1String("1,024,000 bytes"));
    QVERIFY2(said, "the run says which MB KDiskMark meant");
}

// KDiskMark 3.2 closes its report with the folder the test file was in and the drive's model (its
// src/mainwindow.cpp, since commit 864084c): the run's target says both, and the text names the drive.
void TestReportImport::kdiskmarkTargetNamesFolderAndDrive()
{
    const QString name = QStringLiteral("generated-kdiskmark-3.2.0-target-model.txt");
    const Session session = importBenchmarkReport(bytesOf(name), name);
    const QuickSuiteResult& quick = quickOf(session);
    QCOMPARE(quick.source->program, QStringLiteral("KDiskMark 3.2.0"));
    QCOMPARE(quick.target.path, QStringLiteral("/home (the KDiskMark 3.2.0 test file)"));
    QVERIFY(quick.target.imported);
    QCOMPARE(quick.target.testFileFolder(), QString()); // "/home" is the reporting machine's
    QVERIFY(TargetInfo::fromJson(quick.target.toJson()).imported);
    QVERIFY(quick.target.drive.has_value());
    QCOMPARE(quick.target.drive->model, QStringLiteral("Samsung SSD 980 PRO 1TB"));
    const QString text = quick.summaryText();
    QVERIFY2(
        text.contains(QLatin1String("/home (the KDiskMark 3.2.0 test file) (file, size unknown) on Samsung SSD 980 "
                                    "PRO 1TB")),
        qPrintable(text));
    // Kept through a save and load.
    const QuickSuiteResult again = QuickSuiteResult::fromJson(quick.toJson());
    QCOMPARE(again.target.drive->model, QStringLiteral("Samsung SSD 980 PRO 1TB"));
    // The 3.1 layout has no such line: no drive is made up.
    const QString older = QStringLiteral("generated-kdiskmark-3.1.4-utf8-lf.txt");
    const QuickSuiteResult& before = quickOf(importBenchmarkReport(bytesOf(older), older));
    QVERIFY(!before.target.drive.has_value());
    QCOMPARE(before.target.path, QStringLiteral("the KDiskMark 3.1.4 test file"));
}

// The reports KDiskMark's author put in its README.md as the program wrote them, 1.6.0, 2.3.0 and 3.0.0
// (tests/fixtures/README.md names the commits): every cell is the file's own, KDiskMark's MB (1,024,000
// bytes) shown in MB of 10^6 bytes.
void TestReportImport::kdiskmarkReportsOfItsReadme_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("fio");
    QTest::addColumn<QString>("os");
    QTest::addColumn<QString>("startedAt");
    QTest::addColumn<qulonglong>("testBytes");
    QTest::addColumn<QString>("randomQueued"); // the third row's name
    // Per row (SEQ1M Q8T1, SEQ1M Q1T1, the queued random row, RND4K Q1T1): read then write, each MB/s as
    // KDiskMark printed it, IOPS, µs.
    QTest::addColumn<QList<double>>("cells");
    QTest::addRow("1.6.0") << u"real-kdiskmark-1.6.0-readme.txt"_s << u"1.6.0"_s << u"fio-3.16"_s
                           << u"neon 20.04 [linux 5.4.0-42-generic]"_s << u"2020-09-05T18:31:47"_s
                           << qulonglong(32) * 1024 * 1024 << u"RND4K Q32T16"_s
                           << QList<double> { 542.516, 529.8, 14415.61, 513.605, 501.6, 15319.33, 452.596, 442.0,
                                  2248.08, 428.900, 418.8, 2369.68, 271.553, 67889.0, 1955.57, 165.142, 41286.6,
                                  3091.38, 43.252, 10813.1, 90.34, 103.696, 25924.1, 36.71 };
    QTest::addRow("2.3.0") << u"real-kdiskmark-2.3.0-readme.txt"_s << u"2.3.0"_s << u"fio-3.28"_s
                           << u"opensuse-tumbleweed 20211031 [linux 5.14.14-1-default]"_s << u"2021-11-02T13:17:41"_s
                           << (qulonglong(1) << 30) << u"RND4K Q32T1"_s
                           << QList<double> { 550.145, 537.3, 14840.12, 522.410, 510.2, 15210.65, 456.261, 445.6,
                                  2233.53, 371.278, 362.6, 2248.00, 339.953, 84988.3, 377.48, 330.205, 82551.5, 387.88,
                                  43.042, 10760.6, 90.69, 100.602, 25150.7, 36.40 };
    QTest::addRow("3.0.0") << u"real-kdiskmark-3.0.0-readme.txt"_s << u"3.0.0"_s << u"fio-3.16"_s
                           << u"opensuse-tumbleweed 20220821 [linux 5.19.2-1-default]"_s << u"2022-08-24T16:10:33"_s
                           << (qulonglong(1) << 30) << u"RND4K Q32T1"_s
                           << QList<double> { 508.897, 497.0, 13840.05, 460.312, 449.5, 15153.11, 438.278, 428.0,
                                  2280.14, 333.085, 325.3, 2349.82, 354.657, 88664.6, 352.37, 315.170, 78792.5, 383.86,
                                  44.166, 11041.6, 88.48, 91.040, 22760.3, 39.80 };
}

void TestReportImport::kdiskmarkReportsOfItsReadme()
{
    QFETCH(QString, file);
    QFETCH(QString, version);
    QFETCH(QString, fio);
    QFETCH(QString, os);
    QFETCH(QString, startedAt);
    QFETCH(qulonglong, testBytes);
    QFETCH(QString, randomQueued);
    QFETCH(QList<double>, cells);
    const Session session = importBenchmarkReport(bytesOf(file), file);
    const QuickSuiteResult& quick = quickOf(session);
    QCOMPARE(quick.source->program, u"KDiskMark "_s + version);
    QCOMPARE(quick.engine, u"KDiskMark %1 (%2)"_s.arg(version, fio));
    QCOMPARE(session.host.os, os);
    QCOMPARE(quick.startedAt, startedAt);
    QCOMPARE(quick.options.profile, QuickProfile::Default);
    QCOMPARE(quick.options.testBytes, uint64_t(testBytes));
    QCOMPARE(quick.options.repeats, 5u);
    QCOMPARE(quick.options.intervalSeconds, 5.0);
    const QStringList names { u"SEQ1M Q8T1"_s, u"SEQ1M Q1T1"_s, randomQueued, u"RND4K Q1T1"_s };
    QCOMPARE(quick.rows.size(), size_t(4));
    QCOMPARE(cells.size(), 24);
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QuickSuiteRow& row = quick.rows[static_cast<size_t>(i)];
        QCOMPARE(row.name, names[i]);
        const std::optional<WorkloadResult>* sides[] = { &row.read, &row.write };
        for (int side = 0; side < 2; ++side) {
            const qsizetype at = i * 6 + side * 3;
            QVERIFY2(sides[side]->has_value(), qPrintable(row.name));
            const QuickFigure figure = quick.figure(**sides[side]);
            // Printed to 3 places of KDiskMark's MB: within half of its last digit, times 1.024.
            QVERIFY2(std::abs(figure.megabytesPerSecond - cells[at] * 1.024) <= 0.0005 * 1.024 + 1e-9,
                qPrintable(
                    u"%1: %2 MB/s, the report %3"_s.arg(row.name).arg(figure.megabytesPerSecond).arg(cells[at])));
            QCOMPARE(std::round(figure.iops * 10) / 10, cells[at + 1]);
            QCOMPARE(std::round(figure.meanLatencyUs * 100) / 100, cells[at + 2]);
            // KDiskMark ran fio's libaio at the test's depth: the command to check it does the same.
            const QString& command = (*sides[side])->fioCommand;
            const QString depth
                = QStringLiteral(" --ioengine=libaio --iodepth=%1 ").arg((*sides[side])->spec.queueDepth);
            const unsigned threads = (*sides[side])->spec.jobs;
            QVERIFY2(command.contains(depth)
                    && (threads > 1 ? command.contains(u" --numjobs=%1 "_s.arg(threads))
                                    : !command.contains(u"--numjobs"_s)),
                qPrintable(command));
        }
    }
    // The report names the OS and nothing of the machine: the summary says no empty host or kernel.
    const QString text = textSummary(session);
    QVERIFY2(text.contains(u"    OS: "_s + os + u"\n"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Host:"_s) && !text.contains(u"(kernel )"_s), qPrintable(text));
}

void TestReportImport::brokenFilesAreRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("reason");
    QTest::addRow("truncated mid-row") << bytesOf(QStringLiteral("hostile-cdm8-truncated.txt"))
                                       << QStringLiteral("not a test's figures");
    QTest::addRow("binary garbage") << bytesOf(QStringLiteral("hostile-binary-garbage.txt"))
                                    << QStringLiteral("not UTF-8 or UTF-16 text");
    QTest::addRow("UTF-16 mark on UTF-8 text")
        << bytesOf(QStringLiteral("hostile-utf16-bom-utf8-content.txt")) << QStringLiteral("UTF-16");
    QTest::addRow("odd UTF-16 length") << bytesOf(QStringLiteral("hostile-cdm7-odd-utf16-length.txt"))
                                       << QStringLiteral("cut short");
    QTest::addRow("unknown version") << bytesOf(QStringLiteral("hostile-cdm10-unknown-version.txt"))
                                     << QStringLiteral("does not know");
    QTest::addRow("mangled figure") << bytesOf(QStringLiteral("hostile-cdm8-mangled-row.txt"))
                                    << QStringLiteral("line 9");
    QByteArray huge = bytesOf(QStringLiteral("generated-cdm8-utf8-lf-mix.txt"));
    huge.append(QByteArray(kMaxReportBytes, 'x'));
    QTest::addRow("huge") << huge << QStringLiteral("at most");
    QByteArray cut = bytesOf(QStringLiteral("generated-cdm8-utf8-lf-mix.txt"));
    cut.truncate(cut.indexOf("Profile:"));
    QTest::addRow("cut before its fields") << cut << QStringLiteral("cut short");
    QTest::addRow("empty") << QByteArray() << QStringLiteral("empty");
}

void TestReportImport::brokenFilesAreRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, reason);
    try {
        importBenchmarkReport(bytes, QStringLiteral("report.txt"));
        QFAIL("imported");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(reason), qPrintable(error.message()));
        QVERIFY2(error.message().startsWith(QLatin1String("report.txt")), qPrintable(error.message()));
    }
}

void TestReportImport::importedRunSurvivesSaveAndLoad()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString& name :
        { QStringLiteral("generated-cdm6-utf16le-bom-crlf.txt"), QStringLiteral("generated-cdm8-utf8-lf-mix.txt") }) {
        const Session imported = importBenchmarkReport(bytesOf(name), name);
        const QString path = dir.filePath(name + QStringLiteral(".json"));
        saveSession(imported, path);
        const Session loaded = loadSession(path);
        const QuickSuiteResult& before = quickOf(imported);
        const QuickSuiteResult& after = quickOf(loaded);
        QVERIFY(after.source.has_value());
        QCOMPARE(after.source->program, before.source->program);
        QCOMPARE(after.source->os, before.source->os);
        QCOMPARE(after.rows.size(), before.rows.size());
        for (size_t i = 0; i < before.rows.size(); ++i) {
            const QuickFigure one = before.figure(*before.rows[i].read);
            const QuickFigure two = after.figure(*after.rows[i].read);
            QCOMPARE(two.megabytesPerSecond, one.megabytesPerSecond);
            QCOMPARE(std::isnan(two.iops), std::isnan(one.iops));
            QCOMPARE(std::isnan(two.meanLatencyUs), std::isnan(one.meanLatencyUs));
        }
        // The loader every front end opens files with takes the report itself too.
        const Session direct = loadSessionOrFioOutput(fixture(name));
        QCOMPARE(quickOf(direct).rows.size(), before.rows.size());
    }
}

void TestReportImport::cliImportsAndRefuses()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString saved = dir.filePath(QStringLiteral("reports.json"));
    const CliRun imported = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("import-report"), fixture(QStringLiteral("generated-cdm7-utf16le-bom-crlf.txt")),
            fixture(QStringLiteral("generated-kdiskmark-3.1.4-utf8-lf.txt")), QStringLiteral("--session"), saved,
            QStringLiteral("--label"), QStringLiteral("Windows 11 box") },
        dir.path());
    QVERIFY2(imported.status == 0, qPrintable(imported.err));
    const Session session = loadSession(saved);
    QCOMPARE(session.runs.size(), size_t { 2 });
    // --label names each imported run, as compare will show it.
    for (const SessionRun& run : session.runs)
        QCOMPARE(run.label, QStringLiteral("Windows 11 box"));
    QVERIFY(imported.out.contains(QLatin1String("561.274")));

    const CliRun broken = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("import-report"), fixture(QStringLiteral("generated-cdm7-utf16le-bom-crlf.txt")),
            fixture(QStringLiteral("hostile-binary-garbage.txt")), QStringLiteral("--session"),
            dir.filePath(QStringLiteral("none.json")) },
        dir.path());
    QCOMPARE(broken.status, 2);
    QVERIFY2(broken.err.contains(QLatin1String("hostile-binary-garbage.txt is not UTF-8 or UTF-16 text")),
        qPrintable(broken.err));
    QVERIFY2(!QFile::exists(dir.filePath(QStringLiteral("none.json"))), "nothing saved when one file is refused");

    const CliRun directory = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("import-report"), dir.path(), QStringLiteral("--no-save") }, dir.path());
    QCOMPARE(directory.status, 2);
    QVERIFY2(directory.err.contains(QLatin1String("not a regular file")), qPrintable(directory.err));
}

QTEST_GUILESS_MAIN(TestReportImport)
#include "tst_reportimport.moc"
