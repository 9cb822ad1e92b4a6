CREATE TABLE "mission_versions" (
	"mission_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_versions" ADD CONSTRAINT "mission_versions_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO mission_versions (mission_id) SELECT id FROM missions;
--> statement-breakpoint
-- Raises the version of the given missions (those still existing: a mission being deleted takes its row with it) and
-- tells listeners the new version ('mission_version': '<id> <version>'), which the embedded database delivers before
-- the write returns (see db/change-feed.ts).
CREATE FUNCTION bump_mission_versions(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH bumped AS (
    INSERT INTO mission_versions (mission_id)
      SELECT id FROM missions WHERE id = ANY(ids)
    ON CONFLICT (mission_id) DO UPDATE SET version = mission_versions.version + 1
    RETURNING mission_id, version
  )
  SELECT pg_notify('mission_version', mission_id || ' ' || version) FROM bumped;
$$;
--> statement-breakpoint
-- For tables holding a mission_id: the old and the new mission (an assignment moved counts for both).
CREATE FUNCTION mission_child_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_mission_versions(ARRAY[NEW.mission_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_mission_versions(ARRAY[OLD.mission_id]);
  ELSE
    PERFORM bump_mission_versions(ARRAY[OLD.mission_id, NEW.mission_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mission_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('mission_version', OLD.id || ' deleted');
  ELSE
    PERFORM bump_mission_versions(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION checklist_tick_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_mission_versions(ARRAY(
    SELECT mission_id FROM checklist_items
    WHERE id IN (CASE WHEN TG_OP = 'INSERT' THEN NEW.item_id ELSE OLD.item_id END,
                 CASE WHEN TG_OP = 'DELETE' THEN OLD.item_id ELSE NEW.item_id END)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mission_client_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_mission_versions(ARRAY(SELECT id FROM missions WHERE client_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mission_agent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_mission_versions(ARRAY(
    SELECT mission_id FROM mission_assignments WHERE agent_id = NEW.id
    UNION SELECT mission_id FROM shifts WHERE agent_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mission_version_missions AFTER INSERT OR UPDATE OR DELETE ON missions
  FOR EACH ROW EXECUTE FUNCTION mission_row_changed();
--> statement-breakpoint
CREATE TRIGGER mission_version_perimeters AFTER INSERT OR UPDATE OR DELETE ON mission_perimeters
  FOR EACH ROW EXECUTE FUNCTION mission_child_changed();
--> statement-breakpoint
CREATE TRIGGER mission_version_assignments AFTER INSERT OR UPDATE OR DELETE ON mission_assignments
  FOR EACH ROW EXECUTE FUNCTION mission_child_changed();
--> statement-breakpoint
CREATE TRIGGER mission_version_shifts AFTER INSERT OR UPDATE OR DELETE ON shifts
  FOR EACH ROW EXECUTE FUNCTION mission_child_changed();
--> statement-breakpoint
CREATE TRIGGER mission_version_incidents AFTER INSERT OR UPDATE OR DELETE ON incidents
  FOR EACH ROW EXECUTE FUNCTION mission_child_changed();
--> statement-breakpoint
CREATE TRIGGER mission_version_checklist_items AFTER INSERT OR UPDATE OR DELETE ON checklist_items
  FOR EACH ROW EXECUTE FUNCTION mission_child_changed();
--> statement-breakpoint
CREATE TRIGGER mission_version_attendances AFTER INSERT OR UPDATE OR DELETE ON attendances
  FOR EACH ROW EXECUTE FUNCTION mission_child_changed();
--> statement-breakpoint
CREATE TRIGGER mission_version_ticks AFTER INSERT OR UPDATE OR DELETE ON checklist_ticks
  FOR EACH ROW EXECUTE FUNCTION checklist_tick_changed();
--> statement-breakpoint
CREATE TRIGGER mission_version_clients AFTER UPDATE ON clients
  FOR EACH ROW EXECUTE FUNCTION mission_client_changed();
--> statement-breakpoint
CREATE TRIGGER mission_version_agents AFTER UPDATE ON agents
  FOR EACH ROW EXECUTE FUNCTION mission_agent_changed();
--> statement-breakpoint
-- What a signed-in request reads of its user (account, agent link, sessions) changed: 'account_changed': '<user id>'.
CREATE FUNCTION account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('account_changed', OLD.id::text);
  ELSE
    IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN PERFORM pg_notify('account_changed', OLD.user_id::text); END IF;
    IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN PERFORM pg_notify('account_changed', NEW.user_id::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_changed_users AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION account_changed();
--> statement-breakpoint
CREATE TRIGGER account_changed_agents AFTER INSERT OR UPDATE OF user_id OR DELETE ON agents
  FOR EACH ROW EXECUTE FUNCTION account_changed();
--> statement-breakpoint
CREATE TRIGGER account_changed_sessions AFTER UPDATE OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION account_changed();
