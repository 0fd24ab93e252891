#include "model/jsonreader.h"

#include <cctype>
#include <cmath>

namespace ds {

namespace {
    QString typeName(const QJsonValue& value)
    {
        switch (value.type()) {
        case QJsonValue::Null:
            return QStringLiteral("null");
        case QJsonValue::Bool:
            return QStringLiteral("a boolean");
        case QJsonValue::Double:
            return QStringLiteral("a number");
        case QJsonValue::String:
            return QStringLiteral("a string");
        case QJsonValue::Array:
            return QStringLiteral("an array");
        case QJsonValue::Object:
            return QStringLiteral("an object");
        case QJsonValue::Undefined:
            break;
        }
        return QStringLiteral("missing");
    }

    bool wholeFrom(const QJsonValue& value, uint64_t& out)
    {
        if (value.isDouble()) {
            // Qt keeps an integer literal up to 2^63 exactly; a double would round it beyond 2^53.
            if (const qint64 exact = value.toInteger(-1); exact >= 0) {
                out = static_cast<uint64_t>(exact);
                return true;
            }
            const double number = value.toDouble();
            if (!std::isfinite(number) || number < 0 || number != std::floor(number)
                || number > static_cast<double>(kJsonExactIntegerLimit))
                return false;
            out = static_cast<uint64_t>(number);
            return true;
        }
        if (value.isString()) {
            UInt128 wide = 0;
            if (!parseDecimal128(value.toString(), wide) || wide > std::numeric_limits<uint64_t>::max())
                return false;
            out = static_cast<uint64_t>(wide);
            return true;
        }
        return false;
    }
}

QString JsonReader::string(const QString& key, const QString& fallback) const
{
    const QJsonValue value = field(key);
    if (value.isUndefined() || value.isNull())
        return fallback;
    if (!value.isString())
        fail(key, QStringLiteral("expected a string, found %1").arg(typeName(value)));
    return value.toString();
}

bool JsonReader::boolean(const QString& key, bool fallback) const
{
    const QJsonValue value = field(key);
    if (value.isUndefined())
        return fallback;
    if (!value.isBool())
        fail(key, QStringLiteral("expected true or false, found %1").arg(typeName(value)));
    return value.toBool();
}

double JsonReader::number(const QString& key, double fallback) const
{
    const QJsonValue value = field(key);
    if (value.isUndefined())
        return fallback;
    if (!value.isDouble())
        fail(key, QStringLiteral("expected a number, found %1").arg(typeName(value)));
    const double number = value.toDouble();
    if (!std::isfinite(number))
        fail(key, QStringLiteral("the number is not finite"));
    return number;
}

uint64_t JsonReader::whole(const QString& key, uint64_t fallback, uint64_t max) const
{
    const QJsonValue value = field(key);
    if (value.isUndefined())
        return fallback;
    uint64_t number = 0;
    if (!wholeFrom(value, number))
        fail(key, QStringLiteral("expected a whole number of zero or more, found %1").arg(typeName(value)));
    if (number > max)
        fail(key, QStringLiteral("%1 is out of range (at most %2)").arg(number).arg(max));
    return number;
}

int JsonReader::integer(const QString& key, int fallback) const
{
    const QJsonValue value = field(key);
    if (value.isUndefined())
        return fallback;
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || !std::isfinite(number) || number != std::floor(number) || number < -2147483648.0
        || number > 2147483647.0)
        fail(key, QStringLiteral("expected a whole number, found %1").arg(typeName(value)));
    return static_cast<int>(number);
}

QStringList JsonReader::strings(const QString& key) const
{
    QStringList list;
    const QJsonArray items = array(key);
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!items.at(i).isString())
            fail(QStringLiteral("%1[%2]").arg(key).arg(i),
                QStringLiteral("expected a string, found %1").arg(typeName(items.at(i))));
        list << items.at(i).toString();
    }
    return list;
}

