#!/usr/bin/env bash
# docs/cli.md against drivescope-cli's own help, both ways: every command and every long option the
# CLI has must be documented, and every command and option the page documents must still exist.
#
#   check_cli_docs.sh DRIVESCOPE_CLI CLI_MD
#
# What counts in CLI_MD:
# - a command's section: a heading "## `NAME`…"; it runs to the next "## " heading;
# - an option's entry: a bullet or table row that starts with it, "- `--name …`" or "| `--name …`".
#   Entries in a command's section are that command's; entries outside every command's section are
#   shared ("Options every test command takes", the global ones) and may document any command's;
# - an example: a line in a ```sh block that starts "drivescope-cli NAME"; its options must be NAME's;
# - a mention: "`--name" anywhere else (a backtick right before the dashes); it must be some option.
# A command's help may show options the command does not act on (the shared parsers add them), so a
# command's own entries are checked against its help, and its help against its own and the shared ones.
set -euo pipefail
if [ $# -ne 2 ]; then
    echo "usage: $0 DRIVESCOPE_CLI CLI_MD" >&2
    exit 2
fi
cli=$1
doc=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Every command first replays interrupted rewrite journals and checks where its session would go:
# keep both away from the user's own directories. render needs a Qt platform without a display.
export HOME=$work/home XDG_STATE_HOME=$work/state XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache \
    XDG_CONFIG_HOME=$work/config QT_QPA_PLATFORM=offscreen
# sort and comm must agree on one order whatever the caller's locale.
export LC_ALL=C
mkdir -p "$HOME"

failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

# Long options of a help text: those an option line starts with ("  --name", "  -h, --name").
help_options() {
    grep -oE '^  (-[^ ,-], )?--[a-z][a-z0-9-]*' "$1" | sed -E 's/.*--//' | sort -u
}

"$cli" --help >"$work/help" || { fail "drivescope-cli --help failed"; exit 1; }
# Commands: the words two spaces in under "Commands:" (continuation lines are indented further).
awk '/^Commands:/ { on = 1; next } on && /^$/ { exit } on && /^  [a-z]/ { print $1 }' "$work/help" |
    sort -u >"$work/commands"
if [ "$(wc -l <"$work/commands")" -lt 10 ]; then
    fail "drivescope-cli --help lists $(wc -l <"$work/commands") commands; its Commands: block was not read"
fi
help_options "$work/help" >"$work/global"
cp "$work/global" "$work/union"
while read -r command; do
    if ! "$cli" "$command" --help >"$work/help.$command" 2>"$work/err.$command"; then
        fail "drivescope-cli $command --help failed: $(head -3 "$work/err.$command")"
        continue
    fi
    help_options "$work/help.$command" >"$work/options.$command"
    if [ ! -s "$work/options.$command" ]; then
        fail "drivescope-cli $command --help shows no options; its help was not read"
    fi
    cat "$work/options.$command" >>"$work/union"
done <"$work/commands"
sort -u -o "$work/union" "$work/union"

# The page as records: "heading NAME", "entry SECTION NAME", "example COMMAND NAME", "mention NAME".
# SECTION is the command of the section the line is in, or * outside every command's section.
awk '
    function options(text, kind, where,    rest) {
        rest = text
        while (match(rest, /--[a-z][a-z0-9-]*/)) {
            if (kind != "mention" || substr(rest, RSTART - 1, 1) == "`")
                print kind, where, substr(rest, RSTART + 2, RLENGTH - 2)
            rest = substr(rest, RSTART + RLENGTH)
        }
    }
    /^```/ { code = !code; next }
    code {
        if ($1 == "sudo") { $1 = ""; $0 = $0 }
        if ($1 == "drivescope-cli" && $2 ~ /^[a-z]/) options($0, "example", $2)
        next
    }
    /^## / {
        section = "*"
        if (match($0, /^## `[a-z][a-z0-9-]*`/)) {
            section = substr($0, RSTART + 4, RLENGTH - 5)
            print "heading", section
        }
        next
    }
    /^[-|] `--[a-z]/ {
        match($0, /`--[a-z][a-z0-9-]*/)
        print "entry", (section == "" ? "*" : section), substr($0, RSTART + 3, RLENGTH - 3)
        options(substr($0, RSTART + RLENGTH), "mention", "")
        next
    }
    { options($0, "mention", "") }
' "$doc" >"$work/records"

awk '$1 == "heading" { print $2 }' "$work/records" | sort -u >"$work/documented_commands"
awk '$1 == "entry" && $2 == "*" { print $3 }' "$work/records" | sort -u >"$work/shared"

# Commands, both ways.
comm -23 "$work/commands" "$work/documented_commands" | while read -r command; do
    echo "FAIL: command '$command' is not documented: docs/cli.md has no '## \`$command\`' section"
done | tee -a "$work/failed"
comm -13 "$work/commands" "$work/documented_commands" | while read -r command; do
    echo "FAIL: docs/cli.md documents command '$command', which drivescope-cli --help does not list"
done | tee -a "$work/failed"

# Each command: what its help shows is documented; what its section lists and its examples use, it has.
while read -r command; do
    [ -f "$work/options.$command" ] || continue
    awk -v c="$command" '$1 == "entry" && $2 == c { print $3 }' "$work/records" | sort -u >"$work/own.$command"
    sort -u "$work/own.$command" "$work/shared" >"$work/documented.$command"
    comm -23 "$work/options.$command" "$work/documented.$command" | while read -r option; do
        echo "FAIL: $command: --$option (in 'drivescope-cli $command --help') is not documented in its section or the shared options"
    done
    comm -13 "$work/options.$command" "$work/own.$command" | while read -r option; do
        echo "FAIL: $command: docs/cli.md documents --$option, which 'drivescope-cli $command --help' does not show"
    done
    awk -v c="$command" '$1 == "example" && $2 == c { print $3 }' "$work/records" | sort -u |
        comm -23 - "$work/options.$command" | while read -r option; do
        echo "FAIL: $command: an example in docs/cli.md uses --$option, which 'drivescope-cli $command --help' does not show"
    done
done <"$work/commands" | tee -a "$work/failed"

# Anything else the page names must be an option of some command (or of drivescope-cli itself).
awk '($1 == "entry" && $2 == "*") || $1 == "mention" { print $NF }' "$work/records" | sort -u |
    comm -23 - "$work/union" | while read -r option; do
    echo "FAIL: docs/cli.md mentions --$option, which no command of drivescope-cli has"
done | tee -a "$work/failed"
awk '$1 == "example" { print $2 }' "$work/records" | sort -u | comm -23 - "$work/commands" | while read -r command; do
    echo "FAIL: docs/cli.md has an example of command '$command', which drivescope-cli does not have"
done | tee -a "$work/failed"
comm -23 "$work/global" "$work/shared" | while read -r option; do
    echo "FAIL: drivescope-cli --$option is not documented in docs/cli.md"
done | tee -a "$work/failed"

failures=$((failures + $(grep -c . "$work/failed" || true)))
if [ "$failures" -ne 0 ]; then
    echo "$failures problem(s): docs/cli.md and drivescope-cli disagree"
    exit 1
fi
echo "docs/cli.md documents all $(wc -l <"$work/commands") commands and $(wc -l <"$work/union") options of drivescope-cli, and nothing more"
