import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { ReasonDialog } from './reason-dialog';

type Mutation = { mutate: (reason: string, options?: { onSuccess?: () => void }) => void; isPending: boolean };

/** Deleting what a card shows, for good, once the operator gave why and typed what it is. */
export function DeleteAction({
  label,
  ariaLabel,
  title,
  description,
  confirmation,
  mutation,
}: {
  label: string;
  ariaLabel: string;
  title: string;
  description: string;
  confirmation: { label: string; expected: string };
  mutation: Mutation;
}) {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="text-destructive" aria-label={ariaLabel} onClick={() => setIsAsking(true)}>
        <Trash2 aria-hidden />
        {label}
      </Button>
      <ReasonDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={title}
        description={description}
        submitLabel={label}
        isSubmitting={mutation.isPending}
        confirmation={confirmation}
        onSubmit={(reason) => mutation.mutate(reason, { onSuccess: () => setIsAsking(false) })}
      />
    </>
  );
}
