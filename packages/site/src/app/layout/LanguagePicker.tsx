import { useTranslation, type LanguageCode } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useSiteLanguage } from '../../shared/account/useSiteLanguage';

const LanguageSelect = styled.select`
  min-height: 36px;
  max-width: 160px;
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.inputBackground};
  color: ${vars.color.text};
  font: inherit;
`;

/** The header's language select: the brand's languages; a signed-in player's choice is saved on the platform. */
export function LanguagePicker() {
  const { t } = useTranslation('common');
  const { language, languages, setLanguage } = useSiteLanguage();
  if (languages.length < 2) return null;
  return (
    <LanguageSelect
      aria-label={t('language.label')}
      value={language}
      onChange={(event) => void setLanguage(event.target.value as LanguageCode)}
    >
      {languages.map((info) => (
        <option key={info.code} value={info.code} lang={info.locale}>
          {info.nativeName}
        </option>
      ))}
    </LanguageSelect>
  );
}
