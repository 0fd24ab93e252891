#pragma once

#include "model/caveats.h"
#include "model/targetinfo.h"

#include <vector>

namespace ds {

// caveatsOfTarget (model/caveats.h) with dm-crypt looked up in sysfs: the device or anything it sits on.
std::vector<Caveat> targetCaveats(const TargetInfo& target, bool writes);

} // namespace ds
