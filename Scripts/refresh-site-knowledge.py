#!/usr/bin/env python3
"""Refresh FormFill's bundled site knowledge from a copy of Apple's password-manager-resources.

Usage:
    Scripts/refresh-site-knowledge.py SOURCE_DIR [--password-rules FILE] [--allow-shrink] [--check]

SOURCE_DIR is a checkout (or copy) of https://github.com/apple/password-manager-resources: its
`quirks/*.json` files and `LICENSE.md` are validated and copied to Sources/FormFillSites/SiteKnowledge/,
and SOURCE.md there is rewritten (file, entries, sha256). `--password-rules FILE` takes the password rules
from another copy of `quirks/password-rules.json` (the bundled one came from shared/password-rules.json, which
is newer than the quirks copy). A list that would lose entries is refused unless `--allow-shrink` is given
(a copy older than the bundled one is the usual cause). `--check` validates the bundled files only.

Validation: every file parses as JSON and has the list's shape; every domain is lowercase ASCII (punycode),
without scheme, path, port or wildcard; every change-password URL is https; every password rule is a
non-empty string. Nothing is written unless every file passes.
"""
import argparse
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEST = os.path.join(os.path.dirname(HERE), "Sources", "FormFillSites", "SiteKnowledge")

DOMAIN = re.compile(r"^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.)+[a-z0-9-]{2,63}$")
APP_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.\-_]*$")

# The lists the product uses, by file name.
FILES = [
    "shared-credentials.json",
    "shared-credentials-historical.json",
    "change-password-URLs.json",
    "apple-appIDs-to-domains-shared-credentials.json",
    "websites-that-ask-for-credentials-for-other-services-when-embedded-as-third-party.json",
    "websites-that-append-2fa-to-password.json",
    "password-rules.json",
]


class Invalid(Exception):
    pass


def domain(value, where):
    if not isinstance(value, str) or not DOMAIN.match(value):
        raise Invalid(f"{where}: not a lowercase domain name: {value!r}")
    return value


def domain_list(value, where):
    if not isinstance(value, list) or not value:
        raise Invalid(f"{where}: not a non-empty array of domains")
    return [domain(v, f"{where}[{i}]") for i, v in enumerate(value)]


def validate(name, data):
    """The number of entries of a valid list; raises Invalid otherwise."""
    if name in ("shared-credentials.json", "shared-credentials-historical.json"):
        if not isinstance(data, list):
            raise Invalid(f"{name}: not an array")
        for i, entry in enumerate(data):
            where = f"{name}[{i}]"
            if not isinstance(entry, dict):
                raise Invalid(f"{where}: not an object")
            if "shared" in entry:
                domain_list(entry["shared"], where + ".shared")
            elif "from" in entry and "to" in entry:
                domain_list(entry["from"], where + ".from")
                domain_list(entry["to"], where + ".to")
                if not isinstance(entry.get("fromDomainsAreObsoleted", False), bool):
                    raise Invalid(f"{where}.fromDomainsAreObsoleted: not a boolean")
            else:
                raise Invalid(f"{where}: neither 'shared' nor 'from'/'to'")
        return len(data)
    if name == "change-password-URLs.json":
        if not isinstance(data, dict):
            raise Invalid(f"{name}: not an object")
        for key, url in data.items():
            domain(key, f"{name}: key")
            if not isinstance(url, str) or not url.startswith("https://") or any(c.isspace() for c in url):
                raise Invalid(f"{name}[{key}]: not an https URL: {url!r}")
        return len(data)
    if name == "apple-appIDs-to-domains-shared-credentials.json":
        if not isinstance(data, dict):
            raise Invalid(f"{name}: not an object")
        for key, domains in data.items():
            if not APP_ID.match(key):
                raise Invalid(f"{name}: not an app identifier: {key!r}")
            domain_list(domains, f"{name}[{key}]")
        return len(data)
    if name in ("websites-that-ask-for-credentials-for-other-services-when-embedded-as-third-party.json",
                "websites-that-append-2fa-to-password.json"):
        domain_list(data, name)
        return len(data)
    if name == "password-rules.json":
        if not isinstance(data, dict):
            raise Invalid(f"{name}: not an object")
        for key, entry in data.items():
            domain(key, f"{name}: key")
            rules = entry.get("password-rules") if isinstance(entry, dict) else None
            if not isinstance(rules, str) or not rules.strip():
                raise Invalid(f"{name}[{key}]: no password-rules string")
            if not isinstance(entry.get("exact-domain-match-only", False), bool):
                raise Invalid(f"{name}[{key}].exact-domain-match-only: not a boolean")
        return len(data)
    raise Invalid(f"{name}: unknown list")


