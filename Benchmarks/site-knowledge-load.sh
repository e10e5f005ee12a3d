#!/usr/bin/env bash
# First-use cost of the bundled site lists, in microseconds (median of RUNS processes, default 9):
#   Benchmarks/site-knowledge-load.sh
# shared = the shared-credential groups and app IDs (read by URL matching), rules = the password rules
# (read when a password is generated), urls = change-password URLs, facts = aggregators and appended codes,
# all = SiteKnowledge.prepare(). Built from Sources/FormFillSites with swiftc -O and a stand-in for
# BundledResource that reads the lists from the source tree.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${TMPDIR:-/tmp}/formfill-site-knowledge"
mkdir -p "$work"
sed 's/^import FormFillModel$//' "$root/Sources/FormFillSites/SiteKnowledge.swift" > "$work/SiteKnowledge.swift"
swiftc -O -package-name bench -o "$work/load" "$root/Benchmarks/SiteKnowledgeLoad/main.swift" \
    "$work/SiteKnowledge.swift" "$root/Sources/FormFillSites/SiteLists.swift"
for which in shared rules urls facts all; do
    for _ in $(seq "${RUNS:-9}"); do "$work/load" "$root/Sources/FormFillSites" "$which" | cut -d' ' -f1; done |
        sort -n | awk -v w="$which" '{ a[NR] = $1 } END { printf "%-6s first use: median %d µs (min %d, max %d)\n", w, a[int((NR + 1) / 2)], a[1], a[NR] }'
done
