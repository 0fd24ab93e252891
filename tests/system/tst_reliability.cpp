#include "device/bufferpool.h"
#include "device/journalreplay.h"
#include "device/target.h"
#include "device/writejournal.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/callbacksink.h"
#include "fixtures/emulateddisk.h"
#include "model/usererror.h"
#include "run/benchmarks/surfacerewrite.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ds;
using namespace ds::test;

// Never lose data: the non-destructive rewrite survives kill -9, I/O errors are counted with their
// places, a vanishing device stops the test cleanly, and test files never outlive a failure.
class TestReliability : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rewriteLeavesTheDeviceIdentical();
    void killNineAtRandomMomentsIsRepairedAtTheNextStart();
    void replayRestoresOnlyOurOwnWrites();
    void journalElsewhereIsRepairedAtTheNextStart();
    void journalOnTheDriveUnderTestIsRefused();
    void surfaceCountsErrorsWithTheirOffsetsAndGoesOn();
    void rewriteSkipsUnreadableBlocksAndKeepsWhatItCannotWriteBack();
    void vanishingDeviceStopsTheTestAndKeepsTheZonesDone();
    void fullFilesystemGivesAClearErrorAndLeavesNoFile();
    void signalsLeaveNoTestFile_data();
    void signalsLeaveNoTestFile();
    void fileOfAKilledRunIsRemovedByTheNext();
    void damagedJournalIsKeptAndReported_data();
    void damagedJournalIsKeptAndReported();
    void killedRunWithADamagedJournalLosesNothing();
    void runStopsWhenItsJournalIsTakenAway_data();
    void runStopsWhenItsJournalIsTakenAway();
    void journalOnAFilesystemStackedOnTheTargetIsRefused();
    void startDeletesNothingButOurJournals();
    void journalDirectoryOfAnotherUserIsRefusedForRoot();
    void cleanupLeavesTheUsersLookAlikeFiles();

private:
    struct Run {
        int status = -1;
        QString out;
        QString err;
    };
    // The CLI with XDG_STATE_HOME in the test's own directory, so its journals are the test's.
    Run runCliWithState(const QStringList& arguments, int timeoutMs = 120000);
    QProcess* startCliWithState(const QStringList& arguments);
    QString journalDirectory() const { return m_state.path() + QStringLiteral("/drivescope/journal"); }
    QStringList journalFiles() const { return QDir(journalDirectory()).entryList(QDir::Files); }

    QTemporaryDir m_state;
};

void TestReliability::initTestCase()
{
    QVERIFY(m_state.isValid());
    // Journals made in this process announce themselves in the default directory: the test's own.
    qputenv("XDG_STATE_HOME", QFile::encodeName(m_state.path()));
}

QProcess* TestReliability::startCliWithState(const QStringList& arguments)
{
    auto* process = new QProcess(this);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_STATE_HOME"), m_state.path());
    process->setProcessEnvironment(environment);
    process->start(QStringLiteral(DRIVESCOPE_CLI), arguments);
    return process;
}

TestReliability::Run TestReliability::runCliWithState(const QStringList& arguments, int timeoutMs)
{
    QProcess* process = startCliWithState(arguments);
    Run run;
    if (process->waitForFinished(timeoutMs) && process->exitStatus() == QProcess::NormalExit)
        run.status = process->exitCode();
    else
        process->kill(), process->waitForFinished();
    run.out = QString::fromUtf8(process->readAllStandardOutput());
    run.err = QString::fromUtf8(process->readAllStandardError());
    delete process;
    return run;
}

// Bytes that differ between two files of the same size; -1 when either cannot be read.
static qint64 differingBytes(const QString& a, const QString& b)
{
    QFile first(a);
    QFile second(b);
    if (!first.open(QIODevice::ReadOnly) || !second.open(QIODevice::ReadOnly))
        return -1;
    qint64 differing = 0;
    for (;;) {
        const QByteArray x = first.read(1 << 20);
        const QByteArray y = second.read(1 << 20);
        if (x.size() != y.size())
            return -1;
        if (x.isEmpty())
            return differing;
        for (qsizetype i = 0; i < x.size(); ++i)
            differing += x[i] != y[i];
    }
}

// Drops the device's page cache, so hashing reads what O_DIRECT wrote.
static void flushBuffers(const QString& device)
{
    runProgram(QStringLiteral("blockdev"), { QStringLiteral("--flushbufs"), device });
}

void TestReliability::rewriteLeavesTheDeviceIdentical()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(64u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(fillWithPattern(loop.devicePath(), loop.sizeBytes(), 42, &error), qPrintable(error));
    flushBuffers(loop.devicePath());
    const QString before = sha256OfFile(loop.devicePath());

    const Run run = runCliWithState({ QStringLiteral("rewrite"), QStringLiteral("--target"), loop.devicePath(),
        QStringLiteral("--bs"), QStringLiteral("256k"), QStringLiteral("--check-pattern"), QStringLiteral("--json") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("blocksRewritten")).toInteger(), 256);
    QCOMPARE(result.value(QStringLiteral("errorCount")).toInteger(), 0);
    QCOMPARE(result.value(QStringLiteral("cancelled")).toBool(), false);
    flushBuffers(loop.devicePath());
    QCOMPARE(sha256OfFile(loop.devicePath()), before);
    QVERIFY2(journalFiles().isEmpty(), qPrintable(journalFiles().join(QLatin1Char(' '))));

    // Read-only rules hold too: a mounted device is refused before anything is written.
    QVERIFY(runProgram(QStringLiteral("mkfs.ext4"), { QStringLiteral("-q"), loop.devicePath() }) == 0);
    ScopedMount mount(loop.devicePath());
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));
    const Run refused = runCliWithState({ QStringLiteral("rewrite"), QStringLiteral("--target"), loop.devicePath() });
    QCOMPARE(refused.status, 2);
    QVERIFY2(refused.err.contains(QLatin1String("mounted")), qPrintable(refused.err));
}

