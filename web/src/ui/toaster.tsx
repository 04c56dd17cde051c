import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { useColorMode } from '@/theme/color-mode';

/** Spec: bottom-right, 4 s, at most 3 visible. */
export function Toaster() {
  const { t } = useTranslation();
  const { colorMode } = useColorMode();
  return (
    <Sonner
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      theme={colorMode}
      richColors
      closeButton
      containerAriaLabel={t('common.notifications')}
    />
  );
}
