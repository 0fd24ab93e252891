#!/usr/bin/env bash
# Installs what is missing, builds a Release DriveScope and starts its window. Without a display, or
# with arguments (which are the quick suite's), it runs the command-line quick suite instead; its
# default target is a 1 GiB test file in ~/.cache/drivescope that is deleted afterwards.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/dependencies.sh
install_dependencies

cmake --preset release -DDRIVESCOPE_BUILD_TESTS=OFF >/dev/null
cmake --build --preset release

gui=build/release/app/drivescope
if [ $# -eq 0 ] && [ -x "$gui" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
    exec "$gui"
fi
exec build/release/app/drivescope-cli quick "$@"
