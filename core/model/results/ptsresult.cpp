#include "model/results/ptsresult.h"

#include "model/jsonreader.h"
#include "model/results/results.h"
#include "model/usererror.h"
#include "model/wording.h"
#include "model/workload.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ds {

namespace {
    constexpr uint64_t kMiB = 1u << 20;

    const char* phaseName(PtsResult::Phase phase)
    {
        switch (phase) {
        case PtsResult::Phase::Started:
            return "started";
        case PtsResult::Phase::Purged:
            return "purged";
        case PtsResult::Phase::Preconditioned:
            return "preconditioned";
        case PtsResult::Phase::Rounds:
            return "rounds";
        case PtsResult::Phase::Finished:
            return "finished";
        }
        return "started";
    }
}

QString ptsProfileName(PtsProfile profile)
{
    return profile == PtsProfile::Enterprise ? QStringLiteral("enterprise") : QStringLiteral("client");
}

PtsProfile parsePtsProfile(const QString& text)
{
    if (text == QLatin1String("client"))
        return PtsProfile::Client;
    if (text == QLatin1String("enterprise"))
        return PtsProfile::Enterprise;
    throw UserError(
        QCoreApplication::translate("ds::PtsPlan", "the PTS profile is client or enterprise, not \"%1\"").arg(text));
}

QString ptsTestName(PtsTest test)
{
    switch (test) {
    case PtsTest::Iops:
        return QStringLiteral("iops");
    case PtsTest::Throughput:
        return QStringLiteral("throughput");
    case PtsTest::Latency:
        return QStringLiteral("latency");
    case PtsTest::Wsat:
        return QStringLiteral("wsat");
    }
    return QStringLiteral("iops");
}

PtsTest parsePtsTest(const QString& text)
{
    for (PtsTest test : { PtsTest::Iops, PtsTest::Throughput, PtsTest::Latency, PtsTest::Wsat })
        if (text == ptsTestName(test))
            return test;
    throw UserError(
        QCoreApplication::translate("ds::PtsPlan", "the PTS test is iops, throughput, latency or wsat, not \"%1\"")
            .arg(text));
}

size_t PtsLayout::cellIndex(unsigned readPercent, uint32_t block) const
{
    const auto mix = std::find(readPercents.begin(), readPercents.end(), readPercent);
    const auto size = std::find(blockBytes.begin(), blockBytes.end(), block);
    if (mix == readPercents.end() || size == blockBytes.end())
        return SIZE_MAX;
    return static_cast<size_t>(mix - readPercents.begin()) * blockBytes.size()
        + static_cast<size_t>(size - blockBytes.begin());
}

QString PtsLayout::cellName(size_t cell) const
{
    const unsigned read = readPercentOf(cell);
    return QStringLiteral("%1 %2/%3").arg(formatBinarySize(blockOf(cell))).arg(read).arg(100 - read);
}

const PtsLayout& PtsLayout::of(PtsTest test)
{
    constexpr uint32_t KiB = 1024;
    static const PtsLayout layouts[] = {
        // IOPS: tracking 4 KiB 0/100, 64 KiB 65/35 and 1024 KiB 100/0.
        { { 100, 95, 65, 50, 35, 5, 0 }, { 1024 * KiB, 128 * KiB, 64 * KiB, 32 * KiB, 16 * KiB, 8 * KiB, 4 * KiB, 512 },
            false, { 6 * 8 + 6, 2 * 8 + 2, 0 } },
        // Throughput: sequential, every cell tracked.
        { { 100, 0 }, { 1024 * KiB, 128 * KiB }, true, { 0, 1, 2, 3 } },
        // Latency: tracking 4 KiB 0/100's mean latency.
        { { 100, 65, 0 }, { 8 * KiB, 4 * KiB, 512 }, false, { 2 * 3 + 1 } },
        // Write saturation: one cell, a curve.
        { { 0 }, { 4 * KiB }, false, {} },
    };
    return layouts[static_cast<int>(test)];
}

QString ptsPurgeName(PtsPurge purge)
{
    switch (purge) {
    case PtsPurge::None:
        return QStringLiteral("none");
    case PtsPurge::Sanitize:
        return QStringLiteral("sanitize");
    case PtsPurge::Format:
        return QStringLiteral("format");
    case PtsPurge::Discard:
        break;
    }
    return QStringLiteral("discard");
}

