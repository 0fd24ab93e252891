#pragma once

#include "model/uint128.h"
#include "model/usererror.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <limits>
#include <vector>

namespace ds {

// Reads the fields of one JSON object for the fromJson() of the result types. A missing field takes
// its default, so files from older versions still load; a field of the wrong type, a number out of
// range or not finite throws UserError naming the field's path ("runs[2].plan.zones"), so a damaged
// or hostile file gets a clear message rather than a crash or a silently wrong figure.
class JsonReader {
public:
    explicit JsonReader(QJsonObject object, QString path = QString())
        : m_object(std::move(object))
        , m_path(std::move(path))
    {
    }

    const QJsonObject& object() const { return m_object; }
    const QString& path() const { return m_path; }
    bool has(const QString& key) const { return m_object.contains(key); }
    QString pathOf(const QString& key) const { return m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key; }
    [[noreturn]] void fail(const QString& key, const QString& what) const
    {
        throw UserError(QStringLiteral("%1: %2").arg(pathOf(key), what));
    }

    QString string(const QString& key, const QString& fallback = QString()) const;
    bool boolean(const QString& key, bool fallback = false) const;
    // A finite number.
    double number(const QString& key, double fallback = 0) const;
    // A whole number from min to max; also accepted as a decimal string (seeds, 64-bit sums).
    uint64_t whole(
        const QString& key, uint64_t fallback = 0, uint64_t max = std::numeric_limits<uint64_t>::max()) const;
    unsigned count(const QString& key, unsigned fallback = 0, unsigned max = std::numeric_limits<unsigned>::max()) const
    {
        return static_cast<unsigned>(whole(key, fallback, max));
    }
    // A whole number that may be negative (-1 for "the device has none").
    int integer(const QString& key, int fallback = 0) const;
    QStringList strings(const QString& key) const;
    QJsonArray array(const QString& key) const; // empty when missing
    JsonReader child(const QString& key) const; // an empty object when missing
    // Element i of an array field, which must be an object.
    JsonReader element(const QJsonArray& array, qsizetype index, const QString& key) const;
    // A number held in an array element.
    double numberAt(const QJsonArray& array, qsizetype index, const QString& key) const;
    uint64_t wholeAt(const QJsonArray& array, qsizetype index, const QString& key) const;

    // Runs parse(), prefixing the path of `key` to any error it throws, so a nested fromJson()
    // reports "repeats[2].seconds" although it only knows "seconds".
    template <typename Parse> auto within(const QString& key, Parse&& parse) const -> decltype(parse())
    {
        try {
            return parse();
        } catch (const UserError& error) {
            throw UserError(pathOf(key) + QLatin1Char('.') + error.message());
        }
    }
    // A nested object read by T::fromJson.
    template <typename T> T read(const QString& key) const
    {
        const QJsonObject inner = child(key).object();
        return within(key, [&] { return T::fromJson(inner); });
    }
    // An array of objects read by T::fromJson.
    template <typename T> std::vector<T> readList(const QString& key) const
    {
        const QJsonArray items = array(key);
        std::vector<T> list;
        list.reserve(static_cast<size_t>(items.size()));
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QJsonObject inner = element(items, i, key).object();
            list.push_back(within(QStringLiteral("%1[%2]").arg(key).arg(i), [&] { return T::fromJson(inner); }));
        }
        return list;
    }

private:
    QJsonValue field(const QString& key) const { return m_object.value(key); }

    QJsonObject m_object;
    QString m_path;
};

// The largest integer a JSON number (an IEEE double) holds exactly.
inline constexpr uint64_t kJsonExactIntegerLimit = uint64_t { 1 } << 53;

// The same JSON with every integer of more than 15 digits written as a decimal string, so that
// JsonReader::whole() reads it exactly: a JSON number is read as a double, which holds integers only up
// to 2^53, and Qt's integers end at 2^63 (smartctl's raw values and 128-bit counters go beyond). Strings,
// fractions and exponents are left as they are; the bytes are copied only where such a number occurs.
QByteArray quoteWideIntegers(const QByteArray& json);

// Exactly, as decimal text: 64-bit sums and 128-bit sums of squares do not fit a JSON number.
QString decimalText(UInt128 value);
bool parseDecimal128(const QString& text, UInt128& value);

} // namespace ds
