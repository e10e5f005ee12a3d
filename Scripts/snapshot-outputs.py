#!/usr/bin/env python3
"""Snapshots what a `formfill` binary prints, so two builds can be compared byte for byte.

    Scripts/snapshot-outputs.py BINARY OUTDIR     # write one file per page and command into OUTDIR
    diff -r OUTDIR_BEFORE OUTDIR_AFTER            # nothing printed: the outputs are identical

Pages: every fixture page (Fixtures/pages, with its sidecar's URL and vault item), every security page
(Fixtures/security, with its manifest URL), and, when ../shared sits beside the project, every corpus page
(chromium-dev, password-forms-dev). Commands: `collect`, `classify --explain`, `fill` (and `fill
--generate-password` for pages with a password box); the exit code and stderr are kept with stdout.
Only what is random or the clock's is replaced: the token's `documentUUID` (by "UUID"), its
`collectedTimestamp` (by 0) and generated passwords (by "<generated>", the script then re-serialised); the
one-time codes' clock is fixed with `--time`.
"""
import json, os, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary, out = os.path.abspath(sys.argv[1]), sys.argv[2]
os.makedirs(out, exist_ok=True)
vault = os.path.join(root, "Fixtures", "vault.json")
corpus_vault = os.path.join(out, ".corpus-vault.json")
with open(corpus_vault, "w") as fh:
    json.dump({"items": [{"id": "example", "kind": "login", "urls": ["https://example.com"],
                          "username": "user@example.com", "password": "Vault-Pass-4821x"}]}, fh)
UUID = re.compile(r'"documentUUID"\s*:\s*"[^"]*"')
CLOCK = re.compile(r'"collectedTimestamp"\s*:\s*[0-9.]+')


def pages():
    """(label, path, url, vault, item) for every page."""
    fixtures = os.path.join(root, "Fixtures", "pages")
    for name in sorted(os.listdir(fixtures)):
        if not name.endswith(".html"):
            continue
        sidecar = os.path.join(fixtures, name[:-5] + ".json")
        meta = json.load(open(sidecar)) if os.path.exists(sidecar) else {}
        item = (meta.get("fill") or {}).get("item")
        yield ("pages/" + name, os.path.join(fixtures, name), meta.get("url", "https://www.example.com/"), vault, item)
    security = os.path.join(root, "Fixtures", "security")
    for entry in json.load(open(os.path.join(security, "manifest.json"))):
        url = entry.get("url", "https://www.acme.com/login")
        yield ("security/" + entry["page"], os.path.join(security, entry["page"]), url, vault, entry.get("item"))
    shared = os.path.join(os.path.dirname(root), "shared", "corpus")
    for corpus, sub in (("chromium-dev", "input"), ("password-forms-dev", "cases")):
        folder = os.path.join(shared, corpus, sub)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".html"):
                yield (corpus + "/" + name, os.path.join(folder, name), "https://example.com/", corpus_vault, None)


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)


KNOWN = set(strings(json.load(open(vault)))) | set(strings(json.load(open(corpus_vault))))


def mask_generated(text):
    """A generated password is random: each fill operation's value that no vault holds reads "<generated>"."""
    try:
        script = json.loads(text)
    except ValueError:
        return text
    for op in script.get("script", []):
        if op and str(op[0]).startswith("fill_") and isinstance(op[-1], str) and op[-1] not in KNOWN:
            op[-1] = "<generated>"
    return json.dumps(script, sort_keys=True, ensure_ascii=False)


def run(args, generated=False):
    p = subprocess.run([binary] + args, capture_output=True, timeout=120)
    text = UUID.sub('"documentUUID":"UUID"', p.stdout.decode("utf-8", "replace"))
    text = CLOCK.sub('"collectedTimestamp":0', text)
    if generated:
        text = mask_generated(text)
    return "exit %d\n%s\n--- stderr\n%s" % (p.returncode, text, p.stderr.decode("utf-8", "replace"))


def snapshot(page):
    label, path, url, vault_path, item = page
    target = os.path.join(out, label.replace("/", "__"))
    fill = ["fill", path, "--url", url, "--vault", vault_path, "--time", "1700000000"] + (["--item", item] if item else [])
    parts = [
        ("collect", run(["collect", path, "--url", url])),
        ("classify", run(["classify", "--explain", path, "--url", url])),
        ("fill", run(fill)),
        ("fill-generate", run(fill + ["--generate-password"], generated=True)),
    ]
    with open(target, "w") as fh:
        for name, text in parts:
            fh.write("=== %s\n%s\n" % (name, text))
    return label


with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
    done = list(pool.map(snapshot, list(pages())))
print("%d pages snapshotted into %s" % (len(done), out), file=sys.stderr)