PtsPurge parsePtsPurge(const QString& text)
{
    for (PtsPurge purge : { PtsPurge::Discard, PtsPurge::Sanitize, PtsPurge::Format, PtsPurge::None })
        if (text == ptsPurgeName(purge))
            return purge;
    throw UserError(
        QCoreApplication::translate("ds::PtsPlan", "the purge is discard, sanitize, format or none, not \"%1\"")
            .arg(text));
}

namespace {
    const char* writeCacheStateName(PtsWriteCache::State state)
    {
        switch (state) {
        case PtsWriteCache::State::SwitchedOff:
            return "switchedOff";
        case PtsWriteCache::State::AlreadyOff:
            return "alreadyOff";
        case PtsWriteCache::State::NotSwitched:
            return "notSwitched";
        case PtsWriteCache::State::Untouched:
            break;
        }
        return "untouched";
    }
}

QString PtsWriteCache::describe() const
{
    QString words;
    switch (state) {
    case State::Untouched:
        if (leftOffByStoppedRun)
            return restoreFailure.isEmpty()
                ? QStringLiteral("write cache: switched on again (a stopped run this one replaced had left it off)")
                : QStringLiteral("write cache: left off by a stopped run this one replaced, and it could not be "
                                 "switched on again (%1)")
                      .arg(restoreFailure);
        return QStringLiteral("write cache: left as it is (client profile)");
    case State::AlreadyOff:
        return QStringLiteral("write cache: off (it was off before the run)");
    case State::NotSwitched:
        return QStringLiteral("write cache: could not be switched off (%1)").arg(reason);
    case State::SwitchedOff:
        break;
    }
    if (!restoreFailure.isEmpty())
        words = QStringLiteral("write cache: switched off for the run, but could not be switched on again (%1)")
                    .arg(restoreFailure);
    else
        words = restorePending ? QStringLiteral("write cache: switched off for the run (on again at its end)")
                               : QStringLiteral("write cache: switched off for the run and on again after it");
    if (leftOffByStoppedRun)
        words += QStringLiteral("; a stopped run this one replaced had left it off");
    return words;
}

QJsonObject PtsWriteCache::toJson() const
{
    QJsonObject object { { QStringLiteral("state"), QLatin1String(writeCacheStateName(state)) } };
    if (!reason.isEmpty())
        object.insert(QStringLiteral("reason"), reason);
    if (restorePending)
        object.insert(QStringLiteral("restorePending"), true);
    if (!restoreFailure.isEmpty())
        object.insert(QStringLiteral("restoreFailure"), restoreFailure);
    if (leftOffByStoppedRun)
        object.insert(QStringLiteral("leftOffByStoppedRun"), true);
    return object;
}

PtsWriteCache PtsWriteCache::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    PtsWriteCache cache;
    const QString state = in.string(QStringLiteral("state"), QStringLiteral("untouched"));
    bool known = false;
    for (auto candidate : { State::Untouched, State::SwitchedOff, State::AlreadyOff, State::NotSwitched })
        if (state == QLatin1String(writeCacheStateName(candidate))) {
            cache.state = candidate;
            known = true;
        }
    if (!known)
        in.fail(QStringLiteral("state"), QStringLiteral("unknown write cache state \"%1\"").arg(state));
    cache.reason = in.string(QStringLiteral("reason"));
    cache.restorePending = in.boolean(QStringLiteral("restorePending"));
    cache.restoreFailure = in.string(QStringLiteral("restoreFailure"));
    cache.leftOffByStoppedRun = in.boolean(QStringLiteral("leftOffByStoppedRun"));
    if (cache.restorePending && cache.state != State::SwitchedOff)
        in.fail(QStringLiteral("restorePending"), QStringLiteral("only a cache switched off can be restored"));
    return cache;
}

