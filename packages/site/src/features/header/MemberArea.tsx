import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Balance, externalHref, vars } from '@wl/ui-kit';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useProtectedAction } from '../../shared/session/useProtectedAction';
import { useGetBalanceQuery, useGetMemberInfoQuery } from '../../shared/account/api';
import { useGetSiteStatusQuery } from '../../shared/platform/api';
import { useBrand } from '../../shared/brand/BrandContext';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { selectIsTrial, selectSession } from '../../shared/session/sessionSlice';
import { alertShown, balanceMaskToggled, selectBalanceMasked } from '../../shared/ui/uiSlice';
import { AccountMenu, type AccountMenuEntry } from './AccountMenu';
import { useGetUnreadCountQuery } from './api';
import { openCustomerServiceWindow } from '../../shared/customer-service/customerServiceWindow';
import { HeaderRow } from './HeaderRow';
import { customerServiceKind, MEMBER_LINKS } from './memberLinks';
import { useSignOut } from '../../shared/session/useSignOut';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../shared/media/useMediaQuery';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { LineIcon } from '../../shared/ui/LineIcon';

/** Below md the member's items join the header's rows: avatar on the first, balance on the second. */
const MemberRow = styled(HeaderRow)`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: contents;
  }
`;

/** Deposit / withdraw: shown from the md breakpoint; on a phone the balance and avatar menu keep the room. */
const WalletLinks = styled.div`
  display: flex;
  gap: ${vars.space.xs};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${vars.space.md};
    border-radius: ${vars.radius.md};
    font-weight: 600;
    font-size: 14px;
    text-decoration: none;
    white-space: nowrap;
  }
  a:first-child {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  a:last-child {
    border: 1px solid ${vars.color.border};
    color: ${vars.color.text};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: none;
  }
`;

const BalanceSlot = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    order: 5;
    margin-inline-start: auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    & > div {
      padding-left: ${vars.space.sm};
    }
    & > div > span {
      font-size: 13px;
    }
  }
`;

const MessagesLink = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  color: ${vars.color.text};
  &:hover {
    background: ${vars.color.surfaceRaised};
  }
  span {
    position: absolute;
    top: 0;
    right: -2px;
    min-width: 18px;
    height: 18px;
    padding: 0 ${vars.space.xs};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.danger};
    color: ${vars.color.onDanger};
    font-size: 11px;
    font-weight: 700;
    line-height: 18px;
    text-align: center;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: none;
  }
`;

function MailIcon() {
  return (
    <LineIcon
      paths={[
        'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z',
        'm3 7 9 6 9-6',
      ]}
      size={20}
      strokeWidth={2}
    />
  );
}

function currentHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

/**
 * Member (and trial user) side of the header: deposit / withdraw and the messages badge when the
 * member centre is available (token and agent flag not 4), balance with mask and refresh, avatar menu.
 * Loaded on its own (`HeaderAccount`): guests never download it.
 */
