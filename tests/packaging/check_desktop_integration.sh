#!/usr/bin/env bash
# Checks the desktop integration files against the freedesktop validators and against each other:
# one id for the desktop file, the AppStream metainfo and the icons; the metainfo's newest release is
# the project's version; every hicolor PNG is a real PNG of its size.
#
# usage: check_desktop_integration.sh desktop|metainfo|icons SOURCE_DIR PROJECT_VERSION ICON_BUILD_DIR
set -euo pipefail

mode=$1
source_dir=$2
project_version=$3
icon_build_dir=$4

app_id=io.github.drivescope.DriveScope
desktop_file=$source_dir/packaging/$app_id.desktop
metainfo_file=$source_dir/packaging/$app_id.metainfo.xml
icon_svg=$source_dir/resources/icons/app/$app_id.svg
icon_sizes=(16 22 24 32 48 64 128 256 512)

failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

need() {
    if ! command -v "$1" >/dev/null; then
        echo "FAIL: $1 is not installed (Debian: $2; scripts/dependencies.sh lists it)" >&2
        exit 1
    fi
}

# The value of KEY in the [Desktop Entry] group.
desktop_value() {
    awk -F= -v key="$1" '/^\[/ { group = $0 } group == "[Desktop Entry]" && $1 == key { print substr($0, length(key) + 2); exit }' "$desktop_file"
}

# Width and height of a PNG, read from its IHDR chunk (bytes 16..23, big-endian), after checking
# the 8-byte signature.
png_size() {
    local signature
    signature=$(od -An -tx1 -N8 "$1" | tr -d ' \n')
    if [ "$signature" != 89504e470d0a1a0a ]; then
        echo "not-a-png"
        return
    fi
    local width height
    width=$(od -An -tu1 -j16 -N4 "$1" | awk '{ print ($1 * 16777216) + ($2 * 65536) + ($3 * 256) + $4 }')
    height=$(od -An -tu1 -j20 -N4 "$1" | awk '{ print ($1 * 16777216) + ($2 * 65536) + ($3 * 256) + $4 }')
    echo "${width}x${height}"
}

case $mode in
desktop)
    need desktop-file-validate desktop-file-utils
    if ! desktop-file-validate "$desktop_file"; then
        fail "desktop-file-validate rejects $desktop_file"
    fi
    [ "$(desktop_value Icon)" = "$app_id" ] || fail "Icon= is '$(desktop_value Icon)', expected $app_id"
    [ "$(desktop_value Exec)" = drivescope ] || fail "Exec= is '$(desktop_value Exec)', expected drivescope"
    [ "$(desktop_value Type)" = Application ] || fail "Type= is '$(desktop_value Type)'"
    ;;
metainfo)
    need appstreamcli appstream
    # --no-net: CI and packaging machines may have no network; the screenshot URLs are not fetched.
    if ! appstreamcli validate --no-net --explain "$metainfo_file"; then
        fail "appstreamcli rejects $metainfo_file"
    fi
    grep -q "<id>$app_id</id>" "$metainfo_file" || fail "metainfo <id> is not $app_id"
    grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo_file" \
        || fail "metainfo does not launch $app_id.desktop"
    newest_release=$(grep -o '<release version="[^"]*"' "$metainfo_file" | head -n 1 | cut -d'"' -f2)
    [ "$newest_release" = "$project_version" ] \
        || fail "newest metainfo release is '$newest_release' but the project is $project_version: add a <release>"
    # Screenshots point at the repository's docs/ (rendered by scripts/screenshots.sh): each must be there.
    screenshots=$(grep -o '<image>[^<]*</image>' "$metainfo_file" | sed 's|<image>\(.*\)</image>|\1|' || true)
    [ -n "$screenshots" ] || fail "metainfo has no screenshots"
    for url in $screenshots; do
        case $url in
        */main/docs/*.png) [ -f "$source_dir/docs/${url##*/main/docs/}" ] || fail "screenshot $url: no docs/${url##*/main/docs/}" ;;
        *) fail "screenshot $url is not a PNG in the repository's docs/" ;;
        esac
    done
    for binary in drivescope drivescope-cli; do
        grep -q "<binary>$binary</binary>" "$metainfo_file" || fail "metainfo does not provide $binary"
    done
    ;;
icons)
    [ -f "$icon_svg" ] || fail "no scalable icon $icon_svg"
    grep -q '<svg' "$icon_svg" || fail "$icon_svg is not an SVG"
    for size in "${icon_sizes[@]}"; do
        png=$icon_build_dir/${size}x${size}/apps/$app_id.png
        if [ ! -f "$png" ]; then
            fail "missing $png (is rsvg-convert from librsvg2-bin installed?)"
            continue
        fi
        actual=$(png_size "$png")
        [ "$actual" = "${size}x${size}" ] || fail "$png is $actual, expected ${size}x${size}"
    done
    ;;
*)
    echo "usage: $0 desktop|metainfo|icons SOURCE_DIR PROJECT_VERSION ICON_BUILD_DIR" >&2
    exit 2
    ;;
esac

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "$mode: all checks passed"