def read(path):
    with open(path, "rb") as f:
        raw = f.read()
    try:
        return raw, json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise Invalid(f"{path}: not JSON: {error}")


def write_source(counts, origin):
    lines = [
        "# Site knowledge: source and attribution",
        "",
        "These lists are copied from Apple's **password-manager-resources**",
        "(https://github.com/apple/password-manager-resources), MIT license, Copyright 2020 - 2022 Apple Inc.;",
        "the license is `LICENSE.md` beside this file and must stay with the lists. Written by",
        "`Scripts/refresh-site-knowledge.py`; see `docs/site-knowledge.md`.",
        "",
        f"Copied from: {origin}",
        "",
        "| file | entries | sha256 |",
        "|---|---|---|",
    ]
    for name in FILES:
        with open(os.path.join(DEST, name), "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        lines.append(f"| `{name}` | {counts[name]} | `{digest}` |")
    with open(os.path.join(DEST, "SOURCE.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source", nargs="?", help="a copy of apple/password-manager-resources")
    parser.add_argument("--password-rules", help="password-rules.json to take instead of SOURCE's")
    parser.add_argument("--allow-shrink", action="store_true", help="accept lists with fewer entries")
    parser.add_argument("--check", action="store_true", help="validate the bundled lists only")
    args = parser.parse_args()

    if args.check:
        try:
            for name in FILES:
                count = validate(name, read(os.path.join(DEST, name))[1])
                print(f"{name}: {count} entries")
        except (Invalid, OSError) as error:
            sys.exit(f"refresh-site-knowledge: {error}")
        return
    if not args.source:
        parser.error("SOURCE_DIR is required (or --check)")

    incoming, counts = {}, {}
    try:
        for name in FILES:
            path = os.path.join(args.source, "quirks", name)
            if name == "password-rules.json" and args.password_rules:
                path = args.password_rules
            raw, data = read(path)
            counts[name] = validate(name, data)
            bundled = os.path.join(DEST, name)
            if os.path.exists(bundled) and not args.allow_shrink:
                old = validate(name, read(bundled)[1])
                if counts[name] < old:
                    raise Invalid(f"{path}: {counts[name]} entries, fewer than the bundled {old}; "
                                  "an older copy? (--allow-shrink to take it anyway)")
            incoming[name] = raw
        with open(os.path.join(args.source, "LICENSE.md"), "rb") as f:
            license_raw = f.read()
        if b"Permission is hereby granted" not in license_raw:
            raise Invalid("LICENSE.md: not the MIT license text")
    except (Invalid, OSError) as error:
        sys.exit(f"refresh-site-knowledge: {error}; nothing was changed")

    os.makedirs(DEST, exist_ok=True)
    for name, raw in incoming.items():
        with open(os.path.join(DEST, name), "wb") as f:
            f.write(raw)
    with open(os.path.join(DEST, "LICENSE.md"), "wb") as f:
        f.write(license_raw)
    write_source(counts, os.path.basename(os.path.normpath(args.source))
                 + (f" (password rules: {os.path.basename(args.password_rules)})" if args.password_rules else ""))
    for name in FILES:
        print(f"{name}: {counts[name]} entries")


if __name__ == "__main__":
    main()
