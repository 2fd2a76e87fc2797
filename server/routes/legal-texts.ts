/**
 * `GET /api/legal/:doc?lang=` (issue 28, an addition to SPEC 7): the terms or the privacy statement
 * as the widget's dialog shows them, `{title, html}`, so a customer on a partner's page can read what
 * the consent boxes of step 3 accept without leaving the booking. The text is the one the site's
 * page states, written by the site build from that page (core/legal-texts.ts,
 * scripts/legal-fragments.ts); the terms are those of the cancellation scale in force, read from the
 * operator's setting at each request as the terms page itself is (./cancellation-scale-pages.ts).
 * Public, like the settings: no token needed. Only the operator's own built files are ever answered:
 * the path is built from the two checked values, never from the request's text.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import { LANGS, LEGAL_DOCS, LEGAL_TEXTS_DIR, legalTextFile, type LegalText } from '../../core';
import type { AppContext } from '../context';
import { jsonAnswer } from '../http/api-headers';
import { ApiError, okText, paramsOf, parse, queryOf } from '../http/envelope';
import { log } from '../log';
import { readCancellationScale } from '../manage/cancellation-scale-setting';

const paramsSchema = z.object({ doc: z.enum(LEGAL_DOCS, 'terms or privacy') });
const querySchema = z.object({ lang: z.enum(LANGS, 'nl, fr or en') });

/**
 * Browsers and caches may keep a text for a minute, as the settings: a change of the operator's
 * scale reaches an open dialog within that minute, and the server prices every cancellation by the
 * scale of that moment anyway.
 */
const LEGAL_HEADERS = { 'cache-control': 'public, max-age=60' } as const;

/** Mounts the legal texts' call. */
export function legalTextRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.get('/legal/:doc', async (c) => {
    const { doc } = parse(paramsSchema, paramsOf(c));
    const { lang } = parse(querySchema, queryOf(c));
    const scale = await readCancellationScale(ctx.db);
    const file = join(ctx.config.distDir, LEGAL_TEXTS_DIR, legalTextFile(doc, lang, scale));
    let text: LegalText;
    try {
      text = JSON.parse(await readFile(file, 'utf8')) as LegalText;
    } catch (error) {
      // A site built before the fragments existed: the widget then says the text could not load.
      log.warn({ file, error: (error as Error).message }, 'no built legal text: npm run build');
      throw new ApiError(503, 'not_built', 'This text is not available yet; please try again later.');
    }
    return jsonAnswer(
      c,
      okText({ title: text.title, html: text.html } satisfies LegalText),
      200,
      LEGAL_HEADERS,
    );
  });
  return app;
}
