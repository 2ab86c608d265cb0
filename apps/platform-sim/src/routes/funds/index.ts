import type { Hono } from 'hono';
import { areaRoutes } from '../../lib/routes';
import type { AppEnv } from '../../sim';
import { bankCardRoutes } from './bankCards';
import { depositRoutes } from './deposits';
import { paymentPasswordRoutes } from './paymentPassword';
import { rebateRoutes } from './rebate';
import { uplineTransferRoutes } from './upline';
import { withdrawalConfirmationRoutes } from './withdrawalConfirmations';
import { withdrawalRoutes } from './withdrawals';

export { fundsDevRoutes } from './backOffice';

/** depositv2, bank cards, payment password, withdraw with its confirmation, transferUpline, manualRebate. */
export function fundsRoutes(): Hono<AppEnv> {
  return areaRoutes(
    depositRoutes(),
    bankCardRoutes(),
    paymentPasswordRoutes(),
    withdrawalRoutes(),
    withdrawalConfirmationRoutes(),
    uplineTransferRoutes(),
    rebateRoutes(),
  );
}
