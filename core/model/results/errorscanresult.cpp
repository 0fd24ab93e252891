#include "model/results/errorscanresult.h"
#include "model/results/surfaceresult.h"

#include "model/jsonreader.h"
#include "model/results/ioerrors.h"
#include "model/uint128.h"
#include "model/usererror.h"
#include "model/wording.h"
#include "model/workload.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace ds {

QString ErrorScanPlan::describe(bool translated) const
{
    // %1 the number of map blocks, %2 the request size ("1 MiB", or "default"), %3 the queue depth
    return wording(translated, "ds::ErrorScanPlan",
               QT_TRANSLATE_NOOP("ds::ErrorScanPlan", "%1 blocks, read in %2 requests, QD%3"))
               .arg(blocks)
               .arg(transferBytes
                       ? formatBinarySize(transferBytes)
                       : wording(translated, "ds::ErrorScanPlan", QT_TRANSLATE_NOOP("ds::ErrorScanPlan", "default")))
               .arg(queueDepth)
        + describeRange(rangeOffset, rangeLength, translated);
}

void ErrorScanPlan::validate() const
{
    if (blocks == 0 || blocks > kMaxBlocks)
        throw UserError(QCoreApplication::translate("ds::ErrorScanPlan", "the block count must be 1 to %1, not %2")
                            .arg(kMaxBlocks)
                            .arg(blocks));
    if (queueDepth == 0 || queueDepth > WorkloadSpec::kMaxQueueDepth)
        throw UserError(QCoreApplication::translate("ds::ErrorScanPlan", "queue depth must be 1 to %1")
                            .arg(WorkloadSpec::kMaxQueueDepth));
    if (transferBytes > (64u << 20))
        throw UserError(QCoreApplication::translate("ds::ErrorScanPlan", "the request size must be at most 64 MiB"));
    if (!(slowFactor >= 1) || !(verySlowFactor >= slowFactor) || !(verySlowRequestMs > 0))
        throw UserError(QCoreApplication::translate(
            "ds::ErrorScanPlan", "the slow factor must be at least 1 and the very slow factor at least the slow one"));
}

QJsonObject ErrorScanPlan::toJson() const
{
    return QJsonObject {
        { QStringLiteral("blocks"), static_cast<int>(blocks) },
        { QStringLiteral("rangeOffset"), static_cast<qint64>(rangeOffset) },
        { QStringLiteral("rangeLength"), static_cast<qint64>(rangeLength) },
        { QStringLiteral("transferBytes"), static_cast<qint64>(transferBytes) },
        { QStringLiteral("queueDepth"), static_cast<int>(queueDepth) },
        { QStringLiteral("slowFactor"), slowFactor },
        { QStringLiteral("verySlowFactor"), verySlowFactor },
        { QStringLiteral("verySlowRequestMs"), verySlowRequestMs },
    };
}

ErrorScanPlan ErrorScanPlan::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    ErrorScanPlan plan;
    plan.blocks = in.count(QStringLiteral("blocks"), plan.blocks, kMaxBlocks);
    if (plan.blocks == 0)
        in.fail(QStringLiteral("blocks"), QStringLiteral("must be at least 1"));
    plan.rangeOffset = in.whole(QStringLiteral("rangeOffset"));
    plan.rangeLength = in.whole(QStringLiteral("rangeLength"));
    plan.transferBytes = in.count(QStringLiteral("transferBytes"), 0, 64u << 20);
    plan.queueDepth = in.count(QStringLiteral("queueDepth"), plan.queueDepth, WorkloadSpec::kMaxQueueDepth);
    plan.slowFactor = in.number(QStringLiteral("slowFactor"), plan.slowFactor);
    plan.verySlowFactor = in.number(QStringLiteral("verySlowFactor"), plan.verySlowFactor);
    plan.verySlowRequestMs = in.number(QStringLiteral("verySlowRequestMs"), plan.verySlowRequestMs);
    if (!(plan.slowFactor >= 1))
        in.fail(QStringLiteral("slowFactor"), QStringLiteral("must be at least 1"));
    if (!(plan.verySlowFactor >= plan.slowFactor))
        in.fail(QStringLiteral("verySlowFactor"), QStringLiteral("must be at least slowFactor"));
    if (!(plan.verySlowRequestMs > 0))
        in.fail(QStringLiteral("verySlowRequestMs"), QStringLiteral("must be above zero"));
    return plan;
}

QString blockClassName(BlockClass blockClass)
{
    switch (blockClass) {
    case BlockClass::Fast:
        return QStringLiteral("fast");
    case BlockClass::Slow:
        return QStringLiteral("slow");
    case BlockClass::VerySlow:
        return QStringLiteral("very slow");
    case BlockClass::Error:
        return QStringLiteral("error");
    }
    return {};
}

namespace {
    // One letter per block in the file's class column.
    constexpr char kClassLetters[] = { 'f', 's', 'v', 'e' };
}

