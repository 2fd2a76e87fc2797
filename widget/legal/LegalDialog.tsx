/**
 * The terms or the privacy statement in a dialog inside the widget (issue 28), so the consent boxes
 * of step 3 are ticked knowing what they accept, without leaving the booking. The text is the site's
 * page's own (GET legal/:doc, server/routes/legal-texts.ts), HTML the operator's build wrote from that
 * page and the operator's API serves; it is never text a customer or a partner typed. Loaded with its
 * own chunk when the customer asks for it. When the call fails (an operator's own API without it),
 * the dialog says so and links to the page on the operator's site instead.
 */
import { useEffect, useState } from 'react';
import type { Envelope } from '../../client';
import type { LegalDoc, LegalText } from '../../core';
import { Dialog } from '../overview/Dialog';
import { useSiteHttp } from '../site-links';
import { useLang, useT } from '../store/context';
import { SiteLink } from '../ui/SiteLink';

/** Props of {@link LegalDialog}. */
export interface LegalDialogProps {
  id: string;
  doc: LegalDoc;
  onClose: () => void;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; text: LegalText };

/** Renders the dialog with document `doc` in the element's language. */
export function LegalDialog({ id, doc, onClose }: LegalDialogProps) {
  const t = useT();
  const lang = useLang();
  const http = useSiteHttp();
  const [loaded, setLoaded] = useState<Loaded>({ state: http ? 'loading' : 'failed' });
  useEffect(() => {
    // An answer that arrives after the dialog closed is ignored.
    let open = true;
    if (!http) return;
    http
      .get(`legal/${doc}`, { searchParams: { lang } })
      .json<Envelope<LegalText>>()
      .then(
        (body) => open && setLoaded({ state: 'ready', text: body.data }),
        () => open && setLoaded({ state: 'failed' }),
      );
    return () => {
      open = false;
    };
  }, [http, doc, lang]);
  const title =
    loaded.state === 'ready'
      ? loaded.text.title
      : t(doc === 'terms' ? 'person.readTerms' : 'person.readPrivacy');
  return (
    <Dialog id={id} title={title} onClose={onClose}>
      {loaded.state === 'ready' ? (
        // A scrollable region must be reachable by keyboard; its name is the dialog's title.
        <div
          className="legal"
          tabIndex={0}
          role="region"
          aria-labelledby={`${id}-title`}
          data-testid="legal-text"
          dangerouslySetInnerHTML={{ __html: loaded.text.html }}
        />
      ) : (
        <p role="status" aria-live="polite">
          {loaded.state === 'loading' ? t('person.legalLoading') : t('person.legalFailed')}
          {loaded.state === 'failed' && (
            <>
              {' '}
              <SiteLink slug={doc} newTab>
                {title}
              </SiteLink>
            </>
          )}
        </p>
      )}
      <div className="nav">
        <button type="button" part="button" onClick={onClose}>
          {t('person.legalClose')}
        </button>
      </div>
    </Dialog>
  );
}
