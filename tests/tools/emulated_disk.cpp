// The test suite's emulated disk (a FUSE file on a loop device with direct I/O) as a program,
// for the perf scripts: on a shared VM whose virtual disk swings by ±20 % from run to run, it is a
// block device whose speed is set by a model, so DriveScope and fio can be compared on it within a
// few percent. It attaches the disk, writes the device's path to --ready-file (and stdout), and
// tears everything down on SIGTERM, SIGINT or SIGHUP.
//
//   drivescope_emulated_disk --ready-file F [--size BYTES] [--outer MB/s] [--inner MB/s] [--rpm R]
//                            [--track-seek MS] [--full-seek MS] [--read-cache BYTES] [--read-cache-segments N]
//                            [--command-overhead MS] [--nearest-first]
//                            [--flash-units N [--flash-access MS] [--ssd-cache BYTES --ssd-cache-rate MB/s
//                             [--ssd-cache-drain MB/s]] [--steady-write-access MS [--steady-after CAPACITIES]]]
//                            [--slow-range OFFSET,LENGTH,MS]...
//
// With --flash-units it is a solid-state drive instead: N flash units serve requests side by side. It
// may have a fast write cache that empties while idle, and random writes that slow down from fresh out
// of the box towards a steady state until the whole drive is discarded (see EmulatedDiskProfile).
// Each --slow-range makes requests touching [OFFSET, OFFSET + LENGTH) take MS longer (a weak sector).

#include "fixtures/emulateddisk.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <csignal>
#include <cstdio>
#include <pthread.h>

namespace {

bool readNumber(const QCommandLineParser& parser, const QString& name, double& value)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const double parsed = parser.value(name).toDouble(&ok);
    if (!ok || !(parsed > 0)) {
        std::fprintf(stderr, "error: --%s needs a positive number, not \"%s\"\n", qPrintable(name),
            qPrintable(parser.value(name)));
        return false;
    }
    value = parsed;
    return true;
}

bool readBytes(const QCommandLineParser& parser, const QString& name, uint64_t& value)
{
    double parsed = static_cast<double>(value);
    if (!readNumber(parser, name, parsed))
        return false;
    if (parsed >= 0x1p63) {
        std::fprintf(stderr, "error: --%s is too large\n", qPrintable(name));
        return false;
    }
    value = static_cast<uint64_t>(parsed);
    return true;
}

}

