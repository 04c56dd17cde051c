import { describe, expect, it } from 'vitest';
import { endChangesOf, isWrittenAtEnd, planRun, type DocumentEndChanges } from './workflow-chain';
import { meetsConditions } from './workflow-conditions';
import type { WorkflowDocument } from './workflow-document';
import { afterStep, canRunAtOnce, planWorkflow, runStepOf, type ActionChange, type PlanContext, type PlannedAction } from './workflow-plan';
import type { WorkflowRunStepDto } from './workflows.dto';
import { workflowReason } from './workflow-reasons';
import { dueDayAfter, nextDueDay } from './workflow-schedule';
import { formatDay, renderTemplate, templateRefusal } from './workflow-templates';
import { fileNameMatches, triggersOn } from './workflow-triggers';
import { workflowConditionsSchema, workflowInputSchema, workflowTriggerSchema, type WorkflowTrigger } from './workflows.schemas';
import { templateValuesOf } from './workflow-plan';

const document: WorkflowDocument = {
  id: 'doc_1',
  name: 'Scan 0042',
  originalName: 'scan-0042.pdf',
  content: 'Invoice from ACME for March',
  documentDate: '2025-03-12',
  created: '2025-03-14',
  archiveSerialNumber: null,
  source: 'email',
  sender: 'billing@acme.test',
  isDeleted: false,
  tags: [{ id: 'tag_inbox', name: 'Inbox' }],
  properties: [
    { propertyId: 'prop_due', name: 'Due date', type: 'date', options: [], value: '2025-04-30' },
    {
      propertyId: 'prop_kind',
      name: 'Kind',
      type: 'select',
      options: [
        { id: 'opt_invoice', name: 'Invoice' },
        { id: 'opt_letter', name: 'Letter' },
      ],
      value: 'opt_invoice',
    },
    { propertyId: 'prop_note', name: 'Note', type: 'text', options: [], value: null },
  ],
};

const tagNames: Record<string, string> = { tag_inbox: 'Inbox', tag_paid: 'Paid', tag_acme: 'ACME' };
const context: PlanContext = {
  today: '2025-05-01',
  link: 'https://app.test/d/doc_1',
  tagNameOf: (id) => tagNames[id],
  nextArchiveSerialNumber: 17,
};

describe('templates', () => {
  it.each([
    ['{{name}}', 'Scan 0042'],
    ['{{originalName}}', 'scan-0042.pdf'],
    ['{{documentDate}}', '2025-03-12'],
    ['{{documentDate:DD.MM.YYYY}}', '12.03.2025'],
    ['{{created:YY-M-D}}', '25-3-14'],
    ['{{today:YYYY}}', '2025'],
    ['{{tags}}', 'Inbox'],
    ['{{sender}}', 'billing@acme.test'],
    ['{{asn}}', ''],
    ['{{link}}', 'https://app.test/d/doc_1'],
    ['{{property:Kind}} due {{property:due DATE}}', 'Invoice due 2025-04-30'],
    ['{{property:Note}}|', '|'],
    ['{{ name }} stays {not a placeholder}', 'Scan 0042 stays {not a placeholder}'],
  ])('renders %s', (template, expected) => {
    expect(templateRefusal(template)).toBeUndefined();
    expect(renderTemplate(template, templateValuesOf(document, context))).toBe(expected);
  });

  it.each([
    ['{{title}}', '{{title}} is not a placeholder'],
    ['{{property}}', 'name the property'],
    ['{{tags:YYYY}}', '{{tags}} takes no format'],
  ])('refuses %s', (template, reason) => {
    expect(templateRefusal(template)).toContain(reason);
  });

  it('formats days with the tokens it knows and keeps the rest', () => {
    expect(formatDay('2025-01-05', 'D/M/YYYY (DD MM YY)')).toBe('5/1/2025 (05 01 25)');
  });
});

