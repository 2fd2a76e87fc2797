/**
 * Sends the organiser request form to the API's billoevents/registration call (with the shared
 * session's token, like every call). Field problems, the browser's and the server's, are shown under
 * each field and the first one gets focus; the outcome is announced in the status line.
 */
import { ApiFailure } from '../../../client';
import { eventsApi } from '../utils/events-api';
import { isLang } from '../utils/i18n';
import {
  ORGANISER_FIELDS,
  validateOrganiserRequest,
  type OrganiserRequest,
  type OrganiserRequestErrors,
} from '../utils/organiser-request';

// The server's names of the request fields, and the form's names of the server's.
const SERVER_FIELD: Readonly<Record<keyof OrganiserRequest, string>> = {
  name: 'organisation',
  email: 'username',
  contact: 'contact',
  phone: 'phone',
  website: 'website',
  password: 'password',
  confirmPassword: 'confirmPassword',
  motivation: 'motivation',
};

const form = document.querySelector<HTMLFormElement>('form[data-organiser-request]');
const messages = JSON.parse(form?.dataset.messages ?? '{}') as Record<string, string>;
form?.addEventListener('submit', (event) => {
  event.preventDefault();
  void submit(form);
});

/** Shows the problems of `errors` (message keys or texts) and focuses the first; true when there are any. */
function show(form: HTMLFormElement, errors: Partial<Record<keyof OrganiserRequest, string>>): boolean {
  let first: HTMLElement | undefined;
  for (const field of ORGANISER_FIELDS) {
    const input = form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement;
    const note = document.getElementById(`org-${field}-error`);
    const key = errors[field];
    input.setAttribute('aria-invalid', key ? 'true' : 'false');
    if (note) {
      note.textContent = key ? (messages[key] ?? key) : '';
      note.hidden = !key;
    }
    if (key && !first) first = input;
  }
  first?.focus();
  return first !== undefined;
}

async function submit(form: HTMLFormElement): Promise<void> {
  const data = new FormData(form);
  const request = Object.fromEntries(
    ORGANISER_FIELDS.map((f) => [f, String(data.get(f) ?? '')]),
  ) as unknown as OrganiserRequest;
  const status = form.querySelector<HTMLElement>('[data-form-status]');
  if (show(form, validateOrganiserRequest(request) as OrganiserRequestErrors)) return;
  const lang = isLang(form.dataset.lang) ? form.dataset.lang : 'nl';
  try {
    await eventsApi(lang).register({
      username: request.email.trim(),
      password: request.password,
      confirmPassword: request.confirmPassword,
      organisation: request.name,
      contact: request.contact,
      phone: request.phone,
      website: request.website.trim(),
      motivation: request.motivation,
      taal: lang.toUpperCase(),
    });
    if (status) status.textContent = messages.success ?? '';
    form.reset();
  } catch (error) {
    const failure = error instanceof ApiFailure ? error : null;
    const field = ORGANISER_FIELDS.find((f) => SERVER_FIELD[f] === failure?.field);
    if (failure?.code === 'username_taken') show(form, { email: 'org.taken' });
    else if (failure?.code === 'weak_password') show(form, { password: 'org.passwordWeak' });
    else if (field && failure?.status === 400)
      show(form, { [field]: field === 'motivation' ? 'eventsRegister.motivationRequired' : 'org.invalid' });
    // A throttled request (429) says to come back later; the other failures name the operator's address.
    const text = failure?.status === 429 ? messages['org.tooMany'] : messages.failed;
    if (status) status.textContent = text ?? '';
  }
}
