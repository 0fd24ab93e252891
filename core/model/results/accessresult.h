#pragma once

#include "model/targetinfo.h"

#include <QJsonObject>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace ds {

// HD Tach's random access time: single small reads at QD1 scattered over the whole range, so each
// one pays a seek and part of a revolution.
struct AccessPlan {
    unsigned samples = 1000;
    uint32_t blockBytes = 4096; // 512 as an option
    uint64_t rangeOffset = 0;
    uint64_t rangeLength = 0; // 0: to the end
    uint64_t seed = 1;

    QJsonObject toJson() const;
    static AccessPlan fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

struct AccessSample {
    uint64_t offset = 0;
    uint64_t seekDistance = 0; // from where the previous read ended
    double ms = 0;
};

struct AccessResult {
    AccessPlan plan;
    TargetInfo target;
    QString engine;
    QString fioCommand;
    std::vector<AccessSample> samples; // the first read, which starts from an unknown place, excluded
    double iops = 0;
    uint64_t errorCount = 0;
    bool cancelled = false;

    double averageMs() const;
    double minMs() const;
    double maxMs() const;
    double percentileMs(double p) const; // nearest rank over the samples
    QJsonObject toJson(bool withSamples = true) const;
    static AccessResult fromJson(const QJsonObject& object);
};

} // namespace ds
