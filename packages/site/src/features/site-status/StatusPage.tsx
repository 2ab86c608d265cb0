import { useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useBrand } from '../../shared/brand/BrandContext';
import { openCustomerServiceWindow } from '../../shared/customer-service/customerServiceWindow';

const Screen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${vars.space.lg};
  background:
    radial-gradient(
      circle at 50% 0%,
      color-mix(in srgb, ${vars.color.primary} 18%, transparent),
      transparent 60%
    ),
    ${vars.color.background};
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.md};
  width: 100%;
  max-width: 520px;
  padding: ${vars.space.xxl} ${vars.space.xl};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${({ theme }) => theme.elevation.high};
  text-align: center;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    padding: ${vars.space.xl} ${vars.space.lg};
  }

  h1 {
    margin: 0;
    font-size: clamp(22px, 5vw, 28px);
    color: ${vars.color.text};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
`;

const Logo = styled.img`
  display: block;
  height: 40px;
  width: auto;
  margin-bottom: ${vars.space.sm};
`;

const Emblem = styled.span`
  display: inline-grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: color-mix(in srgb, ${vars.color.primary} 16%, transparent);
  color: ${vars.color.primaryText};
`;

const Highlight = styled.p`
  && {
    padding: ${vars.space.xs} ${vars.space.md};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Blocked = styled.p`
  && {
    color: ${vars.color.dangerText};
    font-size: 14px;
  }
`;

export interface StatusPageProps {
  emblem: ReactNode;
  title: string;
  /** A fact shown in a pill under the title: the end time, the visitor's IP. */
  highlight?: string | null;
  children: ReactNode;
  customerServiceUrl: string;
}

/** The frame of the maintenance and access-restricted pages: logo, emblem, title, texts, customer service. */
export function StatusPage({
  emblem,
  title,
  highlight,
  children,
  customerServiceUrl,
}: StatusPageProps) {
  const brand = useBrand();
  const { t } = useTranslation('common');
  const [blocked, setBlocked] = useState(false);
  return (
    <Screen>
      <Card aria-labelledby="site-status-title">
        <Logo src={brand.assets.logo} alt={brand.name} width={160} height={40} />
        <Emblem aria-hidden="true">{emblem}</Emblem>
        <h1 id="site-status-title">{title}</h1>
        {highlight ? <Highlight>{highlight}</Highlight> : null}
        {children}
        <Button
          size="lg"
          onClick={() => setBlocked(!openCustomerServiceWindow(customerServiceUrl))}
        >
          {t('maintenance.contact')}
        </Button>
        {blocked ? <Blocked role="alert">{t('errors.popupBlocked')}</Blocked> : null}
      </Card>
    </Screen>
  );
}

const svg = {
  width: 36,
  height: 36,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function WrenchEmblem() {
  return (
    <svg {...svg} aria-hidden="true" focusable="false">
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
    </svg>
  );
}

export function ShieldEmblem() {
  return (
    <svg {...svg} aria-hidden="true" focusable="false">
      <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </svg>
  );
}
