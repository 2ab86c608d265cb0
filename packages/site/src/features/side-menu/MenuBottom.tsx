import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { CheckIcon, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useSiteLanguage } from '../../shared/account/useSiteLanguage';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { useBrand } from '../../shared/brand/BrandContext';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { modalOpened, selectLanguage } from '../../shared/ui/uiSlice';
import { useGetMenuResourcesQuery } from './api';
import { CustomerServiceList } from './CustomerServiceList';
import { MenuDisclosure } from './MenuDisclosure';
import { MenuIcon, SocialIcon } from './menuIcons';
import { appDownloads, chatRoomUrl } from './menuResources';
import { rowStyles } from './menuStyles';
import { PanelButton, PanelList, PanelText } from './panel';
import { socialLinks } from './socialLinks';

const DownloadCodes = lazy(() => import('./DownloadCodes'));

const Bottom = styled.div`
  display: grid;
  gap: ${vars.space.xxs};
  padding-top: ${vars.space.sm};
  border-top: 1px solid ${vars.color.border};
`;

const RowLink = styled.a<{ $mini: boolean }>`
  ${rowStyles}
`;

const Social = styled.div<{ $mini: boolean }>`
  padding: ${vars.space.sm} ${({ $mini }) => ($mini ? 0 : vars.space.md)} 0;
  p {
    margin: 0 0 ${vars.space.xs};
    color: ${vars.color.textMuted};
    font-size: 12px;
    font-weight: 600;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    flex-direction: ${({ $mini }) => ($mini ? 'column' : 'row')};
    align-items: center;
    gap: ${vars.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: ${vars.radius.pill};
    color: ${vars.color.text};
    background: ${vars.color.surfaceRaised};
  }
  a:hover {
    color: ${vars.color.primaryText};
  }
`;

type ListName = 'service' | 'download' | 'language';

function DownloadPanel({ language }: { language: string }) {
  const { t } = useTranslation('sideMenu');
  const dispatch = useAppDispatch();
  const messageOf = useApiErrorMessage();
  const resources = useGetMenuResourcesQuery({ language });
  const downloads = appDownloads(resources.data ?? []);
  let body: ReactNode;
  if (resources.isLoading) body = <PanelText role="status">{t('download.loading')}</PanelText>;
  else if (resources.error)
    body = (
      <div role="alert">
        <PanelText>{messageOf(resources.error)}</PanelText>
        <PanelButton type="button" onClick={() => void resources.refetch()}>
          <span className="label">{t('common:actions.retry')}</span>
        </PanelButton>
      </div>
    );
  else if (downloads.length === 0) body = <PanelText>{t('download.empty')}</PanelText>;
  else
    body = (
      <>
        <PanelText>{t('download.scan')}</PanelText>
        <Suspense fallback={<PanelText role="status">{t('download.loading')}</PanelText>}>
          <DownloadCodes downloads={downloads} />
        </Suspense>
      </>
    );
  return (
    <>
      {body}
      <PanelButton type="button" onClick={() => dispatch(modalOpened('download'))}>
        <span className="label">{t('download.guide')}</span>
      </PanelButton>
    </>
  );
}

function LanguagePanel({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation('sideMenu');
  const { language, languages, setLanguage } = useSiteLanguage();
  return (
    <PanelList aria-label={t('language.title')}>
      {languages.map((info) => (
        <li key={info.code}>
          <PanelButton
            type="button"
            lang={info.locale}
            aria-current={info.code === language ? 'true' : undefined}
            onClick={() => {
              onChosen();
              if (info.code !== language) void setLanguage(info.code);
            }}
          >
            <span className="label">{info.nativeName}</span>
            {info.code === language && <CheckIcon size={16} />}
          </PanelButton>
        </li>
      ))}
    </PanelList>
  );
}

/**
 * The menu's bottom: customer service, app download QR codes and language as lists that open on hover
 * or from their buttons (one at a time), the chat room when the platform offers one, and the brand's
 * social links. Everything that leaves the site opens in a new tab without access to this page.
 */
export function MenuBottom({ mini }: { mini: boolean }) {
  const { t } = useTranslation(['sideMenu', 'common']);
  const brand = useBrand();
  const language = useAppSelector(selectLanguage);
  const { info, languages } = useSiteLanguage();
  const resources = useGetMenuResourcesQuery({ language });
  const chatRoom = chatRoomUrl(resources.data ?? []);
  const social = socialLinks(brand.social);
  const [openList, setOpenList] = useState<ListName | null>(null);
  const control = useCallback(
    (name: ListName) => ({
      open: openList === name,
      onOpenChange: (open: boolean) =>
        setOpenList((now) => (open ? name : now === name ? null : now)),
    }),
    [openList],
  );

  return (
    <Bottom>
      <CustomerServiceList mini={mini} {...control('service')} />
      <MenuDisclosure
        icon={<MenuIcon name="download" />}
        label={t('download.title')}
        mini={mini}
        {...control('download')}
      >
        <DownloadPanel language={language} />
      </MenuDisclosure>
      {languages.length > 1 && (
        <MenuDisclosure
          icon={<MenuIcon name="language" />}
          label={t('language.title')}
          detail={info.nativeName}
          mini={mini}
          {...control('language')}
        >
          <LanguagePanel onChosen={() => setOpenList(null)} />
        </MenuDisclosure>
      )}
      {chatRoom && (
        <RowLink
          href={chatRoom}
          target="_blank"
          rel="noopener noreferrer"
          $mini={mini}
          aria-label={t('newTab', { name: t('chatRoom') })}
          title={mini ? t('chatRoom') : undefined}
        >
          <MenuIcon name="chatRoom" />
          {!mini && <span className="label">{t('chatRoom')}</span>}
        </RowLink>
      )}
      {social.length > 0 && (
        <Social $mini={mini}>
          {!mini && <p id="side-menu-social">{t('social.title')}</p>}
          <ul
            aria-label={mini ? t('social.title') : undefined}
            aria-labelledby={mini ? undefined : 'side-menu-social'}
          >
            {social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('newTab', { name: link.name })}
                  title={link.name}
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </Social>
      )}
    </Bottom>
  );
}
