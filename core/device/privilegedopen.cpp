#include "device/privilegedopen.h"

#include "device/smartctlreader.h"
#include "files/userfile.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusInterface>
#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QDBusReply>
#include <QDBusUnixFileDescriptor>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace ds {

namespace {
    const QString kUdisksService = QStringLiteral("org.freedesktop.UDisks2");

    QStringList helperCommand(QString* why)
    {
        const QString direct = QString::fromLocal8Bit(qgetenv("DRIVESCOPE_HELPER"));
        if (!direct.isEmpty())
            return { direct };
        const QString installed = QStringLiteral(DRIVESCOPE_HELPER_PATH);
        if (!QFileInfo(installed).isExecutable()) {
            *why = QCoreApplication::translate("ds::PrivilegedOpen", "drivescope-helper is not installed at %1")
                       .arg(installed);
            return {};
        }
        const QString pkexec = QStandardPaths::findExecutable(QStringLiteral("pkexec"));
        if (pkexec.isEmpty()) {
            *why = QCoreApplication::translate("ds::PrivilegedOpen", "pkexec (polkit) is not installed");
            return {};
        }
        return { pkexec, installed };
    }

    // Starts the helper (`command` and `arguments`) with its standard output on one end of a new Unix
    // socket; the other end is returned in `socket`. False, with the reason in `error`, when it cannot.
    bool spawnHelper(
        const QStringList& command, const QList<QByteArray>& arguments, pid_t* child, int* socket, QString* error)
    {
        int sockets[2];
        if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets) != 0) {
            *error = QCoreApplication::translate("ds::PrivilegedOpen", "cannot make a socket for the helper: %1")
                         .arg(QString::fromLocal8Bit(strerror(errno)));
            return false;
        }
        QList<QByteArray> all;
        for (const QString& part : command)
            all << QFile::encodeName(part);
        all << arguments;
        std::vector<char*> argv;
        for (QByteArray& argument : all)
            argv.push_back(argument.data());
        argv.push_back(nullptr);
        // The helper's standard output is its end of the socket (dup2 clears close-on-exec there).
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, sockets[1], STDOUT_FILENO);
        const int spawnError = posix_spawnp(child, argv.front(), &actions, nullptr, argv.data(), environ);
        posix_spawn_file_actions_destroy(&actions);
        ::close(sockets[1]);
        if (spawnError != 0) {
            ::close(sockets[0]);
            *error = QCoreApplication::translate("ds::PrivilegedOpen", "cannot start %1: %2")
                         .arg(command.join(QLatin1Char(' ')), QString::fromLocal8Bit(strerror(spawnError)));
            return false;
        }
        *socket = sockets[0];
        return true;
    }

    int waitForHelper(pid_t child)
    {
        int status = 0;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) { }
        return status;
    }

    // Waits until the helper's socket has something to read (or has closed), looking every 100 ms at
    // the CLI's stop flag: on Ctrl-C or SIGTERM the helper is told to end, is not waited for (run by
    // pkexec it may be root's to end), and the wait is stopped (ReadInterrupted: exit status 130).
    void waitForAnswer(int socket, pid_t child)
    {
        for (;;) {
            pollfd wanted { socket, POLLIN, 0 };
            const int ready = ::poll(&wanted, 1, 100);
            if (ready > 0)
                return;
            if (ready < 0 && errno != EINTR)
                return; // the read that follows says what is wrong
            if (userCancelRequested()) {
                ::kill(child, SIGTERM);
                ::close(socket);
                int status = 0;
                ::waitpid(child, &status, WNOHANG);
                throw ReadInterrupted::whileWaitingFor(QStringLiteral("drivescope-helper's answer"));
            }
        }
    }
}

