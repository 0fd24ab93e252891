#include "sessionsupport.h"

#include "commandsupport.h"
#include "usererror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>

#include <fmt/core.h>
#include <map>
#include <memory>

namespace ds::cli {

namespace {
    // One probe per target path, from the moment it was opened; a CLI process runs one command.
    std::map<QString, std::unique_ptr<OtherIoProbe>>& probes()
    {
        static std::map<QString, std::unique_ptr<OtherIoProbe>> all;
        return all;
    }

    QString startedAt()
    {
        static const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        return now;
    }

    struct TargetIo {
        TargetInfo target;
        OwnIo own;
        uint64_t untimed = 0;
    };

    void addWorkload(std::vector<TargetIo>& list, const WorkloadResult& result)
    {
        TargetIo io { result.target, {}, 0 };
        for (const RunMeasurement& run : result.repeats) {
            io.own.readBytes += run.readBytes;
            io.own.writeBytes += run.writeBytes;
            if (run.seconds > 0)
                io.untimed += static_cast<uint64_t>(static_cast<double>(run.bytes()) / run.seconds
                    * (result.spec.warmupSeconds + 0.1)); // warm-up and the queue's drain
        }
        list.push_back(io);
    }

    void addSurface(std::vector<TargetIo>& list, const SurfaceResult& surface)
    {
        TargetIo io { surface.target, {}, 0 };
        for (const SurfaceZone& zone : surface.zones) {
            (surface.plan.write ? io.own.writeBytes : io.own.readBytes) += zone.bytes;
            io.untimed += surface.blockBytes; // the pre-read that moves the head
        }
        io.untimed += uint64_t { 64 } << 20; // the wake-up read
        list.push_back(io);
    }

    void addSweep(std::vector<TargetIo>& list, const SweepResult& sweep)
    {
        for (const SweepPoint& point : sweep.points)
            if (point.result) {
                WorkloadResult one = *point.result;
                one.target = sweep.target;
                addWorkload(list, one);
            }
    }

