// The command line of `npm run bench` (tools/bench.mjs), read without side effects so it can be tested.
import { parseArgs } from 'node:util';

export const USAGE = `npm run bench -- [options]
  --size small|large      the data set to build (default small); with --database, the label of the results
  --connections 10,50     concurrent connections of each measurement (default 10,50)
  --seconds N             seconds per measurement (default 10 for large, 5 for small)
  --only TEXT             only the calls whose name or key contains TEXT (may be repeated)
  --database URL          measure an already built database instead of building one
  --api-dist DIR          use an API already built in DIR instead of building one
  --instances N           N API processes on the one database, connections dealt round-robin (default 1)`;

/**
 * @param {string[]} argv the arguments after the script's name
 * @returns {{ size: 'small' | 'large', connections: number[], seconds: number, only: string[], database: string | null, apiDist: string | null, instances: number, help: boolean }}
 */
export function parseBenchArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      size: { type: 'string', default: 'small' },
      connections: { type: 'string', default: '10,50' },
      seconds: { type: 'string' },
      only: { type: 'string', multiple: true },
      database: { type: 'string' },
      'api-dist': { type: 'string' },
      instances: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.size !== 'small' && values.size !== 'large') throw new Error(`--size must be small or large, not "${values.size}"`);
  const connections = values.connections.split(',').map((part) => Number(part.trim()));
  if (connections.length === 0 || connections.some((count) => !Number.isInteger(count) || count < 1 || count > 1000)) {
    throw new Error(`--connections must be whole numbers from 1 to 1000 separated by commas, such as 10,50 (got "${values.connections}")`);
  }
  const seconds = values.seconds === undefined ? (values.size === 'large' ? 10 : 5) : Number(values.seconds);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 600) throw new Error(`--seconds must be a number from 1 to 600 (got "${values.seconds}")`);
  if (values.database !== undefined && !/^postgres(ql)?:\/\//.test(values.database)) throw new Error('--database must be a postgres:// URL');
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error(`--instances must be a whole number from 1 to 16 (got "${values.instances}")`);
  return {
    size: values.size,
    connections: [...new Set(connections)].sort((a, b) => a - b),
    seconds,
    only: (values.only ?? []).map((text) => text.toLowerCase()),
    database: values.database ?? null,
    apiDist: values['api-dist'] ?? null,
    instances,
    help: values.help,
  };
}

/** Does this call ({ key, name } with its name as shown) take part in the run? `--only` matches its key or name, any case. */
export function isSelected(call, only) {
  if (only.length === 0) return true;
  return only.some((text) => call.key.toLowerCase().includes(text) || call.name.toLowerCase().includes(text));
}
