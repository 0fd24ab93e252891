#include "runpicker.h"

#include <QSignalBlocker>

namespace ds {

RunPicker::RunPicker(QWidget* parent)
    : QComboBox(parent)
{
    setObjectName(QStringLiteral("runPicker"));
    setToolTip(tr("The session holds several runs of this test: choose the one the page shows"));
    setAccessibleName(tr("Run shown"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    setMaximumWidth(520);
    connect(this, &QComboBox::activated, this, [this](int row) {
        const QVariant index = itemData(row);
        if (index.isValid())
            emit runChosen(index.value<qulonglong>());
    });
}

void RunPicker::setRuns(const Session& session, const std::vector<size_t>& runs, std::optional<size_t> shown)
{
    const QSignalBlocker blocker(this);
    clear();
    if (runs.size() < 2)
        return;
    for (size_t index : runs) {
        const SessionRun& run = session.runs[index];
        // Counted among the runs listed, not the session's: "Run 2 of 2" where the page has two. The
        // label first (the drive, the test, the date, or the user's name for it): a narrow picker
        // still tells the runs apart; the whole title and the run's number in the session in the tooltip.
        addItem(tr("Run %1 of %2 · %3")
                    .arg(count() + 1)
                    .arg(runs.size())
                    .arg(run.displayLabel(true) + run.partialNote(true)),
            QVariant::fromValue<qulonglong>(index));
        // %1 the run's title, %2 its number in the session, %3 the session's runs
        setItemData(count() - 1,
            tr("%1 (run %2 of the session's %3)").arg(run.title(true)).arg(run.id).arg(session.runs.size()),
            Qt::ToolTipRole);
        if (shown == index)
            setCurrentIndex(count() - 1);
    }
}

} // namespace ds
