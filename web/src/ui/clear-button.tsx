import { X } from 'lucide-react';
import { Button } from './button';

/** The cross after a field's value that removes it, named for screen readers (what it clears). */
export function ClearButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={label} disabled={disabled} onClick={onClick}>
      <X aria-hidden />
    </Button>
  );
}
