#include "model/reportimport.h"

#include "model/fiocommand.h"
#include "model/uint128.h"
#include "model/usererror.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>

namespace ds {

namespace {
    // A figure as the report printed it: digits, and how many of them follow the point, so that
    // "7427.749" stays 7427749 thousandths and no binary fraction creeps in.
    struct Decimal {
        uint64_t digits = 0;
        int places = 0;
        // The value times 10^places, rounded where the report printed more places; nullopt past 2^63.
        std::optional<uint64_t> scaled(int wanted) const
        {
            uint64_t value = digits;
            for (int i = places; i < wanted; ++i)
                if (__builtin_mul_overflow(value, uint64_t { 10 }, &value) || value > (uint64_t { 1 } << 63))
                    return std::nullopt;
            for (int i = wanted; i < places; ++i)
                value = (value + 5) / 10;
            return value;
        }
        bool isZero() const { return digits == 0; }
        double value() const { return static_cast<double>(digits) / std::pow(10.0, places); }
    };

    std::optional<Decimal> parseDecimal(const QString& text)
    {
        static const QRegularExpression form(QStringLiteral("^(\\d{1,12})(?:\\.(\\d{1,6}))?$"));
        const QRegularExpressionMatch match = form.match(text);
        if (!match.hasMatch())
            return std::nullopt;
        Decimal decimal;
        const QString fraction = match.captured(2);
        decimal.digits = (match.captured(1) + fraction).toULongLong();
        decimal.places = static_cast<int>(fraction.size());
        return decimal;
    }

    // One cell of the report: a test in one direction (or the mix) with the figures its layout has.
    struct Cell {
        QuickRowShape shape;
        enum class Side { Read, Write, Mix } side = Side::Read;
        Decimal megabytesPerSecond;
        std::optional<Decimal> iops;
        std::optional<Decimal> microseconds;
        int line = 0;
    };

    enum class Program { CrystalDiskMark, KDiskMark };

    struct Report {
        Program program = Program::CrystalDiskMark;
        QString programText; // "CrystalDiskMark 8.0.4 x64", "KDiskMark 3.2.0"
        int major = 0;
        QString fio; // KDiskMark: "fio-3.39"
        std::vector<Cell> cells;
        std::optional<unsigned> mixReadPercent;
        std::map<QString, QString> fields; // Profile, Test, Mode, Time, Date, OS, Comment: as written
        QStringList fieldLines; // the closing lines as written, trimmed
    };

    // The encoding of a report's bytes and the length of its byte order mark: UTF-16LE (CrystalDiskMark's,
    // with or without its mark), UTF-16BE with its mark, or UTF-8 (KDiskMark's; CrystalDiskMark's when
    // saved so).
    QStringConverter::Encoding encodingOf(const QByteArray& bytes, qsizetype* skip)
    {
        *skip = 0;
        if (bytes.startsWith("\xFF\xFE")) {
            *skip = 2;
            return QStringConverter::Utf16LE;
        }
        if (bytes.startsWith("\xFE\xFF")) {
            *skip = 2;
            return QStringConverter::Utf16BE;
        }
        if (bytes.startsWith("\xEF\xBB\xBF")) {
            *skip = 3;
            return QStringConverter::Utf8;
        }
        if (bytes.size() >= 2 && bytes.at(0) != '\0' && bytes.at(1) == '\0')
            return QStringConverter::Utf16LE; // UTF-16 text whose mark was lost
        return QStringConverter::Utf8;
    }