void TestReliability::killNineAtRandomMomentsIsRepairedAtTheNextStart()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(8u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(fillWithPattern(loop.devicePath(), loop.sizeBytes(), 7, &error), qPrintable(error));
    flushBuffers(loop.devicePath());
    const QString original = sha256OfFile(loop.devicePath());
    QTemporaryDir scratch;
    const QString reference = scratch.filePath(QStringLiteral("reference.img"));
    QVERIFY(QFile::copy(loop.backingFile(), reference));

    // With the check pattern, a kill between the pattern's write and the original's return leaves
    // the block damaged: only the journal can put it back, so this test fails without it.
    const QStringList arguments { QStringLiteral("rewrite"), QStringLiteral("--target"), loop.devicePath(),
        QStringLiteral("--bs"), QStringLiteral("256k"), QStringLiteral("--check-pattern"),
        QStringLiteral("--no-progress") };
    QElapsedTimer clock;
    clock.start();
    QCOMPARE(runCliWithState(arguments).status, 0);
    const qint64 fullRunMs = std::max<qint64>(200, clock.elapsed());

    const quint32 seed = QRandomGenerator::global()->generate();
    QRandomGenerator random(seed);
    // At least 20 trials, and on until three kills have left the device damaged, so the journal is
    // seen repairing (a kill can also land where every block holds its original).
    constexpr int kMinTrials = 20;
    // The kill must land in a window of a few milliseconds: on a loaded machine that can take many.
    constexpr int kMaxTrials = 150;
    constexpr int kMinDamaged = 3;
    int trials = 0;
    int damagedBeforeRecovery = 0;
    int repairsReported = 0;
    qint64 bytesLost = 0;
    for (int trial = 0; trial < kMaxTrials && (trial < kMinTrials || damagedBeforeRecovery < kMinDamaged); ++trial) {
        ++trials;
        QProcess* process = startCliWithState(arguments);
        QVERIFY(process->waitForStarted());
        // Anywhere in a whole run, start-up and journal creation included.
        const int delayMs = static_cast<int>(random.bounded(static_cast<quint32>(fullRunMs)));
        QThread::msleep(static_cast<unsigned long>(delayMs));
        process->kill(); // SIGKILL
        process->waitForFinished();
        delete process;

        if (differingBytes(loop.backingFile(), reference) != 0)
            ++damagedBeforeRecovery;
        // The next start of the CLI, whatever it is asked to do, repairs the device first.
        const Run next = runCliWithState({ QStringLiteral("list") });
        QCOMPARE(next.status, 0);
        if (next.err.contains(QLatin1String("restored from the journal and verified")))
            ++repairsReported;
        QVERIFY2(!next.err.contains(QLatin1String("NOT be repaired")), qPrintable(next.err));
        flushBuffers(loop.devicePath());
        const qint64 lost = differingBytes(loop.backingFile(), reference);
        QVERIFY(lost >= 0);
        bytesLost += lost;
        QVERIFY2(sha256OfFile(loop.devicePath()) == original,
            qPrintable(QStringLiteral("trial %1 (seed %2, kill after %3 ms): %4 bytes differ after recovery")
                           .arg(trial)
                           .arg(seed)
                           .arg(delayMs)
                           .arg(lost)));
        QVERIFY2(journalFiles().isEmpty(), qPrintable(journalFiles().join(QLatin1Char(' '))));
    }
    qInfo("kill -9 trials: %d (seed %u, kills within %lld ms), damaged before recovery: %d, repairs reported: %d, "
          "bytes lost after recovery: %lld",
        trials, seed, fullRunMs, damagedBeforeRecovery, repairsReported, bytesLost);
    QCOMPARE(bytesLost, 0);
    QVERIFY(damagedBeforeRecovery >= kMinDamaged);
    // Every damaged device was reported as repaired.
    QCOMPARE(repairsReported, damagedBeforeRecovery);
}

// A journal kept in another directory (--journal) is announced in the default one, so the next start,
// which looks only there, repairs the run it belonged to.
void TestReliability::journalElsewhereIsRepairedAtTheNextStart()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(fillWithPattern(loop.devicePath(), loop.sizeBytes(), 41, &error), qPrintable(error));
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    constexpr uint64_t kOffset = 3u << 20;
    constexpr uint32_t kLength = 64u << 10;
    constexpr uint64_t kSeed = 11;
    BufferPool buffers(2, kLength);
    unsigned char* original = buffers.buffer(0);
    unsigned char* pattern = buffers.buffer(1);
    auto readAt = [&](unsigned char* data) {
        const std::unique_ptr<Target> target = Target::openBlockDevice(loop.devicePath(), false, QString());
        QCOMPARE(pread(target->fd(), data, kLength, kOffset), static_cast<ssize_t>(kLength));
    };
    auto defaultEntries
        = [&] { return QDir(journalDirectory()).entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot); };
    readAt(original);
    const QByteArray originalBytes(reinterpret_cast<const char*>(original), kLength);
    // As at a start: links left by runs whose journals are gone (earlier tests) are cleared.
    replayPendingJournals();
    QVERIFY2(defaultEntries().isEmpty(), qPrintable(defaultEntries().join(QLatin1Char(' '))));
    {
        // A run that recorded a block, wrote its check pattern there, and died (its lock goes with it).
        const std::unique_ptr<Target> target = Target::openBlockDeviceForRewrite(loop.devicePath());
        std::unique_ptr<WriteJournal> journal = WriteJournal::create(elsewhere.path(), *target);
        QVERIFY2(defaultEntries().size() == 1 && defaultEntries().front().endsWith(QLatin1String(".journal.link")),
            qPrintable(defaultEntries().join(QLatin1Char(' '))));
        journal->record(kOffset, original, kLength, kSeed);
        fillCheckPattern(pattern, kLength, kSeed, kOffset);
        QCOMPARE(pwrite(target->fd(), pattern, kLength, kOffset), static_cast<ssize_t>(kLength));
        QCOMPARE(fdatasync(target->fd()), 0);
    }
    readAt(pattern);
    QVERIFY(QByteArray(reinterpret_cast<const char*>(pattern), kLength) != originalBytes);

    // Any start repairs it: here `list`, which has nothing to do with the rewrite.
    const Run next = runCliWithState({ QStringLiteral("list") });
    QCOMPARE(next.status, 0);
    QVERIFY2(next.err.contains(QLatin1String("restored from the journal and verified")), qPrintable(next.err));
    readAt(pattern);
    QCOMPARE(QByteArray(reinterpret_cast<const char*>(pattern), kLength), originalBytes);
    QVERIFY(QDir(elsewhere.path()).isEmpty());
    QVERIFY2(defaultEntries().isEmpty(), qPrintable(defaultEntries().join(QLatin1Char(' '))));

    // A run that ends normally leaves neither its journal nor the link.
    const Run rewrite = runCliWithState(
        { QStringLiteral("rewrite"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--zones"),
            QStringLiteral("4"), QStringLiteral("--journal"), elsewhere.path(), QStringLiteral("--no-progress") });
    QVERIFY2(rewrite.status == 0, qPrintable(rewrite.err));
    QVERIFY(QDir(elsewhere.path()).isEmpty());
    QVERIFY2(defaultEntries().isEmpty(), qPrintable(defaultEntries().join(QLatin1Char(' '))));
}

