#!/usr/bin/env python3
"""FormFill on the formasaurus pages: 954 real pages saved around 2015-2016, whose forms (search, login,
registration, password recovery, contact, newsletter, order) and visible fields (user name, password, e-mail,
names, address parts, captcha, honeypot, search query, ...) people annotated for the formasaurus project
(TeamHG-Memex, MIT licence, the `formasaurus` wheel on PyPI). Nobody here wrote or tuned on these pages.

    pip download --no-deps formasaurus -d /tmp/fsrs && unzip -q -o /tmp/fsrs/formasaurus-*.whl -d /tmp/fsrs/x
    Scripts/formasaurus-check.py /tmp/fsrs/x/formasaurus/data [FORMFILL] [--split even|odd] [--list FILE]

Prints, for the annotated forms (`<form>` elements, matched in document order; FormFill's formless groups
are left out) and the annotated fields (matched by name within their form):
  - fields: how many annotated user names, passwords, e-mails, names, address parts, phones and card
    fields get a designation the annotation allows;
  - negatives: how many boxes nothing from a vault belongs in (captcha, honeypot, search query, coupon,
    comment, a date or number of something else, a website) would be filled: a designation a vault item
    fills, and no exclusion, and viewable;
  - form kinds: each annotated kind against FormFill's;
  - login fills: `formfill fill` with a login saved for the page's site (insecure and cross-site forms
    allowed, to judge the choice of boxes only): where the user name and password go on pages with a login
    form, how many pages without an annotated login form get anything, and on how many pages the saved
    password goes into a form annotated as something else (a registration, a password recovery, ...).
The split keeps half of the pages apart: look at one half's misses, and check a change on the other.
The pages are stored as UTF-8 whatever they declare; each is copied with its charset declaration replaced.
"""
import collections, json, os, re, subprocess, sys, tempfile, urllib.parse
from concurrent.futures import ThreadPoolExecutor

import argparse
parser = argparse.ArgumentParser(usage=__doc__)
parser.add_argument('data')
parser.add_argument('formfill', nargs='?', default=os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), '.build', 'debug', 'formfill'))
parser.add_argument('--split', choices=['even', 'odd'])
parser.add_argument('--list')
arguments = parser.parse_args()
data, binary = arguments.data, os.path.abspath(arguments.formfill)
split, listing = arguments.split, arguments.list

ACCEPT = {
    'us': {'username'}, 'ue': {'username', 'email'}, 'e1': {'email', 'username'}, 'e2': {'email', 'username'},
    'p1': {'current-password', 'new-password'}, 'p2': {'new-password'},
    'n1': {'given-name'}, 'n3': {'family-name'}, 'n2': {'additional-name'}, 'nf': {'name'},
    'no': {'organization'}, 'bd': {'bday-day'}, 'bm': {'bday-month'}, 'by': {'bday-year'}, 'bD': {'bday'},
    'Co': {'country', 'country-name'}, 'Ci': {'address-level2'}, 'St': {'address-level1'},
    'Ad': {'address-line1', 'street-address'}, 'Sa': {'address-line1', 'street-address'},
    'A1': {'address-line1', 'street-address'}, 'A2': {'address-line2'}, 'Zi': {'postal-code'},
    'ph': {'tel', 'tel-national'}, 'P0': {'tel-country-code'}, 'P1': {'tel-area-code'}, 'P2': {'tel-local-prefix'},
    'P3': {'tel-local-suffix'}, 'c#': {'cc-number'}, 'cs': {'cc-csc'}, 'ch': {'cc-name'}, 'cm': {'cc-exp-month'},
    'cy': {'cc-exp-year'},
}
NEGATIVE = {'qq', 'qc', 'ca', 'hp', 'in', 'sq', 'sa', 'CC', 'CT', 'ON', 'OD', 'Od', 'Om', 'Oy', 'am', 'qt', 'st',
            'sp', 'nv', 'oi', 'tz', 'ds', 'ge', 'ws'}
FILLABLE = set().union(*ACCEPT.values()) | {
    'one-time-code', 'tel-local', 'tel-extension', 'address-line3', 'address-level3', 'honorific-prefix', 'cc-exp',
    'cc-type', 'cc-given-name', 'cc-family-name', 'sex', 'url', 'nickname'}
USER, PASSWORD = 'vaultuser@example.org', 'Vault-Pass-4821x'

if not os.path.exists(os.path.join(data, 'index.json')):
    sys.exit('formasaurus-check: %s holds no index.json (the formasaurus wheel\'s formasaurus/data directory)' % data)
if not os.access(binary, os.X_OK):
    sys.exit('formasaurus-check: %s is not an executable formfill (swift build first)' % binary)
index = json.load(open(os.path.join(data, 'index.json')))
names = sorted((os.path.basename(k) for k in index), key=lambda n: int(n.split('.')[0]))
if split:
    names = [n for n in names if int(n.split('.')[0]) % 2 == (0 if split == 'even' else 1)]
work = tempfile.mkdtemp(prefix='formasaurus-')


def run(name):
    entry = index['html/' + name]
    page = os.path.join(work, name)
    text = open(os.path.join(data, 'html', name), 'rb').read().decode('utf-8', 'replace')
    with open(page, 'w', encoding='utf-8') as out:
        out.write('<meta charset="utf-8">' + re.sub(r'(?i)<meta[^>]+charset[^>]*>', '', text))
    url = entry['url']
    parts = urllib.parse.urlsplit(url)
    vault = page + '.vault.json'
    with open(vault, 'w') as out:
        json.dump({'items': [{'id': 'login', 'kind': 'login', 'urls': ['%s://%s/' % (parts.scheme, parts.netloc)],
                              'username': USER, 'password': PASSWORD}]}, out)
    classified = subprocess.run([binary, 'classify', page, '--url', url], capture_output=True, timeout=120)
    token = subprocess.run([binary, 'collect', page, '--url', url], capture_output=True, timeout=120)
    fill = subprocess.run([binary, 'fill', page, '--url', url, '--vault', vault, '--allow-insecure',
                           '--allow-cross-site-forms'], capture_output=True, timeout=120)
    if classified.returncode or token.returncode:
        return name, None, None, None
    return name, json.loads(classified.stdout), json.loads(token.stdout), (fill.returncode, fill.stdout or fill.stderr)


