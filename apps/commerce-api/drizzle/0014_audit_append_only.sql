-- Audit rows are append-only (issue 43): the app may add rows, never change or remove one, so a
-- stolen back-office session or a bug cannot cover its tracks. A trigger rather than a REVOKE:
-- it holds on PGlite too, and for a role that owns the table (the app runs its own migrations).
-- A database superuser can still drop it; see docs/security.md.
CREATE FUNCTION clubshop_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows are append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION clubshop_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION clubshop_audit_append_only();
