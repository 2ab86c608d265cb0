import { Suspense, useReducer } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useBrand } from '../../shared/brand/BrandContext';
import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { LoadBoundary } from '../../shared/lazy/LoadBoundary';
import { useWhitelabelFlags } from '../../shared/platform/whitelabelFlags';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { selectSession } from '../../shared/session/sessionSlice';
import { modalOpened } from '../../shared/ui/uiSlice';
import type { SocialSignInButtonsProps } from '../../shared/session/identity/SocialSignInButtons';
import { HeaderRow } from './HeaderRow';

/** The member's side (balance, avatar menu and their calls) loads in its own chunk: guests never need it. */
const memberArea = lazyScreen<object>(() =>
  import('./MemberArea').then((m) => ({ default: m.MemberArea })),
);

/** The social sign-in flow (identity adapter, popup, exchange) loads beside the page, not in it. */
const socialButtons = lazyScreen<SocialSignInButtonsProps>(() =>
  import('../../shared/session/identity/SocialSignInButtons').then((m) => ({
    default: m.SocialSignInButtons,
  })),
);

/** Starts loading the account area's code with the page's first calls (member side, or the guest's buttons). */
export function preloadHeaderAccount(signedIn: boolean) {
  if (signedIn) memberArea.preload();
  else socialButtons.preload();
}

const SocialSlot = styled.div`
  /* A brand without buttons: no empty item (and no gap) in the row. */
  &:empty {
    display: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: none;
  }
`;

const PlaceholderRow = styled.div`
  display: flex;
  gap: ${vars.space.xs};
`;

/** Holds the round buttons' place (same size and outline) while their code loads: nothing moves. */
const ButtonPlaceholder = styled.span`
  width: 36px;
  height: 36px;
  border: 1px solid ${vars.color.border};
  border-radius: 50%;
  background: ${vars.color.surfaceRaised};
`;

/** The brand's social sign-in buttons in compact form (from md up); without them on a failed load. */
function SocialButtons() {
  const { identityProvider } = useBrand();
  // The `local` adapter shows the brand's buttons; the others show none (shared/session/identity).
  const expected = identityProvider.adapter === 'local' ? identityProvider.buttons.length : 0;
  const Buttons = socialButtons.Component;
  return (
    <SocialSlot>
      <LoadBoundary fallback={() => null}>
        <Suspense
          fallback={
            expected > 0 ? (
              <PlaceholderRow aria-hidden="true">
                {Array.from({ length: expected }, (_, i) => (
                  <ButtonPlaceholder key={i} />
                ))}
              </PlaceholderRow>
            ) : null
          }
        >
          <Buttons variant="compact" />
        </Suspense>
      </LoadBoundary>
    </SocialSlot>
  );
}

/** Guest: login, register (DIRECTREG3 only) and the brand's social sign-in buttons. */
function GuestActions() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { flags } = useWhitelabelFlags();
  return (
    <HeaderRow>
      <SocialButtons />
      <Button variant="secondary" size="sm" onClick={() => dispatch(modalOpened('login'))}>
        {t('header.login')}
      </Button>
      {flags.DIRECTREG3 ? (
        <Button size="sm" onClick={() => dispatch(modalOpened('register'))}>
          {t('header.register')}
        </Button>
      ) : null}
    </HeaderRow>
  );
}

function MemberAreaLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Button variant="secondary" size="sm" onClick={onRetry} title={t('errors.chunkLoad')}>
      {t('actions.retry')}
    </Button>
  );
}

/** The header's account area: guest actions, or the member's balance, messages and avatar menu. */
export function HeaderAccount() {
  const { token } = useAppSelector(selectSession);
  const [, reload] = useReducer((count: number) => count + 1, 0);
  if (!token) return <GuestActions />;
  const MemberArea = memberArea.Component;
  return (
    <LoadBoundary
      fallback={(retry) => <MemberAreaLoadFailed onRetry={retry} />}
      onRetry={() => {
        memberArea.retry();
        reload();
      }}
    >
      <Suspense fallback={null}>
        <MemberArea key={token} />
      </Suspense>
    </LoadBoundary>
  );
}
