import { useTranslation } from '@wl/i18n';
import { Pagination, vars } from '@wl/ui-kit';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${vars.space.md};
`;

interface RecordPagerProps {
  label: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Page buttons under a record list; nothing when everything fits on one page. */
export function RecordPager({ label, page, totalPages, onChange }: RecordPagerProps) {
  const { t } = useTranslation('pointsMall');
  const common = useTranslation('common').t;
  if (totalPages <= 1) return null;
  return (
    <Row>
      <Pagination
        label={label}
        page={page}
        totalPages={totalPages}
        onChange={onChange}
        previousLabel={common('actions.previous')}
        nextLabel={common('actions.next')}
        pageLabel={(n) => t('page', { page: n })}
      />
    </Row>
  );
}
