#!/usr/bin/env bash
# Reproduces the tables of docs/performance.md (and the README's short one):
#   Benchmarks/run.sh            # fixtures + six generated page shapes at 0.5, 5 and 50 MB
#   Benchmarks/run.sh --harness  # also runs the ordo-one benchmarks (in-process collect/classify/fill)
#   FIXTURES=NONE SHAPES='stress small-forms' SIZES='5M' RUNS=11 Benchmarks/run.sh   # a narrower run
#   CHROMIUM_MAX_BYTES=6000000 Benchmarks/run.sh   # Chromium's collect.js on pages up to 6 MB too
# Shapes (Benchmarks/Sources/PageGenerator): store, stress, long-selects, small-forms, content.
# Columns: bare parse = Benchmarks/bareparse.c (libxml2 htmlReadFile + one walk, printing before xmlFreeDoc, as
# formfill exits without freeing its page); collect / fill = the release `formfill collect` (JSON to /dev/null)
# and `formfill fill`; all three as whole processes, run interleaved (one of each in turn), each time given as
# "wall / CPU" (medians of RUNS runs, default 5; CPU = user + system; process start included; formfill uses every
# core on pages with 1,024 fields or more, so its wall time can be below its CPU time); ratios are to the bare
# parse; MB/s = page bytes per second of collect's wall time; peak RSS from wait4 (the largest of the runs).
# Then the linearity table: wall (CPU) milliseconds per MB at each size, per shape. At 50 MB, store, stress,
# small-forms and long-selects have more than 50,000 controls: collect and fill keep the first 50,000 fields
# (Limits.maxFields, with a warning), so those rows parse the whole page but build a part of its fields; only
# content is collected in full at 50 MB (docs/performance.md, "The pages").
# Chromium (JavaScript/collect.js in headless Chromium, in-page time and the whole browser run) runs only on pages
# up to CHROMIUM_MAX_BYTES (default 0: off; loading a 5 MB page takes Chromium about 3 minutes).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="${TMPDIR:-/tmp}/formfill-bench"
mkdir -p "$work"

# The CLI as README's "Installing the command-line tool" builds it: a release build with the Swift runtime and
# Foundation linked in (--static-swift-stdlib). Its own scratch path keeps it apart from the plain builds of
# development, which would otherwise relink everything on each switch.
(cd "$root" && nice swift build -c release --static-swift-stdlib --product formfill --scratch-path "$root/.build/static" >&2)
cc -O2 -o "$work/bareparse" "$here/bareparse.c" $(pkg-config --cflags --libs libxml-2.0)
formfill="${FORMFILL:-$root/.build/static/release/formfill}"
shapes=(${SHAPES:-store stress long-selects small-forms content framework-css})
sizes=(${SIZES:-500K 5M 50M})
for shape in "${shapes[@]}"; do
    for size in "${sizes[@]}"; do
        if [ ! -s "$work/$shape-$size.html" ]; then
            [ -x "$here/.build/release/generate-page" ] || (cd "$here" && nice swift build -c release --product generate-page >&2)
            "$here/.build/release/generate-page" "$shape" "$size" "$work/$shape-$size.html"
        fi
    done
done
cat > "$work/vault.json" <<'JSON'
{"items": [{"id": "bench", "kind": "login", "urls": ["https://www.example.com/"], "username": "wile@example.com", "password": "correct horse battery staple"}]}
JSON

