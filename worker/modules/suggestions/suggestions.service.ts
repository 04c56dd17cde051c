import { AppError } from '../../../core/errors';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { runBatchedRead } from '../../platform/db/batched-read';
import { enqueueTask, enqueueTasks, QUEUE_BATCH_LIMIT } from '../../platform/queue';
import { suggestionModelKey } from '../../platform/organization-files';
import { documentFeatures, FEATURE_CONTENT_LENGTH } from '../../../core/suggestions/suggestion-features';
import { createNameHabitLearner, nameByHabit, type NameHabit } from '../../../core/suggestions/name-habit';
import {
  createTrainer,
  deserializeModel,
  predictSuggestions,
  propertyGroupKey,
  serializeModel,
  TAGS_GROUP_KEY,
  type LabelGroup,
  type PredictedSuggestion,
  type SerializedModel,
  type SuggestionModel,
} from '../../../core/suggestions/suggestion-model';
import { type LabelChange, settlementOf } from '../../../core/suggestions/suggestion-settlement';
import { suggestionAlreadyReviewed, suggestionNotFound } from '../../../core/suggestions/suggestions.errors';
import { findDocumentsToLearnFrom, findDocumentToSuggestFor } from '../documents/documents.repository';
import { getDocumentOrThrow, updateDocumentFields } from '../documents/documents.service';
import { addTagToDocument } from '../documents/document-tags.service';
import { documentIsDeleted } from '../../../core/documents/documents.errors';
import { findOrCreateTag } from '../tags/tags.service';
import { setPropertyValue } from '../documents/document-properties.service';
import type { DocumentEvent } from '../documents/documents.events';
import { findPropertyValues, type PropertyRow } from '../properties/properties.repository';
import { suggestedProperties } from './suggested-properties';
import { getPropertyOrThrow } from '../properties/properties.service';
import { areSuggestionsEnabled, findSuggestionSwitches } from '../organizations/organizations.repository';
import { awaitProposal } from './language-model.service';
import {
  findModelRow,
  findOrganizationsWithModels,
  findSuggestion,
  findSuggestionRun,
  findSuggestions,
  replacePendingSuggestions,
  reopenSuggestion,
  requestLanguageModelProposal,
  reviewSuggestion,
  saveTrainedModel,
  settlePendingSuggestions,
  type SuggestionRow,
} from './suggestions.repository';

/** Documents read per statement while training: 1,000 starts of contents (6,000 characters each at most). */
const TRAINING_PAGE_SIZE = 1000;

// The surest ones: a few a person can review at a glance, and their rows within one statement's 100 bound parameters.
const MAX_SUGGESTIONS_PER_DOCUMENT = 8;

// When this isolate last asked for each organization's training: a burst of label changes (a rule tagging
// 600 documents, a bulk action) asks once, and asking costs the request no D1 statement.
const trainingAskedAt = new Map<string, number>();
const TRAINING_ASKED_REMEMBERED = 1000;

/**
 * Asks for a training a short while from now, unless this isolate asked for one within that while
 * (changes meanwhile are read by it). Another isolate's request is met by the same training: a
 * training skips itself when a newer one already read the labels (trainModel).
 */
export async function requestTraining(
  deps: OrganizationDependencies,
  { organizationId, now = new Date() }: { organizationId: string; now?: Date },
) {
  const delaySeconds = deps.settings.SUGGESTIONS_TRAINING_DELAY_SECONDS;
  const askedAt = trainingAskedAt.get(organizationId);
  if (askedAt !== undefined && now.getTime() - askedAt < delaySeconds * 1000) return;
  trainingAskedAt.delete(organizationId);
  trainingAskedAt.set(organizationId, now.getTime());
  if (trainingAskedAt.size > TRAINING_ASKED_REMEMBERED) trainingAskedAt.delete(trainingAskedAt.keys().next().value!);
  await enqueueTask(deps.queues.documents, { type: 'suggestions.train', organizationId, requestedAt: now.getTime() }, { delaySeconds });
}

/** The nightly training of every organization of the database that has a model (one trained before). */
export async function queueNightlyTrainings(deps: OrganizationDependencies) {
  const organizationIds = await findOrganizationsWithModels(deps.organizationDb);
  for (let start = 0; start < organizationIds.length; start += QUEUE_BATCH_LIMIT)
    await enqueueTasks(
      deps.queues.documents,
      organizationIds
        .slice(start, start + QUEUE_BATCH_LIMIT)
        .map((organizationId) => ({ type: 'suggestions.train' as const, organizationId })),
    );
}

