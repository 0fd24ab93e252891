#include "model/results/packedzones.h"

#include <QRandomGenerator>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

namespace ds {

namespace {
    thread_local PackedZoneStore* t_current = nullptr;

    // A column shorter than this (about 400 zones) costs little as a string of the document. Small
    // enough that the fuzzer's inputs (64 KiB at most) reach the decoder.
    constexpr qsizetype kMinDecodedText = 4 << 10;

    constexpr const char kReferencePrefix[] = "@packed ";

    // SurfaceResult::fromJson's limit on a packed count.
    constexpr size_t kMaxZones = 100'000'000;

    constexpr std::array<signed char, 256> base64Values()
    {
        std::array<signed char, 256> values {};
        values.fill(-1);
        const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (int i = 0; i < 64; ++i)
            values[static_cast<unsigned char>(alphabet[i])] = static_cast<signed char>(i);
        return values;
    }
    constexpr std::array<signed char, 256> kBase64 = base64Values();

    // Four base64 characters as three bytes; false for a character outside the alphabet.
    inline bool decodeQuad(const char* in, unsigned char* out)
    {
        const int a = kBase64[static_cast<unsigned char>(in[0])];
        const int b = kBase64[static_cast<unsigned char>(in[1])];
        const int c = kBase64[static_cast<unsigned char>(in[2])];
        const int d = kBase64[static_cast<unsigned char>(in[3])];
        if ((a | b | c | d) < 0)
            return false;
        const unsigned bits = static_cast<unsigned>(a) << 18 | static_cast<unsigned>(b) << 12
            | static_cast<unsigned>(c) << 6 | static_cast<unsigned>(d);
        out[0] = static_cast<unsigned char>(bits >> 16);
        out[1] = static_cast<unsigned char>(bits >> 8);
        out[2] = static_cast<unsigned char>(bits);
        return true;
    }

    inline void storeField(SurfaceZone& zone, PackedZoneStore::Field field, const unsigned char* bytes)
    {
        static_assert(std::endian::native == std::endian::little, "packed columns are little-endian");
        switch (field) {
        case PackedZoneStore::Offset:
            std::memcpy(&zone.offset, bytes, 8);
            break;
        case PackedZoneStore::TimedOffset:
            std::memcpy(&zone.timedOffset, bytes, 8);
            break;
        case PackedZoneStore::Bytes:
            std::memcpy(&zone.bytes, bytes, 8);
            break;
        case PackedZoneStore::Seconds:
            std::memcpy(&zone.seconds, bytes, 8);
            break;
        case PackedZoneStore::Errors:
            std::memcpy(&zone.errors, bytes, 8);
            break;
        case PackedZoneStore::FieldCount:
            break;
        }
    }