void TestReliability::replayRestoresOnlyOurOwnWrites()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(fillWithPattern(loop.devicePath(), loop.sizeBytes(), 99, &error), qPrintable(error));
    QTemporaryDir journals;
    constexpr uint64_t kOffset = 1u << 20;
    constexpr uint32_t kLength = 64u << 10;
    constexpr uint64_t kSeed = 5;
    BufferPool buffers(2, kLength);
    unsigned char* original = buffers.buffer(0);
    unsigned char* other = buffers.buffer(1);

    auto writeAt = [&](const unsigned char* data) {
        const std::unique_ptr<Target> target = Target::openBlockDeviceForRewrite(loop.devicePath());
        QCOMPARE(pwrite(target->fd(), data, kLength, kOffset), static_cast<ssize_t>(kLength));
        QCOMPARE(fdatasync(target->fd()), 0);
    };
    auto readAt = [&](unsigned char* data) {
        const std::unique_ptr<Target> target = Target::openBlockDevice(loop.devicePath(), false, QString());
        QCOMPARE(pread(target->fd(), data, kLength, kOffset), static_cast<ssize_t>(kLength));
    };
    // A journal left pending, as a run killed right after recording this block leaves it.
    auto leavePendingJournal = [&] {
        const std::unique_ptr<Target> target = Target::openBlockDeviceForRewrite(loop.devicePath());
        std::unique_ptr<WriteJournal> journal = WriteJournal::create(journals.path(), *target);
        journal->record(kOffset, original, kLength, kSeed);
    };
    readAt(original);
    const QByteArray originalBytes(reinterpret_cast<const char*>(original), kLength);

    // 1. Our check pattern is on the device: the original goes back and is verified.
    leavePendingJournal();
    fillCheckPattern(other, kLength, kSeed, kOffset);
    writeAt(other);
    std::vector<JournalReplay> replays = replayPendingJournals(journals.path());
    QCOMPARE(replays.size(), size_t { 1 });
    QVERIFY2(replays[0].error.isEmpty(), qPrintable(replays[0].error));
    QVERIFY(replays[0].verified);
    QCOMPARE(replays[0].bytesRestored, uint64_t { kLength });
    readAt(other);
    QCOMPARE(QByteArray(reinterpret_cast<const char*>(other), kLength), originalBytes);
    QVERIFY(QDir(journals.path()).isEmpty());

    // 2. Someone else's bytes are there: nothing is written and the journal stays.
    leavePendingJournal();
    fillPseudoRandom(other, kLength, 12345);
    const QByteArray foreign(reinterpret_cast<const char*>(other), kLength);
    writeAt(other);
    replays = replayPendingJournals(journals.path());
    QCOMPARE(replays.size(), size_t { 1 });
    QVERIFY(!replays[0].verified);
    QVERIFY2(replays[0].error.contains(QLatin1String("neither the original")), qPrintable(replays[0].error));
    readAt(other);
    QCOMPARE(QByteArray(reinterpret_cast<const char*>(other), kLength), foreign);
    QCOMPARE(QDir(journals.path()).entryList(QDir::Files).size(), 1);

    // 3. Once the device holds the original again, the kept journal is verified and removed.
    std::memcpy(other, originalBytes.constData(), kLength);
    writeAt(other);
    replays = replayPendingJournals(journals.path());
    QCOMPARE(replays.size(), size_t { 1 });
    QVERIFY(replays[0].verified);
    QCOMPARE(replays[0].bytesRestored, uint64_t { 0 });
    QVERIFY(QDir(journals.path()).isEmpty());

    // 4. A live run's journal (locked) is left alone.
    {
        const std::unique_ptr<Target> target = Target::openBlockDeviceForRewrite(loop.devicePath());
        std::unique_ptr<WriteJournal> journal = WriteJournal::create(journals.path(), *target);
        journal->record(kOffset, original, kLength, kSeed);
        QVERIFY(replayPendingJournals(journals.path()).empty());
        QCOMPARE(QDir(journals.path()).entryList(QDir::Files).size(), 1);
        journal->retire();
        journal->remove();
    }
    QVERIFY(QDir(journals.path()).isEmpty());

    // 5. An entry whose data does not match its hash is damage (the data is synced before its
    // entry): nothing is written, and the journal is kept for the user to look at.
    leavePendingJournal();
    const QString torn = QDir(journals.path()).entryInfoList(QDir::Files).constFirst().absoluteFilePath();
    {
        QFile file(torn);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(8192 + 100));
        QVERIFY(file.write("torn", 4) == 4);
    }
    fillPseudoRandom(other, kLength, 777);
    writeAt(other);
    replays = replayPendingJournals(journals.path());
    QCOMPARE(replays.size(), size_t { 1 });
    QVERIFY(replays[0].damaged);
    QVERIFY(!replays[0].verified);
    QVERIFY(QFileInfo::exists(torn));
    QVERIFY(QFile::remove(torn));
    QVERIFY(QFile::remove(QDir(journalDirectory()).filePath(QFileInfo(torn).fileName() + QStringLiteral(".link"))));
    const QByteArray stillThere(reinterpret_cast<const char*>(other), kLength);
    readAt(other);
    QCOMPARE(QByteArray(reinterpret_cast<const char*>(other), kLength), stillThere);
}

