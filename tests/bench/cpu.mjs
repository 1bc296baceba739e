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
    // fields[1] = ppid, fields[11] = utime, fields[12] = stime, fields[13] = cutime, fields[14] = cstime
    // (clock ticks; the c- pair is what its children used that have exited and been waited for)
    const ticks = (a, b) => ((Number(fields[a]) + Number(fields[b])) * 1000) / clockTicks();
    return { ppid: Number(fields[1]), ms: ticks(11, 12), childrenMs: ticks(13, 14) };
  } catch {
    return undefined;
  }
}

export const cpuAccounting = existsSync('/proc/self/stat');

/** CPU milliseconds a process has used so far (0 when unknown). */
export function processCpuMs(pid) {
  return stat(pid)?.ms ?? 0;
}

/**
 * CPU milliseconds used so far by a Postgres cluster, by process: the postmaster, with what its
 * exited server processes used (it waits for each), and every server process still running.
 */
export function clusterCpu(clusterDir) {
  const byPid = new Map();
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!cpuAccounting || !existsSync(pidFile)) return byPid;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const own = stat(postmaster);
  if (own) byPid.set(postmaster, own.ms + own.childrenMs);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(entry);
    if (s && s.ppid === postmaster) byPid.set(Number(entry), s.ms);
  }
  return byPid;
}

/**
 * CPU the cluster used between two `clusterCpu` snapshots. A server process that exited meanwhile
 * is in the postmaster's figure at the end, and was in its own at the start, so totals compare.
 */
function clusterDelta(before, after) {
  const sum = (byPid) => [...byPid.values()].reduce((a, b) => a + b, 0);
  return sum(after) - sum(before);
}

/**
 * Measures the CPU a piece of work costs: the server process (by pid, or this process when
 * `pid` is 'self') and the Postgres cluster, server processes that exit during the work (a closed
 * connection, an autovacuum worker) included.
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
