#include "model/workload.h"

#include "model/jsonreader.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "model/wording.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace ds {

uint32_t WorkloadSpec::largestBlock() const
{
    uint32_t largest = 0;
    for (const BlockSizeShare& size : blockSizes)
        largest = std::max(largest, size.bytes);
    return largest;
}

uint32_t WorkloadSpec::smallestBlock() const
{
    uint32_t smallest = UINT32_MAX;
    for (const BlockSizeShare& size : blockSizes)
        smallest = std::min(smallest, size.bytes);
    return blockSizes.empty() ? 0 : smallest;
}

QString formatBinarySize(uint64_t bytes)
{
    static const char* const units[] = { "B", "KiB", "MiB", "GiB", "TiB" };
    unsigned unit = 0;
    while (unit < 4 && bytes >= 1024 && bytes % 1024 == 0) {
        bytes /= 1024;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(bytes).arg(QLatin1String(units[unit]));
}

QString WorkloadSpec::describe(bool translated, const Varied& varied) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::WorkloadSpec", source); };
    QString sizes;
    if (!varied.blockSizes.isEmpty())
        sizes = varied.blockSizes;
    else if (blockSizes.size() == 1)
        sizes = formatBinarySize(blockSizes.front().bytes);
    else
        sizes = words(QT_TRANSLATE_NOOP("ds::WorkloadSpec", "mixed-size"));
    const QString pattern = randomPercent == 0 ? words(QT_TRANSLATE_NOOP("ds::WorkloadSpec", "sequential"))
        : randomPercent == 100                 ? words(QT_TRANSLATE_NOOP("ds::WorkloadSpec", "random"))
                               : words(QT_TRANSLATE_NOOP("ds::WorkloadSpec", "%1 % random")).arg(randomPercent);
    const QString op = readPercent == 100 ? words(QT_TRANSLATE_NOOP("ds::WorkloadSpec", "read"))
        : readPercent == 0                ? words(QT_TRANSLATE_NOOP("ds::WorkloadSpec", "write"))
                                          : words(QT_TRANSLATE_NOOP("ds::WorkloadSpec", "%1 % read")).arg(readPercent);
    const QString amount = durationSeconds > 0
        ? words(QT_TRANSLATE_NOOP("ds::WorkloadSpec", "%1 s")).arg(wordingNumber(translated, durationSeconds))
        : formatBinarySize(totalBytes);
    // %1 block size, %2 sequential/random, %3 read/write, %4 queue depth, %5 duration or amount
    QString text = words(QT_TRANSLATE_NOOP("ds::WorkloadSpec", "%1 %2 %3, QD%4, %5"))
                       .arg(sizes, pattern, op)
                       .arg(varied.queueDepths.isEmpty() ? QString::number(queueDepth) : varied.queueDepths)
                       .arg(amount);
    if (jobs > 1)
        text += words(QT_TRANSLATE_NOOP("ds::WorkloadSpec", ", %1 jobs")).arg(jobs);
    if (data == DataPattern::Zero && writes())
        text += words(QT_TRANSLATE_NOOP("ds::WorkloadSpec", ", zero data"));
    return text;
}

QString dataPatternName(DataPattern data)
{
    return data == DataPattern::Zero ? QStringLiteral("zero") : QStringLiteral("random");
}

DataPattern parseDataPattern(const QString& text)
{
    if (text == QLatin1String("random"))
        return DataPattern::Random;
    if (text == QLatin1String("zero"))
        return DataPattern::Zero;
    throw UserError(
        QCoreApplication::translate("ds::Workload", "the test data must be random or zero, not '%1'").arg(text));
}

uint64_t WorkloadSpec::jobStretch(uint64_t regionBytes, uint32_t sectorBytes) const
{
    if (!splitsRegion())
        return regionBytes;
    const uint64_t unit = std::max<uint64_t>(std::max<uint64_t>(sectorBytes, 1), largestBlock());
    return regionBytes / jobs / unit * unit;
}

