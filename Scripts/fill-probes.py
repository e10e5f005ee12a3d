#!/usr/bin/env python3
"""False-fill probes, end to end: `formfill fill` on generic snippets of the kinds that misled it (a discount
code's or a PIN's one-character boxes, a partial password's character boxes, a code or a token of something else,
an authenticator named in a sentence, a box before a password that confirms a change of the account, a cross
street, a box's `pattern` for an expiry or a phone), each with what every named box must get (a value, or None:
left empty); since session 41 also an expiry day, travellers, recipients and invitees, a saved address's name, a
profile or a recovery e-mail before a password, and a card number asked twice. The unit tests hold the same
snippets; this runs them through the command line, as a user would.

    Scripts/fill-probes.py [FORMFILL]

Prints the cases a binary gets wrong and their count; exits 1 when any is wrong."""
import subprocess, json, sys, os, tempfile
here = os.path.dirname(os.path.abspath(__file__))
B = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, '..', '.build', 'release', 'formfill')
V = os.path.join(here, '..', 'Fixtures', 'vault.json')
F = '<form action="/x" method="post">%s<button>%s</button></form>'
def lab(l, n, t='text', extra=''): return '<label>%s <input name="%s" type="%s" %s></label>' % (l, n, t, extra)
six = lambda head, extra='': '<p>%s</p>' % head + ''.join('<input name="d%d" maxlength="1" inputmode="numeric" %s>' % (i, extra) for i in range(6))
TOTP = ['3', '2', '4', '5', '5', '0']
cases = []
A = 'https://www.acme.com/2fa'
# One-time codes.
for head in ['Discount code', 'Enter your voucher', 'Gift card PIN', 'Enter your 6-digit PIN', 'Promo code']:
    cases.append(('six boxes: ' + head, F % (six(head), 'Apply'), A, None, {'d%d' % i: None for i in range(6)}))
cases.append(('six boxes: authenticator', F % (six('Enter the code from your authenticator app'), 'Verify'), A, None, dict(('d%d' % i, v) for i, v in enumerate(TOTP))))
for l in ['Enter the 6-digit code from your authenticator app', 'Please type the current code shown in Google Authenticator below']:
    cases.append(('sentence: ' + l, F % (lab(l, 'c'), 'Verify'), A, None, {'c': '324550'}))
for l in ['Lost access to your authenticator app? Enter your email', 'Authenticator name', 'Give this authenticator a name', 'Name of your 2FA device',
          'API token', 'Personal access token', 'Setup key from your authenticator', 'Class code', 'Event code', 'Course code', 'Team code', 'Room code',
          'Backup code', 'Recovery code']:
    cases.append(('not a code: ' + l, F % (lab(l, 'c'), 'Continue'), A, None, {'c': None}))
# Partial passwords.
L = 'https://www.acme.com/login'
for labels in [['2nd character', '4th character', '7th character'], ['Character 2', 'Character 4', 'Character 7'], ['2. Zeichen', '4. Zeichen', '7. Zeichen'],
               ['2', '4', '7'], ['2nd', '4th', '7th']]:
    boxes = ''.join(lab(l, 'p%d' % i, 'password') for i, l in enumerate(labels))
    cases.append(('partial: ' + labels[0], F % ('<p>Enter these characters of your password</p>' + boxes, 'Log in'), L, None, {'p0': None, 'p1': None, 'p2': None}))
pw3 = ''.join('<input type="password" name="p%d">' % i for i in range(3))
cases.append(('partial: listed above', F % ('<p>Enter characters 2, 4 and 7 of your password</p>' + pw3, 'Log in'), L, None, {'p0': None, 'p1': None, 'p2': None}))
cases.append(('partial: after the password', F % (lab('Username', 'u') + lab('Password', 'pw', 'password') + '<p>Security number: enter digits 1, 3 and 4</p>' + pw3, 'Log in'), L, None,
              {'u': 'wile', 'pw': 'secret', 'p0': None, 'p1': None, 'p2': None}))
cases.append(('partial: memorable word', F % (lab('Username', 'u') + '<p>Please enter the 1st, 3rd and 6th letters of your memorable word</p>' + pw3, 'Log in'), L, None,
              {'p0': None, 'p1': None, 'p2': None}))
for name, html, url, item, want in [c for c in cases if c[0].startswith('partial')]:
    cases.append(('gen ' + name, html, url, item, {k: v for k, v in want.items() if v is None}))
