#include "model/arrayfacts.h"

#include "model/jsonreader.h"
#include "model/wording.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace ds {

namespace {

    struct KindName {
        ArrayFacts::Kind kind;
        const char* key;
    };
    constexpr KindName kKindNames[] = {
        { ArrayFacts::Kind::Md, "md" },
        { ArrayFacts::Kind::Lvm, "lvm" },
        { ArrayFacts::Kind::Multipath, "multipath" },
        { ArrayFacts::Kind::Crypt, "crypt" },
        { ArrayFacts::Kind::OtherDm, "dm" },
    };

    QString memberList(const std::vector<ArrayMember>& members)
    {
        QStringList parts;
        for (const ArrayMember& member : members)
            parts << (member.state.isEmpty() ? member.device : member.device + QLatin1Char(' ') + member.state);
        return parts.join(QStringLiteral(", "));
    }

    QString percentDone(bool translated, double share) { return wordingNumber(translated, std::round(share * 100)); }

} // namespace

ArrayFacts::Kind dmKindOfUuid(const QString& uuid)
{
    if (uuid.startsWith(QLatin1String("LVM-")))
        return ArrayFacts::Kind::Lvm;
    if (uuid.startsWith(QLatin1String("mpath-")))
        return ArrayFacts::Kind::Multipath;
    if (uuid.startsWith(QLatin1String("CRYPT-")))
        return ArrayFacts::Kind::Crypt;
    return ArrayFacts::Kind::OtherDm;
}

std::optional<double> parseSyncCompleted(const QString& text)
{
    static const QRegularExpression fraction(QStringLiteral("^\\s*(\\d+)\\s*/\\s*(\\d+)\\s*$"));
    const QRegularExpressionMatch match = fraction.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const double done = match.captured(1).toDouble();
    const double total = match.captured(2).toDouble();
    if (!(total > 0) || done > total)
        return std::nullopt;
    return done / total;
}

std::optional<int> parseRaidDisks(const QString& text)
{
    static const QRegularExpression count(QStringLiteral("^\\s*(\\d{1,6})(?:\\s*\\(\\d{1,6}\\))?\\s*$"));
    const QRegularExpressionMatch match = count.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toInt();
}

bool ArrayFacts::syncing() const
{
    return kind == Kind::Md && !syncAction.isEmpty() && syncAction != QLatin1String("idle")
        && syncAction != QLatin1String("frozen");
}

QString ArrayFacts::summary(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::ArrayFacts", source); };
    switch (kind) {
    case Kind::Md: {
        QStringList parts { level.isEmpty() ? QStringLiteral("md") : level };
        if (degraded() && raidDisks)
            parts << words(QT_TRANSLATE_NOOP("ds::ArrayFacts", "%1 of %2 missing")).arg(*degradedDisks).arg(*raidDisks);
        else if (degraded())
            parts << words(QT_TRANSLATE_NOOP("ds::ArrayFacts", "%1 missing")).arg(*degradedDisks);
        if (syncing())
            parts << (syncDone ? QStringLiteral("%1 %2 %").arg(syncAction, percentDone(translated, *syncDone))
                               : syncAction);
        if (state == QLatin1String("inactive"))
            parts << words(QT_TRANSLATE_NOOP("ds::ArrayFacts", "inactive"));
        return parts.join(QStringLiteral(", "));
    }
    case Kind::Lvm:
        return QStringLiteral("LVM");
    case Kind::Multipath:
        return QStringLiteral("multipath");
    case Kind::Crypt:
        return QStringLiteral("dm-crypt");
    case Kind::OtherDm:
        break;
    }
    return QStringLiteral("device-mapper");
}