QJsonArray JsonReader::array(const QString& key) const
{
    const QJsonValue value = field(key);
    if (value.isUndefined())
        return {};
    if (!value.isArray())
        fail(key, QStringLiteral("expected an array, found %1").arg(typeName(value)));
    return value.toArray();
}

JsonReader JsonReader::child(const QString& key) const
{
    const QJsonValue value = field(key);
    if (value.isUndefined())
        return JsonReader(QJsonObject(), pathOf(key));
    if (!value.isObject())
        fail(key, QStringLiteral("expected an object, found %1").arg(typeName(value)));
    return JsonReader(value.toObject(), pathOf(key));
}

JsonReader JsonReader::element(const QJsonArray& array, qsizetype index, const QString& key) const
{
    const QString where = QStringLiteral("%1[%2]").arg(key).arg(index);
    const QJsonValue value = array.at(index);
    if (!value.isObject())
        fail(where, QStringLiteral("expected an object, found %1").arg(typeName(value)));
    return JsonReader(value.toObject(), pathOf(where));
}

double JsonReader::numberAt(const QJsonArray& array, qsizetype index, const QString& key) const
{
    const QJsonValue value = array.at(index);
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        fail(QStringLiteral("%1[%2]").arg(key).arg(index),
            QStringLiteral("expected a finite number, found %1").arg(typeName(value)));
    return value.toDouble();
}

uint64_t JsonReader::wholeAt(const QJsonArray& array, qsizetype index, const QString& key) const
{
    uint64_t number = 0;
    if (!wholeFrom(array.at(index), number))
        fail(QStringLiteral("%1[%2]").arg(key).arg(index),
            QStringLiteral("expected a whole number of zero or more, found %1").arg(typeName(array.at(index))));
    return number;
}

QByteArray quoteWideIntegers(const QByteArray& json)
{
    constexpr qsizetype kExactDigits = 15;
    QByteArray out;
    qsizetype copied = 0;
    bool inString = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json.at(i);
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            continue;
        }
        if (c < '0' || c > '9')
            continue;
        // A number starts here (a minus sign before it stays outside, which makes the string invalid).
        qsizetype end = i;
        while (end < json.size() && json.at(end) >= '0' && json.at(end) <= '9')
            ++end;
        const bool integer = end == json.size() || (json.at(end) != '.' && json.at(end) != 'e' && json.at(end) != 'E');
        const bool negative = i > 0 && json.at(i - 1) == '-';
        if (integer && !negative && end - i > kExactDigits) {
            if (out.isEmpty())
                out.reserve(json.size() + 64);
            out.append(json.constData() + copied, i - copied);
            out.append('"').append(json.constData() + i, end - i).append('"');
            copied = end;
        }
        // The rest of a fraction or exponent holds no integer of its own.
        while (end < json.size()
            && (std::isdigit(static_cast<unsigned char>(json.at(end))) || json.at(end) == '.' || json.at(end) == 'e'
                || json.at(end) == 'E' || json.at(end) == '+' || json.at(end) == '-'))
            ++end;
        i = end - 1;
    }
    if (copied == 0)
        return json;
    out.append(json.constData() + copied, json.size() - copied);
    return out;
}

QString decimalText(UInt128 value)
{
    if (value == 0)
        return QStringLiteral("0");
    char digits[40];
    int length = 0;
    while (value > 0) {
        digits[length++] = static_cast<char>('0' + static_cast<int>(value % 10));
        value /= 10;
    }
    QString text;
    text.reserve(length);
    while (length > 0)
        text.append(QLatin1Char(digits[--length]));
    return text;
}

bool parseDecimal128(const QString& text, UInt128& value)
{
    if (text.isEmpty() || text.size() > 39)
        return false;
    UInt128 result = 0;
    const UInt128 limit = ~static_cast<UInt128>(0);
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
        const auto digit = static_cast<unsigned>(c.unicode() - u'0');
        if (result > (limit - digit) / 10)
            return false;
        result = result * 10 + digit;
    }
    value = result;
    return true;
}

} // namespace ds
