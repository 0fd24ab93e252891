#include "run/benchmarks/surfacerewrite.h"

#include "device/bufferpool.h"
#include "device/writejournal.h"
#include "model/jsonreader.h"
#include "model/results/ioerrors.h"
#include "model/usererror.h"
#include "model/workload.h"

#include <QDateTime>
#include <QJsonArray>

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace ds {

namespace {

    class SurfaceRewrite {
    public:
        SurfaceRewrite(const Target& target, RewritePlan plan);

        RewriteResult run(const RunContext& context = {});

    private:
        const Target& m_target;
        RewritePlan m_plan;
    };

} // namespace

QString RewritePlan::describe() const
{
    return QStringLiteral("non-destructive surface write%1, blocks of %2, %3 zones")
        .arg(checkPattern ? QStringLiteral(" with a check pattern") : QString())
        .arg(formatBinarySize(blockBytes))
        .arg(zones);
}

QJsonObject RewritePlan::toJson() const
{
    return QJsonObject {
        { QStringLiteral("blockBytes"), static_cast<qint64>(blockBytes) },
        { QStringLiteral("rangeOffset"), static_cast<qint64>(rangeOffset) },
        { QStringLiteral("rangeLength"), static_cast<qint64>(rangeLength) },
        { QStringLiteral("zones"), static_cast<int>(zones) },
        { QStringLiteral("checkPattern"), checkPattern },
        { QStringLiteral("seed"), QString::number(seed) },
    };
}

double RewriteResult::averageMegabytesPerSecond() const
{
    uint64_t bytes = 0;
    double seconds = 0;
    for (const SurfaceZone& zone : zones) {
        bytes += zone.bytes;
        seconds += zone.seconds;
    }
    return seconds > 0 ? static_cast<double>(bytes) / 1e6 / seconds : 0;
}

QJsonObject RewriteResult::toJson() const
{
    QJsonArray zoneList;
    for (const SurfaceZone& zone : zones)
        zoneList.append(zone.toJson(target.sizeBytes));
    return QJsonObject {
        { QStringLiteral("test"), QStringLiteral("rewrite") },
        { QStringLiteral("plan"), plan.toJson() },
        { QStringLiteral("description"), plan.describe() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("stopReason"), stopReason },
        { QStringLiteral("blocksRewritten"), static_cast<qint64>(blocksRewritten) },
        { QStringLiteral("blocksSkipped"), static_cast<qint64>(blocksSkipped) },
        { QStringLiteral("averageMegabytesPerSecond"), averageMegabytesPerSecond() },
        { QStringLiteral("wallSeconds"), cpu.wallSeconds },
        { QStringLiteral("cpuProcessPercent"), cpu.processPercent },
        { QStringLiteral("errorCount"), static_cast<qint64>(errorCount) },
        { QStringLiteral("errors"), ioErrorsToJson(errors) },
        { QStringLiteral("journalKept"), journalPath },
        { QStringLiteral("zones"), zoneList },
    };
}

RewritePlan RewritePlan::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    RewritePlan plan;
    plan.blockBytes = in.count(QStringLiteral("blockBytes"), plan.blockBytes);
    plan.rangeOffset = in.whole(QStringLiteral("rangeOffset"));
    plan.rangeLength = in.whole(QStringLiteral("rangeLength"));
    plan.zones = in.count(QStringLiteral("zones"), plan.zones);
    plan.checkPattern = in.boolean(QStringLiteral("checkPattern"));
    plan.seed = in.whole(QStringLiteral("seed"), 1);
    return plan;
}

