CREATE TABLE "whatsapp_contacts" (
	"number" text PRIMARY KEY NOT NULL,
	"last_inbound_at" timestamp with time zone NOT NULL
);
