import type { PointConfig } from '@wl/api-client';
import { formatCurrency, formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { Button, TextField } from '@wl/ui-kit';
import { useState, type FormEvent } from 'react';
import { useConvertPointsMutation } from './api';
import { convertProblem, creditFor, maxConvertible, type ConvertProblem } from './convertRules';
import { PasswordConfirmField } from './PasswordConfirmField';
import { PointsDialog, type PointsDialogProps } from './PointsDialog';

type ConvertDialogProps = PointsDialogProps & { config: PointConfig };

/** Converts points into balance at the exchange ratio, confirmed with the player's password. */
export function ConvertDialog({ points, config, onClose, onDone }: ConvertDialogProps) {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [convert, { isLoading, error, reset }] = useConvertPointsMutation();
  const problem = convertProblem(amount, points, config);
  const most = maxConvertible(points, config);
  const money = (value: number) => formatCurrency(value, language);

  const problemText = (found: ConvertProblem): string => {
    switch (found.rule) {
      case 'required':
        return t('convert.errors.required');
      case 'whole':
        return t('convert.errors.whole');
      case 'min':
        return t('convert.errors.min', { min: formatNumber(found.min, language) });
      case 'step':
        return t('convert.errors.step', { step: formatNumber(found.step, language) });
      case 'max':
        return t('convert.errors.max', { points: formatNumber(found.points, language) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || !password) return;
    const converting = Number(amount.trim());
    const result = await convert({ points: converting, password });
    if (!result.error)
      onDone(
        t('convert.success', {
          points: formatNumber(converting, language),
          amount: money(result.data.credited),
        }),
      );
  };

  return (
    <PointsDialog
      title={t('convert.title')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      summary={[
        { label: t('convert.available'), value: formatNumber(points, language) },
        {
          label: t('summary.ratio'),
          value: t('summary.ratioValue', {
            points: formatNumber(config.exchangeRatio, language),
            amount: money(1),
          }),
        },
      ]}
      error={error}
      submit={{ label: t('convert.submit'), loading: isLoading }}
    >
      <TextField
        label={t('convert.points')}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          reset();
        }}
        hint={t('convert.hint', {
          min: formatNumber(Math.max(config.minConvert, config.exchangeRatio), language),
          step: formatNumber(config.exchangeRatio, language),
        })}
        {...(checked && problem ? { error: problemText(problem) } : {})}
        trailing={
          most > 0 ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setAmount(String(most));
                reset();
              }}
            >
              {t('convert.max')}
            </Button>
          ) : undefined
        }
        required
      />
      <dl aria-live="polite">
        <dt>{t('convert.receive')}</dt>
        <dd>{money(problem ? 0 : creditFor(Number(amount.trim()), config))}</dd>
      </dl>
      <PasswordConfirmField
        value={password}
        onChange={(value) => {
          setPassword(value);
          reset();
        }}
        error={checked && !password ? t('password.required') : undefined}
      />
    </PointsDialog>
  );
}
