import { useCallback } from 'react';
import type { RecordColumn } from './RecordTable';
import { Signed } from './styles';
import { useMoney } from './useFormat';

/**
 * A report's amount column: lined up on the end edge in the player's currency format (coloured by its
 * sign when `signed`), the plain amount with 2 decimals in a CSV download.
 */
export function useAmountColumn() {
  const money = useMoney();
  return useCallback(
    <T,>(
      id: string,
      header: string,
      amount: (row: T) => number,
      { signed = false }: { signed?: boolean } = {},
    ): RecordColumn<T> => ({
      id,
      header,
      numeric: true,
      cell: (row) =>
        signed ? (
          <Signed $negative={amount(row) < 0}>{money(amount(row))}</Signed>
        ) : (
          money(amount(row))
        ),
      csv: (row) => amount(row).toFixed(2),
    }),
    [money],
  );
}
