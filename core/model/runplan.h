#pragma once

#include "model/iotypes.h"
#include "model/plansettings.h"
#include "model/results/accessresult.h"
#include "model/results/burstresult.h"
#include "model/results/consistencyresult.h"
#include "model/results/errorscanresult.h"
#include "model/results/hdtachresult.h"
#include "model/results/multitargetresult.h"
#include "model/results/patternresult.h"
#include "model/results/ptsresult.h"
#include "model/results/quicksuiteresult.h"
#include "model/results/surfaceresult.h"
#include "model/results/sustainedresult.h"
#include "model/results/sweepresult.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

namespace ds {

enum class TestKind {
    Surface,
    BlockSize,
    QueueDepth,
    Patterns,
    QuickSuite,
    MultiTarget,
    SustainedWrite,
    ErrorScan,
    Consistency,
    Pts
};

QString testKindName(TestKind kind); // "surface", "sweep-bs" … as the CLI names them

// The tests of the window's pages, each its own plan; a RunPlan holds exactly one of them.

// Sweeps run one after the other on one target: a block-size page runs read, then write; a
// queue-depth page one sweep.
struct SweepSeriesPlan {
    SweepKind kind = SweepKind::BlockSize;
    std::vector<SweepPlan> sweeps;
};

// Access patterns, each a sweep of loads, all timed alike.
struct PatternSuitePlan {
    std::vector<PatternSpec> patterns;
    WorkloadSpec timing;
};

// One workload on several targets at once (RunPlan::targetPaths), optionally on 1 … N of them.
struct MultiTargetPlan {
    WorkloadSpec spec;
    bool scaling = false;
};

// A SNIA PTS run: its plan, where its state is saved after each step, and whether it continues the run
// saved there (the CLI's --state and --resume).
struct PtsRunPlan {
    PtsPlan pts;
    QString statePath; // empty: PtsState::defaultPath of the target, as the CLI's (files/ptsstate)
    bool resume = false; // continue the stopped run saved there
    bool restart = false; // discard a stopped run saved there (without either, one there refuses the run)
};

using TestPlan = std::variant<HdTachPlan, SweepSeriesPlan, PatternSuitePlan, QuickSuiteOptions, MultiTargetPlan,
    SustainedPlan, ErrorScanPlan, ConsistencyPlan, PtsRunPlan>;

// Everything a run needs, as a value: the GUI builds it, the worker thread runs it. The targets are
// paths; the worker opens them through core/device, so the GUI never holds a descriptor.
struct RunPlan {
    // Which test, with its settings; by default HD Tach's run with access time and burst rate.
    TestPlan test = HdTachPlan { SurfacePlan(), AccessPlan(), BurstPlan() };
    QString targetPath; // a block device, or a directory for a test file; empty: the default directory
    QStringList targetPaths; // MultiTarget: every target, in order
    uint64_t testFileBytes = uint64_t { 1 } << 30; // on a sustained write, the file is made as large as the write
    QStringList allowDestroy; // devices the user named for destruction
    EngineKind engine = EngineKind::Auto;
    CoolDownSettings coolDown; // off by default: a wait before each test and repeat

    // A plan of `kind` with that test's default settings.
    static RunPlan of(TestKind kind);
    TestKind kind() const;
    // The test's own plan. get() throws std::bad_variant_access when the plan is of another test.
    template <class Plan> const Plan& get() const { return std::get<Plan>(test); }
    template <class Plan> Plan& get() { return std::get<Plan>(test); }
    template <class Plan> const Plan* getIf() const { return std::get_if<Plan>(&test); }

    bool writes() const;
    // Throws UserError naming a setting no target could run (the checks of plansettings.h and the
    // benchmarks' own), before any target is opened; the window's pages and the CLI refuse alike.
    void validate() const;
    // The test and its settings in words: English for files, translated for the window's captions.
    QString describe(bool translated = false) const;
};

} // namespace ds

Q_DECLARE_METATYPE(ds::RunPlan)