QJsonObject WorkloadSpec::toJson() const
{
    QJsonArray sizes;
    for (const BlockSizeShare& size : blockSizes)
        sizes.append(QJsonObject {
            { QStringLiteral("bytes"), static_cast<qint64>(size.bytes) }, { QStringLiteral("share"), size.share } });
    QJsonArray cpuArray;
    for (unsigned cpu : cpus)
        cpuArray.append(static_cast<int>(cpu));
    return QJsonObject {
        { QStringLiteral("readPercent"), static_cast<int>(readPercent) },
        { QStringLiteral("randomPercent"), static_cast<int>(randomPercent) },
        { QStringLiteral("blockSizes"), sizes },
        { QStringLiteral("regionOffset"), static_cast<qint64>(regionOffset) },
        { QStringLiteral("regionLength"), static_cast<qint64>(regionLength) },
        { QStringLiteral("alignment"), static_cast<qint64>(alignment) },
        { QStringLiteral("queueDepth"), static_cast<int>(queueDepth) },
        { QStringLiteral("completionBatch"), static_cast<int>(effectiveCompletionBatch()) },
        { QStringLiteral("completionBatchSetting"), static_cast<int>(completionBatch) }, // 0: automatic
        { QStringLiteral("durationSeconds"), durationSeconds },
        { QStringLiteral("totalBytes"), static_cast<qint64>(totalBytes) },
        { QStringLiteral("warmupSeconds"), warmupSeconds },
        { QStringLiteral("repeats"), static_cast<int>(repeats) },
        { QStringLiteral("seed"), QString::number(seed) },
        { QStringLiteral("jobs"), static_cast<int>(jobs) },
        { QStringLiteral("cpus"), cpuArray },
        { QStringLiteral("data"), dataPatternName(data) },
        { QStringLiteral("seriesInterval"), seriesIntervalSeconds },
    };
}

WorkloadSpec WorkloadSpec::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    WorkloadSpec spec;
    spec.readPercent = in.count(QStringLiteral("readPercent"), spec.readPercent, 100);
    spec.randomPercent = in.count(QStringLiteral("randomPercent"), spec.randomPercent, 100);
    if (in.has(QStringLiteral("blockSizes"))) {
        const QJsonArray sizes = in.array(QStringLiteral("blockSizes"));
        spec.blockSizes.clear();
        for (qsizetype i = 0; i < sizes.size(); ++i) {
            const JsonReader size = in.element(sizes, i, QStringLiteral("blockSizes"));
            spec.blockSizes.push_back(
                BlockSizeShare { static_cast<uint32_t>(size.whole(QStringLiteral("bytes"), 4096, UINT32_MAX)),
                    size.number(QStringLiteral("share"), 1.0) });
        }
    }
    spec.regionOffset = in.whole(QStringLiteral("regionOffset"));
    spec.regionLength = in.whole(QStringLiteral("regionLength"));
    spec.alignment = in.count(QStringLiteral("alignment"), 0, UINT32_MAX);
    spec.queueDepth = in.count(QStringLiteral("queueDepth"), 1, kMaxQueueDepth);
    // Files without the setting hold only the batch in effect: read as automatic when it is the automatic one.
    if (in.has(QStringLiteral("completionBatchSetting"))) {
        spec.completionBatch = in.count(QStringLiteral("completionBatchSetting"), 0, kMaxQueueDepth);
    } else {
        const unsigned batch = in.count(QStringLiteral("completionBatch"), 0, kMaxQueueDepth);
        spec.completionBatch = batch == spec.effectiveCompletionBatch() ? 0 : batch;
    }
    spec.durationSeconds = in.number(QStringLiteral("durationSeconds"));
    spec.totalBytes = in.whole(QStringLiteral("totalBytes"));
    spec.warmupSeconds = in.number(QStringLiteral("warmupSeconds"));
    spec.repeats = in.count(QStringLiteral("repeats"), 1);
    spec.seed = in.whole(QStringLiteral("seed"), 1);
    // Files from before jobs and test data were settings ran one job with random data.
    spec.jobs = in.count(QStringLiteral("jobs"), 1, kMaxJobs);
    const QJsonArray cpus = in.array(QStringLiteral("cpus"));
    for (qsizetype i = 0; i < cpus.size(); ++i)
        spec.cpus.push_back(static_cast<unsigned>(in.wholeAt(cpus, i, QStringLiteral("cpus"))));
    if (in.has(QStringLiteral("data"))) {
        const QString data = in.string(QStringLiteral("data"));
        if (data != QLatin1String("random") && data != QLatin1String("zero"))
            in.fail(QStringLiteral("data"), QStringLiteral("must be random or zero, not '%1'").arg(data));
        spec.data = parseDataPattern(data);
    }
    // Files from before time series kept none.
    spec.seriesIntervalSeconds = in.number(QStringLiteral("seriesInterval"), 0);
    return spec;
}

