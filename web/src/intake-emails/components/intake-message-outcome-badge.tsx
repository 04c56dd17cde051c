import { Ban, CircleCheck, CircleX, Loader2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IntakeMessageOutcome } from '@/api/types';
import { StatusBadge } from '@/ui/status-badge';
import { OUTCOME_TONES } from '../lib/intake-messages';

const OUTCOME_ICONS: Record<IntakeMessageOutcome, LucideIcon> = {
  processing: Loader2,
  accepted: CircleCheck,
  rejected: Ban,
  failed: CircleX,
};

/** What became of a message, in words, with an icon and a colour: importing, accepted, rejected or failed. */
export function IntakeMessageOutcomeBadge({ outcome }: { outcome: IntakeMessageOutcome }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={OUTCOME_TONES[outcome]} icon={OUTCOME_ICONS[outcome]} isIconSpinning={outcome === 'processing'}>
      {t(`intake-emails.messages.outcomes.${outcome}`)}
    </StatusBadge>
  );
}