    // The bytes as text, lines joined by LF (CRLF, LF and CR alike); throws UserError for anything that
    // is not whole text of one of those encodings.
    QString decodeReport(const QByteArray& bytes, const QString& origin)
    {
        if (bytes.size() > kMaxReportBytes)
            throw UserError(QStringLiteral("%1 is %2 bytes; a CrystalDiskMark or KDiskMark report is a few kilobytes "
                                           "and DriveScope reads at most %3")
                                .arg(origin)
                                .arg(bytes.size())
                                .arg(kMaxReportBytes));
        if (bytes.trimmed().isEmpty())
            throw UserError(QStringLiteral("%1 is empty").arg(origin));
        qsizetype skip = 0;
        const QStringConverter::Encoding encoding = encodingOf(bytes, &skip);
        const bool utf16 = encoding != QStringConverter::Utf8;
        if (utf16 && (bytes.size() - skip) % 2 != 0)
            throw UserError(
                QStringLiteral("%1 ends in the middle of a UTF-16 character: the file is cut short").arg(origin));
        QStringDecoder decoder(encoding, QStringConverter::Flag::Stateless);
        QString text = decoder.decode(bytes.mid(skip));
        if (decoder.hasError())
            throw UserError(QStringLiteral("%1 is not %2 text")
                                .arg(origin, utf16 ? QStringLiteral("UTF-16") : QStringLiteral("UTF-8 or UTF-16")));
        if (text.contains(QChar(0)))
            throw UserError(QStringLiteral("%1 holds NUL characters: not a text report (or its byte order mark does "
                                           "not match its encoding)")
                                .arg(origin));
        text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
        text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
        return text;
    }

    const QRegularExpression& crystalHeader()
    {
        // "CrystalDiskMark 8.0.4 x64 (C) 2007-2021 hiyohiyo", "CrystalDiskMark 8.0.4 Shizuku Edition x64 (C) …"
        static const QRegularExpression header(
            QStringLiteral("^\\s*(CrystalDiskMark (\\d+)\\.(\\d+)\\.(\\d+)[a-z]?(?: [^(]*?)?)\\s*\\(C\\)"));
        return header;
    }

    const QRegularExpression& kdiskmarkHeader()
    {
        // "                     KDiskMark (3.2.0): https://github.com/JonMagon/KDiskMark"
        static const QRegularExpression header(QStringLiteral("^\\s*KDiskMark \\(([^()\\s]{1,40})\\):"));
        return header;
    }

    QString lineDescription(int line) { return QStringLiteral("line %1").arg(line); }

    // "SEQ    1MiB (Q=  8, T= 1): 7427.749 MB/s [   7083.7 IOPS] <   987.81 us>" (CrystalDiskMark 8, 9),
    // "Sequential 1MiB (Q=  8, T= 1): …", "    Random 4KiB (Q= 32, T=16): …" (7),
    // "Sequential   1 MiB (Q=  8, T= 1): …", "Random   4 KiB (…" (KDiskMark).
    const QRegularExpression& sectionRow()
    {
        static const QRegularExpression row(QStringLiteral(
            "^\\s*(SEQ|RND|Sequential|Random)\\s+(\\d{1,7})\\s*(KiB|MiB)\\s*\\(\\s*Q=\\s*(\\d{1,5})\\s*,\\s*"
            "T=\\s*(\\d{1,4})\\s*\\)\\s*:\\s*(\\S+)\\s+MB/s\\s*\\[\\s*(\\S+)\\s+IOPS\\s*\\]\\s*"
            "(?:<\\s*(\\S+)\\s+us\\s*>)?\\s*$"));
        return row;
    }

    // "   Sequential Read (Q= 32,T= 1) :   471.231 MB/s", "  Random Read 4KiB (Q=  8,T= 8) : … [  96167.0 IOPS]"
    // (CrystalDiskMark 6), "          Sequential Read (T= 1) : …" (5).
    const QRegularExpression& flatRow()
    {
        static const QRegularExpression row(QStringLiteral(
            "^\\s*(Sequential|Random) (Read|Write)(?: (\\d{1,7}) ?(KiB|MiB))? \\((?:Q=\\s*(\\d{1,5}),\\s*)?"
            "T=\\s*(\\d{1,4})\\)\\s*:\\s*(\\S+)\\s+MB/s(?:\\s*\\[\\s*(\\S+)\\s+IOPS\\s*\\])?\\s*$"));
        return row;
    }

    const QRegularExpression& field()
    {
        static const QRegularExpression line(
            QStringLiteral("^\\s*(Profile|Test|Mode|Time|Date|OS|Comment|Target)\\s*:(.*)$"));
        return line;
    }

    Decimal figure(const QString& text, const QString& what, int line, const QString& origin)
    {
        const std::optional<Decimal> value = parseDecimal(text);
        if (!value)
            throw UserError(
                QStringLiteral("%1, %2: the %3 \"%4\" is not a figure").arg(origin, lineDescription(line), what, text));
        return *value;
    }

