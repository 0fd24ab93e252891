#pragma once

#include "model/iotypes.h"
#include "model/results/accessresult.h"
#include "model/results/burstresult.h"
#include "model/results/multitargetresult.h"
#include "model/results/patternresult.h"
#include "model/results/quicksuiteresult.h"
#include "model/results/surfaceresult.h"
#include "model/results/sustainedresult.h"
#include "model/results/sweepresult.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace ds {

enum class TestKind { Surface, BlockSize, QueueDepth, Patterns, QuickSuite, MultiTarget, SustainedWrite };

QString testKindName(TestKind kind); // "surface", "sweep-bs" … as the CLI names them

// Everything a run needs, as a value: the GUI builds it, the worker thread runs it. The targets are
// paths; the worker opens them through core/device, so the GUI never holds a descriptor.
struct RunPlan {
    TestKind kind = TestKind::Surface;
    QString targetPath; // a block device, or a directory for a test file; empty: the default directory
    QStringList targetPaths; // MultiTarget: every target, in order
    uint64_t testFileBytes = uint64_t { 1 } << 30;
    QStringList allowDestroy; // devices the user named for destruction
    EngineKind engine = EngineKind::Auto;

    // Surface: the scan, then optionally HD Tach's access time and burst rate.
    SurfacePlan surface;
    bool withAccessTime = true;
    AccessPlan access;
    bool withBurst = true;
    BurstPlan burst;

    // BlockSize / QueueDepth: one sweep per entry (a block-size page runs read, then write).
    std::vector<SweepPlan> sweeps;

    // Patterns
    std::vector<PatternSpec> patterns;
    WorkloadSpec patternTiming;

    // QuickSuite
    QuickSuiteOptions quick;

    // MultiTarget
    WorkloadSpec multiSpec;
    bool multiScaling = false;

    // SustainedWrite: on a test file, the file is made as large as the write.
    SustainedPlan sustained;

    bool writes() const;
    // Throws UserError naming a setting no target could run (the checks of plansettings.h and the
    // benchmarks' own), before any target is opened; the window's pages and the CLI refuse alike.
    void validate() const;
    // The test and its settings in words: English for files, translated for the window's captions.
    QString describe(bool translated = false) const;
};

} // namespace ds

Q_DECLARE_METATYPE(ds::RunPlan)
