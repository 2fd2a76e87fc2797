/**
 * Step 3 (SPEC 2): first and last name, email, the international phone input and one consent box
 * that gives SPEC 5's three consents (issue 31); the Book button is the wizard's submit button on this
 * step. An agent booking without the logged-in agent account of its licence is paid by card, and the
 * step says so before Book. The consent sentence names the privacy policy and the terms as buttons
 * that show the text in a dialog (issue 28), so the customer reads what is accepted without leaving
 * the booking; ticking the box stays its own act.
 */
import { Suspense, useEffect, useState } from 'react';
import { type LegalDoc, sameLicence } from '../../core';
import { PhoneInput } from '../phone/PhoneInput';
import { isMobilePhone } from '../phone/phone';
import { useBooking, useBookingStore, useLang, useT } from '../store/context';
import { useDraftFields } from '../store/select';
import { Field, Required, useFieldError } from '../ui/Field';
import { LegalDialog } from '../ui/lazy';

/** The three consents SPEC 5 asks; the one box of issue 31 gives or takes them together. */
const CONSENT_FIELDS = ['consentPrivacy', 'consentTerms', 'consentOrder'] as const;

/** Renders step 3. */
export function Step3({ uid }: { uid: string }) {
  const t = useT();
  const lang = useLang();
  const store = useBookingStore();
  const a = store.getState();
  const d = useDraftFields(
    'firstName',
    'lastName',
    'email',
    'phone',
    'consentPrivacy',
    'consentTerms',
    'consentOrder',
  );
  // A change (issue 27) keeps the consents the customer gave when booking.
  const changing = useBooking((s) => s.revision !== null);
  const byCard = useBooking((s) => s.draft.agent && !sameLicence(s.agentLicence, s.draft.talic));
  const [reading, setReading] = useState<LegalDoc | null>(null);

  useEffect(() => {
    // This chunk carries the phone metadata, so the check is available as soon as the step shows.
    if (!store.getState().isMobile) store.setState({ isMobile: isMobilePhone });
  }, [store]);

  return (
    <>
      <div className="row">
        <Field id={`${uid}-first`} label={t('person.firstName')} required step={3} error="firstname">
          {(p) => (
            <input
              {...p}
              autoComplete="given-name"
              value={d.firstName}
              onChange={(e) => a.setPerson('firstName', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field id={`${uid}-last`} label={t('person.lastName')} required step={3} error="lastname">
          {(p) => (
            <input
              {...p}
              autoComplete="family-name"
              value={d.lastName}
              onChange={(e) => a.setPerson('lastName', e.currentTarget.value)}
            />
          )}
        </Field>
      </div>
      <Field id={`${uid}-email`} label={t('person.email')} required step={3} error="email">
        {(p) => (
          <input
            {...p}
            type="email"
            autoComplete="email"
            value={d.email}
            onChange={(e) => a.setPerson('email', e.currentTarget.value)}
          />
        )}
      </Field>
      <Field id={`${uid}-phone`} label={t('person.phone')} required step={3} error="phone">
        {(p) => (
          <PhoneInput
            control={p}
            value={d.phone}
            lang={lang}
            countryLabel={t('person.phoneCountry')}
            onValue={(v) => a.setPerson('phone', v)}
          />
        )}
      </Field>
      {!changing && (
        <Consent
          id={`${uid}-consent`}
          checked={d.consentPrivacy && d.consentTerms && d.consentOrder}
          onRead={setReading}
          onChange={(on) => CONSENT_FIELDS.forEach((field) => a.setConsent(field, on))}
        />
      )}
      {reading && (
        <Suspense fallback={null}>
          <LegalDialog id={`${uid}-legal`} doc={reading} onClose={() => setReading(null)} />
        </Suspense>
      )}
      {byCard && (
        <p className="notice" data-testid="agent-card-notice">
          {t('person.agentCard')}
        </p>
      )}
    </>
  );
}

/**
 * The one consent of issue 31: a sentence naming the privacy policy and the terms, each a button that
 * opens the text in the widget's dialog without ticking the box, and one box that gives the three
 * consents SPEC 5 asks (privacy, terms, placing the order). The row is at least
 * 44 CSS pixels high, and its text ticks it anywhere but on the two buttons.
 */
function Consent(props: {
  id: string;
  checked: boolean;
  onRead: (doc: LegalDoc) => void;
  onChange: (on: boolean) => void;
}) {
  const t = useT();
  // The three keys are set and cleared together; any of them tells the box is not ticked.
  const errors = [useFieldError(3, 'gdpr'), useFieldError(3, 'terms'), useFieldError(3, 'consent')];
  const invalid = errors.includes(true);
  const [before, middle, after] = t('person.consentAll', { privacy: '\uE000', terms: '\uE001' }).split(
    /[\uE000\uE001]/,
  );
  const read = (doc: LegalDoc, label: 'person.privacyLink' | 'person.termsLink') => (
    <button
      type="button"
      className="link"
      part="button"
      style={{ minHeight: '2.75rem', display: 'inline' }}
      onClick={() => props.onRead(doc)}
    >
      {t(label)}
    </button>
  );
  // The buttons stay outside the labels (a button inside a label is named by it in some engines); the
  // three labels around them all tick the box, and the box is named by the whole sentence.
  return (
    <div className="field" part="field">
      <div className="check" style={{ minHeight: '2.75rem', alignItems: 'center' }}>
        <input
          id={props.id}
          type="checkbox"
          part="input"
          style={{ width: '1.75rem', height: '1.75rem', flex: 'none' }}
          checked={props.checked}
          aria-labelledby={`${props.id}-text`}
          aria-invalid={invalid || undefined}
          aria-required
          aria-describedby={`${props.id}-error`}
          onChange={(e) => props.onChange(e.currentTarget.checked)}
        />
        <span id={`${props.id}-text`}>
          <label htmlFor={props.id}>{before}</label>
          {read('privacy', 'person.privacyLink')}
          <label htmlFor={props.id}>{middle}</label>
          {read('terms', 'person.termsLink')}
          <label htmlFor={props.id}>
            {after}
            <Required />
          </label>
        </span>
      </div>
      <div id={`${props.id}-error`} className="error" part="error" aria-live="polite">
        {invalid ? t('error.consentAll') : ''}
      </div>
    </div>
  );
}
