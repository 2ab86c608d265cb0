import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { RegisterBanner } from './RegisterBanner';
import { RegisterForm } from './RegisterForm';

const Page = styled.div`
  display: grid;
  gap: ${vars.space.lg};
`;

const Card = styled.section`
  width: 100%;
  max-width: 520px;
  margin: 0 auto;
  padding: ${vars.space.xl} ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  h1 {
    margin: 0 0 ${vars.space.lg};
    font-size: 22px;
    text-align: center;
  }
`;

/** `/register` and `/register.html` (spec): the `w_reg` banner and the form with its reset button. */
export default function RegisterPage() {
  const { t } = useTranslation('register');
  return (
    <Page>
      <RegisterBanner />
      <Card aria-labelledby="register-page-title">
        <h1 id="register-page-title">{t('title')}</h1>
        <RegisterForm variant="page" />
      </Card>
    </Page>
  );
}
