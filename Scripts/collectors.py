"""The two collectors on one page, for the fuzzers (`viewability-fuzz.py`, `label-fuzz.py`): collect.js in
headless Chromium (1280 x 1000 window, run at load by a probe script, its token read back from the DOM) and
`formfill collect` on the same HTML."""
import html as H, json, os, re, shutil, subprocess, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BROWSER = shutil.which('chromium')
_collect = open(os.path.join(ROOT, 'JavaScript', 'collect.js'), encoding='utf-8').read().replace("</script", "<\\/script")
_PROBE = """<script>
window.addEventListener("load", function () {
  var token = (0, eval)(%s);
  var pre = document.createElement("pre");
  pre.id = "formfill-token";
  pre.textContent = token;
  document.documentElement.appendChild(pre);
});
</script>""" % json.dumps(_collect)


def both(formfill, page, extra=None):
    """(browser token or None, Swift token, and `extra(path)`'s result on the page's file if given)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, 'page.html')
        open(path, 'w').write(page.replace('</body>', _PROBE + '</body>'))
        out = subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                              "--no-first-run", "--disable-extensions", "--window-size=1280,1000",
                              "--user-data-dir=" + tmp + "/p", "--dump-dom", "file://" + path],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=120).stdout.decode('utf-8', 'replace')
        m = re.search(r'<pre id="formfill-token">(.*?)</pre>', out, re.S)
        browser = json.loads(H.unescape(m.group(1))) if m else None
        open(path, 'w').write(page)
        swift = json.loads(subprocess.run([formfill, 'collect', path], capture_output=True).stdout)
        return browser, swift, (extra(path) if extra else None)
