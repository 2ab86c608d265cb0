import type { SecurityOverview, TwoFactorSetup } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, QRCode, TextField, vars } from '@wl/ui-kit';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSecurityErrorMessage } from '../../../../shared/account/useSecurityErrorMessage';
import { useDateTime } from '../../../../shared/centre/useFormat';
import { FormBox, Notice } from '../../../../shared/centre/styles';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useNewRecoveryCodesMutation,
  useSetUpTwoFactorMutation,
} from '../../securityApi';
import { CurrentPasswordField } from './CurrentPasswordField';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

const SetUp = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.lg};
  align-items: flex-start;

  figure {
    margin: 0;
  }
`;

const Key = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  min-width: 0;

  output {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 15px;
    letter-spacing: 0.04em;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

/** Six digits (spaces between the groups allowed), the rule the platform applies too. */
const codeProblem = (code: string) => !/^\d{6}$/.test(code.replace(/\s+/g, ''));

/** A code and (where asked) the login password, checked before the call; `onSubmit` gets them trimmed. */
function CodeForm({
  label,
  withPassword,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  withPassword: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (code: string, password: string) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(codeProblem(code) ? { code: t('twoFactor.codeRequired') } : {}),
      ...(withPassword && !password ? { password: t('twoFactor.passwordRequired') } : {}),
    };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    const problem = await onSubmit(code.replace(/\s+/g, ''), password);
    setFailure(problem);
    if (problem) setCode('');
  };
  return (
    <FormBox aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('twoFactor.codeLabel')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value.replace(/[^\d ]/g, ''))}
      />
      {withPassword && (
        <CurrentPasswordField
          label={t('twoFactor.passwordLabel')}
          name="password"
          value={password}
          error={errors.password}
          onChange={setPassword}
        />
      )}
      <div role="status">{failure && <Notice $error>{failure}</Notice>}</div>
      <Row>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('twoFactor.cancel')}
          </Button>
        )}
      </Row>
    </FormBox>
  );
}

/** The key in groups of four, as apps print it; copied without the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type Step =
  | { kind: 'idle' }
  | { kind: 'setUp'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turnOff' }
  | { kind: 'newCodes' };

/**
 * Two-step sign-in in the Security Centre. Off: "Set up" shows the QR code of the otpauth address
 * (the brand's name as issuer) and the key to type in, then a code from the app and the login
 * password turn it on, and the 10 recovery codes are shown once. On: since when, how many recovery
 * codes are left, a new set for a current code, and turning it off with the password and a code.
 */
export function TwoFactorSection({
  overview,
  account,
}: {
  overview: SecurityOverview;
  account: string;
}) {
  const { t } = useTranslation('security');
  const dateTime = useDateTime();
  const messageOf = useSecurityErrorMessage();
  const [setUp, setUpState] = useSetUpTwoFactorMutation();
  const [enable, enableState] = useEnableTwoFactorMutation();
  const [disable, disableState] = useDisableTwoFactorMutation();
  const [renew, renewState] = useNewRecoveryCodesMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const { enabled, enabledAt, recoveryCodesLeft } = overview.twoFactor;

  /** Runs a call; answers null when it went through, else the text to show. */
  const attempt = async (call: () => Promise<unknown>): Promise<string | null> => {
    try {
      await call();
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  const start = async () => {
    setNotice(null);
    try {
      setStep({ kind: 'setUp', setup: await setUp().unwrap() });
    } catch (error) {
      setNotice({ text: messageOf(error), error: true });
    }
  };

  let body;
  if (step.kind === 'codes') {
    body = (
      <RecoveryCodesPanel
        codes={step.codes}
        account={account}
        onDone={() => setStep({ kind: 'idle' })}
      />
    );
  } else if (step.kind === 'setUp') {
    const { setup } = step;
    body = (
      <>
        <p>{t('twoFactor.scan')}</p>
        <SetUp>
          <figure>
            <QRCode value={setup.uri} label={t('twoFactor.qrLabel')} size={168} />
          </figure>
          <Key>
            <span id="two-factor-key">{t('twoFactor.keyLabel')}</span>
            <output aria-labelledby="two-factor-key">{grouped(setup.secret)}</output>
            <div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  navigator.clipboard
                    .writeText(setup.secret)
                    .then(() => setCopied('copied'))
                    .catch(() => setCopied('failed'));
                }}
              >
                {t('twoFactor.copyKey')}
              </Button>
            </div>
            <span role="status">
              {copied === 'copied' && t('twoFactor.keyCopied')}
              {copied === 'failed' && t('twoFactor.copyFailed')}
            </span>
          </Key>
        </SetUp>
        <p>{t('twoFactor.confirmIntro')}</p>
        <CodeForm
          label={t('twoFactor.setUp')}
          withPassword
          submitLabel={t('twoFactor.turnOn')}
          busy={enableState.isLoading}
          onCancel={() => setStep({ kind: 'idle' })}
          onSubmit={(code, password) =>
            attempt(async () => {
              const { recoveryCodes } = await enable({ code, password }).unwrap();
              setNotice({ text: t('twoFactor.turnedOn'), error: false });
              setStep({ kind: 'codes', codes: recoveryCodes });
            })
          }
        />
      </>
    );
  } else if (step.kind === 'turnOff') {
    body = (
      <>
        <p>{t('twoFactor.turnOffIntro')}</p>
        <CodeForm
          label={t('twoFactor.turnOff')}
          withPassword
          submitLabel={t('twoFactor.turnOffSubmit')}
          busy={disableState.isLoading}
          onCancel={() => setStep({ kind: 'idle' })}
          onSubmit={(code, password) =>
            attempt(async () => {
              await disable({ code, password }).unwrap();
              setNotice({ text: t('twoFactor.turnedOff'), error: false });
              setStep({ kind: 'idle' });
            })
          }
        />
      </>
    );
  } else if (step.kind === 'newCodes') {
    body = (
      <>
        <p>{t('twoFactor.newCodesIntro')}</p>
        <CodeForm
          label={t('twoFactor.newCodes')}
          withPassword={false}
          submitLabel={t('twoFactor.makeCodes')}
          busy={renewState.isLoading}
          onCancel={() => setStep({ kind: 'idle' })}
          onSubmit={(code) =>
            attempt(async () => {
              const { recoveryCodes } = await renew({ code }).unwrap();
              setStep({ kind: 'codes', codes: recoveryCodes });
            })
          }
        />
      </>
    );
  } else if (enabled) {
    body = (
      <>
        <p>
          <strong>{t('twoFactor.statusOn', { date: enabledAt ? dateTime(enabledAt) : '' })}</strong>
          <br />
          {t('twoFactor.recoveryLeft', { count: recoveryCodesLeft })}
        </p>
        <Row>
          <Button variant="secondary" onClick={() => setStep({ kind: 'newCodes' })}>
            {t('twoFactor.newCodes')}
          </Button>
          <Button variant="secondary" onClick={() => setStep({ kind: 'turnOff' })}>
            {t('twoFactor.turnOff')}
          </Button>
        </Row>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('twoFactor.statusOff')}</p>
        {overview.twoFactorRequired && <Notice $error>{t('twoFactor.required')}</Notice>}
        <div>
          <Button onClick={() => void start()} loading={setUpState.isLoading}>
            {t('twoFactor.setUp')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <p>{t('twoFactor.intro')}</p>
      {body}
      <div role="status">{notice && <Notice $error={notice.error}>{notice.text}</Notice>}</div>
    </>
  );
}
