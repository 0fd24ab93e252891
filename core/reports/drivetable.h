#pragma once

#include "model/drivefacts.h"

#include <string>
#include <vector>

namespace ds {

// `drivescope-cli list`'s table: a row per drive and one per partition (size in decimal GB, transport,
// link, model or an array's level, sector sizes, queue depth, scheduler, write cache, what uses it), then
// a line under it for each slow link and each degraded or syncing array, and what the lock means.
std::string driveTable(const std::vector<DriveFacts>& drives);

} // namespace ds
