#!/usr/bin/env python3
"""Differential fuzzing of form actions: random action URLs written the ways attacks write them (backslashes,
tabs, userinfo, percent-encoded dots, IPv4 forms, full-width dots, schemes without slashes), resolved by
Chromium (collect.js's `htmlAction`, a browser's own URL parser) and decided by `formfill fill` on a login
form with that action. A fill is expected exactly when the browser's URL is https: on the page's site
(www.acme.com) or a javascript: one (the page's script handles it); every other outcome is listed.

    Scripts/action-fuzz.py [SEED] [ACTIONS] [FORMFILL]     # seed 1, 200 actions, .build/debug/formfill

An empty action is the page's own URL (here a temporary file in the browser; `--url` for formfill). Needs
`chromium` on the PATH. Seeded.
"""
import html as H, json, os, random, subprocess, sys, tempfile
from urllib.parse import urlsplit
from collectors import both
B=os.path.abspath(sys.argv[3]) if len(sys.argv)>3 else os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),'.build','debug','formfill')
V=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),'Fixtures','vault.json')
rng=random.Random(int(sys.argv[1]) if len(sys.argv)>1 else 1)
N=int(sys.argv[2]) if len(sys.argv)>2 else 200
parts_scheme=['https:','http:','HTTPS:','','','','javascript:','data:','ftp:','hTtPs:',' https:','\thttps:']
parts_slash=['//','','/','\\\\','/\\','\\/','///','\\\\\\','//\t','/ /']
hosts=['www.acme.com','evil.example','acme.com.evil.example','evil.example\\@www.acme.com','www.acme.com@evil.example','user:pw@evil.example',
 'www.acme.com%2eevil.example','evil.example%2F@www.acme.com','WWW.ACME.COM','www.acme.com.','0x7f.1','127.1','[::1]','evil。example','ｅｖｉｌ.example',
 'www.acme.com:443','evil.example:443@www.acme.com','www.acme.com\t','ev\nil.example','xn--acme-x.com','www.acme.com#@evil.example','www.acme.com?@evil.example',
 'evil.example#.acme.com','evil.example\\.acme.com','@evil.example','www.acme.com\\evil.example','%65vil.example','evil%2eexample']
paths=['','/login','/../x','?a=1','#f','/\\evil.example','/%2f%2fevil.example','/.//evil.example']
def action(rng):
    c=rng.random()
    if c<0.15: return rng.choice(paths)+rng.choice(['','x','/a/b','?next=//evil.example'])
    return rng.choice(parts_scheme)+rng.choice(parts_slash)+rng.choice(hosts)+rng.choice(paths)
acts=[action(rng) for _ in range(N)]
forms=''.join(f"<form action=\"{H.escape(a,quote=True)}\" method=post><input name=u{i}></form>" for i,a in enumerate(acts))
page=f"<!DOCTYPE html><html><head><base href='https://www.acme.com/app/'></head><body>{forms}</body></html>"
b,s,_=both(B, page)
bf={f['opid']:f for f in (b['forms'].values() if isinstance(b['forms'],dict) else b['forms'])}
bad=0
for k in bf:
    i=int(k.split('__')[-1]); a=acts[i]; ba=bf[k].get('htmlAction') or ''
    sch=ba.split(':',1)[0].lower()
    host=''
    if sch in ('http','https','ftp'):
        try: host=urlsplit(ba).hostname or ''
        except Exception: host='?'
    host=host.rstrip('.')
    expect = (sch=='https' and (host=='acme.com' or host.endswith('.acme.com'))) or sch=='javascript' or a==''
    html=f"<!DOCTYPE html><html><head><base href='https://www.acme.com/app/'></head><body><form action=\"{H.escape(a,quote=True)}\" method=post><input name=u><input type=password name=p><button>Sign in</button></form></body></html>"
    with tempfile.NamedTemporaryFile('w',suffix='.html',delete=False) as f: f.write(html); path=f.name
    p=subprocess.run([B,'fill',path,'--vault',V,'--url','https://www.acme.com/login'],capture_output=True,text=True)
    os.unlink(path)
    filled = p.returncode==0
    if filled!=expect:
        bad+=1; print('DECISION', repr(a), '| browser', repr(ba), '| expected', 'fill' if expect else 'refuse', '| got', 'fill' if filled else f'rc={p.returncode} '+p.stderr.strip()[-80:])
print('decisions differ', bad)
