import { useTranslation } from '@wl/i18n';
import { CountdownDisplay } from '@wl/ui-kit';
import { countdownText, type CardTiming } from './menuTiming';

/**
 * The countdown to the close of sales, as the card and the game's header both show it (one
 * wording, days translated, highlighted when on class); its timing comes from `useCardTiming`.
 */
export function SalesCountdown({ countdown, onClass }: CardTiming) {
  const { t } = useTranslation('lottery');
  return (
    <CountdownDisplay
      text={countdownText(countdown, (values) => t('countdown.days', values))}
      highlight={onClass}
      label={t('countdown.label')}
    />
  );
}
