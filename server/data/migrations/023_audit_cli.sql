-- Commands of `npm run admin` are audited too (issue 23): their rows carry the role 'cli' and the name
-- of the operator the command ran as (server/admin-commands.ts).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_role_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_role_check
  CHECK (actor_role IN ('operator', 'dispatcher', 'system', 'cli'));
