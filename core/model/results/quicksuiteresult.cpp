#include "model/results/quicksuiteresult.h"

#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSysInfo>
#include <cmath>

namespace ds {

std::vector<QuickSuiteEntry> quickSuiteEntries(double secondsPerTest, unsigned repeats, uint64_t seed)
{
    struct Shape {
        const char* name;
        uint32_t blockBytes;
        unsigned randomPercent;
        unsigned queueDepth;
    };
    static const Shape shapes[] = {
        { "SEQ1M Q8T1", 1u << 20, 0, 8 },
        { "SEQ1M Q1T1", 1u << 20, 0, 1 },
        { "RND4K Q32T1", 4096, 100, 32 },
        { "RND4K Q1T1", 4096, 100, 1 },
    };
    std::vector<QuickSuiteEntry> entries;
    for (const Shape& shape : shapes) {
        QuickSuiteEntry entry;
        entry.name = QString::fromLatin1(shape.name);
        WorkloadSpec spec;
        spec.blockSizes.front().bytes = shape.blockBytes;
        spec.randomPercent = shape.randomPercent;
        spec.queueDepth = shape.queueDepth;
        spec.durationSeconds = secondsPerTest;
        spec.warmupSeconds = std::min(1.0, secondsPerTest / 5);
        spec.repeats = repeats;
        spec.seed = seed;
        entry.read = spec;
        entry.read.readPercent = 100;
        entry.write = spec;
        entry.write.readPercent = 0;
        entries.push_back(entry);
    }
    return entries;
}

QuickFigure QuickSuiteResult::figureOf(const WorkloadResult& result, RepeatSummary summary)
{
    QuickFigure figure;
    if (result.repeats.empty())
        return figure;
    if (summary == RepeatSummary::Best) {
        const RunMeasurement* best = &result.repeats.front();
        for (const RunMeasurement& run : result.repeats)
            if (run.megabytesPerSecond() > best->megabytesPerSecond())
                best = &run;
        figure.megabytesPerSecond = best->megabytesPerSecond();
        figure.iops = best->iops();
        figure.meanLatencyUs = best->combinedLatency().meanNs() / 1e3;
        return figure;
    }
    for (const RunMeasurement& run : result.repeats) {
        figure.megabytesPerSecond += run.megabytesPerSecond();
        figure.iops += run.iops();
        figure.meanLatencyUs += run.combinedLatency().meanNs() / 1e3;
    }
    const auto count = static_cast<double>(result.repeats.size());
    figure.megabytesPerSecond /= count;
    figure.iops /= count;
    figure.meanLatencyUs /= count;
    return figure;
}

QString QuickSuiteResult::summaryText() const
{
    const QString rule = QString(78, QLatin1Char('-'));
    QStringList lines;
    lines << rule
          << QStringLiteral("DriveScope %1 quick suite (CrystalDiskMark's default set)")
                 .arg(QStringLiteral(DRIVESCOPE_VERSION))
          << rule
          << QStringLiteral("* MB/s = 1,000,000 bytes/s; figure of %1 over %2 run(s) of each test")
                 .arg(options.summary == RepeatSummary::Best ? QStringLiteral("the best run")
                                                             : QStringLiteral("the mean"))
                 .arg(options.repeats);
    if (!options.tests.isEmpty())
        lines << QStringLiteral("* only %1 run").arg(options.tests.join(QStringLiteral(", ")));
    lines << QString();
    auto section = [&](const char* title, bool write) {
        lines << QStringLiteral("[%1]").arg(QLatin1String(title));
        for (const QuickSuiteRow& row : rows) {
            const std::optional<WorkloadResult>& result = write ? row.write : row.read;
            if (!result || result->repeats.empty())
                continue;
            const QuickFigure value = figure(*result);
            const WorkloadSpec& spec = result->spec;
            const QString kind = spec.randomPercent == 0 ? QStringLiteral("SEQ") : QStringLiteral("RND");
            const QString size = formatBinarySize(spec.blockSizes.front().bytes).remove(QLatin1Char(' '));
            const QString spread = result->repeatability().describe(QStringLiteral("MB/s"), 2);
            lines << QStringLiteral("  %1 %2 (Q=%3, T=%4): %5 MB/s [%6 IOPS] <%7 us>%8%9")
                         .arg(kind, -3)
                         .arg(size, 7)
                         .arg(spec.queueDepth, 3)
                         .arg(spec.jobs, 2)
                         .arg(value.megabytesPerSecond, 9, 'f', 3)
                         .arg(value.iops, 10, 'f', 1)
                         .arg(value.meanLatencyUs, 9, 'f', 2)
                         .arg(spread.isEmpty() ? QString() : QStringLiteral(" ") + spread)
                         .arg(result->cancelled ? QStringLiteral(" (cancelled)") : QString());
        }
        lines << QString();
    };
    section("Read", false);
    if (options.writes)
        section("Write", true);
    QString targetLine = QStringLiteral("%1 (%2, %3 bytes)").arg(target.path, target.kindName()).arg(target.sizeBytes);
    if (target.drive && !target.drive->model.isEmpty())
        targetLine += QStringLiteral(" on %1").arg(target.drive->model);
    lines << QStringLiteral("  Target: %1").arg(targetLine)
          << QStringLiteral("    Test: %1 s per run, %2 run(s), interval %3 s, engine %4%5")
                 .arg(options.secondsPerTest)
                 .arg(options.repeats)
                 .arg(options.intervalSeconds)
                 .arg(engine)
                 // CrystalDiskMark's tag for its "All 0x00" test data
                 .arg(options.writes && options.data == DataPattern::Zero ? QStringLiteral(" <0Fill>") : QString())
          << QStringLiteral("    Date: %1").arg(startedAt)
          << QStringLiteral("      OS: %1 (kernel %2)").arg(QSysInfo::prettyProductName(), QSysInfo::kernelVersion());
    if (cancelled)
        lines << QStringLiteral("  CANCELLED: partial result");
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QJsonObject QuickSuiteResult::toJson() const
{
    QJsonArray tests;
    for (const QuickSuiteRow& row : rows) {
        QJsonObject test { { QStringLiteral("name"), row.name } };
        for (const auto& [key, result] : { std::pair { "read", &row.read }, std::pair { "write", &row.write } }) {
            if (!*result)
                continue;
            QJsonObject object = (*result)->toJson();
            const QuickFigure value = figure(**result);
            object.insert(QStringLiteral("summary"),
                QJsonObject { { QStringLiteral("megabytesPerSecond"), value.megabytesPerSecond },
                    { QStringLiteral("iops"), value.iops }, { QStringLiteral("meanLatencyUs"), value.meanLatencyUs } });
            test.insert(QLatin1String(key), object);
        }
        tests.append(test);
    }
    QJsonObject object {
        { QStringLiteral("suite"), QStringLiteral("quick") },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("secondsPerTest"), options.secondsPerTest },
        { QStringLiteral("repeats"), static_cast<int>(options.repeats) },
        { QStringLiteral("intervalSeconds"), options.intervalSeconds },
        { QStringLiteral("writes"), options.writes },
        { QStringLiteral("seed"), QString::number(options.seed) },
        { QStringLiteral("repeatSummary"),
            options.summary == RepeatSummary::Best ? QStringLiteral("best") : QStringLiteral("mean") },
        { QStringLiteral("tests"), tests },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("text"), summaryText() },
    };
    // Only when set, so that a default suite's document stays as it always was.
    if (options.jobs > 1)
        object.insert(QStringLiteral("jobs"), static_cast<int>(options.jobs));
    if (!options.cpus.empty()) {
        QJsonArray cpus;
        for (unsigned cpu : options.cpus)
            cpus.append(static_cast<int>(cpu));
        object.insert(QStringLiteral("cpus"), cpus);
    }
    if (options.data != DataPattern::Random)
        object.insert(QStringLiteral("data"), dataPatternName(options.data));
    // Only for a part of the suite, so that a whole suite's document stays as it always was.
    if (!options.tests.isEmpty())
        object.insert(QStringLiteral("only"), QJsonArray::fromStringList(options.tests));
    return object;
}

