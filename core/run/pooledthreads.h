#pragma once

namespace ds {

// Qt's pool threads (QThreadPool's, on which QtGui converts large images) are detached: one can still be
// ending when the process exits, its thread data not yet freed, and LeakSanitizer reports that data.
// Waits for the global pool's work and then, at most `timeoutMs`, for its threads to be gone.
void endPooledThreads(int timeoutMs = 1000);

} // namespace ds