void TestReliability::journalOnTheDriveUnderTestIsRefused()
{
    DS_REQUIRE_LOOP();
    // p1 holds a filesystem, p2 is the device under test: the journal may not go on p1.
    LoopDevice loop(64u << 20, 512, { { 2048, 40960 }, { 43008, 81920 } });
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QVERIFY(runProgram(QStringLiteral("mkfs.ext4"), { QStringLiteral("-q"), loop.partitionPath(1) }) == 0);
    ScopedMount mount(loop.partitionPath(1));
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));
    const QString before = sha256OfFile(loop.partitionPath(2));
    Run run = runCliWithState({ QStringLiteral("rewrite"), QStringLiteral("--target"), loop.partitionPath(2),
        QStringLiteral("--journal"), mount.mountPoint() });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("the drive under test")), qPrintable(run.err));
    QVERIFY(QDir(mount.mountPoint()).entryList({ QStringLiteral("*.journal") }, QDir::Files).isEmpty());

    // A journal in memory would not survive the power cut it is there for.
    ScopedMount tmpfs(QStringLiteral("tmpfs"), QStringLiteral("tmpfs"), QStringLiteral("size=1m"));
    QVERIFY2(tmpfs.isValid(), qPrintable(tmpfs.errorString()));
    run = runCliWithState({ QStringLiteral("rewrite"), QStringLiteral("--target"), loop.partitionPath(2),
        QStringLiteral("--journal"), tmpfs.mountPoint() });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("tmpfs")), qPrintable(run.err));
    flushBuffers(loop.partitionPath(2));
    QCOMPARE(sha256OfFile(loop.partitionPath(2)), before);
}

// A small, fast emulated drive: 256 MiB at 2000 … 1000 MB/s, so a full scan takes a fraction of a second.
static EmulatedDiskProfile fastSmallDisk()
{
    EmulatedDiskProfile profile;
    profile.sizeBytes = 256u << 20;
    profile.outerMegabytesPerSecond = 2000;
    profile.innerMegabytesPerSecond = 1000;
    profile.interfaceMegabytesPerSecond = 4000;
    profile.trackToTrackSeekMs = 0.01;
    profile.fullStrokeSeekMs = 0.1;
    profile.rpm = 1e6;
    return profile;
}

void TestReliability::surfaceCountsErrorsWithTheirOffsetsAndGoesOn()
{
    DS_REQUIRE_EMULATED_DISK();
    constexpr qint64 MiB = 1 << 20;
    EmulatedDiskProfile profile = fastSmallDisk();
    // Bad sectors inside three 1 MiB requests, in zones 0, 6 and 12 of 16.
    profile.failingRanges = { { 10 * MiB + 4096, 4096 }, { 100 * MiB + 512 * 1024, 512 }, { 200 * MiB, 8192 } };
    EmulatedDisk disk(profile);
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    const QStringList arguments { QStringLiteral("surface"), QStringLiteral("--target"), disk.devicePath(),
        QStringLiteral("--mode"), QStringLiteral("full"), QStringLiteral("--zones"), QStringLiteral("16"),
        QStringLiteral("--bs"), QStringLiteral("1M"), QStringLiteral("--no-progress") };
    const Run json = runCliWithState(QStringList(arguments) << QStringLiteral("--json"));
    QVERIFY2(json.status == 0, qPrintable(json.err));
    const QJsonObject result = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("errorCount")).toInteger(), 3);
    QCOMPARE(result.value(QStringLiteral("stopReason")).toString(), QString());
    const QJsonArray errors = result.value(QStringLiteral("errors")).toArray();
    QCOMPARE(errors.size(), 3);
    QList<qint64> offsets;
    for (const QJsonValue& error : errors) {
        offsets << error.toObject().value(QStringLiteral("offset")).toInteger();
        QCOMPARE(error.toObject().value(QStringLiteral("errno")).toInt(), EIO);
        QCOMPARE(error.toObject().value(QStringLiteral("op")).toString(), QStringLiteral("read"));
        QCOMPARE(error.toObject().value(QStringLiteral("length")).toInteger(), MiB);
    }
    std::sort(offsets.begin(), offsets.end());
    QCOMPARE(offsets, (QList<qint64> { 10 * MiB, 100 * MiB, 200 * MiB }));
    // The scan went on past each bad request: every zone is there, each with all its other bytes.
    const QJsonArray zones = result.value(QStringLiteral("zones")).toArray();
    QCOMPARE(zones.size(), 16);
    for (const QJsonValue& value : zones) {
        const QJsonObject zone = value.toObject();
        const int index = zone.value(QStringLiteral("index")).toInt();
        const bool bad = index == 0 || index == 6 || index == 12;
        QCOMPARE(zone.value(QStringLiteral("errors")).toInt(), bad ? 1 : 0);
        QCOMPARE(zone.value(QStringLiteral("bytes")).toInteger(), (bad ? 15 : 16) * MiB);
    }
    QVERIFY(disk.errorsInjected() >= 3);
    qInfo("surface: errors injected at 3 places (%llu failed requests in the emulated disk), reported %lld",
        static_cast<unsigned long long>(disk.errorsInjected()), result.value(QStringLiteral("errorCount")).toInteger());

    const Run table = runCliWithState(arguments);
    QVERIFY2(table.status == 0, qPrintable(table.err));
    QVERIFY2(table.out.contains(QLatin1String("Errors   3")), qPrintable(table.out));
    for (const qint64 offset : offsets)
        QVERIFY2(table.out.contains(
                     QStringLiteral("read error at offset %1, 1048576 bytes: Input/output error").arg(offset)),
            qPrintable(table.out));
}

void TestReliability::rewriteSkipsUnreadableBlocksAndKeepsWhatItCannotWriteBack()
{
    DS_REQUIRE_EMULATED_DISK();
    constexpr qint64 MiB = 1 << 20;
    EmulatedDiskProfile profile = fastSmallDisk();
    // An unreadable block at 5 MiB, and a block at 20 MiB that reads but cannot be written.
    profile.failingRanges = { { 5 * MiB, 4096, true, true }, { 20 * MiB + 8192, 4096, false, true } };
    EmulatedDisk disk(profile);
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    const QStringList arguments { QStringLiteral("rewrite"), QStringLiteral("--target"), disk.devicePath(),
        QStringLiteral("--bs"), QStringLiteral("1M"), QStringLiteral("--short-stroke"), QStringLiteral("32M"),
        QStringLiteral("--json"), QStringLiteral("--no-progress") };
    const Run run = runCliWithState(arguments);
    // The unreadable block is skipped and counted; the one that cannot be written back stops the
    // test with its original kept in the journal.
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.contains(QLatin1String("could not be written back")), qPrintable(run.err));
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("blocksSkipped")).toInteger(), 1);
    QCOMPARE(result.value(QStringLiteral("blocksRewritten")).toInteger(), 19); // 0 … 19 but 5
    const QJsonArray errors = result.value(QStringLiteral("errors")).toArray();
    QVERIFY(errors.size() >= 2);
    QCOMPARE(errors[0].toObject().value(QStringLiteral("offset")).toInteger(), 5 * MiB);
    QCOMPARE(errors[0].toObject().value(QStringLiteral("op")).toString(), QStringLiteral("read"));
    for (qsizetype i = 1; i < errors.size(); ++i) {
        QCOMPARE(errors[i].toObject().value(QStringLiteral("offset")).toInteger(), 20 * MiB);
        QCOMPARE(errors[i].toObject().value(QStringLiteral("op")).toString(), QStringLiteral("write"));
    }
    QCOMPARE(result.value(QStringLiteral("errorCount")).toInteger(), errors.size());
    QCOMPARE(journalFiles().size(), 1);
    qInfo("rewrite: errors injected at 2 places (%llu failed requests), reported %lld",
        static_cast<unsigned long long>(disk.errorsInjected()), result.value(QStringLiteral("errorCount")).toInteger());

    // The next start finds the block holding its original (the failed writes changed nothing here),
    // verifies it and clears the journal.
    const Run next = runCliWithState({ QStringLiteral("list") });
    QCOMPARE(next.status, 0);
    QVERIFY2(next.err.contains(QLatin1String("already held its original bytes")), qPrintable(next.err));
    QVERIFY(journalFiles().isEmpty());
}

