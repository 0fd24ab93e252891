#pragma once

#include "run/runner/runupdates.h"

#include <QProgressBar>

namespace ds {

// The status bar's progress of a run: the share done and the time left, then how the run ended.
class RunProgressBar : public QProgressBar {
    Q_OBJECT
public:
    explicit RunProgressBar(QWidget* parent = nullptr);

    void showStarting();
    // The bar and its text for `progress`; returns the status line (what runs, MB/s, IOPS).
    QString showProgress(const RunProgress& progress);
    // A stopped run's bar stays where it stopped.
    void showFinished(bool cancelled);
    void showFailed();
};

} // namespace ds
