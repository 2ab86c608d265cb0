import { escapeXml } from '../lib/svg';
import type { Sim } from '../sim';

/** The page a launched game opens: a real HTML page naming the game and the player. */
export function gamePage(
  sim: Sim,
  gameId: number,
  player: string,
  mode: string,
): string | undefined {
  const row = sim.queries.games.byId.get(gameId);
  if (!row) return undefined;
  const name = escapeXml(row.name);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:system-ui,sans-serif;background:#101418;color:#f3f3f3;display:grid;place-items:center;min-height:100vh}main{text-align:center}img{width:160px;border-radius:16px}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:8px;border:0;background:#e0b341;color:#111;cursor:pointer}</style></head>
<body><main><img src="/sim-assets/game/${row.id}.svg" alt=""><h1>${name}</h1><p>${escapeXml(row.vendor_name)} · ${escapeXml(row.game_type)}</p>
<p>Player: <strong data-testid="player">${escapeXml(player)}</strong> (${mode === 'demo' ? 'free trial' : 'real money'})</p>
<button type="button" onclick="document.getElementById('r').textContent='Spin result: '+(1+Math.floor(Math.random()*6))">Spin</button><p id="r" aria-live="polite"></p></main></body></html>`;
}