void TestReliability::vanishingDeviceStopsTheTestAndKeepsTheZonesDone()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDiskProfile profile = fastSmallDisk();
    profile.outerMegabytesPerSecond = 200; // a full scan of 256 MiB takes about 2 s
    profile.innerMegabytesPerSecond = 100;
    EmulatedDisk disk(profile);
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    QProcess* process = startCliWithState({ QStringLiteral("surface"), QStringLiteral("--target"), disk.devicePath(),
        QStringLiteral("--mode"), QStringLiteral("full"), QStringLiteral("--zones"), QStringLiteral("32"),
        QStringLiteral("--json"), QStringLiteral("--no-progress") });
    QVERIFY(process->waitForStarted());
    QThread::msleep(700);
    disk.vanish();
    QVERIFY(process->waitForFinished(60000));
    const QString err = QString::fromUtf8(process->readAllStandardError());
    const QJsonObject result = QJsonDocument::fromJson(process->readAllStandardOutput()).object();
    QCOMPARE(process->exitCode(), 1);
    delete process;
    QVERIFY2(err.contains(QLatin1String("went away")), qPrintable(err));
    QVERIFY2(result.value(QStringLiteral("stopReason")).toString().contains(QLatin1String("went away")),
        qPrintable(result.value(QStringLiteral("stopReason")).toString()));
    const qsizetype zonesKept = result.value(QStringLiteral("zones")).toArray().size();
    QVERIFY2(zonesKept > 0 && zonesKept < 32, qPrintable(QString::number(zonesKept)));
}

static QStringList filesIn(const QString& directory)
{
    return QDir(directory).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
}

void TestReliability::fullFilesystemGivesAClearErrorAndLeavesNoFile()
{
    DS_REQUIRE_LOOP(); // root, for the mount
    ScopedMount tmpfs(QStringLiteral("tmpfs"), QStringLiteral("tmpfs"), QStringLiteral("size=4m"));
    QVERIFY2(tmpfs.isValid(), qPrintable(tmpfs.errorString()));
    const QString directory = tmpfs.mountPoint();
    struct Case {
        QStringList arguments;
        QString message;
    };
    const QList<Case> cases {
        { { QStringLiteral("run"), QStringLiteral("--target"), directory, QStringLiteral("--file-size"),
              QStringLiteral("8M"), QStringLiteral("--rw"), QStringLiteral("write"), QStringLiteral("--duration"),
              QStringLiteral("1") },
            QStringLiteral("no room") },
        { { QStringLiteral("quick"), QStringLiteral("--target"), directory, QStringLiteral("--file-size"),
              QStringLiteral("16M"), QStringLiteral("--duration"), QStringLiteral("1"), QStringLiteral("--repeats"),
              QStringLiteral("1") },
            QStringLiteral("no room") },
        { { QStringLiteral("surface"), QStringLiteral("--target"), directory, QStringLiteral("--file-size"),
              QStringLiteral("8M"), QStringLiteral("--write") },
            QStringLiteral("no room") },
        { { QStringLiteral("copy"), QStringLiteral("--target"), directory, QStringLiteral("--size"),
              QStringLiteral("8M"), QStringLiteral("--files"), QStringLiteral("4") },
            QStringLiteral("no room") },
    };
    for (const Case& test : cases) {
        const Run run = runCliWithState(test.arguments);
        QVERIFY2(run.status == 1 || run.status == 2, qPrintable(QString::number(run.status) + run.err));
        QVERIFY2(run.err.contains(test.message, Qt::CaseInsensitive), qPrintable(run.err));
        QVERIFY2(filesIn(directory).isEmpty(), qPrintable(filesIn(directory).join(QLatin1Char(' '))));
    }
}

void TestReliability::signalsLeaveNoTestFile_data()
{
    QTest::addColumn<int>("signalNumber");
    QTest::addColumn<int>("delayMs");
    QTest::addRow("SIGINT while the file is filled") << int(SIGINT) << 150;
    QTest::addRow("SIGTERM while the file is filled") << int(SIGTERM) << 150;
    QTest::addRow("SIGINT during the run") << int(SIGINT) << 2500;
    QTest::addRow("SIGTERM during the run") << int(SIGTERM) << 2500;
}

void TestReliability::signalsLeaveNoTestFile()
{
    QFETCH(int, signalNumber);
    QFETCH(int, delayMs);
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    QProcess* process = startCliWithState({ QStringLiteral("run"), QStringLiteral("--target"), directory.path(),
        QStringLiteral("--file-size"), QStringLiteral("256M"), QStringLiteral("--rw"), QStringLiteral("write"),
        QStringLiteral("--duration"), QStringLiteral("30"), QStringLiteral("--no-progress") });
    QVERIFY(process->waitForStarted());
    // Until the test file is there (an AddressSanitizer build takes about 200 ms to start), then the
    // rest of the delay: the early rows stop the run while the file is filled.
    QElapsedTimer waited;
    waited.start();
    while (filesIn(directory.path()).isEmpty() && process->state() == QProcess::Running && waited.elapsed() < 10000)
        QThread::msleep(2);
    if (waited.elapsed() < delayMs)
        QThread::msleep(static_cast<unsigned long>(delayMs - waited.elapsed()));
    QVERIFY2(!filesIn(directory.path()).isEmpty() || process->state() != QProcess::Running,
        "the test file should exist while the run is under way");
    ::kill(static_cast<pid_t>(process->processId()), signalNumber);
    QVERIFY(process->waitForFinished(30000));
    QCOMPARE(process->exitStatus(), QProcess::NormalExit);
    QCOMPARE(process->exitCode(), 130);
    delete process;
    QVERIFY2(filesIn(directory.path()).isEmpty(), qPrintable(filesIn(directory.path()).join(QLatin1Char(' '))));
}

