#include "benchcommand.h"

#include "bench/benchindex.h"
#include "bench/benchpush.h"
#include "bench/benchquery.h"
#include "bench/benchstore.h"
#include "commandsupport.h"
#include "files/sessionfiles.h"
#include "model/fiointerop.h"
#include "model/session.h"
#include "model/usererror.h"
#include "model/workload.h"
#include "output.h"
#include "runcommand.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>

#include <fmt/core.h>

#include <memory>

namespace ds::cli {

namespace {
    const QStringList kSubcommands { QStringLiteral("reindex"), QStringLiteral("rank"), QStringLiteral("push"),
        QStringLiteral("list-figures"), QStringLiteral("list-tags"), QStringLiteral("history") };

    QString libraryOf(const CommandLine& parser)
    {
        const QString given = parser.value(QStringLiteral("library"));
        return given.isEmpty() ? sessionLibraryDirectory() : given;
    }

    std::optional<BenchLocation> sharedBench(const CommandLine& parser)
    {
        if (!parser.isSet(QStringLiteral("bench")))
            return std::nullopt;
        return BenchLocation::postgresql(parser.value(QStringLiteral("bench")));
    }

    void sayRebuilt(const BenchStore& store)
    {
        if (store.wasRebuilt())
            fmt::print(stderr,
                "drivescope-cli: the bench index {} was damaged; it is kept as {} and the index was rebuilt from the "
                "sessions\n",
                u8(store.location().display), u8(store.damagedCopy()));
    }

    // The bench a query reads: the shared one named by --bench, else the library's index brought up to date.
    std::unique_ptr<BenchStore> openForReading(const CommandLine& parser)
    {
        if (const std::optional<BenchLocation> shared = sharedBench(parser))
            return std::make_unique<BenchStore>(*shared);
        const QString library = libraryOf(parser);
        auto store = std::make_unique<BenchStore>(BenchLocation::sqlite(BenchLocation::defaultIndexPath(library)));
        sayRebuilt(*store);
        refreshBenchIndex(*store, library);
        return store;
    }

    // A date bound as the runs keep theirs; --until's day is included.
    QString dateBound(const CommandLine& parser, const QString& name, bool endOfDay)
    {
        return benchDateBound(parser.value(name), endOfDay, QStringLiteral("--") + name);
    }

    QString capacityText(uint64_t bytes) { return bytes ? formatDecimalSize(bytes) : QStringLiteral("unknown"); }

    QString flagsOf(const RankedDrive& drive)
    {
        QStringList flags;
        if (!drive.confirmed)
            flags.append(QStringLiteral("not confirmed by the device"));
        if (drive.unstable)
            flags.append(QStringLiteral("unstable"));
        if (drive.partial)
            flags.append(QStringLiteral("partial"));
        return flags.join(QStringLiteral(", "));
    }

    int reindex(const CommandLine& parser)
    {
        const QString library = libraryOf(parser);
        BenchStore store(BenchLocation::sqlite(BenchLocation::defaultIndexPath(library)));
        sayRebuilt(store);
        const IndexRefresh refresh = refreshBenchIndex(store, library, true);
        fmt::print("{}: {} session files, {} runs, in {}\n", u8(library), refresh.files, store.runCount(),
            u8(store.location().display));
        for (const QString& problem : refresh.problems)
            fmt::print(stderr, "drivescope-cli: skipped {}\n", u8(problem));
        if (const std::optional<BenchLocation> shared = sharedBench(parser)) {
            const PushOutcome outcome = pushToBench(*shared, {}, benchQueuePath());
            fmt::print("{}: sent {} queued runs, {} still queued{}\n", u8(shared->display), outcome.added,
                outcome.queued, outcome.unreachable.isEmpty() ? std::string() : " (" + u8(outcome.unreachable) + ")");
        }
        return kExitOk;
    }

