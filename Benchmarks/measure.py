#!/usr/bin/env python3
"""Runs a command N times and prints `WALL_S CPU_S PEAK_KB EXIT`: the median wall time, the median CPU time
(user + system, from wait4: microsecond resolution), the largest peak RSS, and the last exit code.

CPU time is what the machine spends; wall time is what a user waits (formfill uses every core on large pages,
so wall can be less than CPU). Usage: measure.py N COMMAND [ARGS...]"""
import os, statistics, subprocess, sys, time

runs, command = int(sys.argv[1]), sys.argv[2:]
walls, cpus, peak, code = [], [], 0, 0
with open(os.devnull, "wb") as devnull:
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=devnull, stderr=devnull)
        _, status, usage = os.wait4(process.pid, 0)
        walls.append(time.perf_counter() - start)
        cpus.append(usage.ru_utime + usage.ru_stime)
        peak = max(peak, usage.ru_maxrss)
        code = os.waitstatus_to_exitcode(status)
print("%.4f %.4f %d %d" % (statistics.median(walls), statistics.median(cpus), peak, code))
