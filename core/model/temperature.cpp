#include "model/temperature.h"

#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ds {

namespace {
    void insertOptional(QJsonObject& object, const QString& key, const std::optional<double>& value)
    {
        if (value)
            object.insert(key, *value);
    }

    std::optional<double> readOptional(const JsonReader& in, const QString& key)
    {
        if (!in.has(key))
            return std::nullopt;
        const double value = in.number(key);
        // A drive that reports below absolute zero or above a soldering iron is not reporting.
        if (value < -273 || value > 1000)
            in.fail(key, QStringLiteral("not a temperature"));
        return value;
    }
}

QJsonObject TemperatureSensor::toJson() const
{
    QJsonObject object { { QStringLiteral("label"), label } };
    insertOptional(object, QStringLiteral("warningCelsius"), warningCelsius);
    insertOptional(object, QStringLiteral("criticalCelsius"), criticalCelsius);
    return object;
}

TemperatureSensor TemperatureSensor::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    TemperatureSensor sensor;
    sensor.label = in.string(QStringLiteral("label"));
    sensor.warningCelsius = readOptional(in, QStringLiteral("warningCelsius"));
    sensor.criticalCelsius = readOptional(in, QStringLiteral("criticalCelsius"));
    return sensor;
}

namespace {
    bool duringTest(const TemperatureSample& sample) { return sample.seconds >= 0; }
}

bool TemperatureSeries::hasSamples() const { return std::any_of(samples.begin(), samples.end(), duringTest); }

double TemperatureSeries::minimum() const
{
    std::optional<double> lowest;
    for (const TemperatureSample& sample : samples)
        if (duringTest(sample) && (!lowest || sample.celsius < *lowest))
            lowest = sample.celsius;
    return lowest.value_or(0);
}

double TemperatureSeries::maximum() const
{
    std::optional<double> highest;
    for (const TemperatureSample& sample : samples)
        if (duringTest(sample) && (!highest || sample.celsius > *highest))
            highest = sample.celsius;
    return highest.value_or(0);
}

double TemperatureSeries::mean() const
{
    double sum = 0;
    size_t count = 0;
    for (const TemperatureSample& sample : samples) {
        if (duringTest(sample)) {
            sum += sample.celsius;
            ++count;
        }
    }
    return count == 0 ? 0 : sum / static_cast<double>(count);
}

QString formatCelsius(double celsius) { return QStringLiteral("%1 °C").arg(std::round(celsius)); }

QString TemperatureSeries::summary() const
{
    if (!hasSamples())
        return missing.isEmpty() ? QStringLiteral("%1: no temperature was read").arg(device) : missing;
    QString text = QStringLiteral("%1 %2: %3 to %4, mean %5")
                       .arg(device, sensor, formatCelsius(minimum()), formatCelsius(maximum()), formatCelsius(mean()));
    QStringList limits;
    if (warningCelsius)
        limits << QStringLiteral("warning %1").arg(formatCelsius(*warningCelsius));
    if (criticalCelsius)
        limits << QStringLiteral("critical %1").arg(formatCelsius(*criticalCelsius));
    if (!limits.isEmpty())
        text += QStringLiteral(" (%1)").arg(limits.join(QStringLiteral(", ")));
    return text;
}

QJsonObject TemperatureSeries::toJson() const
{
    QJsonObject object { { QStringLiteral("device"), device } };
    if (!missing.isEmpty()) {
        object.insert(QStringLiteral("missing"), missing);
        return object;
    }
    object.insert(QStringLiteral("sensor"), sensor);
    insertOptional(object, QStringLiteral("warningCelsius"), warningCelsius);
    insertOptional(object, QStringLiteral("criticalCelsius"), criticalCelsius);
    object.insert(QStringLiteral("intervalSeconds"), intervalSeconds);
    // Two columns rather than an object a sample: an hour at 5 Hz stays small.
    QJsonArray seconds;
    QJsonArray celsius;
    for (const TemperatureSample& sample : samples) {
        seconds.append(std::round(sample.seconds * 1000) / 1000);
        celsius.append(sample.celsius);
    }
    object.insert(QStringLiteral("seconds"), seconds);
    object.insert(QStringLiteral("celsius"), celsius);
    if (hasSamples()) {
        object.insert(QStringLiteral("minCelsius"), minimum());
        object.insert(QStringLiteral("maxCelsius"), maximum());
        object.insert(QStringLiteral("meanCelsius"), std::round(mean() * 10) / 10);
    }
    return object;
}

TemperatureSeries TemperatureSeries::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    TemperatureSeries series;
    series.device = in.string(QStringLiteral("device"));
    series.missing = in.string(QStringLiteral("missing"));
    series.sensor = in.string(QStringLiteral("sensor"));
    series.warningCelsius = readOptional(in, QStringLiteral("warningCelsius"));
    series.criticalCelsius = readOptional(in, QStringLiteral("criticalCelsius"));
    series.intervalSeconds = in.number(QStringLiteral("intervalSeconds"), kDefaultTemperatureIntervalSeconds);
    if (!(series.intervalSeconds > 0))
        in.fail(QStringLiteral("intervalSeconds"), QStringLiteral("expected a positive number"));
    const QJsonArray seconds = in.array(QStringLiteral("seconds"));
    const QJsonArray celsius = in.array(QStringLiteral("celsius"));
    if (seconds.size() != celsius.size())
        in.fail(QStringLiteral("celsius"), QStringLiteral("expected as many readings as times"));
    series.samples.reserve(static_cast<size_t>(seconds.size()));
    for (qsizetype index = 0; index < seconds.size(); ++index) {
        const double value = in.numberAt(celsius, index, QStringLiteral("celsius"));
        if (value < -273 || value > 1000)
            in.fail(QStringLiteral("celsius[%1]").arg(index), QStringLiteral("not a temperature"));
        series.samples.push_back({ in.numberAt(seconds, index, QStringLiteral("seconds")), value });
    }
    return series;
}

QString noTemperatureSensorReason(const QString& device, const QString& transport)
{
    if (transport == QLatin1String("loop"))
        return QStringLiteral("%1 has no temperature sensor: a loop device is a file, not a drive").arg(device);
    if (transport == QLatin1String("zram"))
        return QStringLiteral("%1 has no temperature sensor: zram is compressed memory, not a drive").arg(device);
    if (transport == QLatin1String("virtio"))
        return QStringLiteral("%1 has no temperature sensor: a virtual disk does not pass on its host drive's")
            .arg(device);
    if (transport == QLatin1String("dm") || transport == QLatin1String("md"))
        return QStringLiteral("%1 has no temperature sensor of its own: read the drives under it").arg(device);
    if (transport == QLatin1String("sata") || transport == QLatin1String("sas") || transport == QLatin1String("scsi"))
        return QStringLiteral("%1 shows no temperature sensor: load the drivetemp module (modprobe drivetemp) "
                              "for SATA drives")
            .arg(device);
    if (transport == QLatin1String("usb"))
        return QStringLiteral("%1 shows no temperature sensor: USB bridges rarely pass it on").arg(device);
    return QStringLiteral("%1 shows no temperature sensor in hwmon").arg(device);
}

double parseTemperatureInterval(const QString& text)
{
    bool ok = false;
    const double seconds = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(seconds) || seconds < 0.05 || seconds > 60)
        throw UserError(QStringLiteral("--temperature-interval: expected seconds from 0.05 to 60, not '%1'").arg(text));
    return seconds;
}

} // namespace ds
