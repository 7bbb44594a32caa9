-- Every change that can alter a login check or what GET /users shows is announced at commit on the channel
-- lexbridge_auth, with the user id as payload. Each server instance listens and drops its cached session checks of
-- that user. A trigger rather than calls in the code: a change made by any module, tool or hand still reaches
-- every instance. A rolled-back change announces nothing (NOTIFY is delivered at commit only).

CREATE OR REPLACE FUNCTION announce_user_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lexbridge_auth', OLD.id::text);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION announce_session_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lexbridge_auth', OLD.user_id::text);
  IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    PERFORM pg_notify('lexbridge_auth', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS users_auth_change ON users;
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_user_auth_change();

-- Only the columns a login check reads: the "signed in elsewhere" bookkeeping changes nothing the cache holds.
DROP TRIGGER IF EXISTS sessions_auth_change ON sessions;
CREATE TRIGGER sessions_auth_change AFTER UPDATE OF user_id, created_at, expires_at, revoked_at, revoke_reason OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_auth_change();
