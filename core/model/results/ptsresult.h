#pragma once

#include "model/latencyhistogram.h"
#include "model/targetinfo.h"

#include <QJsonObject>
#include <QString>

#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

namespace ds {

// The SNIA Solid State Storage Performance Test Specification (PTS), client or enterprise: purge the
// drive, precondition it independently of the workload, then run rounds of random I/O over 7 read/write
// mixes × 8 block sizes until the drive's figures settle (steady state) or 25 rounds have run.
enum class PtsProfile { Client, Enterprise };

// Which of the PTS's tests: IOPS (the 7 × 8 table), throughput (sequential 1024 and 128 KiB, read and
// write), latency (QD1: 8, 4 and 0.5 KiB × 100/0, 65/35, 0/100) and write saturation (4 KiB random
// writes until 4 × the tested capacity is written or a time limit; a curve, no steady state).
enum class PtsTest { Iops, Throughput, Latency, Wsat };
QString ptsTestName(PtsTest test); // "iops", "throughput", "latency", "wsat"
PtsTest parsePtsTest(const QString& text); // throws UserError for anything else

// The cells of one of the tests' rounds: its mixes × its block sizes, mix by mix, each over the block
// sizes from the largest; cell index = mix × blockSizes.size() + size.
struct PtsLayout {
    std::vector<unsigned> readPercents;
    std::vector<uint32_t> blockBytes;
    bool sequential = false;
    // The cells whose rounds decide the steady state (none for write saturation).
    std::vector<size_t> tracking;

    size_t cellCount() const { return readPercents.size() * blockBytes.size(); }
    unsigned readPercentOf(size_t cell) const { return readPercents[cell / blockBytes.size()]; }
    uint32_t blockOf(size_t cell) const { return blockBytes[cell % blockBytes.size()]; }
    size_t cellIndex(unsigned readPercent, uint32_t block) const; // SIZE_MAX when not a cell
    QString cellName(size_t cell) const; // "4 KiB 0/100"
    static const PtsLayout& of(PtsTest test);
};
QString ptsProfileName(PtsProfile profile); // "client", "enterprise"
PtsProfile parsePtsProfile(const QString& text); // throws UserError for anything else

// How the drive is put back to fresh out of the box before preconditioning.
enum class PtsPurge {
    Discard, // a discard (TRIM, UNMAP, deallocate) of the whole device
    None, // none: the result is then not a PTS result, and says so
    // The drive's own command, on a whole NVMe or ATA drive only: NVMe Sanitize (block erase, else crypto
    // erase) or ATA SANITIZE DEVICE (BLOCK ERASE / CRYPTO SCRAMBLE EXT) …
    Sanitize,
    Format, // … or NVMe Format NVM with user data erase (none for ATA)
};
QString ptsPurgeName(PtsPurge purge); // "discard", "none", "sanitize", "format"
PtsPurge parsePtsPurge(const QString& text); // throws UserError for anything else

// The steady-state rule of the PTS over a measurement window (the last 5 rounds of a tracking variable):
// the data's excursion (max − min) at most 20 % of its average, and the excursion of its least-squares
// line across the window (|slope| × (rounds − 1)) at most 10 % of the average.
struct SteadyStateCheck {
    static constexpr double kMaxRangeShare = 0.20;
    static constexpr double kMaxFitShare = 0.10;

    double average = 0;
    double range = 0; // max − min
    double slope = 0; // of the fit, per round
    double intercept = 0; // of the fit, at the window's first round
    bool rangeWithin = false;
    bool slopeWithin = false;

    bool steady() const { return rangeWithin && slopeWithin; }
    double fitExcursion(size_t rounds) const { return std::abs(slope) * static_cast<double>(rounds - 1); }
};
// Empty or single-value windows are never steady; nor is one whose average is not above zero.
SteadyStateCheck checkSteadyState(const std::vector<double>& window);

struct PtsPlan {
    static constexpr unsigned kWindowRounds = 5;
    static constexpr unsigned kMaxRounds = 25;