    unsigned whole(
        const QString& text, unsigned low, unsigned high, const QString& what, int line, const QString& origin)
    {
        bool ok = false;
        const uint value = text.toUInt(&ok);
        if (!ok || value < low || value > high)
            throw UserError(QStringLiteral("%1, %2: %3 %4 is outside %5 … %6")
                                .arg(origin, lineDescription(line), what, text)
                                .arg(low)
                                .arg(high));
        return value;
    }

    uint32_t blockBytes(const QString& number, const QString& unit, int line, const QString& origin)
    {
        const unsigned value = whole(
            number, 1, unit == QLatin1String("MiB") ? 64 : 65536, QStringLiteral("the block size"), line, origin);
        return value << (unit == QLatin1String("MiB") ? 20 : 10);
    }

    Report parseReport(const QString& text, const QString& origin)
    {
        Report report;
        const QStringList lines = text.split(QLatin1Char('\n'));
        int headerLine = -1;
        for (int i = 0; i < lines.size() && i < 12 && headerLine < 0; ++i) {
            if (const QRegularExpressionMatch match = crystalHeader().match(lines[i]); match.hasMatch()) {
                report.program = Program::CrystalDiskMark;
                report.programText = match.captured(1).simplified();
                report.major = match.captured(2).toInt();
                headerLine = i;
            } else if (const QRegularExpressionMatch kdm = kdiskmarkHeader().match(lines[i]); kdm.hasMatch()) {
                report.program = Program::KDiskMark;
                report.programText = QStringLiteral("KDiskMark %1").arg(kdm.captured(1));
                headerLine = i;
            }
        }
        if (headerLine < 0)
            throw UserError(QStringLiteral("%1 is not a CrystalDiskMark or KDiskMark text report: no program line "
                                           "(\"CrystalDiskMark 8.0.4 x64 (C) …\", \"KDiskMark (3.2.0): …\") at its top")
                                .arg(origin));
        if (report.program == Program::CrystalDiskMark && (report.major < 5 || report.major > 9))
            throw UserError(QStringLiteral("%1 is a report of %2, whose layout DriveScope does not know (it reads "
                                           "CrystalDiskMark 5 to 9)")
                                .arg(origin, report.programText));
        bool unitsStated = false;
        static const QRegularExpression fioLine(QStringLiteral("Flexible I/O Tester \\(([^()]{1,40})\\)"));
        static const QRegularExpression mixTitle(
            QStringLiteral("^\\s*\\[Mix\\]\\s*Read\\s*(\\d{1,3})%\\s*/\\s*Write\\s*(\\d{1,3})%\\s*$"));
        // The [Read], [Write] or mix section the lines are in; none after a blank line or among the fields.
        // Not an optional: GCC 12 at -O3 warns that its value may be read uninitialized.
        bool inSection = false;
        Cell::Side section = Cell::Side::Read;
        bool inFields = false;
        for (int i = headerLine + 1; i < lines.size(); ++i) {
            const QString& line = lines[i];
            const int number = i + 1;
            const QString trimmed = line.trimmed();
            if (trimmed.isEmpty()) {
                inSection = false;
                continue;
            }
            if (trimmed.contains(QLatin1String("MB/s = 1,000,000 bytes/s"))) {
                unitsStated = true;
                continue;
            }
            if (const QRegularExpressionMatch fio = fioLine.match(line); fio.hasMatch() && report.cells.empty()) {
                report.fio = fio.captured(1);
                continue;
            }
            if (inFields && !field().match(line).hasMatch()) {
                // A comment of several lines runs on; anything else after the fields is not read.
                report.fieldLines << trimmed;
                continue;
            }
            if (trimmed == QLatin1String("[Read]")) {
                section = Cell::Side::Read;
                inSection = true;
                continue;
            }
            if (trimmed == QLatin1String("[Write]")) {
                section = Cell::Side::Write;
                inSection = true;
                continue;
            }
            if (const QRegularExpressionMatch mix = mixTitle.match(line); mix.hasMatch()) {
                const unsigned read
                    = whole(mix.captured(1), 1, 99, QStringLiteral("the mix's read share"), number, origin);
                if (read + mix.captured(2).toUInt() != 100)
                    throw UserError(QStringLiteral("%1, %2: the mix's shares do not add up to 100 %")
                                        .arg(origin, lineDescription(number)));
                report.mixReadPercent = read;
                section = Cell::Side::Mix;
                inSection = true;
                continue;
            }
            if (const QRegularExpressionMatch match = field().match(line); match.hasMatch()) {
                inFields = true;
                inSection = false;
                report.fields[match.captured(1)] = match.captured(2).trimmed();
                report.fieldLines << trimmed;
                continue;
            }
            if (inSection) {
                const QRegularExpressionMatch match = sectionRow().match(line);
                if (!match.hasMatch())
                    throw UserError(QStringLiteral("%1, %2: not a test's figures in the layout of %3: \"%4\"")
                                        .arg(origin, lineDescription(number), report.programText, trimmed.left(120)));
                Cell cell;
                cell.side = section;
                cell.line = number;
                cell.shape.random
                    = match.captured(1) == QLatin1String("RND") || match.captured(1) == QLatin1String("Random");
                cell.shape.blockBytes = blockBytes(match.captured(2), match.captured(3), number, origin);
                cell.shape.queueDepth = whole(match.captured(4), 1, WorkloadSpec::kMaxQueueDepth,
                    QStringLiteral("the queue depth"), number, origin);
                cell.shape.threads = whole(
                    match.captured(5), 1, WorkloadSpec::kMaxJobs, QStringLiteral("the thread count"), number, origin);
                cell.megabytesPerSecond = figure(match.captured(6), QStringLiteral("MB/s"), number, origin);
                cell.iops = figure(match.captured(7), QStringLiteral("IOPS"), number, origin);
                if (match.hasCaptured(8))
                    cell.microseconds = figure(match.captured(8), QStringLiteral("latency"), number, origin);
                report.cells.push_back(cell);
                continue;
            }
            if (const QRegularExpressionMatch match = flatRow().match(line);
                match.hasMatch() && report.major > 0 && report.major <= 6) {
                Cell cell;
                cell.line = number;
                cell.side = match.captured(2) == QLatin1String("Read") ? Cell::Side::Read : Cell::Side::Write;
                cell.shape.random = match.captured(1) == QLatin1String("Random");
                const bool queued = match.hasCaptured(5);
                cell.shape.queueDepth = queued ? whole(match.captured(5), 1, WorkloadSpec::kMaxQueueDepth,
                                            QStringLiteral("the queue depth"), number, origin)
                                               : 1;
                cell.shape.threads = whole(
                    match.captured(6), 1, WorkloadSpec::kMaxJobs, QStringLiteral("the thread count"), number, origin);
                if (match.hasCaptured(3))
                    cell.shape.blockBytes = blockBytes(match.captured(3), match.captured(4), number, origin);
                else
                    // Their sequential rows name no size: 128 KiB with a queue, 1 MiB without (5's "Seq").
                    cell.shape.blockBytes = queued ? (128u << 10) : (1u << 20);
                cell.megabytesPerSecond = figure(match.captured(7), QStringLiteral("MB/s"), number, origin);
                if (match.hasCaptured(8))
                    cell.iops = figure(match.captured(8), QStringLiteral("IOPS"), number, origin);
                report.cells.push_back(cell);
                continue;
            }
            const bool ruleOrNote = trimmed.startsWith(QLatin1Char('-')) || trimmed.startsWith(QLatin1Char('*'))
                || trimmed.contains(QLatin1String("Crystal Dew World")) || trimmed.contains(QLatin1String("https://"));
            if (!ruleOrNote)
                throw UserError(QStringLiteral("%1, %2: not a line of a %3 report: \"%4\"")
                                    .arg(origin, lineDescription(number), report.programText, trimmed.left(120)));
        }
        if (!unitsStated)
            throw UserError(QStringLiteral("%1 does not state its units (\"* MB/s = 1,000,000 bytes/s\"): not a whole "
                                           "%2 report")
                                .arg(origin, report.programText));
        if (report.cells.empty())
            throw UserError(QStringLiteral("%1 holds no test's figures: the report is cut short").arg(origin));
        if (report.fields.find(QStringLiteral("Test")) == report.fields.end())
            throw UserError(
                QStringLiteral("%1 has no \"Test:\" line after its figures: the report is cut short").arg(origin));
        return report;
    }