QString ArrayFacts::describe(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::ArrayFacts", source); };
    const QString on = memberList(members);
    if (kind != Kind::Md) {
        const char* source = nullptr;
        switch (kind) {
        case Kind::Lvm:
            source = on.isEmpty() ? QT_TRANSLATE_NOOP("ds::ArrayFacts", "LVM volume")
                                  : QT_TRANSLATE_NOOP("ds::ArrayFacts", "LVM volume on %1");
            break;
        case Kind::Multipath:
            source = on.isEmpty() ? QT_TRANSLATE_NOOP("ds::ArrayFacts", "multipath device")
                                  : QT_TRANSLATE_NOOP("ds::ArrayFacts", "multipath device over %1");
            break;
        case Kind::Crypt:
            source = on.isEmpty() ? QT_TRANSLATE_NOOP("ds::ArrayFacts", "dm-crypt mapping")
                                  : QT_TRANSLATE_NOOP("ds::ArrayFacts", "dm-crypt mapping on %1");
            break;
        case Kind::Md:
        case Kind::OtherDm:
            source = on.isEmpty() ? QT_TRANSLATE_NOOP("ds::ArrayFacts", "device-mapper volume")
                                  : QT_TRANSLATE_NOOP("ds::ArrayFacts", "device-mapper volume on %1");
            break;
        }
        return on.isEmpty() ? words(source) : words(source).arg(on);
    }

    const QString name = level.isEmpty() ? QStringLiteral("md") : level;
    QString text = raidDisks ? words(QT_TRANSLATE_NOOP("ds::ArrayFacts", "md %1 of %2 disks")).arg(name).arg(*raidDisks)
                             : words(QT_TRANSLATE_NOOP("ds::ArrayFacts", "md %1")).arg(name);
    if (degraded())
        text = words(QT_TRANSLATE_NOOP("ds::ArrayFacts", "%1, %2 missing")).arg(text).arg(*degradedDisks);
    if (state == QLatin1String("inactive"))
        text = words(QT_TRANSLATE_NOOP("ds::ArrayFacts", "%1, inactive")).arg(text);
    if (syncing())
        text = syncDone ? words(QT_TRANSLATE_NOOP("ds::ArrayFacts", "%1, %2 running (%3 % done)"))
                              .arg(text, syncAction, percentDone(translated, *syncDone))
                        : words(QT_TRANSLATE_NOOP("ds::ArrayFacts", "%1, %2 running")).arg(text, syncAction);
    if (!on.isEmpty())
        text = words(QT_TRANSLATE_NOOP("ds::ArrayFacts", "%1: %2")).arg(text, on);
    return text;
}

QJsonObject ArrayFacts::toJson() const
{
    QString key;
    for (const KindName& name : kKindNames)
        if (name.kind == kind)
            key = QString::fromLatin1(name.key);
    QJsonArray memberArray;
    for (const ArrayMember& member : members) {
        QJsonObject object { { QStringLiteral("device"), member.device } };
        if (!member.state.isEmpty())
            object.insert(QStringLiteral("state"), member.state);
        memberArray.append(object);
    }
    QJsonObject object {
        { QStringLiteral("kind"), key },
        { QStringLiteral("members"), memberArray },
    };
    // What is not known is left out, never written as 0.
    if (!level.isEmpty())
        object.insert(QStringLiteral("level"), level);
    if (raidDisks)
        object.insert(QStringLiteral("raidDisks"), *raidDisks);
    if (degradedDisks)
        object.insert(QStringLiteral("degradedDisks"), *degradedDisks);
    if (!state.isEmpty())
        object.insert(QStringLiteral("state"), state);
    if (!syncAction.isEmpty())
        object.insert(QStringLiteral("syncAction"), syncAction);
    if (syncDone)
        object.insert(QStringLiteral("syncDone"), *syncDone);
    return object;
}

ArrayFacts ArrayFacts::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    ArrayFacts facts;
    const QString key = in.string(QStringLiteral("kind"));
    bool known = false;
    for (const KindName& name : kKindNames) {
        if (key == QLatin1String(name.key)) {
            facts.kind = name.kind;
            known = true;
        }
    }
    if (!known)
        in.fail(
            QStringLiteral("kind"), QStringLiteral("expected md, lvm, multipath, crypt or dm, found \"%1\"").arg(key));
    facts.level = in.string(QStringLiteral("level"));
    if (in.has(QStringLiteral("raidDisks")))
        facts.raidDisks = static_cast<int>(in.count(QStringLiteral("raidDisks"), 0, 1'000'000));
    if (in.has(QStringLiteral("degradedDisks")))
        facts.degradedDisks = static_cast<int>(in.count(QStringLiteral("degradedDisks"), 0, 1'000'000));
    facts.state = in.string(QStringLiteral("state"));
    facts.syncAction = in.string(QStringLiteral("syncAction"));
    if (in.has(QStringLiteral("syncDone"))) {
        const double done = in.number(QStringLiteral("syncDone"));
        if (done < 0 || done > 1)
            in.fail(QStringLiteral("syncDone"), QStringLiteral("expected a share from 0 to 1, found %1").arg(done));
        facts.syncDone = done;
    }
    const QJsonArray members = in.array(QStringLiteral("members"));
    for (qsizetype i = 0; i < members.size(); ++i) {
        const JsonReader member = in.element(members, i, QStringLiteral("members"));
        facts.members.push_back({ member.string(QStringLiteral("device")), member.string(QStringLiteral("state")) });
    }
    return facts;
}

} // namespace ds