    // Write saturation stops after this many rounds whatever its time limit says (the state file's size).
    static constexpr unsigned kMaxWsatRounds = 20000;
    static constexpr double kDefaultWsatLimitSeconds = 24 * 3600; // the PTS's: 4 × the capacity or 24 hours

    PtsTest test = PtsTest::Iops;
    PtsProfile profile = PtsProfile::Client;
    PtsPurge purge = PtsPurge::Discard;
    // Each of the 56 measurements of a round lasts this long (the PTS: one minute).
    double cellSeconds = 60;
    // The share of the device the test uses from its start (the PTS: all of it). A short run on a large
    // drive, for a demonstration or a test, takes less; preconditioning writes twice this share.
    double capacityFraction = 1;
    unsigned maxRounds = kMaxRounds; // the steady-state tests'
    // Write saturation: rounds until 4 × the tested capacity has been written or the rounds' time reaches this.
    double wsatLimitSeconds = kDefaultWsatLimitSeconds;
    uint64_t seed = 1;

    // The profile's settings: the active range (a share of the tested capacity the random I/O keeps
    // to), and the outstanding I/O as jobs × queue depth.
    double activeRange() const;
    unsigned queueDepth() const;
    unsigned jobs() const;
    // The outstanding I/O of this plan's test: the profile's, but QD1 × 1 job for the latency test.
    unsigned testQueueDepth() const;
    unsigned testJobs() const;
    // The cells of this plan's test.
    const PtsLayout& layout() const { return PtsLayout::of(test); }
    // Whether the test runs rounds until steady state (all but write saturation) and whether it begins
    // with workload-independent preconditioning (likewise: write saturation starts from the purge).
    bool steadyStateTest() const { return test != PtsTest::Wsat; }
    bool preconditions() const { return test != PtsTest::Wsat; }
    // The most rounds a run of this plan can have: maxRounds, or for write saturation its time limit's.
    unsigned roundLimit() const;

    // The IOPS test's mixes (% read) and block sizes, in the order a round runs them: mix by mix, each over
    // the block sizes from the largest (PtsLayout::of(PtsTest::Iops)).
    static const std::vector<unsigned>& readPercents();
    static const std::vector<uint32_t>& blockSizes();
    static size_t cellCount() { return readPercents().size() * blockSizes().size(); }
    static size_t cellIndex(unsigned readPercent, uint32_t blockBytes); // SIZE_MAX when not a cell
    // The tracking variables whose rounds decide the steady state: 4 KiB 0/100, 64 KiB 65/35, 1024 KiB 100/0.
    static const std::vector<size_t>& trackingCells();

    // The tested capacity and the active range of a device of `deviceBytes`, on whole MiB.
    uint64_t testedBytes(uint64_t deviceBytes) const;
    uint64_t activeBytes(uint64_t deviceBytes) const;

