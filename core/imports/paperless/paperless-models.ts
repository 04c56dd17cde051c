/**
 * The records of a Paperless-ngx export's manifest, as its public documentation describes them: a
 * JSON list of `{ model, pk, fields }` (Django's dump format), a document's record also naming its
 * files (`__exported_file_name__`, `__exported_archive_name__`, `__exported_thumbnail_name__`).
 * The fields each model is known to have; any other is reported, not guessed at.
 */
export type PaperlessRecord = {
  model: string;
  pk: number;
  fields: Record<string, unknown>;
  files: { original: string | null; archive: string | null; thumbnail: string | null };
};

const MATCHING = ['match', 'matching_algorithm', 'is_insensitive', 'owner'];

/** The models an import reads, with the fields it knows. */
export const READ_MODELS: Record<string, readonly string[]> = {
  'documents.document': [
    'correspondent',
    'storage_path',
    'title',
    'content',
    'mime_type',
    'checksum',
    'archive_checksum',
    'created',
    'modified',
    'storage_type',
    'added',
    'filename',
    'archive_filename',
    'original_filename',
    'archive_serial_number',
    'document_type',
    'owner',
    'deleted_at',
    'restored_at',
    'tags',
    'page_count',
    'transaction_id',
    'root_document',
    'version_label',
  ],
  'documents.tag': [
    'name',
    'color',
    'colour',
    'is_inbox_tag',
    'parent',
    'tn_parent',
    'tn_ancestors_pks',
    'tn_ancestors_count',
    'tn_children_pks',
    'tn_children_count',
    'tn_depth',
    'tn_descendants_pks',
    'tn_descendants_count',
    'tn_index',
    'tn_level',
    'tn_order',
    'tn_priority',
    'tn_siblings_pks',
    'tn_siblings_count',
    ...MATCHING,
  ],
  'documents.correspondent': ['name', 'last_correspondence', ...MATCHING],
  'documents.documenttype': ['name', ...MATCHING],
  'documents.storagepath': ['name', 'path', ...MATCHING],
  'documents.customfield': ['name', 'data_type', 'extra_data', 'created'],
  'documents.customfieldinstance': [
    'document',
    'field',
    'created',
    'modified',
    'deleted_at',
    'restored_at',
    'transaction_id',
    'value_text',
    'value_bool',
    'value_url',
    'value_date',
    'value_int',
    'value_float',
    'value_monetary',
    'value_monetary_amount',
    'value_document_ids',
    'value_select',
    'value_long_text',
  ],
  'documents.note': ['note', 'created', 'document', 'user', 'deleted_at', 'restored_at', 'transaction_id'],
  'documents.savedview': [
    'name',
    'show_on_dashboard',
    'show_in_sidebar',
    'sort_field',
    'sort_reverse',
    'owner',
    'page_size',
    'display_mode',
    'display_fields',
  ],
  'documents.savedviewfilterrule': ['saved_view', 'rule_type', 'value'],
  'documents.workflow': ['name', 'order', 'enabled', 'triggers', 'actions'],
  'documents.workflowtrigger': [],
  'documents.workflowaction': [],
  'auth.user': ['username', 'email', 'first_name', 'last_name'],
};

/** Trigger and action records are only counted: their many fields change from release to release. */
export const COUNTED_MODELS = new Set([
  'documents.workflowtrigger',
  'documents.workflowaction',
  'documents.workflowactionemail',
  'documents.workflowactionwebhook',
]);

/** Models an import knows and leaves, each with the reason the report gives. */
export const NOT_CARRIED_MODELS: Record<string, string> = {
  'auth.user': 'users are not carried: people join the organization by invitation; owners become members only if you choose',
  'auth.group': 'groups are not carried: roles here are per organization',
  'auth.permission': 'permissions are not carried: roles here are per organization',
  'guardian.userobjectpermission': 'object permissions are not carried: every member sees the organization’s documents',
  'guardian.groupobjectpermission': 'object permissions are not carried: every member sees the organization’s documents',
  'paperless_mail.mailaccount': 'mail accounts are not carried: documents arrive here through intake email addresses',
  'paperless_mail.mailrule': 'mail rules are not carried: documents arrive here through intake email addresses',
  'paperless_mail.processedmail': 'the mail log is not carried',
  'documents.sharelink': 'share links are not carried: make new ones here',
  'documents.sharelinkbundle': 'share links are not carried: make new ones here',
  'documents.uisettings': 'interface settings are not carried',
  'documents.paperlesstask': 'the task log is not carried',
  'documents.workflowrun': 'the workflow log is not carried',
  'paperless.applicationconfiguration': 'application settings are not carried',
  'contenttypes.contenttype': 'internal records of Paperless, not needed here',
  'auditlog.logentry': 'the audit log is not carried',
  'django_celery_results.taskresult': 'the task log is not carried',
  'account.emailaddress': 'sign-in records are not carried',
  'socialaccount.socialaccount': 'sign-in records are not carried',
  'socialaccount.socialapp': 'sign-in records are not carried',
  'socialaccount.socialtoken': 'sign-in records are not carried',
  'mfa.authenticator': 'sign-in records are not carried',
  'authtoken.token': 'API tokens are not carried: make API keys here',
};

/** A manifest element as a record, or why it is not one. */
export function toPaperlessRecord(value: unknown): PaperlessRecord | { problem: string } {
  if (!isObject(value)) return { problem: 'an element of the manifest is not an object' };
  const { model, pk, fields } = value;
  if (typeof model !== 'string' || model === '') return { problem: 'an element of the manifest has no model' };
  if (!isObject(fields)) return { problem: `a ${model} record has no fields` };
  if (typeof pk !== 'number' || !Number.isInteger(pk)) return { problem: `a ${model} record has no numeric id` };
  const fileName = (key: string) => (typeof value[key] === 'string' && value[key] !== '' ? (value[key] as string) : null);
  return {
    model,
    pk,
    fields,
    files: {
      original: fileName('__exported_file_name__'),
      archive: fileName('__exported_archive_name__'),
      thumbnail: fileName('__exported_thumbnail_name__'),
    },
  };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
