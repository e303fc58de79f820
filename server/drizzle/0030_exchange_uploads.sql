CREATE TABLE "exchange_upload_chunks" (
	"session_id" text NOT NULL,
	"filename" text NOT NULL,
	"seq" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_upload_chunks_session_id_filename_seq_pk" PRIMARY KEY("session_id","filename","seq")
);
--> statement-breakpoint
ALTER TABLE "exchange_imports" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "exchange_upload_chunks_received_idx" ON "exchange_upload_chunks" USING btree ("received_at");