describe('conditions', () => {
  const conditions = (input: unknown) => workflowConditionsSchema.parse(input);
  it.each([
    [{}, true],
    [{ rules: [{ field: 'content', operator: 'contains', value: 'acme' }] }, true],
    [{ rules: [{ field: 'content', operator: 'contains', value: 'acme' }], isCaseSensitive: true }, false],
    [
      {
        rules: [
          { field: 'name', operator: 'starts_with', value: 'scan' },
          { field: 'content', operator: 'contains', value: 'nope' },
        ],
      },
      false,
    ],
    [
      {
        matchMode: 'any',
        rules: [
          { field: 'name', operator: 'starts_with', value: 'scan' },
          { field: 'content', operator: 'contains', value: 'nope' },
        ],
      },
      true,
    ],
    [{ tags: { mode: 'any', tagIds: ['tag_inbox', 'tag_paid'] } }, true],
    [{ tags: { mode: 'all', tagIds: ['tag_inbox', 'tag_paid'] } }, false],
    [{ tags: { mode: 'none', tagIds: ['tag_paid'] } }, true],
    [{ properties: [{ propertyId: 'prop_kind', operator: 'equals', value: 'opt_invoice' }] }, true],
    [{ properties: [{ propertyId: 'prop_kind', operator: 'not_equals', value: 'opt_invoice' }] }, false],
    [{ properties: [{ propertyId: 'prop_note', operator: 'is_not_set' }] }, true],
    [{ properties: [{ propertyId: 'prop_due', operator: 'is_set' }] }, true],
    [{ properties: [{ propertyId: 'prop_due', operator: 'contains', value: '2025-04' }] }, true],
  ])('%j holds: %s', (input, expected) => {
    expect(meetsConditions(conditions(input), document)).toBe(expected);
  });

  it('needs the search query to match when there is one', () => {
    const withQuery = conditions({ query: 'tag:Inbox' });
    expect(meetsConditions(withQuery, document, { matchesQuery: false })).toBe(false);
    expect(meetsConditions(withQuery, document, { matchesQuery: true })).toBe(true);
  });
});

describe('triggers', () => {
  const triggers = (...input: unknown[]) => input.map((trigger) => workflowTriggerSchema.parse(trigger));
  it.each([
    ['invoice-*.pdf', 'Invoice-2025.PDF', true],
    ['invoice-*.pdf', 'invoice-2025.pdf.exe', false],
    ['*', 'anything', true],
    ['a.b', 'axb', false],
  ])('pattern %s on %s: %s', (pattern, name, expected) => {
    expect(fileNameMatches(pattern, name)).toBe(expected);
  });

  it.each([
    [triggers({ type: 'added' }), { type: 'added' as const }, true],
    [triggers({ type: 'added', sources: ['web'] }), { type: 'added' as const }, false],
    [triggers({ type: 'added', sources: ['email'], fileNamePattern: 'scan-*' }), { type: 'added' as const }, true],
    [triggers({ type: 'added', fileNamePattern: 'invoice*' }), { type: 'added' as const }, false],
    [triggers({ type: 'updated', fields: ['name'] }), { type: 'updated' as const, fields: ['content' as const] }, false],
    [triggers({ type: 'updated', fields: ['name', 'tags'] }), { type: 'updated' as const, fields: ['tags' as const] }, true],
    [triggers({ type: 'tag_added' }), { type: 'tag_added' as const, tagId: 'tag_x' }, true],
    [triggers({ type: 'tag_added', tagIds: ['tag_paid'] }), { type: 'tag_added' as const, tagId: 'tag_x' }, false],
    [triggers({ type: 'tag_added', tagIds: ['tag_paid'] }), { type: 'tag_removed' as const, tagId: 'tag_paid' }, false],
    [
      triggers({ type: 'manual' }, { type: 'scheduled', dateOf: { kind: 'createdAt' } }),
      { type: 'scheduled' as const, triggerIndex: 1, dueOn: '2025-01-01' },
      true,
    ],
    [triggers({ type: 'manual' }), { type: 'manual' as const }, false],
  ])('%j on %j: %s', (workflowTriggers, event, expected) => {
    expect(triggersOn(workflowTriggers, event, document)).toBe(expected);
  });
});

