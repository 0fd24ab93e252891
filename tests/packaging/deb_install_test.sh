#!/usr/bin/env bash
# Builds the .deb from this build tree with cpack, installs it with apt, runs the installed programs
# and removes the package again, leaving the machine as it was: it refuses to start (skips) when
# DriveScope is already installed or any file of the package already exists, and afterwards purges
# the package and exactly the packages apt pulled in for it (also on failure, from a trap).
#
# usage: deb_install_test.sh BUILD_DIR CPACK PROJECT_VERSION EXPECT_GUI EXPECT_HELPER EXPECT_POLICY
# Exit status: 0 passed, 1 failed, 77 skipped (not root, no apt, or it would clobber something).
set -euo pipefail

build_dir=$1
cpack=$2
project_version=$3
expect_gui=$4
expect_helper=$5
expect_policy=$6

app_id=io.github.drivescope.DriveScope
package=drivescope
skip=77

skip_because() {
    echo "SKIP: $*"
    exit $skip
}

failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

[ "$(id -u)" -eq 0 ] || skip_because "installing a package needs root"
for tool in apt-get dpkg dpkg-deb dpkg-query flock readelf strings; do
    command -v "$tool" >/dev/null || skip_because "$tool is not available (not a Debian system?)"
done

# Two build trees on one machine must not install the same package at once.
lock_dir=/run/lock
[ -d "$lock_dir" ] || lock_dir=/tmp
exec 9>"$lock_dir/drivescope-deb-test.lock"
flock -w 600 9 || skip_because "another DriveScope package test held the lock for 10 minutes"

if [[ "$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)" == *"ok installed" ]]; then
    skip_because "the $package package is already installed here; this test would replace and remove it"
fi

work=$(mktemp -d /tmp/drivescope-deb-test.XXXXXX)
chmod 755 "$work" # apt's _apt user reads the .deb from here
installed=0
installed_before=$work/installed-before

installed_packages() {
    dpkg-query -W -f='${Package}:${Architecture} ${db:Status-Abbrev}\n' | awk '$2 ~ /^ii/ { print $1 }' | sort
}

remove_package() {
    DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq -o DPkg::Lock::Timeout=300 "$package" >/dev/null
    # Purge exactly what apt installed for us, nothing that was there before.
    local pulled_in
    pulled_in=$(comm -13 "$installed_before" <(installed_packages))
    if [ -n "$pulled_in" ]; then
        echo "Removing the packages apt pulled in: $pulled_in"
        # shellcheck disable=SC2086
        DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq -o DPkg::Lock::Timeout=300 $pulled_in >/dev/null
    fi
    installed=0
}

