/** Rounds an amount to cents (every balance and amount the simulator answers). */
export const money = (value: number): number => Math.round(value * 100) / 100;
