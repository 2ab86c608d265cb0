import type { PointReward } from '@wl/api-client';
import { formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { Button, Modal, vars } from '@wl/ui-kit';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useRedeemRewardMutation } from './api';
import { PasswordConfirmField } from './PasswordConfirmField';
import { usePointsErrorMessage } from './usePointsErrorMessage';

export const DialogForm = styled.form`
  display: grid;
  gap: ${vars.space.md};

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${vars.space.xs} ${vars.space.md};
    margin: 0;
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  .refusal {
    margin: 0;
    color: ${vars.color.dangerText};
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: ${vars.space.sm};
  }
`;

interface RedeemDialogProps {
  reward: PointReward;
  points: number;
  onClose: () => void;
  onRedeemed: (message: string) => void;
}

/** Confirms a redemption with the player's password; the platform checks it, the points and the stock. */
export function RedeemDialog({ reward, points, onClose, onRedeemed }: RedeemDialogProps) {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();
  const messageOf = usePointsErrorMessage();
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
      onRedeemed(
        t('redeem.success', {
          name: result.data.rewardName,
          points: formatNumber(result.data.points, language),
        }),
      );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('redeem.title', { name: reward.name })}
      size="sm"
      closeLabel={t('close')}
    >
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <dl>
          <dt>{t('redeem.cost')}</dt>
          <dd>{formatNumber(reward.points, language)}</dd>
          <dt>{t('redeem.after')}</dt>
          <dd>{formatNumber(points - reward.points, language)}</dd>
        </dl>
        <PasswordConfirmField
          value={password}
          onChange={(value) => {
            setPassword(value);
            setMissingPassword(false);
            reset();
          }}
          error={missingPassword ? t('password.required') : undefined}
        />
        {error ? (
          <p className="refusal" role="alert">
            {messageOf(error)}
          </p>
        ) : null}
        <div className="actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('redeem.confirm')}
          </Button>
        </div>
      </DialogForm>
    </Modal>
  );
}
