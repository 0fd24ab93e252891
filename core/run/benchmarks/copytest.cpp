#include "run/benchmarks/copytest.h"

#include "device/bufferpool.h"
#include "model/jsonreader.h"
#include "model/usererror.h"
#include "model/workload.h"
#include "run/cpumeter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include <vector>

namespace ds {

namespace {

    class CopyTest {
    public:
        explicit CopyTest(CopyTestOptions options);

        CopyTestResult run(const RunContext& context = {});

    private:
        CopyTestOptions m_options;
    };

} // namespace

namespace {

    // An I/O failure during the test (disk full half-way, an unplugged drive): reported as an
    // error of the run, after the work directories were removed.
    [[noreturn]] void fail(const QString& what, const QString& path, int error = errno)
    {
        throw std::runtime_error(QStringLiteral("%1 %2: %3").arg(what, path, errnoText(error)).toStdString());
    }

    class Fd {
    public:
        explicit Fd(int fd)
            : m_fd(fd)
        {
        }
        ~Fd()
        {
            if (m_fd >= 0)
                ::close(m_fd);
        }
        Fd(Fd&& other) noexcept
            : m_fd(other.release())
        {
        }
        Fd(const Fd&) = delete;
        Fd& operator=(const Fd&) = delete;
        Fd& operator=(Fd&&) = delete;
        int get() const { return m_fd; }
        int release()
        {
            const int fd = m_fd;
            m_fd = -1;
            return fd;
        }

    private:
        int m_fd;
    };

    Fd openOrFail(const QString& path, int flags, mode_t mode = 0644)
    {
        Fd fd(::open(QFile::encodeName(path).constData(), flags | O_CLOEXEC, mode));
        if (fd.get() < 0)
            fail(QStringLiteral("cannot open"), path);
        return fd;
    }

    void closeOrFail(Fd& fd, const QString& path)
    {
        // close() reports a delayed write error (NFS, a full thin pool): it must not go unseen.
        if (::close(fd.release()) != 0)
            fail(QStringLiteral("cannot close"), path);
    }

    // Our own directory inside a target, removed with everything in it however the test ends.
    class WorkDirectory {
    public:
        explicit WorkDirectory(const QString& parent)
        {
            QByteArray pattern = QFile::encodeName(QDir(parent).filePath(QStringLiteral("drivescope-copy-XXXXXX")));
            if (!::mkdtemp(pattern.data()))
                throw UserError(QStringLiteral("cannot create a directory in %1: %2").arg(parent, errnoText()));
            m_path = QFile::decodeName(pattern);
        }
        ~WorkDirectory() { QDir(m_path).removeRecursively(); }
        WorkDirectory(const WorkDirectory&) = delete;
        WorkDirectory& operator=(const WorkDirectory&) = delete;
        QString path() const { return m_path; }
        QString filePath(const QString& name) const { return QDir(m_path).filePath(name); }

    private:
        QString m_path;
    };

    void syncFilesystemOf(const QString& directory)
    {
        Fd fd = openOrFail(directory, O_RDONLY | O_DIRECTORY);
        if (::syncfs(fd.get()) != 0)
            fail(QStringLiteral("cannot sync the filesystem of"), directory);
    }

    // Drops a synced file's pages so the next copy reads it from the disk, not from memory.
    void dropFromCache(const QString& path)
    {
        Fd fd = openOrFail(path, O_RDONLY);
        ::posix_fadvise(fd.get(), 0, 0, POSIX_FADV_DONTNEED);
    }

    QString treeFilePath(const QString& root, unsigned index, unsigned perDirectory)
    {
        return QStringLiteral("%1/d%2/f%3").arg(root).arg(index / perDirectory, 4, 10, QLatin1Char('0')).arg(index);
    }

    void makeDirectory(const QString& path)
    {
        if (::mkdir(QFile::encodeName(path).constData(), 0755) != 0 && errno != EEXIST)
            fail(QStringLiteral("cannot create the directory"), path);
    }

    class Copier {
    public:
        Copier(const CopyTestOptions& options, const std::atomic<bool>* cancel)
            : m_cancel(cancel)
            , m_buffer(options.bufferBytes)
        {
        }
        bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

        // Writes `bytes` of incompressible data, synced and then dropped from the page cache.
        bool writeSource(const QString& path, uint64_t bytes, uint64_t seed)
        {
            Fd fd = openOrFail(path, O_WRONLY | O_CREAT | O_EXCL);
            uint64_t done = 0;
            for (uint64_t chunk = 0; done < bytes; ++chunk) {
                if (cancelled())
                    return false;
                const size_t length = static_cast<size_t>(std::min<uint64_t>(m_buffer.size(), bytes - done));
                fillPseudoRandom(m_buffer.data(), length, seed * 1000003 + chunk);
                writeAll(fd.get(), m_buffer.data(), length, path);
                done += length;
            }
            if (::fsync(fd.get()) != 0)
                fail(QStringLiteral("cannot sync"), path);
            ::posix_fadvise(fd.get(), 0, 0, POSIX_FADV_DONTNEED);
            closeOrFail(fd, path);
            return true;
        }

