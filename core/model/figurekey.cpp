#include "figurekey.h"

#include "model/workload.h"

#include <QCoreApplication>
#include <QStringList>

namespace ds {

namespace {
    struct QuantityWords {
        FigureQuantity quantity;
        const char* id; // in FigureKey::toString()
        const char* words; // the name's ending, English; translated in the context ds::Compare
    };

    constexpr QuantityWords kQuantities[] = {
        { FigureQuantity::MegabytesPerSecond, "mbps", QT_TRANSLATE_NOOP("ds::Compare", "MB/s") },
        { FigureQuantity::Iops, "iops", QT_TRANSLATE_NOOP("ds::Compare", "IOPS") },
        { FigureQuantity::MeanLatency, "mean-latency", QT_TRANSLATE_NOOP("ds::Compare", "mean latency") },
        { FigureQuantity::P99Latency, "p99-latency", QT_TRANSLATE_NOOP("ds::Compare", "p99 latency") },
        { FigureQuantity::Cpu, "cpu", QT_TRANSLATE_NOOP("ds::Compare", "CPU") },
        { FigureQuantity::AverageRate, "average-mbps", QT_TRANSLATE_NOOP("ds::Compare", "average MB/s") },
        { FigureQuantity::WholeDriveRate, "whole-drive-mbps", QT_TRANSLATE_NOOP("ds::Compare", "whole-drive MB/s") },
        { FigureQuantity::MinimumRate, "minimum-mbps", QT_TRANSLATE_NOOP("ds::Compare", "minimum MB/s") },
        { FigureQuantity::MaximumRate, "maximum-mbps", QT_TRANSLATE_NOOP("ds::Compare", "maximum MB/s") },
        { FigureQuantity::CpuUtilization, "cpu-utilization", QT_TRANSLATE_NOOP("ds::Compare", "system busy") },
        { FigureQuantity::AverageAccessTime, "average-access-ms",
            QT_TRANSLATE_NOOP("ds::Compare", "average access time") },
        { FigureQuantity::P99AccessTime, "p99-access-ms", QT_TRANSLATE_NOOP("ds::Compare", "p99 access time") },
        { FigureQuantity::AccessIops, "access-iops", QT_TRANSLATE_NOOP("ds::Compare", "IOPS") },
        { FigureQuantity::BurstRate, "burst-mbps", QT_TRANSLATE_NOOP("ds::Compare", "burst rate") },
        { FigureQuantity::RandomAccess, "random-access-ms", QT_TRANSLATE_NOOP("ds::Compare", "random access") },
        { FigureQuantity::WrittenBeforeCliff, "cliff-gb",
            QT_TRANSLATE_NOOP("ds::Compare", "written before the cliff") },
        { FigureQuantity::RateAfterCliff, "after-cliff-mbps",
            QT_TRANSLATE_NOOP("ds::Compare", "MB/s after the cliff") },
        { FigureQuantity::AggregateRate, "aggregate-mbps", QT_TRANSLATE_NOOP("ds::Compare", "aggregate MB/s") },
        { FigureQuantity::AggregateIops, "aggregate-iops", QT_TRANSLATE_NOOP("ds::Compare", "aggregate IOPS") },
        { FigureQuantity::PatternRating, "rating", QT_TRANSLATE_NOOP("ds::Compare", "rating") },
        { FigureQuantity::QuickRead, "read", QT_TRANSLATE_NOOP("ds::Compare", "read") },
        { FigureQuantity::QuickWrite, "write", QT_TRANSLATE_NOOP("ds::Compare", "write") },
        { FigureQuantity::QuickMix, "mix", QT_TRANSLATE_NOOP("ds::Compare", "read & write") },
        { FigureQuantity::TargetsRate, "targets-mbps", QT_TRANSLATE_NOOP("ds::Compare", "%1 target(s) MB/s") },
        { FigureQuantity::CopyRate, "copy-mbps", "" },
        { FigureQuantity::SlowBlocks, "slow-blocks", QT_TRANSLATE_NOOP("ds::Compare", "slow blocks") },
        { FigureQuantity::VerySlowBlocks, "very-slow-blocks", QT_TRANSLATE_NOOP("ds::Compare", "very slow blocks") },
        { FigureQuantity::ErrorBlocks, "error-blocks", QT_TRANSLATE_NOOP("ds::Compare", "blocks with errors") },
        { FigureQuantity::MedianBlockTime, "median-block-ms", QT_TRANSLATE_NOOP("ds::Compare", "median block time") },
        { FigureQuantity::ConsistencyIops, "consistency-iops",
            QT_TRANSLATE_NOOP("ds::Compare", "scored average IOPS") },
        { FigureQuantity::ConsistencyRatio, "consistency-ratio",
            QT_TRANSLATE_NOOP("ds::Compare", "average ÷ standard deviation") },
        { FigureQuantity::ConsistencyMinimum, "consistency-min-iops",
            QT_TRANSLATE_NOOP("ds::Compare", "slowest scored interval") },
        { FigureQuantity::CacheRecovered, "cache-recovered-gb", QT_TRANSLATE_NOOP("ds::Compare", "cache back") },
        { FigureQuantity::PtsRounds, "rounds", QT_TRANSLATE_NOOP("ds::Compare", "rounds") },
    };

    const QuantityWords& wordsOf(FigureQuantity quantity)
    {
        for (const QuantityWords& words : kQuantities)
            if (words.quantity == quantity)
                return words;
        return kQuantities[0];
    }

    QString word(const char* text, bool translated)
    {
        return translated ? QCoreApplication::translate("ds::Compare", text) : QString::fromUtf8(text);
    }
}

QString FigureKey::name(bool translated) const
{
    const QuantityWords& words = wordsOf(quantity);
    if (quantity == FigureQuantity::TargetsRate)
        return word(words.words, translated).arg(atValue);
    if (quantity == FigureQuantity::CopyRate)
        return subject;
    QStringList parts;
    if (!subject.isEmpty())
        parts << subject;
    if (at == At::BlockSize)
        parts << formatBinarySize(atValue);
    else if (at == At::QueueDepth)
        parts << QStringLiteral("QD%1").arg(atValue);
    parts << word(words.words, translated);
    return parts.join(QLatin1Char(' '));
}

QString FigureKey::toString() const
{
    QString text = test + QLatin1Char(':') + QLatin1String(wordsOf(quantity).id);
    if (!subject.isEmpty())
        text += QLatin1Char('[') + subject + QLatin1Char(']');
    if (at == At::BlockSize)
        text += QStringLiteral("@bs%1").arg(atValue);
    else if (at == At::QueueDepth)
        text += QStringLiteral("@qd%1").arg(atValue);
    else if (at == At::Targets)
        text += QStringLiteral("@targets%1").arg(atValue);
    return text;
}

} // namespace ds