describe('schedule', () => {
  const scheduled = (input: object) =>
    workflowTriggerSchema.parse({ type: 'scheduled', dateOf: { kind: 'documentDate' }, ...input }) as Extract<
      WorkflowTrigger,
      { type: 'scheduled' }
    >;
  it.each([
    [{ offsetDays: -30 }, '2025-04-30', '2025-03-01', '2025-03-31'],
    [{ offsetDays: -30 }, '2025-04-30', '2025-04-01', null],
    [{ offsetDays: 0, repeat: { every: 1, unit: 'years' } }, '2020-02-29', '2025-01-10', '2025-02-28'],
    [{ offsetDays: 0, repeat: { every: 1, unit: 'months' } }, '2025-01-31', '2025-04-02', '2025-04-30'],
    [{ offsetDays: 2, repeat: { every: 10, unit: 'days' } }, '2025-01-01', '2025-01-20', '2025-01-23'],
    [{ offsetDays: 0, repeat: { every: 10, unit: 'days' } }, '2025-01-01', '2025-01-21', '2025-01-21'],
  ])('%j from %s on %s: next due %s', (input, base, today, expected) => {
    expect(nextDueDay(scheduled(input), base, today)).toBe(expected);
  });

  it('moves a recurring trigger to its next occurrence and ends a one-time one', () => {
    expect(dueDayAfter(scheduled({ repeat: { every: 1, unit: 'months' } }), '2025-01-31', '2025-02-28')).toBe('2025-03-31');
    expect(dueDayAfter(scheduled({}), '2025-01-31', '2025-01-31')).toBeNull();
    expect(nextDueDay(scheduled({}), null, '2025-01-01')).toBeNull();
  });
});

