import { useTranslation } from '@wl/i18n';
import { Button, PasswordField, TextField } from '@wl/ui-kit';
import { useId, useState } from 'react';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { FormBox, Notice } from '../../shared/centre/styles';
import { useAskToReturnMutation } from './api';
import { useTime } from './format';

/**
 * A guest whose self-exclusion has ended asks to come back (username and password: they cannot sign
 * in yet). The platform refuses before the end, and reopens the account after a cooling-off.
 */
export function ReturnForm() {
  const { t } = useTranslation('saferGambling');
  const time = useTime();
  const messageOf = useApiErrorMessage();
  const [ask, { isLoading }] = useAskToReturnMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<{ text: string; error?: boolean } | null>(null);
  const titleId = useId();
  return (
    <FormBox
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!username.trim() || !password) {
          setOutcome({ text: t('return.required'), error: true });
          return;
        }
        setOutcome(null);
        ask({ username: username.trim(), password })
          .unwrap()
          .then(({ returnsAt }) => {
            setPassword('');
            setOutcome({ text: t('return.done', { time: time(returnsAt) }) });
          })
          .catch((error: unknown) => setOutcome({ text: messageOf(error), error: true }));
      }}
    >
      <h3 id={titleId}>{t('return.title')}</h3>
      <p>{t('return.text')}</p>
      <TextField
        label={t('return.username')}
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        label={t('return.password')}
        autoComplete="current-password"
        showLabel={t('return.showPassword')}
        hidePasswordLabel={t('return.hidePassword')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div>
        <Button type="submit" variant="secondary" loading={isLoading}>
          {t('return.submit')}
        </Button>
      </div>
      <div role="status">{outcome && <Notice $error={outcome.error}>{outcome.text}</Notice>}</div>
    </FormBox>
  );
}