export function MemberArea() {
  const brand = useBrand();
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const trial = useAppSelector(selectIsTrial);
  const masked = useAppSelector(selectBalanceMasked);
  const memberCentre = !trial;
  const { data: member } = useGetMemberInfoQuery();
  const balance = useGetBalanceQuery();
  const { data: unread = 0 } = useGetUnreadCountQuery(undefined, { skip: !memberCentre });
  const { data: status } = useGetSiteStatusQuery(currentHost());
  const { signOut, busy } = useSignOut();
  const protect = useProtectedAction();
  const navigate = useNavigate();
  const [refreshing, setRefreshing] = useState(false);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const errorMessage = useApiErrorMessage();
  const unreadBadge = unread > 99 ? '99+' : String(unread);

  const nickname =
    member?.nickname || session.nickname || session.account || session.username || '';
  const agentFlag = member?.type ?? session.isAgent ?? 0;
  const club = member?.clubLabel;
  const rank = club?.labelName
    ? { name: club.labelName, color: club.color, color2: club.color2 }
    : session.memberLabel
      ? {
          name: session.memberLabel,
          color: session.memberLabelColor,
          color2: session.memberLabelColor2,
        }
      : null;

  const serviceKind = customerServiceKind(
    club?.rankLevel,
    Boolean(brand.customerService.vipServiceUrl),
  );
  const serviceUrl =
    serviceKind === 'vip'
      ? (brand.customerService.vipServiceUrl ?? '')
      : brand.customerService.liveChatUrl;
  // The platform's address is linked only when it is http(s) (externalHref), else the brand's own
  // (checked by the brand schema at build).
  const affiliateUrl =
    externalHref(
      status?.info?.resources?.find((resource) => /affiliate/i.test(resource.resourceType))?.url,
    ) || brand.customerService.affiliateUrl;

  const entries: AccountMenuEntry[] = [];
  if (memberCentre && narrow) {
    // On a phone the wallet links and the messages badge have no room in the header: the menu has them.
    entries.push(
      { id: 'deposit', label: t('header.deposit'), to: MEMBER_LINKS.deposit },
      { id: 'withdraw', label: t('header.withdraw'), to: MEMBER_LINKS.withdraw },
      {
        id: 'messages',
        label: unread > 0 ? `${t('header.messages')} (${unreadBadge})` : t('header.messages'),
        to: MEMBER_LINKS.messages,
      },
    );
  }
  if (memberCentre) {
    entries.push(
      { id: 'memberCentre', label: t('header.memberCentre'), to: MEMBER_LINKS.memberCentre },
      { id: 'accountRecord', label: t('header.accountRecord'), to: MEMBER_LINKS.accountRecord },
      { id: 'bettingRecord', label: t('header.bettingRecord'), to: MEMBER_LINKS.bettingRecord },
    );
  }
  if (brand.agentCentreFlags.includes(agentFlag)) {
    entries.push(
      trial
        ? // A protected action: a trial user gets the real-account warning instead of the centre.
          {
            id: 'agentCentre',
            label: t('header.agentCentre'),
            onSelect: () => protect(() => navigate(MEMBER_LINKS.agentCentre)),
          }
        : { id: 'agentCentre', label: t('header.agentCentre'), to: MEMBER_LINKS.agentCentre },
    );
  } else if (affiliateUrl) {
    entries.push({ id: 'agentCentre', label: t('header.agentCentre'), href: affiliateUrl });
  }
  entries.push({
    id: 'customerService',
    label: t(serviceKind === 'vip' ? 'sideMenu.vipService' : 'sideMenu.liveChat'),
    onSelect: () => {
      if (!openCustomerServiceWindow(serviceUrl))
        dispatch(alertShown({ tone: 'warning', message: t('errors.popupBlocked') }));
    },
  });

  const amount = balance.data ? Number(balance.data.sumBalance) : null;
  const refresh = async () => {
    setRefreshing(true);
    try {
      await balance.refetch();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <MemberRow>
      {memberCentre ? (
        <WalletLinks>
          <Link to={MEMBER_LINKS.deposit}>{t('header.deposit')}</Link>
          <Link to={MEMBER_LINKS.withdraw}>{t('header.withdraw')}</Link>
        </WalletLinks>
      ) : null}
      <BalanceSlot>
        <Balance
          amount={amount}
          masked={masked}
          onToggleMask={() => dispatch(balanceMaskToggled())}
          onRefresh={() => void refresh()}
          refreshing={refreshing || balance.isFetching}
          // A failed balance call says why (catalogue message); the refresh button is its retry.
          updatingText={
            balance.isError && !balance.isFetching
              ? errorMessage(balance.error)
              : t('header.balanceUpdating')
          }
          hideLabel={t('header.hideBalance')}
          showLabel={t('header.showBalance')}
          refreshLabel={t('header.refreshBalance')}
          label={t('header.balance')}
        />
      </BalanceSlot>
      {memberCentre ? (
        <MessagesLink
          to={MEMBER_LINKS.messages}
          aria-label={`${t('header.messages')}. ${t('header.unreadMessages', { count: unread })}`}
        >
          <MailIcon />
          {unread > 0 ? <span aria-hidden="true">{unreadBadge}</span> : null}
        </MessagesLink>
      ) : null}
      <AccountMenu
        nickname={nickname}
        avatarUrl={member?.avatarUrl || null}
        fallbackAvatar={brand.assets.fallbackAvatar}
        rank={rank}
        entries={entries}
        onLogout={() => void signOut()}
        logoutBusy={busy}
      />
    </MemberRow>
  );
}
