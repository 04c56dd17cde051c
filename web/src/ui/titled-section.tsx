import { useId, type ReactNode } from 'react';

const VARIANTS = {
  /** A long form's parts, one under another: a rule above all but the first. */
  form: { section: 'grid gap-4 border-t pt-6 first:border-t-0 first:pt-0', title: 'font-medium' },
  /** A page's parts, the page spacing them apart: a larger title in place of the rule. */
  page: { section: 'space-y-4', title: 'text-lg font-semibold tracking-tight' },
} as const;

/** A part of a long form or of a page: its title (what screen readers name the part by), a line saying more, and its content. */
export function TitledSection({
  title,
  description,
  variant = 'form',
  children,
}: {
  title: string;
  description?: ReactNode;
  variant?: keyof typeof VARIANTS;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={VARIANTS[variant].section}>
      <div className="space-y-1">
        <h2 id={id} className={VARIANTS[variant].title}>
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
