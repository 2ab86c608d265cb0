import { useTranslation } from '@wl/i18n';
import { EmptyState, vars } from '@wl/ui-kit';
import styled, { keyframes } from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { HelpEntries } from './HelpEntries';
import { useHelpEntries } from './useHelpEntries';

const pulse = keyframes`from { opacity: 0.55; } to { opacity: 1; }`;
const Placeholders = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  div {
    height: 52px;
    border-radius: ${vars.radius.md};
    background: ${vars.color.skeleton};
    animation: ${pulse} 1s ease-in-out infinite alternate;
  }
  @media (prefers-reduced-motion: reduce) {
    div {
      animation: none;
    }
  }
`;

/** Every help entry (loading placeholders, the failure with retry, or the empty state). */
export function HelpContent({ expandedFirst = false }: { expandedFirst?: boolean }) {
  const { t } = useTranslation('help');
  const { data, error, isLoading, refetch } = useHelpEntries();
  if (isLoading)
    return (
      <Placeholders aria-hidden="true">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} />
        ))}
      </Placeholders>
    );
  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  if (!data?.length) return <EmptyState title={t('empty')} />;
  return <HelpEntries items={data} label={t('topics')} expandedFirst={expandedFirst} />;
}