/** The option names of the document's suggested properties, as the name habit reads them. */
function optionNamesOf(document: { properties: Record<string, unknown> }, properties: PropertyRow[]) {
  return properties.flatMap((property) =>
    [document.properties[property.id] ?? []]
      .flat()
      .flatMap((value) => property.options.filter(({ id }) => id === value).map(({ name }) => ({ propertyId: property.id, name }))),
  );
}

function labelsOf(document: { tagIds: string[]; properties: Record<string, unknown> }, properties: PropertyRow[]) {
  const labels: Record<string, string[]> = { [TAGS_GROUP_KEY]: document.tagIds };
  for (const property of properties) {
    const value = document.properties[property.id];
    if (value !== undefined)
      labels[propertyGroupKey(property.id)] = [value].flat().filter((item): item is string => typeof item === 'string');
  }
  return labels;
}

// The models this isolate read last, by organization: a document page reads its model once, not per request.
const MODEL_CACHE_SIZE = 8;
const modelCache = new Map<string, { trainedAt: number; model: SuggestionModel }>();

function remember(organizationId: string, trainedAt: number, model: SuggestionModel) {
  modelCache.delete(organizationId);
  modelCache.set(organizationId, { trainedAt, model });
  if (modelCache.size > MODEL_CACHE_SIZE) modelCache.delete(modelCache.keys().next().value!);
}

async function loadModel({ files }: OrganizationDependencies, organizationId: string, trainedAt: Date) {
  const cached = modelCache.get(organizationId);
  if (cached?.trainedAt === trainedAt.getTime()) return cached.model;
  const object = await files.get(suggestionModelKey(organizationId));
  if (!object) return null;
  const model = deserializeModel(await object.json<SerializedModel>());
  if (model) remember(organizationId, trainedAt.getTime(), model);
  return model;
}

/**
 * Learns the organization's model again from its active documents' labels (its tags, and the values of
 * its properties marked `suggest`), only its own, and stores it in R2 beside its files. A trashed or
 * deleted document is not read, so its contribution is gone from this training on.
 */
export async function trainModel(
  deps: OrganizationDependencies,
  { organizationId, requestedAt }: { organizationId: string; requestedAt?: number },
) {
  const started = Date.now();
  const { organizationDb: db } = deps;
  if (requestedAt !== undefined && ((await findModelRow(db, organizationId))?.trainedAt?.getTime() ?? 0) >= requestedAt) return;
  if (!(await areSuggestionsEnabled(deps.db, organizationId))) return;
  const properties = await suggestedProperties(deps, organizationId);
  const groups: LabelGroup[] = [
    { key: TAGS_GROUP_KEY, kind: 'tag', propertyId: null, isExclusive: false },
    ...properties.map((property) => ({
      key: propertyGroupKey(property.id),
      kind: 'property' as const,
      propertyId: property.id,
      isExclusive: property.type === 'select',
    })),
  ];
  const trainer = createTrainer(groups);
  const nameHabit = createNameHabitLearner();
  for (let afterId: string | null = null; ; ) {
    const page = await findDocumentsToLearnFrom(db, organizationId, {
      afterId,
      limit: TRAINING_PAGE_SIZE,
      contentLength: FEATURE_CONTENT_LENGTH,
    });
    for (const document of page) {
      trainer.add({ id: document.id, features: documentFeatures(document), labels: labelsOf(document, properties) });
      nameHabit.add({ ...document, optionNames: optionNamesOf(document, properties) });
    }
    if (page.length < TRAINING_PAGE_SIZE) break;
    afterId = page.at(-1)!.id;
  }
  const model = { ...trainer.finish(), nameHabit: nameHabit.finish() };
  const stored = JSON.stringify(serializeModel(model));
  await deps.files.put(suggestionModelKey(organizationId), stored, { httpMetadata: { contentType: 'application/json' } });
  // When the labels were read: a training asked for since then reads them again.
  const trainedAt = new Date(started);
  await saveTrainedModel(db, organizationId, {
    trainedAt,
    labelledDocumentsCount: model.documentsCount,
    sizeBytes: stored.length,
    trainingMilliseconds: Date.now() - started,
  });
  remember(organizationId, trainedAt.getTime(), model);
}

/**
 * The model trained at `modelTrainedAt`'s suggestions for a document, stored (those accepted or dismissed
 * before stay so). The caller reads the organization's suggested properties once for all its documents.
 */