        // Read and write through the fixed buffer; `sync` fsyncs the copy before closing it.
        bool copyFile(const QString& from, const QString& to, bool sync, const std::function<void(uint64_t)>& copied)
        {
            Fd in = openOrFail(from, O_RDONLY);
            Fd out = openOrFail(to, O_WRONLY | O_CREAT | O_EXCL);
            for (;;) {
                if (cancelled())
                    return false;
                const ssize_t got = ::read(in.get(), m_buffer.data(), m_buffer.size());
                if (got < 0 && errno == EINTR)
                    continue;
                if (got < 0)
                    fail(QStringLiteral("cannot read"), from);
                if (got == 0)
                    break;
                writeAll(out.get(), m_buffer.data(), static_cast<size_t>(got), to);
                if (copied)
                    copied(static_cast<uint64_t>(got));
            }
            if (sync && ::fsync(out.get()) != 0)
                fail(QStringLiteral("cannot sync"), to);
            closeOrFail(out, to);
            return true;
        }

    private:
        void writeAll(int fd, const char* data, size_t length, const QString& path)
        {
            while (length > 0) {
                const ssize_t written = ::write(fd, data, length);
                if (written < 0 && errno == EINTR) {
                    if (cancelled())
                        return;
                    continue;
                }
                if (written < 0)
                    fail(QStringLiteral("cannot write"), path);
                data += written;
                length -= static_cast<size_t>(written);
            }
        }

        const std::atomic<bool>* m_cancel;
        std::vector<char> m_buffer;
    };

