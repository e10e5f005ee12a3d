#!/usr/bin/env python3
"""Two formfill builds against bareparse, interleaved, on the generated shapes (wall / CPU / peak RSS, medians).

    Benchmarks/paired.py BEFORE_FORMFILL AFTER_FORMFILL [RUNS] [SHAPES] [SIZE]
    e.g. Benchmarks/paired.py /tmp/old/formfill .build/static/release/formfill 5 store,content 5M

Pages, bareparse and vault come from Benchmarks/run.sh's work folder ($TMPDIR/formfill-bench): run it once first.
Each binary needs its resource folders beside it (FormFill_*.resources, as `swift build` leaves them).
"""
import subprocess, sys, statistics, os, time
B = os.path.join(os.environ.get("TMPDIR", "/tmp"), "formfill-bench")
url = "https://www.example.com/checkout"
before, after = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
sys.argv = sys.argv[:1] + sys.argv[3:]
def run(cmd):
    t = time.perf_counter(); pid = os.fork()
    if pid == 0:
        fd = os.open("/dev/null", os.O_WRONLY); os.dup2(fd, 1); os.dup2(fd, 2); os.execv(cmd[0], cmd)
    _, status, ru = os.wait4(pid, 0)
    return time.perf_counter() - t, ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)
runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
shapes = sys.argv[2].split(",") if len(sys.argv) > 2 else ["store", "stress", "long-selects", "small-forms", "content"]
size = sys.argv[3] if len(sys.argv) > 3 else "5M"
print("| page | bareparse wall/CPU/RSS | collect before | collect after | fill before | fill after |")
print("|---|---|---|---|---|---|")
for s in shapes:
    p = f"{B}/{s}-{size}.html"
    cmds = {"bare": [f"{B}/bareparse", p],
            "cb": [before, "collect", p, "--url", url], "ca": [after, "collect", p, "--url", url],
            "fb": [before, "fill", p, "--vault", f"{B}/vault.json", "--url", url],
            "fa": [after, "fill", p, "--vault", f"{B}/vault.json", "--url", url]}
    res = {k: [] for k in cmds}
    for _ in range(runs):
        for k, c in cmds.items(): res[k].append(run(c))
    med = {k: (statistics.median(x[0] for x in v), statistics.median(x[1] for x in v), max(x[2] for x in v), v[0][3]) for k, v in res.items()}
    bw, bc, br, _ = med["bare"]
    def cell(k):
        w, c, r, e = med[k]
        return f"{w*1000:.0f}/{c*1000:.0f} ms, {r:.0f} MB ({w/bw:.2f}x / {c/bc:.2f}x){'' if e == 0 else ' exit %d' % e}"
    print(f"| {s}-{size} | {bw*1000:.0f}/{bc*1000:.0f} ms, {br:.0f} MB | {cell('cb')} | {cell('ca')} | {cell('fb')} | {cell('fa')} |", flush=True)