    // The CrystalDiskMark or KDiskMark profile title as DriveScope's profile; Default for one it does
    // not have (the report's own title is kept in the run's caveat).
    std::optional<QuickProfile> profileOf(const QString& title)
    {
        QString name = title;
        name.remove(QStringLiteral("[+Mix]"));
        name = name.simplified().toLower();
        if (name.isEmpty() || name == QLatin1String("default"))
            return QuickProfile::Default;
        if (name == QLatin1String("peak performance") || name == QLatin1String("peak"))
            return QuickProfile::Peak;
        if (name == QLatin1String("real world performance") || name == QLatin1String("real world"))
            return QuickProfile::RealWorld;
        if (name == QLatin1String("demo"))
            return QuickProfile::Demo;
        if (name == QLatin1String("nvme ssd") || name == QLatin1String("nvme"))
            return QuickProfile::Nvme;
        return std::nullopt;
    }

    // "1 GiB", "1024 MiB", "64 MiB" in the Test line: the region the tests used.
    std::optional<uint64_t> testBytesOf(const QString& test)
    {
        static const QRegularExpression size(QStringLiteral("^(\\d{1,6})\\s*(MiB|GiB)"));
        const QRegularExpressionMatch match = size.match(test);
        if (!match.hasMatch())
            return std::nullopt;
        return match.captured(1).toULongLong() << (match.captured(2) == QLatin1String("GiB") ? 30 : 20);
    }