PrivilegedOpen PrivilegedOpen::open(const QString& devicePath, DeviceAccess access, const QString& allowDestroy)
{
    const QByteArray route = qgetenv("DRIVESCOPE_PRIVILEGED_OPEN");
    if (route == "none")
        return { -1, QString(),
            QCoreApplication::translate(
                "ds::PrivilegedOpen", "privileged opening is turned off (DRIVESCOPE_PRIVILEGED_OPEN=none)") };
    QStringList failures;
    if (route.isEmpty() || route == "auto" || route == "udisks") {
        PrivilegedOpen viaUdisks = throughUdisks(devicePath, access);
        if (viaUdisks.fd >= 0 || route == "udisks")
            return viaUdisks;
        failures << viaUdisks.error;
    }
    QString why;
    const QStringList command = helperCommand(&why);
    if (command.isEmpty()) {
        failures << why;
        return { -1, QString(), failures.join(QStringLiteral("; ")) };
    }
    PrivilegedOpen viaHelper = throughHelper(command, devicePath, access, allowDestroy);
    if (viaHelper.fd < 0 && !failures.isEmpty())
        viaHelper.error = (failures << viaHelper.error).join(QStringLiteral("; "));
    return viaHelper;
}

PrivilegedOpen PrivilegedOpen::throughUdisks(const QString& devicePath, DeviceAccess access)
{
    PrivilegedOpen result;
    result.route = QStringLiteral("udisks2");
    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected() || !bus.interface() || !bus.interface()->isServiceRegistered(kUdisksService).value()) {
        result.error = QCoreApplication::translate("ds::PrivilegedOpen", "udisks2 is not running");
        return result;
    }
    QDBusInterface manager(kUdisksService, QStringLiteral("/org/freedesktop/UDisks2/Manager"),
        QStringLiteral("org.freedesktop.UDisks2.Manager"), bus);
    const QDBusReply<QList<QDBusObjectPath>> objects = manager.call(
        QStringLiteral("ResolveDevice"), QVariantMap { { QStringLiteral("path"), devicePath } }, QVariantMap {});
    if (!objects.isValid() || objects.value().isEmpty()) {
        result.error
            = QCoreApplication::translate("ds::PrivilegedOpen", "udisks2 does not know %1%2")
                  .arg(devicePath, objects.isValid() ? QString() : QStringLiteral(": ") + objects.error().message());
        return result;
    }
    QDBusMessage call = QDBusMessage::createMethodCall(kUdisksService, objects.value().constFirst().path(),
        QStringLiteral("org.freedesktop.UDisks2.Block"), QStringLiteral("OpenDevice"));
    const int flags = access == DeviceAccess::Read ? O_DIRECT : O_DIRECT | O_EXCL;
    call << (access == DeviceAccess::Read ? QStringLiteral("r") : QStringLiteral("rw"))
         << QVariantMap { { QStringLiteral("flags"), flags } };
    // polkit may ask the user for a password: let it, and give them time to type it.
    call.setInteractiveAuthorizationAllowed(true);
    const QDBusReply<QDBusUnixFileDescriptor> reply = bus.call(call, QDBus::Block, 300'000);
    if (!reply.isValid() || !reply.value().isValid()) {
        result.error = QCoreApplication::translate("ds::PrivilegedOpen", "udisks2 would not open %1: %2")
                           .arg(devicePath, reply.error().message());
        return result;
    }
    // The reply's descriptor closes with it; keep our own.
    result.fd = fcntl(reply.value().fileDescriptor(), F_DUPFD_CLOEXEC, 3);
    if (result.fd < 0)
        result.error = QCoreApplication::translate("ds::PrivilegedOpen", "cannot keep the descriptor udisks2 sent: %1")
                           .arg(QString::fromLocal8Bit(strerror(errno)));
    return result;
}

