/**
 * The page-quality section of `npm run bench`: Lighthouse (mobile profile, its default) with Debian's
 * Chromium on Home, Pricing and Events of the built site, served by the real entry point. Prints the
 * performance, accessibility, best-practices and SEO scores of each page and the audits that cost
 * points outside performance. Events stands in for an event page until the site has one per event.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * The pages measured, by path: the English ones, the language of Lighthouse's browser. Its visit to a
 * Dutch (unprefixed) address is moved to the English page by the site's language script, and Lighthouse
 * then measured two navigations as one ("LanternError: missing metric scores", the redirect's time in
 * the page's).
 */
export const LIGHTHOUSE_PAGES = { Home: '/en/', Pricing: '/en/pricing', Events: '/en/events' } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Today's targets (issue 14); the goal is 100 on all four. */
export const LIGHTHOUSE_TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 99,
  accessibility: 100,
  'best-practices': 96,
  seo: 90,
};

/** The scores of one page, 0-100 per category, and the audits that failed outside performance. */
export interface PageScores {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  misses: string[];
}

/** Runs Lighthouse on each page of `base` and gives the scores. */
export async function lighthouseScores(
  base: string,
  pages: Readonly<Record<string, string>> = LIGHTHOUSE_PAGES,
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const out: PageScores[] = [];
    for (const [page, path] of Object.entries(pages)) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
      ) as PageScores['scores'];
      const misses = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
        (categories[c]?.auditRefs ?? [])
          .filter(
            (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1,
          )
          .map((ref) => `${c}: ${ref.id} (${audits[ref.id]?.title})`),
      );
      out.push({ page, scores, misses });
    }
    return out;
  } finally {
    chrome.kill();
  }
}

/** Prints the scores as a table with the targets; gives true when every page meets them. */
export function printScores(all: PageScores[]): boolean {
  let ok = true;
  console.log(`\nLighthouse (mobile) ${CATEGORIES.map((c) => c.padStart(15)).join('')}`);
  for (const p of all) {
    const cells = CATEGORIES.map((c) => {
      const below = p.scores[c] < LIGHTHOUSE_TARGETS[c];
      if (below) ok = false;
      return `${p.scores[c]}${below ? ' BELOW' : ''}`.padStart(15);
    });
    console.log(`${p.page.padEnd(19)} ${cells.join('')}`);
    for (const m of p.misses) console.log(`  - ${m}`);
  }
  console.log(
    `targets ${CATEGORIES.map((c) => `${c} ${LIGHTHOUSE_TARGETS[c]}`).join(', ')}; goal 100 on all four`,
  );
  return ok;
}