QuickSuiteResult QuickSuiteResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    QuickSuiteResult result;
    result.target = in.read<TargetInfo>(QStringLiteral("target"));
    result.engine = in.string(QStringLiteral("engine"));
    result.startedAt = in.string(QStringLiteral("startedAt"));
    result.options.secondsPerTest = in.number(QStringLiteral("secondsPerTest"), result.options.secondsPerTest);
    result.options.repeats = in.count(QStringLiteral("repeats"), result.options.repeats);
    result.options.intervalSeconds = in.number(QStringLiteral("intervalSeconds"), result.options.intervalSeconds);
    const QString summary = in.string(QStringLiteral("repeatSummary"), QStringLiteral("best"));
    if (summary != QLatin1String("best") && summary != QLatin1String("mean"))
        in.fail(QStringLiteral("repeatSummary"), QStringLiteral("expected \"best\" or \"mean\""));
    result.options.summary = summary == QLatin1String("best") ? RepeatSummary::Best : RepeatSummary::Mean;
    result.options.writes = in.boolean(QStringLiteral("writes"), true);
    result.options.seed = in.whole(QStringLiteral("seed"), 1);
    result.options.jobs = in.count(QStringLiteral("jobs"), 1, WorkloadSpec::kMaxJobs);
    const QJsonArray cpus = in.array(QStringLiteral("cpus"));
    for (qsizetype i = 0; i < cpus.size(); ++i)
        result.options.cpus.push_back(static_cast<unsigned>(in.wholeAt(cpus, i, QStringLiteral("cpus"))));
    if (in.has(QStringLiteral("data")))
        result.options.data
            = in.within(QStringLiteral("data"), [&] { return parseDataPattern(in.string(QStringLiteral("data"))); });
    if (in.has(QStringLiteral("only")))
        result.options.tests = in.strings(QStringLiteral("only"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    const QJsonArray tests = in.array(QStringLiteral("tests"));
    for (qsizetype i = 0; i < tests.size(); ++i) {
        const JsonReader test = in.element(tests, i, QStringLiteral("tests"));
        QuickSuiteRow row;
        row.name = test.string(QStringLiteral("name"));
        if (test.has(QStringLiteral("read")))
            row.read = test.read<WorkloadResult>(QStringLiteral("read"));
        if (test.has(QStringLiteral("write")))
            row.write = test.read<WorkloadResult>(QStringLiteral("write"));
        result.rows.push_back(std::move(row));
    }
    return result;
}

} // namespace ds
