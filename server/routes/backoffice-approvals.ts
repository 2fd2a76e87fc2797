/**
 * The back office's approvals (issue 13): organiser requests (approve or refuse, with the decision's
 * e-mail of server/events/organiser-service.ts) and customer feedback (approve or hide). Operators
 * only; every decision is audited in its transaction.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  ORGANISER_REFUSAL_REASON_MAX,
  type BackofficeFeedbackDecision,
  type BackofficeOrganiserDecision,
} from '../../core';
import { recordAudit } from '../backoffice/audit';
import type { StaffEnv } from '../backoffice/staff';
import type { AppContext } from '../context';
import { lockFeedbackStatus } from '../data/feedback/backoffice-feedback-review-repo';
import { decideOrganiserRequest } from '../events/organiser-service';
import { findOrganiser, listOrganisers } from '../data/events/organisers-repo';
import { FEEDBACK_STATUSES, listForReview, setFeedbackStatus } from '../data/feedback/feedback-repo';
import { ApiError, ok, paramsOf, parse, queryOf, readBody } from '../http/envelope';
import { freeText, idInput, numberInput } from '../http/input';

const organiserQuery = z.object({
  status: z.enum(['requested', 'approved', 'refused'], 'requested, approved or refused').optional(),
});
const decisionBody = z
  .object({
    decision: z.enum(['approved', 'refused'], 'approved or refused'),
    reason: freeText(
      z
        .string()
        .trim()
        .max(ORGANISER_REFUSAL_REASON_MAX, `at most ${ORGANISER_REFUSAL_REASON_MAX} characters`),
    ).optional(),
  })
  .strict();
const feedbackQuery = z.object({
  status: z.enum(FEEDBACK_STATUSES, 'pending, approved or hidden').optional(),
  limit: numberInput(z.number().int('must be a whole number').min(1).max(200)).default(50),
});
const feedbackBody = z.object({ status: z.enum(['approved', 'hidden'], 'approved or hidden') }).strict();
const idParam = z.object({ id: idInput });

/** Adds the approval calls to the catalogue module `app`; `operator` is its role check. */
export function approvalCalls(
  ctx: AppContext,
  app: Hono<StaffEnv>,
  operator: MiddlewareHandler<StaffEnv>,
): void {
  app.get('/backoffice/organisers', operator, async (c) => {
    const q = parse(organiserQuery, queryOf(c));
    const rows = await listOrganisers(ctx.db, q.status);
    return ok(c, rows, { count: rows.length });
  });

  app.post('/backoffice/organisers/:id/decision', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const b = parse(decisionBody, await readBody(c));
    const found = await findOrganiser(ctx.db, id);
    if (!found) throw new ApiError(404, 'not_found', `There is no organiser request ${id}.`, 'id');
    const staff = c.get('staff');
    const { organiser, changed } = await decideOrganiserRequest(
      ctx,
      found.username,
      b.decision,
      staff.email,
      b.decision === 'refused' ? (b.reason ?? null) : null,
      (tx, before, after) =>
        recordAudit(tx, staff, {
          action: `organiser.${b.decision === 'approved' ? 'approve' : 'refuse'}`,
          entity: 'organiser',
          entityId: id,
          before: { status: before.status, decided_by: before.decided_by },
          after: { status: after.status, decided_by: after.decided_by, reason: b.reason ?? null },
        }),
    );
    return ok(c, { organiser, changed } satisfies BackofficeOrganiserDecision);
  });

  app.get('/backoffice/feedback', operator, async (c) => {
    const q = parse(feedbackQuery, queryOf(c));
    const rows = await listForReview(ctx.db, q.status, q.limit);
    return ok(c, rows, { count: rows.length });
  });

  app.post('/backoffice/feedback/:id/status', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { status } = parse(feedbackBody, await readBody(c));
    const after = await ctx.db.transaction(async (tx) => {
      const before = await lockFeedbackStatus(tx, id);
      if (!before) throw new ApiError(404, 'not_found', `There is no feedback ${id}.`, 'id');
      await setFeedbackStatus(tx, id, status);
      await recordAudit(tx, c.get('staff'), {
        action: status === 'approved' ? 'feedback.approve' : 'feedback.hide',
        entity: 'feedback',
        entityId: id,
        before,
        after: { status },
      });
      return { id, status } satisfies BackofficeFeedbackDecision;
    });
    return ok(c, after);
  });
}
