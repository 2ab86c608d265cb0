import { vars } from '@wl/ui-kit';
import { useTranslation } from '@wl/i18n';
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`from { opacity: 1; } to { opacity: 0.5; }`;

const Rows = styled.div`
  display: grid;
  gap: ${vars.space.sm};

  span {
    display: block;
    height: 40px;
    border-radius: ${vars.radius.md};
    background: ${vars.color.skeleton};
    animation: ${pulse} 900ms ease-in-out infinite alternate;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

/** Grey rows where a list is about to appear. */
export function RecordSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <Rows role="status" aria-label={t('status.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} />
      ))}
    </Rows>
  );
}
