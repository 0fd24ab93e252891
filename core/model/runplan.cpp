#include "model/runplan.h"

#include "model/overloaded.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "model/wording.h"

#include <QCoreApplication>

#include <algorithm>

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
    case TestKind::ErrorScan:
        return QStringLiteral("scan");
    case TestKind::Consistency:
        return QStringLiteral("consistency");
    case TestKind::Pts:
        return QStringLiteral("pts");
    }
    return QString();
}

RunPlan RunPlan::of(TestKind kind)
{
    RunPlan plan;
    switch (kind) {
    case TestKind::Surface:
        break; // the default: HD Tach's run, access time and burst rate after the scan
    case TestKind::BlockSize:
        plan.test = SweepSeriesPlan { SweepKind::BlockSize, {} };
        break;
    case TestKind::QueueDepth:
        plan.test = SweepSeriesPlan { SweepKind::QueueDepth, {} };
        break;
    case TestKind::Patterns:
        plan.test = PatternSuitePlan();
        break;
    case TestKind::QuickSuite:
        plan.test = QuickSuiteOptions();
        break;
    case TestKind::MultiTarget:
        plan.test = MultiTargetPlan();
        break;
    case TestKind::SustainedWrite:
        plan.test = SustainedPlan();
        break;
    case TestKind::ErrorScan:
        plan.test = ErrorScanPlan();
        break;
    case TestKind::Consistency:
        plan.test = ConsistencyPlan();
        break;
    case TestKind::Pts:
        plan.test = PtsRunPlan();
        break;
    }
    return plan;
}

TestKind RunPlan::kind() const
{
    return std::visit(Overloaded {
                          [](const HdTachPlan&) { return TestKind::Surface; },
                          [](const SweepSeriesPlan& series) {
                              return series.kind == SweepKind::BlockSize ? TestKind::BlockSize : TestKind::QueueDepth;
                          },
                          [](const PatternSuitePlan&) { return TestKind::Patterns; },
                          [](const QuickSuiteOptions&) { return TestKind::QuickSuite; },
                          [](const MultiTargetPlan&) { return TestKind::MultiTarget; },
                          [](const SustainedPlan&) { return TestKind::SustainedWrite; },
                          [](const ErrorScanPlan&) { return TestKind::ErrorScan; },
                          [](const ConsistencyPlan&) { return TestKind::Consistency; },
                          [](const PtsRunPlan&) { return TestKind::Pts; },
                      },
        test);
}

bool RunPlan::writes() const
{
    return std::visit(Overloaded {
                          [](const HdTachPlan& hdtach) { return hdtach.surface.write; },
                          [](const SweepSeriesPlan& series) {
                              return std::any_of(series.sweeps.begin(), series.sweeps.end(),
                                  [](const SweepPlan& sweep) { return sweep.base.writes(); });
                          },
                          [](const PatternSuitePlan& suite) {
                              return std::any_of(suite.patterns.begin(), suite.patterns.end(),
                                  [](const PatternSpec& pattern) { return pattern.readPercent < 100; });
                          },
                          [](const QuickSuiteOptions& quick) { return quick.writes; },
                          [](const MultiTargetPlan& multi) { return multi.spec.writes(); },
                          [](const SustainedPlan&) { return true; },
                          [](const ErrorScanPlan&) {
                              // Read-only: no consent needed.
                              return false;
                          },
                          [](const ConsistencyPlan&) { return true; },
                          [](const PtsRunPlan&) { return true; },
                      },
        test);
}

