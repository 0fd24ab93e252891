#include "runupdates.h"

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
        document = QJsonObject {
            { QStringLiteral("test"), QStringLiteral("hdtach") },
            { QStringLiteral("summary"),
                QJsonObject {
                    { QStringLiteral("randomAccessMs"), access ? access->averageMs() : 0.0 },
                    { QStringLiteral("cpuUtilizationPercent"), surface->cpu.systemBusyPercent },
                    { QStringLiteral("averageReadMegabytesPerSecond"), surface->averageMegabytesPerSecond() },
                    { QStringLiteral("burstMegabytesPerSecond"), burst ? burst->bestMegabytesPerSecond() : 0.0 },
                } },
            { QStringLiteral("surface"), surface->toJson() },
        };
        if (access)
            document.insert(QStringLiteral("access"), access->toJson());
        if (burst)
            document.insert(QStringLiteral("burst"), burst->toJson());
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
    qRegisterMetaType<RunOutcome>();
    qRegisterMetaType<RunFailure>();
}

} // namespace ds
