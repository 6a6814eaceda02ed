-- Issue 9: hardening of sign-in, identity numbers and concurrent edits. Three parts, each
-- with its ADR; the statements are as drizzle-kit generates them, plus what it cannot write.
--
-- ── 1. Sign-in throttling (ADR 0018) ──────────────────────────────────────────────────────────
-- Sign-in throttling without a hard lock (ADR 0018): failed attempts per account and per address
-- with growing delays, reserved in one statement before a password is checked; solved
-- proof-of-work challenges kept until they expire; the key that signs the challenges.
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"forget_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttles_failures" CHECK ("login_throttles"."failures" >= 0)
);
--> statement-breakpoint
CREATE INDEX "login_throttles_forget_at" ON "login_throttles" USING btree ("forget_at");--> statement-breakpoint
CREATE TABLE "spent_login_challenges" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_login_challenges_expires_at" ON "spent_login_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "login_challenge_secret" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	CONSTRAINT "login_challenge_secret_single_row" CHECK ("login_challenge_secret"."id" = 1)
);
--> statement-breakpoint
-- 244 random bits from the server's strong random source (gen_random_uuid is built in since 13).
INSERT INTO "login_challenge_secret" ("secret")
	VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));--> statement-breakpoint
-- The hard lock is gone: lockedUntil is no longer read or written (the column stays for the
-- spec's User entity); login_attempts counts failures in a row until the next success.
UPDATE "users" SET "locked_until" = NULL WHERE "locked_until" IS NOT NULL;
--> statement-breakpoint
-- ── 2. Identity numbers unique over all patients (ADR 0020) ─────────────────────────────────
-- One patient per identity number, PESEL or not (issue 9, ADR 0020). Until now only numbers that
-- passed the PESEL check were unique (`patients_pesel`); with the check off any number could be
-- entered any number of times. Numbers are compared normalized, as the domain stores them
-- (packages/domain validation/text.ts normalizeIdentityNumber): upper case, without spaces or
-- hyphens, so 'ab 123-45' and 'AB12345' are one number.
--
-- Patients entered before this migration may already share a number. Nothing is merged or
-- rewritten: in each group one patient keeps the number unique (the one entered as a PESEL, else
-- the oldest) and the others are marked `legacy_duplicate_ssn`, left out of the unique index until
-- someone corrects their number (the trigger clears the mark when the number changes).
ALTER TABLE "patients" ADD COLUMN "legacy_duplicate_ssn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.patients_copy_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.last_name, c.first_name,
         public.search_fold(coalesce(c.first_name, '') || ' ' || coalesce(c.middle_name, '') || ' ' || coalesce(c.last_name, '')),
         upper(regexp_replace(c.ssn, '[[:space:]-]+', '', 'g')), c.birth_date
    INTO NEW.sort_last_name, NEW.sort_first_name, NEW.search_name, NEW.search_ssn, NEW.search_birth_date
    FROM public.contacts c
   WHERE c.id = NEW.contact_id;
  IF TG_OP = 'UPDATE' AND NEW.search_ssn IS DISTINCT FROM OLD.search_ssn THEN
    NEW.legacy_duplicate_ssn := false;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE "patients" SET "contact_id" = "contact_id";--> statement-breakpoint
UPDATE "patients" AS p SET "legacy_duplicate_ssn" = true
WHERE EXISTS (
  SELECT 1 FROM "patients" o
   WHERE o."search_ssn" = p."search_ssn"
     AND (o."ssn_is_pesel", -o."id") > (p."ssn_is_pesel", -p."id")
);--> statement-breakpoint
DROP INDEX "patients_pesel";--> statement-breakpoint
CREATE UNIQUE INDEX "patients_identity_number" ON "patients" USING btree ("search_ssn") WHERE NOT "patients"."legacy_duplicate_ssn";
--> statement-breakpoint
-- ── 3. Record versions (ADR 0021) ───────────────────────────────────────────────────────────
-- Record versions (ADR 0021, ARCHITECTURE.md rule 7): every update names the version it edits,
-- and `... set version = version + 1 where id = $1 and version = $2` lets only one of two saves
-- of the same version win. Existing rows start at version 1.
ALTER TABLE "patients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tablets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
