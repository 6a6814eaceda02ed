CREATE TABLE "studies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"study_type_id" integer NOT NULL,
	"study_date" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"performer_id" integer,
	"branch_id" integer NOT NULL,
	"leading_doctor_id" integer,
	"leading_doctor_branch_id" integer,
	"referal_id" integer,
	"appointment_id" integer,
	"description_request_comment" text,
	"important_information" text,
	"internal_information" text,
	"incognito_description" boolean DEFAULT false NOT NULL,
	"urgent_description" boolean DEFAULT false NOT NULL,
	"comparison_description" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"external_referal" boolean DEFAULT false NOT NULL,
	"notify_leader_and_supporting_doctors" boolean DEFAULT false NOT NULL,
	"notify_doctors_about_description" boolean DEFAULT false NOT NULL,
	"notify_describers" boolean DEFAULT false NOT NULL,
	"radiology_preset_name" text,
	"voltage_kilovolts" numeric(10, 3),
	"anode_current_miliamper" numeric(10, 3),
	"exposure_time_seconds" numeric(10, 3),
	"radiation_dose_milligray_per_square_centimeter" numeric(10, 3),
	"created_by_id" integer,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "studies_status" CHECK ("studies"."status" in ('Draft', 'Paid', 'Performed')),
	CONSTRAINT "studies_performer_when_performed" CHECK ("studies"."status" <> 'Performed' or "studies"."performer_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "study_access" (
	"doctor_id" integer NOT NULL,
	"study_id" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"as_referrer" boolean NOT NULL,
	"as_describer" boolean NOT NULL,
	CONSTRAINT "study_access_study_id_doctor_id_pk" PRIMARY KEY("study_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "study_describers" (
	"study_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_describers_study_id_doctor_id_pk" PRIMARY KEY("study_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "study_shares" (
	"study_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"shared_by_id" integer,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_shares_study_id_doctor_id_pk" PRIMARY KEY("study_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "study_supporting_doctors" (
	"study_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "study_supporting_doctors_study_id_doctor_id_pk" PRIMARY KEY("study_id","doctor_id")
);
--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_leading_doctor_id_doctors_id_fk" FOREIGN KEY ("leading_doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_leading_doctor_branch_id_branches_id_fk" FOREIGN KEY ("leading_doctor_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_appointment_id_bookings_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_access" ADD CONSTRAINT "study_access_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_access" ADD CONSTRAINT "study_access_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_describers" ADD CONSTRAINT "study_describers_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_describers" ADD CONSTRAINT "study_describers_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_shares" ADD CONSTRAINT "study_shares_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_shares" ADD CONSTRAINT "study_shares_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_shares" ADD CONSTRAINT "study_shares_shared_by_id_users_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_supporting_doctors" ADD CONSTRAINT "study_supporting_doctors_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_supporting_doctors" ADD CONSTRAINT "study_supporting_doctors_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studies_list_order" ON "studies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "studies_patient_order" ON "studies" USING btree ("patient_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "studies_status_order" ON "studies" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "studies_study_type" ON "studies" USING btree ("study_type_id");--> statement-breakpoint
CREATE INDEX "studies_branch" ON "studies" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studies_appointment" ON "studies" USING btree ("appointment_id") WHERE "studies"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "studies_referal" ON "studies" USING btree ("referal_id") WHERE "studies"."referal_id" is not null;--> statement-breakpoint
CREATE INDEX "study_access_referrer_order" ON "study_access" USING btree ("doctor_id","updated_at","study_id") WHERE "study_access"."as_referrer";--> statement-breakpoint
CREATE INDEX "study_access_order" ON "study_access" USING btree ("doctor_id","updated_at","study_id");--> statement-breakpoint
CREATE INDEX "study_describers_doctor" ON "study_describers" USING btree ("doctor_id","due_date");--> statement-breakpoint
CREATE INDEX "study_shares_doctor" ON "study_shares" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "study_supporting_doctors_doctor" ON "study_supporting_doctors" USING btree ("doctor_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;