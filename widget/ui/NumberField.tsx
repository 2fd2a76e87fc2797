/**
 * A number input for one count of the draft, clamped by core. An emptied input may stay empty while
 * focused, so typing a new number does not fight the clamp; leaving it empty gives the minimum.
 */
import { useState } from 'react';
import { COUNT_LIMITS, type CountField } from '../../core';
import type { ControlProps } from './Field';

/** Props of {@link NumberInput}. */
export interface NumberInputProps {
  control: ControlProps;
  field: CountField;
  value: number;
  onValue: (value: unknown) => void;
}

/** Renders the input of one count field. */
export function NumberInput({ control, field, value, onValue }: NumberInputProps) {
  const [empty, setEmpty] = useState(false);
  const { min, max } = COUNT_LIMITS[field];
  return (
    <input
      {...control}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={empty ? '' : value}
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
  );
}
