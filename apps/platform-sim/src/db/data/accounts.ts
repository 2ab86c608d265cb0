/** The seeded accounts of every merchant (their passwords are the documented test passwords). */
export const SEEDED_ACCOUNTS = [
  {
    account: 'player1',
    password: 'Player123',
    type: 0,
    rank: 2,
    mobile: '0912345678',
    dialing: '84',
    email: 'player1@example.com',
  },
  {
    account: 'vip1',
    password: 'Player123',
    type: 0,
    rank: 6,
    mobile: '0912000006',
    dialing: '84',
    email: 'vip1@example.com',
  },
  {
    account: 'agent1',
    password: 'Agent1234',
    type: 1,
    rank: 4,
    mobile: '0912000001',
    dialing: '84',
    email: 'agent1@example.com',
  },
  {
    account: 'temp1',
    password: 'Temp1234',
    type: 0,
    rank: 1,
    mobile: null,
    dialing: null,
    email: 'temp1@example.com',
  },
  {
    account: 'expired1',
    password: 'Expired123',
    type: 0,
    rank: 1,
    mobile: null,
    dialing: null,
    email: 'expired1@example.com',
  },
] as const;
export const AGENT_AFFILIATE_CODE = 'AGENT01';
