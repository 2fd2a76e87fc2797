/**
 * `npm test`: everything CI checks; the checks that need no build run while it is made.
 *
 * The type check and the lint run beside the build chain (test dependencies, build, size budget), which
 * used to wait for them; once the build is there, one Vitest run takes the five projects (the browser
 * tests last, one file at a time: each drives Chromium against a server of its own).
 * Each line of output carries the name of its step; a summary at the end gives each step's time and
 * result, and the exit code is 1 when any step failed. The projects and their settings stay in
 * vitest.config.ts; `vitest run` alone still runs them all.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** One command of the run and how it ended. */
interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs `command` with `args`, each output line prefixed with `[name]`; resolves when it exits. */
function run(name: string, command: string, args: string[]): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
    }
    const done = (ok: boolean) =>
      resolve({ name, ok, seconds: Math.round((performance.now() - started) / 100) / 10 });
    child.on('error', (error) => {
      process.stderr.write(`[${name}] could not start ${command}: ${error.message}\n`);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/** Runs the steps one after the other, stopping at the first that fails. */
async function chain(...steps: (() => Promise<Outcome>)[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    const outcome = await step();
    outcomes.push(outcome);
    if (!outcome.ok) break;
  }
  return outcomes;
}

const tsx = (script: string) => ['--import', 'tsx', script];

const started = performance.now();
const checks = Promise.all([
  run('typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit']),
  chain(
    () => run('eslint', 'eslint', ['.']),
    () => run('prettier', 'prettier', ['--check', '.']),
  ),
]);
const built = await chain(
  () => run('test-deps', 'node', tsx('scripts/ensure-test-deps.ts')),
  () => run('build', 'node', tsx('scripts/build.ts')),
  () => run('size', 'node', tsx('scripts/size.ts')),
);
// One Vitest run of the five projects, the browser tests last and alone (vitest.config.ts). Run beside
// the other projects they were about half a minute faster in all, but three full runs out of three then
// failed on a browser test racing with the others' load (two such races fixed, a third seen): a run that
// lands matters more than a faster one.
const projects = ['unit', 'component', 'api', 'system', 'e2e'].flatMap((p) => ['--project', p]);
const tests = built.every((o) => o.ok) ? [await run('tests', 'vitest', ['run', ...projects])] : [];
const [typecheck, lint] = await checks;
const outcomes = [typecheck, ...lint, ...built, ...tests];
const total = Math.round((performance.now() - started) / 1000);

console.log('\nnpm test');
for (const o of outcomes) console.log(`  ${o.ok ? 'passed' : 'FAILED'}  ${o.name.padEnd(10)} ${o.seconds} s`);
if (!built.every((o) => o.ok)) console.log('  (the tests did not run: the build chain failed)');
console.log(`  in all ${Math.floor(total / 60)} min ${total % 60} s`);
process.exit(outcomes.every((o) => o.ok) && tests.length > 0 ? 0 : 1);
