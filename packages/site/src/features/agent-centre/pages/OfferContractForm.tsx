import type { ContractKind, ContractOfferRequest, SalaryPeriod } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, TextField } from '@wl/ui-kit';
import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { object, string } from 'yup';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { SelectField } from '../../../shared/centre/SelectField';
import { FormBox } from '../../../shared/centre/styles';
import { formikField } from '../../../shared/fields/formikField';
import { useOfferContractMutation } from '../api';
import { DEFAULT_PERIOD } from '../contractKinds';
import { submitting } from '../../../shared/fields/submitting';
import { OutcomeStatus, type Outcome } from '../../../shared/centre/FormOutcome';

const PERIODS: readonly SalaryPeriod[] = ['D', 'W', 'H', 'M'];

/** Kinds whose terms include a bet amount (per day, per hour). */
const BET_AMOUNT_KINDS: Partial<Record<ContractKind, 'dailyBet' | 'hourlyBet'>> = {
  dailySalary: 'dailyBet',
  hourlySalary: 'hourlyBet',
};

/** The contract's thresholds, each a field named as its term (`centre:contract.<label>`). */
const TERMS = [
  { name: 'activeMembers', label: 'activeMembers', inputMode: 'numeric' },
  { name: 'periodValidBet', label: 'periodValidBet', inputMode: 'decimal' },
  { name: 'periodProfitLoss', label: 'periodProfitLoss', inputMode: 'decimal' },
] as const;

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const SIGNED_DECIMAL = /^-?\d+(\.\d{1,2})?$/;
const RATE = /^\d+(\.\d{1,3})?$/;
const WHOLE = /^\d+$/;

interface OfferValues {
  downline: string;
  rate: string;
  activeMembers: string;
  periodValidBet: string;
  periodProfitLoss: string;
  betAmount: string;
  period: SalaryPeriod;
}

/**
 * The offer of a contract of one kind to a downline: the rate (typed as a percentage, sent as a
 * fraction), active members, the period's valid bet and profit and loss, the bet amount for daily and
 * hourly salary, and the period (Daily, Weekly, Semimonthly, Monthly). The downline then accepts or
 * rejects it in their member centre.
 */
export function OfferContractForm({
  kind,
  downlines,
}: {
  kind: ContractKind;
  /** Accounts offered as suggestions (the first page of the team). */
  downlines: readonly string[];
}) {
  const { t } = useTranslation('agentCentre');
  const { t: tc } = useTranslation('centre');
  const messageOf = useApiErrorMessage();
  const [offer] = useOfferContractMutation();
  const [notice, setNotice] = useState<Outcome>(null);
  const betAmount = BET_AMOUNT_KINDS[kind];
  const terms = betAmount
    ? [...TERMS, { name: 'betAmount', label: betAmount, inputMode: 'decimal' } as const]
    : TERMS;
  const listId = useId();

  const schema = useMemo(
    () =>
      object({
        downline: string().trim().required(t('offer.errors.downline')),
        rate: string()
          .trim()
          .required(t('offer.errors.rate'))
          .test('rate', t('offer.errors.rate'), (value) => {
            if (!RATE.test(value)) return false;
            const rate = Number(value);
            return rate > 0 && rate < 100;
          }),
        activeMembers: string()
          .trim()
          .required(t('offer.errors.activeMembers'))
          .matches(WHOLE, t('offer.errors.activeMembers'))
          .test('max', t('offer.errors.activeMembers'), (value) => Number(value) <= 100000),
        periodValidBet: string()
          .trim()
          .required(t('offer.errors.amount'))
          .matches(DECIMAL, t('offer.errors.amount')),
        periodProfitLoss: string()
          .trim()
          .required(t('offer.errors.signedAmount'))
          .matches(SIGNED_DECIMAL, t('offer.errors.signedAmount')),
        betAmount: betAmount
          ? string()
              .trim()
              .required(t('offer.errors.amount'))
              .matches(DECIMAL, t('offer.errors.amount'))
          : string(),
        period: string().oneOf(PERIODS),
      }),
    [t, betAmount],
  );

  const formik = useFormik<OfferValues>({
    initialValues: {
      downline: '',
      rate: '',
      activeMembers: '',
      periodValidBet: '',
      periodProfitLoss: '',
      betAmount: '',
      period: DEFAULT_PERIOD[kind],
    },
    validationSchema: schema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      const downline = values.downline.trim();
      const body: ContractOfferRequest = {
        downline,
        // A percentage typed, a fraction sent: 1.2 -> 0.012 (rounded off the float noise).
        rate: Number((Number(values.rate) / 100).toFixed(6)),
        activeMembers: Number(values.activeMembers),
        periodValidBet: Number(values.periodValidBet),
        periodProfitLoss: Number(values.periodProfitLoss),
        ...(betAmount ? { betAmount: Number(values.betAmount) } : {}),
        period: values.period,
      };
      try {
        await offer({ kind, body }).unwrap();
        helpers.resetForm();
        setNotice({ text: t('offer.done', { account: downline }), error: false });
      } catch (error) {
        setNotice({ text: messageOf(error), error: true });
      }
    },
  });

  return (
    <FormBox aria-label={t('offer.title')} noValidate onSubmit={submitting(formik.handleSubmit)}>
      <TextField
        label={t('offer.downline')}
        autoComplete="off"
        list={downlines.length > 0 ? listId : undefined}
        {...formikField(formik, 'downline')}
      />
      {downlines.length > 0 && (
        <datalist id={listId}>
          {downlines.map((account) => (
            <option key={account} value={account} />
          ))}
        </datalist>
      )}
      <TextField
        label={t('offer.rate')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('offer.rateHint')}
        {...formikField(formik, 'rate')}
      />
      {terms.map(({ name, label, inputMode }) => (
        <TextField
          key={name}
          label={tc(`contract.${label}`)}
          inputMode={inputMode}
          autoComplete="off"
          {...formikField(formik, name)}
        />
      ))}
      <SelectField
        label={tc('contract.period')}
        name="period"
        value={formik.values.period}
        onChange={formik.handleChange}
        options={PERIODS.map((period) => ({ value: period, label: tc(`salaryPeriods.${period}`) }))}
      />
      <OutcomeStatus outcome={notice} />
      <div>
        <Button type="submit" loading={formik.isSubmitting}>
          {t('offer.submit')}
        </Button>
      </div>
    </FormBox>
  );
}
