#include "model/results/patternresult.h"

#include "model/jsonreader.h"
#include "model/usererror.h"
#include "model/wording.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

namespace ds {

WorkloadSpec PatternSpec::workload(const WorkloadSpec& timing) const
{
    WorkloadSpec spec = timing;
    spec.blockSizes = blockSizes;
    spec.readPercent = readPercent;
    spec.randomPercent = randomPercent;
    spec.alignment = alignment;
    spec.queueDepth = loads.empty() ? 1 : loads.front();
    return spec;
}

QJsonObject PatternSpec::toJson() const
{
    QJsonArray sizes;
    for (const BlockSizeShare& size : blockSizes)
        sizes.append(QJsonObject {
            { QStringLiteral("size"), static_cast<qint64>(size.bytes) }, { QStringLiteral("share"), size.share } });
    QJsonArray loadList;
    for (unsigned load : loads)
        loadList.append(static_cast<int>(load));
    QJsonObject object {
        { QStringLiteral("name"), name },
        { QStringLiteral("readPercent"), static_cast<int>(readPercent) },
        { QStringLiteral("randomPercent"), static_cast<int>(randomPercent) },
        { QStringLiteral("blockSizes"), sizes },
        { QStringLiteral("loads"), loadList },
    };
    if (alignment != 0)
        object.insert(QStringLiteral("alignment"), static_cast<qint64>(alignment));
    return object;
}

PatternSpec PatternSpec::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    PatternSpec pattern;
    pattern.name = in.string(QStringLiteral("name"));
    pattern.readPercent = in.count(QStringLiteral("readPercent"), 100, 100);
    pattern.randomPercent = in.count(QStringLiteral("randomPercent"), 100, 100);
    pattern.alignment = in.count(QStringLiteral("alignment"), 0, UINT32_MAX);
    const QJsonArray sizes = in.array(QStringLiteral("blockSizes"));
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        const JsonReader size = in.element(sizes, i, QStringLiteral("blockSizes"));
        pattern.blockSizes.push_back(
            BlockSizeShare { size.count(QStringLiteral("size"), 4096), size.number(QStringLiteral("share"), 1.0) });
    }
    if (in.has(QStringLiteral("loads"))) {
        pattern.loads.clear();
        const QJsonArray loads = in.array(QStringLiteral("loads"));
        for (qsizetype i = 0; i < loads.size(); ++i) {
            const uint64_t load = in.wholeAt(loads, i, QStringLiteral("loads"));
            if (load > WorkloadSpec::kMaxQueueDepth)
                in.fail(QStringLiteral("loads[%1]").arg(i),
                    QStringLiteral("a load above %1").arg(WorkloadSpec::kMaxQueueDepth));
            pattern.loads.push_back(static_cast<unsigned>(load));
        }
    }
    return pattern;
}

std::vector<PatternSpec> PatternSpec::builtIns()
{
    auto mix = [](std::initializer_list<std::pair<uint32_t, double>> shares) {
        std::vector<BlockSizeShare> sizes;
        for (const auto& [bytes, share] : shares)
            sizes.push_back({ bytes, share });
        return sizes;
    };
    constexpr uint32_t k = 1024;
    PatternSpec fileServer;
    fileServer.name = QStringLiteral("FileServer");
    fileServer.readPercent = 80;
    fileServer.randomPercent = 100;
    fileServer.blockSizes = mix({ { 512, 10 }, { 1 * k, 5 }, { 2 * k, 5 }, { 4 * k, 60 }, { 8 * k, 2 }, { 16 * k, 4 },
        { 32 * k, 4 }, { 64 * k, 10 } });
    PatternSpec webServer;
    webServer.name = QStringLiteral("WebServer");
    webServer.readPercent = 100;
    webServer.randomPercent = 100;
    webServer.blockSizes = mix({ { 512, 22 }, { 1 * k, 15 }, { 2 * k, 8 }, { 4 * k, 23 }, { 8 * k, 15 }, { 16 * k, 2 },
        { 32 * k, 6 }, { 64 * k, 7 }, { 128 * k, 1 }, { 512 * k, 1 } });
    PatternSpec database;
    database.name = QStringLiteral("Database");
    database.readPercent = 67;
    database.randomPercent = 100;
    database.blockSizes = mix({ { 8 * k, 100 } });
    PatternSpec workstation;
    workstation.name = QStringLiteral("Workstation");
    workstation.readPercent = 80;
    workstation.randomPercent = 80;
    workstation.blockSizes = mix({ { 8 * k, 100 } });
    return { fileServer, webServer, database, workstation };
}

