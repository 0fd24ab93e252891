#pragma once

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
QString ptsProfileName(PtsProfile profile); // "client", "enterprise"
PtsProfile parsePtsProfile(const QString& text); // throws UserError for anything else

// How the drive is put back to fresh out of the box before preconditioning.
enum class PtsPurge {
    Discard, // a discard (TRIM, UNMAP, deallocate) of the whole device
    None, // none: the result is then not a PTS result, and says so
};
QString ptsPurgeName(PtsPurge purge); // "discard", "none"
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

    PtsProfile profile = PtsProfile::Client;
    PtsPurge purge = PtsPurge::Discard;
    // Each of the 56 measurements of a round lasts this long (the PTS: one minute).
    double cellSeconds = 60;
    // The share of the device the test uses from its start (the PTS: all of it). A short run on a large
    // drive, for a demonstration or a test, takes less; preconditioning writes twice this share.
    double capacityFraction = 1;
    unsigned maxRounds = kMaxRounds;
    uint64_t seed = 1;

    // The profile's settings: the active range (a share of the tested capacity the random I/O keeps
    // to), and the outstanding I/O as jobs × queue depth.
    double activeRange() const;
    unsigned queueDepth() const;
    unsigned jobs() const;
    // The test's mixes (% read) and block sizes, in the order a round runs them: mix by mix, each over
    // the block sizes from the largest.
    static const std::vector<unsigned>& readPercents();
    static const std::vector<uint32_t>& blockSizes();
    static size_t cellCount() { return readPercents().size() * blockSizes().size(); }
    static size_t cellIndex(unsigned readPercent, uint32_t blockBytes); // SIZE_MAX when not a cell
    // The tracking variables whose rounds decide the steady state: 4 KiB 0/100, 64 KiB 65/35, 1024 KiB 100/0.
    static const std::vector<size_t>& trackingCells();

    // The tested capacity and the active range of a device of `deviceBytes`, on whole MiB.
    uint64_t testedBytes(uint64_t deviceBytes) const;
    uint64_t activeBytes(uint64_t deviceBytes) const;

    QString describe(bool translated = false) const; // "client, 60 s a measurement, 100 % of the drive"
    // Throws UserError for settings no target could run: the window and the CLI refuse alike.
    void validate() const;
    QJsonObject toJson() const;
    static PtsPlan fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

// One round: the IOPS of each cell, in PtsPlan's cell order, and what the round wrote.
struct PtsRound {
    std::vector<double> iops;
    uint64_t writeBytes = 0;
    double seconds = 0;
    uint64_t errorCount = 0;
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

    bool finished() const { return phase == Phase::Finished; }
    // One tracking variable (a cell index) over the rounds so far.
    std::vector<double> series(size_t cell) const;
    // The check of a tracking variable over the measurement window.
    SteadyStateCheck windowCheck(size_t cell) const;
    // The first round (0-based) after which every tracking variable passes over the window ending there.
    std::optional<unsigned> firstSteadyRound() const;
    // Sets the steady state, window and table from the rounds.
    void decide();

    QJsonObject toJson() const;
    static PtsResult fromJson(const QJsonObject& object);
};

// A PTS run's saved state: the result so far, after each step, so that a run stopped by a crash, a
// kill or a reboot continues where it stopped. Saved atomically (a temporary file renamed over it).
namespace PtsState {
    // $XDG_DATA_HOME/drivescope/pts, else ~/.local/share/drivescope/pts: one file per device name.
    QString defaultPath(const QString& devicePath);
    void save(const PtsResult& result, const QString& path); // throws UserError
    PtsResult load(const QString& path); // throws UserError: missing, damaged, not a PTS state
}

} // namespace ds
