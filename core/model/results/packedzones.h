#pragma once

#include "model/results/surfaceresult.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace ds {

// Reads JSON text whose large "zoneColumnsPacked" columns (a surface scan of millions of zones,
// SurfaceResult::zoneColumnsPackedJson) are decoded straight from the text into surface zones, so a
// 1 GB session costs its zones beside the text, not a document, a UTF-16 copy, a Latin-1 copy and
// the decoded bytes of each column on top (5.8 GB for 25 million zones). The document then holds a
// short reference in place of each column; SurfaceResult::fromJson follows it while a Scope of this
// store lives on its thread. Columns it cannot decode so (a small one, an escape in the string, a
// length that differs from the other columns') stay in the document, and fromJson reads them as
// before, with the same errors.
class PackedZoneStore {
public:
    PackedZoneStore();

    // Parses `json` as QJsonDocument::fromJson does (the same result and the same error, at its offset
    // in `json`), decoding the packed columns into this store on the way.
    QJsonDocument parse(const QByteArray& json, QJsonParseError* error);

    // Text that comes in as the scan needs it, and whose decoded columns are handed back: a large file
    // (LazyUserFile) is then never whole in memory beside the zones it holds.
    class Source {
    public:
        virtual ~Source() = default;
        virtual const char* data() const = 0; // size() bytes of address space, loaded() of them filled
        virtual qsizetype size() const = 0;
        virtual qsizetype loaded() const = 0;
        virtual void load(qsizetype upTo) = 0; // fills at least up to `upTo` (or size()); may throw
        virtual void release(const char* begin, const char* end) = 0; // a decoded column's text: not read again
    };
    // A text already in memory as a Source (it must outlive the parse).
    class TextInMemory : public Source {
    public:
        explicit TextInMemory(const QByteArray& text)
            : m_text(text)
        {
        }
        const char* data() const override { return m_text.constData(); }
        qsizetype size() const override { return m_text.size(); }
        qsizetype loaded() const override { return m_text.size(); }
        void load(qsizetype) override { }
        void release(const char*, const char*) override { }

    private:
        const QByteArray& m_text;
    };
    // As parse() above, reading `source` as it goes.
    QJsonDocument parse(Source& source, QJsonParseError* error);

    // Makes `store` the one SurfaceResult::fromJson consults on this thread until destroyed.
    class Scope {
    public:
        explicit Scope(PackedZoneStore& store);
        ~Scope();
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        PackedZoneStore* m_previous;
    };

    // The fields a column fills, as SurfaceResult::zoneColumnsPackedJson names them.
    enum Field : unsigned { Offset, TimedOffset, Bytes, Seconds, Errors, FieldCount };
    static const char* fieldName(Field field);

    // Zones of one packed object decoded so far, and which of their fields are filled.
    struct Zones {
        std::vector<SurfaceZone> zones;
        unsigned filled = 0; // bit (1 << Field)
        bool taken = false;
    };
    // The zones that `text` (a column's string in the document) refers to, when it is a reference of
    // the current store with that field filled; nullptr otherwise (it is the column itself).
    static Zones* referenced(const QString& text, Field field);

private:
    QByteArray compact(Source& source);
    // Decodes the base64 text [begin, end) into `field` of the zones of `entry` (made when empty);
    // false, with nothing kept, when it is not canonical base64 of whole values or does not fit.
    bool decodeColumn(
        const char* begin, const char* end, const char* textEnd, Field field, std::optional<size_t>& entry);
    qsizetype originalOffset(qsizetype compactOffset) const;

    QByteArray m_nonce; // in every reference: a document cannot forge one
    std::vector<Zones> m_entries;
    // Where text was cut out: (offset in the compact text after the cut, bytes removed so far).
    std::vector<std::pair<qsizetype, qsizetype>> m_cuts;
};

} // namespace ds