async function suggestFor(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    modelTrainedAt,
    properties,
  }: { organizationId: string; documentId: string; modelTrainedAt: Date; properties: PropertyRow[] },
) {
  const { organizationDb: db } = deps;
  const [model, document] = await Promise.all([
    loadModel(deps, organizationId, modelTrainedAt),
    findDocumentToSuggestFor(db, organizationId, documentId, FEATURE_CONTENT_LENGTH),
  ]);
  if (!model || !document) return;
  // A property unmarked (or an option removed) since the training is not suggested any more.
  const options = new Map(properties.map((property) => [property.id, new Set(property.options.map(({ id }) => id))]));
  const predicted = predictSuggestions(model, documentFeatures(document), { tagIds: document.tagIds, values: document.properties })
    .filter((suggestion) => suggestion.kind === 'tag' || options.get(suggestion.propertyId!)?.has(suggestion.value!))
    .slice(0, MAX_SUGGESTIONS_PER_DOCUMENT);
  const name = model.nameHabit ? suggestedName(model.nameHabit, document, properties, predicted) : null;
  const suggestions = name ? [...predicted, name] : predicted;
  await replacePendingSuggestions(db, { organizationId, documentId, modelTrainedAt, suggestions });
}

/** A name is suggested when the organization's habit is at least this sure of it (the habit's share, times its suggested values'). */
const MIN_NAME_CONFIDENCE = 0.5;

/**
 * The name the organization's habit gives a document still named as it came: from the options it has,
 * or the surest one suggested for a property it has none of.
 */
function suggestedName(
  habit: NameHabit,
  document: { name: string; originalName: string; documentDate: string | null; properties: Record<string, unknown> },
  properties: PropertyRow[],
  predicted: PredictedSuggestion[],
): PredictedSuggestion | null {
  if (document.name !== document.originalName) return null;
  const optionNames = new Map(optionNamesOf(document, properties).map(({ propertyId, name }) => [propertyId, { name, confidence: 1 }]));
  for (const { kind, propertyId, value, confidence } of predicted) {
    const option = properties.find(({ id }) => id === propertyId)?.options.find(({ id }) => id === value);
    if (kind === 'property' && option && !optionNames.has(propertyId!)) optionNames.set(propertyId!, { name: option.name, confidence });
  }
  const named = nameByHabit(habit, { documentDate: document.documentDate, optionNames });
  if (!named || named.name === '' || named.name === document.name || named.confidence < MIN_NAME_CONFIDENCE) return null;
  return { kind: 'name', target: 'name', tagId: null, propertyId: null, value: named.name, confidence: named.confidence };
}

/**
 * A document's pending suggestions: made again first when a newer model was trained since they were;
 * none when the organization turned suggestions off or the document is in the trash. An organization
 * that never trained asks for its first training.
 */
export async function listSuggestions(
  deps: OrganizationDependencies,
  { organizationId, documentId, isEnabled }: { organizationId: string; documentId: string; isEnabled: boolean },
) {
  const document = await getDocumentOrThrow(deps, { organizationId, documentId });
  if (!isEnabled || document.deletedAt) return [];
  return currentPendingSuggestions(deps, { organizationId, documentId });
}

async function currentPendingSuggestions(
  deps: OrganizationDependencies,
  { organizationId, documentId }: { organizationId: string; documentId: string },
) {
  const { organizationDb: db } = deps;
  const [modelRow, run] = await Promise.all([findModelRow(db, organizationId), findSuggestionRun(db, organizationId, documentId)]);
  if (!modelRow) await requestTraining(deps, { organizationId });
  else if (modelRow.trainedAt && (!run || run.modelTrainedAt < modelRow.trainedAt))
    await suggestFor(deps, {
      organizationId,
      documentId,
      modelTrainedAt: modelRow.trainedAt,
      properties: await suggestedProperties(deps, organizationId),
    });
  return findSuggestions(db, organizationId, documentId, 'pending');
}

/**
 * A person's id, or null for a workflow's accept (its activity names no one, as a workflow's other
 * changes); and the check that the caller may create tags, which accepting a new tag does (an API key
 * needs tags:create for it).
 */
type Review = {
  organizationId: string;
  documentId: string;
  suggestionId: string;
  userId: string | null;
  textMaxLength: number;
  requireTagCreation: () => void;
};

/** A suggestion of a tag the organization does not have yet (the language model's, when allowed): its name is the value. */
const isNewTag = (suggestion: SuggestionRow) => suggestion.kind === 'tag' && suggestion.tagId === null;

/**
 * The tag a new tag's suggestion names, made as the tags module makes one (its unique name), or the one
 * of that name made since; only for a document that can take it, so that no tag is made for nothing.
 */
