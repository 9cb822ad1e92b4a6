-- TRUNCATE fires no row trigger: a statement trigger refuses it. The role that owns the table could still drop it or
-- disable its triggers; docs/SECURITY.md tells how to run the app under a role that does not own it.
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- A chat message is recorded as its id, mission, author and time: its text stays out of the log.
CREATE TRIGGER audit_chat_messages AFTER INSERT OR UPDATE OR DELETE ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('chat_message', 'id', 'content', 'type');
--> statement-breakpoint
-- The endpoint (a capability URL) and the encryption keys of a push subscription stay out of the log.
CREATE TRIGGER audit_push_subscriptions AFTER INSERT OR UPDATE OR DELETE ON push_subscriptions
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('push_subscription', 'id', 'endpoint', 'p256dh', 'auth');
--> statement-breakpoint
CREATE TRIGGER audit_missed_calls AFTER INSERT OR UPDATE OR DELETE ON missed_calls
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('missed_call', 'id');
