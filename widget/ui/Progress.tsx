/**
 * The progress bar: the step names (payment included) and an accessible progressbar that fills
 * (step - 1) / 3, as SPEC 4 defines it, never below zero.
 */
import { STEP_NAMES } from '../contract';
import { useT } from '../store/context';

/** Renders the progress of `step` (0-4). */
export function Progress({ step }: { step: number }) {
  const t = useT();
  const percent = Math.round(Math.min(1, Math.max(0, (step - 1) / 3)) * 100);
  const name = t(`step.${STEP_NAMES[step] ?? 'payment'}`);
  return (
    <div className="progress" part="progress">
      <ol className="steps">
        {STEP_NAMES.map((n, i) => (
          <li key={n} aria-current={i === step ? 'step' : undefined} className={i <= step ? 'done' : ''}>
            {t(`step.${n}`)}
          </li>
        ))}
      </ol>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('progress.value', { step: step + 1, total: STEP_NAMES.length, name })}
        className="bar"
      >
        <div style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
