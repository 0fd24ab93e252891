#include "model/results/ioerrors.h"

#include <QJsonObject>

#include <cstring>

namespace ds {

QJsonArray ioErrorsToJson(const std::vector<IoErrorRecord>& errors)
{
    QJsonArray list;
    for (const IoErrorRecord& error : errors)
        list.append(QJsonObject {
            { QStringLiteral("offset"), static_cast<qint64>(error.offset) },
            { QStringLiteral("length"), static_cast<qint64>(error.length) },
            { QStringLiteral("op"), error.op == IoOp::Read ? QStringLiteral("read") : QStringLiteral("write") },
            { QStringLiteral("errno"), error.error },
            { QStringLiteral("message"),
                error.error ? QString::fromLocal8Bit(strerror(error.error)) : QStringLiteral("short transfer") },
        });
    return list;
}

QString describeIoError(const IoErrorRecord& error)
{
    return QStringLiteral("%1 error at offset %2, %3 bytes: %4")
        .arg(error.op == IoOp::Read ? QStringLiteral("read") : QStringLiteral("write"))
        .arg(error.offset)
        .arg(error.length)
        .arg(error.error ? QString::fromLocal8Bit(strerror(error.error)) : QStringLiteral("short transfer"));
}

void keepIoError(std::vector<IoErrorRecord>& errors, const IoErrorRecord& error)
{
    if (errors.size() < RunMeasurement::kMaxErrorRecords)
        errors.push_back(error);
}

} // namespace ds