    // Per target: what the run itself read and wrote, counted and uncounted.
    std::vector<TargetIo> ioOf(const SessionResult& result)
    {
        std::vector<TargetIo> list;
        std::visit(
            [&list](const auto& any) {
                using T = std::decay_t<decltype(any)>;
                if constexpr (std::is_same_v<T, WorkloadResult>) {
                    addWorkload(list, any);
                } else if constexpr (std::is_same_v<T, SurfaceResult>) {
                    addSurface(list, any);
                } else if constexpr (std::is_same_v<T, AccessResult>) {
                    list.push_back({ any.target, { any.samples.size() * uint64_t { any.plan.blockBytes }, 0 },
                        any.plan.blockBytes * uint64_t { 2 } });
                } else if constexpr (std::is_same_v<T, BurstResult>) {
                    list.push_back({ any.target, { any.plan.regionBytes * (any.passMegabytesPerSecond.size() + 1), 0 },
                        any.plan.regionBytes });
                } else if constexpr (std::is_same_v<T, HdTachResult>) {
                    addSurface(list, any.surface);
                    if (any.access)
                        list.back().own.readBytes
                            += any.access->samples.size() * uint64_t { any.access->plan.blockBytes };
                    if (any.burst)
                        list.back().own.readBytes
                            += any.burst->plan.regionBytes * (any.burst->passMegabytesPerSecond.size() + 1);
                } else if constexpr (std::is_same_v<T, SustainedResult>) {
                    list.push_back({ any.target, { 0, any.bytes }, 0 });
                } else if constexpr (std::is_same_v<T, SweepResult>) {
                    addSweep(list, any);
                } else if constexpr (std::is_same_v<T, PatternSuiteResult>) {
                    for (const PatternResult& pattern : any.patterns)
                        addSweep(list, pattern.sweep);
                } else if constexpr (std::is_same_v<T, MultiTargetResult>) {
                    for (const WorkloadResult& one : any.perTarget)
                        addWorkload(list, one);
                } else if constexpr (std::is_same_v<T, MultiTargetScaling>) {
                    for (const MultiTargetResult& step : any.steps)
                        for (const WorkloadResult& one : step.perTarget)
                            addWorkload(list, one);
                } else if constexpr (std::is_same_v<T, QuickSuiteResult>) {
                    for (const QuickSuiteRow& row : any.rows) {
                        if (row.read)
                            addWorkload(list, *row.read);
                        if (row.write)
                            addWorkload(list, *row.write);
                    }
                }
            },
            result);
        // One entry per target: a sweep's points add up.
        std::vector<TargetIo> merged;
        for (const TargetIo& io : list) {
            auto same = std::find_if(merged.begin(), merged.end(),
                [&](const TargetIo& other) { return other.target.path == io.target.path; });
            if (same == merged.end()) {
                merged.push_back(io);
            } else {
                same->own.readBytes += io.own.readBytes;
                same->own.writeBytes += io.own.writeBytes;
                same->untimed += io.untimed;
            }
        }
        return merged;
    }
}

void addSessionOptions(QCommandLineParser& parser)
{
    parser.addOption(option(QStringLiteral("session"),
        QStringLiteral("Save the run to this session file (added to it when it is a session already) instead of "
                       "the session library in ~/.local/share/drivescope/sessions."),
        QStringLiteral("file")));
    parser.addOption(option(QStringLiteral("no-save"), QStringLiteral("Do not save the run as a session.")));
}

void noteTargetOpened(const TargetInfo& target)
{
    startedAt();
    probes()[target.path] = std::make_unique<OtherIoProbe>(target);
}

std::vector<Caveat> caveatsForRun(const SessionResult& result)
{
    std::vector<Caveat> caveats;
    auto add = [&caveats](const Caveat& caveat) {
        if (std::find(caveats.begin(), caveats.end(), caveat) == caveats.end())
            caveats.push_back(caveat);
    };
    for (const TargetIo& io : ioOf(result)) {
        for (const Caveat& caveat : targetCaveats(io.target, io.own.writeBytes > 0))
            add(caveat);
        const auto probe = probes().find(io.target.path);
        if (probe != probes().end())
            if (const std::optional<Caveat> other = probe->second->finish(io.own, io.untimed))
                add(*other);
    }
    return caveats;
}

bool recordSessionRun(const QCommandLineParser& parser, SessionResult result, OutputFormat format)
{
    SessionRun run;
    run.command = QCoreApplication::arguments().join(QLatin1Char(' '));
    run.startedAt = startedAt();
    run.result = std::move(result);
    run.errors = SessionRun::errorsOf(run.result);
    run.caveats = caveatsForRun(run.result);
    if (!run.caveats.empty()) {
        std::FILE* out = format == OutputFormat::Table ? stdout : stderr;
        fmt::print(out, "{}Caveats:\n", format == OutputFormat::Table ? "\n" : "");
        for (const Caveat& caveat : run.caveats)
            fmt::print(out, "  ! {}\n", caveat.text.toStdString());
        std::fflush(out);
    }
    if (parser.isSet(QStringLiteral("no-save")))
        return true;
    try {
        QString path = parser.value(QStringLiteral("session"));
        Session session;
        if (!path.isEmpty() && QFileInfo::exists(path)) {
            session = Session::load(path); // a run more in the session the user chose
        } else {
            session = Session::startNew(QStringLiteral("drivescope-cli"));
        }
        const std::vector<TargetInfo> targets = run.targets();
        const QString kind = run.kindName();
        session.addRun(std::move(run));
        if (path.isEmpty())
            path = Session::newLibraryPath(kind,
                targets.empty()             ? QString()
                    : targets.front().drive ? targets.front().drive->name
                                            : QFileInfo(targets.front().path).fileName());
        session.save(path);
        fmt::print(stderr, "drivescope-cli: session saved to {}\n", path.toStdString());
        return true;
    } catch (const UserError& error) {
        fmt::print(stderr, "drivescope-cli: error: the session was not saved: {}\n", error.what());
        return false;
    }
}

} // namespace ds::cli
