import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMembers } from '@/members/members.queries';
import { CheckboxItem, FieldGroup } from '@/ui/checklist';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { EMAIL_ROLES } from '../../../../../core/workflows/workflows.vocabulary';
import { addressesOf } from '../../lib/workflow-form';
import { toggled, type ActionFieldsProps, type WorkflowForm } from './action-fields';
import { ActionTemplateField } from './action-template-field';

/** Send an email: to whom, its subject and body. */
export function EmailActionFields({ organizationId, ...props }: ActionFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <EmailRecipients organizationId={organizationId} form={props.form} index={props.index} />
      <ActionTemplateField {...props} field="subject" label={t('workflows.form.actions.subject')} />
      <ActionTemplateField {...props} field="body" label={t('workflows.form.actions.body')} multiline />
    </>
  );
}

function EmailRecipients({ organizationId, form, index }: { organizationId: string; form: WorkflowForm; index: number }) {
  const { t } = useTranslation();
  const members = useMembers(organizationId).data?.members ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={form.control}
        name={`actions.${index}.roles`}
        render={({ field }) => (
          <FieldGroup legend={t('workflows.form.actions.roles')}>
            {EMAIL_ROLES.map((role) => (
              <CheckboxItem
                key={role}
                label={t(`workflows.roles.${role}`)}
                checked={(field.value ?? []).includes(role)}
                onCheckedChange={(isOn) => field.onChange(toggled(field.value ?? [], role, isOn))}
              />
            ))}
          </FieldGroup>
        )}
      />
      <Controller
        control={form.control}
        name={`actions.${index}.userIds`}
        render={({ field }) => (
          <FieldGroup legend={t('workflows.form.actions.members')}>
            {members.map((member) => (
              <CheckboxItem
                key={member.user.id}
                label={member.user.name || member.user.email}
                checked={(field.value ?? []).includes(member.user.id)}
                onCheckedChange={(isOn) => field.onChange(toggled(field.value ?? [], member.user.id, isOn))}
              />
            ))}
          </FieldGroup>
        )}
      />
      <Controller
        control={form.control}
        name={`actions.${index}.addresses`}
        render={({ field }) => (
          <FormField label={t('workflows.form.actions.addresses')} description={t('workflows.form.actions.addresses-hint')}>
            <AddressesInput value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name={`actions.${index}.attachFile`}
        render={({ field }) => (
          <CheckboxItem
            label={t('workflows.form.actions.attach-file')}
            description={t('workflows.form.actions.attach-file-hint')}
            checked={field.value === true}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </div>
  );
}

/** Addresses typed in one line: the text stays as typed (a trailing comma too), the form gets the addresses. */
function AddressesInput({
  value,
  onChange,
  onBlur,
  ...aria
}: {
  value: string[];
  onChange: (addresses: string[]) => void;
  onBlur: () => void;
  id?: string;
}) {
  const [text, setText] = useState(() => value.join(', '));
  return (
    <Input
      {...aria}
      type="text"
      inputMode="email"
      autoComplete="off"
      placeholder="accounting@example.com"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(addressesOf(event.target.value));
      }}
      onBlur={onBlur}
    />
  );
}
