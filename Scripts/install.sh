#!/bin/sh
# Installs the touchstone command (DocumentationDecisions E7; the Getting started article):
#
#   Scripts/install.sh [--with-server] [--dry-run] [PREFIX]      (PREFIX defaults to ~/.local)
#
# builds it in release and puts
#   PREFIX/bin/touchstone                                      the command
#   PREFIX/share/touchstone/Touchstone_TouchstoneExamples.*    the bundled examples `demo` reads
# and, with --with-server or when the playground server was already built in release
# (Playground/.build/release/touchstone-serve), the live playground's server:
#   PREFIX/libexec/touchstone/touchstone-serve                 with its page and the examples beside it
#   PREFIX/bin/touchstone-serve                                a link to it (`touchstone serve` runs it)
# --dry-run prints the steps without doing them. Nothing outside PREFIX is written but the
# checkout's .build folders.
set -eu

usage() {
    echo "usage: Scripts/install.sh [--with-server] [--dry-run] [PREFIX]   (PREFIX defaults to ~/.local)"
}

with_server=no
dry_run=no
prefix=""
for argument in "$@"; do
    case "$argument" in
        --with-server) with_server=yes ;;
        --dry-run) dry_run=yes ;;
        -h|--help) usage; exit 0 ;;
        -*) echo "install.sh: unknown option $argument" >&2; usage >&2; exit 2 ;;
        *)
            if [ -n "$prefix" ]; then echo "install.sh: one PREFIX, not '$prefix' and '$argument'" >&2; exit 2; fi
            prefix=$argument ;;
    esac
done
[ -n "$prefix" ] || prefix="$HOME/.local"
case "$prefix" in
    /*) ;;
    *) prefix="$(pwd)/$prefix" ;;
esac

# The checkout this script belongs to, whatever the current folder.
root=$(CDPATH='' cd -- "$(dirname -- "$0")/.." && pwd)

step() {
    echo "+ $*"
    if [ "$dry_run" = no ]; then "$@"; fi
}

bundle() {  # the examples bundle's name in a build folder: .resources on Linux, .bundle on macOS
    if [ -d "$1/Touchstone_TouchstoneExamples.bundle" ]; then echo "Touchstone_TouchstoneExamples.bundle"
    else echo "Touchstone_TouchstoneExamples.resources"; fi
}

echo "Installing touchstone into $prefix (release build: a few minutes the first time)"
step swift build -c release --package-path "$root" --product touchstone
release="$root/.build/release"
examples=$(bundle "$release")
step mkdir -p "$prefix/bin" "$prefix/share/touchstone"
step rm -f "$prefix/bin/touchstone"
step cp "$release/touchstone" "$prefix/bin/touchstone"
step rm -rf "$prefix/share/touchstone/$examples"
step cp -R "$release/$examples" "$prefix/share/touchstone/$examples"

server_release="$root/Playground/.build/release"
if [ "$with_server" = yes ] || [ -x "$server_release/touchstone-serve" ]; then
    if [ "$with_server" = yes ]; then
        echo "Building the playground server (about 5 minutes on 2 cores the first time)"
        step swift build -c release --package-path "$root/Playground" --product touchstone-serve
    fi
    libexec="$prefix/libexec/touchstone"
    step mkdir -p "$libexec"
    step rm -rf "$libexec/touchstone-serve" "$libexec/TouchstonePlayground_TouchstoneServer.resources" "$libexec/$examples"
    step cp "$server_release/touchstone-serve" "$libexec/touchstone-serve"
    step cp -R "$server_release/TouchstonePlayground_TouchstoneServer.resources" "$libexec/TouchstonePlayground_TouchstoneServer.resources"
    step cp -R "$server_release/$(bundle "$server_release")" "$libexec/$examples"
    step ln -sf "$libexec/touchstone-serve" "$prefix/bin/touchstone-serve"
else
    echo "(the playground server is not installed: add --with-server to build and install it)"
fi

if [ "$dry_run" = yes ]; then echo "(dry run: nothing was built or copied)"; exit 0; fi
"$prefix/bin/touchstone" --help > /dev/null
case ":$PATH:" in
    *":$prefix/bin:"*) echo "Done: touchstone is on your PATH. Try: touchstone demo" ;;
    *) echo "Done. $prefix/bin is not on your PATH; add it, e.g.: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