    // "5 sec", "1 min" after `label` (Measure, Interval) in a Test or Time line.
    std::optional<double> secondsAfter(const QString& text, const QString& label)
    {
        const QRegularExpression form(label + QStringLiteral("\\s*[:=]?\\s*(\\d{1,5})\\s*(sec|min)"));
        const QRegularExpressionMatch match = form.match(text);
        if (!match.hasMatch())
            return std::nullopt;
        return match.captured(1).toDouble() * (match.captured(2) == QLatin1String("min") ? 60 : 1);
    }

    // A cell's figures as a pass DriveScope could have measured: bytes and I/Os over a time that makes
    // both whole, so that MB/s and IOPS come back exactly as printed, and every I/O at the report's
    // mean latency. A figure the report lacks stays out: no I/Os, or no latencies.
    RunMeasurement measurementOf(const Cell& cell, const Report& report, const QString& origin)
    {
        RunMeasurement run;
        // KDiskMark's MB/s is fio's KiB/s over 1000: 1,024,000 bytes, though its header says 1,000,000.
        const uint64_t bytesPerThousandth = report.program == Program::KDiskMark ? 1024 : 1000;
        const std::optional<uint64_t> thousandths = cell.megabytesPerSecond.scaled(3);
        const int places = cell.iops ? std::min(cell.iops->places, 3) : 0;
        uint64_t seconds = 1;
        for (int i = 0; i < places; ++i)
            seconds *= 10;
        uint64_t bytes = 0;
        if (!thousandths || __builtin_mul_overflow(*thousandths, bytesPerThousandth * seconds, &bytes))
            throw UserError(QStringLiteral("%1, %2: %3 MB/s is beyond any drive")
                                .arg(origin, lineDescription(cell.line))
                                .arg(cell.megabytesPerSecond.value()));
        run.seconds = static_cast<double>(seconds);
        uint64_t ios = 0;
        if (cell.iops) {
            const std::optional<uint64_t> scaled = cell.iops->scaled(places);
            if (!scaled || *scaled > (uint64_t { 1 } << 48))
                throw UserError(QStringLiteral("%1, %2: %3 IOPS is beyond any drive")
                                    .arg(origin, lineDescription(cell.line))
                                    .arg(cell.iops->value()));
            ios = *scaled;
        }
        const unsigned readShare = cell.side == Cell::Side::Read ? 100
            : cell.side == Cell::Side::Write                     ? 0
                                                                 : report.mixReadPercent.value_or(100);
        run.readBytes = static_cast<uint64_t>(static_cast<UInt128>(bytes) * readShare / 100);
        run.writeBytes = bytes - run.readBytes;
        run.readIos = static_cast<uint64_t>(static_cast<UInt128>(ios) * readShare / 100);
        run.writeIos = ios - run.readIos;
        if (cell.microseconds && ios > 0) {
            const std::optional<uint64_t> ns = cell.microseconds->scaled(3);
            uint64_t sum = 0;
            if (!ns || *ns > (uint64_t { 1 } << 40) || __builtin_mul_overflow(*ns, ios, &sum))
                throw UserError(QStringLiteral("%1, %2: a latency of %3 µs is beyond any drive")
                                    .arg(origin, lineDescription(cell.line))
                                    .arg(cell.microseconds->value()));
            std::vector<uint64_t> buckets(LatencyHistogram::kBucketCount, 0);
            buckets[LatencyHistogram::bucketIndex(*ns)] = ios;
            const UInt128 squares = static_cast<UInt128>(*ns) * *ns * ios;
            LatencyHistogram latency;
            if (!LatencyHistogram::restore(std::move(buckets), sum, squares, *ns, *ns, latency))
                throw UserError(
                    QStringLiteral("%1, %2: a latency DriveScope cannot hold").arg(origin, lineDescription(cell.line)));
            (readShare > 0 ? run.readLatency : run.writeLatency) = latency;
        }
        return run;
    }