void TestReliability::fileOfAKilledRunIsRemovedByTheNext()
{
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    QProcess* process = startCliWithState({ QStringLiteral("run"), QStringLiteral("--target"), directory.path(),
        QStringLiteral("--file-size"), QStringLiteral("16M"), QStringLiteral("--duration"), QStringLiteral("30"),
        QStringLiteral("--no-progress") });
    QVERIFY(process->waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(!filesIn(directory.path()).isEmpty(), 10000);
    QThread::msleep(500);
    process->kill(); // SIGKILL: no chance to clean up
    process->waitForFinished();
    delete process;
    QCOMPARE(filesIn(directory.path()).size(), 1);
    // io_uring lets go of its registered file a moment after the process is gone; until then the
    // dead run's lock is still held.
    const QByteArray abandoned = QFile::encodeName(directory.filePath(filesIn(directory.path()).constFirst()));
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            const int fd = ::open(abandoned.constData(), O_RDONLY | O_CLOEXEC);
            const bool free = fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0;
            if (fd >= 0)
                ::close(fd);
            return free;
        }(),
        10000);
    const Run next = runCliWithState({ QStringLiteral("run"), QStringLiteral("--target"), directory.path(),
        QStringLiteral("--file-size"), QStringLiteral("8M"), QStringLiteral("--duration"), QStringLiteral("0.2") });
    QVERIFY2(next.status == 0, qPrintable(next.err));
    QVERIFY2(filesIn(directory.path()).isEmpty(), qPrintable(filesIn(directory.path()).join(QLatin1Char(' '))));
}

static QByteArray readWhole(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

static bool writeWhole(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size() && file.flush();
}

static QString onlyJournalIn(const QString& directory)
{
    const QFileInfoList files = QDir(directory).entryInfoList({ QStringLiteral("*.journal") }, QDir::Files);
    return files.size() == 1 ? files.constFirst().absoluteFilePath() : QString();
}

void TestReliability::damagedJournalIsKeptAndReported_data()
{
    QTest::addColumn<qint64>("flipAt"); // the byte whose bit is flipped, or -1
    QTest::addColumn<qint64>("cutTo"); // the size the journal is cut to, or -1
    QTest::addColumn<bool>("blockKnown"); // whether the damaged journal still says which block
    QTest::addColumn<QString>("because");
    QTest::addRow("bit in the file header") << qint64 { 40 } << qint64 { -1 } << false << QStringLiteral("header");
    QTest::addRow("bit in the entry header")
        << qint64 { 4096 + 40 } << qint64 { -1 } << false << QStringLiteral("entry record");
    QTest::addRow("bit in the saved data")
        << qint64 { 8192 + 1000 } << qint64 { -1 } << true << QStringLiteral("saved original");
    QTest::addRow("cut inside the data") << qint64 { -1 } << qint64 { 8192 + 1000 } << true
                                         << QStringLiteral("cut short");
    QTest::addRow("cut inside the header")
        << qint64 { -1 } << qint64 { 100 } << false << QStringLiteral("shorter than its header");
}

// A journal whose records fail their checks is never replayed and never deleted, however often
// DriveScope starts; put right, it repairs the device with nothing lost.
void TestReliability::damagedJournalIsKeptAndReported()
{
    DS_REQUIRE_LOOP();
    QFETCH(qint64, flipAt);
    QFETCH(qint64, cutTo);
    QFETCH(bool, blockKnown);
    QFETCH(QString, because);
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(fillWithPattern(loop.devicePath(), loop.sizeBytes(), 77, &error), qPrintable(error));
    const QString before = sha256OfFile(loop.devicePath());
    QTemporaryDir journals;
    constexpr uint64_t kOffset = 2u << 20;
    constexpr uint32_t kLength = 64u << 10;
    constexpr uint64_t kSeed = 9;
    BufferPool buffers(2, kLength);
    unsigned char* original = buffers.buffer(0);
    unsigned char* pattern = buffers.buffer(1);
    {
        // A run that saved the block, wrote its check pattern there and died.
        const std::unique_ptr<Target> target = Target::openBlockDeviceForRewrite(loop.devicePath());
        QCOMPARE(pread(target->fd(), original, kLength, kOffset), static_cast<ssize_t>(kLength));
        std::unique_ptr<WriteJournal> journal = WriteJournal::create(journals.path(), *target);
        journal->record(kOffset, original, kLength, kSeed);
        fillCheckPattern(pattern, kLength, kSeed, kOffset);
        QCOMPARE(pwrite(target->fd(), pattern, kLength, kOffset), static_cast<ssize_t>(kLength));
        QCOMPARE(fdatasync(target->fd()), 0);
    }
    const QString journalPath = onlyJournalIn(journals.path());
    QVERIFY(!journalPath.isEmpty());
    const QByteArray intact = readWhole(journalPath);
    QByteArray damaged = intact;
    if (flipAt >= 0)
        damaged[flipAt] = static_cast<char>(damaged[flipAt] ^ 0x10);
    if (cutTo >= 0)
        damaged.truncate(cutTo);
    QVERIFY(writeWhole(journalPath, damaged));
    const QString afterRun = sha256OfFile(loop.devicePath());
    QVERIFY(afterRun != before);

    for (int start = 0; start < 2; ++start) {
        const std::vector<JournalReplay> replays = replayPendingJournals(journals.path());
        QCOMPARE(replays.size(), size_t { 1 });
        QVERIFY(replays[0].damaged);
        QVERIFY(!replays[0].verified);
        const QString message = replays[0].message();
        QVERIFY2(message.contains(QLatin1String("DAMAGED")) && message.contains(because)
                && message.contains(journalPath) && message.contains(QLatin1String("rm '")),
            qPrintable(message));
        if (flipAt != 40 && cutTo != 100) // the header names the device
            QVERIFY2(message.contains(loop.devicePath()), qPrintable(message));
        if (blockKnown)
            QVERIFY2(message.contains(QStringLiteral("offset %1 (%2 bytes)").arg(kOffset).arg(kLength)),
                qPrintable(message));
        // Kept as it is, and nothing written to the device.
        QCOMPARE(readWhole(journalPath), damaged);
        QCOMPARE(sha256OfFile(loop.devicePath()), afterRun);
    }

    // The journal put right (from a backup, say): the next start repairs the block, nothing lost.
    QVERIFY(writeWhole(journalPath, intact));
    const std::vector<JournalReplay> replays = replayPendingJournals(journals.path());
    QCOMPARE(replays.size(), size_t { 1 });
    QVERIFY2(replays[0].verified, qPrintable(replays[0].message()));
    QCOMPARE(replays[0].bytesRestored, uint64_t { kLength });
    QCOMPARE(sha256OfFile(loop.devicePath()), before);
    QVERIFY(QDir(journals.path()).isEmpty());
}

// kill -9 at a random moment, then a bit flipped in the journal's headers or the journal cut short:
// the next start keeps it and says so; put right, it loses nothing.
void TestReliability::killedRunWithADamagedJournalLosesNothing()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(fillWithPattern(loop.devicePath(), loop.sizeBytes(), 5, &error), qPrintable(error));
    const QString before = sha256OfFile(loop.devicePath());
    QRandomGenerator random(20261202);
    const struct {
        qint64 flipAt;
        qint64 cutTo;
    } damages[] = { { 40, -1 }, { 4096 + 40, -1 }, { -1, 5000 }, { 40, -1 }, { 4096 + 40, -1 }, { -1, 5000 } };
    int trials = 0;
    for (const auto& damage : damages) {
        QProcess* process = startCliWithState({ QStringLiteral("rewrite"), QStringLiteral("--target"),
            loop.devicePath(), QStringLiteral("--bs"), QStringLiteral("64k"), QStringLiteral("--zones"),
            QStringLiteral("64"), QStringLiteral("--check-pattern"), QStringLiteral("--no-progress") });
        QVERIFY(process->waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(!onlyJournalIn(journalDirectory()).isEmpty(), 10000);
        QThread::msleep(50 + random.bounded(300));
        process->kill();
        process->waitForFinished();
        delete process;
        const QString journalPath = onlyJournalIn(journalDirectory());
        if (journalPath.isEmpty())
            continue; // the run had ended; nothing to damage
        ++trials;
        const QByteArray intact = readWhole(journalPath);
        QByteArray damaged = intact;
        if (damage.flipAt >= 0)
            damaged[damage.flipAt] = static_cast<char>(damaged[damage.flipAt] ^ 0x04);
        else
            damaged.truncate(damage.cutTo);
        QVERIFY(writeWhole(journalPath, damaged));

        const Run next = runCliWithState({ QStringLiteral("list") });
        QCOMPARE(next.status, 0);
        QVERIFY2(next.err.contains(QLatin1String("DAMAGED")), qPrintable(next.err));
        QCOMPARE(readWhole(journalPath), damaged);

        QVERIFY(writeWhole(journalPath, intact));
        const Run repaired = runCliWithState({ QStringLiteral("list") });
        QCOMPARE(repaired.status, 0);
        QVERIFY2(!repaired.err.contains(QLatin1String("DAMAGED")), qPrintable(repaired.err));
        QVERIFY2(journalFiles().isEmpty(), qPrintable(journalFiles().join(QLatin1Char(' '))));
        QCOMPARE(sha256OfFile(loop.devicePath()), before);
    }
    // Most runs take seconds here; a kill after the run had ended would test nothing.
    QVERIFY2(trials >= 4, qPrintable(QStringLiteral("only %1 of 6 kills found a journal").arg(trials)));
}

void TestReliability::runStopsWhenItsJournalIsTakenAway_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<QString>("because");
    QTest::addRow("deleted") << QStringLiteral("delete") << QStringLiteral("was deleted");
    QTest::addRow("cut short") << QStringLiteral("cut") << QStringLiteral("was cut short");
    QTest::addRow("replaced") << QStringLiteral("replace") << QStringLiteral("was moved or replaced");
}