SteadyStateCheck checkSteadyState(const std::vector<double>& window)
{
    SteadyStateCheck check;
    const size_t n = window.size();
    if (n < 2)
        return check;
    check.average = std::accumulate(window.begin(), window.end(), 0.0) / static_cast<double>(n);
    const auto [low, high] = std::minmax_element(window.begin(), window.end());
    check.range = *high - *low;
    // Least squares over x = 0 … n − 1.
    const double meanX = static_cast<double>(n - 1) / 2;
    double sxy = 0, sxx = 0;
    for (size_t i = 0; i < n; ++i) {
        const double dx = static_cast<double>(i) - meanX;
        sxy += dx * (window[i] - check.average);
        sxx += dx * dx;
    }
    check.slope = sxy / sxx;
    check.intercept = check.average - check.slope * meanX;
    if (!(check.average > 0) || !std::isfinite(check.average))
        return check;
    check.rangeWithin = check.range <= SteadyStateCheck::kMaxRangeShare * check.average;
    check.slopeWithin = check.fitExcursion(n) <= SteadyStateCheck::kMaxFitShare * check.average;
    return check;
}

double PtsPlan::activeRange() const { return profile == PtsProfile::Enterprise ? 1.0 : 0.75; }
unsigned PtsPlan::queueDepth() const { return profile == PtsProfile::Enterprise ? 32 : 16; }
unsigned PtsPlan::jobs() const { return profile == PtsProfile::Enterprise ? 4 : 2; }

unsigned PtsPlan::testQueueDepth() const { return test == PtsTest::Latency ? 1 : queueDepth(); }
unsigned PtsPlan::testJobs() const { return test == PtsTest::Latency ? 1 : jobs(); }

unsigned PtsPlan::roundLimit() const
{
    if (test != PtsTest::Wsat)
        return maxRounds;
    // Rounds end once the time limit is reached: at most one more than fit below it.
    const double rounds = std::ceil(wsatLimitSeconds / cellSeconds) + 1;
    return rounds >= kMaxWsatRounds ? kMaxWsatRounds : static_cast<unsigned>(rounds);
}

const std::vector<unsigned>& PtsPlan::readPercents() { return PtsLayout::of(PtsTest::Iops).readPercents; }

const std::vector<uint32_t>& PtsPlan::blockSizes() { return PtsLayout::of(PtsTest::Iops).blockBytes; }

size_t PtsPlan::cellIndex(unsigned readPercent, uint32_t blockBytes)
{
    return PtsLayout::of(PtsTest::Iops).cellIndex(readPercent, blockBytes);
}

const std::vector<size_t>& PtsPlan::trackingCells() { return PtsLayout::of(PtsTest::Iops).tracking; }

uint64_t PtsPlan::testedBytes(uint64_t deviceBytes) const
{
    return static_cast<uint64_t>(static_cast<double>(deviceBytes) * capacityFraction) / kMiB * kMiB;
}

uint64_t PtsPlan::activeBytes(uint64_t deviceBytes) const
{
    return static_cast<uint64_t>(static_cast<double>(testedBytes(deviceBytes)) * activeRange()) / kMiB * kMiB;
}

