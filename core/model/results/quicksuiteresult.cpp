#include "model/results/quicksuiteresult.h"

#include "model/jsonreader.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "model/wording.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <cmath>
#include <limits>
#include <tuple>

namespace ds {

QuickSuiteOptions QuickSuiteOptions::forProfile(QuickProfile profile)
{
    const QuickProfileSpec& spec = quickProfileSpec(profile);
    QuickSuiteOptions options;
    options.profile = profile;
    options.secondsPerTest = spec.measureSeconds;
    options.repeats = spec.count;
    options.intervalSeconds = spec.intervalSeconds;
    options.testBytes = spec.testBytes;
    return options;
}

QString QuickSuiteOptions::describe(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::RunPlan", source); };
    // %1 the profile, %2 the test size or "whole target", %3 seconds per test, %4 runs, %5 "best run" or "mean"
    QString text = words(QT_TRANSLATE_NOOP("ds::RunPlan", "%1, %2, %3 s × %4 runs, %5"))
                       .arg(quickProfileTitle(profile, translated))
                       .arg(testBytes ? formatBinarySize(testBytes)
                                      : words(QT_TRANSLATE_NOOP("ds::RunPlan", "the whole target")))
                       .arg(wordingNumber(translated, secondsPerTest))
                       .arg(repeats)
                       .arg(summary == RepeatSummary::Best ? words(QT_TRANSLATE_NOOP("ds::RunPlan", "best run"))
                                                           : words(QT_TRANSLATE_NOOP("ds::RunPlan", "mean")));
    if (!writes)
        text += words(QT_TRANSLATE_NOOP("ds::RunPlan", ", read only"));
    if (mixReadPercent)
        // %1 the mix row's share of reads
        text += words(QT_TRANSLATE_NOOP("ds::RunPlan", ", mix %1 % read")).arg(*mixReadPercent);
    if (!tests.isEmpty())
        // %1 the tests run, "SEQ1M Q1T1"
        text += words(QT_TRANSLATE_NOOP("ds::RunPlan", ", only %1")).arg(tests.join(QStringLiteral(", ")));
    return text;
}

static WorkloadSpec rowSpec(const QuickRowShape& shape, const QuickSuiteOptions& options)
{
    WorkloadSpec spec;
    spec.blockSizes.front().bytes = shape.blockBytes;
    spec.randomPercent = shape.random ? 100 : 0;
    spec.queueDepth = shape.queueDepth;
    spec.jobs = options.jobs != 0 ? options.jobs : shape.threads;
    spec.cpus = options.cpus;
    spec.data = options.data;
    spec.regionLength = options.testBytes;
    spec.durationSeconds = options.secondsPerTest;
    spec.warmupSeconds = std::min(1.0, options.secondsPerTest / 5);
    spec.repeats = options.repeats;
    spec.seed = options.seed;
    return spec;
}

std::vector<QuickSuiteEntry> quickSuiteEntries(const QuickSuiteOptions& options)
{
    const QuickProfileSpec& profile = quickProfileSpec(options.profile);
    std::vector<QuickSuiteEntry> entries;
    for (const QuickRowShape& shape : profile.rows) {
        QuickSuiteEntry entry;
        entry.name = shape.name();
        entry.read = rowSpec(shape, options);
        entry.read.readPercent = 100;
        entry.write = entry.read;
        entry.write.readPercent = 0;
        entries.push_back(entry);
    }
    if (options.mixReadPercent) {
        QuickSuiteEntry entry;
        entry.name = quickMixRowName(profile.mix);
        entry.mix = rowSpec(profile.mix, options);
        entry.mix->readPercent = *options.mixReadPercent;
        entry.read = entry.write = *entry.mix;
        entries.push_back(entry);
    }
    return entries;
}

std::vector<QuickSuiteEntry> quickSuiteEntries(double secondsPerTest, unsigned repeats, uint64_t seed)
{
    QuickSuiteOptions options;
    options.secondsPerTest = secondsPerTest;
    options.repeats = repeats;
    options.seed = seed;
    options.testBytes = 0;
    return quickSuiteEntries(options);
}

uint64_t QuickSuiteResult::testBytesUsed() const
{
    if (options.testBytes == 0 || (target.sizeBytes != 0 && options.testBytes > target.sizeBytes))
        return target.sizeBytes;
    return options.testBytes;
}

// A pass's figures, with what it did not count absent (NaN) rather than 0.
static QuickFigure passFigure(const RunMeasurement& run)
{
    QuickFigure figure = DisplayFigures::of(run);
    if (run.ios() == 0 && run.bytes() > 0)
        figure.iops = std::numeric_limits<double>::quiet_NaN();
    if (run.combinedLatency().count() == 0)
        figure.meanLatencyUs = std::numeric_limits<double>::quiet_NaN();
    return figure;
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
        return passFigure(*best);
    }
    for (const RunMeasurement& run : result.repeats) {
        const QuickFigure one = passFigure(run);
        figure.megabytesPerSecond += one.megabytesPerSecond;
        figure.iops += one.iops;
        figure.meanLatencyUs += one.meanLatencyUs;
    }
    const auto count = static_cast<double>(result.repeats.size());
    figure.megabytesPerSecond /= count;
    figure.iops /= count;
    figure.meanLatencyUs /= count;
    return figure;
}

