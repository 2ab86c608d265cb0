import { useTranslation } from '@wl/i18n';
import { Button, Loader, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { SocialIcon } from './SocialIcons';
import { SOCIAL_PROVIDER_NAMES } from './types';
import { useSocialSignIn } from './useSocialSignIn';

export interface SocialSignInButtonsProps {
  /**
   * `full` (default): one full-width button per network, labelled "Continue with Google" (login and
   * register forms). `compact`: round icon buttons with the same accessible names (header).
   */
  variant?: 'full' | 'compact';
  /** Shows the "Or continue with" divider above the buttons (forms). */
  withDivider?: boolean;
  className?: string;
}

const Group = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: ${({ $compact }) => ($compact ? 'row' : 'column')};
  gap: ${({ $compact }) => ($compact ? vars.space.xs : vars.space.sm)};
  align-items: stretch;
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  margin: ${vars.space.sm} 0;
  color: ${vars.color.textMuted};
  font-size: 13px;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${vars.color.border};
  }
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: 50%;
  background: ${vars.color.surfaceRaised};
  cursor: pointer;
  &:hover {
    filter: brightness(1.1);
  }
`;

/**
 * The brand's social sign-in buttons (`brand.identityProvider.buttons`, through the brand's
 * IdentityProvider adapter). Renders nothing for brands without them. Handles the whole flow: popup,
 * platform exchange behind a full-screen loader, completeSignIn, and the catalogue message on failure.
 */
export function SocialSignInButtons({
  variant = 'full',
  withDivider = false,
  className,
}: SocialSignInButtonsProps) {
  const { t } = useTranslation('auth');
  const { signIn, busy, buttons } = useSocialSignIn();
  if (buttons.length === 0) return null;
  const compact = variant === 'compact';
  const label = t('login.orContinueWith');
  return (
    <div className={className}>
      {withDivider && <Divider aria-hidden="true">{label}</Divider>}
      <Group role="group" aria-label={label} $compact={compact}>
        {buttons.map((network) => {
          const name = t('login.continueWith', { provider: SOCIAL_PROVIDER_NAMES[network] });
          return compact ? (
            <IconButton
              key={network}
              type="button"
              aria-label={name}
              title={name}
              onClick={() => void signIn(network)}
            >
              <SocialIcon provider={network} />
            </IconButton>
          ) : (
            <Button
              key={network}
              variant="secondary"
              fullWidth
              icon={<SocialIcon provider={network} />}
              onClick={() => void signIn(network)}
            >
              {name}
            </Button>
          );
        })}
      </Group>
      {busy && <Loader fullScreen label={t('login.loggingIn')} />}
    </div>
  );
}
