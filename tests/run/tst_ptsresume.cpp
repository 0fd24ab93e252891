// A SNIA PTS run killed (SIGKILL) between rounds and inside one, which --resume
// finishes as an unkilled one; a stopped run that a fresh start must not discard unasked, and --restart.
// Apart from tst_pts, whose run on the aging drive is judged against the model and holds the CPU: this
// drive does not age, so no timing moves the outcome and the suite runs beside the timed ones.

#include "files/ptsstate.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/emulateddisk.h"
#include "fixtures/ptsstatefile.h"
#include "model/results/ptsresult.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <unistd.h>

using namespace ds;
using namespace ds::test;

namespace {
constexpr uint64_t MiB = 1u << 20;

// tst_pts's flash drive without its aging: 256 MiB, 4 units at 400 MB/s, 2 ms random writes throughout,
// so steady from the first window (round 5) and a kill's half round of extra writes cannot move that.
EmulatedDiskProfile flatDrive() { return ptsFlashDrive(256 * MiB); }
}

class TestPtsResume : public QObject {
    Q_OBJECT
private slots:
    void resumeAfterKillsFinishesAsAnUnkilledRun();
};

void TestPtsResume::resumeAfterKillsFinishesAsAnUnkilledRun()
{
    DS_REQUIRE_EMULATED_DISK();
    // The decision an unkilled run on this drive makes is known without running one.
    EmulatedDisk disk(flatDrive());
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    const QString device = disk.devicePath();
    QTemporaryDir dir;
    const QString cli = QStringLiteral(DRIVESCOPE_CLI);
    const auto arguments = [&](const QString& state) {
        return QStringList { QStringLiteral("pts"), QStringLiteral("--target"), device,
            QStringLiteral("--allow-destroy=") + device, QStringLiteral("--cell-time"), QStringLiteral("0.1"),
            QStringLiteral("--max-rounds"), QStringLiteral("12"), QStringLiteral("--state"), state,
            QStringLiteral("--json"), QStringLiteral("--no-progress"), QStringLiteral("--no-save") };
    };

    // Killed with SIGKILL once just after a round was saved (between rounds), once half-way through a round.
    const QString state = dir.filePath(QStringLiteral("killed.json"));
    const auto killWhen = [&](bool resume, int rounds, int extraMs) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_CACHE_HOME"), dir.path());
        environment.insert(QStringLiteral("XDG_DATA_HOME"), dir.path());
        process.setProcessEnvironment(environment);
        process.start(cli, arguments(state) + (resume ? QStringList { QStringLiteral("--resume") } : QStringList {}));
        if (!process.waitForStarted())
            return false;
        QElapsedTimer waited;
        waited.start();
        while (savedPtsRounds(state) < rounds && process.state() == QProcess::Running && waited.elapsed() < 240000)
            QTest::qWait(10);
        if (extraMs > 0)
            QTest::qWait(extraMs);
        const bool running = process.state() == QProcess::Running;
        ::kill(static_cast<pid_t>(process.processId()), SIGKILL);
        process.waitForFinished(30000);
        return running && waitUntilReleased(device);
    };
    QVERIFY2(killWhen(false, 2, 0), "the run ended before it could be killed between rounds");
    QCOMPARE(savedPtsRounds(state), 2);
    const PtsResult killed = PtsState::load(state);
    // A round of 56 measurements of 0.1 s takes over 5.6 s: 2.5 s after the resumed run started (with two
    // rounds saved) it is inside the third.
    QVERIFY2(killWhen(true, 2, 2500), "the run ended before it could be killed inside a round");
    QCOMPARE(savedPtsRounds(state), 2);

    // Hours of a stopped run are not lost to a plain start: it is refused, and the state kept as it was.
    const QByteArray stopped = fileBytes(state);
    for (const QStringList& extra :
        { QStringList {}, QStringList { QStringLiteral("--resume"), QStringLiteral("--restart") } }) {
        const CliRun fresh = runCli(cli, arguments(state) + extra, dir.path());
        QVERIFY2(fresh.status == 2, qPrintable(fresh.err));
        QVERIFY2(fresh.err.contains(extra.isEmpty() ? QLatin1String("a stopped PTS run (") : QLatin1String("give one")),
            qPrintable(fresh.err));
    }
    QCOMPARE(fileBytes(state), stopped);
    // --restart discards it (here for a short test of other settings, in a copy of the state).
    const QString replaced = dir.filePath(QStringLiteral("replaced.json"));
    QVERIFY(QFile::copy(state, replaced));
    const CliRun restarted = runCli(cli,
        arguments(replaced)
            + QStringList { QStringLiteral("--restart"), QStringLiteral("--test"), QStringLiteral("throughput") },
        dir.path(), 120000);
    QVERIFY2(restarted.status == 0, qPrintable(restarted.err));
    const PtsResult other = PtsState::load(replaced);
    QVERIFY(other.finished());
    QCOMPARE(other.plan.test, PtsTest::Throughput);
    QCOMPARE(other.resumes, 0u);
    QVERIFY(waitUntilReleased(device));

    const CliRun resumed = runCli(cli, arguments(state) << QStringLiteral("--resume"), dir.path(), 300000);
    QVERIFY2(resumed.status == 0, qPrintable(resumed.err));
    const PtsResult finished = PtsResult::fromJson(QJsonDocument::fromJson(resumed.out.toUtf8()).object());
    QVERIFY(finished.finished());
    // Both resumes count, also the one killed before it saved a round.
    QCOMPARE(finished.resumes, 2u);
    // The decision an unkilled run on this drive makes: steady in the first window.
    QVERIFY(finished.steadyState);
    QCOMPARE(finished.rounds.size(), size_t { PtsPlan::kWindowRounds });
    QCOMPARE(finished.windowFirstRound, 0u);
    // The rounds saved before the kills are kept as measured, not measured again.
    for (size_t round = 0; round < killed.rounds.size(); ++round)
        QCOMPARE(finished.rounds[round].iops, killed.rounds[round].iops);
    // A finished run has nothing left to resume.
    const CliRun again = runCli(cli, arguments(state) << QStringLiteral("--resume"), dir.path());
    QCOMPARE(again.status, 2);
    QVERIFY2(again.err.contains(QLatin1String("has finished")), qPrintable(again.err));
}

QTEST_GUILESS_MAIN(TestPtsResume)
#include "tst_ptsresume.moc"
