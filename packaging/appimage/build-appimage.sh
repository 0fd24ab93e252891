#!/usr/bin/env bash
# Builds DriveScope as an AppImage, by hand (not in CI): a Release build installed into an AppDir,
# then linuxdeploy and its Qt plugin copy in the Qt libraries and plugins and pack the AppImage.
#
# usage: packaging/appimage/build-appimage.sh [--appdir-only] [--build-dir DIR] [--jobs N]
#
# linuxdeploy is not a Debian package: put linuxdeploy-x86_64.AppImage and
# linuxdeploy-plugin-qt-x86_64.AppImage (from the linuxdeploy project's releases) on PATH, or name
# them with LINUXDEPLOY=/path/to/linuxdeploy-x86_64.AppImage (the Qt plugin is looked up beside it
# and on PATH). Without them, or with --appdir-only, the script stops after making the AppDir.
#
# The AppImage holds the window and drivescope-cli. It leaves out the privileged helper and its
# polkit policy: polkit trusts only a policy and a helper installed system-wide, so raw device
# access from the AppImage goes through udisks2 (or run it as root).
set -euo pipefail

source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=$source_dir/build/appimage
appdir_only=0
jobs=2
app_id=io.github.drivescope.DriveScope

while [ $# -gt 0 ]; do
    case $1 in
    --appdir-only) appdir_only=1 ;;
    --build-dir) build_dir=$(realpath -m "$2"); shift ;;
    --jobs) jobs=$2; shift ;;
    -h | --help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument '$1' (try --help)" >&2; exit 2 ;;
    esac
    shift
done

appdir=$build_dir/AppDir

echo "== Configuring and building (Release) in $build_dir"
cmake -S "$source_dir" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
    -DDRIVESCOPE_BUILD_TESTS=OFF >/dev/null
cmake --build "$build_dir" -j "$jobs"

echo "== Installing into $appdir"
rm -rf "$appdir"
DESTDIR=$appdir cmake --install "$build_dir" --strip >/dev/null
rm -rf "$appdir/usr/libexec/drivescope" "$appdir/usr/share/polkit-1"
rmdir --ignore-fail-on-non-empty "$appdir/usr/libexec" 2>/dev/null || true

desktop_file=$appdir/usr/share/applications/$app_id.desktop
icon_file=$appdir/usr/share/icons/hicolor/256x256/apps/$app_id.png
for file in "$desktop_file" "$icon_file" "$appdir/usr/bin/drivescope-cli"; do
    [ -f "$file" ] || { echo "error: the install did not make $file" >&2; exit 1; }
done
if [ "$appdir_only" = 1 ]; then
    [ -x "$appdir/usr/bin/drivescope" ] || echo "warning: the window (drivescope) was not built" >&2
    echo "AppDir ready: $appdir"
    exit 0
fi
if [ ! -x "$appdir/usr/bin/drivescope" ]; then
    echo "error: the window (drivescope) was not built; the AppImage starts it, so there is nothing to pack" >&2
    exit 1
fi

linuxdeploy=${LINUXDEPLOY:-$(command -v linuxdeploy-x86_64.AppImage || command -v linuxdeploy || true)}
if [ -z "$linuxdeploy" ] || [ ! -x "$linuxdeploy" ]; then
    echo "AppDir ready: $appdir" >&2
    echo "error: linuxdeploy not found; put linuxdeploy-x86_64.AppImage and linuxdeploy-plugin-qt-x86_64.AppImage" >&2
    echo "on PATH or set LINUXDEPLOY (see the top of this script)" >&2
    exit 1
fi
# linuxdeploy finds its plugins on PATH, so make the directory it lives in part of it.
PATH="$(dirname "$(realpath "$linuxdeploy")"):$PATH"
export PATH

# The Qt plugin asks qmake where Qt lives; on Debian Qt 6's qmake is not the one on PATH.
if [ -z "${QMAKE:-}" ]; then
    for candidate in /usr/lib/qt6/bin/qmake "$(command -v qmake6 || true)"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then
            export QMAKE=$candidate
            break
        fi
    done
fi
# Native Wayland when qt6-wayland is installed on the building machine; X11 (xcb) always.
if [ -z "${EXTRA_PLATFORM_PLUGINS:-}" ] && [ -n "${QMAKE:-}" ] \
    && [ -f "$("$QMAKE" -query QT_INSTALL_PLUGINS)/platforms/libqwayland-generic.so" ]; then
    export EXTRA_PLATFORM_PLUGINS="libqwayland-generic.so;"
fi

echo "== Deploying Qt and packing with $linuxdeploy"
cd "$build_dir"
# AppImages made here carry no update information; VERSION names the file.
export VERSION
VERSION=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build_dir/CMakeCache.txt")
"$linuxdeploy" --appdir "$appdir" \
    --executable "$appdir/usr/bin/drivescope" --executable "$appdir/usr/bin/drivescope-cli" \
    --desktop-file "$desktop_file" --icon-file "$icon_file" \
    --plugin qt --output appimage

echo "AppImage: $(ls "$build_dir"/DriveScope-*.AppImage)"
