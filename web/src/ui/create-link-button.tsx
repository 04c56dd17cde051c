import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

/** The primary "+ Create …" button of a list page, a link to its create page. */
export function CreateLinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild>
      <Link to={to}>
        <Plus aria-hidden />
        {children}
      </Link>
    </Button>
  );
}
