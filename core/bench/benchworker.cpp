#include "bench/benchworker.h"

#include <QMetaObject>
#include <QtGlobal>

#include <exception>

namespace ds {

BenchWorker::BenchWorker(QObject* parent)
    : QObject(parent)
    , m_inThread(new QObject)
{
    m_thread.setObjectName(QStringLiteral("bench"));
    m_inThread->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_inThread, &QObject::deleteLater);
    m_thread.start();
}

BenchWorker::~BenchWorker()
{
    // The store is closed on its own thread, after the work already queued (Qt SQL's connections belong
    // to the thread that opened them).
    QMetaObject::invokeMethod(
        m_inThread, [this]() { m_state.store.reset(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void BenchWorker::post(Work work)
{
    ++m_pending;
    QMetaObject::invokeMethod(
        m_inThread,
        [this, work = std::move(work)]() {
            std::function<void()> answer;
            try {
                answer = work(m_state);
            } catch (const std::exception& error) {
                // Work says its own UserErrors; anything else must not end the thread's event loop.
                qWarning("bench: %s", error.what());
            }
            // Delivered to this object's thread; dropped with this object if it is gone by then.
            QMetaObject::invokeMethod(
                this,
                [this, answer = std::move(answer)]() {
                    --m_pending;
                    if (answer)
                        answer();
                    emit answered();
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

} // namespace ds
