import { Component, Suspense, useReducer, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button } from '@wl/ui-kit';
import styled from 'styled-components';
import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { useWhitelabelFlags } from '../../shared/platform/whitelabelFlags';
import { SocialSignInButtons } from '../../shared/session/identity/SocialSignInButtons';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { selectSession } from '../../shared/session/sessionSlice';
import { modalOpened } from '../../shared/ui/uiSlice';
import { HeaderRow } from './HeaderRow';

/** The member's side (balance, avatar menu and their calls) loads in its own chunk: guests never need it. */
const memberArea = lazyScreen<object>(() =>
  import('./MemberArea').then((m) => ({ default: m.MemberArea })),
);

const Social = styled(SocialSignInButtons)`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: none;
  }
`;

/** Guest: login, register (DIRECTREG3 only) and the brand's social sign-in buttons. */
function GuestActions() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { flags } = useWhitelabelFlags();
  return (
    <HeaderRow>
      <Social variant="compact" />
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

/** A failed load of the member area's chunk leaves the header usable and offers to load it again. */
class MemberAreaBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <MemberAreaLoadFailed onRetry={this.retry} /> : this.props.children;
  }
}

/** The header's account area: guest actions, or the member's balance, messages and avatar menu. */
export function HeaderAccount() {
  const { token } = useAppSelector(selectSession);
  const [, reload] = useReducer((count: number) => count + 1, 0);
  if (!token) return <GuestActions />;
  const MemberArea = memberArea.Component;
  return (
    <MemberAreaBoundary
      onRetry={() => {
        memberArea.retry();
        reload();
      }}
    >
      <Suspense fallback={null}>
        <MemberArea key={token} />
      </Suspense>
    </MemberAreaBoundary>
  );
}
