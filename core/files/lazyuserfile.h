#pragma once

#include "model/results/packedzones.h"

#include <QByteArray>
#include <QString>

class QFile;

namespace ds {

// A file the user named, read as a scan of it needs it and handed back once used: a large session's
// packed zone columns are decoded from its text piece by piece, so the text is never whole in memory
// beside the zones (25 million zones: 1.3 GB of text and 1.2 GB of zones). A regular file is read into
// anonymous memory in pieces; anything else (a pipe, standard input) is read whole, as readUserFile()
// does, with its checks and errors.
class LazyUserFile : public PackedZoneStore::Source {
public:
    // Throws UserError as readUserFile() does: a device, a directory, too large, too large for memory.
    LazyUserFile(QFile& file, const QString& path, qint64 maxBytes, const QString& what);
    ~LazyUserFile() override;
    LazyUserFile(const LazyUserFile&) = delete;
    LazyUserFile& operator=(const LazyUserFile&) = delete;

    const char* data() const override { return m_data; }
    qsizetype size() const override { return m_size; }
    qsizetype loaded() const override { return m_loaded; }
    // Throws UserError when the file ends before its size (it shrank while being read) or cannot be read.
    void load(qsizetype upTo) override;
    void release(const char* begin, const char* end) override;

private:
    QFile& m_file;
    QString m_path;
    QByteArray m_whole; // a pipe's or stdin's bytes, read at once
    char* m_map = nullptr; // a regular file's: anonymous pages, filled by load()
    const char* m_data = nullptr;
    qsizetype m_size = 0;
    qsizetype m_loaded = 0;
};

} // namespace ds
