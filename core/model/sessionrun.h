#pragma once

#include "model/caveats.h"
#include "model/deviceaccounting.h"
#include "model/drivefacts.h"
#include "model/results/consistencyresult.h"
#include "model/results/copytestresult.h"
#include "model/results/errorscanresult.h"
#include "model/results/hdtachresult.h"
#include "model/results/multitargetresult.h"
#include "model/results/packedzones.h"
#include "model/results/patternresult.h"
#include "model/results/ptsresult.h"
#include "model/results/quicksuiteresult.h"
#include "model/results/sustainedresult.h"
#include "model/results/sweepresult.h"
#include "model/smarthealth.h"
#include "model/temperature.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

namespace ds {

// The machine a session ran on.
struct HostFacts {
    QString hostname;
    QString os; // "Debian GNU/Linux 12 (bookworm)"
    QString kernel; // "6.1.0-18-amd64"
    QString cpuModel;
    unsigned cpuCount = 0;
    uint64_t memoryBytes = 0;

    // Nothing known about the machine (a run from a file that did not record it).
    bool isEmpty() const { return hostname.isEmpty() && os.isEmpty() && kernel.isEmpty(); }
    // "Debian GNU/Linux 12 (bookworm) (kernel 6.1.0-18-amd64)", with only the parts known; empty for none.
    QString osLine() const;
    QJsonObject toJson() const;
    static HostFacts fromJson(const QJsonObject& object);
};

// Any test's result; the index names the test (SessionRun::kindName).
using SessionResult = std::variant<WorkloadResult, SurfaceResult, AccessResult, BurstResult, HdTachResult,
    SustainedResult, SweepResult, PatternSuiteResult, MultiTargetResult, MultiTargetScaling, QuickSuiteResult,
    CopyTestResult, ErrorScanResult, ConsistencyResult, PtsResult>;

// A drive as a reviewer names it: its model, else what it is ("4 GB loop device", "test file on ext4",
// "2 GB drive"), else its path; empty for no target.
QString driveInWords(const TargetInfo& target, bool translated = false);

// A run's tags as they are kept: each one's spaces simplified, the same word in another case once, in the
// order given. A UserError names what is wrong: an empty tag, a comma or control character in one, one
// longer than kMaxRunTagLength, more than kMaxRunTags.
constexpr qsizetype kMaxRunTagLength = 40;
constexpr qsizetype kMaxRunTags = 16;
QStringList normalizedRunTags(const QStringList& tags);

// One finished test in a session: its plan, raw samples and summaries (all inside the result), the
// errors it met, its caveats and the fio command that checks it.
struct SessionRun {
    QString id; // unique within the session: "1", "2" …
    QString command; // how it was started: "drivescope-cli run --qd 32", "fio import" …
    QString startedAt; // ISO 8601, UTC
    QString finishedAt;
    SessionResult result;
    QStringList errors; // what went wrong, in words (the I/O error records are in the result)
    std::vector<Caveat> caveats;
    // Where it ran, when that is recorded with the run: a window adds its own runs to a session
    // opened from another machine. Empty in older files: the session's host is where all ran.
    HostFacts host;
    // Set for a run the user stopped: how far it had come, 0 … 1. Sessions from before this field
    // hold none; a stopped run among them is still known as partial by cancelled().
    std::optional<double> stoppedAtFraction;
    // Per device, the bytes the run claims against those the device counted (run/otheriomonitor).
    // Empty in files from before it was recorded, for runs read from fio's output and for the copy test.
    std::vector<DeviceAccounting> accounting;
    // Per drive, its temperature while the run ran (run/temperaturemonitor), or why there is none; its SMART
    // snapshots before and after (CLI runs; device/smartctlreader), or why there are none. Empty in older files.
    std::vector<TemperatureSeries> temperatures;
    std::vector<RunHealth> health;
    // What the user named the run ("before firmware 2.1", `--label`, the window's Rename); empty: the
    // default, defaultLabel(). Older files have none.
    QString label;
    // The user's words for finding the run again ("review-2026", "fleet-a"; `--tag`, the window's Edit
    // tags), as normalizedRunTags() leaves them: the Bench filters by them. Older files have none.
    QStringList tags;

    // A run just made on `host` (device/hostfacts: readHostFacts()), as the window's worker and the CLI
    // both record it: finished now, its errors read from the result, stopped at `stoppedAt` where the
    // user stopped it.
    static SessionRun recorded(SessionResult result, const QString& command, const QString& startedAt,
        std::vector<Caveat> caveats, std::optional<double> stoppedAt = std::nullopt, HostFacts host = {});
    // The errors the result itself holds, in words: I/O error counts and why a run stopped early.
    static QStringList errorsOf(const SessionResult& result);
    QString kindName() const; // run, surface, access, burst, hdtach, sustained, sweep-bs, sweep-qd …
    // "run: 4 KiB random read, QD32, 10 s on /dev/sdb", with partialNote() for a stopped run.
    QString title(bool translated = false) const;
    QString testTitle(bool translated = false) const; // the same without the target: "run: 4 KiB … 10 s"
    // What a reviewer would call the run: the drive's model, else what it is ("4 GB loop device"), the
    // test and the date: "Samsung SSD 980 PRO 1TB · quick suite · 2026-11-30 01:02".
    QString defaultLabel(bool translated = false) const;
    // The label the user gave, else defaultLabel(): what compare, captions and reports name the run by.
    QString displayLabel(bool translated = false) const { return label.isEmpty() ? defaultLabel(translated) : label; }
    QString fioCommand() const; // the first fio command of the result; empty for the copy test
    QJsonObject planJson() const;
    std::vector<TargetInfo> targets() const;
    // Whether the drive confirmed every part the result counts on its own (sweep points, quick-suite
    // tests, targets, surface zones; WorkloadResult::accounting), or never judged them. A part it did
    // not confirm carries the mark although the run as a whole may be confirmed.
    bool partsConfirmed() const { return unconfirmedParts().isEmpty(); }
    // The parts it did not confirm, named as the tables name them: "4 KiB", "QD 32", "SEQ1M Q8T1 read",
    // "/dev/sdb", "zones 0, 5, 7".
    QStringList unconfirmedParts(bool translated = false) const;
    // Every workload the run measured, in the order it ran, named as the tables name its part ("4 KiB",
    // "random QD 32", "SEQ1M Q8T1 read", "/dev/sdb"; the run command's own: "the run"): the points of
    // sweeps and patterns, the quick suite's tests, the targets. Surface zones are not workloads.
    struct NamedWorkload {
        QString name;
        const WorkloadResult* result = nullptr;
    };
    std::vector<NamedWorkload> workloads(bool translated = false) const;
    // The run's figures all confirmed: the run as a whole (accounting) and each of its parts.
    bool figuresConfirmed() const { return accountingConfirmed(accounting) && partsConfirmed(); }
    bool cancelled() const;
    // " (stopped at 35 %)", " (stopped early)" where the fraction is not known; empty for a complete run.
    QString partialNote(bool translated = false) const;
    QJsonObject toJson() const;
    static SessionRun fromJson(const QJsonObject& object);
};

} // namespace ds