PatternSpec PatternSpec::builtIn(const QString& name)
{
    QStringList names;
    for (const PatternSpec& pattern : builtIns()) {
        if (pattern.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return pattern;
        names << pattern.name;
    }
    throw UserError(
        QStringLiteral("no built-in access pattern '%1' (there are %2)").arg(name, names.join(QStringLiteral(", "))));
}

namespace {
    // Reads a size given as a number of bytes or as a string with a unit ("4k").
    uint64_t sizeValue(const QJsonValue& value, const QString& where)
    {
        if (value.isDouble()) {
            const double number = value.toDouble();
            if (number < 0 || number != std::floor(number) || number > 4294967295.0)
                throw UserError(QStringLiteral("%1 must be a whole number of bytes").arg(where));
            return static_cast<uint64_t>(number);
        }
        if (value.isString()) {
            try {
                return parseSize(value.toString());
            } catch (const UserError& error) {
                throw UserError(QStringLiteral("%1: %2").arg(where, error.message()));
            }
        }
        throw UserError(QStringLiteral("%1 must be a size: bytes, or a string such as \"4k\"").arg(where));
    }

    unsigned percentValue(const QJsonObject& object, const QString& key, const QString& where, unsigned fallback)
    {
        if (!object.contains(key))
            return fallback;
        const QJsonValue value = object.value(key);
        const double number = value.toDouble(-1);
        if (!value.isDouble() || number < 0 || number > 100 || number != std::floor(number))
            throw UserError(QStringLiteral("%1.%2 must be a whole number from 0 to 100").arg(where, key));
        return static_cast<unsigned>(number);
    }

    void rejectUnknownKeys(const QJsonObject& object, const QStringList& known, const QString& where)
    {
        for (auto it = object.begin(); it != object.end(); ++it)
            if (!known.contains(it.key()))
                throw UserError(QStringLiteral("%1 has an unknown field '%2' (known: %3)")
                                    .arg(where, it.key(), known.join(QStringLiteral(", "))));
    }
}

std::vector<PatternSpec> PatternSpec::fromJson(const QByteArray& json, const QString& origin)
{
    QJsonParseError parseError {};
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        throw UserError(QStringLiteral("%1 is not valid JSON: %2 at offset %3")
                            .arg(origin, parseError.errorString())
                            .arg(parseError.offset));
    if (!document.isObject() || !document.object().value(QStringLiteral("patterns")).isArray())
        throw UserError(QStringLiteral("%1 must hold an object with a \"patterns\" array").arg(origin));
    rejectUnknownKeys(document.object(), { QStringLiteral("patterns"), QStringLiteral("version") }, origin);
    const QJsonArray list = document.object().value(QStringLiteral("patterns")).toArray();
    if (list.isEmpty())
        throw UserError(QStringLiteral("%1: \"patterns\" is empty").arg(origin));
    std::vector<PatternSpec> patterns;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString where = QStringLiteral("%1: patterns[%2]").arg(origin).arg(i);
        if (!list.at(i).isObject())
            throw UserError(QStringLiteral("%1 must be an object").arg(where));
        const QJsonObject object = list.at(i).toObject();
        rejectUnknownKeys(object,
            { QStringLiteral("name"), QStringLiteral("blockSizes"), QStringLiteral("readPercent"),
                QStringLiteral("randomPercent"), QStringLiteral("alignment"), QStringLiteral("loads") },
            where);
        PatternSpec pattern;
        pattern.name = object.value(QStringLiteral("name")).toString().trimmed();
        if (pattern.name.isEmpty())
            throw UserError(QStringLiteral("%1.name is missing (a non-empty string)").arg(where));
        pattern.readPercent = percentValue(object, QStringLiteral("readPercent"), where, 100);
        pattern.randomPercent = percentValue(object, QStringLiteral("randomPercent"), where, 100);
        if (object.contains(QStringLiteral("alignment"))) {
            const uint64_t alignment
                = sizeValue(object.value(QStringLiteral("alignment")), where + QStringLiteral(".alignment"));
            if (alignment > UINT32_MAX)
                throw UserError(QStringLiteral("%1.alignment is too large").arg(where));
            pattern.alignment = static_cast<uint32_t>(alignment);
        }
        const QJsonValue sizes = object.value(QStringLiteral("blockSizes"));
        if (!sizes.isArray() || sizes.toArray().isEmpty())
            throw UserError(
                QStringLiteral("%1.blockSizes is missing (a non-empty array of {\"size\", \"share\"})").arg(where));
        for (qsizetype j = 0; j < sizes.toArray().size(); ++j) {
            const QString at = QStringLiteral("%1.blockSizes[%2]").arg(where).arg(j);
            const QJsonValue entry = sizes.toArray().at(j);
            if (!entry.isObject())
                throw UserError(QStringLiteral("%1 must be an object {\"size\": \"4k\", \"share\": 60}").arg(at));
            rejectUnknownKeys(entry.toObject(), { QStringLiteral("size"), QStringLiteral("share") }, at);
            const uint64_t bytes
                = sizeValue(entry.toObject().value(QStringLiteral("size")), at + QStringLiteral(".size"));
            if (bytes == 0 || bytes > (uint64_t { 1 } << 30))
                throw UserError(QStringLiteral("%1.size must be from 1 byte to 1 GiB").arg(at));
            const QJsonValue share = entry.toObject().value(QStringLiteral("share"));
            if (!share.isUndefined()
                && (!share.isDouble() || !(share.toDouble() > 0) || share.toDouble() > kMaxBlockSizeShare))
                throw UserError(QStringLiteral("%1.share must be a number above 0 and at most %2")
                                    .arg(at)
                                    .arg(kMaxBlockSizeShare, 0, 'f', 0));
            pattern.blockSizes.push_back(
                { static_cast<uint32_t>(bytes), share.isUndefined() ? 1.0 : share.toDouble() });
        }
        try {
            checkBlockSizeShares(pattern.blockSizes);
        } catch (const UserError& error) {
            throw UserError(QStringLiteral("%1.blockSizes: %2").arg(where, error.message()));
        }
        if (object.contains(QStringLiteral("loads"))) {
            const QJsonValue loads = object.value(QStringLiteral("loads"));
            if (!loads.isArray() || loads.toArray().isEmpty())
                throw UserError(QStringLiteral("%1.loads must be a non-empty array of outstanding I/Os").arg(where));
            pattern.loads.clear();
            for (const QJsonValue& load : loads.toArray()) {
                const double number = load.toDouble(-1);
                if (!load.isDouble() || number < 1 || number > WorkloadSpec::kMaxQueueDepth
                    || number != std::floor(number))
                    throw UserError(QStringLiteral("%1.loads: each load must be a whole number from 1 to %2")
                                        .arg(where)
                                        .arg(WorkloadSpec::kMaxQueueDepth));
                pattern.loads.push_back(static_cast<unsigned>(number));
            }
        }
        patterns.push_back(std::move(pattern));
    }
    return patterns;
}

