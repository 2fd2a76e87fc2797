/**
 * A labelled text input with its hint and error: the error is tied to the input with aria-describedby
 * and aria-invalid and announced when it appears; required fields carry an asterisk
 * (hidden from screen readers, which hear the `required` attribute instead).
 *
 * The site renders its forms on the server, so a visitor on a slow phone can type before the island's
 * script has run. The input then holds text its form's state lacks (a login's button stayed disabled
 * with both fields filled in): on hydration the field hands such text to `onChange`.
 */
import { useCallback, useEffect, useRef, type ChangeEvent, type Ref } from 'react';

/** Props of {@link Field}. */
export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  /** The error text, shown under the input and announced; empty or absent when the value is fine. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** Renders one form field. */
export function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
  hint,
  error,
  required = false,
  autoComplete,
  ref,
}: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // Once, on hydration: text typed before it is in the input only.
  const typedEarly = useRef({ value, onChange });
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== typedEarly.current.value) typedEarly.current.onChange(typed);
  }, []);
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        ref={setInput}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      />
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
