CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_filename" text NOT NULL,
	"mimetype" text NOT NULL,
	"file_type" text NOT NULL,
	"declared_size" bigint NOT NULL,
	"stored_size" bigint,
	"sha256" text,
	"detected_kind" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"patient_id" integer,
	"study_id" integer,
	"owner_user_id" integer,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "files_status_known" CHECK ("files"."status" in ('pending', 'ready')),
	CONSTRAINT "files_file_type_known" CHECK ("files"."file_type" in ('Consent', 'ConsentReferal', 'DoctorStamp', 'ProfilePicture', 'StudyDescription', 'StudyDescriptionRequest', 'StudyImage', 'StudyReferal')),
	CONSTRAINT "files_detected_kind_known" CHECK ("files"."detected_kind" is null or "files"."detected_kind" in ('png', 'jpg', 'bmp', 'webp', 'pdf', 'zip', 'gzip', 'rar', 'dcm')),
	CONSTRAINT "files_declared_size" CHECK ("files"."declared_size" >= 0),
	CONSTRAINT "files_owner" CHECK ("files"."patient_id" is not null or "files"."owner_user_id" is not null or "files"."study_id" is not null),
	CONSTRAINT "files_ready_checked" CHECK ("files"."status" <> 'ready' or ("files"."stored_size" = "files"."declared_size" and "files"."sha256" is not null and "files"."detected_kind" is not null and "files"."confirmed_at" is not null and not "files"."rejected")),
	CONSTRAINT "files_rejection_reason" CHECK ("files"."rejected" or "files"."rejection_reason" is null)
);
--> statement-breakpoint
CREATE TABLE "user_profile_pictures" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dedupe_key" text NOT NULL,
	"template" text NOT NULL,
	"lang" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mails_status" CHECK ("mails"."status" in ('queued', 'sent', 'failed')),
	CONSTRAINT "mails_transport" CHECK ("mails"."transport" in ('smtp', 'outbox')),
	CONSTRAINT "mails_lang" CHECK ("mails"."lang" in ('pl', 'en', 'ua')),
	CONSTRAINT "mails_attempts" CHECK ("mails"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profile_pictures" ADD CONSTRAINT "user_profile_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profile_pictures" ADD CONSTRAINT "user_profile_pictures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_pending_created" ON "files" USING btree ("created_at") WHERE "files"."status" = 'pending' and not "files"."rejected";--> statement-breakpoint
CREATE INDEX "files_patient" ON "files" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "files_study" ON "files" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "files_owner_user" ON "files" USING btree ("owner_user_id","file_type");--> statement-breakpoint
CREATE INDEX "files_uploaded_by" ON "files" USING btree ("uploaded_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_profile_pictures_file" ON "user_profile_pictures" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mails_dedupe_key_unique" ON "mails" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mails_created_at" ON "mails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_time" ON "audit_log" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_time" ON "audit_log" USING btree ("action","occurred_at");