import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '../../shared/brand/BrandContext';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { selectIsLoggedIn, selectPasswordChangeRequired } from '../../shared/session/sessionSlice';
import { modalClosed } from '../../shared/ui/uiSlice';
import { LoginForm } from './LoginForm';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${vars.space.xl} ${vars.space.lg};
  background: ${vars.color.background};
`;

const Card = styled.section`
  width: min(100%, 420px);
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  padding: ${vars.space.xl};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${({ theme }) => theme.elevation.medium};

  @media (max-width: 480px) {
    padding: ${vars.space.lg};
  }
`;

const Brand = styled(Link)`
  display: flex;
  justify-content: center;
  img {
    max-height: 48px;
    max-width: 220px;
  }
`;

const Title = styled.h1`
  margin: 0;
  text-align: center;
  font-size: 22px;
  color: ${vars.color.text};
`;

/**
 * The /login page, target of the access guard: the same form full page with the brand logo. A player
 * who is already in goes to `/` (after a login, completeSignIn navigates there itself).
 */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const mustChangePassword = useAppSelector(selectPasswordChangeRequired);

  // The page is the form: a login modal opened by the guard's 401 handling would only duplicate it.
  useEffect(() => {
    dispatch(modalClosed('login'));
  }, [dispatch]);

  if (loggedIn && !mustChangePassword) return <Navigate to="/" replace />;
  return (
    <Page>
      <Card aria-labelledby="login-page-title">
        <Brand to="/" aria-label={brand.name}>
          <img src={brand.assets.logo} alt={brand.name} />
        </Brand>
        <Title id="login-page-title">{t('auth:login.title')}</Title>
        <LoginForm mode="page" />
      </Card>
    </Page>
  );
}
export default LoginPage;