    int push(const CommandLine& parser, const QStringList& files)
    {
        const std::optional<BenchLocation> shared = sharedBench(parser);
        if (!shared)
            throw UserError(QStringLiteral("bench push needs the shared bench: --bench postgresql://…"));
        if (files.isEmpty())
            throw UserError(QStringLiteral("bench push needs one or more session files"));
        // Every file is read before anything is sent: a bad one refuses the whole push.
        std::vector<BenchRun> runs;
        for (const QString& file : files) {
            const std::vector<BenchRun> some = benchRunsOf(loadSessionOrFioOutput(file), file);
            runs.insert(runs.end(), some.begin(), some.end());
        }
        const PushOutcome outcome = pushToBench(*shared, runs, benchQueuePath());
        fmt::print("{}: {} runs added, {} already there", u8(shared->display), outcome.added, outcome.alreadyThere);
        if (outcome.queued)
            fmt::print(", {} queued for the next push or reindex: {}", outcome.queued, u8(outcome.unreachable));
        fmt::print("\n");
        return kExitOk;
    }

    int rank(const CommandLine& parser)
    {
        RankQuery query;
        query.figureKey = parser.value(QStringLiteral("figure"));
        if (query.figureKey.isEmpty())
            throw UserError(QStringLiteral("bench rank needs --figure KEY (bench list-figures names them)"));
        query.per = parseBenchPer(parser.value(QStringLiteral("per")));
        query.interface = parser.value(QStringLiteral("interface"));
        if (parser.isSet(QStringLiteral("min-capacity")))
            query.minCapacityBytes = parseSize(parser.value(QStringLiteral("min-capacity")));
        if (parser.isSet(QStringLiteral("max-capacity")))
            query.maxCapacityBytes = parseSize(parser.value(QStringLiteral("max-capacity")));
        query.host = parser.value(QStringLiteral("host"));
        query.since = dateBound(parser, QStringLiteral("since"), false);
        query.until = dateBound(parser, QStringLiteral("until"), true);
        query.label = parser.value(QStringLiteral("label"));
        query.tag = parser.value(QStringLiteral("tag"));
        query.source = parser.value(QStringLiteral("source"));
        if (!query.source.isEmpty() && !benchSources().contains(query.source, Qt::CaseInsensitive))
            throw UserError(QStringLiteral("--source takes %1, not '%2'")
                                .arg(benchSources().join(QStringLiteral(", ")), query.source));
        for (const QString& value : parser.values(QStringLiteral("highlight")))
            query.highlight += splitList(value, QStringLiteral("--highlight"));
        if (parser.isSet(QStringLiteral("csv")) && parser.isSet(QStringLiteral("json")))
            throw UserError(QStringLiteral("choose one of --csv and --json"));

        const std::unique_ptr<BenchStore> store = openForReading(parser);
        const Ranking ranking = store->rank(query);
        const QString direction = ranking.better == Better::Higher ? QStringLiteral("higher") : QStringLiteral("lower");
        if (parser.isSet(QStringLiteral("json"))) {
            QJsonArray drives;
            int position = 0;
            for (const RankedDrive& drive : ranking.drives)
                drives.append(
                    QJsonObject { { QStringLiteral("rank"), ++position }, { QStringLiteral("model"), drive.model },
                        { QStringLiteral("serial"), drive.serial }, { QStringLiteral("firmware"), drive.firmware },
                        { QStringLiteral("capacityBytes"),
                            drive.capacityBytes ? QJsonValue(static_cast<double>(drive.capacityBytes)) : QJsonValue() },
                        { QStringLiteral("interface"), drive.interface }, { QStringLiteral("link"), drive.link },
                        { QStringLiteral("host"), drive.host }, { QStringLiteral("value"), drive.value },
                        { QStringLiteral("runs"), drive.runs }, { QStringLiteral("startedAt"), drive.startedAt },
                        { QStringLiteral("label"), drive.label }, { QStringLiteral("source"), drive.source },
                        { QStringLiteral("engine"), drive.engine }, { QStringLiteral("test"), drive.title },
                        { QStringLiteral("session"), drive.sessionPath }, { QStringLiteral("run"), drive.runId },
                        { QStringLiteral("confirmed"), drive.confirmed },
                        { QStringLiteral("unstable"), drive.unstable }, { QStringLiteral("partial"), drive.partial },
                        { QStringLiteral("highlighted"), drive.highlighted } });
            printJson(QJsonObject { { QStringLiteral("bench"), store->location().display },
                { QStringLiteral("figure"), ranking.figureKey }, { QStringLiteral("name"), ranking.name },
                { QStringLiteral("unit"), ranking.unit }, { QStringLiteral("better"), direction },
                { QStringLiteral("per"), benchPerName(ranking.per) },
                { QStringLiteral("runs"), ranking.runsConsidered }, { QStringLiteral("drives"), drives } });
            return kExitOk;
        }
        if (parser.isSet(QStringLiteral("csv"))) {
            fmt::print("{}", u8(rankingCsv(ranking)));
            return kExitOk;
        }
        fmt::print("{} ({}), {}, {} is better; the {} run of each drive: {} drives, {} runs\n", u8(ranking.name),
            u8(ranking.figureKey), u8(ranking.unit), u8(direction), u8(benchPerName(ranking.per)),
            ranking.drives.size(), ranking.runsConsidered);
        if (ranking.drives.empty()) {
            fmt::print("No run matches the filters.\n");
            return kExitOk;
        }
        double largest = 0;
        for (const RankedDrive& drive : ranking.drives)
            largest = std::max(largest, drive.value);
        constexpr int kBar = 30;
        int position = 0;
        for (const RankedDrive& drive : ranking.drives) {
            const int length = largest > 0 ? static_cast<int>(drive.value / largest * kBar + 0.5) : 0;
            QString name = drive.model.isEmpty() ? QStringLiteral("(drive not named)") : drive.model;
            if (!drive.serial.isEmpty())
                name += QStringLiteral(" [%1]").arg(drive.serial);
            const QString flags = flagsOf(drive);
            fmt::print("{}{:>3}  {:<40} {:<30} {:>10.5g} {}  {}, {}{}\n", drive.highlighted ? ">" : " ", ++position,
                u8(name.left(40)), u8(QString(length, QChar(0x2588))), drive.value, u8(ranking.unit),
                u8(capacityText(drive.capacityBytes)), u8(drive.startedAt.left(10)),
                flags.isEmpty() ? std::string() : " (" + u8(flags) + ")");
        }
        return kExitOk;
    }