QJsonObject QuickSuiteSource::toJson() const
{
    QJsonObject object { { QStringLiteral("program"), program }, { QStringLiteral("os"), os },
        { QStringLiteral("date"), date }, { QStringLiteral("lines"), QJsonArray::fromStringList(lines) } };
    if (!megabyte.isEmpty())
        object.insert(QStringLiteral("megabyte"), megabyte);
    return object;
}

QuickSuiteSource QuickSuiteSource::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    QuickSuiteSource source;
    source.program = in.string(QStringLiteral("program"));
    source.os = in.string(QStringLiteral("os"));
    source.date = in.string(QStringLiteral("date"));
    source.megabyte = in.string(QStringLiteral("megabyte"));
    source.lines = in.strings(QStringLiteral("lines"));
    return source;
}

// A test's figures in CrystalDiskMark's text layout, `unit`'s first: "1234.567 MB/s [ 1177.4 IOPS]
// < 6789.12 us>", "    1.235 GB/s [ …", " 1177.4 IOPS [1234.567 MB/s] < …", "  6789.12 us [1234.567 MB/s] < …".
static QString textFigures(const QuickFigure& value, DisplayUnit unit)
{
    auto text = [&](DisplayUnit part) {
        switch (part) {
        case DisplayUnit::MegabytesPerSecond:
            return QStringLiteral("%1 MB/s").arg(value.megabytesPerSecond, 9, 'f', 3);
        case DisplayUnit::GigabytesPerSecond:
            return QStringLiteral("%1 GB/s").arg(value.in(part), 9, 'f', 3);
        case DisplayUnit::Iops:
            return QStringLiteral("%1 IOPS").arg(value.iops, 10, 'f', 1);
        case DisplayUnit::Microseconds:
            break;
        }
        return QStringLiteral("%1 us").arg(value.meanLatencyUs, 9, 'f', 2);
    };
    // A figure the result does not hold is left out, as the report it came from left it out.
    auto held = [&](DisplayUnit part) {
        return part == DisplayUnit::Iops        ? std::isfinite(value.iops)
            : part == DisplayUnit::Microseconds ? std::isfinite(value.meanLatencyUs)
                                                : true;
    };
    const std::vector<DisplayUnit> order = displayOrder(unit);
    QString line = held(order[0]) ? text(order[0]) : QStringLiteral("%1 n/a").arg(QString(), 8);
    if (held(order[1]))
        line += QStringLiteral(" [%1]").arg(text(order[1]));
    if (held(order[2]))
        line += QStringLiteral(" <%1>").arg(text(order[2]));
    return line;
}