with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
    results = list(pool.map(run, names))

fields, fields_ok, negatives, negatives_filled = (collections.Counter() for _ in range(4))
kinds = collections.defaultdict(collections.Counter)
fills = collections.Counter()
lines, failed, mismatched = [], 0, 0
for name, classified, token, (code, script) in ((r[0], r[1], r[2], r[3] or (None, None)) for r in results):
    entry = index['html/' + name]
    if classified is None:
        failed += 1
        lines.append('FAILED %s' % name)
        continue
    viewable = {f['opid']: f.get('viewable', False) for f in token['fields']}
    forms = [f for f in classified['forms'] if f['opid'].startswith('__form__')]
    if len(forms) != len(entry['forms']):
        mismatched += 1
        lines.append('FORM-COUNT %s FormFill %d, annotated %d' % (name, len(forms), len(entry['forms'])))
        continue
    by_form = collections.defaultdict(list)
    for f in classified['fields']:
        by_form[f.get('form')].append(f)
    annotations = entry.get('visible_html_fields', [])
    for k, (annotated, form) in enumerate(zip(entry['forms'], forms)):
        if annotated in ('X', '-'):
            continue
        kinds[annotated][form['kind']] += 1
        used = set()
        for field_name, t in (annotations[k] if k < len(annotations) else {}).items():
            found = [f for f in by_form[form['opid']] if f.get('htmlName') == field_name and f['opid'] not in used]
            if not found:
                continue
            f = found[0]
            used.add(f['opid'])
            d = f.get('designation')
            if t in ACCEPT:
                fields[t] += 1
                if d in ACCEPT[t]:
                    fields_ok[t] += 1
                else:
                    lines.append('MISS %s %s %s %s=%s got %s (form %s)' % (name, form['opid'], annotated, field_name, t, d, form['kind']))
            elif t in NEGATIVE:
                negatives[t] += 1
                if d in FILLABLE and not f.get('exclusion') and viewable.get(f['opid']):
                    negatives_filled[t] += 1
                    lines.append('FILLED %s %s %s %s=%s got %s (form %s)' % (name, form['opid'], annotated, field_name, t, d, form['kind']))
    # Where the fill script puts the login.
    has_login = 'l' in entry['forms']
    page_kind = 'login pages' if has_login else 'pages without a login form'
    fills[page_kind] += 1
    fields_by_opid = {f['opid']: f for f in token['fields']}
    numbered = {f['opid']: i for i, f in enumerate(forms)}
    ops = json.loads(script).get('script', []) if code == 0 else []
    placed = []
    for op in ops:
        if not op or op[0] != 'fill_by_opid' or op[2] not in (USER, PASSWORD):
            continue
        f = fields_by_opid.get(op[1], {})
        k = numbered.get(f.get('form'))
        annotated = entry['forms'][k] if k is not None else '?'
        t = (annotations[k] if k is not None and k < len(annotations) else {}).get(f.get('htmlName'), '?')
        what = 'user name' if op[2] == USER else 'password'
        right = annotated == 'l' and (t in ('us', 'ue', 'e1') if what == 'user name' else t == 'p1')
        placed.append((what, annotated, t, right))
    if any(what == 'password' and annotated not in ('l', 'X', '-', '?') for what, annotated, _, _ in placed):
        fills['the password into an annotated form that is no login'] += 1
        lines.append('PASSWORD %s %s' % (name, placed))
    if not placed:
        fills[page_kind + ': nothing filled'] += 1
        if has_login:
            lines.append('NOFILL %s %s' % (name, (b'' if code == 0 else script).decode('utf-8', 'replace').strip()[:160]))
    elif has_login:
        wrong = [p for p in placed if not p[3]]
        both = {p[0] for p in placed if p[3]} == {'user name', 'password'}
        fills['login pages: ' + ('wrong box (or an unannotated one)' if wrong else 'user name and password right' if both else 'right, one of the two')] += 1
        if wrong:
            lines.append('FILL %s %s' % (name, placed))
    else:
        fills['pages without a login form: filled'] += 1
        lines.append('NOLOGIN %s %s' % (name, placed))

print('pages %d (failed %d; form counts differ on %d, left out)' % (len(results), failed, mismatched))
total, right = sum(fields.values()), sum(fields_ok.values())
print('fields: %d of %d (%.1f%%)' % (right, total, 100.0 * right / max(total, 1)))
for t in sorted(fields, key=lambda t: -fields[t]):
    print('  %-3s %4d of %-4d %5.1f%%' % (t, fields_ok[t], fields[t], 100.0 * fields_ok[t] / fields[t]))
print('negatives filled: %d of %d (%.1f%%) %s' % (sum(negatives_filled.values()), sum(negatives.values()),
      100.0 * sum(negatives_filled.values()) / max(sum(negatives.values()), 1), dict(negatives_filled)))
for t in sorted(kinds, key=lambda t: -sum(kinds[t].values())):
    print('  form %s: %s' % (t, dict(kinds[t].most_common())))
for k in sorted(fills):
    print('%-52s %d' % (k, fills[k]))
if listing:
    with open(listing, 'w') as out:
        out.write('\n'.join(lines) + '\n')
