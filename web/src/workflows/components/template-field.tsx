import { Braces, ChevronDown } from 'lucide-react';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@/api/types';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { renderTemplate, WORKFLOW_PLACEHOLDERS, type WorkflowPlaceholderName } from '../../../../core/workflows/workflow-templates';
import { insertAt, placeholderText, sampleTemplateValues } from '../lib/template-preview';

type TemplateFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  properties: readonly Property[];
  error?: string;
  multiline?: boolean;
  disabled?: boolean;
};

const today = () => new Date().toISOString().slice(0, 10);

/** A template: the text, a menu that inserts a placeholder at the cursor, and the text as a sample document would make it. */
export function TemplateField({ label, value, onChange, properties, error, multiline = false, disabled }: TemplateFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const preview = useMemo(() => renderTemplate(value, sampleTemplateValues(today())), [value]);

  // Where the cursor goes once the menu has closed, after what it inserted.
  const cursorAfterInsert = useRef<number | null>(null);

  const insert = (name: WorkflowPlaceholderName, propertyName?: string) => {
    const field = fieldRef.current;
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? start;
    const next = insertAt(value, placeholderText(name, propertyName), start, end);
    onChange(next.text);
    cursorAfterInsert.current = next.cursor;
  };

  // The menu gives the focus back to its button on closing; after an insert, the field takes it instead.
  const focusFieldAfterInsert = (event: Event) => {
    const cursor = cursorAfterInsert.current;
    if (cursor === null) return;
    event.preventDefault();
    cursorAfterInsert.current = null;
    fieldRef.current?.focus();
    fieldRef.current?.setSelectionRange(cursor, cursor);
  };

  const Field = multiline ? Textarea : Input;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={disabled}
              aria-label={t('workflows.template.insert-label', { field: label })}
            >
              <Braces aria-hidden />
              {t('workflows.template.insert')}
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="max-h-80 overflow-y-auto" onCloseAutoFocus={focusFieldAfterInsert}>
            {WORKFLOW_PLACEHOLDERS.filter(({ name }) => name !== 'property').map(({ name }) => (
              <DropdownMenuItem key={name} onSelect={() => insert(name)}>
                {t(`workflows.placeholders.${name}`)}
                <code className="ml-auto pl-3 text-xs text-muted-foreground">{placeholderText(name)}</code>
              </DropdownMenuItem>
            ))}
            {properties.length > 0 && (
              <DropdownMenuSub>
                <DropdownMenuSubTrigger>{t('workflows.placeholders.property')}</DropdownMenuSubTrigger>
                <DropdownMenuSubContent className="max-h-72 overflow-y-auto">
                  {properties.map((property) => (
                    <DropdownMenuItem key={property.id} onSelect={() => insert('property', property.name)}>
                      {property.name}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuSubContent>
              </DropdownMenuSub>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <Field
        ref={fieldRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-preview${error ? ` ${id}-error` : ''}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <p id={`${id}-preview`} className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        <span className="font-medium">{t('workflows.template.preview')}</span>{' '}
        <span className="whitespace-pre-wrap text-foreground">{preview}</span>
      </p>
    </div>
  );
}
