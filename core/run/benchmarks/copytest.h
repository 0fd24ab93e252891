#pragma once

#include "model/results/copytestresult.h"
#include "model/results/results.h"

#include <QJsonObject>
#include <QString>
#include <atomic>
#include <functional>
#include <vector>

namespace ds {

// The install test of the old reviews: times copying a large file and a tree of many small files
// within one filesystem and between two, with real reads and writes through a fixed buffer and an
// fsync (syncfs for the tree) at the end, so the time includes reaching the disk. The sources are
// written and synced first and dropped from the page cache before every copy. Everything it makes
// lives in one directory per target, removed on the way out (errors and Ctrl-C included).
class CopyTest {
public:
    using ProgressCallback = std::function<void(const QString& what, double fraction)>;

    explicit CopyTest(CopyTestOptions options);
    void setCancelFlag(const std::atomic<bool>* cancel) { m_cancel = cancel; }
    void setProgressCallback(ProgressCallback callback) { m_progress = std::move(callback); }

    // Throws UserError (bad directory, no room) before writing anything.
    CopyTestResult run();

private:
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    CopyTestOptions m_options;
    const std::atomic<bool>* m_cancel = nullptr;
    ProgressCallback m_progress;
};

} // namespace ds
