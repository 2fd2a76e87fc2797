/**
 * A link to a page of the operator's site (issue 28): absolute on the operator's origin in the
 * element's language (widget/site-links.ts), so it never resolves against a partner's page. From
 * inside the wizard it opens in a new tab, since leaving would lose what the customer entered; a
 * visually hidden text says so to screen-reader users, as the tab opening is not visible to them.
 */
import type { ReactNode } from 'react';
import { useLang, useT } from '../store/context';
import { useSiteHref } from '../site-links';

/** Props of {@link SiteLink}. */
export interface SiteLinkProps {
  /** The site's page, without language prefix: 'login', 'pricing', 'manage'. */
  slug: string;
  /** Opens the page in a new tab, keeping the wizard and its draft where they are. */
  newTab?: boolean;
  part?: string;
  children: ReactNode;
}

/** Renders a link to the operator's page `slug`. */
export function SiteLink({ slug, newTab = false, part, children }: SiteLinkProps) {
  const t = useT();
  const href = useSiteHref(useLang())(slug);
  if (!newTab)
    return (
      <a href={href} part={part}>
        {children}
      </a>
    );
  return (
    <a href={href} part={part} target="_blank" rel="noopener">
      {children}
      <span className="sr-only"> {t('start.newTab')}</span>
    </a>
  );
}
