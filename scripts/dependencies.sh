#!/usr/bin/env bash
# Installs the Debian 12 packages DriveScope needs to build, test and benchmark, if any are missing.
# Sourced by run.sh and test.sh; uses sudo when not root.

drivescope_packages=(
    build-essential cmake ninja-build pkg-config clang-format
    qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-l10n-tools libgl-dev
    # Qt Charts needs Qt OpenGL's CMake files, which qt6-base-dev only recommends.
    libqt6opengl6-dev
    # Packaging: icons rendered from the SVG, freedesktop validators, the .deb's dependency list.
    librsvg2-bin desktop-file-utils appstream dpkg-dev binutils
    libfmt-dev liburing-dev libfuse3-dev fuse3
    # The test suite makes real block devices and filesystems (btrfs with compression too); the perf
    # scripts compare with fio.
    util-linux mount e2fsprogs btrfs-progs fio jq linux-perf
    # The window: SVG export and icons; screenshots for the README and the manual under a virtual X server.
    qt6-svg-dev xvfb xauth
    # clang builds the asan preset (in two thirds of GCC's time) and the session loader's libFuzzer target.
    clang libclang-rt-14-dev
    # A second build on the same machine recompiles only what changed; the asan preset links
    # with lld (four times faster than ld.bfd on the suites' executables).
    ccache lld
    # The Bench: Qt SQL's SQLite and PostgreSQL drivers; the tests start a PostgreSQL 15 server of their own.
    libqt6sql6-sqlite libqt6sql6-psql postgresql
)

install_dependencies() {
    local missing=()
    local package
    for package in "${drivescope_packages[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$package")
        fi
    done
    if [ ${#missing[@]} -eq 0 ]; then
        return 0
    fi
    echo "Installing: ${missing[*]}"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null; then
            echo "error: these packages are missing and there is no sudo to install them: ${missing[*]}" >&2
            return 1
        fi
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}