async function tagOfNewTagSuggestion(deps: OrganizationDependencies, suggestion: SuggestionRow, review: Review) {
  review.requireTagCreation();
  const document = await getDocumentOrThrow(deps, review);
  if (document.deletedAt) throw documentIsDeleted();
  return findOrCreateTag(deps, { organizationId: review.organizationId, name: suggestion.value! });
}

async function pendingSuggestion(deps: OrganizationDependencies, { organizationId, documentId, suggestionId }: Review) {
  const suggestion = await findSuggestion(deps.organizationDb, organizationId, documentId, suggestionId);
  if (!suggestion) throw suggestionNotFound();
  if (suggestion.status !== 'pending') throw suggestionAlreadyReviewed();
  return suggestion;
}

/**
 * Writes what a suggestion says, as a person's change (activity, webhooks): a tag added (made first
 * when new), an option chosen (added to a multiple choice), the document renamed or its date set.
 */
async function applySuggestion(deps: OrganizationDependencies, suggestion: SuggestionRow, review: Review) {
  const { organizationId, documentId, userId, textMaxLength } = review;
  if (suggestion.kind === 'name' || suggestion.kind === 'documentDate') {
    await updateDocumentFields(deps, { organizationId, documentId, userId, changes: { [suggestion.kind]: suggestion.value! } });
    return;
  }
  if (suggestion.kind === 'tag') {
    const tagId = suggestion.tagId ?? (await tagOfNewTagSuggestion(deps, suggestion, review)).id;
    await addTagToDocument(deps, { organizationId, documentId, tagId, userId });
    return;
  }
  const propertyId = suggestion.propertyId!;
  const property = await getPropertyOrThrow(deps, { organizationId, propertyId });
  const current = (await runBatchedRead(deps.organizationDb, findPropertyValues(deps.organizationDb, organizationId, [documentId]))).get(
    documentId,
  )?.[propertyId];
  const value = property.type === 'multiselect' ? [...new Set([...[current ?? []].flat(), suggestion.value])] : suggestion.value;
  await setPropertyValue(deps, { organizationId, userId, documentId, propertyId, value, textMaxLength });
}

/**
 * Marks the suggestion accepted, then applies it: the tag or option it adds then finds it settled already
 * (the settlement of its own event passes it by), and of two accepts at once only one applies. A change
 * refused (the document in the trash, a new tag the caller may not create) leaves it pending again.
 */
export async function acceptSuggestion(deps: OrganizationDependencies, review: Review) {
  const suggestion = await pendingSuggestion(deps, review);
  const accepted = await reviewSuggestion(deps.organizationDb, review.organizationId, suggestion.id, 'accepted');
  if (!accepted) throw suggestionAlreadyReviewed();
  try {
    await applySuggestion(deps, suggestion, review);
  } catch (error) {
    await reopenSuggestion(deps.organizationDb, suggestion);
    throw error;
  }
  return accepted;
}

export async function dismissSuggestion(deps: OrganizationDependencies, review: Review) {
  const suggestion = await pendingSuggestion(deps, review);
  const dismissed = await reviewSuggestion(deps.organizationDb, review.organizationId, suggestion.id, 'dismissed');
  if (!dismissed) throw suggestionAlreadyReviewed();
  return dismissed;
}

/**
 * Accepts every pending suggestion of the document, the surest first; answers those accepted. A caller
 * who may not create tags is refused before any is accepted when one is a new tag.
 */
export async function acceptAllSuggestions(deps: OrganizationDependencies, review: Omit<Review, 'suggestionId'>) {
  await getDocumentOrThrow(deps, review);
  const pending = await findSuggestions(deps.organizationDb, review.organizationId, review.documentId, 'pending');
  if (pending.some(isNewTag)) review.requireTagCreation();
  const accepted: SuggestionRow[] = [];
  for (const { id } of pending) accepted.push(await acceptSuggestion(deps, { ...review, suggestionId: id }));
  return accepted;
}

/**
 * A workflow's `apply_suggestions`: accepts the document's pending suggestions of the kinds given at
 * least `minConfidence` sure, surest first, as a person's accept does. They are made first when the
 * current model has not made them for the document: a workflow on `added` may run before the processed
 * document's own suggestions are stored, and before its language model's proposal, which it then waits
 * for or asks itself (awaitProposal). None while the organization has them off; a new tag (kind `tag`)
 * only while it allows new tags, which it did when the suggestion was made, but may have stopped since.
 */