# Values a pattern asks for.
C = 'https://shop.example.com/checkout'
card = lambda exp: F % (lab('Card number', 'n') + exp + lab('CVC', 'c'), 'Pay')
cases.append(('expiry pattern MM/YYYY', card(lab('Expiry', 'e', extra='pattern="[0-9]{2}/[0-9]{4}"')), C, 'visa', {'e': '03/2029'}))
cases.append(('expiry pattern MMYY', card(lab('Expiry', 'e', extra='pattern="\\d{4}"')), C, 'visa', {'e': '0329'}))
cases.append(('year pattern YY', card(lab('Month', 'm') + lab('Year', 'y', extra='pattern="[0-9]{2}"')), C, 'visa', {'m': '03', 'y': '29'}))
idn = lambda extra: F % (lab('First name', 'fn') + lab('Last name', 'ln') + lab('Address', 'a1') + lab('City', 'ci') + lab('ZIP', 'z') + extra, 'Continue')
cases.append(('phone pattern 3-3-4', idn(lab('Phone', 'ph', 'tel', 'pattern="[0-9]{3}-[0-9]{3}-[0-9]{4}"')), C, 'home', {'ph': '415-555-0134'}))
cases.append(('phone pattern (3) 3-4', idn(lab('Phone', 'ph', 'tel', 'pattern="\\(\\d{3}\\) \\d{3}-\\d{4}"')), C, 'home', {'ph': '(415) 555-0134'}))
cases.append(('cross street', idn(lab('Cross street', 'x')), C, 'home', {'x': None, 'a1': '1 Mesa Road, Apt 7'}))
cases.append(('nearest intersection', idn(lab('Nearest intersection', 'x')), C, 'home', {'x': None}))
cases.append(('interphone', idn(lab('Digicode / Interphone', 'x')), C, 'home', {'x': None}))
S = 'https://www.acme.com/settings'
for html in ['<label>New email address <input type="email" name="n"></label><label>Current password <input type="password" name="p"></label>',
             '<label>New email address <input name="n"></label><label>Password <input type="password" name="p"></label>',
             '<label>Confirm new email <input type="email" name="n"></label><label>Password <input type="password" name="p"></label>',
             '<label>New username <input name="n"></label><label>Password <input type="password" name="p"></label>',
             '<label>Recipient <input name="n"></label><label>Amount <input name="a"></label><label>Password <input type="password" name="p"></label>']:
    cases.append(('settings: ' + html[7:30], F % (html, 'Save'), S, None, {'n': None, 'p': 'secret'}))
# Session 41: an expiry day, an instalments select, travellers and recipients, a saved address's name, a profile
# saved with the current password, a recovery e-mail, an invitee's e-mail, a PIN's digits, a card number asked twice.
cases.append(('expiry day', card(lab('Exp month', 'm', extra='maxlength="2"') + lab('Exp year', 'y', extra='maxlength="2"') + lab('Expiry day', 'x', extra='maxlength="2"')), C, 'visa', {'m': '03', 'y': '29', 'x': None}))
cases.append(('confirm card number', card(lab('Confirm card number', 'n2') + lab('Expiry', 'e')), C, 'visa', {'n': '4111111111111111', 'n2': '4111111111111111'}))
person = lambda n: lab('First name', 'fn' + n) + lab('Last name', 'ln' + n)
cases.append(('traveller 1 of 2', F % ('<fieldset><legend>Traveller 1</legend>%s</fieldset><fieldset><legend>Traveller 2</legend>%s</fieldset>' % (person('1'), person('2')), 'Continue'), C, 'home',
              {'fn1': 'Wile', 'ln1': 'Coyote', 'fn2': None, 'ln2': None}))
for head in ['Additional guest', 'Second passenger', 'Passager supplémentaire']:
    cases.append(('someone else: ' + head, F % ('<h3>Your details</h3>' + person('1') + lab('Email', 'em1', 'email') + '<h3>%s</h3>' % head + person('2') + lab('Email', 'em2', 'email'), 'Continue'), C, 'home',
                  {'fn1': 'Wile', 'fn2': None, 'ln2': None, 'em2': None}))
cases.append(('recipient information', F % ('<h3>Your information</h3>' + person('1') + lab('Email', 'em1', 'email') + '<h3>Recipient information</h3>' + person('2') + lab('Email', 'em2', 'email'), 'Continue'), C, 'home',
              {'fn1': 'Wile', 'em1': 'wile@acme.com', 'fn2': None, 'em2': None}))
# Session 42: a past address, and how long the user has lived there.
for l in ['Former street address', 'Old postal code', 'Years at address', 'Time at current address']:
    cases.append(('past address: ' + l, idn(lab(l, 'x')), C, 'home', {'x': None, 'a1': '1 Mesa Road, Apt 7', 'z': '85701'}))
for l in ['Transaction password', 'Master password', 'Secret word']:
    cases.append(('sign-in and another secret: ' + l, F % (lab('Username', 'n') + lab('Password', 'p', 'password') + lab(l, 'x', 'password'), 'Log in'), L, None,
                  {'n': 'wile', 'p': 'secret', 'x': None}))
for l in ['Guest network password', 'WPA passphrase', 'Private key password']:
    cases.append(('a router or a key: ' + l, F % (lab(l, 'p', 'password'), 'Apply'), S, None, {'p': None}))
