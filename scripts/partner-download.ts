/**
 * What a partner's visitor downloads (issue 16), for `npm run bench`: a page of another origin embeds
 * the widget with the README's two lines and Debian's Chromium opens it twice (first view with an
 * empty cache, then a repeat view). Counts, from the DevTools protocol, the widget's bytes on the wire
 * (compressed, headers included) and its requests until step 0 shows its heading. The moment the
 * heading enters the element's shadow root is taken in the page (checked every animation frame, before
 * the frame paints), so the chunks step 0 fetches once it is shown (the overview, the partner logos…)
 * are not counted as needed before it, however soon the test sees the heading.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser } from '../tests/support/browser';

/** Step 0's heading in the partner page's language (en). */
const STEP0_HEADING = 'Where and when?';

/** One view of the partner page. */
export interface View {
  /** Bytes of the widget's files received over the network (0 for a file taken from the cache). */
  widgetBytes: number;
  /** Requests for the widget's files (from the network or the cache) started before step 0 was shown. */
  widgetRequests: number;
  /** Their file names without the content hash, in the order asked (entry first). */
  files: string[];
  /** Of those, the ones answered by the network (200 or 304) rather than the browser's cache. */
  networkRequests: number;
  /** Milliseconds from the start of navigation to step 0's heading (the page's own clock). */
  ms: number;
}

/** The partner page: its own content and the README's two lines. */
function partnerPage(widget: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner travel agency</title><meta name="description" content="A travel agency that embeds the booking wizard."><link rel="icon" href="data:,"></head><body><main><h1>Partner travel agency</h1>
<transfer-booking lang="en"></transfer-booking>
<script type="module" src="${widget}/transfer-booking.js"></script></main></body></html>`;
}

/** Serves the partner page on 127.0.0.1 (the product is reached as localhost: another origin). */
export async function partnerServer(productUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const widget = `${productUrl.replace('127.0.0.1', 'localhost')}/widget`;
  // The page at / only: answered for every path, it was also the robots.txt Lighthouse read (and found
  // invalid). The page names no icon file (an empty data: icon), so the browser logs no 404 for one.
  const server: Server = createServer((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(partnerPage(widget));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Opens `partnerUrl` twice in one browser profile and measures each view. */
export async function partnerViews(partnerUrl: string): Promise<{ first: View; repeat: View }> {
  const browser = await launchBrowser();
  try {
    const view = async (): Promise<View> => {
      const page = await browser.newPage();
      const cdp = await browser.newCDPSession(page);
      await cdp.send('Network.enable');
      // The page notes when step 0's heading is first in the element's shadow root. Written as text:
      // tsx would wrap a named function in a helper the page does not have.
      await page.addInitScript(`(() => {
        const heading = ${JSON.stringify(STEP0_HEADING)};
        const look = () => {
          const root = document.querySelector('transfer-booking')?.shadowRoot;
          const found = [...(root?.querySelectorAll('h1, h2, h3') ?? [])].some((h) => h.textContent === heading);
          if (found) window.step0At = performance.now();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      })();`);
      const widget = new Map<string, { url: string; cached: boolean; bytes: number }>();
      let counting = true;
      cdp.on('Network.requestWillBeSent', (e) => {
        if (counting && new URL(e.request.url).pathname.startsWith('/widget/'))
          widget.set(e.requestId, { url: e.request.url, cached: false, bytes: 0 });
      });
      cdp.on('Network.requestServedFromCache', (e) => {
        const r = widget.get(e.requestId);
        if (r) r.cached = true;
      });
      cdp.on('Network.responseReceived', (e) => {
        const r = widget.get(e.requestId);
        if (r && e.response.fromDiskCache) r.cached = true;
      });
      cdp.on('Network.loadingFinished', (e) => {
        const r = widget.get(e.requestId);
        if (r) r.bytes = r.cached ? 0 : e.encodedDataLength;
      });
      await page.goto(partnerUrl);
      await page.getByRole('heading', { name: STEP0_HEADING }).waitFor();
      counting = false;
      // The widget files the page had asked for before the heading was there, and when that was.
      const before = await page.evaluate(() => {
        const at = (window as unknown as { step0At: number }).step0At;
        const urls = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/widget/') && e.startTime <= at)
          .map((e) => e.name);
        return { at, urls };
      });
      const ms = Math.round(before.at);
      // Let the last loadingFinished events of the counted requests arrive.
      await page.waitForLoadState('networkidle');
      await page.close();
      const all = [...widget.values()].filter((r) => before.urls.includes(r.url));
      return {
        widgetBytes: all.reduce((sum, r) => sum + r.bytes, 0),
        widgetRequests: all.length,
        files: all.map((r) =>
          (new URL(r.url).pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '.js'),
        ),
        networkRequests: all.filter((r) => !r.cached).length,
        ms,
      };
    };
    const first = await view();
    const repeat = await view();
    return { first, repeat };
  } finally {
    await browser.dispose();
  }
}