export async function acceptSuggestionsAbove(
  deps: OrganizationDependencies,
  {
    minConfidence,
    kinds,
    ...review
  }: Omit<Review, 'suggestionId' | 'userId' | 'requireTagCreation'> & { minConfidence: number; kinds: readonly SuggestionRow['kind'][] },
) {
  const { suggestionsEnabled, languageModelEnabled, newTagSuggestionsEnabled } = await findSuggestionSwitches(
    deps.db,
    review.organizationId,
  );
  if (!suggestionsEnabled) return [];
  let pending = await currentPendingSuggestions(deps, review);
  if (languageModelEnabled && (await awaitProposal(deps, { ...review, mayProposeNewTags: newTagSuggestionsEnabled })))
    pending = await findSuggestions(deps.organizationDb, review.organizationId, review.documentId, 'pending');
  const accepted: SuggestionRow[] = [];
  for (const suggestion of pending) {
    const { id, kind, confidence } = suggestion;
    if (confidence < minConfidence || !kinds.includes(kind) || (isNewTag(suggestion) && !newTagSuggestionsEnabled)) continue;
    try {
      // A workflow is the organization's (an admin wrote it): it may create the tags the organization allows.
      accepted.push(await acceptSuggestion(deps, { ...review, suggestionId: id, userId: null, requireTagCreation: () => {} }));
    } catch (error) {
      // A person reviewed it since it was read: their accept or dismissal stands, and the run goes on.
      if (!(error instanceof AppError && error.code === 'suggestion.already_reviewed')) throw error;
    }
  }
  return accepted;
}

const LABEL_EVENTS = new Set<DocumentEvent['type']>([
  'document.tag.added',
  'document.tag.removed',
  'document.deleted',
  'document.restored',
]);
/** What a training learns from: the labels, and the names people give (the name habit). */
const changesWhatIsLearned = (event: DocumentEvent) =>
  LABEL_EVENTS.has(event.type) ||
  (event.type === 'document.updated' && event.updatedFields.some((field) => field === 'properties' || field === 'name'));

/** The tags added and the options chosen by the events, whoever made them (a person, a rule, a workflow, an accept). */
const labelChangesOf = (events: DocumentEvent[]): LabelChange[] =>
  events.flatMap((event): LabelChange[] => {
    if (event.type === 'document.tag.added') return [{ documentId: event.documentId, tagId: event.tagId }];
    if (event.type !== 'document.updated') return [];
    // Only choices have options (optionNames): a text's value fills no suggestion.
    return (event.properties ?? [])
      .filter((change) => change.optionNames)
      .map((change) => ({ documentId: event.documentId, propertyId: change.id, value: change.value }));
  });

/**
 * Subscriber of document events: a processed document gets the model's suggestions, and a message that
 * asks for the language model's proposal (suggestions.propose); a change of labels (a tag, a property's
 * value, a document trashed or restored) settles the pending suggestions it made true, and it or a
 * rename asks for a training a short while later.
 */
export async function suggestOnDocumentEvents(deps: OrganizationDependencies, events: DocumentEvent[]) {
  const organizationId = events[0]!.organizationId;
  const labelChanges = labelChangesOf(events);
  if (labelChanges.length > 0) await settlePendingSuggestions(deps.organizationDb, organizationId, settlementOf(labelChanges));
  // Whether the organization has suggestions on is the training's to read: asking for one costs no statement.
  if (events.some(changesWhatIsLearned)) await requestTraining(deps, { organizationId });
  const processed = events.filter(({ type }) => type === 'document.processed');
  if (processed.length === 0) return;
  const { suggestionsEnabled, languageModelEnabled } = await findSuggestionSwitches(deps.db, organizationId);
  if (!suggestionsEnabled) return;
  const proposed = languageModelEnabled && deps.languageModel ? processed.map(({ documentId }) => documentId) : [];
  const requestedAt = new Date();
  // Its claim first: a workflow on `added` that runs meanwhile finds it, to ask the model itself or wait.
  for (const documentId of proposed) await requestLanguageModelProposal(deps.organizationDb, { organizationId, documentId, requestedAt });
  const modelTrainedAt = (await findModelRow(deps.organizationDb, organizationId))?.trainedAt;
  if (modelTrainedAt) {
    const properties = await suggestedProperties(deps, organizationId);
    for (const { documentId } of processed) await suggestFor(deps, { organizationId, documentId, modelTrainedAt, properties });
  }
  // The language model's proposal in a message of its own (a slow model holds no batch of processing),
  // after the learned suggestions, which it leaves as they are.
  await enqueueTasks(
    deps.queues.documents,
    proposed.map((documentId) => ({
      type: 'suggestions.propose' as const,
      organizationId,
      documentId,
      requestedAt: requestedAt.getTime(),
    })),
  );
}