QString describePatternSuite(const std::vector<PatternSpec>& patterns, double secondsPerLoad, bool translated)
{
    auto words = [translated](const char* source) { return wording(translated, "ds::PatternSpec", source); };
    QStringList parts;
    for (const PatternSpec& pattern : patterns) {
        const QString sizes = pattern.blockSizes.size() == 1
            ? formatBinarySize(pattern.blockSizes.front().bytes)
            : words(QT_TRANSLATE_NOOP("ds::PatternSpec", "mixed-size"));
        QStringList loads;
        for (unsigned load : pattern.loads)
            loads += QString::number(load);
        // %1 the name, %2 read share, %3 random share, %4 "4 KiB" or "mixed-size", %5 the loads "1, 4, 16"
        parts += words(QT_TRANSLATE_NOOP("ds::PatternSpec", "%1 (%2 % read, %3 % random, %4, loads %5)"))
                     .arg(pattern.name)
                     .arg(pattern.readPercent)
                     .arg(pattern.randomPercent)
                     .arg(sizes, loads.join(QStringLiteral(", ")));
    }
    // %1 the patterns, %2 seconds per load
    return words(QT_TRANSLATE_NOOP("ds::PatternSpec", "access patterns %1; %2 s per load"))
        .arg(parts.join(QStringLiteral("; ")))
        .arg(wordingNumber(translated, secondsPerLoad));
}

