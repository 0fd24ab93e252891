#include "run/pooledthreads.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QThread>
#include <QThreadPool>

namespace ds {

namespace {

    // Whether a thread of this process still bears a pool thread's name ("Thread (pooled)", cut to the
    // kernel's 15 characters; the class's name where none was set).
    bool pooledThreadRemains()
    {
        const QDir tasks(QStringLiteral("/proc/self/task"));
        for (const QString& task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile comm(tasks.filePath(task + QStringLiteral("/comm")));
            if (!comm.open(QIODevice::ReadOnly))
                continue;
            const QByteArray name = comm.readAll().trimmed();
            if (name.startsWith("Thread (pooled") || name.startsWith("QThreadPoolThre"))
                return true;
        }
        return false;
    }

} // namespace

void endPooledThreads(int timeoutMs)
{
    QThreadPool::globalInstance()->waitForDone();
    QElapsedTimer waited;
    waited.start();
    while (pooledThreadRemains() && waited.elapsed() < timeoutMs)
        QThread::usleep(200);
}

} // namespace ds