describe('plan', () => {
  const actions = (...input: unknown[]) =>
    workflowInputSchema.parse({ name: 'Test', triggers: [{ type: 'manual' }], actions: input }).actions;

  it('works out each step on the document the steps before left', () => {
    const steps = planWorkflow(
      actions(
        { type: 'add_tags', tagIds: ['tag_inbox', 'tag_paid'] },
        { type: 'rename', template: '{{documentDate}} {{property:Kind}} {{tags}}' },
        { type: 'set_property', propertyId: 'prop_note', value: 'from {{sender}}' },
        { type: 'set_document_date', template: '{{property:Due date}}' },
        { type: 'assign_archive_serial_number' },
        { type: 'send_email', roles: ['admin'], subject: 'New: {{name}}', body: '{{link}}' },
        { type: 'call_webhook', webhookId: 'wh_1', body: '{"name":"{{name}}","date":"{{documentDate}}"}' },
        { type: 'stop' },
        { type: 'trash' },
      ),
      document,
      context,
    );
    expect(steps).toEqual([
      { status: 'change', type: 'add_tags', tagIds: ['tag_paid'] },
      { status: 'change', type: 'rename', name: '2025-03-12 Invoice Inbox, Paid' },
      { status: 'change', type: 'set_property', propertyId: 'prop_note', value: 'from billing@acme.test' },
      { status: 'change', type: 'set_document_date', documentDate: '2025-04-30' },
      { status: 'change', type: 'assign_archive_serial_number', archiveSerialNumber: 17 },
      {
        status: 'change',
        type: 'send_email',
        roles: ['admin'],
        userIds: [],
        addresses: [],
        subject: 'New: 2025-03-12 Invoice Inbox, Paid',
        body: 'https://app.test/d/doc_1',
        attachFile: false,
      },
      { status: 'change', type: 'call_webhook', webhookId: 'wh_1', body: '{"name":"2025-03-12 Invoice Inbox, Paid","date":"2025-04-30"}' },
      { status: 'change', type: 'stop' },
    ]);
  });

  it.each([
    [{ type: 'add_tags', tagIds: ['tag_inbox'] }, 'unchanged'],
    [{ type: 'remove_tags', all: true }, 'change'],
    [{ type: 'remove_tags', tagIds: ['tag_paid'] }, 'unchanged'],
    [{ type: 'clear_property', propertyId: 'prop_note' }, 'unchanged'],
    [{ type: 'clear_property', propertyId: 'prop_gone' }, 'failed'],
    [{ type: 'set_property', propertyId: 'prop_kind', value: 'opt_nope' }, 'failed'],
    [{ type: 'set_property', propertyId: 'prop_kind', value: 'opt_invoice' }, 'unchanged'],
    [{ type: 'set_document_date', template: '{{sender}}' }, 'failed'],
    [{ type: 'rename', template: '{{asn}}' }, 'failed'],
    [{ type: 'call_webhook', webhookId: 'wh_1', body: '{"name": {{name}}}' }, 'failed'],
    [{ type: 'trash' }, 'change'],
  ])('%j: %s', (action, status) => {
    expect(planWorkflow(actions(action), document, context)[0]!.status).toBe(status);
  });

  it.each([
    [
      [
        { type: 'add_tags', tagIds: ['tag_inbox'] },
        { type: 'set_property', propertyId: 'prop_note', value: 'x' },
      ],
      {},
      true,
    ],
    [[{ type: 'add_tags', tagIds: ['tag_inbox'] }], { query: 'invoice' }, false],
    [[{ type: 'set_property', propertyId: 'prop_note', value: 'from {{sender}}' }], {}, false],
    [
      [
        { type: 'add_tags', tagIds: ['tag_inbox'] },
        { type: 'rename', template: '{{name}}' },
      ],
      {},
      false,
    ],
    [[{ type: 'remove_tags', all: true }], {}, false],
    [[{ type: 'stop' }], {}, false],
  ])('runs %j with conditions %j over many documents at once: %s', (input, conditions, expected) => {
    const workflow = workflowInputSchema.parse({ name: 'Test', triggers: [{ type: 'manual' }], conditions, actions: input });
    expect(canRunAtOnce(workflow)).toBe(expected);
  });

  it.each([
    [
      { status: 'change', type: 'add_tags', tagIds: ['tag_paid'] },
      { type: 'add_tags', status: 'done', detail: { tagIds: ['tag_paid'] } },
    ],
    [
      { status: 'change', type: 'stop' },
      { type: 'stop', status: 'done' },
    ],
    [
      { status: 'unchanged', type: 'add_tags', ...workflowReason('tags_present') },
      { type: 'add_tags', status: 'unchanged', reason: 'The document has these tags already', reasonCode: 'tags_present' },
    ],
    [
      { status: 'failed', type: 'set_document_date', ...workflowReason('date_invalid', { value: 'soon' }) },
      {
        type: 'set_document_date',
        status: 'failed',
        reason: 'The date template gives "soon", not a day like 2025-03-12',
        reasonCode: 'date_invalid',
        reasonValues: { value: 'soon' },
      },
    ],
  ] satisfies [PlannedAction, WorkflowRunStepDto][])('logs the step %j as %j', (step, logged) => {
    expect(runStepOf(step)).toEqual(logged);
  });

  it('applies suggestions as the run finds them: the plan holds the threshold, the next steps see what was accepted', () => {
    const [planned] = planWorkflow(actions({ type: 'apply_suggestions', minConfidence: 0.85 }), document, context);
    expect(planned).toEqual({ status: 'change', type: 'apply_suggestions', minConfidence: 0.85, kinds: ['tag', 'property'] });
    expect(
      planWorkflow(actions({ type: 'apply_suggestions', minConfidence: 0.85 }), { ...document, isDeleted: true }, context)[0],
    ).toMatchObject({
      status: 'unchanged',
    });
    const applied = [
      { kind: 'tag' as const, tagId: 'tag_acme', propertyId: null, value: null, confidence: 0.97 },
      { kind: 'property' as const, tagId: null, propertyId: 'prop_kind', value: 'opt_letter', confidence: 0.9 },
    ];
    const after = afterStep(
      document,
      { status: 'change', type: 'apply_suggestions', minConfidence: 0.85, kinds: ['tag', 'property'], applied },
      context,
    );
    expect(after.tags).toEqual([...document.tags, { id: 'tag_acme', name: 'ACME' }]);
    expect(after.properties.find(({ propertyId }) => propertyId === 'prop_kind')?.value).toBe('opt_letter');
    const named = afterStep(
      document,
      {
        status: 'change',
        type: 'apply_suggestions',
        minConfidence: 0.5,
        kinds: ['name', 'documentDate'],
        applied: [
          { kind: 'name', tagId: null, propertyId: null, value: 'Power bill March', confidence: 0.5 },
          { kind: 'documentDate', tagId: null, propertyId: null, value: '2026-03-01', confidence: 0.5 },
        ],
      },
      context,
    );
    expect([named.name, named.documentDate]).toEqual(['Power bill March', '2026-03-01']);
  });

  it('keeps a webhook body JSON whatever the values hold', () => {
    const quoted = { ...document, name: 'He said "hi"\n' };
    const [step] = planWorkflow(actions({ type: 'call_webhook', webhookId: 'wh_1', body: '{"name":"{{name}}"}' }), quoted, context);
    expect(step).toMatchObject({ status: 'change' });
    expect(JSON.parse((step as { body: string }).body)).toEqual({ name: 'He said "hi"\n' });
  });
});

