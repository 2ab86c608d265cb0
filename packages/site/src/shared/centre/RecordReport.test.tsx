import { screen, within } from '@testing-library/react';
import type { ApiError } from '@wl/api-client';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders.test-helper';
import { RecordReport, type RecordReportProps } from './RecordReport';

interface Row {
  id: number;
  name: string;
}
/** A 5xx as the transport reports it. */
const SERVER_ERROR: ApiError = { kind: 'http', status: 500, message: 'Unknown error' };
const columns = [{ id: 'name', header: 'Name', cell: (row: Row) => row.name }];

function report(
  query: RecordReportProps<Row>['query'],
  extra: Partial<RecordReportProps<Row>> = {},
) {
  return renderWithProviders(
    <RecordReport
      query={query}
      label="Bets"
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ title: 'No bets yet', description: 'Try another period' }}
      {...extra}
    />,
  );
}

describe('RecordReport', () => {
  it('shows the failure with a retry that asks again', async () => {
    const refetch = vi.fn();
    const { user } = await report({
      error: SERVER_ERROR,
      isFetching: false,
      refetch,
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the skeleton, not an empty state, until the first answer', async () => {
    await report({ isFetching: true, refetch: () => {} });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('No bets yet')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the list is empty', async () => {
    await report({ data: { list: [] }, isFetching: false, refetch: () => {} });
    expect(screen.getByText('No bets yet')).toBeInTheDocument();
    expect(screen.getByText('Try another period')).toBeInTheDocument();
  });

  it('shows the totals, the table and the paging of a list, and pages on', async () => {
    const onChange = vi.fn();
    const { user } = await report(
      {
        data: { list: [{ id: 1, name: 'Ace' }], total: 21, totalPages: 3 },
        isFetching: false,
        refetch: () => {},
      },
      {
        totals: { label: 'Totals', items: [{ label: 'Count', value: '21' }] },
        paging: { page: 1, onChange, label: 'Bet pages' },
      },
    );
    // The paging's texts are the centre namespace's, loaded when the list first shows.
    const totals = await screen.findByLabelText('Totals');
    expect(within(totals).getByText('21')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(within(table).getByRole('cell', { name: 'Ace' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Bet pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2 of 3' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
