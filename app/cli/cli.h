#pragma once

namespace ds {

// The whole of drivescope-cli; main() only calls this. Returns the exit status.
int runCli(int argc, char* argv[]);

} // namespace ds
