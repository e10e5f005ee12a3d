#!/usr/bin/env python3
"""Dev check: every rule in password-rules.json yields passwords that satisfy it.

Runs `formfill password --rules RULE --count N` for each site's rule and checks every password with an
independent implementation of Apple's passwordrules semantics (written here from the specification, sharing
no code with the Swift parser). Not part of `swift test`: the rules file lives outside the repository.

usage: check_password_rules.py [FORMFILL] [RULES_JSON] [--count N]
"""
import json
import subprocess
import sys

UPPER = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
LOWER = set("abcdefghijklmnopqrstuvwxyz")
DIGIT = set("0123456789")
SPECIAL = set("-~!@#$%^&*_+=`|(){}[:;\\\"'<>,.? ]")
ASCII_PRINTABLE = {chr(c) for c in range(0x20, 0x7F)}
NAMED = {"upper": UPPER, "lower": LOWER, "digit": DIGIT, "special": SPECIAL,
         "ascii-printable": ASCII_PRINTABLE, "unicode": None}  # None: any character


class RuleError(Exception):
    pass


def parse_classes(value):
    """Splits a required/allowed value into character sets (None = unicode)."""
    sets, i = [], 0
    while i < len(value):
        c = value[i]
        if c in " \t,":
            i += 1
        elif c == "[":
            j, members = i + 1, set()
            if j < len(value) and value[j] == "-":
                members.add("-")
                j += 1
            while True:
                if j >= len(value):
                    raise RuleError("unclosed [")
                if value[j] == "]":
                    if j + 1 < len(value) and value[j + 1] == "]":
                        members.add("]")
                        j += 1
                    break
                if value[j] != "-" and value[j] in ASCII_PRINTABLE:
                    members.add(value[j])
                j += 1
            sets.append(members)
            i = j + 1
        else:
            j = i
            while j < len(value) and (value[j].isalpha() or value[j] == "-"):
                j += 1
            name = value[i:j].lower()
            if name not in NAMED:
                raise RuleError("unknown class " + name)
            sets.append(NAMED[name])
            i = j
    return sets


def split_properties(text):
    """Splits on ';' outside [...] (a ';' may be a member of a custom class)."""
    parts, current, depth = [], "", False
    i = 0
    while i < len(text):
        c = text[i]
        if depth:
            current += c
            if c == "]" and not (i + 1 < len(text) and text[i + 1] == "]"):
                depth = False
            elif c == "]":
                current += "]"
                i += 1
                depth = False
        elif c == "[":
            depth = True
            current += c
        elif c == ";":
            parts.append(current)
            current = ""
        else:
            current += c
        i += 1
    parts.append(current)
    return [p.strip() for p in parts if p.strip()]


def parse(text):
    rules = {"required": [], "allowed": [], "min": None, "max": None, "consecutive": None}
    for prop in split_properties(text):
        name, _, value = prop.partition(":")
        name, value = name.strip().lower(), value.strip()
        if name in ("required", "allowed"):
            sets = parse_classes(value)
            if name == "required":
                rules["required"].append(sets)
            else:
                rules["allowed"].extend(sets)
        elif name in ("minlength", "maxlength", "max-consecutive"):
            number = int(value)
            key = {"minlength": "min", "maxlength": "max", "max-consecutive": "consecutive"}[name]
            old = rules[key]
            if old is None:
                rules[key] = number
            else:
                rules[key] = max(old, number) if key == "min" else min(old, number)
    return rules


def in_sets(c, sets):
    return any(s is None or c in s for s in sets)


def violations(rules, password):
    problems = []
    if rules["min"] is not None and len(password) < rules["min"]:
        problems.append("shorter than %d" % rules["min"])
    if rules["max"] is not None and len(password) > rules["max"]:
        problems.append("longer than %d" % rules["max"])
    alphabet = rules["allowed"] + [s for group in rules["required"] for s in group]
    for c in password:
        if alphabet and not in_sets(c, alphabet):
            problems.append("character not allowed")
            break
        if not alphabet and c not in ASCII_PRINTABLE:
            problems.append("non-ASCII character")
            break
    for group in rules["required"]:
        if not any(in_sets(c, group) for c in password):
            problems.append("a required set is missing")
    if rules["consecutive"] is not None:
        run, longest = 0, 0
        for i, c in enumerate(password):
            run = run + 1 if i and password[i - 1] == c else 1
            longest = max(longest, run)
        if longest > rules["consecutive"]:
            problems.append("run of %d identical characters" % longest)
    if " " in password:
        problems.append("contains a space")
    return problems


def main(argv):
    count = 5
    if "--count" in argv:
        index = argv.index("--count")
        count = int(argv[index + 1])
        del argv[index:index + 2]
    formfill = argv[1] if len(argv) > 1 else ".build/debug/formfill"
    path = argv[2] if len(argv) > 2 else "../../shared/password-rules.json"
    with open(path) as handle:
        sites = json.load(handle)
    passed, failed = 0, []
    for site, entry in sorted(sites.items()):
        rule = entry.get("password-rules")
        if not rule:
            continue
        result = subprocess.run([formfill, "password", "--rules", rule, "--count", str(count)],
                                capture_output=True, text=True)
        if result.returncode != 0:
            failed.append((site, rule, "exit %d: %s" % (result.returncode, result.stderr.strip())))
            continue
        passwords = result.stdout.split("\n")[:-1]
        problems = []
        if len(passwords) != count:
            problems.append("expected %d passwords, got %d" % (count, len(passwords)))
        expected = parse(rule)
        for password in passwords:
            problems.extend(violations(expected, password))
        if problems:
            failed.append((site, rule, "; ".join(sorted(set(problems)))))
        else:
            passed += 1
    for site, rule, why in failed:
        print("FAIL %s: %s\n     rule: %s" % (site, why, rule))
    print("%d of %d rules pass (%d passwords each)" % (passed, passed + len(failed), count))
    return 0 if not failed else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
