import { useTranslation } from '@wl/i18n';
import { CaptchaImage, TextField, vars } from '@wl/ui-kit';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: ${vars.space.sm};
  align-items: flex-start;
  > :first-child {
    flex: 1;
  }
`;

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  image: string;
  loading?: boolean;
  onRefresh: () => void;
  name?: string;
}

/** Captcha answer input with its image; clicking the image asks for a new one (at most once per second). */
export function CaptchaField({
  value,
  onChange,
  onBlur,
  error,
  image,
  loading,
  onRefresh,
  name = 'captcha',
}: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Row>
      <TextField
        name={name}
        label={t('login.captcha')}
        placeholder={t('login.captchaPlaceholder')}
        required
        autoComplete="off"
        inputMode="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
      />
      <CaptchaImage
        src={image}
        loading={loading}
        onRefresh={onRefresh}
        label={t('login.refreshCaptcha')}
      />
    </Row>
  );
}