uint64_t ErrorScanResult::errorCount() const
{
    uint64_t count = 0;
    for (const ErrorScanBlock& block : blocks)
        count += block.errors;
    return count;
}

unsigned ErrorScanResult::countOf(BlockClass blockClass) const
{
    return static_cast<unsigned>(std::count_if(blocks.begin(), blocks.end(),
        [blockClass](const ErrorScanBlock& block) { return block.blockClass == blockClass; }));
}

double ErrorScanResult::seconds() const
{
    double sum = 0;
    for (const ErrorScanBlock& block : blocks)
        sum += block.seconds;
    return sum;
}

uint64_t ErrorScanResult::bytes() const
{
    uint64_t sum = 0;
    for (const ErrorScanBlock& block : blocks)
        sum += block.bytes;
    return sum;
}

double ErrorScanResult::averageMegabytesPerSecond() const
{
    const double time = seconds();
    return time > 0 ? static_cast<double>(bytes()) / 1e6 / time : 0;
}

uint64_t ErrorScanResult::blockOffset(uint64_t offset, uint64_t length, unsigned count, unsigned index, uint32_t sector)
{
    if (count == 0 || sector == 0)
        return offset;
    return offset + static_cast<uint64_t>(static_cast<UInt128>(length) * index / count) / sector * sector;
}

namespace {
    double toMicroseconds(double seconds) { return std::round(seconds * 1e6) / 1e6; }
    double millisecondsToMicroseconds(double milliseconds) { return std::round(milliseconds * 1e3) / 1e3; }
}

void ErrorScanBlock::setTimes(double measuredSeconds, double measuredMaxRequestMs)
{
    seconds = toMicroseconds(measuredSeconds);
    maxRequestMs = millisecondsToMicroseconds(measuredMaxRequestMs);
}

void ErrorScanResult::classify()
{
    // Blocks differ by a sector at most, the last perhaps more: each time is scaled to a full block.
    const uint64_t fullBytes
        = blocks.empty() ? 0 : std::max_element(blocks.begin(), blocks.end(), [](const auto& a, const auto& b) {
              return a.bytes < b.bytes;
          })->bytes;
    auto scaled = [fullBytes](const ErrorScanBlock& block) {
        return block.bytes > 0 ? block.seconds * static_cast<double>(fullBytes) / static_cast<double>(block.bytes) : 0;
    };
    // The median of the blocks that read without error: a failed request returns early or late, and
    // says nothing about the drive's usual pace.
    std::vector<double> times;
    times.reserve(blocks.size());
    for (const ErrorScanBlock& block : blocks)
        if (block.errors == 0)
            times.push_back(scaled(block));
    medianBlockSeconds = 0;
    if (!times.empty()) {
        const auto middle = times.begin() + static_cast<std::ptrdiff_t>(times.size() / 2);
        std::nth_element(times.begin(), middle, times.end());
        medianBlockSeconds = *middle;
    }
    for (ErrorScanBlock& block : blocks) {
        const double time = scaled(block);
        if (block.errors > 0)
            block.blockClass = BlockClass::Error;
        else if (time > plan.verySlowFactor * medianBlockSeconds || block.maxRequestMs > plan.verySlowRequestMs)
            block.blockClass = BlockClass::VerySlow;
        else if (time > plan.slowFactor * medianBlockSeconds)
            block.blockClass = BlockClass::Slow;
        else
            block.blockClass = BlockClass::Fast;
    }
}

QJsonObject ErrorScanResult::toJson() const
{
    QJsonArray seconds, maxRequestMs, errors;
    QString classes;
    classes.reserve(static_cast<qsizetype>(blocks.size()));
    for (const ErrorScanBlock& block : blocks) {
        // Microsecond resolution, as the scan keeps them (setTimes), in far fewer characters than full doubles.
        seconds.append(toMicroseconds(block.seconds));
        maxRequestMs.append(millisecondsToMicroseconds(block.maxRequestMs));
        errors.append(static_cast<qint64>(block.errors));
        classes += QLatin1Char(kClassLetters[static_cast<int>(block.blockClass)]);
    }
    return QJsonObject {
        { QStringLiteral("test"), QStringLiteral("scan") },
        { QStringLiteral("plan"), plan.toJson() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("fioCommand"), fioCommand },
        { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("stopReason"), stopReason },
        { QStringLiteral("transferBytes"), static_cast<qint64>(transferBytes) },
        { QStringLiteral("rangeBytes"), static_cast<qint64>(rangeBytes) },
        { QStringLiteral("medianBlockSeconds"), medianBlockSeconds },
        { QStringLiteral("errorCount"), static_cast<qint64>(errorCount()) },
        { QStringLiteral("slowBlocks"), static_cast<int>(countOf(BlockClass::Slow)) },
        { QStringLiteral("verySlowBlocks"), static_cast<int>(countOf(BlockClass::VerySlow)) },
        { QStringLiteral("errorBlocks"), static_cast<int>(countOf(BlockClass::Error)) },
        { QStringLiteral("errors"), ioErrorsToJson(errorRecords) },
        // Offsets and lengths follow from the plan, the range and the sector; a column per measured value.
        { QStringLiteral("blockColumns"),
            QJsonObject {
                { QStringLiteral("seconds"), seconds },
                { QStringLiteral("maxRequestMs"), maxRequestMs },
                { QStringLiteral("errors"), errors },
                { QStringLiteral("classes"), classes },
            } },
    };
}

