/**
 * Sends the organiser request form to the API's billoevents/registration call. Field problems are shown
 * under each field (and the first one gets focus); the outcome is announced in the status line.
 */
import { validateOrganiserRequest, type OrganiserRequest } from '../utils/organiser-request';

const MESSAGE_DATA: Record<string, string> = {
  'eventsRegister.nameRequired': 'msgNameRequired',
  'eventsRegister.emailInvalid': 'msgEmailInvalid',
  'eventsRegister.motivationRequired': 'msgMotivationRequired',
};

const form = document.querySelector<HTMLFormElement>('form[data-organiser-request]');
form?.addEventListener('submit', (event) => {
  event.preventDefault();
  void submit(form);
});

async function submit(form: HTMLFormElement): Promise<void> {
  const data = new FormData(form);
  const request: OrganiserRequest = {
    name: String(data.get('name') ?? ''),
    email: String(data.get('email') ?? ''),
    motivation: String(data.get('motivation') ?? ''),
  };
  const errors = validateOrganiserRequest(request);
  let first: HTMLElement | undefined;
  for (const field of ['name', 'email', 'motivation'] as const) {
    const input = form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement;
    const note = document.getElementById(`org-${field}-error`);
    const key = errors[field];
    input.setAttribute('aria-invalid', key ? 'true' : 'false');
    if (note) {
      note.textContent = key ? (form.dataset[MESSAGE_DATA[key] ?? ''] ?? '') : '';
      note.hidden = !key;
    }
    if (key && !first) first = input;
  }
  const status = form.querySelector<HTMLElement>('[data-form-status]');
  if (first) {
    first.focus();
    return;
  }
  try {
    const res = await fetch('/api/billoevents/registration', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...request, taal: (form.dataset.lang ?? 'nl').toUpperCase() }),
    });
    const body = (await res.json().catch(() => ({}))) as { status?: boolean };
    const sent = res.ok && body.status === true;
    if (status) status.textContent = (sent ? form.dataset.msgSuccess : form.dataset.msgFailed) ?? '';
    if (sent) form.reset();
  } catch {
    if (status) status.textContent = form.dataset.msgFailed ?? '';
  }
}