    // CrystalDiskMark's date "2024/01/06 5:41:48", KDiskMark's "2020-07-06 19:54:38": ISO 8601 in the
    // reporting machine's own time (the report names no zone); the text as it is where it is neither.
    QString isoDate(const QString& date)
    {
        for (const QString& format : { QStringLiteral("yyyy/MM/dd H:mm:ss"), QStringLiteral("yyyy-MM-dd HH:mm:ss"),
                 QStringLiteral("yyyy/M/d H:mm:ss") }) {
            const QDateTime parsed = QDateTime::fromString(date.simplified(), format);
            if (parsed.isValid())
                return parsed.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
        }
        return date;
    }

    QString sideName(Cell::Side side)
    {
        return side == Cell::Side::Read ? QStringLiteral("read")
            : side == Cell::Side::Write ? QStringLiteral("write")
                                        : QStringLiteral("mix");
    }
}

bool looksLikeBenchmarkReport(const QByteArray& bytes)
{
    // The head only, decoded leniently: the import itself says what is wrong with the rest.
    qsizetype skip = 0;
    const QStringConverter::Encoding encoding = encodingOf(bytes, &skip);
    QStringDecoder decoder(encoding);
    const QString head = decoder.decode(bytes.mid(skip, 4096));
    const QStringList lines = head.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size() && i < 12; ++i)
        if (crystalHeader().match(lines[i]).hasMatch() || kdiskmarkHeader().match(lines[i]).hasMatch())
            return true;
    return false;
}

