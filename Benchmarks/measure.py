#!/usr/bin/env python3
"""Runs commands N times, interleaved (one run of each in turn, so all share the same drift of a shared virtual
machine's speed), and prints one line per command: `WALL_S CPU_S PEAK_KB EXIT`, the median wall time, the median
CPU time (user + system, from wait4: microsecond resolution), the largest peak RSS, and the last exit code.

CPU time is what the machine spends; wall time is what a user waits (formfill uses every core on large pages,
so wall can be less than CPU). Usage: measure.py N COMMAND [ARGS...] [-- COMMAND [ARGS...]]..."""
import os, statistics, subprocess, sys, time

runs, commands = int(sys.argv[1]), [[]]
for argument in sys.argv[2:]:
    if argument == '--':
        commands.append([])
    else:
        commands[-1].append(argument)
results = [([], [], [0], [0]) for _ in commands]
with open(os.devnull, "wb") as devnull:
    for _ in range(runs):
        for command, (walls, cpus, peak, code) in zip(commands, results):
            start = time.perf_counter()
            process = subprocess.Popen(command, stdout=devnull, stderr=devnull)
            _, status, usage = os.wait4(process.pid, 0)
            walls.append(time.perf_counter() - start)
            cpus.append(usage.ru_utime + usage.ru_stime)
            peak[0] = max(peak[0], usage.ru_maxrss)
            code[0] = os.waitstatus_to_exitcode(status)
for walls, cpus, peak, code in results:
    print("%.4f %.4f %d %d" % (statistics.median(walls), statistics.median(cpus), peak[0], code[0]))
