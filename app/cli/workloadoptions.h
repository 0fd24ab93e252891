#pragma once

#include "model/workload.h"

#include "commandline.h"
#include <QString>

// The workload flags of `run`, for the commands that run workloads too (sweeps, patterns, multi),
// each taking the subset that makes sense for it.

namespace ds::cli {

enum WorkloadOption : unsigned {
    kOpRw = 1u << 0, // --rw, --read-percent
    kOpPattern = 1u << 1, // --pattern, --random-percent
    kOpBlockSize = 1u << 2, // --bs
    kOpQueueDepth = 1u << 3, // --qd
    kOpRegion = 1u << 4, // --offset, --length, --align
    kOpTiming = 1u << 5, // --duration, --bytes, --warmup, --repeats, --seed, --series-interval, --batch-complete
    kOpJobs = 1u << 6, // --jobs, --cpus
    kOpData = 1u << 7, // --data
    kOpAll = 0xff,
};

struct WorkloadDefaults {
    QString blockSize = QStringLiteral("4k");
    QString queueDepth = QStringLiteral("1");
    QString duration = QStringLiteral("10");
    QString warmup = QStringLiteral("0");
    QString durationHelp = QStringLiteral("Seconds to measure");
    QString pattern = QStringLiteral("seq");
};

void addWorkloadOptions(OptionList& options, unsigned which, const WorkloadDefaults& defaults = {});
// Throws UserError naming the flag at fault.
WorkloadSpec workloadFromOptions(const CommandLine& parser, unsigned which);

// --jobs, --cpus and --data alone, for the commands that build their workloads themselves (quick).
void addJobOptions(OptionList& options, bool data);
// Sets spec's jobs, cpus and (with `data`) test data from them; throws UserError.
void applyJobOptions(const CommandLine& parser, bool data, WorkloadSpec& spec);

} // namespace ds::cli
