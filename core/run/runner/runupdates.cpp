#include "run/runner/runupdates.h"

namespace ds {

void registerRunnerMetaTypes()
{
    qRegisterMetaType<RunPlan>();
    qRegisterMetaType<RunProgress>();
    qRegisterMetaType<SurfaceZoneBatch>();
    qRegisterMetaType<SweepPointUpdate>();
    qRegisterMetaType<QuickTestUpdate>();
    qRegisterMetaType<SustainedSampleBatch>();
    qRegisterMetaType<ErrorScanBlockBatch>();
    qRegisterMetaType<AccessSampleBatch>();
    qRegisterMetaType<PtsRoundUpdate>();
    qRegisterMetaType<TimeIntervalBatch>();
    qRegisterMetaType<FinishedRun>();
    qRegisterMetaType<RunFailure>();
}

} // namespace ds
