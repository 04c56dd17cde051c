import { useState } from 'react';
import { Button } from '@/ui/button';
import { ReasonDialog } from './reason-dialog';

type Mutation<Input> = { mutate: (input: Input, options?: { onSuccess?: () => void }) => void; isPending: boolean };

/**
 * A card's operator action that goes one way with a reason (disable, make read-only), asked in a dialog,
 * and back without one (enable, lift): the button for whichever applies now.
 */
export function ReasonedAction({
  isOn,
  on,
  off,
}: {
  /** Whether the first way was taken (disabled, read-only): the button then goes back. */
  isOn: boolean;
  on: { label: string; ariaLabel: string; title: string; description: string; mutation: Mutation<string> };
  off: { label: string; ariaLabel: string; mutation: Mutation<undefined> };
}) {
  const [isAsking, setIsAsking] = useState(false);
  const [label, ariaLabel] = isOn ? [off.label, off.ariaLabel] : [on.label, on.ariaLabel];
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={ariaLabel}
        isLoading={isOn && off.mutation.isPending}
        onClick={() => (isOn ? off.mutation.mutate(undefined) : setIsAsking(true))}
      >
        {label}
      </Button>
      <ReasonDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={on.title}
        description={on.description}
        submitLabel={on.label}
        isSubmitting={on.mutation.isPending}
        onSubmit={(reason) => on.mutation.mutate(reason, { onSuccess: () => setIsAsking(false) })}
      />
    </>
  );
}
