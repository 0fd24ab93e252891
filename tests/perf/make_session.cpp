// Writes a session holding one surface scan of N zones (packed, as the CLI saves it), for
// tests/perf/large_session.sh:   perf_make_session ZONES FILE

#include "model/session.h"
#include "syntheticsurface.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

int main(int argc, char* argv[])
{
    QCoreApplication application(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s ZONES FILE\n", argv[0]);
        return 2;
    }
    ds::Session session = ds::Session::startNew(QStringLiteral("perf"));
    ds::SessionRun run;
    run.result = syntheticSurface(std::strtoull(argv[1], nullptr, 10), 200.0, 1);
    session.addRun(std::move(run));
    session.save(QString::fromLocal8Bit(argv[2]));
    return 0;
}
