/**
 * Where the README explains documents by email (its "Documents by email" section), in the source
 * repository the server links to (APP_REPOSITORY_URL); none when the server names no repository.
 */
export const intakeEmailsDocumentationUrl = (repositoryUrl: string | null) =>
  repositoryUrl ? `${repositoryUrl.replace(/\/+$/, '')}#documents-by-email` : null;
