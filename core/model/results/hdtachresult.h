#pragma once

#include "model/results/accessresult.h"
#include "model/results/burstresult.h"
#include "model/results/surfaceresult.h"

#include <QJsonObject>

#include <optional>

namespace ds {

// What HD Tach's run does: the surface scan, then random access time and burst rate where asked.
struct HdTachPlan {
    SurfacePlan surface;
    std::optional<AccessPlan> access;
    std::optional<BurstPlan> burst;
};

// HD Tach's whole run: the surface scan, then random access time and burst rate, summarised in
// HD Tach's four figures.
struct HdTachResult {
    SurfaceResult surface;
    std::optional<AccessResult> access; // absent when the run stopped before it
    std::optional<BurstResult> burst;
    bool cancelled = false;

    double randomAccessMs() const { return access ? access->averageMs() : 0.0; }
    double cpuUtilizationPercent() const { return surface.cpu.systemBusyPercent; }
    // HD Tach's "Average read": the average across the surface (see SurfaceResult).
    double averageReadMegabytesPerSecond() const { return surface.surfaceAverageMegabytesPerSecond(); }
    double wholeDriveReadMegabytesPerSecond() const { return surface.averageMegabytesPerSecond(); }
    double burstMegabytesPerSecond() const { return burst ? burst->bestMegabytesPerSecond() : 0.0; }
    QJsonObject toJson() const;
    static HdTachResult fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

} // namespace ds
