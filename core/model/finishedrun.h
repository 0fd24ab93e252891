#pragma once

#include "model/runplan.h"
#include "model/session.h"

#include <QMetaType>

#include <functional>
#include <optional>
#include <vector>

namespace ds {

// A run as every front end sees it when it is over: the plan it ran and the session runs it recorded.
// The window's worker sends one to the GUI thread, the pages draw it, the session document saves its
// runs; a run read back from a session file or a --json result is the same value. There is no other
// result type between the benchmarks and the charts.
struct FinishedRun {
    quint64 runId = 0; // the window's number for the run; 0 for one read from a file
    RunPlan plan;
    // What it recorded, in order: one per sweep of a block-size or queue-depth run (read, then write),
    // else one; none when it was stopped before its test began.
    std::vector<SessionRun> runs;
    bool cancelled = false;
    // How much of the plan ran, 0 … 1: 1 for a run that ended by itself, where the progress stood
    // when the user stopped it otherwise ("stopped at 35 %").
    double completedFraction = 0;

    // Runs made elsewhere (a session file, a result document, a test) as one finished run: the plan is
    // read back from their results. Throws UserError for runs no page shows together.
    static FinishedRun ofRuns(std::vector<SessionRun> runs);
    // Runs `indices` of `session` (see sessionRunGroup), each with the host it ran on. The rvalue form
    // moves the results (a surface of millions of zones) instead of copying them.
    static FinishedRun fromSession(const Session& session, const std::vector<size_t>& indices);
    static FinishedRun fromSession(Session&& session, const std::vector<size_t>& indices);

    // The results, typed; null (or empty) where the run has none of that kind.
    const SurfaceResult* surface() const; // a surface scan, alone or within HD Tach's run
    const AccessResult* access() const;
    const BurstResult* burst() const;
    std::vector<std::reference_wrapper<const SweepResult>> sweeps() const;
    const PatternSuiteResult* patterns() const;
    const QuickSuiteResult* quick() const;
    QuickSuiteResult* quick();
    // The steps of a multi-target run: one, or one per target count of a scaling run.
    std::vector<std::reference_wrapper<const MultiTargetResult>> multiSteps() const;
    const MultiTargetScaling* scaling() const; // a scaling run's steps and its targets alone
    const SustainedResult* sustained() const;
    const ErrorScanResult* errorScan() const;
    const ConsistencyResult* consistency() const;
    const PtsResult* pts() const;

    TargetInfo target() const; // the first target; empty when nothing ran
    QString startedAt() const;
    HostFacts host() const; // where it ran; empty where that was not recorded
    // Every run's caveats, each once, in the window's language.
    QStringList caveatTexts() const;
    // What the devices confirmed of all its runs together (a read and a write sweep add up per device).
    std::vector<DeviceAccounting> accounting() const;
    // The parts of its results their drives did not confirm (SessionRun::unconfirmedParts), translated.
    QStringList unconfirmedParts() const;
};

// The page that shows a session run; nullopt when none does (access, burst, a single workload, copy).
std::optional<TestKind> pageKindOf(const SessionRun& run);

// The runs a page shows together with run `index` of `session`, in session order: the sweeps of one
// block-size or queue-depth run (read, then write) are saved as runs of their own, one after the
// other with the same command and start; any other run stands alone.
std::vector<size_t> sessionRunGroup(const Session& session, size_t index);

} // namespace ds

Q_DECLARE_METATYPE(ds::FinishedRun)
