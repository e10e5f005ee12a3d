#!/usr/bin/env python3
"""Interleaved runs of the bare parse, `formfill collect` and `formfill fill` on one page: the medians of wall
and CPU time (user + system, from wait4) and each ratio to the bare parse. Interleaving puts every command
under the same drift of this virtual machine's speed.

    Benchmarks/run.sh                                   # builds formfill, bareparse and the generated pages
    python3 Benchmarks/interleaved.py PAGE [RUNS] [FORMFILL...]

Several formfill binaries (say, before and after a change) are compared in the same interleaving."""
import os, statistics, subprocess, sys, time

here = os.path.dirname(os.path.abspath(__file__))
work = os.path.join(os.environ.get('TMPDIR', '/tmp'), 'formfill-bench')
if len(sys.argv) < 2:
    sys.exit(__doc__)
page = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 9
binaries = sys.argv[3:] or [os.path.join(here, '..', '.build', 'static', 'release', 'formfill')]
url = 'https://www.example.com/checkout'
commands = {'bare parse': [os.path.join(work, 'bareparse'), page]}
for i, binary in enumerate(binaries):
    tag = '' if len(binaries) == 1 else ' #%d' % i
    commands['collect' + tag] = [binary, 'collect', page, '--url', url]
    commands['fill' + tag] = [binary, 'fill', page, '--url', url, '--vault', os.path.join(work, 'vault.json'),
                              '--time', '1700000000']
times = {name: ([], []) for name in commands}
with open(os.devnull, 'w') as devnull:
    for _ in range(runs):
        for name, command in commands.items():
            start = time.perf_counter()
            process = subprocess.Popen(command, stdout=devnull, stderr=devnull)
            _, _, usage = os.wait4(process.pid, 0)
            times[name][0].append(time.perf_counter() - start)
            times[name][1].append(usage.ru_utime + usage.ru_stime)
floor_wall, floor_cpu = (statistics.median(t) for t in times['bare parse'])
for name, (wall, cpu) in times.items():
    w, c = statistics.median(wall), statistics.median(cpu)
    print('%-12s wall %7.1f ms (%.2fx)  CPU %7.1f ms (%.2fx)  fastest wall %7.1f ms'
          % (name, w * 1000, w / floor_wall, c * 1000, c / floor_cpu, min(wall) * 1000))
