/** Props every account island takes from its Astro page (and, in tests, the API base and navigation). */
import type { Lang } from '../utils/i18n';

/** The props of an account island. */
export interface IslandProps {
  /** The page's language. */
  lang: Lang;
  /**
   * The API base; the site's own '/api' unless given.
   *
   * @default '/api'
   */
  apiBase?: string | undefined;
  /**
   * Moves to another page, replacing the current history entry; `location.replace` unless given, so a
   * test can observe where the island sends the visitor.
   */
  navigate?: ((path: string) => void) | undefined;
}