    int listFigures(const CommandLine& parser)
    {
        const std::unique_ptr<BenchStore> store = openForReading(parser);
        const std::vector<FigureSummary> figures = store->figures();
        if (parser.isSet(QStringLiteral("json"))) {
            QJsonArray list;
            for (const FigureSummary& figure : figures)
                list.append(QJsonObject { { QStringLiteral("figure"), figure.key },
                    { QStringLiteral("name"), figure.name }, { QStringLiteral("unit"), figure.unit },
                    { QStringLiteral("better"),
                        figure.better == Better::Higher ? QStringLiteral("higher") : QStringLiteral("lower") },
                    { QStringLiteral("runs"), figure.runs }, { QStringLiteral("drives"), figure.drives } });
            printJson(QJsonObject {
                { QStringLiteral("bench"), store->location().display }, { QStringLiteral("figures"), list } });
            return kExitOk;
        }
        if (figures.empty())
            fmt::print("The bench {} holds no runs.\n", u8(store->location().display));
        for (const FigureSummary& figure : figures)
            fmt::print("{:<45} {} ({}, {} is better): {} runs of {} drives\n", u8(figure.key), u8(figure.name),
                u8(figure.unit), figure.better == Better::Higher ? "higher" : "lower", figure.runs, figure.drives);
        return kExitOk;
    }