uint64_t WorkloadSpec::effectiveRegionLength(uint64_t targetBytes) const
{
    if (regionOffset >= targetBytes)
        return 0;
    const uint64_t available = targetBytes - regionOffset;
    return regionLength == 0 ? available : std::min(regionLength, available);
}

void WorkloadSpec::validate(uint64_t targetBytes, uint32_t sectorBytes) const
{
    if (readPercent > 100)
        throw UserError(
            QCoreApplication::translate("ds::Workload", "read share must be 0 to 100 %, not %1").arg(readPercent));
    if (randomPercent > 100)
        throw UserError(
            QCoreApplication::translate("ds::Workload", "random share must be 0 to 100 %, not %1").arg(randomPercent));
    if (queueDepth < 1 || queueDepth > kMaxQueueDepth)
        throw UserError(QCoreApplication::translate("ds::Workload", "queue depth must be 1 to %1, not %2")
                            .arg(kMaxQueueDepth)
                            .arg(queueDepth));
    checkJobs(jobs);
    checkCpus(cpus);
    if (completionBatch > queueDepth)
        throw UserError(QCoreApplication::translate(
            "ds::Workload", "the completion batch (%1) cannot be larger than the queue depth (%2)")
                            .arg(completionBatch)
                            .arg(queueDepth));
    if (!(durationSeconds > 0) && totalBytes == 0)
        throw UserError(QCoreApplication::translate(
            "ds::Workload", "the run needs a duration above zero or a byte count above zero"));
    if (durationSeconds > 0 && !std::isfinite(durationSeconds))
        throw UserError(QCoreApplication::translate("ds::Workload", "the duration must be a finite number of seconds"));
    if (warmupSeconds < 0 || !std::isfinite(warmupSeconds))
        throw UserError(QCoreApplication::translate("ds::Workload", "the warm-up must be zero or more seconds"));
    if (repeats < 1)
        throw UserError(QCoreApplication::translate("ds::Workload", "repeats must be at least 1"));
    checkSeriesInterval(seriesIntervalSeconds);
    if (blockSizes.empty())
        throw UserError(QCoreApplication::translate("ds::Workload", "no block size given"));
    for (const BlockSizeShare& size : blockSizes) {
        if (size.bytes == 0)
            throw UserError(QCoreApplication::translate("ds::Workload", "a block size of zero bytes"));
        if (size.bytes > (64u << 20) * 16)
            throw UserError(QCoreApplication::translate("ds::Workload", "block size %1 is larger than 1 GiB")
                                .arg(formatBinarySize(size.bytes)));
        if (size.bytes % sectorBytes != 0)
            throw UserError(QCoreApplication::translate("ds::Workload",
                "block size %1 is not a multiple of the target's %2-byte logical sector: "
                "direct I/O needs whole sectors")
                                .arg(formatBinarySize(size.bytes))
                                .arg(sectorBytes));
    }
    checkBlockSizeShares(blockSizes);
    if (alignment != 0 && alignment % sectorBytes != 0)
        throw UserError(QCoreApplication::translate(
            "ds::Workload", "alignment %1 is not a multiple of the target's %2-byte logical sector")
                            .arg(alignment)
                            .arg(sectorBytes));
    if (regionOffset % sectorBytes != 0)
        throw UserError(QCoreApplication::translate(
            "ds::Workload", "region offset %1 is not a multiple of the target's %2-byte logical sector")
                            .arg(regionOffset)
                            .arg(sectorBytes));
    if (regionOffset >= targetBytes)
        throw UserError(
            QCoreApplication::translate("ds::Workload", "region offset %1 is beyond the end of the target (%2 bytes)")
                .arg(regionOffset)
                .arg(targetBytes));
    if (regionLength != 0 && regionOffset + regionLength > targetBytes)
        throw UserError(
            QCoreApplication::translate("ds::Workload", "region %1 + %2 runs past the end of the target (%3 bytes)")
                .arg(regionOffset)
                .arg(regionLength)
                .arg(targetBytes));
    if (effectiveRegionLength(targetBytes) < largestBlock())
        throw UserError(
            QCoreApplication::translate("ds::Workload", "the region (%1 bytes) is smaller than the block size %2")
                .arg(effectiveRegionLength(targetBytes))
                .arg(formatBinarySize(largestBlock())));
    if (splitsRegion() && jobStretch(effectiveRegionLength(targetBytes), sectorBytes) == 0)
        throw UserError(QCoreApplication::translate("ds::Workload",
            "the region (%1 bytes) is too small to give each of %2 sequential jobs a stretch of one %3 request")
                            .arg(effectiveRegionLength(targetBytes))
                            .arg(jobs)
                            .arg(formatBinarySize(largestBlock())));
    // A byte count below one request would still issue that request, and report bytes never asked for.
    if (totalBytes != 0 && totalBytes < largestBlock())
        throw UserError(
            QCoreApplication::translate("ds::Workload", "the byte count (%1) is smaller than one %2 request")
                .arg(formatBinarySize(totalBytes), formatBinarySize(largestBlock())));
}