ErrorScanResult ErrorScanResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    ErrorScanResult result;
    if (in.string(QStringLiteral("test")) != QLatin1String("scan"))
        in.fail(QStringLiteral("test"), QStringLiteral("expected \"scan\""));
    result.plan = in.read<ErrorScanPlan>(QStringLiteral("plan"));
    result.target = in.read<TargetInfo>(QStringLiteral("target"));
    result.engine = in.string(QStringLiteral("engine"));
    result.fioCommand = in.string(QStringLiteral("fioCommand"));
    result.startedAt = in.string(QStringLiteral("startedAt"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    result.stopReason = in.string(QStringLiteral("stopReason"));
    result.transferBytes = in.count(QStringLiteral("transferBytes"), 0, 64u << 20);
    result.rangeBytes = in.whole(QStringLiteral("rangeBytes"));
    result.medianBlockSeconds = in.number(QStringLiteral("medianBlockSeconds"));
    const QJsonArray errorList = in.array(QStringLiteral("errors"));
    result.errorRecords = in.within(QStringLiteral("errors"), [&] { return ioErrorsFromJson(errorList); });

    const JsonReader columns = in.child(QStringLiteral("blockColumns"));
    const QJsonArray seconds = columns.array(QStringLiteral("seconds"));
    const QJsonArray maxRequestMs = columns.array(QStringLiteral("maxRequestMs"));
    const QJsonArray errors = columns.array(QStringLiteral("errors"));
    const QString classes = columns.string(QStringLiteral("classes"));
    const qsizetype count = seconds.size();
    if (count > static_cast<qsizetype>(result.plan.blocks))
        columns.fail(
            QStringLiteral("seconds"), QStringLiteral("more blocks than the plan's %1").arg(result.plan.blocks));
    if (maxRequestMs.size() != count)
        columns.fail(QStringLiteral("maxRequestMs"),
            QStringLiteral("%1 values for %2 blocks").arg(maxRequestMs.size()).arg(count));
    if (errors.size() != count)
        columns.fail(QStringLiteral("errors"), QStringLiteral("%1 values for %2 blocks").arg(errors.size()).arg(count));
    if (classes.size() != count)
        columns.fail(
            QStringLiteral("classes"), QStringLiteral("%1 letters for %2 blocks").arg(classes.size()).arg(count));
    const uint32_t sector = result.target.logicalSectorBytes;
    if (count > 0 && (sector == 0 || result.rangeBytes / sector < static_cast<uint64_t>(result.plan.blocks)))
        in.fail(QStringLiteral("rangeBytes"), QStringLiteral("too small for %1 blocks").arg(result.plan.blocks));
    result.blocks.reserve(static_cast<size_t>(count));
    for (qsizetype i = 0; i < count; ++i) {
        ErrorScanBlock block;
        block.index = static_cast<unsigned>(i);
        block.offset = blockOffset(result.plan.rangeOffset, result.rangeBytes, result.plan.blocks, block.index, sector);
        block.bytes
            = blockOffset(result.plan.rangeOffset, result.rangeBytes, result.plan.blocks, block.index + 1, sector)
            - block.offset;
        if (block.index + 1 == result.plan.blocks)
            block.bytes = result.plan.rangeOffset + result.rangeBytes - block.offset;
        block.seconds = columns.numberAt(seconds, i, QStringLiteral("seconds"));
        block.maxRequestMs = columns.numberAt(maxRequestMs, i, QStringLiteral("maxRequestMs"));
        block.errors = static_cast<uint32_t>(columns.wholeAt(errors, i, QStringLiteral("errors")));
        if (block.seconds < 0 || block.maxRequestMs < 0)
            columns.fail(QStringLiteral("seconds[%1]").arg(i), QStringLiteral("negative"));
        const char letter = classes.at(i).toLatin1();
        const char* found = std::find(std::begin(kClassLetters), std::end(kClassLetters), letter);
        if (found == std::end(kClassLetters))
            columns.fail(QStringLiteral("classes[%1]").arg(i),
                QStringLiteral("'%1' is no class (f, s, v or e)").arg(classes.at(i)));
        block.blockClass = static_cast<BlockClass>(found - std::begin(kClassLetters));
        if ((block.errors > 0) != (block.blockClass == BlockClass::Error))
            columns.fail(QStringLiteral("classes[%1]").arg(i), QStringLiteral("does not match the block's errors"));
        result.blocks.push_back(block);
    }
    return result;
}

} // namespace ds
