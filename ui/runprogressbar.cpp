#include "runprogressbar.h"

#include "translation.h"

namespace ds {

namespace {
    QString formatDuration(double seconds)
    {
        const int total = static_cast<int>(seconds + 0.5);
        if (total >= 3600)
            return QStringLiteral("%1:%2:%3")
                .arg(total / 3600)
                .arg(total / 60 % 60, 2, 10, QLatin1Char('0'))
                .arg(total % 60, 2, 10, QLatin1Char('0'));
        return QStringLiteral("%1:%2").arg(total / 60).arg(total % 60, 2, 10, QLatin1Char('0'));
    }
}

RunProgressBar::RunProgressBar(QWidget* parent)
    : QProgressBar(parent)
{
    setRange(0, 1000);
    setValue(0);
    setTextVisible(true);
    setFormat(QString());
    setMinimumWidth(320);
    setAccessibleName(tr("Progress"));
}

void RunProgressBar::showStarting()
{
    setValue(0);
    setFormat(tr("starting…"));
}

QString RunProgressBar::showProgress(const RunProgress& progress)
{
    setValue(static_cast<int>(progress.fraction * 1000));
    QString text = QStringLiteral("%1 %").arg(formatDecimal(progress.fraction * 100, 0));
    if (progress.etaSeconds >= 0)
        text += tr(" · ETA %1").arg(formatDuration(progress.etaSeconds));
    setFormat(text);
    QString status = progress.label;
    if (progress.megabytesPerSecond > 0)
        status += tr(" · %1 MB/s").arg(formatDecimal(progress.megabytesPerSecond, 1));
    if (progress.iops > 0)
        status += tr(" · %1 IOPS").arg(formatDecimal(progress.iops, 0));
    return status;
}

void RunProgressBar::showFinished(bool cancelled)
{
    setValue(cancelled ? value() : 1000);
    setFormat(cancelled ? tr("stopped") : tr("done"));
}

void RunProgressBar::showFailed()
{
    setValue(0);
    setFormat(tr("failed"));
}

} // namespace ds