chromium=""
command -v chromium >/dev/null && chromium=yes
results="$work/results.tsv"
: > "$results"
printf '| page | size | bare parse | collect | ratio (wall / CPU) | MB/s | fill | ratio (wall / CPU) | peak RSS bare / collect / fill | Chromium collect.js (in page / whole run) |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n'
# FIXTURES=NONE (or a glob) narrows the fixture rows.
fixtures=("$root"/Fixtures/pages/${FIXTURES:-*}.html)
[ -e "${fixtures[0]}" ] || fixtures=()
pages=("${fixtures[@]}")
for shape in "${shapes[@]}"; do for size in "${sizes[@]}"; do pages+=("$work/$shape-$size.html"); done; done
for page in "${pages[@]}"; do
    name=$(basename "$page" .html)
    bytes=$(stat -c %s "$page")
    url=https://www.example.com/checkout
    sidecar="${page%.html}.json"
    [ -f "$sidecar" ] && url=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("url","https://www.example.com/"))' "$sidecar")
    # Fixtures fill from the shared test vault (their sidecar names the item), generated pages from a login for
    # example.com. A page with nothing to fill is still timed; its exit code is shown beside the time.
    vault="$work/vault.json"; item=()
    if [ -f "$sidecar" ]; then
        vault="$root/Fixtures/vault.json"
        fill_item=$(python3 -c 'import json,sys; print((json.load(open(sys.argv[1])).get("fill") or {}).get("item",""))' "$sidecar")
        [ -n "$fill_item" ] && item=(--item "$fill_item")
    fi
    {
        read -r floor_w floor_c floor_kb _
        read -r collect_w collect_c collect_kb _
        read -r fill_w fill_c fill_kb fill_exit
    } < <(python3 "$here/measure.py" "${RUNS:-5}" "$work/bareparse" "$page" \
        -- "$formfill" collect "$page" --url "$url" \
        -- "$formfill" fill "$page" --url "$url" --vault "$vault" "${item[@]}" --time 1700000000)
    browser="–"
    if [ -n "$chromium" ] && [ "$bytes" -le "${CHROMIUM_MAX_BYTES:-0}" ]; then
        if result=$(nice python3 "$here/chromium_collect.py" "$page" 600 2>/dev/null); then
            read -r inpage wall _ <<<"$result"
            browser="${inpage} ms / ${wall} ms"
        fi
    fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$bytes" "$floor_w" "$collect_w" "$fill_w" "$floor_c" "$collect_c" "$fill_c" >> "$results"
    awk -v n="$name" -v b="$bytes" -v fw="$floor_w" -v fc="$floor_c" -v fkb="$floor_kb" -v cw="$collect_w" -v cc="$collect_c" \
        -v ckb="$collect_kb" -v iw="$fill_w" -v ic="$fill_c" -v ikb="$fill_kb" -v ie="$fill_exit" -v br="$browser" 'BEGIN {
        size = b >= 1e6 ? sprintf("%.1f MB", b / 1e6) : sprintf("%.1f KB", b / 1e3)
        fill = sprintf("%.0f / %.0f ms", iw * 1000, ic * 1000)
        if (ie != 0) fill = fill " (exit " ie ")"
        printf "| %s | %s | %.0f / %.0f ms | %.0f / %.0f ms | %.2fx / %.2fx | %.1f | %s | %.2fx / %.2fx | %.0f / %.0f / %.0f MB | %s |\n",
            n, size, fw * 1000, fc * 1000, cw * 1000, cc * 1000, cw / fw, cc / fc, b / 1e6 / cw, fill, iw / fw, ic / fc,
            fkb / 1024, ckb / 1024, ikb / 1024, br }'
done

# Linearity: milliseconds per MB of page, wall (CPU), per shape and size (a linear cost keeps each cell's three
# figures level; the process start weighs on the smallest page; CPU is the steadier figure on a busy machine).
if [ "${#sizes[@]}" -gt 1 ]; then
    printf '\n| shape | ms/MB at %s: bare parse, wall (CPU) | collect | fill |\n|---|---:|---:|---:|\n' "${sizes[*]}"
    for shape in "${shapes[@]}"; do
        awk -F'\t' -v s="$shape" -v sizes="${sizes[*]}" 'BEGIN { n = split(sizes, order, " ") }
            { for (i = 1; i <= n; i++) if ($1 == s "-" order[i]) { mb = $2 / 1e6
                for (k = 0; k < 3; k++) cell[k, i] = sprintf("%.0f (%.0f)", $(3 + k) * 1000 / mb, $(6 + k) * 1000 / mb) } }
            END { line = "| " s
                  for (k = 0; k < 3; k++) { text = cell[k, 1]; for (i = 2; i <= n; i++) text = text " / " cell[k, i]; line = line " | " text }
                  print line " |" }' "$results"
    done
fi

if [ "${1:-}" = "--harness" ]; then
    (cd "$here" && nice swift package benchmark --no-progress)
fi
