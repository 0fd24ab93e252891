#include "device/drivereader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <climits>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace ds::drives {

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

QString readText(const QString& path) { return QString::fromUtf8(readBytes(path)).trimmed(); }

std::optional<qint64> readNumber(const QString& path)
{
    bool ok = false;
    const qint64 value = readText(path).toLongLong(&ok);
    return ok ? std::optional<qint64>(value) : std::nullopt;
}

int readInt(const QString& path, int fallback)
{
    // Some drivers report "no limit" as UINT_MAX; keep that as the largest int rather than wrapping to -1.
    const auto value = readNumber(path);
    return value ? static_cast<int>(std::clamp<qint64>(*value, INT_MIN, INT_MAX)) : fallback;
}

// sysfs `dev` files hold "major:minor".
bool parseMajorMinor(QStringView text, unsigned& major, unsigned& minor)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return false;
    bool okMajor = false;
    bool okMinor = false;
    major = text.left(colon).toUInt(&okMajor);
    minor = text.mid(colon + 1).trimmed().toUInt(&okMinor);
    return okMajor && okMinor;
}

// mountinfo and /proc/swaps escape space, tab, newline and backslash as \NNN (octal).
QString unescapeOctal(const QByteArray& text)
{
    QByteArray out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 3 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '3' && text[i + 2] >= '0'
            && text[i + 2] <= '7' && text[i + 3] >= '0' && text[i + 3] <= '7') {
            out.append(
                static_cast<char>(((text[i + 1] - '0') << 6) | ((text[i + 2] - '0') << 3) | (text[i + 3] - '0')));
            i += 3;
        } else {
            out.append(text[i]);
        }
    }
    return QString::fromUtf8(out);
}

QStringList entriesOf(const QString& dirPath)
{
    // Holders are symlinks; System keeps them even when their target cannot be resolved.
    return QDir(dirPath).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

// "sda2" < "sda10", "nvme0n1" < "nvme1n1": names sorted as a person would.
bool naturalLess(const QString& a, const QString& b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            const qsizetype startA = i;
            const qsizetype startB = j;
            while (i < a.size() && a[i].isDigit())
                ++i;
            while (j < b.size() && b[j].isDigit())
                ++j;
            const qulonglong numberA = a.mid(startA, i - startA).toULongLong();
            const qulonglong numberB = b.mid(startB, j - startB).toULongLong();
            if (numberA != numberB)
                return numberA < numberB;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

} // namespace ds::drives
