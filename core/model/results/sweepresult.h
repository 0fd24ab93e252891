#pragma once

#include "model/results/results.h"

#include <QJsonObject>
#include <QString>
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace ds {

// The figures a sweep reports per point, each as a spread over the point's repeats, so that a
// reviewer averaging three runs sees the mean and how far the runs were apart.
struct PointFigures {
    Spread megabytesPerSecond;
    Spread iops;
    Spread meanLatencyUs;
    Spread p50LatencyUs;
    Spread p99LatencyUs;
    Spread p999LatencyUs;
    Spread maxLatencyUs;
    Spread cpuPercent; // DriveScope's own CPU time, % of one core
    uint64_t errors = 0;

    static PointFigures of(const WorkloadResult& result);
    QJsonObject toJson() const;
    static PointFigures fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

// One figure of every repeat of a workload, as a spread.
Spread spreadOf(const WorkloadResult& result, const std::function<double(const RunMeasurement&)>& figure);

enum class SweepKind { BlockSize, QueueDepth };

// A workload run once per value of one parameter: the block size (IOMeter / ATTO) or the queue depth.
struct SweepPlan {
    SweepKind kind = SweepKind::BlockSize;
    WorkloadSpec base; // every point runs this, with the swept parameter replaced
    std::vector<uint64_t> values; // block sizes in bytes, or queue depths

    // from, 2 * from, 4 * from … up to and including `to`.
    static std::vector<uint64_t> powersOfTwo(uint64_t from, uint64_t to);
    WorkloadSpec specAt(uint64_t value) const;
    QString kindName() const { return kind == SweepKind::BlockSize ? QStringLiteral("bs") : QStringLiteral("qd"); }
    // The sweep in words, its range in place of the base's value: "512 B … 64 MiB sequential read, QD4,
    // 2 s each" or "4 KiB random read, QD1 … 32, 2 s each". The run picker, the safety dialog, compare,
    // captions and reports all say this.
    QString describe(bool translated = false) const;
    // Throws UserError for a plan no target could run (no values, a depth out of range, no duration).
    void validate() const;
    QJsonObject toJson() const;
    static SweepPlan fromJson(const QJsonObject& object);
};

struct SweepPoint {
    uint64_t value = 0;
    WorkloadSpec spec;
    QString skipReason; // set when the point was not measured: why (a block below the sector size …)
    std::optional<WorkloadResult> result;
    QString fioCommand;

    bool measured() const { return result.has_value(); }
    QJsonObject toJson() const;
    static SweepPoint fromJson(const QJsonObject& object);
};

struct SweepResult {
    SweepPlan plan;
    TargetInfo target;
    QString engine;
    QString startedAt;
    std::vector<SweepPoint> points; // in plan order; a cancelled sweep stops early
    bool cancelled = false;

    QJsonObject toJson() const;
    static SweepResult fromJson(const QJsonObject& object);
};

} // namespace ds
