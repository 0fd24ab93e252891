#pragma once

#include "model/session.h"
#include "testpage.h"

#include <QObject>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace ds {

// The window's session: every run the window finished (each also saved to the session library), or
// the runs of the file opened last; which run each page shows; Save As, Open and the recent files;
// and, before anything else, the repair of interrupted write tests. It speaks through signals, which
// the window shows in its status line and message boxes.
class SessionDocument : public QObject {
    Q_OBJECT
public:
    // `pageFor`: the page that draws a test, or nullptr. `dialogParent`: the window, for file dialogs.
    SessionDocument(std::function<TestPage*(TestKind)> pageFor, QWidget* dialogParent);

    const Session& session() const { return m_session; }
    // Where the last finished run was saved in the session library; empty when it was not.
    QString lastLibraryPath() const { return m_lastLibraryPath; }
    // What the start found in interrupted write tests' journals and did about it.
    const QStringList& journalRepairs() const { return m_journalRepairs; }

    // Adds a finished run to the session and saves it in the library; `page` shows it.
    void recordRun(const FinishedRun& finished, TestPage* page);
    // Writes the session to `path`; false (with the reason reported) when it cannot.
    bool saveAs(const QString& path);
    // Loads a session file and shows its runs in their pages; false (with the reason reported) for a
    // file that is not a session. Touches no device.
    bool open(const QString& path);
    // Asks for a file name and saves there.
    void saveInteractive();
    // Asks which session file to open; empty when the user cancelled.
    QString chooseFileToOpen() const;
    // This window's session and library path in another window (a window rebuilt in a new language).
    void takeOver(const SessionDocument& other);

    // The session files opened or saved last, newest first (at most kMaxRecentSessions).
    static QStringList recentSessions();
    static constexpr int kMaxRecentSessions = 10;

    // Shows run `index` of the session (0-based) in its page; false (with the reason reported) when no
    // page draws it.
    bool showRun(size_t index);
    // Names run `index` of the session (SessionRun::label; empty: its default); saved with the session, and in
    // the library's copy of a run the window made (so the bench and a reopen see the name too).
    void renameRun(size_t index, const QString& label);
    // Tags run `index` (SessionRun::tags, already normalised); saved like a name.
    void retagRun(size_t index, const QStringList& tags);
    // The library file and run id a run of the window was saved as; nullopt for a run of an opened file.
    std::optional<std::pair<QString, QString>> libraryCopyOf(size_t index) const;
    // Saves the runs no library file holds (those of a file opened from outside the library) into the
    // library, once, with the session's own facts: the library's bench then holds every run the window
    // shows. False, with the reason reported, when they cannot be saved.
    bool keepInLibrary();
    // The session run the page shows; nullopt when it shows none from the session.
    std::optional<size_t> shownRun(TestPage* page) const;
    const std::map<TestPage*, size_t>& shownRuns() const { return m_shownRuns; }
    // The first run of each of the window's runs of `kind` (a block-size run's sweeps are one).
    std::vector<size_t> runsOf(TestKind kind) const;

signals:
    // A line for the status bar.
    void message(const QString& text);
    // A finished run was saved in the library at `path`.
    void savedToLibrary(const QString& path);
    void failed(const QString& title, const QString& message);
    // A page now shows a run of the session; the window turns to it.
    void pageShown(TestPage* page);
    // The session or what the pages show changed.
    void changed();
    void recentSessionsChanged(const QStringList& recent);

private:
    void addRecentSession(const QString& path);
    // Writes run `index`'s name and tags into its library copy, where it has one.
    void updateLibraryCopy(size_t index);

    // First of all: interrupted write tests are repaired before any drive is shown.
    QStringList m_journalRepairs;
    std::function<TestPage*(TestKind)> m_pageFor;
    QWidget* m_dialogParent;
    Session m_session;
    QString m_lastLibraryPath;
    // Per run of m_session: the library file it was saved in and its id there; empty for an opened file's run.
    std::vector<std::pair<QString, QString>> m_libraryCopies;
    QString m_openedPath; // the file opened last, whose runs are the session's first
    std::map<TestPage*, size_t> m_shownRuns; // which session run each page shows
};

} // namespace ds
