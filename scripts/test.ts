/**
 * `npm test`: everything CI checks, arranged so a 2-core machine is busy from start to end.
 *
 * Until now the steps ran one after the other and Vitest ran its projects in turn, the browser tests
 * last and one file at a time (a project without file parallelism is a group of its own, run after
 * the rest): for their 7 minutes one core was idle, and the whole took 14 to 15 minutes. Here:
 * - the type check and the lint run beside the build chain (test dependencies, build, size budget);
 * - once the build is there, the browser tests (still one file at a time: each drives Chromium against
 *   a server of its own) run beside the other four projects, as two Vitest processes.
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
const tests = built.every((o) => o.ok)
  ? await Promise.all([
      run('e2e', 'vitest', ['run', '--project', 'e2e']),
      run('tests', 'vitest', [
        'run',
        ...['unit', 'component', 'api', 'system'].flatMap((p) => ['--project', p]),
      ]),
    ])
  : [];
const [typecheck, lint] = await checks;
const outcomes = [typecheck, ...lint, ...built, ...tests];
const total = Math.round((performance.now() - started) / 1000);

console.log('\nnpm test');
for (const o of outcomes) console.log(`  ${o.ok ? 'passed' : 'FAILED'}  ${o.name.padEnd(10)} ${o.seconds} s`);
if (!built.every((o) => o.ok)) console.log('  (the tests did not run: the build chain failed)');
console.log(`  in all ${Math.floor(total / 60)} min ${total % 60} s`);
process.exit(outcomes.every((o) => o.ok) && tests.length > 0 ? 0 : 1);