RewriteResult RewriteResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    RewriteResult result;
    result.plan = in.read<RewritePlan>(QStringLiteral("plan"));
    result.target = in.read<TargetInfo>(QStringLiteral("target"));
    result.startedAt = in.string(QStringLiteral("startedAt"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    result.stopReason = in.string(QStringLiteral("stopReason"));
    result.blocksRewritten = in.whole(QStringLiteral("blocksRewritten"));
    result.blocksSkipped = in.whole(QStringLiteral("blocksSkipped"));
    result.cpu.wallSeconds = in.number(QStringLiteral("wallSeconds"));
    result.cpu.processPercent = in.number(QStringLiteral("cpuProcessPercent"));
    result.errorCount = in.whole(QStringLiteral("errorCount"));
    const QJsonArray errorList = in.array(QStringLiteral("errors"));
    result.errors = in.within(QStringLiteral("errors"), [&] { return ioErrorsFromJson(errorList); });
    result.journalPath = in.string(QStringLiteral("journalKept"));
    const QJsonArray zones = in.array(QStringLiteral("zones"));
    for (qsizetype i = 0; i < zones.size(); ++i) {
        result.zones.push_back(SurfaceZone::fromJson(in.element(zones, i, QStringLiteral("zones"))));
    }
    return result;
}

SurfaceRewrite::SurfaceRewrite(const Target& target, RewritePlan plan)
    : m_target(target)
    , m_plan(std::move(plan))
{
}

namespace {
    // A whole transfer, or -errno (0 for a short one that gave no reason).
    int transfer(bool write, int fd, unsigned char* buffer, uint32_t length, uint64_t offset)
    {
        uint32_t done = 0;
        while (done < length) {
            const ssize_t result = write ? pwrite(fd, buffer + done, length - done, static_cast<off_t>(offset + done))
                                         : pread(fd, buffer + done, length - done, static_cast<off_t>(offset + done));
            if (result < 0 && errno == EINTR)
                continue;
            if (result < 0)
                return -errno;
            if (result == 0)
                return 0;
            done += static_cast<uint32_t>(result);
        }
        return static_cast<int>(length);
    }
}

RewriteResult SurfaceRewrite::run(const RunContext& context)
{
    const TargetInfo& info = m_target.info();
    if (info.kind != TargetInfo::Kind::BlockDevice)
        throw UserError(QStringLiteral("the non-destructive write test rewrites a block device in place; %1 is a test "
                                       "file (use surface --write for a test file)")
                            .arg(info.path));
    if (!info.writable)
        throw UserError(QStringLiteral("the target %1 was opened read-only").arg(info.path));
    const uint32_t sector = info.logicalSectorBytes;
    const uint32_t block = m_plan.blockBytes;
    if (block == 0 || block % sector != 0 || block > (64u << 20))
        throw UserError(
            QStringLiteral("the block size must be a multiple of the %1-byte logical sector, at most 64 MiB")
                .arg(sector));
    if (m_plan.zones == 0 || m_plan.zones > 100000)
        throw UserError(QStringLiteral("the zone count must be 1 to 100000, not %1").arg(m_plan.zones));
    if (m_plan.rangeOffset % sector != 0 || m_plan.rangeOffset >= info.sizeBytes)
        throw UserError(QStringLiteral("the range must start on a sector inside the target"));
    const uint64_t available = info.sizeBytes - m_plan.rangeOffset;
    const uint64_t rangeLength
        = (m_plan.rangeLength == 0 ? available : std::min(m_plan.rangeLength, available)) / sector * sector;
    const uint64_t rangeEnd = m_plan.rangeOffset + rangeLength;
    // Zones are whole blocks, so every block is one read, one write and one verify.
    const uint64_t blockCount = std::max<uint64_t>(1, (rangeLength + block - 1) / block);
    const unsigned zoneCount = static_cast<unsigned>(std::min<uint64_t>(m_plan.zones, blockCount));

    RewriteResult result;
    result.plan = m_plan;
    result.plan.zones = zoneCount;
    result.target = info;
    result.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    std::unique_ptr<WriteJournal> journal = WriteJournal::create(m_plan.journalDirectory, m_target);

    BufferPool buffers(3, block, std::max<uint32_t>(4096, sector));
    unsigned char* original = buffers.buffer(0);
    unsigned char* scratch = buffers.buffer(1);
    unsigned char* pattern = buffers.buffer(2);
    const int fd = m_target.fd();
    const uint64_t patternSeed = m_plan.checkPattern ? (m_plan.seed ? m_plan.seed : 1) : 0;
    CpuMeter cpu;
    cpu.start();

    auto noteError = [&](SurfaceZone& zone, uint64_t offset, uint32_t length, IoOp op, int error) {
        ++result.errorCount;
        ++zone.errors;
        keepIoError(result.errors, { offset, length, op, error });
        if (m_target.isGone(error))
            result.stopReason
                = QStringLiteral("%1 went away during the test (%2); the zones done so far are kept")
                      .arg(info.path,
                          error ? QString::fromLocal8Bit(strerror(error)) : QStringLiteral("short transfer"));
    };
    // Writes the original back, syncs and reads it back; true when it reads back identical.
    auto restore = [&](SurfaceZone& zone, uint64_t offset, uint32_t length) {
        for (int attempt = 0; attempt < 3; ++attempt) {
            int status = transfer(true, fd, original, length, offset);
            if (status == static_cast<int>(length) && fdatasync(fd) != 0)
                status = -errno;
            if (status != static_cast<int>(length)) {
                noteError(zone, offset, length, IoOp::Write, -status);
                if (!result.stopReason.isEmpty())
                    return false;
                continue;
            }
            status = transfer(false, fd, scratch, length, offset);
            if (status == static_cast<int>(length) && std::memcmp(scratch, original, length) == 0)
                return true;
            noteError(zone, offset, length, status < 0 ? IoOp::Read : IoOp::Write, status < 0 ? -status : EILSEQ);
            if (!result.stopReason.isEmpty())
                return false;
        }
        return false;
    };

    for (unsigned index = 0; index < zoneCount && result.stopReason.isEmpty(); ++index) {
        SurfaceZone zone;
        zone.index = index;
        const uint64_t zoneStart = m_plan.rangeOffset + blockCount * index / zoneCount * block;
        const uint64_t zoneEnd = std::min(rangeEnd, m_plan.rangeOffset + blockCount * (index + 1) / zoneCount * block);
        zone.offset = zone.timedOffset = zoneStart;
        for (uint64_t offset = zoneStart; offset < zoneEnd; offset += block) {
            if (context.cancelled()) {
                result.cancelled = true;
                break;
            }
            const auto length = static_cast<uint32_t>(std::min<uint64_t>(block, zoneEnd - offset));
            const int readStatus = transfer(false, fd, original, length, offset);
            if (readStatus != static_cast<int>(length)) {
                // Unreadable: there is nothing to write back, so the block is left alone and the
                // test goes on with the next one.
                noteError(zone, offset, length, IoOp::Read, -readStatus);
                ++result.blocksSkipped;
                if (!result.stopReason.isEmpty())
                    break;
                continue;
            }
            try {
                journal->record(offset, original, length, patternSeed);
            } catch (const UserError&) {
                journal->remove(); // every earlier entry is retired; this one never reached the device
                throw;
            }
            const uint64_t startNs = monotonicNs();
            if (patternSeed) {
                fillCheckPattern(pattern, length, patternSeed, offset);
                int status = transfer(true, fd, pattern, length, offset);
                if (status == static_cast<int>(length) && fdatasync(fd) != 0)
                    status = -errno;
                if (status == static_cast<int>(length)) {
                    status = transfer(false, fd, scratch, length, offset);
                    if (status == static_cast<int>(length) && std::memcmp(scratch, pattern, length) != 0)
                        noteError(zone, offset, length, IoOp::Write, EILSEQ);
                    else if (status != static_cast<int>(length))
                        noteError(zone, offset, length, IoOp::Read, -status);
                } else {
                    noteError(zone, offset, length, IoOp::Write, -status);
                }
                zone.bytes += length;
            }
            if (!restore(zone, offset, length)) {
                // The journal keeps the original: the next start tries again.
                if (result.stopReason.isEmpty())
                    result.stopReason = QStringLiteral("the block at offset %1 of %2 could not be written back and "
                                                       "verified")
                                            .arg(offset)
                                            .arg(info.path);
                result.stopReason += QStringLiteral("; its original is kept in the journal %1 and is restored at "
                                                    "DriveScope's next start")
                                         .arg(journal->path());
                result.journalPath = journal->path();
                break;
            }
            zone.seconds += static_cast<double>(monotonicNs() - startNs) / 1e9;
            zone.bytes += length;
            journal->retire();
            ++result.blocksRewritten;
        }
        if (result.cancelled)
            break;
        result.zones.push_back(zone);
        context.surfaceZone(zone, zoneCount);
        context.progress(static_cast<double>(zone.index + 1) / zoneCount,
            RunStage(RunStage::Kind::Zone, zone.index + 1uLL, zoneCount));
    }
    result.cpu = cpu.stop();
    if (result.journalPath.isEmpty())
        journal->remove();
    return result;
}

RewriteResult runSurfaceRewrite(const Target& target, const RewritePlan& plan, const RunContext& context)
{
    return SurfaceRewrite(target, plan).run(context);
}

} // namespace ds