    std::optional<PackedZoneStore::Field> fieldOf(QByteArrayView key)
    {
        for (unsigned field = 0; field < PackedZoneStore::FieldCount; ++field)
            if (key == PackedZoneStore::fieldName(static_cast<PackedZoneStore::Field>(field)))
                return static_cast<PackedZoneStore::Field>(field);
        return std::nullopt;
    }
}

PackedZoneStore::PackedZoneStore()
    : m_nonce(QByteArray::number(QRandomGenerator::system()->generate64(), 16))
{
}

const char* PackedZoneStore::fieldName(Field field)
{
    switch (field) {
    case Offset:
        return "offset";
    case TimedOffset:
        return "timedOffset";
    case Bytes:
        return "bytes";
    case Seconds:
        return "seconds";
    case Errors:
        return "errors";
    case FieldCount:
        break;
    }
    return "";
}

PackedZoneStore::Scope::Scope(PackedZoneStore& store)
    : m_previous(t_current)
{
    t_current = &store;
}

PackedZoneStore::Scope::~Scope() { t_current = m_previous; }

PackedZoneStore::Zones* PackedZoneStore::referenced(const QString& text, Field field)
{
    PackedZoneStore* store = t_current;
    if (!store || !text.startsWith(QLatin1String(kReferencePrefix)))
        return nullptr;
    const QStringList parts = text.split(QLatin1Char(' '));
    bool ok = false;
    const size_t entry = parts.size() == 3 ? parts[2].toULongLong(&ok) : 0;
    if (!ok || parts[1] != QLatin1String(store->m_nonce) || entry >= store->m_entries.size())
        return nullptr;
    Zones& zones = store->m_entries[entry];
    return (zones.filled & (1u << field)) ? &zones : nullptr;
}

bool PackedZoneStore::decodeColumn(
    const char* begin, const char* end, const char* textEnd, Field field, std::optional<size_t>& entry)
{
    // Canonical base64 only (what zoneColumnsPackedJson writes): anything else is left to the document.
    const qsizetype length = end - begin;
    if (length % 4 != 0)
        return false;
    const qsizetype padding = end[-1] == '=' ? (end[-2] == '=' ? 2 : 1) : 0;
    const qsizetype decodedBytes = length / 4 * 3 - padding;
    if (decodedBytes % 8 != 0)
        return false;
    const size_t count = static_cast<size_t>(decodedBytes / 8);
    const bool fresh = !entry;
    // Zones for a column the other four cannot follow (the text ends too soon) are not made: a file of
    // one long column would otherwise cost 48 bytes of zones for every 10.7 of its text. Nor more than
    // SurfaceResult::fromJson accepts.
    if (fresh && (textEnd - end < 4 * length || count > kMaxZones))
        return false;
    if (fresh) {
        m_entries.emplace_back();
        m_entries.back().zones.resize(count);
    } else if (m_entries[*entry].zones.size() != count || (m_entries[*entry].filled & (1u << field))) {
        return false;
    }
    std::vector<SurfaceZone>& zones = m_entries[fresh ? m_entries.size() - 1 : *entry].zones;
    auto fail = [&] {
        if (fresh)
            m_entries.pop_back();
        return false;
    };
    // 32 characters are 24 bytes, three values.
    size_t index = 0;
    const char* in = begin;
    unsigned char bytes[24];
    const char* wholeBlocksEnd = begin + (length - (padding ? 4 : 0)) / 32 * 32;
    for (; in < wholeBlocksEnd; in += 32) {
        for (int quad = 0; quad < 8; ++quad)
            if (!decodeQuad(in + 4 * quad, bytes + 3 * quad))
                return fail();
        for (int value = 0; value < 3; ++value)
            storeField(zones[index++], field, bytes + 8 * value);
    }
    // The rest: fewer than three values, the last quad perhaps padded.
    unsigned char tail[32]; // at most eight quads: 24 bytes
    qsizetype tailBytes = 0;
    for (; in < end; in += 4) {
        char quad[4] = { in[0], in[1], in[2], in[3] };
        const bool last = in + 4 == end;
        for (qsizetype i = 4 - (last ? padding : 0); i < 4; ++i)
            quad[i] = 'A';
        if (!decodeQuad(quad, tail + tailBytes))
            return fail();
        tailBytes += 3 - (last ? padding : 0);
    }
    if (tailBytes % 8 != 0 || index + static_cast<size_t>(tailBytes / 8) != count)
        return fail();
    for (qsizetype value = 0; value < tailBytes / 8; ++value)
        storeField(zones[index++], field, tail + 8 * value);
    if (fresh)
        entry = m_entries.size() - 1;
    m_entries[*entry].filled |= 1u << field;
    return true;
}

QByteArray PackedZoneStore::compact(Source& source)
{
    struct Frame {
        bool object = false;
        bool packed = false; // an object that is the value of "zoneColumnsPacked"
        bool expectKey = false;
        QByteArrayView key; // the last key read in it
        std::optional<size_t> entry; // its zones in m_entries, once a column is decoded
    };
    std::vector<Frame> stack;
    QByteArray out;
    const char* const data = source.data();
    const char* const end = data + source.size();
    const char* copied = data; // the text up to here is in `out`
    // The text is read as far as the scan has come: everything before `p` (and a string's whole text
    // once its end is found) is there.
    auto filledEnd = [&] { return data + source.loaded(); };
    for (const char* p = data; p < end;) {
        if (p >= filledEnd())
            source.load(p - data + 1);
        switch (*p) {
        case '{': {
            const bool packed = !stack.empty() && stack.back().object && stack.back().key == "zoneColumnsPacked";
            stack.push_back(Frame { true, packed, true, {}, {} });
            break;
        }
        case '[':
            stack.push_back(Frame {});
            break;
        case '}':
        case ']':
            // Unbalanced: not JSON, which the parser will say; nothing more is decoded.
            if (stack.empty())
                p = end - 1;
            else
                stack.pop_back();
            break;
        case ',':
            if (!stack.empty() && stack.back().object)
                stack.back().expectKey = true;
            break;
        case ':':
            if (!stack.empty() && stack.back().object)
                stack.back().expectKey = false;
            break;
        case '"': {
            const char* const start = p + 1;
            const char* close = start;
            for (;;) {
                const char* const filled = filledEnd();
                const char* const found = close < filled
                    ? static_cast<const char*>(std::memchr(close, '"', static_cast<size_t>(filled - close)))
                    : nullptr;
                if (!found && filled < end) {
                    close = std::max(close, filled);
                    source.load(filled - data + 1);
                    continue;
                }
                close = found;
                if (!close)
                    break;
                // Escaped when an odd number of backslashes stand before it.
                const char* backslashes = close;
                while (backslashes > start && backslashes[-1] == '\\')
                    --backslashes;
                if ((close - backslashes) % 2 == 0)
                    break;
                ++close;
            }
            if (!close) {
                p = end - 1; // unterminated: the parser will say so
                break;
            }
            if (!stack.empty() && stack.back().object) {
                Frame& frame = stack.back();
                if (frame.expectKey) {
                    frame.key = QByteArrayView(start, close - start);
                } else if (frame.packed && close - start >= kMinDecodedText
                    && !std::memchr(start, '\\', static_cast<size_t>(close - start))) {
                    const std::optional<Field> field = fieldOf(frame.key);
                    if (field && decodeColumn(start, close, end, *field, frame.entry)) {
                        source.release(start, close);
                        out.append(copied, start - copied);
                        out.append(kReferencePrefix)
                            .append(m_nonce)
                            .append(' ')
                            .append(QByteArray::number(static_cast<qulonglong>(*frame.entry)));
                        copied = close;
                        m_cuts.emplace_back(out.size(), (close - data) - out.size());
                    }
                }
            }
            p = close;
            break;
        }
        default:
            break;
        }
        ++p;
    }
    // A scan that stopped early (unbalanced, unterminated) leaves the rest to the parser, which says so.
    source.load(source.size());
    if (m_cuts.empty())
        return QByteArray::fromRawData(data, source.size()); // not copied; parsed while the source lives
    out.append(copied, end - copied);
    return out;
}

qsizetype PackedZoneStore::originalOffset(qsizetype compactOffset) const
{
    const auto after = std::upper_bound(m_cuts.begin(), m_cuts.end(), compactOffset,
        [](qsizetype offset, const std::pair<qsizetype, qsizetype>& cut) { return offset < cut.first; });
    return after == m_cuts.begin() ? compactOffset : compactOffset + std::prev(after)->second;
}

QJsonDocument PackedZoneStore::parse(const QByteArray& json, QJsonParseError* error)
{
    TextInMemory whole(json);
    return parse(whole, error);
}

QJsonDocument PackedZoneStore::parse(Source& source, QJsonParseError* error)
{
    const QByteArray text = compact(source);
    QJsonDocument document = QJsonDocument::fromJson(text, error);
    if (error && error->error != QJsonParseError::NoError)
        error->offset = static_cast<int>(originalOffset(error->offset));
    return document;
}

} // namespace ds
