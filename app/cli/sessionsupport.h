#pragma once

#include "model/session.h"
#include "output.h"
#include "run/benchmarks/runcontext.h"
#include "run/runrecording.h"

#include "commandline.h"

#include <memory>

// Every finished run of drivescope-cli goes into a session file: the library in the XDG data
// directory by default, --session FILE to choose the file, --no-save to skip it.

namespace ds::cli {

// --session FILE, --no-save, --label and --tag.
void addSessionOptions(OptionList& options);
// The run's tags from every --tag (each may hold a comma-separated list), normalised; a UserError names a
// bad one.
QStringList sessionTags(const CommandLine& parser);
// What is watched and waited for around a test: --temperature-interval, and the cool-down before each
// test (--cool-below, --cool-idle, --cool-limit).
void addMonitorOptions(OptionList& options);

// The run recording (run/runrecording) of the command being run, from its monitor options
// (--temperature-interval, --cool-below, --cool-idle, --cool-limit; a UserError names a bad one): the
// functions below record into it while it lives. One at a time.
class CommandRecording {
public:
    explicit CommandRecording(const CommandLine& parser);
    ~CommandRecording();
    CommandRecording(const CommandRecording&) = delete;
    CommandRecording& operator=(const CommandRecording&) = delete;

private:
    std::unique_ptr<RunRecording> m_recording;
};

// Right after parsing, before any I/O: refuses --session where the run could not be saved at the end
// (a directory, a device, a file that is no session, a place that cannot be written) and --session
// with --no-save. A run of hours must not end with "the session was not saved". Throws UserError.
void checkSessionOptions(const CommandLine& parser);

// Called as a target is opened: notes the device's I/O counters, so that I/O by others during the
// run shows up as a caveat.
void noteTargetOpened(const TargetInfo& target);

// The context a command runs its test in: with --cool-below or --cool-idle, the cool-down is attached (the
// runners wait before their steps and repeats) and waited for once now, before the test. Call it after
// the targets are opened (noteTargetOpened), right before the test.
RunContext coolingContext(RunContext context);

// A --json result document with the run's "caveats" and "deviceAccounting" added.
QJsonObject withRunNotes(QJsonObject document, const SessionResult& result);

// Prints the caveats next to the figures (stdout under a table, stderr beside JSON or CSV), then
// saves the run unless --no-save. Returns false, after printing why, when the file could not be
// written.
bool recordSessionRun(const CommandLine& parser, SessionResult result, OutputFormat format);

// The end of a command whose result is printed: records it (recordSessionRun) and gives the exit
// status, kExitFailure when it was not saved, kExitCancelled when it was stopped, else kExitOk.
int recordAndExit(const CommandLine& parser, SessionResult result, OutputFormat format);

} // namespace ds::cli