QString PtsPlan::testTitle(bool translated) const
{
    switch (test) {
    case PtsTest::Iops:
        return QStringLiteral("IOPS");
    case PtsTest::Throughput:
        return wording(translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", "throughput"));
    case PtsTest::Latency:
        return wording(translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", "latency"));
    case PtsTest::Wsat:
        return wording(translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", "write saturation"));
    }
    return QStringLiteral("IOPS");
}

QString PtsPlan::describe(bool translated) const
{
    if (test != PtsTest::Iops) {
        PtsPlan iops = *this;
        iops.test = PtsTest::Iops;
        QString text = testTitle(translated) + QStringLiteral(", ") + iops.describe(translated);
        if (test == PtsTest::Wsat)
            // %1 the time limit in seconds
            text += wording(translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", ", at most %1 s"))
                        .arg(wordingNumber(translated, wsatLimitSeconds));
        return text;
    }
    // %1 client or enterprise, %2 seconds per measurement, %3 the share of the drive in %
    QString text = wording(
        translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", "%1, %2 s a measurement, %3 % of the drive"))
                       .arg(profile == PtsProfile::Enterprise
                               ? wording(translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", "enterprise"))
                               : wording(translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", "client")),
                           wordingNumber(translated, cellSeconds), wordingNumber(translated, capacityFraction * 100));
    // The drive's own purge commands are named; the discard, the PTS's usual purge, is not.
    if (purge == PtsPurge::Sanitize)
        text
            += wording(translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", ", purged by the drive's sanitize"));
    else if (purge == PtsPurge::Format)
        text += wording(translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", ", purged by the drive's format"));
    return text;
}

void PtsPlan::validate() const
{
    if (!(cellSeconds >= 0.1) || cellSeconds > 3600)
        throw UserError(QCoreApplication::translate("ds::PtsPlan", "a measurement lasts 0.1 to 3600 seconds"));
    if (!(capacityFraction > 0) || capacityFraction > 1)
        throw UserError(
            QCoreApplication::translate("ds::PtsPlan", "the share of the drive tested is above 0 % and at most 100 %"));
    if (maxRounds < kWindowRounds || maxRounds > kMaxRounds)
        throw UserError(QCoreApplication::translate("ds::PtsPlan", "the most rounds must be %1 to %2")
                            .arg(kWindowRounds)
                            .arg(kMaxRounds));
    if (test == PtsTest::Wsat
        && (!(wsatLimitSeconds >= cellSeconds) || wsatLimitSeconds / cellSeconds > kMaxWsatRounds))
        throw UserError(QCoreApplication::translate(
            "ds::PtsPlan", "the write saturation's time limit must be at least one measurement and at most %1 of them")
                            .arg(kMaxWsatRounds));
}

QJsonObject PtsPlan::toJson() const
{
    QJsonObject object {
        { QStringLiteral("test"), ptsTestName(test) },
        { QStringLiteral("profile"), ptsProfileName(profile) },
        { QStringLiteral("purge"), ptsPurgeName(purge) },
        { QStringLiteral("cellSeconds"), cellSeconds },
        { QStringLiteral("capacityFraction"), capacityFraction },
        { QStringLiteral("maxRounds"), static_cast<int>(maxRounds) },
        { QStringLiteral("seed"), QString::number(seed) },
    };
    if (test == PtsTest::Wsat)
        object.insert(QStringLiteral("wsatLimitSeconds"), wsatLimitSeconds);
    return object;
}

PtsPlan PtsPlan::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    PtsPlan plan;
    plan.test = in.within(QStringLiteral("test"),
        [&] { return parsePtsTest(in.string(QStringLiteral("test"), QStringLiteral("iops"))); });
    plan.wsatLimitSeconds = in.number(QStringLiteral("wsatLimitSeconds"), plan.wsatLimitSeconds);
    plan.profile = in.within(QStringLiteral("profile"),
        [&] { return parsePtsProfile(in.string(QStringLiteral("profile"), QStringLiteral("client"))); });
    plan.purge = in.within(QStringLiteral("purge"),
        [&] { return parsePtsPurge(in.string(QStringLiteral("purge"), QStringLiteral("discard"))); });
    plan.cellSeconds = in.number(QStringLiteral("cellSeconds"), plan.cellSeconds);
    plan.capacityFraction = in.number(QStringLiteral("capacityFraction"), plan.capacityFraction);
    plan.maxRounds = in.count(QStringLiteral("maxRounds"), plan.maxRounds, kMaxRounds);
    plan.seed = in.whole(QStringLiteral("seed"), plan.seed);
    in.within(QStringLiteral("plan"), [&] {
        plan.validate();
        return 0;
    });
    return plan;
}

std::vector<double> PtsResult::series(size_t cell) const
{
    std::vector<double> values;
    values.reserve(rounds.size());
    for (const PtsRound& round : rounds)
        values.push_back(cell < round.iops.size() ? round.iops[cell] : 0);
    return values;
}

std::vector<double> PtsResult::trackedSeries(size_t cell) const
{
    if (plan.test == PtsTest::Latency) {
        std::vector<double> values;
        values.reserve(rounds.size());
        for (const PtsRound& round : rounds)
            values.push_back(cell < round.meanLatencyMs.size() ? round.meanLatencyMs[cell] : 0);
        return values;
    }
    std::vector<double> values = series(cell);
    if (plan.test == PtsTest::Throughput && cell < plan.layout().cellCount())
        for (double& value : values)
            value *= plan.layout().blockOf(cell) / 1e6;
    return values;
}

QString PtsResult::trackedUnit() const
{
    switch (plan.test) {
    case PtsTest::Throughput:
        return QStringLiteral("MB/s");
    case PtsTest::Latency:
        return QStringLiteral("ms");
    case PtsTest::Iops:
    case PtsTest::Wsat:
        break;
    }
    return QStringLiteral("IOPS");
}

double PtsResult::windowMegabytesPerSecond(size_t cell) const
{
    if (cell >= table.size() || cell >= plan.layout().cellCount())
        return 0;
    return table[cell] * plan.layout().blockOf(cell) / 1e6;
}

std::vector<uint64_t> PtsResult::writtenAfterRounds() const
{
    std::vector<uint64_t> written;
    written.reserve(rounds.size());
    uint64_t sum = 0;
    for (const PtsRound& round : rounds)
        written.push_back(sum += round.writeBytes);
    return written;
}

uint64_t PtsResult::roundBytesWritten() const
{
    uint64_t sum = 0;
    for (const PtsRound& round : rounds)
        sum += round.writeBytes;
    return sum;
}

double PtsResult::roundSeconds() const
{
    double sum = 0;
    for (const PtsRound& round : rounds)
        sum += round.seconds;
    return sum;
}

SteadyStateCheck PtsResult::windowCheck(size_t cell) const
{
    const std::vector<double> all = trackedSeries(cell);
    const auto first = std::min<size_t>(windowFirstRound, all.size());
    return checkSteadyState(std::vector<double>(all.begin() + static_cast<std::ptrdiff_t>(first),
        all.begin() + static_cast<std::ptrdiff_t>(std::min<size_t>(first + windowRounds, all.size()))));
}

std::optional<unsigned> PtsResult::firstSteadyRound() const
{
    const size_t window = PtsPlan::kWindowRounds;
    const std::vector<size_t>& tracking = plan.layout().tracking;
    if (tracking.empty())
        return std::nullopt; // write saturation: a curve, never steady
    std::vector<std::vector<double>> tracked;
    for (size_t cell : tracking)
        tracked.push_back(trackedSeries(cell));
    for (size_t last = window - 1; last < rounds.size(); ++last) {
        bool all = true;
        for (const std::vector<double>& values : tracked)
            all = all
                && checkSteadyState(std::vector<double>(values.begin() + static_cast<std::ptrdiff_t>(last + 1 - window),
                                        values.begin() + static_cast<std::ptrdiff_t>(last + 1)))
                       .steady();
        if (all)
            return static_cast<unsigned>(last);
    }
    return std::nullopt;
}

void PtsResult::decide()
{
    const std::optional<unsigned> steady = firstSteadyRound();
    steadyState = steady.has_value();
    const size_t cells = plan.layout().cellCount();
    table.assign(cells, 0);
    latencyTable.clear();
    windowFirstRound = 0;
    windowRounds = 0;
    if (rounds.empty())
        return;
    // Steady or not, the window is the last rounds up to the decision (the PTS reports a drive that
    // never settled over its last rounds too, marked as such).
    const unsigned last = steady ? *steady : static_cast<unsigned>(rounds.size() - 1);
    windowRounds = std::min<unsigned>(PtsPlan::kWindowRounds, last + 1);
    windowFirstRound = last + 1 - windowRounds;
    for (size_t cell = 0; cell < table.size(); ++cell) {
        double sum = 0;
        for (unsigned r = windowFirstRound; r < windowFirstRound + windowRounds; ++r)
            sum += cell < rounds[r].iops.size() ? rounds[r].iops[cell] : 0;
        table[cell] = sum / windowRounds;
    }
    if (plan.test != PtsTest::Latency)
        return;
    // Every request of the window's rounds counts once: the percentiles and the maximum of all of them,
    // not an average of each round's.
    latencyTable.assign(cells, {});
    for (size_t cell = 0; cell < cells; ++cell) {
        LatencyHistogram merged;
        for (unsigned r = windowFirstRound; r < windowFirstRound + windowRounds; ++r)
            if (cell < rounds[r].latency.size())
                merged.merge(rounds[r].latency[cell]);
        PtsLatencyFigures& figures = latencyTable[cell];
        figures.ios = merged.count();
        if (merged.count() == 0)
            continue;
        figures.meanMs = merged.meanNs() / 1e6;
        figures.p99Ms = static_cast<double>(merged.percentileNs(99)) / 1e6;
        figures.p9999Ms = static_cast<double>(merged.percentileNs(99.99)) / 1e6;
        figures.maxMs = static_cast<double>(merged.maxNs()) / 1e6;
    }
}

QJsonObject PtsResult::toJson() const
{
    // The rounds' figures at full precision: the table and the steady-state decision are derived from
    // them on reading, and a saved or resumed run must show to the last digit what the live one showed.
    const auto exactly = [](const std::vector<double>& values) {
        QJsonArray list;
        for (double value : values)
            list.append(value);
        return list;
    };
    QJsonArray roundList;
    for (const PtsRound& round : rounds) {
        const QJsonArray iops = exactly(round.iops);
        QJsonObject one {
            { QStringLiteral("iops"), iops },
            { QStringLiteral("writeBytes"), static_cast<qint64>(round.writeBytes) },
            { QStringLiteral("seconds"), round.seconds },
            { QStringLiteral("errorCount"), static_cast<qint64>(round.errorCount) },
        };
        if (!round.meanLatencyMs.empty())
            one.insert(QStringLiteral("meanLatencyMs"), exactly(round.meanLatencyMs));
        if (!round.p99LatencyMs.empty())
            one.insert(QStringLiteral("p99LatencyMs"), exactly(round.p99LatencyMs));
        if (!round.latency.empty()) {
            QJsonArray histograms;
            for (const LatencyHistogram& histogram : round.latency)
                histograms.append(histogramToJson(histogram));
            one.insert(QStringLiteral("latency"), histograms);
        }
        roundList.append(one);
    }
    QJsonArray tableList;
    for (double value : table)
        tableList.append(std::round(value * 100) / 100);
    QJsonObject object {
        { QStringLiteral("test"), QStringLiteral("pts") },
        { QStringLiteral("plan"), plan.toJson() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("fioCommand"), fioCommand },
        { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("phase"), QString::fromLatin1(phaseName(phase)) },
        { QStringLiteral("purgeNote"), purgeNote },
        { QStringLiteral("writeCache"), writeCache.toJson() },
        { QStringLiteral("preconditionBytes"), static_cast<qint64>(preconditionBytes) },
        { QStringLiteral("preconditionSeconds"), preconditionSeconds },
        { QStringLiteral("resumes"), static_cast<int>(resumes) },
        { QStringLiteral("errorCount"), static_cast<qint64>(errorCount) },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("stopReason"), stopReason },
        { QStringLiteral("steadyState"), steadyState },
        { QStringLiteral("windowFirstRound"), static_cast<int>(windowFirstRound) },
        { QStringLiteral("windowRounds"), static_cast<int>(windowRounds) },
        { QStringLiteral("rounds"), roundList },
        { QStringLiteral("table"), tableList },
    };
    if (!latencyTable.empty()) {
        // Derived from the rounds' histograms on reading; written for other readers of the file.
        QJsonArray latencyList;
        for (const PtsLatencyFigures& figures : latencyTable)
            latencyList.append(QJsonObject {
                { QStringLiteral("meanMs"), figures.meanMs },
                { QStringLiteral("p99Ms"), figures.p99Ms },
                { QStringLiteral("p9999Ms"), figures.p9999Ms },
                { QStringLiteral("maxMs"), figures.maxMs },
                { QStringLiteral("ios"), static_cast<qint64>(figures.ios) },
            });
        object.insert(QStringLiteral("latencyTable"), latencyList);
    }
    return object;
}

PtsResult PtsResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    PtsResult result;
    if (in.string(QStringLiteral("test")) != QLatin1String("pts"))
        in.fail(QStringLiteral("test"), QStringLiteral("expected \"pts\""));
    result.plan = in.read<PtsPlan>(QStringLiteral("plan"));
    result.target = in.read<TargetInfo>(QStringLiteral("target"));
    result.engine = in.string(QStringLiteral("engine"));
    result.fioCommand = in.string(QStringLiteral("fioCommand"));
    result.startedAt = in.string(QStringLiteral("startedAt"));
    const QString phase = in.string(QStringLiteral("phase"), QStringLiteral("finished"));
    bool known = false;
    for (auto candidate : { Phase::Started, Phase::Purged, Phase::Preconditioned, Phase::Rounds, Phase::Finished })
        if (phase == QLatin1String(phaseName(candidate))) {
            result.phase = candidate;
            known = true;
        }
    if (!known)
        in.fail(QStringLiteral("phase"), QStringLiteral("unknown phase \"%1\"").arg(phase));
    result.purgeNote = in.string(QStringLiteral("purgeNote"));
    if (in.has(QStringLiteral("writeCache"))) // results from before it was kept: untouched
        result.writeCache = in.read<PtsWriteCache>(QStringLiteral("writeCache"));
    result.preconditionBytes = in.whole(QStringLiteral("preconditionBytes"));
    result.preconditionSeconds = in.number(QStringLiteral("preconditionSeconds"));
    result.resumes = in.count(QStringLiteral("resumes"));
    result.errorCount = in.whole(QStringLiteral("errorCount"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    result.stopReason = in.string(QStringLiteral("stopReason"));
    const QJsonArray roundList = in.array(QStringLiteral("rounds"));
    if (roundList.size() > static_cast<qsizetype>(result.plan.roundLimit()))
        in.fail(
            QStringLiteral("rounds"), QStringLiteral("more rounds than the plan's %1").arg(result.plan.roundLimit()));
    const size_t cells = result.plan.layout().cellCount();
    for (qsizetype i = 0; i < roundList.size(); ++i) {
        const JsonReader round = in.element(roundList, i, QStringLiteral("rounds"));
        PtsRound one;
        const QJsonArray iops = round.array(QStringLiteral("iops"));
        if (static_cast<size_t>(iops.size()) != cells)
            round.fail(QStringLiteral("iops"), QStringLiteral("needs %1 values").arg(cells));
        for (qsizetype c = 0; c < iops.size(); ++c) {
            const double value = round.numberAt(iops, c, QStringLiteral("iops"));
            if (value < 0)
                round.fail(QStringLiteral("iops"), QStringLiteral("a negative value"));
            one.iops.push_back(value);
        }
        one.writeBytes = round.whole(QStringLiteral("writeBytes"));
        one.seconds = round.number(QStringLiteral("seconds"));
        one.errorCount = round.whole(QStringLiteral("errorCount"));
        for (const auto& [key, values] :
            { std::pair<QString, std::vector<double>*> { QStringLiteral("meanLatencyMs"), &one.meanLatencyMs },
                { QStringLiteral("p99LatencyMs"), &one.p99LatencyMs } }) {
            if (!round.has(key))
                continue;
            const QJsonArray list = round.array(key);
            if (static_cast<size_t>(list.size()) != cells)
                round.fail(key, QStringLiteral("needs %1 values").arg(cells));
            for (qsizetype c = 0; c < list.size(); ++c) {
                const double value = round.numberAt(list, c, key);
                if (value < 0)
                    round.fail(key, QStringLiteral("a negative value"));
                values->push_back(value);
            }
        }
        if (round.has(QStringLiteral("latency"))) {
            const QJsonArray histograms = round.array(QStringLiteral("latency"));
            if (static_cast<size_t>(histograms.size()) != cells)
                round.fail(QStringLiteral("latency"), QStringLiteral("needs %1 histograms").arg(cells));
            for (qsizetype c = 0; c < histograms.size(); ++c) {
                if (!histograms.at(c).isObject())
                    round.fail(QStringLiteral("latency"), QStringLiteral("expected a histogram"));
                one.latency.push_back(round.within(QStringLiteral("latency[%1]").arg(c),
                    [&] { return histogramFromJson(histograms.at(c).toObject()); }));
            }
        }
        result.rounds.push_back(std::move(one));
    }
    // The decision and the table follow from the rounds; what the file says of them is not trusted.
    result.decide();
    return result;
}

} // namespace ds
