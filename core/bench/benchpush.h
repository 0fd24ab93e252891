#pragma once

#include "bench/benchrun.h"
#include "bench/benchstore.h"

#include <QString>

#include <vector>

namespace ds {

// What a push did: runs the server did not have, runs it had already (a push is idempotent by each
// run's content hash), runs left in the queue for the next push because the server could not be
// reached, and the reason.
struct PushOutcome {
    int added = 0;
    int alreadyThere = 0;
    int queued = 0;
    QString unreachable; // why the queued runs were not sent; empty when all were
};

// $XDG_STATE_HOME/drivescope/bench-queue.json, else ~/.local/state/drivescope/bench-queue.json.
QString benchQueuePath();

// Sends the runs queued for `server` and then `runs` to it, each session's runs in one transaction (a
// dropped connection leaves no half run). What cannot be sent because the server is unreachable is
// kept in the queue file (written atomically) and sent by the next push. A server that refuses the
// write (a read-only role) throws UserError; nothing is queued then.
PushOutcome pushToBench(const BenchLocation& server, const std::vector<BenchRun>& runs, const QString& queuePath);

// How many runs wait in the queue for `server`.
int queuedRunCount(const BenchLocation& server, const QString& queuePath);

} // namespace ds
