-- Google's tokens from earlier sign-ins: never used by the app, no longer kept (new ones are not written).
UPDATE "account" SET "access_token" = NULL, "refresh_token" = NULL, "id_token" = NULL
WHERE "access_token" IS NOT NULL OR "refresh_token" IS NOT NULL OR "id_token" IS NOT NULL;
