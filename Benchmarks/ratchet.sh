#!/bin/sh
# The performance ratchet (GitHub issue 37; Sources/Touchstone/Touchstone.docc/Performance.md, "The ratchet").
#
# Exact instruction and malloc counts of the reference scene, the hit-test trees and the SwiftUI
# list of issue 36, measured with callgrind on a release `touchstone-perf`, compared with the
# record in Benchmarks/ratchet.json.
# A count more than 2 % above its record, or more than 2 % below it (the record is stale and would
# let the next change spend the gain unseen), fails until the record is updated with a reason.
#
#   Benchmarks/ratchet.sh check                 build, measure, compare with the record (exit 1: differs)
#   Benchmarks/ratchet.sh record "reason"       build, measure, write the record with this reason
#   Benchmarks/ratchet.sh measure               build, measure, print the counts (one "name value" a line)
#   Benchmarks/ratchet.sh compare RECORD COUNTS compare a counts file with a record (no build, no valgrind)
#
# Environment: RATCHET_SCRATCH (SwiftPM scratch path, default Benchmarks/.build),
# RATCHET_BINARY (an already built touchstone-perf: skip the build), RATCHET_TOLERANCE (percent, default 2).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
record_file="$here/ratchet.json"
tolerance="${RATCHET_TOLERANCE:-2}"

# compare RECORD COUNTS: every count of RECORD's "counts" against the same name in COUNTS.
compare() {
    awk -v tolerance="$tolerance" '
        FNR == 1 { file++ }
        # The record: lines "    \"name\": value," inside "counts": { ... }.
        file == 1 && /"counts"[ \t]*:/ { inCounts = 1; next }
        file == 1 && inCounts && /}/ { inCounts = 0; next }
        file == 1 && inCounts {
            line = $0; gsub(/[",]/, "", line); split(line, kv, ":")
            name = kv[1]; gsub(/[ \t]/, "", name); value = kv[2]; gsub(/[ \t]/, "", value)
            if (name != "") { recorded[name] = value; order[++n] = name }
            next
        }
        file == 2 && NF >= 2 { measured[$1] = $2 }
        END {
            if (n == 0) { print "ratchet: no counts in the record"; exit 2 }
            failed = 0
            for (i = 1; i <= n; i++) {
                name = order[i]; r = recorded[name] + 0
                if (!(name in measured)) { printf "FAIL %-22s recorded %s, not measured\n", name, recorded[name]; failed = 1; continue }
                m = measured[name] + 0
                change = r == 0 ? (m == 0 ? 0 : 100) : (m - r) / r * 100
                verdict = "ok  "
                # Products, not the rounded percentage: exactly 2 % passes.
                if (m * 100 > r * (100 + tolerance) || (r == 0 && m > 0)) { verdict = "FAIL"; failed = 1 }
                else if (m * 100 < r * (100 - tolerance)) { verdict = "FAIL"; failed = 1 }
                printf "%s %-22s recorded %10s  measured %10s  %+6.1f %%\n", verdict, name, recorded[name], measured[name], change
            }
            if (failed) {
                print "ratchet: a count differs from Benchmarks/ratchet.json by more than " tolerance " %."
                print "If the change is meant, record it with its reason: Benchmarks/ratchet.sh record \"<reason>\""
                exit 1
            }
            print "ratchet: every count within " tolerance " % of the record"
        }
    ' "$1" "$2"
}

if [ "${1:-}" = compare ]; then
    [ $# -eq 3 ] || { echo "usage: ratchet.sh compare RECORD COUNTS" >&2; exit 2; }
    [ -r "$2" ] && [ -r "$3" ] || { echo "ratchet: cannot read $2 or $3" >&2; exit 2; }
    compare "$2" "$3"
    exit $?
fi

mode="${1:-check}"
case "$mode" in
    check|measure) ;;
    record) [ -n "${2:-}" ] || { echo "ratchet: record needs a reason: ratchet.sh record \"<reason>\"" >&2; exit 2; } ;;
    *) echo "usage: ratchet.sh check | record \"reason\" | measure | compare RECORD COUNTS" >&2; exit 2 ;;
