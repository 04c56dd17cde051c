-- migrations/0032_job_base_url_member_last_opened.sql for an organization's tables: the address a zip
-- or export job was asked from, for the links of the email that says it is ready.
ALTER TABLE `bulk_jobs` ADD `base_url` text;