int main(int argc, char** argv)
{
    // Blocked before any thread starts, so the FUSE threads inherit the mask and only sigwait() below
    // takes these signals: the disk is then always torn down in order, never left mounted.
    sigset_t stopSignals;
    sigemptyset(&stopSignals);
    sigaddset(&stopSignals, SIGTERM);
    sigaddset(&stopSignals, SIGINT);
    sigaddset(&stopSignals, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &stopSignals, nullptr);

    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("An emulated spinning disk (or flash drive) on a loop device, until SIGTERM."));
    parser.addHelpOption();
    const QString numberName = QStringLiteral("number");
    parser.addOptions({
        { QStringLiteral("ready-file"), QStringLiteral("Where the device's path is written once it is ready."),
            QStringLiteral("file") },
        { QStringLiteral("size"), QStringLiteral("Size in bytes (16000000000)."), numberName },
        { QStringLiteral("outer"), QStringLiteral("Sequential MB/s at the start (200)."), numberName },
        { QStringLiteral("inner"), QStringLiteral("Sequential MB/s at the end (100)."), numberName },
        { QStringLiteral("rpm"), QStringLiteral("Rotational speed (7200)."), numberName },
        { QStringLiteral("track-seek"), QStringLiteral("Shortest seek in ms (0.8)."), numberName },
        { QStringLiteral("full-seek"), QStringLiteral("Full-stroke seek in ms (16)."), numberName },
        { QStringLiteral("read-cache"), QStringLiteral("Read cache in bytes (2097152)."), numberName },
        { QStringLiteral("read-cache-segments"),
            QStringLiteral("Stretches the read cache keeps, each up to --read-cache bytes (1)."), numberName },
        { QStringLiteral("command-overhead"), QStringLiteral("Time the drive takes per command, in ms (0)."),
            numberName },
        { QStringLiteral("nearest-first"),
            QStringLiteral("Command queueing: serve the waiting request nearest the head first, not the oldest.") },
        { QStringLiteral("flash-units"),
            QStringLiteral("A flash drive instead, with this many units serving requests side by side."), numberName },
        { QStringLiteral("flash-access"),
            QStringLiteral("A flash unit's time per request before its transfer, in ms (0.1)."), numberName },
        { QStringLiteral("ssd-cache"), QStringLiteral("A flash drive's fast write cache, in bytes (0: none)."),
            numberName },
        { QStringLiteral("ssd-cache-rate"), QStringLiteral("MB/s of writes while the cache has room."), numberName },
        { QStringLiteral("ssd-cache-drain"), QStringLiteral("MB/s the cache empties at while the drive is idle (0)."),
            numberName },
        { QStringLiteral("steady-write-access"),
            QStringLiteral("A random write's access time in the steady state, in ms (0: as fresh)."), numberName },
        { QStringLiteral("steady-after"),
            QStringLiteral("Capacities written randomly per factor e nearer the steady state (1)."), numberName },
        { QStringLiteral("slow-range"),
            QStringLiteral("Requests touching OFFSET to OFFSET+LENGTH (bytes) take MS longer; may be repeated."),
            QStringLiteral("offset,length,ms") },
    });
    parser.process(app);
    if (!parser.positionalArguments().isEmpty()) {
        std::fprintf(stderr, "error: unexpected argument \"%s\"\n", qPrintable(parser.positionalArguments().first()));
        return 2;
    }

    ds::test::EmulatedDiskProfile profile;
    if (!readBytes(parser, QStringLiteral("size"), profile.sizeBytes)
        || !readNumber(parser, QStringLiteral("outer"), profile.outerMegabytesPerSecond)
        || !readNumber(parser, QStringLiteral("inner"), profile.innerMegabytesPerSecond)
        || !readNumber(parser, QStringLiteral("rpm"), profile.rpm)
        || !readNumber(parser, QStringLiteral("track-seek"), profile.trackToTrackSeekMs)
        || !readNumber(parser, QStringLiteral("full-seek"), profile.fullStrokeSeekMs)
        || !readBytes(parser, QStringLiteral("read-cache"), profile.readCacheBytes)
        || !readNumber(parser, QStringLiteral("command-overhead"), profile.commandOverheadMs)
        || !readNumber(parser, QStringLiteral("flash-access"), profile.flashAccessMs)
        || !readBytes(parser, QStringLiteral("ssd-cache"), profile.ssdCacheBytes)
        || !readNumber(parser, QStringLiteral("ssd-cache-rate"), profile.ssdCacheMegabytesPerSecond)
        || !readNumber(parser, QStringLiteral("ssd-cache-drain"), profile.ssdCacheDrainMegabytesPerSecond)
        || !readNumber(parser, QStringLiteral("steady-write-access"), profile.ssdSteadyWriteAccessMs)
        || !readNumber(parser, QStringLiteral("steady-after"), profile.ssdSteadyAfterCapacities))
        return 2;
    profile.nearestFirst = parser.isSet(QStringLiteral("nearest-first"));
    if (parser.isSet(QStringLiteral("read-cache-segments"))) {
        bool ok = false;
        const uint segments = parser.value(QStringLiteral("read-cache-segments")).toUInt(&ok);
        if (!ok || segments < 1 || segments > 64) {
            std::fprintf(stderr, "error: --read-cache-segments needs a whole number from 1 to 64, not \"%s\"\n",
                qPrintable(parser.value(QStringLiteral("read-cache-segments"))));
            return 2;
        }
        profile.readCacheSegments = segments;
    }
    if (parser.isSet(QStringLiteral("flash-units"))) {
        bool ok = false;
        const uint units = parser.value(QStringLiteral("flash-units")).toUInt(&ok);
        if (!ok || units < 1 || units > 256) {
            std::fprintf(stderr, "error: --flash-units needs a whole number from 1 to 256, not \"%s\"\n",
                qPrintable(parser.value(QStringLiteral("flash-units"))));
            return 2;
        }
        profile.flashUnits = units;
    } else {
        for (const char* flashOnly :
            { "flash-access", "ssd-cache", "ssd-cache-rate", "ssd-cache-drain", "steady-write-access", "steady-after" })
            if (parser.isSet(QLatin1String(flashOnly))) {
                std::fprintf(stderr, "error: --%s is for a flash drive: give --flash-units too\n", flashOnly);
                return 2;
            }
    }
    if ((profile.ssdCacheBytes > 0) != (profile.ssdCacheMegabytesPerSecond > 0)) {
        std::fprintf(stderr, "error: --ssd-cache and --ssd-cache-rate go together\n");
        return 2;
    }
    for (const QString& value : parser.values(QStringLiteral("slow-range"))) {
        const QStringList parts = value.split(QLatin1Char(','));
        bool okOffset = false, okLength = false, okMs = false;
        ds::test::SlowRange slow;
        if (parts.size() == 3) {
            slow.offset = parts[0].toULongLong(&okOffset);
            slow.length = parts[1].toULongLong(&okLength);
            slow.extraMs = parts[2].toDouble(&okMs);
        }
        if (!okOffset || !okLength || !okMs || slow.length == 0 || !(slow.extraMs > 0)) {
            std::fprintf(stderr,
                "error: --slow-range needs OFFSET,LENGTH,MS (bytes, bytes above 0, ms above 0), not \"%s\"\n",
                qPrintable(value));
            return 2;
        }
        profile.slowRanges.push_back(slow);
    }
    if (profile.sizeBytes < (1u << 20) || profile.sizeBytes % 512 != 0) {
        std::fprintf(stderr, "error: --size must be a multiple of 512 bytes and at least 1 MiB\n");
        return 2;
    }

    if (const QString reason = ds::test::emulatedDiskUnavailableReason(); !reason.isEmpty()) {
        std::fprintf(stderr, "error: no emulated disk here: %s\n", qPrintable(reason));
        return 1;
    }
    ds::test::EmulatedDisk disk(profile);
    if (!disk.isValid()) {
        std::fprintf(stderr, "error: the emulated disk could not be attached: %s\n", qPrintable(disk.errorString()));
        return 1;
    }
    const QByteArray device = disk.devicePath().toLocal8Bit();
    if (parser.isSet(QStringLiteral("ready-file"))) {
        QSaveFile ready(parser.value(QStringLiteral("ready-file")));
        if (!ready.open(QIODevice::WriteOnly) || ready.write(device + '\n') < 0 || !ready.commit()) {
            std::fprintf(
                stderr, "error: cannot write %s: %s\n", qPrintable(ready.fileName()), qPrintable(ready.errorString()));
            return 1;
        }
    }
    std::printf("%s\n", device.constData());
    std::fflush(stdout);

    int received = 0;
    sigwait(&stopSignals, &received);
    return 0; // the disk's destructor detaches the loop device and unmounts the file system
}
