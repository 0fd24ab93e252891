#include "sessiondocument.h"

#include "device/hostfacts.h"
#include "device/journalreplay.h"
#include "files/sessionfiles.h"
#include "model/fiointerop.h"
#include "model/usererror.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>

#include <algorithm>

namespace ds {

namespace {
    // Puts back the blocks of write tests that were interrupted (a crash, a power cut), as the CLI
    // does on every start; one line per journal for the user.
    QStringList replayJournalsAtStart()
    {
        QStringList lines;
        try {
            for (const JournalReplay& replay : replayPendingJournals())
                lines += replay.message();
        } catch (const UserError& error) {
            lines += error.message();
        }
        return lines;
    }

    const QString kRecentKey = QStringLiteral("sessions/recent");
}

SessionDocument::SessionDocument(std::function<TestPage*(TestKind)> pageFor, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_journalRepairs(replayJournalsAtStart())
    , m_pageFor(std::move(pageFor))
    , m_dialogParent(dialogParent)
    , m_session(Session::startNew(QStringLiteral("drivescope"), readHostFacts()))
{
}

void SessionDocument::takeOver(const SessionDocument& other)
{
    m_session = other.m_session;
    m_lastLibraryPath = other.m_lastLibraryPath;
    m_libraryCopies = other.m_libraryCopies;
    m_openedPath = other.m_openedPath;
}

std::optional<size_t> SessionDocument::shownRun(TestPage* page) const
{
    const auto shown = m_shownRuns.find(page);
    if (shown == m_shownRuns.end())
        return std::nullopt;
    return shown->second;
}

std::vector<size_t> SessionDocument::runsOf(TestKind kind) const
{
    std::vector<size_t> runs;
    // One entry per run of the window: the read and write sweeps of one run are shown together.
    for (size_t i = 0; i < m_session.runs.size(); ++i)
        if (pageKindOf(m_session.runs[i]) == kind && sessionRunGroup(m_session, i).front() == i)
            runs.push_back(i);
    return runs;
}

bool SessionDocument::showRun(size_t index)
{
    if (index >= m_session.runs.size())
        return false;
    const SessionRun& run = m_session.runs[index];
    const std::optional<TestKind> kind = pageKindOf(run);
    TestPage* target = kind ? m_pageFor(*kind) : nullptr;
    if (!target) {
        emit failed(tr("Cannot show the run"), tr("No page draws run %1 (%2).").arg(run.id, run.kindName()));
        return false;
    }
    const std::vector<size_t> group = sessionRunGroup(m_session, index);
    try {
        FinishedRun finished = FinishedRun::fromSession(m_session, group);
        target->runStarted(finished.plan);
        target->setCaveats(finished.caveatTexts());
        target->setAccounting(finished.accounting(), finished.unconfirmedParts());
        target->runFinished(std::move(finished));
    } catch (const UserError& error) {
        emit failed(tr("Cannot show the run"), error.message());
        return false;
    }
    m_shownRuns[target] = group.front();
    emit pageShown(target);
    emit message(tr("Showing run %1: %2").arg(run.id, run.title(true)));
    emit changed();
    return true;
}

void SessionDocument::recordRun(const FinishedRun& finished, TestPage* page)
{
    m_lastLibraryPath.clear();
    if (page) {
        page->setCaveats(finished.caveatTexts());
        page->setAccounting(finished.accounting(), finished.unconfirmedParts());
    }
    if (finished.runs.empty())
        return;
    if (page)
        m_shownRuns[page] = m_session.runs.size(); // the first of this run's results, as the picker lists it
    Session saved = Session::startNew(QStringLiteral("drivescope"), readHostFacts());
    for (const SessionRun& run : finished.runs) {
        m_session.addRun(run);
        saved.addRun(run);
    }
    m_libraryCopies.resize(m_session.runs.size() - saved.runs.size());
    try {
        const QString path = newLibraryPathFor(saved.runs.front());
        saveSession(saved, path);
        m_lastLibraryPath = path;
        for (const SessionRun& run : saved.runs)
            m_libraryCopies.emplace_back(path, run.id);
        emit savedToLibrary(path);
    } catch (const UserError& error) {
        emit failed(tr("The run was not saved"), error.message());
    }
    m_libraryCopies.resize(m_session.runs.size());
}

void SessionDocument::renameRun(size_t index, const QString& label)
{
    if (index >= m_session.runs.size())
        return;
    m_session.runs[index].label = label.trimmed();
    updateLibraryCopy(index);
    emit changed();
}

void SessionDocument::retagRun(size_t index, const QStringList& tags)
{
    if (index >= m_session.runs.size())
        return;
    m_session.runs[index].tags = tags;
    updateLibraryCopy(index);
    emit changed();
}

bool SessionDocument::keepInLibrary()
{
    // A file opened from the library itself is indexed already.
    const QString library = QDir(sessionLibraryDirectory()).canonicalPath();
    if (!m_openedPath.isEmpty() && !library.isEmpty() && QFileInfo(m_openedPath).canonicalPath() == library)
        return true;
    Session copy = m_session;
    copy.runs.clear();
    std::vector<size_t> indices;
    for (size_t i = 0; i < m_session.runs.size(); ++i)
        if (!libraryCopyOf(i)) {
            copy.runs.push_back(m_session.runs[i]);
            indices.push_back(i);
        }
    if (indices.empty())
        return true;
    try {
        const QString path = newLibraryPathFor(copy.runs.front());
        saveSession(copy, path);
        m_libraryCopies.resize(m_session.runs.size());
        for (const size_t i : indices)
            m_libraryCopies[i] = { path, m_session.runs[i].id };
        emit savedToLibrary(path);
    } catch (const UserError& error) {
        emit failed(tr("The runs were not saved in the library"), error.message());
        return false;
    }
    return true;
}

std::optional<std::pair<QString, QString>> SessionDocument::libraryCopyOf(size_t index) const
{
    if (index >= m_libraryCopies.size() || m_libraryCopies[index].first.isEmpty())
        return std::nullopt;
    return m_libraryCopies[index];
}

void SessionDocument::updateLibraryCopy(size_t index)
{
    const std::optional<std::pair<QString, QString>> copy = libraryCopyOf(index);
    if (!copy)
        return;
    try {
        Session saved = loadSession(copy->first);
        const auto run = std::find_if(
            saved.runs.begin(), saved.runs.end(), [&](const SessionRun& one) { return one.id == copy->second; });
        if (run == saved.runs.end())
            throw UserError(tr("%1 no longer holds run %2").arg(copy->first, copy->second));
        run->label = m_session.runs[index].label;
        run->tags = m_session.runs[index].tags;
        saveSession(saved, copy->first);
    } catch (const UserError& error) {
        emit failed(tr("The library's copy of the run was not changed"), error.message());
    }
}

bool SessionDocument::saveAs(const QString& path)
{
    try {
        saveSession(m_session, path);
    } catch (const UserError& error) {
        emit failed(tr("Cannot save the session"), error.message());
        return false;
    }
    addRecentSession(path);
    emit message(tr("Session saved to %1").arg(path));
    return true;
}

bool SessionDocument::open(const QString& path)
{
    Session session;
    try {
        // fio's JSON output and CrystalDiskMark's or KDiskMark's text reports open as a session of imported runs.
        session = loadSessionOrFioOutput(path);
    } catch (const UserError& error) {
        emit failed(tr("Cannot open the session"), error.message());
        return false;
    }
    // The last run of each kind goes to its page; runs no page draws are counted.
    std::vector<std::pair<TestPage*, const SessionRun*>> shown;
    int notShown = 0;
    QString problems;
    for (const SessionRun& run : session.runs) {
        const std::optional<TestKind> kind = pageKindOf(run);
        TestPage* target = kind ? m_pageFor(*kind) : nullptr;
        if (!target) {
            ++notShown;
            continue;
        }
        auto same
            = std::find_if(shown.begin(), shown.end(), [target](const auto& entry) { return entry.first == target; });
        if (same != shown.end())
            same->second = &run;
        else
            shown.emplace_back(target, &run);
    }
    TestPage* last = nullptr; // the page of the session's latest run, shown when the file opens
    const SessionRun* latest = nullptr;
    std::map<TestPage*, size_t> shownRuns;
    for (const auto& [target, run] : shown) {
        try {
            // With the runs saved together with it: a block-size run's read sweep before its write sweep.
            const std::vector<size_t> group = sessionRunGroup(session, static_cast<size_t>(run - session.runs.data()));
            FinishedRun finished = FinishedRun::fromSession(session, group);
            target->runStarted(finished.plan);
            target->setCaveats(finished.caveatTexts());
            target->setAccounting(finished.accounting(), finished.unconfirmedParts());
            target->runFinished(std::move(finished));
            shownRuns[target] = group.front();
            if (!latest || run > latest) {
                latest = run;
                last = target;
            }
        } catch (const UserError& error) {
            problems += tr("\nRun %1: %2").arg(run->id, error.message());
        }
    }
    m_session = std::move(session);
    m_libraryCopies.assign(m_session.runs.size(), {}); // an opened file's runs are saved with Save As
    m_openedPath = path;
    m_shownRuns = std::move(shownRuns);
    addRecentSession(path);
    if (last)
        emit pageShown(last);
    QString text = tr("Opened %1: %n run(s)", nullptr, static_cast<int>(m_session.runs.size())).arg(path);
    if (notShown > 0)
        text += tr("; %n run(s) of tests without a page here", nullptr, notShown);
    emit message(text);
    emit changed();
    if (!problems.isEmpty()) {
        emit failed(tr("Some runs cannot be shown"), text + problems);
        return last != nullptr;
    }
    return true;
}

void SessionDocument::saveInteractive()
{
    QFileDialog dialog(
        m_dialogParent, tr("Save session"), sessionLibraryDirectory(), tr("DriveScope sessions (*.json)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    // A name typed without .json gets it, before the dialog asks about overwriting: Open lists *.json.
    dialog.setDefaultSuffix(QStringLiteral("json"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    QString path = dialog.selectedFiles().constFirst();
    // A native dialog may ignore the default suffix.
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    saveAs(path);
}

QString SessionDocument::chooseFileToOpen() const
{
    return QFileDialog::getOpenFileName(m_dialogParent, tr("Open session"), sessionLibraryDirectory(),
        tr("Sessions, fio JSON output and CrystalDiskMark or KDiskMark reports (*.json *.txt);;All files (*)"));
}

QStringList SessionDocument::recentSessions() { return QSettings().value(kRecentKey).toStringList(); }

void SessionDocument::addRecentSession(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = recentSessions();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecentSessions)
        recent.removeLast();
    QSettings().setValue(kRecentKey, recent);
    emit recentSessionsChanged(recent);
}

} // namespace ds