void RunPlan::validate() const
{
    checkCoolDown(coolDown);
    std::visit(Overloaded {
                   [](const SweepSeriesPlan& series) {
                       for (const SweepPlan& sweep : series.sweeps)
                           sweep.validate();
                   },
                   [](const PatternSuitePlan& suite) { patternSweepPlans(suite.patterns, suite.timing); },
                   [this](const MultiTargetPlan& multi) {
                       checkTargetCount(targetPaths.size());
                       multi.spec.validate(UINT64_MAX / 2, 1);
                   },
                   [](const ErrorScanPlan& scan) { scan.validate(); },
                   [](const ConsistencyPlan& consistency) { consistency.validate(); },
                   [this](const PtsRunPlan& pts) {
                       pts.pts.validate();
                       // The PTS purges a whole drive: there is no test file to fall back on.
                       if (!targetPath.startsWith(QLatin1String("/dev/")))
                           throw UserError(QCoreApplication::translate("ds::RunPlan",
                               "the PTS purges and writes a whole drive: choose a drive, not a test file"));
                   },
                   // The surface scan, the quick suite and the sustained write check their settings against
                   // the target as they start.
                   [](const auto&) {},
               },
        test);
}

QString RunPlan::describe(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::RunPlan", source); };
    return std::visit(
        Overloaded {
            [&](const HdTachPlan& hdtach) {
                QString text = hdtach.surface.describe(translated);
                if (hdtach.access)
                    text += words(QT_TRANSLATE_NOOP("ds::RunPlan", "; access time %1 × %2"))
                                .arg(hdtach.access->samples)
                                .arg(formatBinarySize(hdtach.access->blockBytes));
                if (hdtach.burst)
                    text += words(QT_TRANSLATE_NOOP("ds::RunPlan", "; burst %1 × %2"))
                                .arg(formatBinarySize(hdtach.burst->regionBytes))
                                .arg(hdtach.burst->passes);
                return text;
            },
            [&](const SweepSeriesPlan& series) {
                QStringList parts;
                for (const SweepPlan& sweep : series.sweeps)
                    parts += sweep.describe(translated);
                return parts.join(QStringLiteral("; "));
            },
            [&](const PatternSuitePlan& suite) {
                return describePatternSuite(suite.patterns, suite.timing.durationSeconds, translated);
            },
            [&](const QuickSuiteOptions& quick) {
                // %1 the suite's settings: "Default, 1 GiB, 5 s × 5 runs, best run"
                return words(QT_TRANSLATE_NOOP("ds::RunPlan", "quick suite %1")).arg(quick.describe(translated));
            },
            [&](const MultiTargetPlan& multi) {
                // %1 number of targets, %2 the workload, %3 ", scaling 1 … N" or nothing
                return words(QT_TRANSLATE_NOOP("ds::RunPlan", "%1 targets at once, %2%3"))
                    .arg(targetPaths.size())
                    .arg(multi.spec.describe(translated))
                    .arg(multi.scaling ? words(QT_TRANSLATE_NOOP("ds::RunPlan", ", scaling 1 … N")) : QString());
            },
            [&](const SustainedPlan& sustained) { return sustained.describe(translated); },
            [&](const ErrorScanPlan& scan) {
                // %1 the scan's blocks and requests
                return words(QT_TRANSLATE_NOOP("ds::RunPlan", "error scan, %1")).arg(scan.describe(translated));
            },
            [&](const ConsistencyPlan& consistency) {
                // %1 the plan: "4 KiB random write, QD32, 60 s, last third scored"
                return words(QT_TRANSLATE_NOOP("ds::RunPlan", "consistency, %1")).arg(consistency.describe(translated));
            },
            [&](const PtsRunPlan& pts) {
                // %1 the plan: "client, 60 s a measurement, 100 % of the drive"
                if (pts.resume)
                    return words(QT_TRANSLATE_NOOP("ds::RunPlan", "SNIA PTS, %1, resumed"))
                        .arg(pts.pts.describe(translated));
                // The safety dialog says that the stopped run saved for the drive goes too.
                if (pts.restart)
                    return words(QT_TRANSLATE_NOOP("ds::RunPlan", "SNIA PTS, %1, the stopped run discarded"))
                        .arg(pts.pts.describe(translated));
                return words(QT_TRANSLATE_NOOP("ds::RunPlan", "SNIA PTS, %1")).arg(pts.pts.describe(translated));
            },
        },
        test);
}

} // namespace ds
