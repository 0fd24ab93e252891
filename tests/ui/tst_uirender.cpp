#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/sessionsamples.h"
#include "model/session.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace ds::test;

// `drivescope-cli render`: result files written by the CLI's --json drawn with the window's export
// code on the offscreen platform.
class TestUiRender : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rendersEachResultKind_data();
    void rendersEachResultKind();
    void sessionRunsArePickedByChartOrNumber();
    void blockSizeReadAndWriteAreDrawnTogether();
    void rendersMultiTargetScaling();
    void writesSvgWithTheCaption();
    void queueDepthChartHasOneSetOfLabelledAxes();
    void badInputIsRefusedWithAReason_data();
    void badInputIsRefusedWithAReason();
    void unwritableOutputIsAnError();

private:
    CliRun cli(const QStringList& arguments) { return runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, m_dir.path()); }
    // A short run of `command` on a small test file, its --json saved as name.json.
    QString resultFile(const QString& name, const QStringList& command);
    QTemporaryDir m_dir;
};

void TestUiRender::initTestCase() { QVERIFY(m_dir.isValid()); }

QString TestUiRender::resultFile(const QString& name, const QStringList& command)
{
    const QString path = m_dir.filePath(name + QStringLiteral(".json"));
    if (QFile::exists(path))
        return path;
    // The run is also saved as a session, beside its --json output.
    const CliRun run = cli(command
        + QStringList { QStringLiteral("--target"), m_dir.path(), QStringLiteral("--file-size"), QStringLiteral("64M"),
            QStringLiteral("--json"), QStringLiteral("--no-progress"), QStringLiteral("--session"),
            m_dir.filePath(name + QStringLiteral(".session")) });
    if (run.status != 0) {
        qWarning("%s failed (%d): %s", qPrintable(command.join(QLatin1Char(' '))), run.status, qPrintable(run.err));
        return QString();
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write(run.out.toUtf8());
    return path;
}

void TestUiRender::rendersEachResultKind_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("chart");
    const QString duration = QStringLiteral("0.2");
    QTest::newRow("surface") << QStringLiteral("surface")
                             << QStringList { QStringLiteral("surface"), QStringLiteral("--zones"),
                                    QStringLiteral("40"), QStringLiteral("--zone-size"), QStringLiteral("1M") }
                             << QStringLiteral("surface");
    QTest::newRow("hdtach") << QStringLiteral("hdtach")
                            << QStringList { QStringLiteral("hdtach"), QStringLiteral("--zones"), QStringLiteral("40"),
                                   QStringLiteral("--zone-size"), QStringLiteral("1M"), QStringLiteral("--samples"),
                                   QStringLiteral("200") }
                            << QStringLiteral("surface");
    QTest::newRow("sweep-bs") << QStringLiteral("sweep-bs")
                              << QStringList { QStringLiteral("sweep-bs"), QStringLiteral("--from"),
                                     QStringLiteral("4k"), QStringLiteral("--to"), QStringLiteral("64k"),
                                     QStringLiteral("--duration"), duration, QStringLiteral("--warmup"),
                                     QStringLiteral("0") }
                              << QStringLiteral("block-size");
    QTest::newRow("sweep-qd") << QStringLiteral("sweep-qd")
                              << QStringList { QStringLiteral("sweep-qd"), QStringLiteral("--to"), QStringLiteral("8"),
                                     QStringLiteral("--duration"), duration, QStringLiteral("--warmup"),
                                     QStringLiteral("0") }
                              << QStringLiteral("queue-depth");
    QTest::newRow("pattern") << QStringLiteral("pattern")
                             << QStringList { QStringLiteral("pattern"), QStringLiteral("--patterns"),
                                    QStringLiteral("Database"), QStringLiteral("--loads"), QStringLiteral("1,4"),
                                    QStringLiteral("--duration"), duration, QStringLiteral("--warmup"),
                                    QStringLiteral("0") }
                             << QStringLiteral("patterns");
    QTest::newRow("quick") << QStringLiteral("quick")
                           << QStringList { QStringLiteral("quick"), QStringLiteral("--duration"), duration,
                                  QStringLiteral("--repeats"), QStringLiteral("1"), QStringLiteral("--interval"),
                                  QStringLiteral("0") }
                           << QStringLiteral("quick");
}

