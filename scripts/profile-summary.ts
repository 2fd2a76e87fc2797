/**
 * The per-request summary of a CPU profile taken by scripts/profile-request.ts: the main thread's busy
 * time, the functions with the most time of their own, and the time spent in (and below) each named
 * function. The figures of docs/booking-api.md come from it.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Lines summing up `profile` per request over `requests` requests, with the time in each of `named`. */
export function summarize(profile: Profile, requests: number, named: readonly string[]): string[] {
  const lines: string[] = [];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) => {
    const where = n.callFrame.url.replace(/^.*\/(node_modules\/)?/, '');
    return `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`;
  };

  const file = (n: ProfileNode | undefined) =>
    (n?.callFrame.url ?? '')
      .replace(/^.*\/node_modules\//, '')
      .replace(/^file:\/\/.*?\/(server|core|scripts)\//, '$1/') || '(native)';
  const byFile = new Map<string, number>();
  const own = new Map<string, number>();
  const within = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    const name = node.callFrame.functionName;
    if (name === '(idle)') return;
    busy += dt;
    own.set(label(node), (own.get(label(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const fn = byId.get(at)?.callFrame.functionName ?? '';
      if (named.includes(fn)) seen.add(fn);
    }
    for (const fn of seen) within.set(fn, (within.get(fn) ?? 0) + dt);
    const files = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      files.add(file(byId.get(at)));
    for (const f of files) byFile.set(f, (byFile.get(f) ?? 0) + dt);
  });
  const us = (t: number) => (t / requests).toFixed(1).padStart(6);
  lines.push(`${requests} requests; busy ${us(busy)} µs per request (the load generator's thread excluded)`);
  for (const fn of named) lines.push(`in ${fn.padEnd(30)} ${us(within.get(fn) ?? 0)} µs`);
  lines.push('time in (and below) each file, the 30 largest:');
  for (const [name, t] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 30))
    lines.push(`${us(t)} µs  ${name}`);
  lines.push('most time of their own:');
  for (const [name, t] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 30))
    lines.push(`${us(t)} µs  ${name}`);
  return lines;
}
