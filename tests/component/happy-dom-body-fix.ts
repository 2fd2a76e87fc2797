/**
 * Works around two happy-dom 21 bugs in cloning a fetch body, which ky meets: it clones every answer
 * for its `afterResponse` hooks (client/http.ts renews a refused token there) and cancels the clone
 * it no longer needs.
 * - A body read from the network is cloned by piping its Node stream into two new ones, once per
 *   clone: a second clone pipes a stream the first one already drained, and reads as empty.
 * - A body stream whose reader was cancelled still gets `close()` when its Node stream ends, which
 *   throws "Controller is already closed" as an uncaught exception.
 * Here a clone is the Fetch standard's `tee()` of the body stream (as Node and every browser do), and
 * the Node-to-web stream stops forwarding once cancelled. Bodies, HTTP and the server stay real; every
 * component test file runs with this (vitest.config.ts).
 */
import FetchBodyUtility from 'happy-dom/lib/fetch/utilities/FetchBodyUtility.js';
import { ReadableStreamWrapper } from 'happy-dom/lib/fetch/ReadableStreamWrapper.js';
import * as PropertySymbol from 'happy-dom/lib/PropertySymbol.js';
import type { Readable } from 'node:stream';

interface Body {
  bodyUsed: boolean;
  body: ReadableStream | null;
  [key: symbol]: unknown;
}

const utility = FetchBodyUtility as unknown as {
  cloneBodyStream(window: { DOMException: typeof DOMException }, body: Body): ReadableStream | null;
  getReadableStream(value: unknown): { readableStream: ReadableStream };
  nodeToWebStream(stream: Readable): ReadableStream;
};

utility.cloneBodyStream = (window, source) => {
  if (source.bodyUsed)
    throw new window.DOMException(
      'Failed to clone body stream: the body is already used.',
      'InvalidStateError',
    );
  const buffer = source[PropertySymbol.buffer];
  if (buffer) return utility.getReadableStream(buffer).readableStream;
  if (!source.body) return null;
  const [own, clone] = source.body.tee();
  source[PropertySymbol.body] = new ReadableStreamWrapper(() => own);
  return clone;
};

utility.nodeToWebStream = (nodeStream) => {
  let finished = false;
  const stream = new ReadableStream({
    start(controller) {
      nodeStream.on('data', (chunk: Uint8Array) => {
        if (!finished) controller.enqueue(chunk);
      });
      nodeStream.on('end', () => {
        if (!finished) controller.close();
        finished = true;
      });
      nodeStream.on('error', (error: Error) => {
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
};
