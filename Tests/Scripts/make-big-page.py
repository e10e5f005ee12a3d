#!/usr/bin/env python3
"""Writes a ~5 MB page with 45,000 form controls for the cost measurement of issue 2 (point 6).

Usage: python3 Tests/Scripts/make-big-page.py OUT.html [CONTROLS]
The page looks like a long admin screen: sections of forms with labelled inputs, selects, textareas in
tables and divs, paragraphs of text between them, and a style sheet with class and descendant rules.
"""
import random
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/big-page.html"
controls = int(sys.argv[2]) if len(sys.argv) > 2 else 45000
random.seed(7)
words = ("account billing shipping address city region postal code phone email name company notes "
         "preferences newsletter delivery instructions reference invoice order customer contact").split()

parts = ["<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>Admin - bulk edit</title>",
         "<style>.hidden-row{display:none} .grid .c input{width:120px} #main .compact .opt{visibility:hidden}"
         " .sr{position:absolute;left:-9999px}</style></head><body><div id=main>"]
made = 0
form = 0
while made < controls:
    parts.append(f'<section class="block"><h2>Section {form}: {" ".join(random.sample(words, 3))}</h2>'
                 f'<p>{" ".join(random.choice(words) for _ in range(12))}</p>')
    parts.append(f'<form id="f{form}" action="/admin/save/{form}" method="post" class="grid">')
    for row in range(20):
        if made >= controls:
            break
        kind = made % 9
        name = f"{random.choice(words)}_{made}"
        label = random.choice(words).capitalize()
        cls = "hidden-row" if made % 97 == 0 else "c"
        if kind < 5:
            parts.append(f'<div class="{cls}"><label for="i{made}">{label}</label>'
                         f'<input id="i{made}" name="{name}" value="{random.choice(words)}" maxlength="64"></div>')
        elif kind == 5:
            opts = "".join(f'<option value="{w[:3]}">{w}</option>' for w in random.sample(words, 3))
            parts.append(f'<div class="{cls}"><span>{label}</span> <select name="{name}">{opts}</select></div>')
        elif kind == 6:
            parts.append(f'<table><tr><td>{label}</td></tr><tr><td><input name="{name}" type="email"></td></tr></table>')
        elif kind == 7:
            parts.append(f'<label class="compact"><input class="opt" type="checkbox" name="{name}" checked> {label}</label>')
        else:
            parts.append(f'<div class="{cls}"><textarea name="{name}" rows=2>{" ".join(random.sample(words, 3))}</textarea></div>')
        made += 1
    parts.append(f'<input type="hidden" name="token" value="{random.getrandbits(128):032x}">'
                 '<button type="submit">Save</button></form></section>')
    made += 2
    form += 1
parts.append("</div></body></html>")
with open(out, "w") as f:
    f.write("".join(parts))
print(f"{out}: {sum(len(p) for p in parts) / 1e6:.1f} MB, {made} controls, {form} forms")
