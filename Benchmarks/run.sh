#!/usr/bin/env bash
# Reproduces the README's "Performance" table:
#   Benchmarks/run.sh            # fixtures + generated 0.5/5/50 MB pages, with Chromium when installed
#   Benchmarks/run.sh --harness  # also runs the ordo-one benchmarks (in-process collect/classify/fill)
# Columns: bare parse = Tests/Scripts/xmlfloor.c (libxml2 htmlReadFile + one tree walk, best of 3, in process);
# collect / fill = the release `formfill collect` (JSON to /dev/null) and `formfill fill` as whole processes
# (best of 3 wall time, so process start, about 10 ms, is included); peak RSS from /usr/bin/time;
# Chromium = JavaScript/collect.js in headless Chromium: in-page time and the whole browser run.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="${TMPDIR:-/tmp}/formfill-bench"
mkdir -p "$work"

command -v /usr/bin/time >/dev/null || { echo "run.sh: needs GNU time (apt-get install -y time)" >&2; exit 1; }
(cd "$root" && nice swift build -c release --product formfill >&2)
(cd "$here" && nice swift build -c release --product generate-page >&2)
cc -O2 -o "$work/xmlfloor" "$root/Tests/Scripts/xmlfloor.c" $(pkg-config --cflags --libs libxml-2.0)
formfill="$root/.build/release/formfill"
for size in 500K 5M 50M; do
    [ -s "$work/generated-$size.html" ] || "$here/.build/release/generate-page" "$size" "$work/generated-$size.html"
done
cat > "$work/vault.json" <<'JSON'
{"items": [{"id": "bench", "kind": "login", "urls": ["https://www.example.com/"], "username": "wile@example.com", "password": "correct horse battery staple"}]}
JSON

# best_of3 CMD...: prints "SECONDS PEAK_KB" of the fastest of three runs (wall time from the clock in ns; peak
# RSS of that run from GNU time).
best_of3() {
    local best="" rss=""
    for _ in 1 2 3; do
        local start end kb t
        start=$(date +%s%N)
        kb=$( { /usr/bin/time -f '%M' "$@" >/dev/null 2>/dev/null; } 2>&1 | tail -n1)
        end=$(date +%s%N)
        t=$(awk "BEGIN{print ($end - $start) / 1e9}")
        if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; rss=$kb; fi
    done
    echo "$best $rss"
}

chromium=""
command -v chromium >/dev/null && chromium=yes
printf '| page | size | bare parse | collect | ratio | MB/s | fill | ratio | peak RSS (collect) | Chromium collect.js (in page / whole run) | browser ÷ collect |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n'
pages=("$root"/Fixtures/pages/*.html "$work"/generated-500K.html "$work"/generated-5M.html "$work"/generated-50M.html)
for page in "${pages[@]}"; do
    name=$(basename "$page" .html)
    bytes=$(stat -c %s "$page")
    url=https://www.example.com/checkout
    sidecar="${page%.html}.json"
    [ -f "$sidecar" ] && url=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("url","https://www.example.com/"))' "$sidecar")
    floor_ms=$("$work/xmlfloor" "$page" 3 | sed -E 's/.*: ([0-9.]+) ms/\1/')
    read -r collect_s collect_kb < <(best_of3 "$formfill" collect "$page" --url "$url")
    read -r fill_s _ < <(best_of3 "$formfill" fill "$page" --url "$url" --vault "$work/vault.json" --time 1700000000)
    browser="–"; speedup="–"
    if [ -n "$chromium" ]; then
        if result=$(nice python3 "$here/chromium_collect.py" "$page" 600 2>/dev/null); then
            read -r inpage wall _ <<<"$result"
            browser="${inpage} ms / ${wall} ms"
            speedup=$(awk "BEGIN{printf \"%.0fx\", $wall / ($collect_s * 1000)}")
        fi
    fi
    awk -v n="$name" -v b="$bytes" -v f="$floor_ms" -v c="$collect_s" -v fi="$fill_s" -v kb="$collect_kb" \
        -v br="$browser" -v sp="$speedup" 'BEGIN {
        size = b >= 1e6 ? sprintf("%.1f MB", b / 1e6) : sprintf("%.1f KB", b / 1e3)
        cms = c * 1000; fms = fi * 1000
        printf "| %s | %s | %.1f ms | %.0f ms | %.1fx | %.1f | %.0f ms | %.1fx | %.0f MB (%.1fx page) | %s | %s |\n",
            n, size, f, cms, cms / f, b / 1e6 / c, fms, fms / f, kb / 1024, kb * 1024 / b, br, sp }'
done

if [ "${1:-}" = "--harness" ]; then
    (cd "$here" && nice swift package benchmark --no-progress)
fi
