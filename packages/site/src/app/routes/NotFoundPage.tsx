import { vars } from '@wl/ui-kit';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.xxl} ${vars.space.lg};
  text-align: center;
  a {
    color: ${vars.color.primaryText};
  }
`;

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Box>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to="/">{t('actions.backHome')}</Link>
    </Box>
  );
}
