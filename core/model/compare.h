#pragma once

#include "model/figurekey.h"
#include "model/session.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ds {

enum class Better { Higher, Lower };

// One figure of a run that a comparison lines up: "SEQ1M Q8T1 read" "MB/s", higher is better. A
// comparison pairs figures by their key; the name is the key's English words.
struct KeyFigure {
    FigureKey key;
    QString test; // the run's kind: run, surface, sweep-bs …
    QString name; // "MB/s", "4 KiB p99 latency"
    QString unit; // "MB/s", "IOPS", "µs", "ms", "%", "GB"
    Better better = Better::Higher;
    double value = 0;
    // False where the drive's own count of the part behind it (a sweep point, a quick-suite test, a
    // target, the surface's zones) did not confirm it; the run's whole accounting is the run's.
    bool confirmed = true;
    // How the repeats behind it agree, for a figure measured more than once (sweep points, runs,
    // quick-suite tests); not measured otherwise.
    Repeatability spread;

    // The run's or the figure's own accounting did not confirm it: it gets the mark.
    bool marked(const SessionRun& run) const { return !confirmed || !accountingConfirmed(run.accounting); }
};

// The figures that sum up a run, in the order a reader expects them.
std::vector<KeyFigure> keyFigures(const SessionRun& run);

// The window's words for what keyFigures and a comparison's changes name in English (the JSON and the
// CLI keep those): a figure's name with its measured part translated ("4 KiB p99 latency" keeps
// "4 KiB"), a fact's name, and the fact values that are words. Unknown text comes back as it is.
QString translatedFigureName(const QString& name);
QString translatedFact(const QString& fact);
QString translatedFactValue(const QString& value);

// A run picked for a comparison, with the session facts it was measured under.
struct CompareItem {
    // The run's name in legends, headlines, captions and columns: SessionRun::displayLabel(), made
    // unique among the items (makeCompareLabelsUnique).
    QString label;
    QString fileLabel; // the file's name ("before", "before#2"): what tells two runs of one label apart
    QString source; // the session file, "#run" appended when one run of several was picked
    SessionRun run;
    HostFacts host;
    QString measuredWith; // Session::measuredWith(): "DriveScope 0.1.0", "fio-3.33"
};

struct ComparedFigure {
    FigureKey key; // what pairs it across the items
    QString test;
    QString name;
    QString unit;
    Better better = Better::Higher;
    std::vector<std::optional<double>> values; // one per item; empty where that run lacks the figure
    std::vector<bool> marked; // one per item: KeyFigure::marked, the device did not confirm it
    std::vector<Repeatability> spreads; // one per item: KeyFigure::spread
    // Change against the first item that has the figure, in %; empty for that item and where missing.
    std::optional<double> changePercent(size_t item) const;
    // Whether the change at `item` is an improvement (higher when higher is better …).
    std::optional<bool> improved(size_t item) const;

    // A change smaller than this is run-to-run noise on a real drive, neither better nor worse.
    static constexpr double kNoisePercent = 2.0;
    enum class Verdict { Baseline, Better, Worse, WithinNoise, Missing };
    // How the value at `item` stands against the first one: Baseline for the item compared against
    // (or when there is nothing to compare), Missing where the run lacks the figure.
    Verdict verdict(size_t item) const;
};

// "baseline", "better", "worse", "noise", "missing": the verdict in `compare`'s text and JSON.
QString verdictName(ComparedFigure::Verdict verdict);

// A fact that differs between the items: "write cache": "write back", "write through".
struct FactChange {
    QString fact;
    QStringList values; // one per item
};

struct Comparison {
    std::vector<CompareItem> items;
    std::vector<ComparedFigure> figures;
    std::vector<FactChange> changes; // a value an item did not record reads "not recorded"
    std::vector<QStringList> notRecorded; // per item: the facts it has no record of

    static constexpr size_t kMinItems = 2;
    static constexpr size_t kMaxItems = 8;

    // Throws UserError for fewer than 2 or more than 8 items.
    static Comparison of(std::vector<CompareItem> items);
    QJsonObject toJson() const;
    QString toText() const; // a table of key figures with changes, then what changed
};

// What moved in SMART between a run's snapshots, one line per drive that has both: "nvme0n1: +38.4 GB
// written, +1 % used, +3 unsafe shutdowns"; in the window's language with `translated`.
QStringList smartChangesOf(const SessionRun& run, bool translated = false);
// Each drive's temperature during a run, where it was read: "nvme0n1 Composite: 38 °C to 52 °C".
QStringList temperatureRangesOf(const SessionRun& run, bool translated = false);

// The facts a comparison checks for changes, in words: kernel, firmware, queue depth, write cache …
std::vector<std::pair<QString, QString>> comparableFacts(const CompareItem& item);

// Labels that occur twice get the item's fileLabel, then a number: a legend must tell the runs apart.
void makeCompareLabelsUnique(std::vector<CompareItem>& items);

} // namespace ds
