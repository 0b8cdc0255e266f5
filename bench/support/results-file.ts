/**
 * The results file of a bench (`bench/results/*.json`): the newest run as `latest`, the five
 * before it as `history`, written through a temporary file so a reader never sees half of it.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';

/** Writes `entry` as the latest run of `resultsFile`, moving the previous latest into the history. */
export function writeLatestResults(resultsFile: string, entry: unknown): void {
  mkdirSync(dirname(resultsFile), { recursive: true });
  let previous: { latest?: unknown; history?: unknown[] } = {};
  try {
    previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as typeof previous;
  } catch {
    // first run
  }
  const history = [...(previous.history ?? []), ...(previous.latest ? [previous.latest] : [])].slice(-5);
  const partial = `${resultsFile}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify({ latest: entry, history }, null, 2)}\n`);
  renameSync(partial, resultsFile);
}

/** The machine a bench ran on, for its results: CPU model, cores, memory and Node version. */
export function machineOfRun(): { cpu: string; cores: number; memoryGiB: number; node: string } {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}
