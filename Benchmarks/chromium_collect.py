#!/usr/bin/env python3
"""Collects a page with JavaScript/collect.js in headless Chromium and prints `INPAGE_MS WALL_MS FIELDS`.

INPAGE_MS is collect.js alone (performance.now() around it, after the load event); WALL_MS is the whole
browser run: start, load and parse the page, lay it out, collect, dump the DOM. Usage:
    chromium_collect.py PAGE.html [TIMEOUT_SECONDS]
"""
import os, re, shutil, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
page, timeout = sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 300
browser = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
if not browser:
    sys.exit("chromium_collect: no Chromium (apt-get install -y chromium)")
collect = open(os.path.join(root, "JavaScript", "collect.js"), encoding="utf-8").read().replace("</script", "<\\/script")
probe = """<script>
window.addEventListener("load", function () {
  var start = performance.now();
  var token = (0, eval)(%s);
  var ms = performance.now() - start;
  var pre = document.createElement("pre");
  pre.id = "formfill-timing";
  pre.textContent = ms.toFixed(2) + " " + JSON.parse(token).fields.length;
  document.documentElement.appendChild(pre);
});
</script>""" % __import__("json").dumps(collect)

with tempfile.TemporaryDirectory(prefix="formfill-bench-") as tmp:
    path = os.path.join(tmp, "page.html")
    with open(page, "rb") as src, open(path, "wb") as dst:
        shutil.copyfileobj(src, dst)
        dst.write(probe.encode())
    start = time.monotonic()
    out = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--disable-extensions", "--user-data-dir=" + os.path.join(tmp, "profile"), "--dump-dom", "file://" + path],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=timeout).stdout
    wall = (time.monotonic() - start) * 1000
    m = re.search(rb'<pre id="formfill-timing">([0-9.]+) ([0-9]+)</pre>', out)
    if not m:
        sys.exit("chromium_collect: no timing in the dumped DOM")
    print("%s %.0f %s" % (m.group(1).decode(), wall, m.group(2).decode()))
