/** The points mall: name, points and stock (one sold out). */
export const POINT_REWARDS = [
  ['10 bonus credit', 500, 999],
  ['50 bonus credit', 2200, 500],
  ['Free spins pack', 800, 300],
  ['Bluetooth speaker', 9000, 20],
  ['Smartphone', 60000, 3],
  ['VIP day pass', 3000, 50],
  ['Lottery ticket bundle', 1200, 200],
  ['Gift card', 4500, 0],
];