// A journal deleted, cut short or replaced under a run: the run notices before its next block and
// stops, with every block before it written back and verified.
void TestReliability::runStopsWhenItsJournalIsTakenAway()
{
    DS_REQUIRE_LOOP();
    QFETCH(QString, how);
    QFETCH(QString, because);
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(fillWithPattern(loop.devicePath(), loop.sizeBytes(), 8, &error), qPrintable(error));
    const QString before = sha256OfFile(loop.devicePath());
    QTemporaryDir journals;
    const std::unique_ptr<Target> target = Target::openBlockDeviceForRewrite(loop.devicePath());
    RewritePlan plan;
    plan.blockBytes = 256u << 10;
    plan.zones = 16;
    plan.checkPattern = true;
    plan.journalDirectory = journals.path();
    int zonesSeen = 0;
    const QByteArray foreign("someone else's file\n");
    CallbackSink sink;
    sink.onZone = [&](const SurfaceZone&, unsigned) {
        if (++zonesSeen != 2)
            return;
        const QString journalPath = onlyJournalIn(journals.path());
        if (how == QLatin1String("delete")) {
            QFile::remove(journalPath);
        } else if (how == QLatin1String("cut")) {
            QFile(journalPath).resize(100);
        } else {
            QFile::rename(journalPath, journalPath + QStringLiteral(".moved"));
            writeWhole(journalPath, foreign);
        }
    };
    try {
        runSurfaceRewrite(*target, plan, RunContext(nullptr, &sink));
        QFAIL("the run went on without its journal");
    } catch (const UserError& stopped) {
        QVERIFY2(stopped.message().contains(because) && stopped.message().contains(QLatin1String("stopped before")),
            qPrintable(stopped.message()));
    }
    QCOMPARE(zonesSeen, 2);
    QCOMPARE(sha256OfFile(loop.devicePath()), before);
    if (how == QLatin1String("replace")) // left alone: it is not ours
        QCOMPARE(readWhole(onlyJournalIn(journals.path())), foreign);
}

