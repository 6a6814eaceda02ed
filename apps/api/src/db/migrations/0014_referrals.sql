-- Studies saved before this migration could name a referral only as a bare number (there was no
-- referrals table): none of those exists, so they are cleared before the foreign key is added.
UPDATE "studies" SET "referal_id" = NULL WHERE "referal_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "doctor_stamps" (
	"doctor_id" integer PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referal_study_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referal_study_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referal_id" integer NOT NULL,
	"study_type_id" integer NOT NULL,
	"remarks" text,
	"study_sub_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"issuer_id" integer NOT NULL,
	"media_types" text[] NOT NULL,
	"description" text,
	"remarks" text,
	"request_description" boolean DEFAULT false NOT NULL,
	"send_scheduling_email" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "referals_media_online" CHECK ('Online' = any("referals"."media_types")),
	CONSTRAINT "referals_media_known" CHECK ("referals"."media_types" <@ array['Online', 'Disc', 'Film', 'Pendrive']::text[]),
	CONSTRAINT "referals_completed_at" CHECK ("referals"."completed" = ("referals"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "scheduling_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referal_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "referal_id" integer;--> statement-breakpoint
ALTER TABLE "doctor_stamps" ADD CONSTRAINT "doctor_stamps_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_stamps" ADD CONSTRAINT "doctor_stamps_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referal_study_types" ADD CONSTRAINT "referal_study_types_referal_id_referals_id_fk" FOREIGN KEY ("referal_id") REFERENCES "public"."referals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referal_study_types" ADD CONSTRAINT "referal_study_types_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referals" ADD CONSTRAINT "referals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referals" ADD CONSTRAINT "referals_issuer_id_doctors_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referals" ADD CONSTRAINT "referals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_links" ADD CONSTRAINT "scheduling_links_referal_id_referals_id_fk" FOREIGN KEY ("referal_id") REFERENCES "public"."referals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_links" ADD CONSTRAINT "scheduling_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_stamps_file" ON "doctor_stamps" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referal_study_types_once" ON "referal_study_types" USING btree ("referal_id","study_type_id");--> statement-breakpoint
CREATE INDEX "referal_study_types_study_type" ON "referal_study_types" USING btree ("study_type_id","referal_id");--> statement-breakpoint
CREATE INDEX "referals_list_order" ON "referals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "referals_issuer_order" ON "referals" USING btree ("issuer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "referals_patient_order" ON "referals" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduling_links_hash" ON "scheduling_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "scheduling_links_referal" ON "scheduling_links" USING btree ("referal_id","created_at");--> statement-breakpoint
CREATE INDEX "scheduling_links_sent_to" ON "scheduling_links" USING btree ("sent_to","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_referal_id_referals_id_fk" FOREIGN KEY ("referal_id") REFERENCES "public"."referals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_referal_id_referals_id_fk" FOREIGN KEY ("referal_id") REFERENCES "public"."referals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_referal" ON "bookings" USING btree ("referal_id") WHERE "bookings"."referal_id" is not null;