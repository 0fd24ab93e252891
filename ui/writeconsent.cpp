#include "writeconsent.h"

#include "device/driveenumerator.h"
#include "device/writesafety.h"
#include "model/usererror.h"
#include "safetydialog.h"

#include <QLineEdit>

namespace ds {

WriteConsent::Result WriteConsent::ask(
    RunPlan& plan, const TargetChoice& target, const Confirm& confirm, QWidget* parent)
{
    if (!plan.writes())
        return {};
    QStringList devices;
    if (plan.kind() == TestKind::MultiTarget) {
        for (const QString& path : plan.targetPaths)
            if (path.startsWith(QLatin1String("/dev/")))
                devices += path;
    } else if (!target.testFile) {
        devices += plan.targetPath;
    }
    for (const QString& device : devices) {
        // The core's rules first (nothing mounted, swap or held), so the user is not asked to
        // confirm a run that would be refused anyway.
        try {
            checkDeviceWriteAllowed(device, device, DriveEnumerator());
        } catch (const UserError& error) {
            return { Answer::Refused, error.message() };
        }
        const QString description = plan.describe(true);
        QString typed;
        if (confirm) {
            typed = confirm(device, description);
        } else {
            // The drive's facts, to say which drive it is and what is on it.
            const std::optional<DriveFacts> drive = target.drive && target.drive->devicePath == device
                ? target.drive
                : DriveEnumerator().driveFor(device);
            SafetyDialog dialog(device, plan, drive, parent);
            if (dialog.exec() == QDialog::Accepted)
                typed = dialog.nameEdit()->text();
        }
        if (!SafetyDialog::matches(typed, device))
            return { Answer::Declined, tr("Write test not started: the device's name was not typed.") };
        plan.allowDestroy += device;
    }
    return {};
}

} // namespace ds
