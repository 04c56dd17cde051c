import type { KeyboardEvent } from 'react';
import { NativeCheckbox } from '@/ui/native-checkbox';
import { TableCell, TableHead } from '@/ui/table';

/** The page's checkbox in the header: checked, unchecked or mixed; off while the page has no rows (loading, say). */
export function SelectPageHead({
  state,
  label,
  isDisabled,
  onToggle,
}: {
  state: 'none' | 'some' | 'all';
  label: string;
  isDisabled: boolean;
  onToggle: () => void;
}) {
  return (
    <TableHead className="w-10">
      <NativeCheckbox
        checked={state === 'all'}
        indeterminate={state === 'some'}
        onChange={onToggle}
        aria-label={label}
        disabled={isDisabled}
        className="align-middle"
      />
    </TableHead>
  );
}

type SelectionCheckboxProps = {
  id: string;
  isSelected: boolean;
  label: string;
  className?: string;
  onToggle: (id: string, options: { isRange: boolean }) => void;
};

/** A document's checkbox, in a row or on a card; Shift+click selects the range from the one toggled last. */
export function SelectionCheckbox({ id, isSelected, label, className, onToggle }: SelectionCheckboxProps) {
  return (
    <NativeCheckbox
      checked={isSelected}
      aria-label={label}
      className={className}
      // The click (Space on the checkbox is one too) carries Shift, which the change event does not.
      onClick={(event) => onToggle(id, { isRange: event.shiftKey })}
      onChange={() => undefined}
    />
  );
}

/** A row's checkbox cell. */
export function SelectRowCell(props: Omit<SelectionCheckboxProps, 'className'>) {
  return (
    <TableCell className="w-10">
      <SelectionCheckbox {...props} className="align-middle" />
    </TableCell>
  );
}

/**
 * Space on a focused row (its link, say) toggles its selection, as in a mail client; inside a control
 * that takes Space itself (a button, a field, the checkbox) it is left alone.
 */
export function toggleOnSpace(event: KeyboardEvent<HTMLElement>, toggle: (options: { isRange: boolean }) => void) {
  if (event.key !== ' ' || event.defaultPrevented) return;
  const target = event.target as HTMLElement;
  if (target.closest('button, input, textarea, select, [role="checkbox"], [contenteditable="true"]')) return;
  event.preventDefault();
  toggle({ isRange: event.shiftKey });
}
