// CPU time of server processes for the benchmarks (Linux's /proc; null elsewhere).

import { readFileSync } from "node:fs";

/** CPU time (user + system, ms) process `pid` has used so far; null without Linux's /proc. */
export function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After "pid (comm) ": state is field 3; utime and stime (fields 14, 15) are in USER_HZ
    // ticks, 100 per second on Linux.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

export function totalCpuMs(pids: readonly number[]): number | null {
  let sum = 0;
  for (const pid of pids) {
    const ms = cpuMsOf(pid);
    if (ms === null) return null;
    sum += ms;
  }
  return pids.length > 0 ? sum : null;
}
