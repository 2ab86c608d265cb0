import { useTranslation } from '@wl/i18n';
import { Button, EmptyState, vars } from '@wl/ui-kit';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsLoggedIn, selectIsTrial } from '../../shared/session/sessionSlice';
import { useGuestLoginPrompt } from '../../shared/session/useGuestLoginPrompt';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';

const Refusal = styled.div`
  display: grid;
  justify-items: center;
  padding: ${vars.space.xxl} 0;

  a {
    color: ${vars.color.primaryText};
  }
`;

/**
 * A members-only page reached by its address (spec: the points mall needs login): a guest gets the
 * login modal and a prompt to log in, a trial user (agent flag 4) the real-account warning. The
 * screen itself loads only for a member, and appears as soon as the player has logged in.
 */
export function MembersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  useGuestLoginPrompt(loggedIn);
  useEffect(() => {
    if (loggedIn && trial) dispatch(modalOpened('realAccountRequired'));
  }, [dispatch, loggedIn, trial]);

  if (!loggedIn)
    return (
      <Refusal>
        <EmptyState
          title={t('access.loginRequired')}
          action={
            <Button onClick={() => dispatch(modalOpened('login'))}>{t('header.login')}</Button>
          }
        />
      </Refusal>
    );
  if (trial)
    return (
      <Refusal>
        <EmptyState
          title={t('access.realAccountTitle')}
          description={t('access.realAccountRequired')}
          action={<Link to="/">{t('actions.backHome')}</Link>}
        />
      </Refusal>
    );
  return children;
}