esac
command -v valgrind >/dev/null || { echo "ratchet: valgrind is not installed" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/ratchet.XXXXXX")
trap 'rm -rf "$work"' EXIT

if [ -n "${RATCHET_BINARY:-}" ]; then
    cp "$RATCHET_BINARY" "$work/touchstone-perf"
else
    scratch="${RATCHET_SCRATCH:-$here/.build}"
    echo "ratchet: building touchstone-perf (release) in $scratch" >&2
    if ! (cd "$here" && swift build -c release --product touchstone-perf --scratch-path "$scratch" >"$work/build.log" 2>&1); then
        grep -E "error" "$work/build.log" | head -20 >&2
        echo "ratchet: the release build failed" >&2
        exit 2
    fi
    cp "$scratch/release/touchstone-perf" "$work/touchstone-perf"
fi
# valgrind 3.19 cannot read the DWARF 5 of Swift 6.3 binaries; the symbols stay without it.
strip --strip-debug "$work/touchstone-perf"

# Set<UITouch> and dictionaries hash with a per-process seed unless this is set: counts would wander.
export SWIFT_DETERMINISTIC_HASHING=1

# run NAME: callgrind one run of touchstone-perf with the remaining arguments into $work/NAME.
run() {
    out=$1; shift
    valgrind --tool=callgrind --callgrind-out-file="$work/$out" "$work/touchstone-perf" "$@" >/dev/null 2>"$work/$out.log" \
        || { cat "$work/$out.log" >&2; exit 2; }
}
# instructions FILE: the total instruction count of a callgrind file.
instructions() { awk '/^(summary|totals):/ { print $2; exit }' "$1"; }
# mallocs FILE: calls to malloc in a callgrind file (names are compressed: "(id) name" once, "(id)" after).
mallocs() {
    awk '
        /^c?fn=/ {
            s = $0; sub(/^c?fn=/, "", s)
            if (match(s, /^\([0-9]+\) /)) { id = substr(s, 1, RLENGTH - 1); names[id] = substr(s, RLENGTH + 1) }
            else if (match(s, /^\([0-9]+\)$/)) { id = s }
            else { id = s; names[id] = s }
            if ($0 ~ /^cfn=/) callee = names[id]
            next
        }
        /^calls=/ { split(substr($0, 7), c, " "); if (callee == "malloc") total += c[1]; next }
        END { print total + 0 }
    ' "$1"
}
# marginal NAME SMALL LARGE UNITS ARGS...: (I(LARGE) − I(SMALL)) / UNITS, also for mallocs.
marginal() {
    name=$1 small=$2 large=$3 units=$4; shift 4
    run "$name.a" "$@" --sequences "$small" --queries "$small"
    run "$name.b" "$@" --sequences "$large" --queries "$large"
    ia=$(instructions "$work/$name.a"); ib=$(instructions "$work/$name.b")
    ma=$(mallocs "$work/$name.a"); mb=$(mallocs "$work/$name.b")
    echo "$name $ia $ib $ma $mb $units" >>"$work/raw"
}

echo "ratchet: counting with callgrind (26 runs)" >&2
: >"$work/raw"
# The reference scene: 1,000 and 2,000 sequences differ by 7,000 events (Sources/Touchstone/Touchstone.docc/Performance.md).
marginal event.depth0 1000 2000 7000 reference --runs 1 --depth 0
marginal event.depth16 1000 2000 7000 reference --runs 1 --depth 16
marginal event.depth0.trace 1000 2000 7000 reference --runs 1 --depth 0 --trace
marginal event.depth16.trace 1000 2000 7000 reference --runs 1 --depth 16 --trace
# Moved events of a running pan and tap sequences (depth 0), per unit.
marginal moved 1000 2000 1000 moves --runs 1
marginal tap 1000 2000 1000 taps --runs 1
# Hit-tests of the two balanced trees, 20,000 queries apart.
marginal hittest.11110 20000 40000 20000 hits --views 11110
marginal hittest.16382 20000 40000 20000 hits --views 16382
# The SwiftUI list of issue 36 (SwiftUIListScreen: 50 rows, 202 views; iOS 18 linked on 18 unless
# named): a first build, a re-render, a frame of a running drag (also on iOS 17, through the
# hosting recogniser), and a frame of the same drag on the list built in UIKit.
marginal swiftui.build 5 10 5 swiftuicount build
marginal swiftui.rerender 5 10 5 swiftuicount rerender
marginal swiftui.drag 200 400 200 swiftuicount drag
marginal swiftui.drag.ios17 200 400 200 swiftuicount drag --ios 17
marginal uikit.drag 200 400 200 swiftuicount uikitdrag

awk '{
    ir = ($3 - $2) / $6; ml = ($5 - $4) / $6
    if ($1 == "tap" || $1 == "moved") {
        printf "%s %d\n", $1, int(ir + 0.5)
        printf "mallocs.%s %.2f\n", $1, ml
    } else printf "%s %d\n", $1, int(ir + 0.5)
}' "$work/raw" >"$work/counts"

case "$mode" in
    measure) cat "$work/counts" ;;
    check)
        recorded_toolchain=$(awk -F'"' '/"toolchain"/ { print $4; exit }' "$record_file")
        toolchain=$(swift --version 2>/dev/null | head -1)
        [ "$recorded_toolchain" = "$toolchain" ] || echo "ratchet: note: recorded with \"$recorded_toolchain\", this is \"$toolchain\""
        compare "$record_file" "$work/counts" ;;
    record)
        toolchain=$(swift --version 2>/dev/null | head -1)
        valgrind_version=$(valgrind --version)
        reason=$(printf '%s' "$2" | sed 's/\\/\\\\/g; s/"/\\"/g')
        {
            echo "{"
            echo "  \"toolchain\": \"$toolchain\","
            echo "  \"valgrind\": \"$valgrind_version\","
            echo "  \"recorded\": \"$(date -u +%Y-%m-%dT%H:%MZ)\","
            echo "  \"reason\": \"$reason\","
            echo "  \"counts\": {"
            awk '{ lines[NR] = "    \"" $1 "\": " $2 } END { for (i = 1; i <= NR; i++) print lines[i] (i < NR ? "," : "") }' "$work/counts"
            echo "  }"
            echo "}"
        } >"$record_file"
        cat "$record_file" ;;
esac
