/**
 * Step 3 (SPEC 2): first and last name, email, the international phone input and the three consent
 * boxes; the Book button is the wizard's submit button on this step. An agent booking without the
 * logged-in agent account of its licence is paid by card, and the step says so before Book. The
 * privacy and terms boxes each have a button that shows the text in a dialog (issue 28), so the
 * customer reads what is accepted without leaving the booking; ticking the box stays its own act.
 */
import { Suspense, useEffect, useState } from 'react';
import { type LegalDoc, type MessageKey, sameLicence } from '../../core';
import { PhoneInput } from '../phone/PhoneInput';
import { isMobilePhone } from '../phone/phone';
import { RULE_VALUES } from '../i18n/rule-values';
import { useBooking, useBookingStore, useLang, useT } from '../store/context';
import { useDraftFields } from '../store/select';
import { Field, Required, useFieldError } from '../ui/Field';
import { LegalDialog } from '../ui/lazy';

const CONSENTS = [
  ['consentPrivacy', 'person.consentPrivacy', 'gdpr', 'privacy'],
  ['consentTerms', 'person.consentTerms', 'terms', 'terms'],
  ['consentOrder', 'person.consentOrder', 'consent', null],
] as const;

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
      {!changing &&
        CONSENTS.map(([field, label, key, doc]) => (
          <Consent
            key={field}
            id={`${uid}-${field}`}
            checked={d[field]}
            label={t(label)}
            errorKey={key}
            doc={doc}
            onRead={setReading}
            onChange={(on) => a.setConsent(field, on)}
          />
        ))}
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

function Consent(props: {
  id: string;
  checked: boolean;
  label: string;
  errorKey: MessageKey;
  /** The text the box accepts, shown in a dialog by the button beside it. */
  doc: LegalDoc | null;
  onRead: (doc: LegalDoc) => void;
  onChange: (on: boolean) => void;
}) {
  const t = useT();
  const invalid = useFieldError(3, props.errorKey);
  return (
    <div className="field" part="field">
      <label className="check">
        <input
          id={props.id}
          type="checkbox"
          part="input"
          checked={props.checked}
          aria-invalid={invalid || undefined}
          aria-required
          aria-describedby={`${props.id}-error`}
          onChange={(e) => props.onChange(e.currentTarget.checked)}
        />
        <span>
          {props.label}
          <Required />
        </span>
      </label>
      {props.doc && (
        <button
          type="button"
          className="link"
          part="button"
          onClick={() => props.doc && props.onRead(props.doc)}
        >
          {t(props.doc === 'terms' ? 'person.readTerms' : 'person.readPrivacy')}
        </button>
      )}
      <div id={`${props.id}-error`} className="error" part="error" aria-live="polite">
        {invalid ? t(`error.${props.errorKey}`, RULE_VALUES) : ''}
      </div>
    </div>
  );
}
