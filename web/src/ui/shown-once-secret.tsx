import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { Button } from './button';
import { CopyButton } from './copy-button';
import { Input } from './input';
import { Label } from './label';

type ShownOnceSecretProps = {
  value: string;
  label: string;
  copyLabel: string;
  /** Why to copy it now: the server keeps no readable copy. */
  warning: { title: string; description: string };
  /** How to use it, under the field. */
  usage?: ReactNode;
  back: { to: string; label: string };
};

/**
 * A secret the server answers once (a new API key's token, a webhook's generated signing secret): a
 * warning, a read-only field to copy it from, and the way back.
 */
export function ShownOnceSecret({ value, label, copyLabel, warning, usage, back }: ShownOnceSecretProps) {
  const id = useId();
  return (
    <div className="grid gap-6">
      <Alert>
        <TriangleAlert aria-hidden />
        <AlertTitle>{warning.title}</AlertTitle>
        <AlertDescription>{warning.description}</AlertDescription>
      </Alert>
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* Focused and selected when shown: the user's next step is to copy it. */}
          <Input
            id={id}
            readOnly
            autoFocus
            value={value}
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={usage ? `${id}-usage` : undefined}
          />
          <CopyButton value={value} label={copyLabel} showLabel className="shrink-0" />
        </div>
        {usage && (
          <p id={`${id}-usage`} className="text-sm text-muted-foreground">
            {usage}
          </p>
        )}
      </div>
      <Button asChild variant="secondary" className="justify-self-start">
        <Link to={back.to}>
          <ArrowLeft aria-hidden />
          {back.label}
        </Link>
      </Button>
    </div>
  );
}
