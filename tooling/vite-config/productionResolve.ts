import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const DEVELOPMENT_BUILD = '/react-router/dist/development/';
const PRODUCTION_BUILD = '/react-router/dist/production/';

/**
 * react-router 7's package exports name only `dist/development` (remix-run/react-router#12532,
 * #14102), so a production build would ship its dev warnings. This resolves its entry files to the
 * identical production build, which imports its own chunks. Every app of the workspace uses it (brands
 * and the floor alike), so the budgets compare like with like.
 */
export function reactRouterProductionPlugin(): Plugin {
  return {
    name: 'wl-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('react-router')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.includes(DEVELOPMENT_BUILD))
        return resolved;
      const production = resolved.id.replace(DEVELOPMENT_BUILD, PRODUCTION_BUILD);
      return existsSync(production) ? { ...resolved, id: production } : resolved;
    },
  };
}
