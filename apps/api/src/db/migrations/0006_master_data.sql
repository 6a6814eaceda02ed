CREATE TABLE "software" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "software_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"download_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "software_download_url_http" CHECK ("software"."download_url" ~* '^https?://')
);
--> statement-breakpoint
CREATE TABLE "study_type_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_type_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"study_type_id" integer NOT NULL,
	"preset_name" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "study_type_prices_not_negative" CHECK ("study_type_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "study_type_radiologies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_type_radiologies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"study_type_id" integer NOT NULL,
	"preset_name" text NOT NULL,
	"voltage_kilovolts" numeric(8, 2),
	"anode_current_miliamper" numeric(8, 2),
	"exposure_time_seconds" numeric(8, 3),
	"radiation_dose_milligray_per_square_centimeter" numeric(10, 3)
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_tokens_purpose" CHECK ("password_tokens"."purpose" in ('setPassword', 'reset'))
);
--> statement-breakpoint
DROP INDEX "users_login_unique";--> statement-breakpoint
ALTER TABLE "app_config" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_types" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "study_types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "regions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vacation_start" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vacation_end" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_branch_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_type_prices" ADD CONSTRAINT "study_type_prices_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_type_radiologies" ADD CONSTRAINT "study_type_radiologies_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "software_name" ON "software" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_type_prices_unique" ON "study_type_prices" USING btree ("study_type_id","preset_name");--> statement-breakpoint
CREATE UNIQUE INDEX "study_type_radiologies_unique" ON "study_type_radiologies" USING btree ("study_type_id","preset_name");--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_hash" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_tokens_user" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_branch_id_branches_id_fk" FOREIGN KEY ("current_branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_name" ON "branches" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "study_type_devices_device_type" ON "study_type_devices" USING btree ("device_type","study_type_id");--> statement-breakpoint
CREATE INDEX "study_types_list_order" ON "study_types" USING btree ("on_referal_order","name","id");--> statement-breakpoint
CREATE INDEX "users_roles" ON "users" USING gin ("roles");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_unique" ON "users" USING btree ("login") WHERE "users"."deleted_at" is null;--> statement-breakpoint
-- Prices move from a JSON list to rows of exact money (ADR 0030).
INSERT INTO "study_type_prices" ("study_type_id", "preset_name", "price")
SELECT DISTINCT ON (t.id, p.value->>'presetName') t.id, p.value->>'presetName', round((p.value->>'price')::numeric, 2)
FROM "study_types" t, jsonb_array_elements(t."study_type_prices") p
WHERE p.value->>'presetName' IS NOT NULL AND (p.value->>'price') IS NOT NULL;--> statement-breakpoint
ALTER TABLE "study_types" DROP COLUMN "study_type_prices";--> statement-breakpoint
-- Carrier prices become exact decimal text; the help page's playlist starts unset.
UPDATE "app_config" SET "data" = jsonb_set(
  "data" || jsonb_build_object('helpVideoPlaylistUrl', "data"->'helpVideoPlaylistUrl'),
  '{carrierPrices}',
  (SELECT coalesce(jsonb_object_agg(e.key, to_jsonb(to_char(round((e.value #>> '{}')::numeric, 2), 'FM9999999990.00'))), '{}'::jsonb)
   FROM jsonb_each(coalesce("data"->'carrierPrices', '{}'::jsonb)) e)
);