/**
 * Works around a happy-dom 21 bug that the shared ky client meets: when a response is cloned (ky does
 * so for its afterResponse hooks) and one copy is cancelled, happy-dom still calls close() on that
 * copy's stream controller when the network stream ends, which throws an uncaught "Controller is
 * already closed". Real browsers do not do this. The patched stream only stops forwarding once
 * cancelled; bodies, HTTP and the server stay real.
 */
import type { Readable } from 'node:stream';
import { ReadableStream } from 'node:stream/web';
import FetchBodyUtility from 'happy-dom/lib/fetch/utilities/FetchBodyUtility.js';
import * as PropertySymbol from 'happy-dom/lib/PropertySymbol.js';

function nodeToWebStream(nodeStream: Readable): ReadableStream {
  let finished = false;
  const stream = new ReadableStream({
    start(controller) {
      nodeStream.on('data', (chunk) => {
        if (!finished) controller.enqueue(chunk);
      });
      nodeStream.on('end', () => {
        if (!finished) controller.close();
        finished = true;
      });
      nodeStream.on('error', (error) => {
        if (!finished) controller.error(error);
        finished = true;
      });
    },
    cancel() {
      finished = true;
    },
  });
  (stream as unknown as Record<symbol, unknown>)[PropertySymbol.nodeStream] = nodeStream;
  return stream;
}

(FetchBodyUtility as unknown as { nodeToWebStream: typeof nodeToWebStream }).nodeToWebStream =
  nodeToWebStream;
