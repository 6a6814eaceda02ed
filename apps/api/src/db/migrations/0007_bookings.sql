-- btree_gist lets one GiST index compare device ids (=) and time ranges (&&) together (ADR 0032).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TYPE "public"."booking_kind" AS ENUM('appointment', 'break', 'hold');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "booking_kind" NOT NULL,
	"branch_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"period" "tstzrange" GENERATED ALWAYS AS (tstzrange(start_at, end_at, '[)')) STORED NOT NULL,
	"patient_id" integer,
	"study_type_id" integer,
	"comments" text,
	"created_by_patient" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"expires_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_period" CHECK ("bookings"."end_at" > "bookings"."start_at"),
	CONSTRAINT "bookings_kind_fields" CHECK (("bookings"."kind" = 'appointment') = ("bookings"."patient_id" is not null and "bookings"."study_type_id" is not null)
        and ("bookings"."kind" = 'hold') = ("bookings"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_branch_start" ON "bookings" USING btree ("branch_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_patient_start" ON "bookings" USING btree ("patient_id","start_at") WHERE "bookings"."patient_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry" ON "bookings" USING btree ("expires_at") WHERE "bookings"."kind" = 'hold';--> statement-breakpoint
-- No two bookings of a device overlap, whatever their kind: the database decides, not the API.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("device_id" WITH =, "period" WITH &&);
