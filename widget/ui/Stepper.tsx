/**
 * A count with − and + buttons around it (issue 17). The value stays a text input the customer may
 * type into, announced as a spinbutton with its limits (aria-valuemin/max/now); arrow keys, Page
 * Up/Down, Home and End step it from the keyboard, the buttons from a pointer. Every value goes through
 * the caller's clamp (core's clampCount and friends), so no path leaves the limits. Buttons are at
 * least 44 by 44 CSS pixels (issue 31; WCAG 2.2 asks 24). As in the WAI-ARIA spinbutton pattern the buttons
 * are for pointers only (out of the tab order and hidden from screen readers, with a tooltip): the
 * keyboard and screen readers work the spinbutton itself, and a form of twelve counts keeps twelve
 * tab stops instead of thirty-six.
 */
import { useState, type KeyboardEvent } from 'react';
import type { ControlProps } from './Field';

/** Props of {@link Stepper}. */
export interface StepperProps {
  control: ControlProps;
  /** The field's label, for the buttons' names ("More: Suitcases"). */
  label: string;
  value: number;
  min: number;
  max: number;
  /** Receives every new value, typed or stepped; the store clamps it. */
  onValue: (value: unknown) => void;
  /** Names of the two buttons, already filled with the label. */
  decreaseLabel: string;
  increaseLabel: string;
}

// 2.75rem is 44 CSS pixels at the default font size: a thumb's target on a phone (issue 31), above
// WCAG 2.2's 24-pixel minimum.
const TARGET = { minWidth: '2.75rem', minHeight: '2.75rem' } as const;

/** Renders one stepper. */
export function Stepper({ control, value, min, max, onValue, decreaseLabel, increaseLabel }: StepperProps) {
  const [empty, setEmpty] = useState(false);
  const step = (delta: number) => {
    setEmpty(false);
    onValue(Math.min(max, Math.max(min, value + delta)));
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const to: Record<string, number> = {
      ArrowUp: value + 1,
      ArrowDown: value - 1,
      PageUp: max,
      PageDown: min,
      Home: min,
      End: max,
    };
    const next = to[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setEmpty(false);
    onValue(Math.min(max, Math.max(min, next)));
  };
  return (
    <div className="stepper" style={{ display: 'flex', alignItems: 'center', gap: '0.25rem' }}>
      <button
        type="button"
        part="button"
        style={TARGET}
        tabIndex={-1}
        aria-hidden="true"
        title={decreaseLabel}
        data-step="down"
        disabled={value <= min}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        {...control}
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        size={2}
        style={{ width: '3em', textAlign: 'center', minHeight: '2.75rem' }}
        value={empty ? '' : String(value)}
        onKeyDown={onKey}
        onChange={(e) => {
          const text = e.currentTarget.value;
          setEmpty(text === '');
          if (text !== '') onValue(text);
        }}
        onBlur={() => {
          if (empty) {
            setEmpty(false);
            onValue('');
          }
        }}
      />
      <button
        type="button"
        part="button"
        style={TARGET}
        tabIndex={-1}
        aria-hidden="true"
        title={increaseLabel}
        data-step="up"
        disabled={value >= max}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}
