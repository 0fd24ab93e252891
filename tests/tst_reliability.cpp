#include "benchmarks/surfacerewrite.h"
#include "device/target.h"
#include "device/writejournal.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/emulateddisk.h"
#include "io/bufferpool.h"
#include "usererror.h"

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
    LoopDevice loop(32u << 20);
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

    // 5. A torn entry (its data does not match its hash) was never acted on: nothing is written.
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
    QVERIFY(!replays[0].pending);
    QVERIFY(QDir(journals.path()).isEmpty());
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
    QThread::msleep(static_cast<unsigned long>(delayMs));
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

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