    // "client, 60 s a measurement, 100 % of the drive"; other tests than IOPS are named first:
    // "throughput, client, …".
    QString describe(bool translated = false) const;
    QString testTitle(bool translated = false) const; // "IOPS", "throughput", "latency", "write saturation"
    // Throws UserError for settings no target could run: the window and the CLI refuse alike.
    void validate() const;
    QJsonObject toJson() const;
    static PtsPlan fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

// One round: the IOPS of each cell, in the layout's cell order, and what the round wrote.
struct PtsRound {
    std::vector<double> iops;
    uint64_t writeBytes = 0;
    double seconds = 0;
    uint64_t errorCount = 0;
    // Each cell's mean and p99 latency in ms (empty in results from before they were kept).
    std::vector<double> meanLatencyMs;
    std::vector<double> p99LatencyMs;
    // The latency test's: each cell's whole histogram, so the window's percentiles come from all of
    // its requests (empty for the other tests).
    std::vector<LatencyHistogram> latency;
};

// The latency test's figures of a cell over the measurement window, from its rounds' histograms merged.
struct PtsLatencyFigures {
    double meanMs = 0;
    double p99Ms = 0;
    double p9999Ms = 0;
    double maxMs = 0;
    uint64_t ios = 0;
};

// What the enterprise profile did with the drive's volatile write cache: the PTS runs it with the cache
// off where it can be switched, and the run puts the drive's setting back when it ends.
struct PtsWriteCache {
    enum class State {
        Untouched, // the client profile: left as it is
        SwitchedOff, // on before, switched off for the run
        AlreadyOff, // off before the run
        NotSwitched, // could not be switched off (reason): the run went on with it as it was
    };
    State state = State::Untouched;
    QString reason; // NotSwitched's, in English
    // Switched off and not put back yet: a saved state with this set was stopped before its end, and its
    // resume restores the cache (to on) when it ends.
    bool restorePending = false;
    QString restoreFailure; // why it could not be put back, when it could not
    // A stopped run that this one replaced (a restart, not a resume) had left the cache off: this run put
    // it back on (the client profile at once, the enterprise one at its end).
    bool leftOffByStoppedRun = false;

    // "write cache: switched off for the run and restored", "write cache: could not be switched off (…)".
    QString describe() const;
    bool operator==(const PtsWriteCache&) const = default;
    QJsonObject toJson() const;
    static PtsWriteCache fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

struct PtsResult {
    // How far the test came, for the saved state a run resumes from.
    enum class Phase { Started, Purged, Preconditioned, Rounds, Finished };

    PtsPlan plan;
    TargetInfo target;
    QString engine;
    QString fioCommand; // the 4 KiB random write cell's
    QString startedAt;
    Phase phase = Phase::Started;
    QString purgeNote; // how the purge went, in English: "discarded 256 GiB", "not purged: …"
    PtsWriteCache writeCache;
    uint64_t preconditionBytes = 0;
    double preconditionSeconds = 0;
    std::vector<PtsRound> rounds;
    unsigned resumes = 0; // how often the run was continued from its saved state
    uint64_t errorCount = 0;
    bool cancelled = false;
    QString stopReason;

    // Decided from the rounds by decide(): whether and where the drive reached steady state, the
    // measurement window (its last kWindowRounds rounds, or the last rounds run), and the table of
    // each cell's IOPS averaged over the window.
    bool steadyState = false;
    unsigned windowFirstRound = 0; // 0-based
    unsigned windowRounds = 0;
    std::vector<double> table;
    // The latency test's: each cell's figures over the window (empty for the other tests).
    std::vector<PtsLatencyFigures> latencyTable;

    bool finished() const { return phase == Phase::Finished; }
    // One cell's IOPS over the rounds so far.
    std::vector<double> series(size_t cell) const;
    // What the test tracks of a cell over the rounds: IOPS (IOPS test, write saturation), MB/s
    // (throughput) or mean latency in ms (latency).
    std::vector<double> trackedSeries(size_t cell) const;
    QString trackedUnit() const; // "IOPS", "MB/s", "ms"
    // A cell's IOPS over the window in MB/s (its block size × IOPS).
    double windowMegabytesPerSecond(size_t cell) const;
    // Write saturation: the bytes written by the end of each round, from the first.
    std::vector<uint64_t> writtenAfterRounds() const;
    uint64_t roundBytesWritten() const;
    double roundSeconds() const;
    // The check of a tracking variable (its trackedSeries) over the measurement window.
    SteadyStateCheck windowCheck(size_t cell) const;
    // The first round (0-based) after which every tracking variable passes over the window ending there.
    std::optional<unsigned> firstSteadyRound() const;
    // Sets the steady state, window and tables from the rounds. Write saturation has no steady state:
    // its window is its last rounds (up to kWindowRounds), and its table their average.
    void decide();

    QJsonObject toJson() const;
    static PtsResult fromJson(const QJsonObject& object);
};

} // namespace ds