QString QuickSuiteResult::summaryText(DisplayUnit unit, const QString& os) const
{
    const QString rule = QString(78, QLatin1Char('-'));
    QStringList lines;
    lines << rule
          << (source ? QStringLiteral("%1 quick suite, read from its report by DriveScope %2")
                           .arg(source->program, QStringLiteral(DRIVESCOPE_VERSION))
                     : QStringLiteral("DriveScope %1 quick suite").arg(QStringLiteral(DRIVESCOPE_VERSION)))
          << rule
          << QStringLiteral("* %1; figure of %2 over %3 run(s) of each test")
                 .arg(unit == DisplayUnit::GigabytesPerSecond ? QStringLiteral("GB/s = 1,000,000,000 bytes/s")
                                                              : QStringLiteral("MB/s = 1,000,000 bytes/s"))
                 .arg(options.summary == RepeatSummary::Best ? QStringLiteral("the best run")
                                                             : QStringLiteral("the mean"))
                 .arg(options.repeats);
    if (!options.tests.isEmpty())
        lines << QStringLiteral("* only %1 run").arg(options.tests.join(QStringLiteral(", ")));
    lines << QString();
    using Side = std::optional<WorkloadResult> QuickSuiteRow::*;
    auto section = [&](const QString& title, Side side) {
        QStringList body;
        for (const QuickSuiteRow& row : rows) {
            const std::optional<WorkloadResult>& result = row.*side;
            if (!result || result->repeats.empty())
                continue;
            const QuickFigure value = figure(*result);
            const WorkloadSpec& spec = result->spec;
            const QString kind = spec.randomPercent == 0 ? QStringLiteral("SEQ") : QStringLiteral("RND");
            const QString size = formatBinarySize(spec.blockSizes.front().bytes).remove(QLatin1Char(' '));
            const QString spread
                = repeatabilityIn(*result, unit).describe(displayUnitTitle(unit), displayUnitDecimals(unit));
            body << QStringLiteral("  %1 %2 (Q=%3, T=%4): %5%6%7")
                        .arg(kind, -3)
                        .arg(size, 7)
                        .arg(spec.queueDepth, 3)
                        .arg(spec.jobs, 2)
                        .arg(textFigures(value, unit))
                        .arg(spread.isEmpty() ? QString() : QStringLiteral(" ") + spread)
                        .arg(result->cancelled ? QStringLiteral(" (cancelled)") : QString());
        }
        // The read and write sections always, as CrystalDiskMark's; the mix section when there is one.
        if (body.isEmpty() && side == &QuickSuiteRow::mix)
            return;
        lines << title << body << QString();
    };
    section(QStringLiteral("[Read]"), &QuickSuiteRow::read);
    if (options.writes)
        section(QStringLiteral("[Write]"), &QuickSuiteRow::write);
    if (options.mixReadPercent)
        section(
            QStringLiteral("[Mix] Read %1%/Write %2%").arg(*options.mixReadPercent).arg(100 - *options.mixReadPercent),
            &QuickSuiteRow::mix);
    // A report names no size of its test file: said, not 0.
    QString targetLine = target.sizeBytes > 0
        ? QStringLiteral("%1 (%2, %3 bytes)").arg(target.path, target.kindName()).arg(target.sizeBytes)
        : QStringLiteral("%1 (%2, size unknown)").arg(target.path, target.kindName());
    if (target.drive && !target.drive->model.isEmpty())
        targetLine += QStringLiteral(" on %1").arg(target.drive->model);
    // CrystalDiskMark's closing fields, in its order and words where it has them.
    lines << QStringLiteral("  Profile: %1").arg(quickProfileTitle(options.profile))
          << QStringLiteral("     Test: %1 (x%2)%3")
                 .arg(formatBinarySize(testBytesUsed()).remove(QLatin1Char(' ')))
                 .arg(options.repeats)
                 // CrystalDiskMark's tag for its "All 0x00" test data
                 .arg(options.writes && options.data == DataPattern::Zero ? QStringLiteral(" <0Fill>") : QString())
          << QStringLiteral("     Mode: %1")
                 .arg(options.writes ? QStringLiteral("read & write") : QStringLiteral("read only"))
          << QStringLiteral("     Time: Measure %1 sec / Interval %2 sec")
                 .arg(options.secondsPerTest)
                 .arg(options.intervalSeconds)
          << QStringLiteral("   Target: %1").arg(targetLine) << QStringLiteral("   Engine: %1").arg(engine)
          << QStringLiteral("     Date: %1").arg(startedAt);
    // The report's own OS line, or the machine the session says the run was on; none where neither is known.
    const QString osLine = source ? source->os : os;
    if (!osLine.isEmpty())
        lines << QStringLiteral("       OS: %1").arg(osLine);
    lines << QStringLiteral("  Comment: %1").arg(options.comment);
    if (source && !source->megabyte.isEmpty())
        lines << QStringLiteral("     Note: %1; shown here in MB/s of 1,000,000 bytes").arg(source->megabyte);
    if (cancelled)
        lines << QStringLiteral("  CANCELLED: partial result");
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QJsonObject QuickSuiteResult::toJson() const
{
    QJsonArray tests;
    for (const QuickSuiteRow& row : rows) {
        QJsonObject test { { QStringLiteral("name"), row.name } };
        for (const auto& [key, result, from] : { std::tuple { "read", &row.read, &row.readFrom },
                 std::tuple { "write", &row.write, &row.writeFrom }, std::tuple { "mix", &row.mix, &row.mixFrom } }) {
            if (!*result)
                continue;
            QJsonObject object = (*result)->toJson();
            // Only for a cell another run measured (a row run again kept it), so a reader can tell.
            if (!from->isEmpty())
                object.insert(QStringLiteral("measuredAt"), *from);
            const QuickFigure value = figure(**result);
            // A figure the result does not hold is left out of the summary, never written as 0.
            QJsonObject summary { { QStringLiteral("megabytesPerSecond"), value.megabytesPerSecond } };
            if (std::isfinite(value.iops))
                summary.insert(QStringLiteral("iops"), value.iops);
            if (std::isfinite(value.meanLatencyUs))
                summary.insert(QStringLiteral("meanLatencyUs"), value.meanLatencyUs);
            object.insert(QStringLiteral("summary"), summary);
            test.insert(QLatin1String(key), object);
        }
        tests.append(test);
    }
    QJsonObject object {
        { QStringLiteral("suite"), QStringLiteral("quick") },
        { QStringLiteral("profile"), quickProfileKey(options.profile) },
        { QStringLiteral("testBytes"), QString::number(options.testBytes) },
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
    if (options.jobs != 0)
        object.insert(QStringLiteral("jobs"), static_cast<int>(options.jobs));
    if (options.mixReadPercent)
        object.insert(QStringLiteral("mixReadPercent"), static_cast<int>(*options.mixReadPercent));
    if (!options.comment.isEmpty())
        object.insert(QStringLiteral("comment"), options.comment);
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
    if (source)
        object.insert(QStringLiteral("source"), source->toJson());
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
    // Sessions from before profiles ran the Default profile over the whole target.
    if (in.has(QStringLiteral("profile")))
        result.options.profile = in.within(
            QStringLiteral("profile"), [&] { return parseQuickProfile(in.string(QStringLiteral("profile"))); });
    result.options.testBytes = in.whole(QStringLiteral("testBytes"), 0);
    // Absent: each row's own threads, which before profiles were one (or the jobs given, written then).
    if (in.has(QStringLiteral("jobs")))
        result.options.jobs = in.count(QStringLiteral("jobs"), 1, WorkloadSpec::kMaxJobs);
    else
        result.options.jobs = 0;
    if (in.has(QStringLiteral("mixReadPercent"))) {
        result.options.mixReadPercent = in.count(QStringLiteral("mixReadPercent"), 1, 99);
        in.within(QStringLiteral("mixReadPercent"), [&] { checkMixReadPercent(*result.options.mixReadPercent); });
    }
    result.options.comment = in.string(QStringLiteral("comment"));
    const QJsonArray cpus = in.array(QStringLiteral("cpus"));
    for (qsizetype i = 0; i < cpus.size(); ++i)
        result.options.cpus.push_back(static_cast<unsigned>(in.wholeAt(cpus, i, QStringLiteral("cpus"))));
    if (in.has(QStringLiteral("data")))
        result.options.data
            = in.within(QStringLiteral("data"), [&] { return parseDataPattern(in.string(QStringLiteral("data"))); });
    if (in.has(QStringLiteral("only")))
        result.options.tests = in.strings(QStringLiteral("only"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    if (in.has(QStringLiteral("source")))
        result.source = in.read<QuickSuiteSource>(QStringLiteral("source"));
    const QJsonArray tests = in.array(QStringLiteral("tests"));
    for (qsizetype i = 0; i < tests.size(); ++i) {
        const JsonReader test = in.element(tests, i, QStringLiteral("tests"));
        QuickSuiteRow row;
        row.name = test.string(QStringLiteral("name"));
        for (const auto& [key, cell, from] : { std::tuple { QStringLiteral("read"), &row.read, &row.readFrom },
                 std::tuple { QStringLiteral("write"), &row.write, &row.writeFrom },
                 std::tuple { QStringLiteral("mix"), &row.mix, &row.mixFrom } }) {
            if (!test.has(key))
                continue;
            *cell = test.read<WorkloadResult>(key);
            *from = test.child(key).string(QStringLiteral("measuredAt"));
        }
        result.rows.push_back(std::move(row));
    }
    return result;
}

QuickSuiteResult mergeQuickSuiteRerun(const QuickSuiteResult& before, QuickSuiteResult rerun, const QStringList& order)
{
    auto rowOf = [](const QuickSuiteResult& quick, const QString& name) -> const QuickSuiteRow* {
        for (const QuickSuiteRow& row : quick.rows)
            if (row.name == name)
                return &row;
        return nullptr;
    };
    // A kept cell names the run that measured it: its own origin where it was kept before too.
    auto origin = [&](const QString& from) { return from.isEmpty() ? before.startedAt : from; };
    std::vector<QuickSuiteRow> rows;
    QStringList shown;
    for (const QString& name : order) {
        const QuickSuiteRow* fresh = rowOf(rerun, name);
        const QuickSuiteRow* kept = rowOf(before, name);
        QuickSuiteRow row;
        row.name = name;
        if (fresh && fresh->read)
            row.read = fresh->read;
        else if (kept && kept->read) {
            row.read = kept->read;
            row.readFrom = origin(kept->readFrom);
        }
        if (fresh && fresh->write)
            row.write = fresh->write;
        else if (kept && kept->write) {
            row.write = kept->write;
            row.writeFrom = origin(kept->writeFrom);
        }
        if (fresh && fresh->mix)
            row.mix = fresh->mix;
        else if (kept && kept->mix) {
            row.mix = kept->mix;
            row.mixFrom = origin(kept->mixFrom);
        }
        if (row.read || row.write || row.mix) {
            shown += name;
            rows.push_back(std::move(row));
        }
    }
    rerun.rows = std::move(rows);
    rerun.options.tests = shown.size() == order.size() ? QStringList() : shown;
    return rerun;
}

} // namespace ds
