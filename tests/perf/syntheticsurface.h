#pragma once

#include "model/results/surfaceresult.h"

#include <random>

// A full-mode surface scan of `zones` 1 MiB zones shaped like a disk: `outerMegabytesPerSecond` at
// the start falling to half of it at the end, with +-5 % noise drawn from `seed`. The perf programs
// build their large sessions from it.
inline ds::SurfaceResult syntheticSurface(size_t zones, double outerMegabytesPerSecond, unsigned seed)
{
    ds::SurfaceResult surface;
    surface.plan.mode = ds::SurfacePlan::Mode::Full;
    surface.plan.zones = static_cast<unsigned>(zones);
    surface.plan.zoneBytes = 1u << 20;
    surface.blockBytes = 1u << 20;
    surface.target.path = QStringLiteral("/dev/sdz");
    surface.target.sizeBytes = zones << 20;
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> noise(0.95, 1.05);
    surface.zones.reserve(zones);
    for (size_t i = 0; i < zones; ++i) {
        ds::SurfaceZone zone;
        zone.index = static_cast<unsigned>(i);
        zone.offset = uint64_t { i } << 20;
        zone.timedOffset = zone.offset;
        zone.bytes = 1u << 20;
        const double rate = outerMegabytesPerSecond * (1.0 - 0.5 * static_cast<double>(i) / static_cast<double>(zones));
        zone.seconds = 1.048576 / rate * noise(random);
        surface.zones.push_back(zone);
    }
    return surface;
}
