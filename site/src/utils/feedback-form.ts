/**
 * The checks of the feedback form, by core's rules (core/feedback.ts), as the message keys the form
 * shows; and the message of a refusal by the server.
 */
import { ApiFailure } from '../../../client';
import { feedbackTextProblem, isRating } from '../../../core';
import type { AccountKey } from './account-i18n';

/** The fields of the form that can be wrong, and the key of each one's message. */
export interface FeedbackErrors {
  rating?: AccountKey;
  text?: AccountKey;
}

/** Checks a rating (0 while none is chosen) and a text; an empty object means the form may be sent. */
export function feedbackErrors(rating: number, text: string): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!isRating(rating)) errors.rating = 'acc.fb.ratingRequired';
  const problem = feedbackTextProblem(text);
  if (problem === 'required') errors.text = 'acc.fb.textRequired';
  else if (problem === 'too_long') errors.text = 'acc.fb.textTooLong';
  else if (problem) errors.text = 'acc.fb.textInvalid';
  return errors;
}

/** What the page says about a refused link or feedback: the server's error code as a message key. */
export function refusalKey(error: unknown): AccountKey {
  if (!(error instanceof ApiFailure)) return 'acc.error';
  switch (error.code) {
    case 'invalid_link':
    case 'not_found':
      return 'acc.fb.invalid';
    case 'link_expired':
      return 'acc.fb.expired';
    case 'already_given':
      return 'acc.fb.given';
    case 'not_completed':
      return 'acc.fb.notCompleted';
    default:
      return 'acc.error';
  }
}
