import { useTranslation } from '@wl/i18n';
import { Button, EmptyState, HtmlContent, Loader, vars } from '@wl/ui-kit';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { publicityClosed, selectIsLoggedIn } from '../../shared/session/sessionSlice';
import { announcementsArgs, useGetAnnouncementsQuery } from './api';
import { isRegisterRoute, REWARD_CENTRE_PATH, withoutRepeatedTitle } from './routes';
import type { HostedModalProps } from '../../shared/ui/modals';
import { HostedModal } from '../../shared/ui/HostedModal';

const Popups = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  article + article {
    padding-top: ${vars.space.lg};
    border-top: 1px solid ${vars.color.border};
  }
  h3 {
    margin: 0 0 ${vars.space.sm};
    font-size: 16px;
    color: ${vars.color.text};
  }
`;

/**
 * publicModal: the platform's popup announcements (title + sanitised HTML). Closing it while logged in
 * keeps it closed for the session (publicityClose); a logged-in member is offered the reward centre.
 */
export function PublicAnnouncementModal({ onClose }: HostedModalProps) {
  const { t } = useTranslation(['content', 'common']);
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data, error, isLoading, refetch } = useGetAnnouncementsQuery(announcementsArgs(brand));
  if (isRegisterRoute(pathname)) return null;

  const close = () => {
    if (loggedIn) dispatch(publicityClosed());
    onClose();
  };
  const popups = data?.popup ?? [];

  let body;
  if (isLoading) body = <Loader label={t('common:status.loading')} />;
  else if (error) {
    body = <QueryFailure error={error} onRetry={() => void refetch()} />;
  } else if (popups.length === 0) body = <EmptyState title={t('notices.empty')} />;
  else {
    body = (
      <Popups>
        {popups.map((popup) => (
          <article key={popup.id} aria-labelledby={`popup-${popup.id}`}>
            <h3 id={`popup-${popup.id}`}>{popup.title}</h3>
            <HtmlContent html={withoutRepeatedTitle(popup.content, popup.title)} />
          </article>
        ))}
      </Popups>
    );
  }

  return (
    <HostedModal
      onClose={close}
      title={t('notices.title')}
      footer={
        <>
          {loggedIn ? (
            <Button
              variant="secondary"
              onClick={() => {
                close();
                navigate(REWARD_CENTRE_PATH);
              }}
            >
              {t('notices.goToRewards')}
            </Button>
          ) : null}
          <Button onClick={close}>{t('common:actions.close')}</Button>
        </>
      }
    >
      {body}
    </HostedModal>
  );
}