void TestReliability::journalOnAFilesystemStackedOnTheTargetIsRefused()
{
    DS_REQUIRE_LOOP();
    LoopDevice lower(64u << 20);
    QVERIFY2(lower.isValid(), qPrintable(lower.errorString()));
    LoopDevice upper(lower.devicePath());
    QVERIFY2(upper.isValid(), qPrintable(upper.errorString()));
    QVERIFY(runProgram(QStringLiteral("mkfs.ext4"), { QStringLiteral("-q"), upper.devicePath() }) == 0);
    ScopedMount mount(upper.devicePath());
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));
    struct stat device { };
    QCOMPARE(stat(QFile::encodeName(lower.devicePath()).constData(), &device), 0);
    try {
        WriteJournal::checkLocation(mount.mountPoint(), device.st_rdev);
        QFAIL("a journal on a filesystem stacked on the device under test was accepted");
    } catch (const UserError& refused) {
        QVERIFY2(refused.message().contains(upper.name()) && refused.message().contains(QLatin1String("stacked on")),
            qPrintable(refused.message()));
    }
}

// Nothing in the journal directory that is not provably our journal is deleted: a link to someone's
// file, a stray file named like a journal, a half-made one that is not ours.
void TestReliability::startDeletesNothingButOurJournals()
{
    QVERIFY(QDir().mkpath(journalDirectory()));
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    const QString victim = elsewhere.filePath(QStringLiteral("victim"));
    const QString victimJournal = elsewhere.filePath(QStringLiteral("victim.journal"));
    QVERIFY(writeWhole(victim, "precious\n"));
    QVERIFY(writeWhole(victimJournal, "also precious\n"));
    QFile::setPermissions(victim, QFile::ReadOwner | QFile::WriteOwner);
    const QDir journals(journalDirectory());
    QVERIFY(QFile::link(victim, journals.filePath(QStringLiteral("x.journal.link"))));
    QVERIFY(QFile::link(victimJournal, journals.filePath(QStringLiteral("y.journal.link"))));
    QVERIFY(QFile::link(victim, journals.filePath(QStringLiteral("z.journal"))));
    QVERIFY(writeWhole(journals.filePath(QStringLiteral("stray.journal")), "not a journal\n"));
    QVERIFY(writeWhole(journals.filePath(QStringLiteral("stray.journal.new")), "half\n"));
    const QStringList planted
        = QDir(journalDirectory()).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);

    for (int start = 0; start < 2; ++start) {
        const Run next = runCliWithState({ QStringLiteral("list") });
        QCOMPARE(next.status, 0);
        QCOMPARE(readWhole(victim), QByteArray("precious\n"));
        QCOMPARE(readWhole(victimJournal), QByteArray("also precious\n"));
        QCOMPARE(QDir(journalDirectory()).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot), planted);
        // What looks like a journal and is not one is named, so the user can look at it.
        QVERIFY2(
            next.err.contains(QLatin1String("stray.journal")) && next.err.contains(QLatin1String("victim.journal")),
            qPrintable(next.err));
    }
    for (const QString& name : planted)
        QVERIFY(QFile::remove(journals.filePath(name)));
}

void TestReliability::journalDirectoryOfAnotherUserIsRefusedForRoot()
{
    if (geteuid() != 0)
        QSKIP("needs root: the rule is root's (CI runs as root)");
    DS_REQUIRE_LOOP();
    // sudo -E keeps the user's XDG_STATE_HOME: root then finds a state directory a user owns.
    QTemporaryDir userState;
    QVERIFY(userState.isValid());
    const QString journals = userState.path() + QStringLiteral("/drivescope/journal");
    QVERIFY(QDir().mkpath(journals));
    const QString victim = userState.path() + QStringLiteral("/victim");
    QVERIFY(writeWhole(victim, "root's file\n"));
    QVERIFY(QFile::link(victim, journals + QStringLiteral("/x.journal.link")));
    for (const QString& path : { userState.path(), userState.path() + QStringLiteral("/drivescope"), journals })
        QCOMPARE(lchown(QFile::encodeName(path).constData(), 65534, 65534), 0);
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    const QString before = sha256OfFile(loop.devicePath());
    auto runAs = [&](const QStringList& arguments) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_STATE_HOME"), userState.path());
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(DRIVESCOPE_CLI), arguments);
        process.waitForFinished(120000);
        return std::pair { process.exitCode(), QString::fromUtf8(process.readAllStandardError()) };
    };
    const auto [listStatus, listErr] = runAs({ QStringLiteral("list") });
    QCOMPARE(listStatus, 0);
    QVERIFY2(listErr.contains(QLatin1String("belongs to user 65534")), qPrintable(listErr));
    QCOMPARE(readWhole(victim), QByteArray("root's file\n"));
    const auto [rewriteStatus, rewriteErr] = runAs({ QStringLiteral("rewrite"), QStringLiteral("--target"),
        loop.devicePath(), QStringLiteral("--zones"), QStringLiteral("4"), QStringLiteral("--no-progress") });
    QCOMPARE(rewriteStatus, 2);
    QVERIFY2(rewriteErr.contains(QLatin1String("belongs to user 65534")), qPrintable(rewriteErr));
    QCOMPARE(sha256OfFile(loop.devicePath()), before);
    QVERIFY(QFileInfo::exists(journals + QStringLiteral("/x.journal.link")));
}

// Cleanup of test files left by killed runs takes only files DriveScope made: not a user's file
// of a similar name, not one whose run is alive, not one without our marker.
void TestReliability::cleanupLeavesTheUsersLookAlikeFiles()
{
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    // A pid that is surely gone: a child that has exited and been reaped.
    const pid_t child = fork();
    if (child == 0)
        _exit(0);
    QVERIFY(child > 0);
    QCOMPARE(waitpid(child, nullptr, 0), child);
    const QStringList lookAlikes { QStringLiteral("drivescope-test-notes.dat"), QStringLiteral("drivescope-test-1.dat"),
        QStringLiteral("drivescope-test-%1.dat").arg(child), QStringLiteral("drivescope-test-0042.dat") };
    for (const QString& name : lookAlikes)
        QVERIFY(writeWhole(directory.filePath(name), "the user's own\n"));
    const Run run = runCliWithState({ QStringLiteral("run"), QStringLiteral("--target"), directory.path(),
        QStringLiteral("--file-size"), QStringLiteral("4M"), QStringLiteral("--duration"), QStringLiteral("0.2"),
        QStringLiteral("--no-progress"), QStringLiteral("--no-save") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    for (const QString& name : lookAlikes)
        QCOMPARE(readWhole(directory.filePath(name)), QByteArray("the user's own\n"));
    QCOMPARE(filesIn(directory.path()).size(), lookAlikes.size());
}

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
