#pragma once

#include "model/targetinfo.h"

#include <QJsonObject>
#include <atomic>
#include <cstdint>
#include <vector>

namespace ds {

// HD Tach's burst rate: a region small enough for the drive's cache is read once to prime it, then
// read again and again; those reads come from the cache, so they measure the interface.
struct BurstPlan {
    uint64_t regionBytes = 512u << 10; // 64 KiB to 1 MiB
    uint64_t offset = 0;
    unsigned passes = 20;

    QJsonObject toJson() const;
    static BurstPlan fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

struct BurstResult {
    BurstPlan plan;
    TargetInfo target;
    QString engine;
    QString fioCommand;
    std::vector<double> passMegabytesPerSecond;
    bool cancelled = false;
    uint64_t errorCount = 0;

    double bestMegabytesPerSecond() const;
    double medianMegabytesPerSecond() const;
    QJsonObject toJson() const;
    static BurstResult fromJson(const QJsonObject& object);
};

} // namespace ds