uint64_t parseSize(const QString& input)
{
    const QString text = input.trimmed().toLower();
    qsizetype digits = 0;
    while (digits < text.size() && text.at(digits).isDigit())
        ++digits;
    if (digits == 0)
        throw UserError(QStringLiteral("'%1' is not a size (examples: 512, 4k, 1M, 2G)").arg(input));
    bool ok = false;
    const uint64_t number = text.left(digits).toULongLong(&ok);
    if (!ok)
        throw UserError(QStringLiteral("'%1' is not a size").arg(input));
    QString unit = text.mid(digits).trimmed();
    if (unit.endsWith(QLatin1String("ib")))
        unit.chop(2);
    else if (unit.endsWith(QLatin1Char('b')))
        unit.chop(1);
    unsigned shift = 0;
    if (unit.isEmpty())
        shift = 0;
    else if (unit == QLatin1String("k"))
        shift = 10;
    else if (unit == QLatin1String("m"))
        shift = 20;
    else if (unit == QLatin1String("g"))
        shift = 30;
    else if (unit == QLatin1String("t"))
        shift = 40;
    else
        throw UserError(QStringLiteral("'%1' has an unknown unit (use k, M, G or T)").arg(input));
    if (shift && number > (UINT64_MAX >> shift))
        throw UserError(QStringLiteral("'%1' is too large").arg(input));
    return number << shift;
}

std::vector<BlockSizeShare> parseBlockSizeMix(const QString& text)
{
    std::vector<BlockSizeShare> sizes;
    const QStringList parts = text.split(QLatin1Char(','));
    if (text.trimmed().isEmpty())
        throw UserError(QStringLiteral("no block size given"));
    for (const QString& part : parts) {
        if (part.trimmed().isEmpty())
            throw UserError(QStringLiteral("an empty element in the block sizes '%1'").arg(text));
        const QStringList pieces = part.split(QLatin1Char(':'));
        if (pieces.size() > 2)
            throw UserError(QStringLiteral("'%1' is not SIZE or SIZE:SHARE").arg(part));
        BlockSizeShare size;
        const uint64_t bytes = parseSize(pieces.front());
        if (bytes == 0 || bytes > UINT32_MAX)
            throw UserError(QStringLiteral("block size '%1' is out of range").arg(pieces.front()));
        size.bytes = static_cast<uint32_t>(bytes);
        if (pieces.size() == 2) {
            bool ok = false;
            size.share = pieces.back().toDouble(&ok);
            if (!ok || size.share < 0)
                throw UserError(QStringLiteral("'%1' is not a share (a number, zero or more)").arg(pieces.back()));
        }
        sizes.push_back(size);
    }
    checkBlockSizeShares(sizes);
    return sizes;
}

