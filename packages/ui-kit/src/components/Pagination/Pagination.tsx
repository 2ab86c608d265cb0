import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: (page: number) => string;
  /** Page buttons shown on each side of the current one. */
  siblings?: number;
}

/** Page numbers to show, with 'gap' where pages are skipped: [1, 'gap', 4, 5, 6, 'gap', 20]. */
export function pageItems(page: number, totalPages: number, siblings = 1): (number | 'gap')[] {
  const total = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), total);
  const start = Math.max(2, current - siblings);
  const end = Math.min(total - 1, current + siblings);
  const items: (number | 'gap')[] = [1];
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < total - 1) items.push('gap');
  if (total > 1) items.push(total);
  return items;
}

const Nav = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 36px;
    height: 36px;
    padding: 0 ${vars.space.sm};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font-variant-numeric: tabular-nums;
  }
  button[aria-current='page'] {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: 700;
  }
  button:disabled {
    opacity: 0.45;
  }
  .wl-gap {
    padding: 0 ${vars.space.xs};
    color: ${vars.color.textMuted};
  }
`;

/** Numbered pagination (notice list 9 per page, lobby pages). */
export function Pagination({
  page,
  totalPages,
  onChange,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (p) => `Page ${p}`,
  siblings = 1,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={label}>
      <ol>
        <li>
          <button
            type="button"
            aria-label={previousLabel}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <ChevronLeftIcon size={16} />
          </button>
        </li>
        {pageItems(page, totalPages, siblings).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="wl-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label={nextLabel}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            <ChevronRightIcon size={16} />
          </button>
        </li>
      </ol>
    </Nav>
  );
}