PrivilegedOpen PrivilegedOpen::throughHelper(
    const QStringList& command, const QString& devicePath, DeviceAccess access, const QString& allowDestroy)
{
    PrivilegedOpen result;
    result.route
        = command.size() > 1 ? QStringLiteral("drivescope-helper via pkexec") : QStringLiteral("drivescope-helper");
    QList<QByteArray> arguments;
    arguments << "open"
              << "--mode" << deviceAccessName(access).toLatin1();
    if (access == DeviceAccess::Destroy)
        arguments << "--allow-destroy" << QFile::encodeName(allowDestroy);
    arguments << QFile::encodeName(devicePath);
    pid_t child = -1;
    int socket = -1;
    if (!spawnHelper(command, arguments, &child, &socket, &result.error))
        return result;
    waitForAnswer(socket, child);
    QByteArray message;
    int fd = -1;
    QString refused;
    const bool received = helperprotocol::receive(socket, &message, &fd, &refused);
    ::close(socket);
    const int status = waitForHelper(child);
    if (received && message == "OK" && fd >= 0) {
        result.fd = fd;
        return result;
    }
    if (fd >= 0)
        ::close(fd);
    if (!refused.isEmpty())
        result.error = QCoreApplication::translate("ds::PrivilegedOpen", "drivescope-helper's answer was refused: %1")
                           .arg(refused);
    else if (received && message.startsWith("ERR "))
        result.error = QCoreApplication::translate("ds::PrivilegedOpen", "drivescope-helper refused: %1")
                           .arg(QString::fromUtf8(message.mid(4)));
    else if (WIFEXITED(status) && (WEXITSTATUS(status) == 126 || WEXITSTATUS(status) == 127) && command.size() > 1)
        result.error = QCoreApplication::translate(
            "ds::PrivilegedOpen", "not authorised (pkexec: the password was not given or polkit said no)");
    else
        result.error
            = QCoreApplication::translate("ds::PrivilegedOpen", "drivescope-helper sent no descriptor (exit status %1)")
                  .arg(WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    return result;
}

SmartctlOutcome readSmartctlThroughHelper(const QString& devicePath)
{
    QString why;
    const QStringList command = helperCommand(&why);
    if (command.isEmpty())
        return SmartctlOutcome { std::nullopt, why, false };
    return readSmartctlThroughHelper(command, devicePath);
}

SmartctlOutcome readSmartctlThroughHelper(const QStringList& command, const QString& devicePath)
{
    SmartctlOutcome outcome;
    pid_t child = -1;
    int socket = -1;
    if (!spawnHelper(
            command, { QByteArrayLiteral("smart"), QFile::encodeName(devicePath) }, &child, &socket, &outcome.missing))
        return outcome;
    // "SMART\n" and smartctl's JSON, or "ERR <why>", up to the end of the stream: more than any drive's
    // SMART data is not read on. Descriptors sent along are not taken (read() drops them).
    constexpr qint64 kHeaderBytes = 64;
    QByteArray answer;
    bool tooLong = false;
    char buffer[65536];
    for (;;) {
        waitForAnswer(socket, child);
        const ssize_t got = ::read(socket, buffer, sizeof(buffer));
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        answer.append(buffer, got);
        if (answer.size() > HealthSnapshot::kMaxSmartctlBytes + kHeaderBytes) {
            tooLong = true;
            break;
        }
    }
    ::close(socket);
    const int status = waitForHelper(child);
    if (tooLong) {
        outcome.missing = QStringLiteral("drivescope-helper sent more than any drive's SMART data");
    } else if (answer.startsWith("SMART\n")) {
        try {
            outcome.snapshot = HealthSnapshot::fromSmartctlJson(answer.mid(6), devicePath);
        } catch (const UserError& error) {
            outcome.missing = QStringLiteral("drivescope-helper's SMART data was refused: %1").arg(error.message());
        }
    } else if (answer.startsWith("ERR ")) {
        outcome.missing
            = QStringLiteral("drivescope-helper refused: %1").arg(QString::fromUtf8(answer.mid(4, 2000)).trimmed());
    } else if (WIFEXITED(status) && (WEXITSTATUS(status) == 126 || WEXITSTATUS(status) == 127) && command.size() > 1) {
        outcome.missing = QStringLiteral("not authorised (pkexec: the password was not given or polkit said no)");
    } else {
        outcome.missing = QStringLiteral("drivescope-helper sent no SMART data (exit status %1)")
                              .arg(WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    }
    return outcome;
}

} // namespace ds
