#include "run/runner/runupdates.h"

#include "model/results/hdtachresult.h"

#include <QJsonArray>

namespace ds {

QJsonObject RunOutcome::toJson() const
{
    QJsonObject document;
    switch (plan.kind) {
    case TestKind::Surface:
        if (!surface)
            break;
        if (!access && !burst) {
            document = surface->toJson();
            break;
        }
        // The layout of `drivescope-cli hdtach --json`.
        document = HdTachResult { *surface, access, burst, cancelled }.toJson();
        break;
    case TestKind::BlockSize:
    case TestKind::QueueDepth:
        if (sweeps.size() == 1) {
            document = sweeps.front().toJson();
        } else {
            // Read and write sweeps of one page run: each as the CLI writes it.
            QJsonArray list;
            for (const SweepResult& sweep : sweeps)
                list.append(sweep.toJson());
            document = QJsonObject {
                { QStringLiteral("test"), testKindName(plan.kind) },
                { QStringLiteral("sweeps"), list },
            };
        }
        break;
    case TestKind::Patterns:
        if (patterns)
            document = patterns->toJson();
        break;
    case TestKind::QuickSuite:
        if (quick)
            document = quick->toJson();
        break;
    case TestKind::MultiTarget:
        if (multi) {
            document = plan.multiScaling || multi->steps.size() != 1 ? multi->toJson() : multi->steps.back().toJson();
            document.insert(QStringLiteral("test"), QStringLiteral("multi"));
            document.insert(QStringLiteral("workload"), plan.multiSpec.toJson());
            document.insert(QStringLiteral("description"), plan.multiSpec.describe());
        }
        break;
    case TestKind::SustainedWrite:
        if (sustained)
            document = sustained->toJson();
        break;
    }
    if (!document.contains(QStringLiteral("test")))
        document.insert(QStringLiteral("test"), testKindName(plan.kind));
    document.insert(QStringLiteral("cancelled"), cancelled);
    if (!document.contains(QStringLiteral("target")))
        document.insert(QStringLiteral("target"), target.toJson());
    return document;
}

void registerRunnerMetaTypes()
{
    qRegisterMetaType<RunPlan>();
    qRegisterMetaType<RunProgress>();
    qRegisterMetaType<SurfaceZoneBatch>();
    qRegisterMetaType<SweepPointUpdate>();
    qRegisterMetaType<QuickTestUpdate>();
    qRegisterMetaType<SustainedSampleBatch>();
    qRegisterMetaType<RunOutcome>();
    qRegisterMetaType<RunFailure>();
}

} // namespace ds
