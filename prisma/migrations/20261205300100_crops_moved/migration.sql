-- A new crop of the picture a card already shows is recorded as CROP_MOVED ("moved the crop"),
-- decided where the change is recorded (lib/designs/picture-change-kind.ts). The changes recorded
-- before are told the same way: a card's picture given (PICTURE_SET) that is cut from the same
-- picture as the one the card's previous design change gave it. (A picture no card shows any more
-- is deleted, and its crops forget which picture they were cut from: a new crop of such a picture,
-- recorded before, stays told as a picture given.) In a migration of its own, as PostgreSQL uses a
-- new enum value only once the migration that added it is committed. The design story is
-- append-only: its guard stands aside for this one change and is back before the migration ends.
ALTER TABLE "deck_design_events" DISABLE TRIGGER "deck_design_events_no_update_or_delete";

UPDATE "deck_design_events" e
   SET "kind" = 'CROP_MOVED'
  FROM "card_arts" a
 WHERE e."kind" = 'PICTURE_SET'
   AND a."id" = e."artId"
   AND a."pictureId" = (SELECT before."pictureId"
                          FROM "deck_design_events" p
                          LEFT JOIN "card_arts" before ON before."id" = p."artId"
                         WHERE p."cardId" = e."cardId" AND p."seq" < e."seq"
                         ORDER BY p."seq" DESC
                         LIMIT 1);

ALTER TABLE "deck_design_events" ENABLE TRIGGER "deck_design_events_no_update_or_delete";
