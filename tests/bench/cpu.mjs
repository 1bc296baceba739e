// CPU time per request, from /proc: what each side of a comparison costs the machine, whatever
// else runs on it (throughput on a shared 2-core machine moves with the neighbours' load; CPU time
// per request hardly does). Linux only; elsewhere the figures are simply left out.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[1] = ppid, fields[11] = utime, fields[12] = stime (clock ticks)
    return { ppid: Number(fields[1]), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks() };
  } catch {
    return undefined;
  }
}

export const cpuAccounting = existsSync('/proc/self/stat');

/** CPU milliseconds a process has used so far (0 when unknown). */
export function processCpuMs(pid) {
  return stat(pid)?.ms ?? 0;
}

/** CPU milliseconds used so far by each process of a Postgres cluster: the postmaster and every server process it forked. */
export function clusterCpu(clusterDir) {
  const byPid = new Map();
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!cpuAccounting || !existsSync(pidFile)) return byPid;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const own = stat(postmaster);
  if (own) byPid.set(postmaster, own.ms);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(entry);
    if (s && s.ppid === postmaster) byPid.set(Number(entry), s.ms);
  }
  return byPid;
}

/** CPU used between two `clusterCpu` snapshots by the processes still there at the end. */
function clusterDelta(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * Measures the CPU a piece of work costs: the server process (by pid, or this process when
 * `pid` is 'self') and the Postgres cluster. Server processes that exit during the work (a closed
 * connection, an autovacuum worker) take their time with them, so the Postgres figure is a lower
 * bound; pools keep their connections for the whole measurement, so little is lost.
 */
export async function withCpu(clusterDir, pid, work) {
  const own = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const server = () => (pid === 'self' ? own() : processCpuMs(pid));
  const s0 = server();
  const p0 = clusterCpu(clusterDir);
  const result = await work();
  const serverMs = server() - s0;
  return { result, serverMs, postgresMs: clusterDelta(p0, clusterCpu(clusterDir)) };
}
