ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_user_id_users_id_fk";
--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
-- Who acts is told by the application inside the write's transaction: set_config('app.actor_id', <user id>, true).
-- Without it (seed, background jobs, scripts) nothing is recorded. TG_ARGV: the entity's name, its key column, then
-- the columns never copied into the log (secrets). updated_at is left out of every change.
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := current_setting('app.actor_id', true);
  hidden text[] := TG_ARGV[2:] || ARRAY['updated_at'];
  before_row jsonb;
  after_row jsonb;
  changes jsonb;
BEGIN
  IF actor IS NULL OR actor = '' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN before_row := to_jsonb(OLD) - hidden; END IF;
  IF TG_OP <> 'DELETE' THEN after_row := to_jsonb(NEW) - hidden; END IF;
  SELECT coalesce(jsonb_object_agg(k, jsonb_build_object('before', before_row -> k, 'after', after_row -> k)), '{}')
    INTO changes
    FROM (SELECT jsonb_object_keys(coalesce(after_row, before_row)) AS k) AS keys
    WHERE (before_row -> k) IS DISTINCT FROM (after_row -> k);
  IF changes = '{}' THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_log (user_id, action, entity, entity_id, details)
  VALUES (
    actor::uuid,
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_ARGV[0],
    coalesce(after_row, before_row) ->> TG_ARGV[1],
    jsonb_build_object('changes', changes)
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_users AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('user', 'id', 'password_hash', 'two_fa_secret', 'two_fa_last_step');
--> statement-breakpoint
CREATE TRIGGER audit_agents AFTER INSERT OR UPDATE OR DELETE ON agents
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('agent', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_certifications AFTER INSERT OR UPDATE OR DELETE ON certifications
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('certification', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_specialties AFTER INSERT OR UPDATE OR DELETE ON specialties
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('specialty', 'code');
--> statement-breakpoint
CREATE TRIGGER audit_clients AFTER INSERT OR UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('client', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_missions AFTER INSERT OR UPDATE OR DELETE ON missions
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('mission', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_mission_assignments AFTER INSERT OR UPDATE OR DELETE ON mission_assignments
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('mission_assignment', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_mission_perimeters AFTER INSERT OR UPDATE OR DELETE ON mission_perimeters
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('mission_perimeter', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_shifts AFTER INSERT OR UPDATE OR DELETE ON shifts
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('shift', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_attendances AFTER INSERT OR UPDATE OR DELETE ON attendances
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('attendance', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_incidents AFTER INSERT OR UPDATE OR DELETE ON incidents
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('incident', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_checklist_items AFTER INSERT OR UPDATE OR DELETE ON checklist_items
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('checklist_item', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_checklist_ticks AFTER INSERT OR UPDATE OR DELETE ON checklist_ticks
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('checklist_tick', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_checklist_templates AFTER INSERT OR UPDATE OR DELETE ON checklist_templates
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('checklist_template', 'specialty');
--> statement-breakpoint
CREATE TRIGGER audit_equipment AFTER INSERT OR UPDATE OR DELETE ON equipment
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('equipment', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_equipment_assignments AFTER INSERT OR UPDATE OR DELETE ON equipment_assignments
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('equipment_assignment', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_vehicles AFTER INSERT OR UPDATE OR DELETE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('vehicle', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_documents AFTER INSERT OR UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('document', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_app_settings AFTER INSERT OR UPDATE OR DELETE ON app_settings
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('setting', 'key');
