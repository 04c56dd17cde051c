CREATE TABLE `share_link_directory` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `share_link_directory_organization_index` ON `share_link_directory` (`organization_id`);--> statement-breakpoint
-- The links DB holds itself (a single-database deployment's); those of organization databases are
-- registered on their first visit (share-links.service.ts).
INSERT OR IGNORE INTO `share_link_directory` (`token_hash`, `organization_id`) SELECT `token_hash`, `organization_id` FROM `share_links`;