    void checkDirectory(const QString& path, const QString& role, uint64_t neededBytes)
    {
        const QFileInfo info(path);
        if (path.isEmpty())
            throw UserError(QStringLiteral("the %1 directory is not given").arg(role));
        if (!info.exists())
            throw UserError(QStringLiteral("the %1 %2 does not exist").arg(role, path));
        if (!info.isDir())
            throw UserError(QStringLiteral("the %1 %2 is not a directory").arg(role, path));
        if (::access(QFile::encodeName(path).constData(), W_OK | X_OK) != 0)
            throw UserError(QStringLiteral("the %1 %2 is not writable: %3").arg(role, path, errnoText()));
        struct statvfs fs { };
        if (::statvfs(QFile::encodeName(path).constData(), &fs) == 0) {
            const uint64_t available = static_cast<uint64_t>(fs.f_bavail) * fs.f_frsize;
            if (available < neededBytes)
                throw UserError(QStringLiteral("no room for the copy test in %1: it needs %2 MB, %3 MB are free")
                                    .arg(path)
                                    .arg(static_cast<double>(neededBytes) / 1e6, 0, 'f', 1)
                                    .arg(static_cast<double>(available) / 1e6, 0, 'f', 1));
        }
    }
}

CopyTest::CopyTest(CopyTestOptions options)
    : m_options(std::move(options))
{
}

CopyTestResult CopyTest::run(const RunContext& context)
{
    m_options.validate();
    const uint64_t treeBytes = uint64_t { m_options.treeFiles } * ((m_options.treeFileBytes + 4095) / 4096 * 4096);
    const uint64_t oneSet = m_options.fileBytes + treeBytes;
    // The sources plus one copy at a time on the source side; one copy on the destination.
    checkDirectory(m_options.source, QStringLiteral("source"), 2 * oneSet + oneSet / 20);
    const bool between = !m_options.destination.isEmpty();
    if (between)
        checkDirectory(m_options.destination, QStringLiteral("destination"), oneSet + oneSet / 20);
    // The copy within the source is measured anyway; the same place again is no second target.
    if (between
        && QFileInfo(m_options.destination).canonicalFilePath() == QFileInfo(m_options.source).canonicalFilePath())
        throw UserError(QStringLiteral("the destination %1 is the source directory: give --to a directory on another "
                                       "filesystem (the copy within the source is measured without it)")
                            .arg(m_options.destination));

    CopyTestResult result;
    result.options = m_options;
    WorkDirectory source(m_options.source);
    std::unique_ptr<WorkDirectory> destination;
    if (between)
        destination = std::make_unique<WorkDirectory>(m_options.destination);
    Copier copier(m_options, context.cancelFlag());

    auto progress = [&context](const QString& what, double fraction) {
        RunStage stage;
        stage.kind = RunStage::Kind::Copy;
        stage.name = what;
        context.progress(fraction, stage);
    };
    const QString sourceFile = source.filePath(QStringLiteral("source.img"));
    const QString sourceTree = source.filePath(QStringLiteral("source-tree"));
    if (m_options.fileBytes > 0) {
        progress(QStringLiteral("writing the source file"), 0);
        if (!copier.writeSource(sourceFile, m_options.fileBytes, m_options.seed)) {
            result.cancelled = true;
            return result;
        }
    }
    if (m_options.treeFiles > 0) {
        makeDirectory(sourceTree);
        for (unsigned i = 0; i < m_options.treeFiles; ++i) {
            if (i % m_options.filesPerDirectory == 0)
                makeDirectory(
                    treeFilePath(sourceTree, i, m_options.filesPerDirectory).section(QLatin1Char('/'), 0, -2));
            if (!copier.writeSource(treeFilePath(sourceTree, i, m_options.filesPerDirectory), m_options.treeFileBytes,
                    m_options.seed + 1 + i)) {
                result.cancelled = true;
                return result;
            }
            progress(QStringLiteral("writing the source tree"), static_cast<double>(i + 1) / m_options.treeFiles);
        }
    }

    struct Case {
        QString name;
        bool tree;
        const WorkDirectory* to;
    };
    std::vector<Case> cases;
    if (m_options.fileBytes > 0) {
        cases.push_back({ QStringLiteral("file, same target"), false, &source });
        if (between)
            cases.push_back({ QStringLiteral("file, to the other target"), false, destination.get() });
    }
    if (m_options.treeFiles > 0) {
        cases.push_back({ QStringLiteral("small files, same target"), true, &source });
        if (between)
            cases.push_back({ QStringLiteral("small files, to the other target"), true, destination.get() });
    }

    for (const Case& copyCase : cases) {
        CopyMeasurement measurement;
        measurement.name = copyCase.name;
        measurement.from = m_options.source;
        measurement.to = copyCase.to == &source ? m_options.source : m_options.destination;
        measurement.bytes
            = copyCase.tree ? uint64_t { m_options.treeFiles } * m_options.treeFileBytes : m_options.fileBytes;
        measurement.files = copyCase.tree ? m_options.treeFiles : 1;
        for (unsigned repeat = 0; repeat < m_options.repeats && !measurement.cancelled; ++repeat) {
            const QString target
                = copyCase.to->filePath(copyCase.tree ? QStringLiteral("copy-tree") : QStringLiteral("copy.img"));
            // Start from a clean slate: nothing dirty waiting to be written, the sources not in memory.
            syncFilesystemOf(source.path());
            if (destination)
                syncFilesystemOf(destination->path());
            if (copyCase.tree) {
                for (unsigned i = 0; i < m_options.treeFiles; ++i)
                    dropFromCache(treeFilePath(sourceTree, i, m_options.filesPerDirectory));
            } else {
                dropFromCache(sourceFile);
            }
            const QString label
                = QStringLiteral("%1 (run %2/%3)").arg(copyCase.name).arg(repeat + 1).arg(m_options.repeats);
            uint64_t copied = 0;
            auto onCopied = [&](uint64_t bytes) {
                copied += bytes;
                progress(
                    label, static_cast<double>(copied) / static_cast<double>(std::max<uint64_t>(1, measurement.bytes)));
            };
            const uint64_t startNs = monotonicNs();
            bool finished = true;
            if (copyCase.tree) {
                makeDirectory(target);
                for (unsigned i = 0; i < m_options.treeFiles && finished; ++i) {
                    const QString to = treeFilePath(target, i, m_options.filesPerDirectory);
                    if (i % m_options.filesPerDirectory == 0)
                        makeDirectory(to.section(QLatin1Char('/'), 0, -2));
                    finished = copier.copyFile(
                        treeFilePath(sourceTree, i, m_options.filesPerDirectory), to, false, onCopied);
                }
                // One flush of the whole filesystem, as `cp -r && sync` would end.
                if (finished)
                    syncFilesystemOf(copyCase.to->path());
            } else {
                finished = copier.copyFile(sourceFile, target, true, onCopied);
            }
            const double seconds = static_cast<double>(monotonicNs() - startNs) / 1e9;
            if (finished)
                measurement.seconds.push_back(seconds);
            else
                measurement.cancelled = true;
            if (copyCase.tree)
                QDir(target).removeRecursively();
            else
                QFile::remove(target);
        }
        result.copies.push_back(measurement);
        if (measurement.cancelled || context.cancelled()) {
            result.cancelled = true;
            break;
        }
    }
    return result;
}

CopyTestResult runCopyTest(const CopyTestOptions& options, const RunContext& context)
{
    return CopyTest(options).run(context);
}

} // namespace ds
