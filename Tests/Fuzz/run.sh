#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for SECONDS_PER_TARGET (default 60), one after the other.
#   Tests/Fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]      targets: collector page-details vault passwordrules fill
# Corpora grow in Tests/Fuzz/corpus/<target>/ (kept between runs, not committed); crashes, leaks and timeouts
# are saved in Tests/Fuzz/artifacts/<target>/. Replay one with
#   FORMFILL_FUZZ_TARGET=<target> Tests/Fuzz/.build/debug/FormFillFuzzer <file>
# and keep it as a regression test by copying it to Fixtures/fuzz-regressions/<target>/ (swift test replays those).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(collector page-details vault passwordrules fill)

nice -n 10 swift build -c debug --package-path "$here" --product FormFillFuzzer \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >&2
fuzzer="$here/.build/debug/FormFillFuzzer"

# Seeds: everything relevant in Fixtures/, the checked-in seeds, and tokens collected from the fixture pages
# (by the main package's formfill when it has been built). ../shared is used when present (development only).
seed() { # target files...
    local dir="$here/corpus/$1"; shift
    mkdir -p "$dir"
    for f in "$@"; do [ -f "$f" ] && cp "$f" "$dir/seed-$(basename "$(dirname "$f")")-$(basename "$f")"; done
    return 0
}
shopt -s nullglob globstar
pages=("$root"/Fixtures/**/*.html)
seed collector "${pages[@]}" "$here"/seeds/collector/*
seed page-details "$root"/Fixtures/golden/collect/*.json "$here"/seeds/page-details/*
seed fill "$root"/Fixtures/golden/collect/*.json "$here"/seeds/page-details/*
seed vault "$root"/Fixtures/vault.json "$root"/Fixtures/imports/*.json "$here"/seeds/vault/*
mkdir -p "$here/corpus/passwordrules"
n=0
while IFS= read -r rule; do # one rule per line
    n=$((n + 1)); printf '%s' "$rule" > "$here/corpus/passwordrules/seed-line-$n.txt"
done < "$here/seeds/passwordrules.txt"
for target in collector page-details vault passwordrules fill; do
    seed "$target" "$root"/Fixtures/fuzz-regressions/"$target"/*
done
formfill="$root/.build/debug/formfill"
if [ -x "$formfill" ]; then
    for page in "${pages[@]}"; do
        out="$here/corpus/page-details/seed-token-$(basename "$page" .html).json"
        "$formfill" collect "$page" --url https://www.example.com/login > "$out" 2>/dev/null || rm -f "$out"
        [ -f "$out" ] && cp "$out" "$here/corpus/fill/"
    done
fi
if [ -f "$root/../shared/password-rules.json" ]; then
    python3 - "$root/../shared/password-rules.json" "$here/corpus/passwordrules" <<'PY'
import json, sys, os
rules = json.load(open(sys.argv[1]))
items = rules.values() if isinstance(rules, dict) else rules
for i, r in enumerate(items):
    text = r.get("password-rules") if isinstance(r, dict) else r
    if isinstance(text, str):
        open(os.path.join(sys.argv[2], f"seed-apple-{i:03}.txt"), "w").write(text)
PY
fi

max_len() {
    case "$1" in
        collector) echo 16384 ;;
        page-details|fill) echo 32768 ;;
        vault) echo 8192 ;;
        passwordrules) echo 512 ;;
    esac
}
# Swift's crash backtracer reads the crashed process's memory from a helper thread, which AddressSanitizer
# reports as a second "unknown-crash" and the run hangs; libFuzzer's own handler already saves the input.
export SWIFT_BACKTRACE=enable=no
for target in "${targets[@]}"; do
    mkdir -p "$here/artifacts/$target"
    dict=()
    [ "$target" = collector ] && dict=(-dict="$here/html.dict")
    echo "== $target: ${seconds}s" >&2
    FORMFILL_FUZZ_TARGET="$target" nice -n 10 "$fuzzer" "$here/corpus/$target" "${dict[@]}" \
        -max_total_time="$seconds" -max_len="$(max_len "$target")" -timeout=10 -rss_limit_mb=3072 \
        -artifact_prefix="$here/artifacts/$target/" -print_final_stats=1 2>&1 | tee "$here/artifacts/$target/last-run.log" \
        | grep -E '^(#[0-9]+ +(INITED|DONE)|stat::|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)' >&2 || true
done
