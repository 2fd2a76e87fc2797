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

-- Every other e-mail the product owes a customer about an order (issue 24), kind by kind: written in the
-- transaction of the change that owes it, with what the mail needs to be composed (`params`), and sent
-- by the scheduler's kind 'owed-mail' (server/mail/owed-mails.ts) exactly as the confirmation is:
-- sending_at before, sent_at after, retried through job_units, uncertain when a send was cut short.
CREATE TABLE owed_mails (
  id bigserial PRIMARY KEY,
  order_id integer REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  sending_at timestamptz,
  sent_at timestamptz,
  uncertain_at timestamptz,
  last_error text
);
CREATE INDEX owed_mails_owed ON owed_mails (created_at) WHERE sent_at IS NULL AND uncertain_at IS NULL;
CREATE INDEX owed_mails_order ON owed_mails (order_id, id);
