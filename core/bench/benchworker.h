#pragma once

#include "bench/benchstore.h"

#include <QObject>
#include <QThread>

#include <functional>
#include <memory>

namespace ds {

// The bench read and written on a thread of its own, so that a large library's first index or a slow
// server never holds the window. The store lives on that thread (Qt SQL's connections belong to the
// thread that opened them); work is done there in the order it was posted, and each piece of work hands
// back what to do with its answer, which runs on the thread that owns this object.
class BenchWorker : public QObject {
    Q_OBJECT
public:
    // What the work may use: touched only on the worker's thread.
    struct State {
        std::unique_ptr<BenchStore> store;
    };
    // Runs on the worker's thread; returns what to do on this object's thread with the answer.
    using Work = std::function<std::function<void()>(State&)>;

    explicit BenchWorker(QObject* parent = nullptr);
    // Waits for the work under way; answers not yet delivered are dropped.
    ~BenchWorker() override;
    BenchWorker(const BenchWorker&) = delete;
    BenchWorker& operator=(const BenchWorker&) = delete;

    void post(Work work);
    // Work posted and not yet answered.
    int pending() const { return m_pending; }
    bool isWorkerThread() const { return QThread::currentThread() == &m_thread; }

signals:
    // An answer was delivered (after its continuation ran).
    void answered();

private:
    QThread m_thread;
    QObject* m_inThread; // lives on m_thread; work is queued to it
    State m_state;
    int m_pending = 0;
};

} // namespace ds
