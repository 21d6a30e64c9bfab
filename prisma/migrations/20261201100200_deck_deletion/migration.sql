-- A deck deleted by its owner goes whole, history and all. The histories stay append-only for
-- everything else: a delete is let through only for rows of the deck that the deleting
-- transaction names (lib/decks/delete-deck.ts sets snap_legacy.deleting_deck for itself alone,
-- with set_config(…, true)). Updates and truncation are refused as before.
CREATE OR REPLACE FUNCTION "word_events_append_only"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."deckId" = current_setting('snap_legacy.deleting_deck', true) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'word_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION "deck_design_events_append_only"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."deckId" = current_setting('snap_legacy.deleting_deck', true) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'deck_design_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