std::optional<double> PatternResult::rating() const { return ratingIn(DisplayUnit::Iops); }

namespace {
    // The pattern's point at `load`, if the sweep reached it.
    const SweepPoint* pointAt(const SweepResult& sweep, unsigned load)
    {
        for (const SweepPoint& point : sweep.points)
            if (point.value == load)
                return &point;
        return nullptr;
    }
}

std::optional<double> PatternResult::ratingIn(DisplayUnit unit) const
{
    // Every rated load of the pattern, or none: a mean over the loads a stopped run reached would rank
    // the drive by where it stopped.
    double sum = 0;
    unsigned counted = 0;
    for (unsigned load : pattern.loads) {
        if (load > PatternSpec::kRatedLoadLimit)
            continue;
        const SweepPoint* point = pointAt(sweep, load);
        if (!point || !point->measured() || point->result->cancelled)
            return std::nullopt;
        sum += DisplayFigures::meanOf(point->result->repeats).in(unit);
        ++counted;
    }
    if (counted == 0)
        return std::nullopt;
    return sum / counted;
}

QString PatternResult::unratedReason() const
{
    if (rating())
        return QString();
    for (unsigned load : pattern.loads) {
        if (load > PatternSpec::kRatedLoadLimit)
            continue;
        const SweepPoint* point = pointAt(sweep, load);
        if (point && !point->skipReason.isEmpty())
            return QStringLiteral("skipped: %1").arg(point->skipReason);
        if (!point || !point->measured() || point->result->cancelled)
            return QStringLiteral("cancelled before load %1 was measured").arg(load);
    }
    return QStringLiteral("no load up to %1 outstanding I/Os was measured").arg(PatternSpec::kRatedLoadLimit);
}

QJsonObject PatternResult::toJson() const
{
    QJsonObject object = sweep.toJson();
    object.insert(QStringLiteral("test"), QStringLiteral("pattern"));
    object.insert(QStringLiteral("pattern"), pattern.toJson());
    if (const std::optional<double> rated = rating())
        object.insert(QStringLiteral("rating"), *rated);
    else
        object.insert(QStringLiteral("unrated"), unratedReason());
    object.insert(
        QStringLiteral("ratingLoads"), QStringLiteral("1 to %1 outstanding I/Os").arg(PatternSpec::kRatedLoadLimit));
    object.remove(QStringLiteral("target")); // once, in the suite
    return object;
}

PatternResult PatternResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    PatternResult result;
    result.pattern = in.read<PatternSpec>(QStringLiteral("pattern"));
    result.sweep = SweepResult::fromJson(object);
    return result;
}

PatternSuiteResult PatternSuiteResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    PatternSuiteResult suite;
    suite.target = in.read<TargetInfo>(QStringLiteral("target"));
    suite.startedAt = in.string(QStringLiteral("startedAt"));
    suite.cancelled = in.boolean(QStringLiteral("cancelled"));
    suite.patterns = in.readList<PatternResult>(QStringLiteral("patterns"));
    for (PatternResult& pattern : suite.patterns)
        pattern.sweep.target = suite.target;
    return suite;
}

QJsonObject PatternSuiteResult::toJson() const
{
    QJsonArray list;
    for (const PatternResult& pattern : patterns)
        list.append(pattern.toJson());
    return QJsonObject {
        { QStringLiteral("test"), QStringLiteral("pattern") },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("patterns"), list },
    };
}

std::vector<SweepPlan> patternSweepPlans(const std::vector<PatternSpec>& patterns, const WorkloadSpec& timing)
{
    if (patterns.empty())
        throw UserError(QCoreApplication::translate("ds::PatternTest", "no access pattern to run"));
    std::vector<SweepPlan> plans;
    for (const PatternSpec& pattern : patterns) {
        SweepPlan plan;
        plan.kind = SweepKind::QueueDepth;
        plan.base = pattern.workload(timing);
        plan.values.assign(pattern.loads.begin(), pattern.loads.end());
        try {
            plan.validate();
        } catch (const UserError& error) {
            throw UserError(QCoreApplication::translate("ds::PatternTest", "access pattern '%1': %2")
                                .arg(pattern.name, error.message()));
        }
        plans.push_back(std::move(plan));
    }
    return plans;
}

} // namespace ds
