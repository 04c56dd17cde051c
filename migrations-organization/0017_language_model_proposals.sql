-- migrations/0050_language_model_proposals.sql for an organization's tables: the same, without the foreign key to organizations (in DB).
CREATE TABLE `language_model_proposals` (
	`document_id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`requested_at` integer NOT NULL,
	`claimed_at` integer,
	`done_at` integer,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
