#include "model/results/copytestresult.h"

#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QJsonArray>

namespace ds {

void CopyTestOptions::validate() const
{
    if (fileBytes == 0 && treeFiles == 0)
        throw UserError(QStringLiteral("the copy test needs a file size above zero or at least one small file"));
    if (treeFiles > 0 && treeFileBytes == 0)
        throw UserError(QStringLiteral("the small files must be at least one byte"));
    if (bufferBytes < 4096 || bufferBytes > (256u << 20))
        throw UserError(QStringLiteral("the copy buffer must be from 4 KiB to 256 MiB"));
    if (filesPerDirectory == 0)
        throw UserError(QStringLiteral("files per directory must be at least 1"));
    if (repeats < 1)
        throw UserError(QStringLiteral("repeats must be at least 1"));
}

Spread CopyMeasurement::secondsSpread() const { return Spread::of(seconds); }

Spread CopyMeasurement::megabytesPerSecond() const
{
    std::vector<double> values;
    for (double time : seconds)
        values.push_back(time > 0 ? static_cast<double>(bytes) / 1e6 / time : 0);
    return Spread::of(values);
}

QJsonObject CopyMeasurement::toJson() const
{
    QJsonArray runs;
    for (double time : seconds)
        runs.append(time);
    return QJsonObject {
        { QStringLiteral("name"), name },
        { QStringLiteral("from"), from },
        { QStringLiteral("to"), to },
        { QStringLiteral("bytes"), static_cast<qint64>(bytes) },
        { QStringLiteral("files"), static_cast<int>(files) },
        { QStringLiteral("seconds"), secondsSpread().toJson() },
        { QStringLiteral("megabytesPerSecond"), megabytesPerSecond().toJson() },
        { QStringLiteral("runs"), runs },
        { QStringLiteral("cancelled"), cancelled },
    };
}

QJsonObject CopyTestResult::toJson() const
{
    QJsonArray list;
    for (const CopyMeasurement& copy : copies)
        list.append(copy.toJson());
    return QJsonObject {
        { QStringLiteral("test"), QStringLiteral("copy") },
        { QStringLiteral("source"), options.source },
        { QStringLiteral("destination"), options.destination },
        { QStringLiteral("fileBytes"), static_cast<qint64>(options.fileBytes) },
        { QStringLiteral("treeFiles"), static_cast<int>(options.treeFiles) },
        { QStringLiteral("treeFileBytes"), static_cast<qint64>(options.treeFileBytes) },
        { QStringLiteral("bufferBytes"), static_cast<qint64>(options.bufferBytes) },
        { QStringLiteral("filesPerDirectory"), static_cast<int>(options.filesPerDirectory) },
        { QStringLiteral("seed"), QString::number(options.seed) },
        { QStringLiteral("repeats"), static_cast<int>(options.repeats) },
        { QStringLiteral("copies"), list },
        { QStringLiteral("cancelled"), cancelled },
    };
}

CopyMeasurement CopyMeasurement::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    CopyMeasurement copy;
    copy.name = in.string(QStringLiteral("name"));
    copy.from = in.string(QStringLiteral("from"));
    copy.to = in.string(QStringLiteral("to"));
    copy.bytes = in.whole(QStringLiteral("bytes"));
    copy.files = in.count(QStringLiteral("files"));
    const QJsonArray runs = in.array(QStringLiteral("runs"));
    for (qsizetype i = 0; i < runs.size(); ++i)
        copy.seconds.push_back(in.numberAt(runs, i, QStringLiteral("runs")));
    copy.cancelled = in.boolean(QStringLiteral("cancelled"));
    return copy;
}

CopyTestResult CopyTestResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    CopyTestResult result;
    CopyTestOptions& options = result.options;
    options.source = in.string(QStringLiteral("source"));
    options.destination = in.string(QStringLiteral("destination"));
    options.fileBytes = in.whole(QStringLiteral("fileBytes"), options.fileBytes);
    options.treeFiles = in.count(QStringLiteral("treeFiles"), options.treeFiles);
    options.treeFileBytes = in.whole(QStringLiteral("treeFileBytes"), options.treeFileBytes);
    options.bufferBytes = in.count(QStringLiteral("bufferBytes"), options.bufferBytes);
    options.filesPerDirectory = in.count(QStringLiteral("filesPerDirectory"), options.filesPerDirectory);
    options.repeats = in.count(QStringLiteral("repeats"), options.repeats);
    options.seed = in.whole(QStringLiteral("seed"), 1);
    result.copies = in.readList<CopyMeasurement>(QStringLiteral("copies"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    return result;
}

} // namespace ds
