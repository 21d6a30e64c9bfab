-- Open live connections (room sockets, table live streams) hear when someone's access may have
-- ended, whichever code path ended it: a session ended or deleted, an account deleted, a deck
-- membership removed or changed (deck deletion cascades here too), a room's seat or watcher taken
-- away or changed, a room gone. Each app process listens on this channel and checks its open
-- connections for that account or room again. Delivered on commit only, never for a rollback.

CREATE FUNCTION "notify_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD in every case: each trigger below fires on an UPDATE or a DELETE, and the keys never change.
  IF TG_TABLE_NAME IN ('user_sessions', 'deck_members') THEN
    PERFORM pg_notify('access_changes', json_build_object('userId', OLD."userId")::text);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('access_changes', json_build_object('userId', OLD."id")::text);
  ELSIF TG_TABLE_NAME IN ('room_seats', 'room_watchers') THEN
    PERFORM pg_notify('access_changes', json_build_object('roomId', OLD."roomId")::text);
  ELSIF TG_TABLE_NAME = 'online_rooms' THEN
    PERFORM pg_notify('access_changes', json_build_object('roomId', OLD."id")::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "user_sessions_access_ended" AFTER UPDATE OF "endedAt" ON "user_sessions"
  FOR EACH ROW WHEN (OLD."endedAt" IS NULL AND NEW."endedAt" IS NOT NULL) EXECUTE FUNCTION "notify_access_change"();
CREATE TRIGGER "user_sessions_access_deleted" AFTER DELETE ON "user_sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_change"();

CREATE TRIGGER "users_access_deleted" AFTER UPDATE OF "deletedAt" ON "users"
  FOR EACH ROW WHEN (OLD."deletedAt" IS NULL AND NEW."deletedAt" IS NOT NULL) EXECUTE FUNCTION "notify_access_change"();

CREATE TRIGGER "deck_members_access_changed" AFTER UPDATE OR DELETE ON "deck_members"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_change"();

CREATE TRIGGER "room_seats_access_changed" AFTER DELETE OR UPDATE OF "userId", "tokenHash", "control" ON "room_seats"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_change"();

CREATE TRIGGER "room_watchers_access_changed" AFTER DELETE ON "room_watchers"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_change"();

CREATE TRIGGER "online_rooms_access_changed" AFTER DELETE ON "online_rooms"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_change"();
