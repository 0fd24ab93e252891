#pragma once

#include "testpage.h"

#include <QCoreApplication>

#include <functional>

class QWidget;

namespace ds {

// The window's side of the write rules: before a run that writes to devices, each device must pass
// the core's rules (nothing mounted, swap or held) and then the user must type its name.
class WriteConsent {
    Q_DECLARE_TR_FUNCTIONS(WriteConsent)
public:
    // Asks for a device's name; returns what was typed. Tests replace the dialog with one.
    using Confirm = std::function<QString(const QString& devicePath, const QString& description)>;
    enum class Answer {
        Granted, // every device written was named; they are in plan.allowDestroy
        Refused, // the core refused a device: `message` says why
        Declined, // a name was not typed: `message` says the run did not start
    };
    struct Result {
        Answer answer = Answer::Granted;
        QString message;
    };

    // Asks for every device `plan` writes (none for a read or a test file), with `confirm` where set,
    // else with the safety dialog over `parent`.
    static Result ask(RunPlan& plan, const TargetChoice& target, const Confirm& confirm, QWidget* parent);
};

} // namespace ds
