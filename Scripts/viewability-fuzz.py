#!/usr/bin/env python3
"""Differential fuzzing of viewability: random nestings of hiding styles around one field, collected by
collect.js in headless Chromium (real layout) and by the Swift collector (static rules), and the pages where
the two disagree on the field's `viewable`.

    Scripts/viewability-fuzz.py [SEED] [PAGES] [FORMFILL]     # seed 1, 100 pages, .build/debug/formfill

"static fills unseen" pages are the ones that matter (a false fill); "static refuses seen" ones are the
static side being stricter than a browser. Needs `chromium` on the PATH. Seeded: a seed gives the same pages.
"""
import os, re, subprocess, sys, json, random
from collectors import both
from concurrent.futures import ThreadPoolExecutor
B=os.path.abspath(sys.argv[3]) if len(sys.argv)>3 else os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),'.build','debug','formfill')
T=['opacity:0','opacity:0.05','opacity:0.5','filter:opacity(0.05)','transform:scale(0.05)','transform:translateX(-2000px)',
   'transform:rotateY(90deg)','transform:scale(1)','position:absolute;left:-3000px','position:absolute;top:-3000px',
   'position:absolute;left:50%','position:fixed;bottom:-500px','clip-path:inset(50%)','clip-path:circle(0)','clip-path:inset(0)',
   'position:absolute;clip:rect(0,0,0,0)','width:0;height:0;overflow:hidden','width:5px;height:5px;overflow:hidden',
   'max-height:0;overflow:hidden','height:0','height:0;overflow:visible','display:contents','display:flex','display:inline',
   'visibility:hidden','visibility:visible','content-visibility:hidden','margin-left:-3000px','margin-top:-3000px','text-indent:-3000px',
   'font-size:0','zoom:0.05','scale:0.05','translate:-3000px','rotate:y 90deg','overflow:hidden;height:1px','position:relative;left:-3000px',
   'position:relative;z-index:-1','float:left;margin-left:-3000px','columns:2','width:1px;overflow:hidden;white-space:nowrap',
   'position:absolute;width:1px;height:1px;overflow:hidden','transform:translate(-50%,-50%);position:absolute;left:0;top:0',
   'border:0;padding:0;width:2px','line-height:0;height:0;overflow:hidden','transform:scaleY(0)','transform:matrix(0.01,0,0,0.01,0,0)',
   'position:sticky;top:-3000px','opacity:0.09','mask-image:linear-gradient(transparent,transparent)','-webkit-mask-image:linear-gradient(transparent,transparent)',
   'inset:auto;position:absolute;left:-500px','transform:perspective(100px) translateZ(99px)','backface-visibility:hidden;transform:rotateY(180deg)']
INPUT_T=['opacity:0','width:0','height:0;padding:0;border:0','width:3px;height:3px;padding:0;border:0','font-size:1px','position:absolute;left:-3000px',
   'transform:scale(0)','visibility:hidden','display:none','margin-left:-3000px','color:transparent','','','','','','']
OVERLAY=['position:absolute;inset:0;background:#fff','position:fixed;inset:0;background:#fff','position:absolute;top:0;left:0;width:100%;height:100%;background:white',
   'position:fixed;inset:0;background:rgba(255,255,255,.5)','position:absolute;inset:0','position:fixed;top:0;left:0;right:0;height:40px;background:#fff']
def snippet(rng):
    """A field in one to three wrappers, each with up to two hiding styles; sometimes an overlay beside a
    wrapper (nested in zero to two boxes of its own), sometimes every style moved into a <style> sheet."""
    depth=rng.randint(1,3)
    inner=f"<input name=a style='{rng.choice(INPUT_T)}'>"
    for _ in range(depth):
        style=';'.join(rng.sample(T, rng.randint(0,2)))
        inner=f"<div style='{style}'>{inner}</div>"
        if rng.random() < 0.15:
            overlay=f"<div style='{rng.choice(OVERLAY)};z-index:{rng.choice([-1,0,1,5])}'>Prize</div>"
            for _ in range(rng.randint(0,2)): overlay=f"<div>{overlay}</div>"
            inner = inner+overlay if rng.random() < 0.5 else overlay+inner
    page=f"<p>Sign in</p><form>{inner}</form>"
    if rng.random() < 0.4:
        rules=[]
        def to_class(m):
            rules.append(f".c{len(rules)} {{ {m.group(1)} }}")
            return f"class=c{len(rules)-1}"
        page=re.sub(r"style='([^']*)'", to_class, page)
        page=f"<style>{' '.join(rules)}</style>"+page
    return f"<!DOCTYPE html><html><body>{page}</body></html>"
def run(args):
    i, page = args
    browser, swift, _ = both(B, page)
    if browser is None: return (i,page,None,None)
    bv=[f.get('viewable') for f in browser['fields'] if f.get('htmlName')=='a']
    sv=[f.get('viewable') for f in swift['fields'] if f.get('htmlName')=='a']
    return (i,page,bv[0] if bv else None, sv[0] if sv else None)
rng=random.Random(int(sys.argv[1]) if len(sys.argv)>1 else 1)
N=int(sys.argv[2]) if len(sys.argv)>2 else 100
pages=[(i,snippet(rng)) for i in range(N)]
with ThreadPoolExecutor(3) as ex: results=list(ex.map(run,pages))
fp=[r for r in results if r[2] is False and r[3] is True]
fn=[r for r in results if r[2] is True and r[3] is False]
print('pages',N,'agree',sum(1 for r in results if r[2]==r[3]),'static fills unseen',len(fp),'static refuses seen',len(fn))
for r in fp: print('static fills unseen: ', r[1][45:-22])
for r in fn: print('static refuses seen:', r[1][45:-22])