cleanup() {
    if [ "$installed" -eq 1 ]; then
        echo "Cleaning up: removing $package"
        remove_package || echo "WARNING: could not remove $package; run: apt-get purge $package" >&2
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# --- Build the package ----------------------------------------------------------------------------
echo "Building the .deb with cpack"
if ! "$cpack" --config "$build_dir/CPackConfig.cmake" -G DEB -B "$work/package" >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log" >&2
    echo "FAIL: cpack could not build the package" >&2
    exit 1
fi
debs=("$work"/package/"${package}"_*.deb)
[ -f "${debs[0]}" ] || { echo "FAIL: cpack made no ${package}_*.deb" >&2; exit 1; }
deb=${debs[0]}
echo "Built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

# --- Control fields -------------------------------------------------------------------------------
version=$(dpkg-deb -f "$deb" Version)
[ "$version" = "$project_version" ] || fail "package version is '$version', expected $project_version"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
depends_on() {
    # A dependency named exactly like the pattern, at the start of an alternative.
    local alternatives=${depends//[,|]/$'\n'}
    grep -Eq "^ *($1)( |$)" <<<"$alternatives"
}
for library in 'libc6' 'libstdc\+\+6' 'libqt6core6' 'libfmt[0-9]+' 'liburing[0-9]+' 'libqt6sql6-sqlite'; do
    depends_on "$library" || fail "Depends lacks $library"
done
if [ "$expect_gui" = 1 ]; then
    for library in 'libqt6widgets6' 'libqt6charts6'; do
        depends_on "$library" || fail "Depends lacks $library, which the window links"
    done
fi

# --- Layout ---------------------------------------------------------------------------------------
dpkg-deb -c "$deb" | awk '{ print $NF }' | sed 's|^\./|/|' >"$work/contents"
expected_files=(
    /usr/bin/drivescope-cli
    "/usr/share/applications/$app_id.desktop"
    "/usr/share/metainfo/$app_id.metainfo.xml"
    "/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
    /usr/share/doc/drivescope/copyright
)
for size in 16 22 24 32 48 64 128 256 512; do
    expected_files+=("/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
# The man pages and the bash completion, written from drivescope-cli's command table.
doc_files=(/usr/share/man/man1/drivescope-cli.1 /usr/share/bash-completion/completions/drivescope-cli)
if [ "$expect_gui" = 1 ]; then doc_files+=(/usr/share/man/man1/drivescope.1); fi
if [ "$expect_gui" = 1 ]; then expected_files+=(/usr/bin/drivescope); fi
if [ "$expect_policy" = 1 ]; then expected_files+=("/usr/share/polkit-1/actions/$app_id.policy"); fi
programs=(/usr/bin/drivescope-cli)
if [ "$expect_gui" = 1 ]; then programs+=(/usr/bin/drivescope); fi

dpkg-deb -x "$deb" "$work/tree"

# The helper: pkexec runs it only at the path the polkit policy names, and the programs start it
# from the path compiled into them, so the package must put it exactly there.
policy=$work/tree/usr/share/polkit-1/actions/$app_id.policy
if [ "$expect_helper" = 1 ] && [ "$expect_policy" != 1 ]; then
    fail "drivescope-helper is built but there is no packaging/$app_id.policy for pkexec"
fi
if [ -f "$policy" ]; then
    helper_path=$(grep -o 'org.freedesktop.policykit.exec.path">[^<]*' "$policy" | cut -d'>' -f2 || true)
    if [ -z "$helper_path" ]; then
        fail "the polkit policy names no org.freedesktop.policykit.exec.path"
    else
        case $helper_path in
        /usr/libexec/*) ;;
        *) fail "the polkit policy's helper $helper_path is not under /usr/libexec" ;;
        esac
        [ "$expect_helper" = 1 ] || fail "the polkit policy names $helper_path but no drivescope-helper is built"
        expected_files+=("$helper_path")
        programs+=("$helper_path")
        # QStringLiteral keeps the path as UTF-16, so look at 8- and 16-bit strings both.
        cli=$work/tree/usr/bin/drivescope-cli
        compiled=$({ strings -a "$cli"; strings -a -el "$cli"; } \
            | grep -oE '/[[:alnum:]_./-]*/libexec/[[:alnum:]_./-]*drivescope-helper' | sort -u || true)
        [ "$compiled" = "$helper_path" ] \
            || fail "drivescope-cli starts the helper from '$compiled' but the package installs it at $helper_path" \
                "(the path is compiled from CMAKE_INSTALL_PREFIX, which the package needs to be /usr)"
    fi
fi

for file in "${expected_files[@]}" "${doc_files[@]}"; do
    grep -qxF "$file" "$work/contents" || fail "the package lacks $file"
done

# The man page renders, with a section per command; the completion parses and completes.
man_page=$work/tree/usr/share/man/man1/drivescope-cli.1
if [ -f "$man_page" ] && command -v man >/dev/null; then
    MANWIDTH=100 man -l "$man_page" >"$work/man.txt" 2>"$work/man.err" || fail "man -l cannot render drivescope-cli.1: $(cat "$work/man.err")"
    for section in NAME SYNOPSIS COMMANDS 'DRIVESCOPE-CLI RUN' 'DRIVESCOPE-CLI SUSTAINED' 'EXIT STATUS'; do
        grep -q "^$section" "$work/man.txt" || fail "drivescope-cli(1) has no section $section"
    done
    if [ -s "$work/man.err" ]; then fail "man -l warns about drivescope-cli.1: $(cat "$work/man.err")"; fi
else
    echo "man is not available: drivescope-cli(1) is not rendered (Debian: man-db)"
fi
completion=$work/tree/usr/share/bash-completion/completions/drivescope-cli
if [ -f "$completion" ]; then
    bash -n "$completion" || fail "the bash completion does not parse"
    if [ -f /usr/share/bash-completion/bash_completion ]; then
        completes() { # WORDS… : what bash offers for the last word
            bash -c 'source /usr/share/bash-completion/bash_completion; source "$0"
                COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
                _drivescope_cli; printf "%s\n" "${COMPREPLY[@]}"' "$completion" "$@"
        }
        # grep without -q reads all: an early exit would break the pipe, and pipefail the test.
        completes drivescope-cli sus | grep -x sustained >/dev/null || fail "the completion does not offer 'sustained'"
        completes drivescope-cli sustained --a | grep -x -- --allow-destroy >/dev/null \
            || fail "the completion does not offer sustained's --allow-destroy"
        if completes drivescope-cli sustained --w | grep -x -- --write >/dev/null; then
            fail "the completion offers --write to sustained, which does not take it"
        fi
    else
        echo "bash-completion is not installed: the completion is only parsed"
    fi
fi
outside_usr=$(grep -v '^/usr/' "$work/contents" | grep -vxE '/|/usr' || true)
[ -z "$outside_usr" ] || fail "the package installs outside /usr: $outside_usr"

# The metainfo must find its desktop file where the package puts it.
if command -v appstreamcli >/dev/null; then
    appstreamcli validate-tree --no-net --explain "$work/tree" >"$work/validate-tree.log" 2>&1 \
        || fail "appstreamcli validate-tree rejects the package's files: $(cat "$work/validate-tree.log")"
fi
if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed before installing" >&2
    exit 1
fi

# Installing over a file that no package owns (a `cmake --install` by hand, say) would replace it and
# removing the package would delete it: leave such a machine alone.
while read -r path; do
    case $path in */) continue ;; esac
    if [ -e "$path" ] && [ ! -d "$path" ]; then
        skip_because "$path already exists on this machine; the package would overwrite it"
    fi
done <"$work/contents"

# --- Install and run ------------------------------------------------------------------------------
installed_packages >"$installed_before"
echo "Installing with apt-get"
installed=1
if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=300 \
    "$deb" >"$work/apt.log" 2>&1; then
    cat "$work/apt.log" >&2
    echo "FAIL: apt-get could not install the package" >&2
    exit 1
fi

for file in "${expected_files[@]}"; do
    [ -e "$file" ] || fail "$file is not on the system after installing"
done

# Where dpkg installs man pages (a container's path-exclude may drop them), `man drivescope-cli` finds it.
if [ -f /usr/share/man/man1/drivescope-cli.1 ] && command -v man >/dev/null; then
    man drivescope-cli >"$work/man-installed.txt" 2>&1 || true
    grep -q 'drivescope-cli sustained' "$work/man-installed.txt" \
        || fail "man drivescope-cli does not show the installed page: $(head -3 "$work/man-installed.txt")"
elif [ ! -f /usr/share/man/man1/drivescope-cli.1 ]; then
    echo "dpkg left out /usr/share/man here (path-exclude): man drivescope-cli is not tried"
fi

cd /
cli_output=$(/usr/bin/drivescope-cli --version 2>&1) || fail "drivescope-cli --version failed: $cli_output"
echo "drivescope-cli --version: $cli_output"
grep -qF "$project_version" <<<"$cli_output" || fail "drivescope-cli --version does not print $project_version"

if [ "$expect_gui" = 1 ]; then
    # A runtime directory of our own, or Qt makes /tmp/runtime-root and leaves it behind.
    mkdir -m 700 "$work/runtime"
    gui_output=$(XDG_RUNTIME_DIR=$work/runtime QT_QPA_PLATFORM=offscreen timeout 60 /usr/bin/drivescope --help 2>&1) \
        || fail "drivescope --help failed: $gui_output"
    echo "drivescope --help: $(grep -m 1 'Usage:' <<<"$gui_output" || echo "$gui_output")"
    grep -q 'Usage:' <<<"$gui_output" || fail "drivescope --help prints no usage"
fi

# Installed programs must not reach back into the build tree, and the helper must not be setuid
# (pkexec grants it root, nothing else).
for binary in "${programs[@]}"; do
    rpath=$(readelf -d "$binary" | grep -E 'R(UN)?PATH' || true)
    [ -z "$rpath" ] || fail "$binary has an RPATH/RUNPATH: $rpath"
    if [ -u "$binary" ] || [ -g "$binary" ]; then
        fail "$binary is setuid or setgid"
    fi
    missing_libraries=$(ldd "$binary" | grep 'not found' || true)
    [ -z "$missing_libraries" ] || fail "$binary misses libraries: $missing_libraries"
done

# --- Remove ---------------------------------------------------------------------------------------
echo "Removing the package"
remove_package
for file in "${expected_files[@]}"; do
    [ ! -e "$file" ] || fail "$file is still there after removing the package"
done
if ! diff -u "$installed_before" <(installed_packages) >"$work/package-diff"; then
    fail "the installed packages differ from before: $(cat "$work/package-diff")"
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "The package builds, installs, runs and removes cleanly"
