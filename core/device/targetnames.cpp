#include "device/targetnames.h"

#include "model/usererror.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <optional>
#include <sys/stat.h>
#include <tuple>
#include <vector>

namespace ds {

void checkTargetPathText(const QString& path, const QString& what)
{
    // U+FFFD stands for bytes that were lost in decoding; a name really holding it is refused too,
    // which costs less than a test file made, or a device looked for, under another name.
    if (path.contains(QChar::ReplacementCharacter))
        throw UserError(QCoreApplication::translate("ds::TargetNames",
            "%1 %2 is not valid UTF-8 (its undecodable bytes are shown as %3): it cannot be opened by that name; "
            "rename it, or use a link with a valid name")
                            .arg(what, path, QString(QChar::ReplacementCharacter)));
}

namespace {
    // What a target is, whatever its spelling: a block device by its device number, an existing file
    // or directory by its inode, a new file by its directory's inode and its name.
    struct Identity {
        enum class Kind { Device, Directory, File, New } kind;
        dev_t device = 0;
        ino_t inode = 0;
        QByteArray name;

        bool operator==(const Identity& other) const
        {
            return std::tie(kind, device, inode, name) == std::tie(other.kind, other.device, other.inode, other.name);
        }
    };

    std::optional<Identity> identityOf(const QString& path)
    {
        struct stat status { };
        if (::stat(QFile::encodeName(path).constData(), &status) == 0) {
            if (S_ISBLK(status.st_mode))
                return Identity { Identity::Kind::Device, status.st_rdev, 0, {} };
            return Identity { S_ISDIR(status.st_mode) ? Identity::Kind::Directory : Identity::Kind::File, status.st_dev,
                status.st_ino, {} };
        }
        // Not there yet: a test file to be made, named by its directory and its name.
        const QFileInfo info(path);
        if (info.fileName().isEmpty() || ::stat(QFile::encodeName(info.absolutePath()).constData(), &status) != 0)
            return std::nullopt; // opening it will say what is wrong
        return Identity { Identity::Kind::New, status.st_dev, status.st_ino, QFile::encodeName(info.fileName()) };
    }

    QString sameWhat(const Identity& identity)
    {
        switch (identity.kind) {
        case Identity::Kind::Device:
            return QCoreApplication::translate("ds::TargetNames", "the same block device");
        case Identity::Kind::Directory:
            return QCoreApplication::translate("ds::TargetNames", "the same directory");
        case Identity::Kind::File:
            return QCoreApplication::translate("ds::TargetNames", "the same file");
        case Identity::Kind::New:
            break;
        }
        return QCoreApplication::translate("ds::TargetNames", "the same new test file");
    }
}

void checkDistinctTargets(const QStringList& paths)
{
    std::vector<std::optional<Identity>> identities;
    for (const QString& path : paths) {
        identities.push_back(identityOf(path));
        for (qsizetype i = 0; i + 1 < static_cast<qsizetype>(identities.size()); ++i)
            if (identities.back() && identities[static_cast<size_t>(i)] == identities.back())
                throw UserError(QCoreApplication::translate(
                    "ds::TargetNames", "%1 and %2 are one target (%3); each target may be given once")
                                    .arg(paths[i], path, sameWhat(*identities.back())));
    }
}

} // namespace ds