void checkBlockSizeShares(const std::vector<BlockSizeShare>& sizes)
{
    if (sizes.size() > kMaxMixSizes)
        throw UserError(QCoreApplication::translate(
            "ds::Workload", "a block-size mix holds at most %1 sizes (as fio's bssplit), not %2")
                            .arg(kMaxMixSizes)
                            .arg(sizes.size()));
    // Bounded, so that no sum overflows to infinity and turns every share into 0 %.
    double total = 0;
    for (const BlockSizeShare& size : sizes) {
        if (!std::isfinite(size.share) || !(size.share > 0) || size.share > kMaxBlockSizeShare)
            throw UserError(QCoreApplication::translate(
                "ds::Workload", "a block-size share is a weight above 0 and at most %1, not %2")
                                .arg(kMaxBlockSizeShare, 0, 'f', 0)
                                .arg(size.share));
        total += size.share;
    }
    // fio's bssplit takes whole percentages, and reads 0 as "share what is left": the printed fio
    // command can only check a mix that is made of whole percentages of 1 and more.
    QStringList made;
    bool whole = true;
    for (const BlockSizeShare& size : sizes) {
        const double percent = size.share / total * 100;
        made << QStringLiteral("%1 %2 %").arg(formatBinarySize(size.bytes)).arg(percent, 0, 'g', 4);
        whole = whole && std::round(percent) >= 1 && std::abs(percent - std::round(percent)) < 1e-6;
    }
    if (whole)
        return;
    QStringList suggestion;
    const std::vector<unsigned> percents = wholeSharePercents(sizes);
    for (size_t i = 0; i < sizes.size(); ++i)
        suggestion
            << QStringLiteral("%1:%2").arg(formatBinarySize(sizes[i].bytes).remove(QLatin1Char(' '))).arg(percents[i]);
    throw UserError(QCoreApplication::translate("ds::Workload",
        "the block-size shares make %1; fio's bssplit, which checks the figures, takes whole percentages of 1 or "
        "more: give shares such as %2")
                        .arg(made.join(QStringLiteral(", ")), suggestion.join(QLatin1Char(','))));
}

std::vector<unsigned> wholeSharePercents(const std::vector<BlockSizeShare>& sizes)
{
    // Scaled by the largest share first, so that no sum of finite shares overflows.
    double largest = 0;
    for (const BlockSizeShare& size : sizes)
        if (std::isfinite(size.share))
            largest = std::max(largest, size.share);
    std::vector<unsigned> percents(sizes.size(), 0);
    if (!(largest > 0))
        return percents;
    auto weight = [largest](const BlockSizeShare& size) {
        return std::isfinite(size.share) && size.share > 0 ? size.share / largest : 0.0;
    };
    double total = 0;
    for (const BlockSizeShare& size : sizes)
        total += weight(size);
    std::vector<double> exact(sizes.size());
    unsigned given = 0;
    for (size_t i = 0; i < sizes.size(); ++i) {
        exact[i] = weight(sizes[i]) / total * 100;
        // Within a rounding error of a whole number counts as that number.
        percents[i] = static_cast<unsigned>(std::floor(exact[i] + 1e-6));
        if (percents[i] == 0 && exact[i] > 0)
            percents[i] = 1; // 0 would tell fio to share out the rest
        given += percents[i];
    }
    // The rest to the largest remainders, an excess (from the ones raised to 1) from the largest shares.
    std::vector<size_t> order(sizes.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    if (given < 100) {
        std::stable_sort(order.begin(), order.end(),
            [&](size_t a, size_t b) { return exact[a] - percents[a] > exact[b] - percents[b]; });
        for (size_t k = 0; given < 100; k = (k + 1) % order.size())
            if (exact[order[k]] > 0) {
                ++percents[order[k]];
                ++given;
            }
    } else {
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return percents[a] > percents[b]; });
        // More than 100 sizes cannot all have 1 %; a checked mix has at most kMaxMixSizes.
        for (bool took = true; given > 100 && took;) {
            took = false;
            for (size_t k = 0; k < order.size() && given > 100; ++k)
                if (percents[order[k]] > 1) {
                    --percents[order[k]];
                    --given;
                    took = true;
                }
        }
    }
    return percents;
}

} // namespace ds