describe('chain', () => {
  const actions = (...input: unknown[]) =>
    workflowInputSchema.parse({ name: 'Test', triggers: [{ type: 'added' }], actions: input }).actions;

  it.each([
    [[{ type: 'add_tags', tagIds: ['tag_paid'] }, { type: 'rename', template: 'x' }, { type: 'stop' }], {}, true],
    [
      [
        { type: 'remove_tags', all: true },
        { type: 'set_document_date', template: '2025-01-01' },
      ],
      {},
      true,
    ],
    [[{ type: 'add_tags', tagIds: ['tag_paid'] }], { query: 'invoice' }, false],
    [[{ type: 'set_property', propertyId: 'prop_note', value: 'x' }], {}, false],
    [[{ type: 'rename', template: 'x' }, { type: 'trash' }], {}, false],
    [[{ type: 'send_email', roles: ['admin'], subject: 's', body: 'b' }], {}, false],
  ])('writes %j with conditions %j at the chain’s end: %s', (input, conditions, expected) => {
    const workflow = workflowInputSchema.parse({ name: 'Test', triggers: [{ type: 'added' }], conditions, actions: input });
    expect(isWrittenAtEnd(workflow)).toBe(expected);
  });

  it.each([
    [
      'every step on the document the steps before left',
      [
        { type: 'add_tags', tagIds: ['tag_inbox', 'tag_paid'] },
        { type: 'rename', template: '{{tags}}' },
      ],
      {
        steps: [
          { type: 'add_tags', status: 'done', detail: { tagIds: ['tag_paid'] } },
          { type: 'rename', status: 'done', detail: { name: 'Inbox, Paid' } },
        ],
        changes: [
          { type: 'add_tags', tagIds: ['tag_paid'] },
          { type: 'rename', name: 'Inbox, Paid' },
        ],
        isStop: false,
        name: 'Inbox, Paid',
      },
    ],
    [
      'a failure ends the run, the changes before it kept, the rest pending',
      [
        { type: 'rename', template: 'Renamed' },
        { type: 'set_document_date', template: '{{sender}}' },
        { type: 'add_tags', tagIds: ['tag_paid'] },
      ],
      {
        steps: [
          { type: 'rename', status: 'done', detail: { name: 'Renamed' } },
          {
            type: 'set_document_date',
            status: 'failed',
            reason: 'The date template gives "billing@acme.test", not a day like 2025-03-12',
            reasonCode: 'date_invalid',
            reasonValues: { value: 'billing@acme.test' },
          },
          { type: 'add_tags', status: 'pending' },
        ],
        changes: [{ type: 'rename', name: 'Renamed' }],
        failedAt: { index: 1, reason: 'The date template gives "billing@acme.test", not a day like 2025-03-12' },
        isStop: false,
        name: 'Renamed',
      },
    ],
    [
      'a stop ends it, the rest pending',
      [{ type: 'add_tags', tagIds: ['tag_inbox'] }, { type: 'stop' }, { type: 'rename', template: 'Never' }],
      {
        steps: [
          { type: 'add_tags', status: 'unchanged', reason: 'The document has these tags already', reasonCode: 'tags_present' },
          { type: 'stop', status: 'done' },
          { type: 'rename', status: 'pending' },
        ],
        changes: [{ type: 'stop' }],
        isStop: true,
        name: 'Scan 0042',
      },
    ],
  ])('plans a run: %s', (_, input, { name, ...expected }) => {
    const { after, ...run } = planRun(actions(...input), document, context);
    expect(run).toEqual(expected);
    expect(after.name).toBe(name);
  });

  it.each([
    ['nothing', [], { addedTags: [], removedTags: [] }],
    [
      'tags added, the last workflow to touch one making it',
      [
        ['wf_a', { type: 'add_tags', tagIds: ['tag_paid', 'tag_acme'] }],
        ['wf_b', { type: 'remove_tags', tagIds: ['tag_acme'] }],
        ['wf_c', { type: 'add_tags', tagIds: ['tag_acme'] }],
      ],
      {
        addedTags: [
          { value: 'tag_paid', workflowId: 'wf_a' },
          { value: 'tag_acme', workflowId: 'wf_c' },
        ],
        removedTags: [],
      },
    ],
    [
      'a tag added then removed, or removed then added back, is no change',
      [
        ['wf_a', { type: 'add_tags', tagIds: ['tag_paid'] }],
        ['wf_a', { type: 'remove_tags', tagIds: ['tag_paid', 'tag_inbox'] }],
        ['wf_b', { type: 'add_tags', tagIds: ['tag_inbox'] }],
      ],
      { addedTags: [], removedTags: [] },
    ],
    [
      'a tag it had removed',
      [['wf_a', { type: 'remove_tags', tagIds: ['tag_inbox'] }]],
      { addedTags: [], removedTags: [{ value: 'tag_inbox', workflowId: 'wf_a' }] },
    ],
    [
      'the last name and date',
      [
        ['wf_a', { type: 'rename', name: 'First' }],
        ['wf_a', { type: 'set_document_date', documentDate: '2025-01-01' }],
        ['wf_b', { type: 'rename', name: 'Second' }],
      ],
      {
        addedTags: [],
        removedTags: [],
        name: { value: 'Second', workflowId: 'wf_b' },
        documentDate: { value: '2025-01-01', workflowId: 'wf_a' },
      },
    ],
    [
      'a name and date back to what they were are no change',
      [
        ['wf_a', { type: 'rename', name: 'Other' }],
        ['wf_b', { type: 'rename', name: 'Scan 0042' }],
        ['wf_b', { type: 'set_document_date', documentDate: '2025-03-12' }],
        ['wf_b', { type: 'stop' }],
      ],
      { addedTags: [], removedTags: [] },
    ],
  ] satisfies [string, [string, ActionChange][], DocumentEndChanges][])('ends a chain with %s', (_, changes, expected) => {
    expect(
      endChangesOf(
        document,
        changes.map(([workflowId, change]) => ({ workflowId, change })),
      ),
    ).toEqual(expected);
  });
});

describe('input', () => {
  it.each([
    [{ name: 'x', triggers: [], actions: [{ type: 'trash' }] }, 'Choose at least one trigger'],
    [{ name: 'x', triggers: [{ type: 'added' }], actions: [] }, 'Choose at least one action'],
    [{ name: 'x', triggers: [{ type: 'updated', fields: [] }], actions: [{ type: 'trash' }] }, 'Choose at least one field'],
    [{ name: 'x', triggers: [{ type: 'added' }], actions: [{ type: 'rename', template: '{{nope}}' }] }, '{{nope}} is not a placeholder'],
    [{ name: 'x', triggers: [{ type: 'added' }], actions: [{ type: 'send_email', subject: 's', body: 'b' }] }, 'Choose who receives'],
    [
      {
        name: 'x',
        triggers: [{ type: 'added' }],
        actions: [{ type: 'send_email', addresses: ['not an address'], subject: 's', body: 'b' }],
      },
      'Each address must be an email address',
    ],
    [{ name: 'x', triggers: [{ type: 'added' }], actions: [{ type: 'remove_tags' }] }, 'Choose the tags to remove'],
  ])('refuses %j', (input, message) => {
    const result = workflowInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).join(' | ')).toContain(message);
  });
});
