-- The order confirmation as scheduled work (issue 24): the row state.ts writes with the order's final
-- status change is the claim; the scheduler's kind 'order-confirmation' (server/payment/confirmation-job.ts)
-- sends it, retrying through job_units. A send is recorded before (sending_at) and after (sent_at), so a
-- send cut short by a crash is seen and marked uncertain (uncertain_at) instead of being sent twice;
-- the operator decides in the back office and may send it again.
ALTER TABLE order_confirmation_mails ADD COLUMN sending_at timestamptz;
ALTER TABLE order_confirmation_mails ADD COLUMN uncertain_at timestamptz;
-- How many times an operator sent it again, for the order's page.
ALTER TABLE order_confirmation_mails ADD COLUMN resends integer NOT NULL DEFAULT 0;
-- The request used to send the mail itself; one it left unsent (a failure, or a process killed during
-- the send) may or may not have reached the customer and may be days old: the operator decides.
UPDATE order_confirmation_mails SET uncertain_at = now() WHERE sent_at IS NULL;
-- The scheduler's look-up of confirmations still owed.
CREATE INDEX order_confirmation_mails_owed ON order_confirmation_mails (claimed_at)
  WHERE sent_at IS NULL AND sending_at IS NULL AND uncertain_at IS NULL;
