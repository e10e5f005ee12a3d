#!/usr/bin/env bash
# Reproduces the README's "Performance" table:
#   Benchmarks/run.sh            # fixtures + generated 0.5/5/50 MB pages, with Chromium when installed
#   Benchmarks/run.sh --harness  # also runs the ordo-one benchmarks (in-process collect/classify/fill)
#   FIXTURES='login-*' CHROMIUM_MAX_BYTES=100000000 Benchmarks/run.sh   # fewer fixtures; Chromium on every page
# Chromium runs only on pages up to CHROMIUM_MAX_BYTES (default 6 MB, so the 5 MB page is included): loading
# the 5 MB page takes Chromium about 3 minutes, the 50 MB one far longer.
# Columns: bare parse = Tests/Scripts/xmlfloor.c (libxml2 htmlReadFile + one tree walk); collect / fill = the
# release `formfill collect` (JSON to /dev/null) and `formfill fill`; all three as whole processes, each time
# given as "wall / CPU" (medians of RUNS runs, default 5; CPU = user + system; process start included; formfill
# uses every core on pages with 1,024 fields or more, so its wall time can be below its CPU time); MB/s = page
# bytes per second of collect's wall time; peak RSS from wait4; Chromium = JavaScript/collect.js in headless
# Chromium: in-page time and the whole browser run (wall), divided by collect's wall time.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="${TMPDIR:-/tmp}/formfill-bench"
mkdir -p "$work"

# The CLI as README's "Installing the command-line tool" builds it: a release build with the Swift runtime and
# Foundation linked in (--static-swift-stdlib). Its own scratch path keeps it apart from the plain builds of
# development, which would otherwise relink everything on each switch.
(cd "$root" && nice swift build -c release --static-swift-stdlib --product formfill --scratch-path "$root/.build/static" >&2)
cc -O2 -o "$work/xmlfloor" "$root/Tests/Scripts/xmlfloor.c" $(pkg-config --cflags --libs libxml-2.0)
formfill="$root/.build/static/release/formfill"
for size in 500K 5M 50M; do
    if [ ! -s "$work/generated-$size.html" ]; then
        [ -x "$here/.build/release/generate-page" ] || (cd "$here" && nice swift build -c release --product generate-page >&2)
        "$here/.build/release/generate-page" "$size" "$work/generated-$size.html"
    fi
done
cat > "$work/vault.json" <<'JSON'
{"items": [{"id": "bench", "kind": "login", "urls": ["https://www.example.com/"], "username": "wile@example.com", "password": "correct horse battery staple"}]}
JSON

# measure CMD...: "WALL_S CPU_S PEAK_KB EXIT", medians of RUNS runs (Benchmarks/measure.py).
measure() { python3 "$here/measure.py" "${RUNS:-5}" "$@"; }

chromium=""
command -v chromium >/dev/null && chromium=yes
printf '| page | size | bare parse | collect | ratio (wall / CPU) | MB/s | fill | ratio (wall / CPU) | peak RSS bare / collect / fill | Chromium collect.js (in page / whole run) | browser run ÷ collect |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n'
# FIXTURES=NONE (or a glob) narrows the fixture rows.
fixtures=("$root"/Fixtures/pages/${FIXTURES:-*}.html)
[ -e "${fixtures[0]}" ] || fixtures=()
pages=("${fixtures[@]}" "$work"/generated-500K.html "$work"/generated-5M.html "$work"/generated-50M.html)
for page in "${pages[@]}"; do
    name=$(basename "$page" .html)
    bytes=$(stat -c %s "$page")
    url=https://www.example.com/checkout
    sidecar="${page%.html}.json"
    [ -f "$sidecar" ] && url=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("url","https://www.example.com/"))' "$sidecar")
    read -r floor_w floor_c floor_kb _ < <(measure "$work/xmlfloor" "$page" 1)
    read -r collect_w collect_c collect_kb _ < <(measure "$formfill" collect "$page" --url "$url")
    # Fixtures fill from the shared test vault (their sidecar names the item), generated pages from a login for
    # example.com. A page with nothing to fill reports its exit code instead of a time.
    vault="$work/vault.json"; item=()
    if [ -f "$sidecar" ]; then
        vault="$root/Fixtures/vault.json"
        fill_item=$(python3 -c 'import json,sys; print((json.load(open(sys.argv[1])).get("fill") or {}).get("item",""))' "$sidecar")
        [ -n "$fill_item" ] && item=(--item "$fill_item")
    fi
    read -r fill_w fill_c fill_kb fill_exit < <(measure "$formfill" fill "$page" --url "$url" --vault "$vault" "${item[@]}" --time 1700000000)
    browser="–"; speedup="–"
    if [ -n "$chromium" ] && [ "$bytes" -le "${CHROMIUM_MAX_BYTES:-6000000}" ]; then
        if result=$(nice python3 "$here/chromium_collect.py" "$page" 600 2>/dev/null); then
            read -r inpage wall _ <<<"$result"
            browser="${inpage} ms / ${wall} ms"
            speedup=$(awk -v w="$wall" -v c="$collect_w" 'BEGIN{printf "%.0fx", w / (c * 1000)}')
        fi
    fi
    awk -v n="$name" -v b="$bytes" -v fw="$floor_w" -v fc="$floor_c" -v fkb="$floor_kb" -v cw="$collect_w" -v cc="$collect_c" \
        -v ckb="$collect_kb" -v iw="$fill_w" -v ic="$fill_c" -v ikb="$fill_kb" -v ie="$fill_exit" -v br="$browser" -v sp="$speedup" 'BEGIN {
        size = b >= 1e6 ? sprintf("%.1f MB", b / 1e6) : sprintf("%.1f KB", b / 1e3)
        if (ie != 0) { fill = "exit " ie; fillratio = "–" }
        else { fill = sprintf("%.0f / %.0f ms", iw * 1000, ic * 1000); fillratio = sprintf("%.2fx / %.2fx", iw / fw, ic / fc) }
        printf "| %s | %s | %.0f / %.0f ms | %.0f / %.0f ms | %.2fx / %.2fx | %.1f | %s | %s | %.0f / %.0f / %.0f MB | %s | %s |\n",
            n, size, fw * 1000, fc * 1000, cw * 1000, cc * 1000, cw / fw, cc / fc, b / 1e6 / cw, fill, fillratio,
            fkb / 1024, ckb / 1024, ikb / 1024, br, sp }'
done

if [ "${1:-}" = "--harness" ]; then
    (cd "$here" && nice swift package benchmark --no-progress)
fi
