/**
 * The wizard frame: progress bar, the current step with its heading, Previous/Next/Book, the side
 * overview and the dialogs. On every step change the form scrolls into view and focus moves to the
 * step heading, so keyboard and screen-reader users land on the new step.
 */
import { Suspense, useEffect, useRef, type FormEvent } from 'react';
import { ChunkBoundary } from '../chunks/ChunkBoundary';
import { STEP_NAMES } from '../contract';
import { describeFailure } from '../i18n/describe';
import { Step0 } from '../steps/Step0';
import { useBooking, useBookingStore, useT } from '../store/context';
import { Overview, RevisionDone, RevisionPanel, Step1, Step2, Step3, WarningDialog } from './lazy';
import { Progress } from './Progress';

const HEADINGS = [
  'start.heading',
  'addresses.heading',
  'extras.heading',
  'person.heading',
  'step.payment',
] as const;

/** Renders the wizard of one element; `uid` makes the ids of this element unique. */
export function Wizard({ uid }: { uid: string }) {
  const t = useT();
  const store = useBookingStore();
  const step = useBooking((s) => s.step);
  const submitting = useBooking((s) => s.submitting);
  const submitError = useBooking((s) => s.submitError);
  const warningOpen = useBooking((s) => s.warningOpen);
  // Change mode (issue 27): the order the manage page handed over, and the change once applied.
  const revision = useBooking((s) => s.revision);
  const done = useBooking((s) => s.revisionDone);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);

  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const s = store.getState();
    if (s.step === 3) void s.book();
    else
      void s.next().then((ok) => {
        if (!ok) focusFirstInvalid(formRef.current);
      });
  };

  return (
    <div className="layout">
      <form
        ref={formRef}
        className="wizard"
        part="form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${uid}-h`}
      >
        {revision && (
          <p className="notice" data-testid="revision-banner">
            {t('revise.banner', { code: revision.code })}
          </p>
        )}
        <Progress step={step} />
        <section className="step" part="step" data-step={STEP_NAMES[step]}>
          <h2 id={`${uid}-h`} ref={headingRef} tabIndex={-1} part="heading">
            {done ? t('revise.done.title') : t(HEADINGS[step] ?? 'step.payment')}
          </h2>
          {/* Keyed by step: a failure shown on one step does not follow the customer to another. */}
          <ChunkBoundary key={step} onRetry={() => headingRef.current?.focus()}>
            <Suspense fallback={<p role="status">{t('wizard.loading')}</p>}>
              {step === 0 && <Step0 uid={uid} />}
              {step === 1 && <Step1 uid={uid} />}
              {step === 2 && <Step2 uid={uid} />}
              {step === 3 && <Step3 uid={uid} />}
              {step === 3 && revision && <RevisionPanel uid={uid} />}
              {step === 4 && done && revision && (
                <RevisionDone done={done} oldCents={revision.oldTotalCents} />
              )}
              {step === 4 && !done && <p role="status">{t('nav.booking')}</p>}
            </Suspense>
          </ChunkBoundary>
        </section>
        <div role="alert" className="alert" part="alert" data-detail={submitError?.description}>
          {submitError ? describeFailure(t, submitError) : ''}
        </div>
        {step < 4 && (
          <div className="nav">
            {step > 0 && (
              <button
                type="button"
                part="button"
                disabled={submitting}
                onClick={() => store.getState().previous()}
              >
                {t('nav.previous')}
              </button>
            )}
            <button
              type="submit"
              part="button button-primary"
              className="primary"
              disabled={submitting}
              aria-busy={submitting}
            >
              {step < 3
                ? t('nav.next')
                : revision
                  ? t(submitting ? 'nav.confirmingChange' : 'nav.confirmChange')
                  : t(submitting ? 'nav.booking' : 'nav.book')}
            </button>
          </div>
        )}
      </form>
      <ChunkBoundary>
        <Suspense fallback={null}>
          <Overview uid={uid} />
          {warningOpen && <WarningDialog />}
        </Suspense>
      </ChunkBoundary>
    </div>
  );
}

/** Moves focus to the first control marked invalid, so the customer lands on what to fix. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  // The errors render after this tick's state update.
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
