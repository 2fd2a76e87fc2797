/**
 * A modal dialog on the browser's own <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside), Escape closes it, it is labelled by its heading, and focus goes back to the control
 * that opened it.
 */
import { useEffect, useRef, type ReactNode } from 'react';

/** Props of {@link Dialog}. */
export interface DialogProps {
  id: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Renders an open modal dialog; unmount it to close. */
export function Dialog({ id, title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      id={id}
      className="manage-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        // Escape: closing goes through the island's state, so the dialog unmounts.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </dialog>
  );
}