Session importBenchmarkReport(const QByteArray& bytes, const QString& origin)
{
    const Report report = parseReport(decodeReport(bytes, origin), origin);
    QStringList notes;
    QuickSuiteResult quick;
    QuickSuiteOptions& options = quick.options;
    options.summary = RepeatSummary::Best; // both programs print the best of their runs
    options.writes = std::any_of(
        report.cells.begin(), report.cells.end(), [](const Cell& cell) { return cell.side != Cell::Side::Read; });
    options.mixReadPercent = report.mixReadPercent;
    const auto fieldOf = [&](const char* name) {
        const auto it = report.fields.find(QLatin1String(name));
        return it == report.fields.end() ? QString() : it->second;
    };
    const QString profileTitle = fieldOf("Profile");
    if (const std::optional<QuickProfile> profile = profileOf(profileTitle))
        options.profile = *profile;
    else
        notes << QStringLiteral(
            "the report's profile \"%1\" is none of DriveScope's; its tests are kept as the report lists them")
                     .arg(profileTitle);
    const QString test = fieldOf("Test");
    if (const std::optional<uint64_t> size = testBytesOf(test))
        options.testBytes = *size;
    else
        notes << QStringLiteral("the report names no test size");
    static const QRegularExpression runs(QStringLiteral("\\(x(\\d{1,3})\\)"));
    if (const QRegularExpressionMatch match = runs.match(test); match.hasMatch() && match.captured(1).toUInt() > 0)
        options.repeats = match.captured(1).toUInt();
    const QString timing = test + QLatin1Char(' ') + fieldOf("Time");
    if (const std::optional<double> measure = secondsAfter(timing, QStringLiteral("Measure")))
        options.secondsPerTest = *measure;
    else
        notes << QStringLiteral("the report names no measure time; %1's default of 5 s is assumed")
                     .arg(report.programText);
    if (const std::optional<double> interval = secondsAfter(timing, QStringLiteral("Interval")))
        options.intervalSeconds = *interval;
    if (test.contains(QLatin1String("0Fill")))
        options.data = DataPattern::Zero;
    else if (test.contains(QLatin1String("1Fill")))
        notes << QStringLiteral("the test data was all 0xFF (1Fill), which DriveScope does not write");
    options.comment = fieldOf("Comment");
    // "[C: 4% (79/1862GiB)]", "[C: 26.4% (122.8/465.2 GiB)]": the volume the test file was on.
    QString volume;
    static const QRegularExpression volumeForm(QStringLiteral("\\[([A-Za-z]:|[^\\]:]{1,64}):\\s*[\\d.]+%"));
    if (const QRegularExpressionMatch match = volumeForm.match(test); match.hasMatch())
        volume = match.captured(1);
    // KDiskMark 3.2 and later: "Target: /home 12% (95.31/794.23 GiB) [Samsung SSD 980 PRO 1TB]", the folder
    // the test file was in and, in brackets, the drive's model.
    QString driveModel;
    static const QRegularExpression targetForm(
        QStringLiteral("^(\\S.{0,255}?)\\s+[\\d.]+%\\s*\\([^)]*\\)\\s*(?:\\[(.{1,256})\\])?\\s*$"));
    if (const QRegularExpressionMatch match = targetForm.match(fieldOf("Target")); match.hasMatch()) {
        if (volume.isEmpty())
            volume = match.captured(1);
        driveModel = match.captured(2).trimmed();
    }

    const QString startedAt = isoDate(fieldOf("Date"));
    TargetInfo target;
    target.kind = TargetInfo::Kind::TestFile;
    target.imported = true;
    target.path = volume.isEmpty() ? QStringLiteral("the %1 test file").arg(report.programText)
                                   : QStringLiteral("%1 (the %2 test file)").arg(volume, report.programText);
    target.directIo = true;
    if (!driveModel.isEmpty()) {
        DriveFacts drive;
        drive.model = driveModel;
        target.drive = drive;
    }
    quick.target = target;
    quick.engine
        = report.fio.isEmpty() ? report.programText : QStringLiteral("%1 (%2)").arg(report.programText, report.fio);
    quick.startedAt = startedAt;

    // The rows in the report's order, each with its read, write and mix cells.
    for (const Cell& cell : report.cells) {
        const QString name
            = cell.side == Cell::Side::Mix ? QStringLiteral("MIX ") + cell.shape.name() : cell.shape.name();
        auto row = std::find_if(
            quick.rows.begin(), quick.rows.end(), [&](const QuickSuiteRow& each) { return each.name == name; });
        if (row == quick.rows.end()) {
            quick.rows.push_back(
                QuickSuiteRow { name, std::nullopt, std::nullopt, std::nullopt, QString(), QString(), QString() });
            row = quick.rows.end() - 1;
        }
        std::optional<WorkloadResult>& slot = cell.side == Cell::Side::Read ? row->read
            : cell.side == Cell::Side::Write                                ? row->write
                                                                            : row->mix;
        if (slot)
            throw UserError(QStringLiteral("%1, %2: a second %3 %4 figure")
                                .arg(origin, lineDescription(cell.line), name, sideName(cell.side)));
        // A test the program did not run prints as zeros: no figure, not a figure of 0.
        if (cell.megabytesPerSecond.isZero() && (!cell.iops || cell.iops->isZero())) {
            notes << QStringLiteral("%1 %2 was not run (the report prints zeros)").arg(name, sideName(cell.side));
            continue;
        }
        WorkloadResult result;
        WorkloadSpec& spec = result.spec;
        spec.blockSizes.front().bytes = cell.shape.blockBytes;
        spec.randomPercent = cell.shape.random ? 100 : 0;
        spec.queueDepth = cell.shape.queueDepth;
        spec.jobs = cell.shape.threads;
        spec.readPercent = cell.side == Cell::Side::Read ? 100
            : cell.side == Cell::Side::Write             ? 0
                                                         : options.mixReadPercent.value_or(100);
        spec.data = options.data;
        spec.regionLength = options.testBytes;
        spec.durationSeconds = options.secondsPerTest;
        spec.repeats = options.repeats;
        result.target = target;
        result.engine = quick.engine;
        result.startedAt = startedAt;
        result.fioCommand = fioCommandLine(spec, target, QStringLiteral("libaio"));
        result.repeats.push_back(measurementOf(cell, report, origin));
        if (cell.iops && cell.shape.blockBytes > 0) {
            // Both figures come from one measurement: far apart, one of them is not what the program measured.
            const double perSecond
                = static_cast<double>(result.repeats.front().bytes()) / result.repeats.front().seconds;
            const double fromIops = cell.iops->value() * cell.shape.blockBytes;
            if (std::abs(perSecond - fromIops) > 0.05 * std::max(perSecond, fromIops) + 2e3)
                notes << QStringLiteral("%1 %2: its MB/s and IOPS disagree (%3 MB/s against %4 IOPS of %5 bytes)")
                             .arg(name, sideName(cell.side))
                             .arg(cell.megabytesPerSecond.value())
                             .arg(cell.iops->value())
                             .arg(cell.shape.blockBytes);
        }
        slot = std::move(result);
    }
    // CrystalDiskMark 6 and 5 print no IOPS for their sequential tests and no latency at all.
    if (std::any_of(report.cells.begin(), report.cells.end(), [](const Cell& cell) { return !cell.iops; }))
        notes << QStringLiteral("%1 prints no IOPS for its sequential tests: those cells are absent")
                     .arg(report.programText);
    if (std::any_of(report.cells.begin(), report.cells.end(), [](const Cell& cell) { return !cell.microseconds; }))
        notes << QStringLiteral("%1 prints no latency for its tests: the µs cells are absent").arg(report.programText);
    notes << QStringLiteral("figures as %1 reported them, each the best of its runs; %2")
                 .arg(report.programText,
                     report.program == Program::KDiskMark
                         ? QStringLiteral(
                             "KDiskMark's \"MB/s\" is fio's KiB/s divided by 1000 (1 MB = 1,024,000 bytes, "
                             "though its header says 1,000,000), so DriveScope shows them ×1.024 in decimal "
                             "MB/s (1 MB = 1,000,000 bytes)")
                         : QStringLiteral(
                             "CrystalDiskMark's MB/s is decimal (1 MB = 1,000,000 bytes), as DriveScope's"));
    if (!fieldOf("Date").isEmpty())
        notes << QStringLiteral("the date is the reporting machine's local time; the report names no time zone");

    QuickSuiteSource source;
    source.program = report.programText;
    source.os = fieldOf("OS");
    source.date = fieldOf("Date");
    if (report.program == Program::KDiskMark)
        source.megabyte = QStringLiteral("KDiskMark's MB = 1,024,000 bytes");
    source.lines = report.fieldLines;
    quick.source = source;

    Session session;
    session.appVersion = QStringLiteral(DRIVESCOPE_VERSION);
    session.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    session.origin = QStringLiteral("%1 report").arg(report.programText);
    session.host.os = source.os;
    SessionRun run;
    run.startedAt = startedAt;
    run.finishedAt = startedAt;
    run.command = QStringLiteral("%1 report %2").arg(report.programText, origin);
    run.host.os = source.os;
    run.result = std::move(quick);
    for (const QString& note : notes)
        run.caveats.push_back(Caveat { QStringLiteral("report-import"), note });
    session.addRun(std::move(run));
    return session;
}

} // namespace ds
