import type { PointReward } from '@wl/api-client';
import { formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { useState, type FormEvent } from 'react';
import { useRedeemRewardMutation } from './api';
import { PasswordConfirmField } from './PasswordConfirmField';
import { PointsDialog, type PointsDialogProps } from './PointsDialog';

type RedeemDialogProps = PointsDialogProps & { reward: PointReward };

/** Confirms a redemption with the player's password; the platform checks it, the points and the stock. */
export function RedeemDialog({ reward, points, onClose, onDone }: RedeemDialogProps) {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();
  const [password, setPassword] = useState('');
  const [missingPassword, setMissingPassword] = useState(false);
  const [redeem, { isLoading, error, reset }] = useRedeemRewardMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissingPassword(true);
      return;
    }
    const result = await redeem({ rewardId: reward.rewardId, password });
    if (!result.error)
      onDone(
        t('redeem.success', {
          name: result.data.rewardName,
          points: formatNumber(result.data.points, language),
        }),
      );
  };

  return (
    <PointsDialog
      title={t('redeem.title', { name: reward.name })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      summary={[
        { label: t('redeem.cost'), value: formatNumber(reward.points, language) },
        { label: t('redeem.after'), value: formatNumber(points - reward.points, language) },
      ]}
      error={error}
      submit={{ label: t('redeem.confirm'), loading: isLoading }}
    >
      <PasswordConfirmField
        value={password}
        onChange={(value) => {
          setPassword(value);
          setMissingPassword(false);
          reset();
        }}
        error={missingPassword ? t('password.required') : undefined}
      />
    </PointsDialog>
  );
}
