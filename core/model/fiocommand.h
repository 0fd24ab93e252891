#pragma once

#include "model/targetinfo.h"
#include "model/workload.h"

#include <QString>

namespace ds {

// The fio command line that runs the same workload, shown beside every result so that anyone can
// check a DriveScope figure with the reference tool.
QString fioCommandLine(const WorkloadSpec& spec, const TargetInfo& target, const QString& engineName);

} // namespace ds
