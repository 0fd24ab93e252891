#include "files/lazyuserfile.h"

#include "files/userfile.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ds {

namespace {
    // Read in pieces of this size: a column decoded and handed back costs little more than its own text.
    constexpr qsizetype kPieceBytes = 16 << 20;
}

LazyUserFile::LazyUserFile(QFile& file, const QString& path, qint64 maxBytes, const QString& what)
    : m_file(file)
    , m_path(path)
{
    struct stat status { };
    if (fstat(file.handle(), &status) != 0 || !S_ISREG(status.st_mode) || status.st_size == 0) {
        // Devices, directories, pipes and empty files: readUserFile's checks, errors and reading.
        m_whole = readUserFile(file, path, maxBytes, what);
        m_data = m_whole.constData();
        m_size = m_loaded = m_whole.size();
        return;
    }
    if (status.st_size > maxBytes)
        throw UserError(QCoreApplication::translate("ds::UserFile", "%1 is too large to be %2 (more than %3 bytes)")
                            .arg(path, what)
                            .arg(maxBytes));
    checkMemoryFor(status.st_size, path);
    m_size = static_cast<qsizetype>(status.st_size);
    void* pages = mmap(nullptr, static_cast<size_t>(m_size), PROT_READ | PROT_WRITE,
        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (pages == MAP_FAILED)
        throw UserError(QCoreApplication::translate("ds::UserFile",
            "%1 is too large for the free memory: reading it "
            "takes up to %2 MB, and %3 MB are available")
                            .arg(path)
                            .arg((m_size + 999'999) / 1'000'000)
                            .arg(std::max<qint64>(availableMemoryBytes(), 0) / 1'000'000));
    m_map = static_cast<char*>(pages);
    m_data = m_map;
}

LazyUserFile::~LazyUserFile()
{
    if (m_map)
        munmap(m_map, static_cast<size_t>(m_size));
}

void LazyUserFile::load(qsizetype upTo)
{
    const qsizetype wanted = std::min(m_size, std::max(upTo, m_loaded + kPieceBytes));
    while (m_loaded < wanted) {
        const ssize_t got = ::read(m_file.handle(), m_map + m_loaded, static_cast<size_t>(wanted - m_loaded));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            throw UserError(QCoreApplication::translate("ds::UserFile", "cannot read %1: %2")
                                .arg(m_path, QString::fromLocal8Bit(std::strerror(errno))));
        if (got == 0)
            throw UserError(
                QCoreApplication::translate("ds::UserFile", "%1 became shorter while it was read").arg(m_path));
        m_loaded += got;
    }
}

void LazyUserFile::release(const char* begin, const char* end)
{
    if (!m_map || begin >= end)
        return;
    // Whole pages inside the range only: the text around it is still read.
    const uintptr_t page = static_cast<uintptr_t>(sysconf(_SC_PAGESIZE));
    const uintptr_t from = (reinterpret_cast<uintptr_t>(begin) + page - 1) / page * page;
    const uintptr_t to = reinterpret_cast<uintptr_t>(end) / page * page;
    if (from < to)
        madvise(reinterpret_cast<void*>(from), to - from, MADV_DONTNEED);
}

} // namespace ds