void TestUiRender::rendersEachResultKind()
{
    QFETCH(QString, name);
    QFETCH(QStringList, command);
    QFETCH(QString, chart);
    const QString input = resultFile(name, command);
    QVERIFY(!input.isEmpty());
    const QString png = m_dir.filePath(name + QStringLiteral(".png"));
    const CliRun run = cli({ QStringLiteral("render"), QStringLiteral("--session"), input, QStringLiteral("--chart"),
        chart, QStringLiteral("--png"), png, QStringLiteral("--width"), QStringLiteral("900"),
        QStringLiteral("--height"), QStringLiteral("600") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QImage image(png);
    // The quick suite's card is as wide as asked and only as tall as its grid; charts fill the size.
    const bool fitted = chart == QLatin1String("quick");
    QCOMPARE(image.width(), 900);
    if (fitted)
        QVERIFY2(image.height() > 200 && image.height() < 600, qPrintable(QString::number(image.height())));
    else
        QCOMPARE(image.height(), 600);
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 10, qPrintable(QStringLiteral("%1 colours").arg(colours.size())));

    // The session file the same run was saved to draws the same chart.
    const QString session = m_dir.filePath(name + QStringLiteral(".session"));
    QVERIFY(QFile::exists(session));
    const QString fromSession = m_dir.filePath(name + QStringLiteral("-session.png"));
    const CliRun again = cli({ QStringLiteral("render"), QStringLiteral("--session"), session,
        QStringLiteral("--chart"), chart, QStringLiteral("--png"), fromSession, QStringLiteral("--width"),
        QStringLiteral("900"), QStringLiteral("--height"), QStringLiteral("600") });
    QVERIFY2(again.status == 0, qPrintable(again.err));
    // (The session records the host, a caption line more.)
    const QImage sessionImage(fromSession);
    QCOMPARE(sessionImage.width(), 900);
    if (fitted)
        QVERIFY2(sessionImage.height() > 200 && sessionImage.height() < 600,
            qPrintable(QString::number(sessionImage.height())));
    else
        QCOMPARE(sessionImage.height(), 600);
}

void TestUiRender::sessionRunsArePickedByChartOrNumber()
{
    // One session holding a surface scan and then a queue-depth sweep.
    const QString session = m_dir.filePath(QStringLiteral("two-runs.session"));
    const QStringList common { QStringLiteral("--target"), m_dir.path(), QStringLiteral("--file-size"),
        QStringLiteral("64M"), QStringLiteral("--no-progress"), QStringLiteral("--session"), session };
    QCOMPARE(cli(QStringList { QStringLiteral("surface"), QStringLiteral("--zones"), QStringLiteral("20"),
                     QStringLiteral("--zone-size"), QStringLiteral("1M") }
                 + common)
                 .status,
        0);
    QCOMPARE(
        cli(QStringList { QStringLiteral("sweep-qd"), QStringLiteral("--to"), QStringLiteral("2"),
                QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--warmup"), QStringLiteral("0") }
            + common)
            .status,
        0);
    const QString png = m_dir.filePath(QStringLiteral("two-runs.png"));
    auto render = [&](const QStringList& extra) {
        QFile::remove(png);
        return cli(
            QStringList { QStringLiteral("render"), QStringLiteral("--session"), session, QStringLiteral("--png"), png,
                QStringLiteral("--width"), QStringLiteral("400"), QStringLiteral("--height"), QStringLiteral("300") }
            + extra);
    };
    // The chart picks the run that fits it …
    for (const QStringList& extra : { QStringList { QStringLiteral("--chart"), QStringLiteral("surface") },
             QStringList { QStringLiteral("--chart"), QStringLiteral("queue-depth") },
             // … --run names one, and a run that does not fit the chart is refused.
             QStringList { QStringLiteral("--chart"), QStringLiteral("surface"), QStringLiteral("--run"),
                 QStringLiteral("1") } }) {
        const CliRun drawn = render(extra);
        QVERIFY2(drawn.status == 0,
            qPrintable(QStringLiteral("%1: %2 %3").arg(extra.join(QLatin1Char(' '))).arg(drawn.status).arg(drawn.err)));
        QVERIFY(QFile::exists(png));
    }
    CliRun wrong = render(
        { QStringLiteral("--chart"), QStringLiteral("surface"), QStringLiteral("--run"), QStringLiteral("2") });
    QCOMPARE(wrong.status, 2);
    QVERIFY2(wrong.err.contains(QStringLiteral("no 'surface' chart")), qPrintable(wrong.err));
    CliRun missing = render(
        { QStringLiteral("--chart"), QStringLiteral("surface"), QStringLiteral("--run"), QStringLiteral("9") });
    QCOMPARE(missing.status, 2);
    QVERIFY2(missing.err.contains(QStringLiteral("no run '9'")), qPrintable(missing.err));
    CliRun none = render({ QStringLiteral("--chart"), QStringLiteral("quick") });
    QCOMPARE(none.status, 2);
    QVERIFY2(none.err.contains(QStringLiteral("surface, sweep-qd")), qPrintable(none.err));
    QVERIFY(!QFile::exists(png));

    // Without --chart: the last run, or the one --run names, each in its own chart.
    const QString svg = m_dir.filePath(QStringLiteral("two-runs.svg"));
    auto drawnTexts = [&](const QStringList& extra) {
        QFile::remove(svg);
        const CliRun run = cli(
            QStringList { QStringLiteral("render"), QStringLiteral("--session"), session, QStringLiteral("--svg"), svg }
            + extra);
        QFile file(svg);
        return run.status == 0 && file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : run.err;
    };
    QVERIFY(drawnTexts({}).contains(QStringLiteral("Queue depth (requests in flight)")));
    QVERIFY(drawnTexts({ QStringLiteral("--run"), QStringLiteral("1") }).contains(QStringLiteral("Position (GB)")));
}

// The window saves a block-size run's read and write sweeps as two runs; render
// draws them together, as the window shows them.
void TestUiRender::blockSizeReadAndWriteAreDrawnTogether()
{
    ds::Session session = ds::Session::startNew(QStringLiteral("test"));
    for (unsigned readPercent : { 100u, 0u }) {
        ds::SessionRun run;
        run.command = QStringLiteral("DriveScope window: block size");
        run.startedAt = QStringLiteral("2026-11-30T01:02:03Z");
        ds::SweepResult sweep = sampleSweep(ds::SweepKind::BlockSize);
        sweep.plan.base.readPercent = readPercent;
        run.result = sweep;
        session.addRun(std::move(run));
    }
    const QString input = m_dir.filePath(QStringLiteral("read-write.session"));
    saveSession(session, input);
    const QString svg = m_dir.filePath(QStringLiteral("read-write.svg"));
    const CliRun run = cli({ QStringLiteral("render"), QStringLiteral("--session"), input, QStringLiteral("--chart"),
        QStringLiteral("block-size"), QStringLiteral("--svg"), svg });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    // The caption's figures name both halves.
    QVERIFY2(text.contains(QStringLiteral("Read peak")), "no read sweep in the image");
    QVERIFY2(text.contains(QStringLiteral("Write peak")), "no write sweep in the image");
}

void TestUiRender::rendersMultiTargetScaling()
{
    QTemporaryDir first;
    QTemporaryDir second;
    QVERIFY(first.isValid() && second.isValid());
    const CliRun multi
        = cli({ QStringLiteral("multi"), QStringLiteral("--targets"), first.path() + QLatin1Char(',') + second.path(),
            QStringLiteral("--file-size"), QStringLiteral("64M"), QStringLiteral("--bs"), QStringLiteral("1M"),
            QStringLiteral("--duration"), QStringLiteral("0.3"), QStringLiteral("--scaling"), QStringLiteral("--json"),
            QStringLiteral("--no-progress"), QStringLiteral("--no-save") });
    QVERIFY2(multi.status == 0, qPrintable(multi.err));
    const QString input = m_dir.filePath(QStringLiteral("multi.json"));
    QFile file(input);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(multi.out.toUtf8());
    file.close();
    const QString png = m_dir.filePath(QStringLiteral("multi.png"));
    const CliRun run = cli({ QStringLiteral("render"), QStringLiteral("--session"), input, QStringLiteral("--chart"),
        QStringLiteral("multi"), QStringLiteral("--png"), png, QStringLiteral("--width"), QStringLiteral("1000"),
        QStringLiteral("--height"), QStringLiteral("500") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QCOMPARE(QImage(png).size(), QSize(1000, 500));
}

void TestUiRender::writesSvgWithTheCaption()
{
    const QString input = resultFile(QStringLiteral("surface"),
        { QStringLiteral("surface"), QStringLiteral("--zones"), QStringLiteral("40"), QStringLiteral("--zone-size"),
            QStringLiteral("1M") });
    QVERIFY(!input.isEmpty());
    const QString svg = m_dir.filePath(QStringLiteral("surface.svg"));
    const QString png = m_dir.filePath(QStringLiteral("default.png"));
    // Under a German LANG: the window writes a German user's figures with a decimal comma, but the
    // CLI's images, like the rest of its output, keep English and the decimal point.
    const QByteArray saved = qgetenv("LC_ALL");
    qputenv("LC_ALL", "de_DE.UTF-8");
    const CliRun run = cli({ QStringLiteral("render"), QStringLiteral("--session"), input, QStringLiteral("--chart"),
        QStringLiteral("surface"), QStringLiteral("--svg"), svg, QStringLiteral("--png"), png });
    if (saved.isNull())
        qunsetenv("LC_ALL");
    else
        qputenv("LC_ALL", saved);
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QCOMPARE(QImage(png).size(), QSize(1600, 1000));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(QStringLiteral("<svg")));
    // The caption: the test and its settings, its figures, and the version.
    QVERIFY(text.contains(QStringLiteral("40 zones")));
    QVERIFY(text.contains(QStringLiteral("DriveScope " DRIVESCOPE_VERSION)));
    const QRegularExpressionMatch average
        = QRegularExpression(QStringLiteral("average [0-9]+([.,])[0-9] MB/s")).match(text);
    QVERIFY2(average.hasMatch(), "no average in the caption");
    QCOMPARE(average.captured(1), QStringLiteral("."));
    // The 67 MB file's position axis is labelled at round values (0.01 GB apart), not at fifths of it.
    for (const char* label : { ">0.01<", ">0.03<", ">0.06<" })
        QVERIFY2(text.contains(QLatin1String(label)), label);
    QVERIFY(!text.contains(QStringLiteral(">0.017<")));
}

// The window's chart drawn once more, after an empty one: no axes of the empty chart left behind, and
// every decade of the latency axis labelled.
void TestUiRender::queueDepthChartHasOneSetOfLabelledAxes()
{
    const QString input = resultFile(QStringLiteral("sweep-qd"),
        { QStringLiteral("sweep-qd"), QStringLiteral("--to"), QStringLiteral("8"), QStringLiteral("--duration"),
            QStringLiteral("0.2"), QStringLiteral("--warmup"), QStringLiteral("0") });
    QVERIFY(!input.isEmpty());
    QFile result(input);
    QVERIFY(result.open(QIODevice::ReadOnly));
    double minUs = 1e12;
    double maxUs = 0;
    for (const QJsonValue& point :
        QJsonDocument::fromJson(result.readAll()).object()[QStringLiteral("points")].toArray()) {
        const QJsonObject percentiles = point[QStringLiteral("result")][QStringLiteral("total")]
                                             [QStringLiteral("latency")][QStringLiteral("percentilesNs")]
                                                 .toObject();
        for (const char* percentile : { "50", "99", "99.9" }) {
            const double us = percentiles[QLatin1String(percentile)].toDouble() / 1000;
            if (us > 0) {
                minUs = std::min(minUs, us);
                maxUs = std::max(maxUs, us);
            }
        }
    }
    QVERIFY(maxUs > 0);
    const QString svg = m_dir.filePath(QStringLiteral("queue-depth.svg"));
    const CliRun run = cli({ QStringLiteral("render"), QStringLiteral("--session"), input, QStringLiteral("--chart"),
        QStringLiteral("queue-depth"), QStringLiteral("--svg"), svg, QStringLiteral("--width"), QStringLiteral("900"),
        QStringLiteral("--height"), QStringLiteral("600") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QStringList texts;
    const QRegularExpression text(QStringLiteral(">([^<>]+)</text>"));
    for (const QRegularExpressionMatch& match : text.globalMatch(QString::fromUtf8(file.readAll())))
        texts += match.captured(1).trimmed();
    QCOMPARE(texts.count(QStringLiteral("Queue depth (requests in flight)")), 1);
    // In milliseconds once latencies reach 10 ms (shorter labels), each decade in that unit.
    const double unit = maxUs >= 1e4 ? 1000 : 1;
    QCOMPARE(texts.count(unit > 1 ? QStringLiteral("Latency (ms)") : QStringLiteral("Latency (µs)")), 1);
    for (double decade = std::pow(10.0, std::ceil(std::log10(minUs / unit))); decade <= maxUs / unit; decade *= 10)
        QVERIFY2(texts.contains(QString::number(decade, 'g', 6)),
            qPrintable(QStringLiteral("no %1 label among %2").arg(decade).arg(texts.join(QLatin1Char(' ')))));
}

void TestUiRender::badInputIsRefusedWithAReason_data()
{
    QTest::addColumn<QString>("content"); // of the session file; empty: no file at all
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QString>("message");
    QTest::newRow("no such file") << QString() << QStringLiteral("surface") << QStringLiteral("cannot read");
    QTest::newRow("not JSON") << QStringLiteral("zones: many") << QStringLiteral("surface")
                              << QStringLiteral("not JSON");
    QTest::newRow("no test field") << QStringLiteral("{}") << QStringLiteral("surface")
                                   << QStringLiteral("no \"test\"");
    QTest::newRow("wrong chart") << QStringLiteral("{\"test\":\"surface\",\"zones\":[]}") << QStringLiteral("quick")
                                 << QStringLiteral("no 'quick' chart");
    QTest::newRow("unknown chart") << QStringLiteral("{\"test\":\"surface\"}") << QStringLiteral("pie")
                                   << QStringLiteral("unknown chart");
    QTest::newRow("bad field") << QStringLiteral("{\"test\":\"surface\",\"zones\":[{\"bytes\":\"lots\"}]}")
                               << QStringLiteral("surface") << QStringLiteral("zones[0].bytes");
}

void TestUiRender::badInputIsRefusedWithAReason()
{
    QFETCH(QString, content);
    QFETCH(QString, chart);
    QFETCH(QString, message);
    const QString input = m_dir.filePath(QStringLiteral("bad.json"));
    QFile::remove(input);
    if (!content.isEmpty()) {
        QFile file(input);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content.toUtf8());
    }
    const QString png = m_dir.filePath(QStringLiteral("bad.png"));
    const CliRun run = cli({ QStringLiteral("render"), QStringLiteral("--session"), input, QStringLiteral("--chart"),
        chart, QStringLiteral("--png"), png });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFile::exists(png));
}

void TestUiRender::unwritableOutputIsAnError()
{
    const QString input = resultFile(QStringLiteral("surface"),
        { QStringLiteral("surface"), QStringLiteral("--zones"), QStringLiteral("40"), QStringLiteral("--zone-size"),
            QStringLiteral("1M") });
    QVERIFY(!input.isEmpty());
    const QString png = m_dir.filePath(QStringLiteral("missing-dir/out.png"));
    const CliRun run = cli({ QStringLiteral("render"), QStringLiteral("--session"), input, QStringLiteral("--chart"),
        QStringLiteral("surface"), QStringLiteral("--png"), png });
    // Refused before anything is drawn, as every output that cannot be written is.
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(png), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestUiRender)
#include "tst_uirender.moc"
