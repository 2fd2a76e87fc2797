-- The booker's notice of a link (issue 23) becomes owed work (issue 24): linking now writes it to
-- owed_mails in its own transaction (server/manage/link-notice.ts) and the scheduled kind 'link-notice'
-- is gone. Notices that kind had not sent yet (a link of the last 7 days, the age it still announced)
-- are owed here, so none is lost in the upgrade; one it was sending at that moment may be uncertain.
INSERT INTO owed_mails (kind, order_id, params, created_at)
SELECT 'link_notice', l.order_id, jsonb_build_object('link_id', l.id), l.linked_at
  FROM order_links l
 WHERE l.linked_at > now() - interval '7 days'
   AND NOT EXISTS (SELECT 1 FROM job_units ju WHERE ju.kind = 'link-notice' AND ju.unit_key = l.id::text
                     AND (ju.done_at IS NOT NULL OR ju.given_up_at IS NOT NULL));

-- The mails that scheduled work decides on by the date (the feedback request, the reminders) are owed
-- through owed_mails as well, so they too are sent at most once: the deciding unit writes its mail under
-- a key of its own (`feedback-request:42`, `reminder-week:42:H`), and a unit run again after its process
-- died finds the mail already owed instead of owing (and sending) it twice.
ALTER TABLE owed_mails ADD COLUMN once_key text UNIQUE;
