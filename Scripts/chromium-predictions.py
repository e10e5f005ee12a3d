#!/usr/bin/env python3
"""Labels pages with headless Chromium's own autofill predictions, in the format of the Chromium corpus's
output files, so that `chrome_agreement.py` scores FormFill on any pages, not only the corpus's.

    Scripts/chromium-predictions.py CORPUS [--shards N]

CORPUS holds `input/*.html`; this writes `output/<page>.out` for each page that has none yet (so a run can be
resumed), one line per `<input>`, `<select>` and `<textarea>` Chromium parsed, in document order:
`TYPE | name-or-id |  |  | `. Then

    python3 ../shared/eval/chrome_agreement.py .build/release/formfill CORPUS

Name the pages `NNN_<host>.html`: chrome_agreement.py takes the page's URL from the host in its name.

How: Chromium (Debian's `chromium`) runs with `--show-autofill-type-predictions`, which makes its browser
process send every field's overall type (heuristics and the author's `autocomplete`; no server, offline) to
the renderer, which writes it into the field's `autofill-prediction` attribute. Each page is served from a
local HTTP server and loaded with scripts disabled (the static DOM FormFill's collector sees), and the
attributes are read once they stop changing (at most 6 s). Chromium's heuristics change between versions:
this Chromium (156) keeps only the e-mail of a `<form>` with fewer than three recognised fields, where the
corpus's older version kept them all, so read its figures beside the corpus's, not instead of them.
Nothing here runs in `swift test` or CI.
"""
import argparse, functools, http.server, json, os, socketserver, subprocess, sys, tempfile, threading, time
from concurrent.futures import ThreadPoolExecutor

READ = ('JSON.stringify([...document.querySelectorAll("input,select,textarea")]'
        '.map(e => [e.getAttribute("name") || e.id || "", e.getAttribute("autofill-prediction")]))')


class Chromium:
    """One headless Chromium over the DevTools pipe (fds 3 and 4), with one page whose scripts are off."""

    def __init__(self, profile):
        to_chromium, self.writer = os.pipe()
        self.reader, from_chromium = os.pipe()
        os.set_inheritable(to_chromium, True)
        os.set_inheritable(from_chromium, True)
        # The child's fds 3 and 4 are the pipe's ends (dup2 in the child, after the fork; through fds no pipe
        # uses, so that neither end is closed by the other's dup2).
        def wire():
            high_in, high_out = os.dup(to_chromium) + 100, os.dup(from_chromium) + 100
            os.dup2(to_chromium, high_in)
            os.dup2(from_chromium, high_out)
            os.dup2(high_in, 3)
            os.dup2(high_out, 4)
        self.process = subprocess.Popen(
            ['chromium', '--headless=new', '--no-sandbox', '--disable-gpu', '--remote-debugging-pipe',
             '--show-autofill-type-predictions', '--enable-features=AutofillShowTypePredictions',
             '--user-data-dir=' + profile, 'about:blank'],
            preexec_fn=wire, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chromium)
        os.close(from_chromium)
        self.next_id, self.buffer = 0, b''
        target = self.send('Target.createTarget', {'url': 'about:blank'})['targetId']
        self.session = self.send('Target.attachToTarget', {'targetId': target, 'flatten': True})['sessionId']
        self.send('Page.enable', {}, self.session)
        self.send('Emulation.setScriptExecutionDisabled', {'value': True}, self.session)

    def send(self, method, params, session=None):
        self.next_id += 1
        message = {'id': self.next_id, 'method': method, 'params': params}
        if session:
            message['sessionId'] = session
        os.write(self.writer, json.dumps(message).encode() + b'\0')
        while True:
            while b'\0' not in self.buffer:
                chunk = os.read(self.reader, 1 << 20)
                if not chunk:
                    raise RuntimeError('chromium closed the DevTools pipe')
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b'\0', 1)
            reply = json.loads(raw)
            if reply.get('id') == self.next_id:
                if 'error' in reply:
                    raise RuntimeError(reply['error'])
                return reply['result']

    def predictions(self, url):
        self.send('Page.navigate', {'url': url}, self.session)
        last = None
        for step in range(12):
            time.sleep(0.5)
            value = self.send('Runtime.evaluate', {'expression': READ, 'returnByValue': True}, self.session)
            fields = json.loads(value['result'].get('value') or '[]')
            if step >= 3 and fields == last:
                break
            last = fields
        return last or []

    def close(self):
        self.process.kill()
        self.process.wait()


def main():
    parser = argparse.ArgumentParser(usage=__doc__)
    parser.add_argument('corpus')
    parser.add_argument('--shards', type=int, default=2, help='Chromium instances at once (default 2)')
    arguments = parser.parse_args()
    pages_dir, out_dir = os.path.join(arguments.corpus, 'input'), os.path.join(arguments.corpus, 'output')
    os.makedirs(out_dir, exist_ok=True)
    pages = sorted(p for p in os.listdir(pages_dir) if p.endswith('.html')
                   and not os.path.exists(os.path.join(out_dir, p[:-5] + '.out')))
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    handler = functools.partial(Quiet, directory=pages_dir)
    server = socketserver.ThreadingTCPServer(('127.0.0.1', 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    profiles = tempfile.mkdtemp(prefix='chromium-predictions-')

    # Started one after the other here (a fork while another thread forks would share pipes).
    browsers = [Chromium(os.path.join(profiles, str(k))) for k in range(arguments.shards)]

    def shard(k):
        browser = browsers[k]
        try:
            for n, page in enumerate(pages[k::arguments.shards]):
                fields = browser.predictions('http://127.0.0.1:%d/%s' % (port, page))
                with open(os.path.join(out_dir, page[:-5] + '.out'), 'w', encoding='utf-8') as out:
                    for name, prediction in fields:
                        if prediction is not None:
                            out.write('%s | %s |  |  | \n' % (prediction, name))
                if n % 50 == 0:
                    print('shard %d: %d of %d' % (k, n, len(pages[k::arguments.shards])), file=sys.stderr)
        finally:
            browser.close()

    with ThreadPoolExecutor(arguments.shards) as pool:
        list(pool.map(shard, range(arguments.shards)))
    server.shutdown()
    print('%d pages labelled into %s' % (len(pages), out_dir))


if __name__ == '__main__':
    main()
