#!/usr/bin/env python3
"""Differential fuzzing of labels: random forms of three to six fields (first name, street, city, e-mail, ...),
each laid out one of a dozen ways (label for, wrapping label, table cells, definition lists, grid columns,
aria-labelledby, a label after its box, line breaks) and decorated (required marks, icons, hidden hints, help
buttons, "(optional)", placeholders), then:

  - the label texts collect.js reads in headless Chromium against the Swift collector's, field by field;
  - each field's designation from `formfill classify` against the word it was given.

    Scripts/label-fuzz.py [SEED] [PAGES] [FORMFILL]     # seed 1, 50 pages, .build/debug/formfill

Needs `chromium` on the PATH. Seeded: a seed gives the same pages.
"""
import os, subprocess, sys, json, random
from collectors import both
from concurrent.futures import ThreadPoolExecutor
B=os.path.abspath(sys.argv[3]) if len(sys.argv)>3 else os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),'.build','debug','formfill')
EXPECTED={'First name':'given-name','Last name':'family-name','Street address':'address-line1','City':'address-level2',
          'ZIP code':'postal-code','Email':'email','Phone':'tel','Company':'organization','State':'address-level1',
          'Country':'country-name'}
WORDS=list(EXPECTED)
def decorate(rng, text):
    c=rng.random()
    if c<0.1: return text+' <span class=req>*</span>'
    if c<0.2: return text+':'
    if c<0.3: return f"<b>{text}</b>"
    if c<0.35: return f"{text} <i class='icon'></i>"
    if c<0.4: return f"{text}<span style='display:none'>hidden hint</span>"
    if c<0.45: return f"<span>{text}</span><small>(optional)</small>"
    if c<0.5: return f"{text}&nbsp;"
    if c<0.55: return f"<svg width=8 height=8><title>icon</title></svg>{text}"
    return text
def field(rng, i, text):
    n=f"f{i}"; t=decorate(rng,text)
    inp=f"<input id={n} name={n}>"
    if rng.random()<0.15: inp=f"<input id={n} name={n} placeholder='{rng.choice(['Required','e.g. something',text])}'>"
    if rng.random()<0.1: inp=inp+"<button type=button>?</button>"
    c=rng.randrange(12)
    if c==0: return f"<label for={n}>{t}</label>{inp}"
    if c==1: return f"<label>{t} {inp}</label>"
    if c==2: return f"<div><span>{t}</span></div><div>{inp}</div>"
    if c==3: return f"<tr><td>{t}</td><td>{inp}</td></tr>"
    if c==4: return f"<tr><th>{t}</th></tr><tr><td>{inp}</td></tr>"
    if c==5: return f"<p>{t}<br>{inp}</p>"
    if c==6: return f"<div class=row><div class=col><label>{t}</label></div><div class=col>{inp}</div></div>"
    if c==7: return f"<span id=l{i}>{t}</span>{inp.replace('>',f' aria-labelledby=l{i}>',1)}"
    if c==8: return f"<div>{inp}<label for={n}>{t}</label></div>"
    if c==9: return f"<dl><dt>{t}</dt><dd>{inp}</dd></dl>"
    if c==10: return f"<li><label>{t}</label><div><div>{inp}</div></div></li>"
    return f"{t} {inp}<br>"
def page(rng):
    k=rng.randint(3,6)
    words=rng.sample(WORDS,k); parts=[field(rng,i,words[i]) for i in range(k)]
    rows=[]; out=[]
    for p in parts:
        if p.startswith('<tr>'): rows.append(p)
        else:
            if rows: out.append('<table>'+''.join(rows)+'</table>'); rows=[]
            out.append(p)
    if rows: out.append('<table>'+''.join(rows)+'</table>')
    head = rng.choice(['','<h2>Shipping address</h2>','<fieldset><legend>Contact</legend>'])
    tail = '</fieldset>' if head.startswith('<fieldset') else ''
    return (f"<!DOCTYPE html><html><head><meta charset=utf-8></head><body><form action=/x>{head}{''.join(out)}{tail}"
            f"<button>Continue</button></form></body></html>", words)
KEYS=['label-tag','label-left','label-right','label-top','label-aria','placeholder','label-legend']
def run(args):
    i, (html, words) = args
    classify=lambda path: json.loads(subprocess.run([B,'classify',path,'--url','https://shop.example.com/'],capture_output=True).stdout)
    browser, swift, classified = both(B, html, classify)
    if browser is None: return (i,html,['NO TOKEN'],[])
    diffs=[]
    for bf,sf in zip(browser['fields'],swift['fields']):
        for k in KEYS:
            if (bf.get(k) or '')!=(sf.get(k) or ''): diffs.append(f"{sf.get('htmlName')} {k}: browser={bf.get(k)!r} swift={sf.get(k)!r}")
    wrong=[]
    for f in classified['fields']:
        name=f.get('htmlName') or ''
        if name.startswith('f') and name[1:].isdigit():
            word=words[int(name[1:])]
            if f.get('designation')!=EXPECTED[word]: wrong.append(f"{name} {word!r}: {f.get('designation')}")
    return (i,html,diffs,wrong)
rng=random.Random(int(sys.argv[1]) if len(sys.argv)>1 else 1)
N=int(sys.argv[2]) if len(sys.argv)>2 else 50
pages=[(i,page(rng)) for i in range(N)]
with ThreadPoolExecutor(3) as ex: results=list(ex.map(run,pages))
bad=[r for r in results if r[2]]
wrong=[r for r in results if r[3]]
print('pages',N,'fields',sum(len(p[1][1]) for p in pages),'pages whose labels differ',len(bad),
      'fields designated otherwise',sum(len(r[3]) for r in results))
for r in (bad+wrong)[:15]:
    print('---', r[1][r[1].index('<form'):r[1].index('</form>')][:400])
    for d in r[2][:4]+r[3][:4]: print('   ',d[:200])