cases.append(('alternate contact', idn(lab('Alternate contact name', 'x')), C, 'home', {'x': None, 'fn': 'Wile'}))
cases.append(('phone parts by their names', F % (lab('First name', 'fn') + lab('Last name', 'ln') + lab('Address', 'a1') + lab('City', 'ci')
              + '<label>Phone</label> <input name="phone_area"> <input name="phone_prefix"> <input name="phone_suffix">', 'Continue'), C, 'home',
              {'phone_area': '415', 'phone_prefix': '555', 'phone_suffix': '0134'}))
dmy = ('<label>Day <select name="d">' + ''.join('<option>%d</option>' % i for i in range(1, 32)) + '</select></label><label>Month <select name="m">'
       + ''.join('<option>%d</option>' % i for i in range(1, 13)) + '</select></label><label>Year <select name="y">'
       + ''.join('<option>%d</option>' % y for y in range(2026, 1919, -1)) + '</select></label>')
cases.append(('anniversary lists', F % (lab('First name', 'fn') + lab('Last name', 'ln') + lab('Email', 'em', 'email') + '<fieldset><legend>Anniversary</legend>' + dmy + '</fieldset>', 'Continue'), C, 'home',
              {'fn': 'Wile', 'd': None, 'm': None, 'y': None}))
cases.append(('birth date under a heading', F % (lab('First name', 'fn') + lab('Last name', 'ln') + lab('Email', 'em', 'email') + '<h3>Date of birth</h3>'
              + lab('Day', 'd', extra='maxlength="2"') + lab('Month', 'm', extra='maxlength="2"') + lab('Year', 'y', extra='maxlength="4"'), 'Continue'), C, 'home',
              {'d': '17', 'm': '09', 'y': '1949'}))
cases.append(('code with a resend button', '<form action="/verify" method="post"><label>Verification code <input name="c" autocomplete="one-time-code"></label>'
              '<button>Verify</button><button type="button">Resend code</button></form>', A, None, {'c': None}))
cases.append(('save address as', idn(lab('Save address as', 'x', extra='placeholder="Home, Work"')), C, 'home', {'x': None, 'a1': '1 Mesa Road, Apt 7'}))
cases.append(('invite your team', '<form action="/invite" method="post"><h2>Invite your team</h2>%s<button>Send invite</button></form>' % lab('Email', 'x', 'email'), C, 'home', {'x': None}))
for l in ['Bio', 'Website', 'Location', 'Full name', 'Display name']:
    cases.append(('profile: ' + l, F % (lab(l, 'n') + lab('Current password', 'p', 'password'), 'Save changes'), S, None, {'n': None, 'p': 'secret'}))
for l in ['Recovery email', 'Backup email', 'Alternate phone number']:
    cases.append(('second contact: ' + l, F % (lab(l, 'n') + lab('Password', 'p', 'password'), 'Save'), S, None, {'n': None, 'p': 'secret'}))
for l in ['SMTP password', 'Database password', 'FTP password', 'Wi-Fi password', 'API secret', 'Auth token']:
    cases.append(('another service: ' + l, F % (lab('Username', 'n') + lab(l, 'p', 'password'), 'Save settings'), S, None, {'n': None, 'p': None}))
cases.append(('beside an SMTP host', F % (lab('SMTP host', 'h') + lab('SMTP port', 'port') + lab('Username', 'n') + lab('Password', 'p', 'password'), 'Save changes'), S, None, {'n': None, 'p': None}))
cases.append(('database admin login', F % (lab('Server', 's') + lab('Username', 'n') + lab('Password', 'p', 'password') + lab('Database', 'd'), 'Login'), S, None, {'n': 'wile', 'p': 'secret'}))
cases.append(('a question before the password', F % (lab('Why are you leaving?', 'n') + lab('Password', 'p', 'password'), 'Close account'), S, None, {'n': None, 'p': 'secret'}))
cases.append(('birth date pattern', F % (lab('First name', 'fn') + lab('Last name', 'ln') + lab('Email', 'em', 'email') + lab('Geburtsdatum', 'd', extra='pattern="\\d{2}\\.\\d{2}\\.\\d{4}"'), 'Continue'), C, 'home', {'d': '17.09.1949'}))
bad = 0
with tempfile.TemporaryDirectory() as d:
    page = os.path.join(d, 'p.html')
    for name, html, url, item, want in cases:
        open(page, 'w').write('<!doctype html><html><head><meta charset="utf-8"></head><body>' + html + '</body></html>')
        r = subprocess.run([B, 'fill', page, '--url', url, '--vault', V, '--time', '1700000000'] + (['--item', item] if item else []) + (['--generate-password'] if name.startswith('gen ') else []), capture_output=True, text=True)
        got = {}
        if r.returncode == 0:
            s = json.loads(r.stdout)
            got = {s['targets'][o[1]]['htmlName']: o[2] for o in s['script'] if o[0] in ('fill_by_opid', 'select_by_opid')}
        wrong = {k: (got.get(k), v) for k, v in want.items() if got.get(k) != v}
        if wrong:
            bad += 1
            print('WRONG', name, wrong)
print('%d of %d cases wrong' % (bad, len(cases)))
sys.exit(1 if bad else 0)