    int listTags(const CommandLine& parser)
    {
        const std::unique_ptr<BenchStore> store = openForReading(parser);
        const std::vector<TagSummary> tags = store->tags();
        if (parser.isSet(QStringLiteral("json"))) {
            QJsonArray list;
            for (const TagSummary& tag : tags)
                list.append(QJsonObject { { QStringLiteral("tag"), tag.tag }, { QStringLiteral("runs"), tag.runs } });
            printJson(QJsonObject {
                { QStringLiteral("bench"), store->location().display }, { QStringLiteral("tags"), list } });
            return kExitOk;
        }
        if (tags.empty())
            fmt::print("No run in the bench {} has a tag.\n", u8(store->location().display));
        for (const TagSummary& tag : tags)
            fmt::print("{:<40} {} run{}\n", u8(tag.tag), tag.runs, tag.runs == 1 ? "" : "s");
        return kExitOk;
    }

    int history(const CommandLine& parser)
    {
        const QString serial = parser.value(QStringLiteral("serial"));
        if (serial.isEmpty())
            throw UserError(QStringLiteral("bench history needs --serial SERIAL"));
        const QString figure = parser.value(QStringLiteral("figure"));
        const std::unique_ptr<BenchStore> store = openForReading(parser);
        const std::vector<HistoryEntry> entries = store->history(serial, figure);
        if (parser.isSet(QStringLiteral("json"))) {
            QJsonArray list;
            for (const HistoryEntry& entry : entries)
                list.append(QJsonObject { { QStringLiteral("startedAt"), entry.startedAt },
                    { QStringLiteral("model"), entry.model }, { QStringLiteral("firmware"), entry.firmware },
                    { QStringLiteral("test"), entry.title }, { QStringLiteral("label"), entry.label },
                    { QStringLiteral("source"), entry.source }, { QStringLiteral("host"), entry.host },
                    { QStringLiteral("session"), entry.sessionPath }, { QStringLiteral("run"), entry.runId },
                    { QStringLiteral("partial"), entry.partial },
                    { QStringLiteral("wearPercent"),
                        entry.wearPercent ? QJsonValue(*entry.wearPercent) : QJsonValue() },
                    { QStringLiteral("value"), entry.value ? QJsonValue(*entry.value) : QJsonValue() } });
            printJson(QJsonObject { { QStringLiteral("serial"), serial }, { QStringLiteral("figure"), figure },
                { QStringLiteral("runs"), list } });
            return kExitOk;
        }
        if (entries.empty()) {
            fmt::print(
                "No run of the drive with serial {} in the bench {}.\n", u8(serial), u8(store->location().display));
            return kExitOk;
        }
        QString firmware;
        for (const HistoryEntry& entry : entries) {
            const bool changed = !firmware.isEmpty() && entry.firmware != firmware;
            firmware = entry.firmware;
            QString value;
            if (!figure.isEmpty())
                value = entry.value ? QString::number(*entry.value, 'g', 6) : QStringLiteral("(no such figure)");
            const QString wear = entry.wearPercent ? QStringLiteral("%1 % used").arg(*entry.wearPercent)
                                                   : QStringLiteral("wear not recorded");
            fmt::print("{}  firmware {}{}  {}  {}  {}  {}{}\n", u8(entry.startedAt), u8(entry.firmware),
                changed ? " (changed)" : "", u8(wear), u8(entry.label), u8(entry.title), u8(value),
                entry.partial ? " (partial)" : "");
        }
        return kExitOk;
    }
}

void declareBenchOptions(OptionList& options)
{
    options.addOption(option(QStringLiteral("bench"),
        QStringLiteral("A shared bench on PostgreSQL: postgresql://[user@]host[:port]/database[?sslmode=…]; "
                       "credentials from libpq's ~/.pgpass or service file, never in the URL. Default: the "
                       "library's own index (SQLite)."),
        QStringLiteral("url")));
    options.addOption(option(QStringLiteral("library"),
        QStringLiteral("The session library to index (default ~/.local/share/drivescope/sessions); its index is "
                       "the file <library>.bench.sqlite beside it."),
        QStringLiteral("dir")));
    options.addOption(option(QStringLiteral("figure"),
        QStringLiteral("rank, history: the key figure (bench list-figures)."), QStringLiteral("key")));
    options.addOption(
        option(QStringLiteral("per"), QStringLiteral("rank: each drive's best, latest or median run (default best)."),
            QStringLiteral("pick"), QStringLiteral("best")));
    options.addOption(option(QStringLiteral("interface"),
        QStringLiteral("rank: only drives on this interface (nvme, sata, usb …) or link (\"PCIe 4.0\")."),
        QStringLiteral("name")));
    options.addOption(option(QStringLiteral("min-capacity"),
        QStringLiteral("rank: only drives of at least this size (500G, 1T; binary units)."), QStringLiteral("size")));
    options.addOption(option(QStringLiteral("max-capacity"), QStringLiteral("rank: only drives of at most this size."),
        QStringLiteral("size")));
    options.addOption(
        option(QStringLiteral("host"), QStringLiteral("rank: only runs on this machine."), QStringLiteral("name")));
    options.addOption(option(QStringLiteral("since"), QStringLiteral("rank: only runs started on or after this date."),
        QStringLiteral("date")));
    options.addOption(option(QStringLiteral("until"), QStringLiteral("rank: only runs started on or before this date."),
        QStringLiteral("date")));
    options.addOption(option(QStringLiteral("label"), QStringLiteral("rank: only runs whose label contains this text."),
        QStringLiteral("text")));
    options.addOption(option(QStringLiteral("tag"),
        QStringLiteral("rank: only runs tagged so (drivescope-cli run --tag; any case; bench list-tags names them)."),
        QStringLiteral("tag")));
    options.addOption(option(QStringLiteral("source"),
        QStringLiteral("rank: only runs from DriveScope, fio, CrystalDiskMark or KDiskMark."), QStringLiteral("name")));
    options.addOption(option(QStringLiteral("highlight"),
        QStringLiteral("rank: mark these drives, by serial or model (a list, or the option again)."),
        QStringLiteral("list")));
    options.addOption(
        option(QStringLiteral("serial"), QStringLiteral("history: the drive."), QStringLiteral("serial")));
    options.addOption(option(QStringLiteral("csv"), QStringLiteral("rank: print CSV.")));
    options.addOption(
        option(QStringLiteral("json"), QStringLiteral("rank, list-figures, list-tags, history: print JSON.")));
    options.addHelpOption();
}

int benchCommand(const CommandLine& parser, const std::atomic<bool>&)
{
    QStringList arguments = parser.positionalArguments();
    if (arguments.isEmpty() || !kSubcommands.contains(arguments.front()))
        throw UserError(QStringLiteral("bench needs one of %1 (drivescope-cli bench --help)")
                            .arg(kSubcommands.join(QStringLiteral(", "))));
    const QString subcommand = arguments.takeFirst();
    if (subcommand != QLatin1String("push") && !arguments.isEmpty())
        throw UserError(
            QStringLiteral("bench %1 takes no files: %2").arg(subcommand, arguments.join(QLatin1Char(' '))));
    if (subcommand == QLatin1String("reindex"))
        return reindex(parser);
    if (subcommand == QLatin1String("push"))
        return push(parser, arguments);
    if (subcommand == QLatin1String("rank"))
        return rank(parser);
    if (subcommand == QLatin1String("list-figures"))
        return listFigures(parser);
    if (subcommand == QLatin1String("list-tags"))
        return listTags(parser);
    return history(parser);
}

} // namespace ds::cli
