#include "model/runplan.h"

#include "model/plansettings.h"
#include "model/wording.h"

namespace ds {

QString testKindName(TestKind kind)
{
    switch (kind) {
    case TestKind::Surface:
        return QStringLiteral("hdtach");
    case TestKind::BlockSize:
        return QStringLiteral("sweep-bs");
    case TestKind::QueueDepth:
        return QStringLiteral("sweep-qd");
    case TestKind::Patterns:
        return QStringLiteral("pattern");
    case TestKind::QuickSuite:
        return QStringLiteral("quick");
    case TestKind::MultiTarget:
        return QStringLiteral("multi");
    case TestKind::SustainedWrite:
        return QStringLiteral("sustained");
    }
    return QString();
}

bool RunPlan::writes() const
{
    switch (kind) {
    case TestKind::Surface:
        return surface.write;
    case TestKind::BlockSize:
    case TestKind::QueueDepth:
        for (const SweepPlan& sweep : sweeps)
            if (sweep.base.writes())
                return true;
        return false;
    case TestKind::Patterns:
        for (const PatternSpec& pattern : patterns)
            if (pattern.readPercent < 100)
                return true;
        return false;
    case TestKind::QuickSuite:
        return quick.writes;
    case TestKind::MultiTarget:
        return multiSpec.writes();
    case TestKind::SustainedWrite:
        return true;
    }
    return false;
}

void RunPlan::validate() const
{
    switch (kind) {
    case TestKind::BlockSize:
    case TestKind::QueueDepth:
        for (const SweepPlan& sweep : sweeps)
            sweep.validate();
        break;
    case TestKind::Patterns:
        patternSweepPlans(patterns, patternTiming);
        break;
    case TestKind::MultiTarget:
        checkTargetCount(targetPaths.size());
        multiSpec.validate(UINT64_MAX / 2, 1);
        break;
    case TestKind::Surface:
    case TestKind::QuickSuite:
    case TestKind::SustainedWrite:
        // Their settings are checked against the target as they start.
        break;
    }
}

QString RunPlan::describe(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::RunPlan", source); };
    switch (kind) {
    case TestKind::Surface: {
        QString text = surface.describe(translated);
        if (withAccessTime)
            text += words(QT_TRANSLATE_NOOP("ds::RunPlan", "; access time %1 × %2"))
                        .arg(access.samples)
                        .arg(formatBinarySize(access.blockBytes));
        if (withBurst)
            text += words(QT_TRANSLATE_NOOP("ds::RunPlan", "; burst %1 × %2"))
                        .arg(formatBinarySize(burst.regionBytes))
                        .arg(burst.passes);
        return text;
    }
    case TestKind::BlockSize:
    case TestKind::QueueDepth: {
        QStringList parts;
        for (const SweepPlan& sweep : sweeps) {
            const uint64_t first = sweep.values.empty() ? 0 : sweep.values.front();
            const uint64_t last = sweep.values.empty() ? 0 : sweep.values.back();
            if (sweep.kind == SweepKind::BlockSize)
                parts += QStringLiteral("%1 … %2, %3")
                             .arg(formatBinarySize(first), formatBinarySize(last), sweep.base.describe(translated));
            else
                parts += QStringLiteral("QD %1 … %2, %3").arg(first).arg(last).arg(sweep.base.describe(translated));
        }
        return parts.join(QStringLiteral("; "));
    }
    case TestKind::Patterns: {
        QStringList names;
        for (const PatternSpec& pattern : patterns)
            names += pattern.name;
        return words(QT_TRANSLATE_NOOP("ds::RunPlan", "access patterns %1, %2 s per load"))
            .arg(names.join(QStringLiteral(", ")))
            .arg(wordingNumber(translated, patternTiming.durationSeconds));
    }
    case TestKind::QuickSuite:
        // %1 seconds per test, %2 runs, %3 "best run" or "mean", %4 ", read only" or nothing
        return words(QT_TRANSLATE_NOOP("ds::RunPlan", "quick suite, %1 s × %2 runs, %3%4"))
                   .arg(wordingNumber(translated, quick.secondsPerTest))
                   .arg(quick.repeats)
                   .arg(quick.summary == RepeatSummary::Best ? words(QT_TRANSLATE_NOOP("ds::RunPlan", "best run"))
                                                             : words(QT_TRANSLATE_NOOP("ds::RunPlan", "mean")))
                   .arg(quick.writes ? QString() : words(QT_TRANSLATE_NOOP("ds::RunPlan", ", read only")))
            // %1 the tests run, "SEQ1M Q1T1"
            + (quick.tests.isEmpty()
                    ? QString()
                    : words(QT_TRANSLATE_NOOP("ds::RunPlan", ", only %1")).arg(quick.tests.join(QStringLiteral(", "))));
    case TestKind::MultiTarget:
        // %1 number of targets, %2 the workload, %3 ", scaling 1 … N" or nothing
        return words(QT_TRANSLATE_NOOP("ds::RunPlan", "%1 targets at once, %2%3"))
            .arg(targetPaths.size())
            .arg(multiSpec.describe(translated))
            .arg(multiScaling ? words(QT_TRANSLATE_NOOP("ds::RunPlan", ", scaling 1 … N")) : QString());
    case TestKind::SustainedWrite:
        // %1 the amount ("8 GiB"), %2 the request size, %3 the queue depth
        return words(QT_TRANSLATE_NOOP("ds::RunPlan", "%1 written in %2 requests, QD%3"))
            .arg(formatBinarySize(sustained.totalBytes), formatBinarySize(sustained.blockBytes))
            .arg(sustained.queueDepth);
    }
    return QString();
}

} // namespace ds
