#!/usr/bin/env bash
# First-use cost of the classifier's word files, in microseconds (median of RUNS processes, default 15):
#   Benchmarks/word-files-load.sh
# load = reading and parsing weights.json and every languages/*.json into rules and word lists;
# tables = all the tables Classifier.prepare() builds from them (the rule index and the word lists, folded),
# loading included. Built from Sources/FormFillClassifier with swiftc -O and a stand-in for BundledResource
# that reads the files from the source tree.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${TMPDIR:-/tmp}/formfill-word-files"
mkdir -p "$work"
classifier="$root/Sources/FormFillClassifier"
for file in Patterns/WordFiles.swift Patterns/LanguageFileReader.swift Patterns/FieldRule.swift Patterns/FormPatterns.swift Patterns/PasswordWords.swift \
            Matching.swift; do
    sed -e 's/^import FormFillModel$//' -e 's/^import FormFillSupport$//' "$classifier/$file" > "$work/$(basename "$file")"
done
# The two model types the files name.
cp "$root/Sources/FormFillModel/Designation.swift" "$work/"
sed -n '/^public enum LabelSource/,/^}/p' "$root/Sources/FormFillModel/FieldDetails.swift" > "$work/LabelSource.swift"
swiftc -O -package-name bench -o "$work/load" "$root/Benchmarks/WordFilesLoad/main.swift" "$work"/*.swift
for which in load tables; do
    for _ in $(seq "${RUNS:-15}"); do "$work/load" "$classifier/Words/.." "$which"; done |
        sort -n | awk -v w="$which" '{ a[NR] = $1 } END { printf "%-6s first use: median %d µs (min %d, max %d)\n", w, a[int((NR + 1) / 2)], a[1], a[NR] }'
done
