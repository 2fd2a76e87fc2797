/** `npm start`: build whatever is stale, then run the one server process. */
import { buildStale } from './build';

try {
  buildStale();
} catch {
  console.error('Cannot start: the build failed; the messages above say why.');
  process.exit(1);
}
await import('../server/main');
