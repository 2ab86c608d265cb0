import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { PASSKEY_NAME_MAX_LENGTH, type Passkey } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, TextField, vars } from '@wl/ui-kit';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useApiErrorMessage } from '../../../../shared/api/useApiErrorMessage';
import { useDateTime } from '../../../../shared/centre/useFormat';
import { FormBox, Notice, tile } from '../../../../shared/centre/styles';
import { CurrentPasswordField } from './CurrentPasswordField';
import {
  useAddPasskeyMutation,
  usePasskeyRegistrationOptionsMutation,
  useRemovePasskeyMutation,
} from '../../securityApi';

export const ItemList = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space.sm};
    ${tile}
  }
  strong {
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
`;

/** The player cancelled the browser's prompt or let it time out. */
const dismissed = (error: unknown) => {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
};

const webAuthnAvailable = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * The member's passkeys: each with its name, when it was added and last used, and Remove; "Add a
 * passkey" asks for a name and the login password, then the browser's own prompt creates it on this
 * site (the WebAuthn helper loads only then).
 */
export function PasskeysSection({ passkeys }: { passkeys: readonly Passkey[] }) {
  const { t } = useTranslation('security');
  const dateTime = useDateTime();
  const messageOf = useApiErrorMessage();
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const [remove] = useRemovePasskeyMutation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const found = {
      ...(!trimmed
        ? { name: t('passkeys.nameRequired') }
        : [...trimmed].length > PASSKEY_NAME_MAX_LENGTH
          ? { name: t('passkeys.nameTooLong', { max: PASSKEY_NAME_MAX_LENGTH }) }
          : {}),
      ...(!password ? { password: t('passkeys.passwordRequired') } : {}),
    };
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { options } = await getOptions({ password }).unwrap();
      setPassword('');
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      const passkey = await add({
        name: trimmed,
        response: response as unknown as Record<string, unknown>,
      }).unwrap();
      setName('');
      setNotice({ text: t('passkeys.addedNotice', { name: passkey.name }), error: false });
    } catch (error) {
      setNotice({
        text: dismissed(error) ? t('passkeys.cancelled') : messageOf(error),
        error: true,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>{t('passkeys.intro')}</p>
      {passkeys.length === 0 ? (
        <p>{t('passkeys.none')}</p>
      ) : (
        <ItemList aria-label={t('passkeys.listLabel')}>
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <div>
                <strong>{passkey.name}</strong>
                <small>
                  {t('passkeys.added', { date: dateTime(passkey.createdAt) })} ·{' '}
                  {passkey.lastUsedAt
                    ? t('passkeys.lastUsed', { date: dateTime(passkey.lastUsedAt) })
                    : t('passkeys.neverUsed')}
                  {passkey.backedUp && <> · {t('passkeys.synced')}</>}
                </small>
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                onClick={() => {
                  setNotice(null);
                  remove({ id: passkey.id })
                    .unwrap()
                    .then(() => setNotice({ text: t('passkeys.removed'), error: false }))
                    .catch((error: unknown) => setNotice({ text: messageOf(error), error: true }));
                }}
              >
                {t('passkeys.remove')}
              </Button>
            </li>
          ))}
        </ItemList>
      )}
      {webAuthnAvailable() ? (
        <FormBox aria-label={t('passkeys.add')} noValidate onSubmit={(event) => void create(event)}>
          <TextField
            label={t('passkeys.nameLabel')}
            name="passkeyName"
            autoComplete="off"
            required
            hint={t('passkeys.nameHint', { max: PASSKEY_NAME_MAX_LENGTH })}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <CurrentPasswordField
            label={t('passkeys.passwordLabel')}
            name="passkeyPassword"
            value={password}
            error={errors.password}
            onChange={setPassword}
          />
          <div>
            <Button type="submit" loading={busy}>
              {t('passkeys.create')}
            </Button>
          </div>
        </FormBox>
      ) : (
        <p>{t('passkeys.unsupported')}</p>
      )}
      <div role="status">{notice && <Notice $error={notice.error}>{notice.text}</Notice>}</div>
    </>
  );
}
