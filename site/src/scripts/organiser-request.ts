/**
 * Sends the organiser request form to the API's billoevents/registration call (with the shared
 * session's token, like every call). Field problems, the browser's and the server's, are shown under
 * each field, each saying what the field wants, and the first one gets focus; a website typed without
 * https:// gets it added. A registered request replaces the form with the thank-you, focused so that a
 * phone scrolls to it and a screen reader reads it; a failure keeps every value typed and is announced
 * in the status line under the button.
 */
import { ApiFailure } from '../../../client';
import { eventsApi } from '../utils/events-api';
import { isLang } from '../utils/i18n';
import {
  ORGANISER_FIELDS,
  validateOrganiserRequest,
  websiteAddress,
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

// What the server's refusal of a field means, in the words the form's own check uses for it.
const SERVER_REFUSAL: Readonly<Record<keyof OrganiserRequest, string>> = {
  name: 'eventsRegister.nameRequired',
  email: 'eventsRegister.emailInvalid',
  contact: 'org.contactRequired',
  phone: 'org.phoneInvalid',
  website: 'org.websiteInvalid',
  password: 'org.passwordShort',
  confirmPassword: 'org.passwordMismatch',
  motivation: 'eventsRegister.motivationRequired',
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
  const status = document.querySelector<HTMLElement>('[data-form-status]');
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
      website: websiteAddress(request.website),
      motivation: request.motivation,
      taal: lang.toUpperCase(),
    });
    form.hidden = true;
    for (const note of document.querySelectorAll<HTMLElement>('[data-form-only]')) note.hidden = true;
    if (status) {
      status.classList.add('notice');
      status.textContent = messages.success ?? '';
      status.focus();
    }
  } catch (error) {
    const failure = error instanceof ApiFailure ? error : null;
    const field = ORGANISER_FIELDS.find((f) => SERVER_FIELD[f] === failure?.field);
    if (failure?.code === 'username_taken') show(form, { email: 'org.taken' });
    else if (failure?.code === 'weak_password') show(form, { password: 'org.passwordWeak' });
    else if (field && failure?.status === 400) show(form, { [field]: SERVER_REFUSAL[field] });
    // A throttled request (429) says to come back later; the other failures name the operator's address.
    const text = failure?.status === 429 ? messages['org.tooMany'] : messages.failed;
    if (status) status.textContent = text ?? '';
  }
}
