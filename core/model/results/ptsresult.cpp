#include "model/results/ptsresult.h"

#include "model/jsonreader.h"
#include "model/usererror.h"
#include "model/wording.h"
#include "model/workload.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ds {

namespace {
    constexpr uint64_t kMiB = 1u << 20;
    constexpr const char* kStateFormat = "drivescope-pts-state";
    constexpr int kStateVersion = 1;

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

QString ptsPurgeName(PtsPurge purge)
{
    return purge == PtsPurge::None ? QStringLiteral("none") : QStringLiteral("discard");
}

PtsPurge parsePtsPurge(const QString& text)
{
    if (text == QLatin1String("discard"))
        return PtsPurge::Discard;
    if (text == QLatin1String("none"))
        return PtsPurge::None;
    throw UserError(QCoreApplication::translate("ds::PtsPlan", "the purge is discard or none, not \"%1\"").arg(text));
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

const std::vector<unsigned>& PtsPlan::readPercents()
{
    static const std::vector<unsigned> mixes { 100, 95, 65, 50, 35, 5, 0 };
    return mixes;
}

const std::vector<uint32_t>& PtsPlan::blockSizes()
{
    static const std::vector<uint32_t> sizes { 1024 * 1024, 128 * 1024, 64 * 1024, 32 * 1024, 16 * 1024, 8 * 1024,
        4 * 1024, 512 };
    return sizes;
}

size_t PtsPlan::cellIndex(unsigned readPercent, uint32_t blockBytes)
{
    const auto mix = std::find(readPercents().begin(), readPercents().end(), readPercent);
    const auto size = std::find(blockSizes().begin(), blockSizes().end(), blockBytes);
    if (mix == readPercents().end() || size == blockSizes().end())
        return SIZE_MAX;
    return static_cast<size_t>(mix - readPercents().begin()) * blockSizes().size()
        + static_cast<size_t>(size - blockSizes().begin());
}

const std::vector<size_t>& PtsPlan::trackingCells()
{
    static const std::vector<size_t> cells { cellIndex(0, 4096), cellIndex(65, 64 * 1024),
        cellIndex(100, 1024 * 1024) };
    return cells;
}

uint64_t PtsPlan::testedBytes(uint64_t deviceBytes) const
{
    return static_cast<uint64_t>(static_cast<double>(deviceBytes) * capacityFraction) / kMiB * kMiB;
}

uint64_t PtsPlan::activeBytes(uint64_t deviceBytes) const
{
    return static_cast<uint64_t>(static_cast<double>(testedBytes(deviceBytes)) * activeRange()) / kMiB * kMiB;
}

QString PtsPlan::describe(bool translated) const
{
    // %1 client or enterprise, %2 seconds per measurement, %3 the share of the drive in %
    return wording(
        translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", "%1, %2 s a measurement, %3 % of the drive"))
        .arg(profile == PtsProfile::Enterprise
                ? wording(translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", "enterprise"))
                : wording(translated, "ds::PtsPlan", QT_TRANSLATE_NOOP("ds::PtsPlan", "client")),
            wordingNumber(translated, cellSeconds), wordingNumber(translated, capacityFraction * 100));
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
}

QJsonObject PtsPlan::toJson() const
{
    return QJsonObject {
        { QStringLiteral("profile"), ptsProfileName(profile) },
        { QStringLiteral("purge"), ptsPurgeName(purge) },
        { QStringLiteral("cellSeconds"), cellSeconds },
        { QStringLiteral("capacityFraction"), capacityFraction },
        { QStringLiteral("maxRounds"), static_cast<int>(maxRounds) },
        { QStringLiteral("seed"), QString::number(seed) },
    };
}

PtsPlan PtsPlan::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    PtsPlan plan;
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

SteadyStateCheck PtsResult::windowCheck(size_t cell) const
{
    const std::vector<double> all = series(cell);
    const auto first = std::min<size_t>(windowFirstRound, all.size());
    return checkSteadyState(std::vector<double>(all.begin() + static_cast<std::ptrdiff_t>(first),
        all.begin() + static_cast<std::ptrdiff_t>(std::min<size_t>(first + windowRounds, all.size()))));
}

std::optional<unsigned> PtsResult::firstSteadyRound() const
{
    const size_t window = PtsPlan::kWindowRounds;
    for (size_t last = window - 1; last < rounds.size(); ++last) {
        bool all = true;
        for (size_t cell : PtsPlan::trackingCells()) {
            const std::vector<double> values = series(cell);
            all = all
                && checkSteadyState(std::vector<double>(values.begin() + static_cast<std::ptrdiff_t>(last + 1 - window),
                                        values.begin() + static_cast<std::ptrdiff_t>(last + 1)))
                       .steady();
        }
        if (all)
            return static_cast<unsigned>(last);
    }
    return std::nullopt;
}

void PtsResult::decide()
{
    const std::optional<unsigned> steady = firstSteadyRound();
    steadyState = steady.has_value();
    table.assign(PtsPlan::cellCount(), 0);
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
}

QJsonObject PtsResult::toJson() const
{
    QJsonArray roundList;
    for (const PtsRound& round : rounds) {
        QJsonArray iops;
        for (double value : round.iops)
            iops.append(std::round(value * 100) / 100);
        roundList.append(QJsonObject {
            { QStringLiteral("iops"), iops },
            { QStringLiteral("writeBytes"), static_cast<qint64>(round.writeBytes) },
            { QStringLiteral("seconds"), round.seconds },
            { QStringLiteral("errorCount"), static_cast<qint64>(round.errorCount) },
        });
    }
    QJsonArray tableList;
    for (double value : table)
        tableList.append(std::round(value * 100) / 100);
    return QJsonObject {
        { QStringLiteral("test"), QStringLiteral("pts") },
        { QStringLiteral("plan"), plan.toJson() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("fioCommand"), fioCommand },
        { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("phase"), QString::fromLatin1(phaseName(phase)) },
        { QStringLiteral("purgeNote"), purgeNote },
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
    result.preconditionBytes = in.whole(QStringLiteral("preconditionBytes"));
    result.preconditionSeconds = in.number(QStringLiteral("preconditionSeconds"));
    result.resumes = in.count(QStringLiteral("resumes"));
    result.errorCount = in.whole(QStringLiteral("errorCount"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    result.stopReason = in.string(QStringLiteral("stopReason"));
    const QJsonArray roundList = in.array(QStringLiteral("rounds"));
    if (roundList.size() > static_cast<qsizetype>(result.plan.maxRounds))
        in.fail(QStringLiteral("rounds"), QStringLiteral("more rounds than the plan's %1").arg(result.plan.maxRounds));
    for (qsizetype i = 0; i < roundList.size(); ++i) {
        const JsonReader round = in.element(roundList, i, QStringLiteral("rounds"));
        PtsRound one;
        const QJsonArray iops = round.array(QStringLiteral("iops"));
        if (static_cast<size_t>(iops.size()) != PtsPlan::cellCount())
            round.fail(QStringLiteral("iops"), QStringLiteral("needs %1 values").arg(PtsPlan::cellCount()));
        for (qsizetype c = 0; c < iops.size(); ++c) {
            const double value = round.numberAt(iops, c, QStringLiteral("iops"));
            if (value < 0)
                round.fail(QStringLiteral("iops"), QStringLiteral("a negative value"));
            one.iops.push_back(value);
        }
        one.writeBytes = round.whole(QStringLiteral("writeBytes"));
        one.seconds = round.number(QStringLiteral("seconds"));
        one.errorCount = round.whole(QStringLiteral("errorCount"));
        result.rounds.push_back(std::move(one));
    }
    // The decision and the table follow from the rounds; what the file says of them is not trusted.
    result.decide();
    return result;
}

QString PtsState::defaultPath(const QString& devicePath)
{
    QString data = QString::fromLocal8Bit(qgetenv("XDG_DATA_HOME"));
    if (data.isEmpty() || !QDir::isAbsolutePath(data))
        data = QDir::homePath() + QStringLiteral("/.local/share");
    QString name = QFileInfo(devicePath).fileName();
    for (QChar& c : name)
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_'))
            c = QLatin1Char('_');
    return data + QStringLiteral("/drivescope/pts/") + name + QStringLiteral(".json");
}

void PtsState::save(const PtsResult& result, const QString& path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QJsonObject document {
        { QStringLiteral("format"), QString::fromLatin1(kStateFormat) },
        { QStringLiteral("version"), kStateVersion },
        { QStringLiteral("result"), result.toJson() },
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(document).toJson(QJsonDocument::Compact)) < 0
        || !file.commit())
        throw UserError(QCoreApplication::translate("ds::PtsState", "cannot save the PTS state to %1: %2")
                            .arg(path, file.errorString()));
}

PtsResult PtsState::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw UserError(QCoreApplication::translate("ds::PtsState", "no saved PTS state to resume: %1: %2")
                            .arg(path, file.errorString()));
    if (file.size() > (64 << 20))
        throw UserError(QStringLiteral("%1: too large for a PTS state").arg(path));
    QJsonParseError error {};
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        throw UserError(QStringLiteral("%1: not a PTS state (%2)").arg(path, error.errorString()));
    const JsonReader in(document.object());
    if (in.string(QStringLiteral("format")) != QLatin1String(kStateFormat))
        throw UserError(QStringLiteral("%1: not a PTS state").arg(path));
    if (in.count(QStringLiteral("version")) != kStateVersion)
        throw UserError(QStringLiteral("%1: a PTS state of another version").arg(path));
    try {
        return in.read<PtsResult>(QStringLiteral("result"));
    } catch (const UserError& bad) {
        throw UserError(QStringLiteral("%1: %2").arg(path, bad.message()));
    }
}

} // namespace ds
