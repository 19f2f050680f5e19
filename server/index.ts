/**
 * The local Vikunja-compatible API server.
 *   node --import tsx server/index.ts [--port 3456] [--host 127.0.0.1] [--data ./data] [--compat 2|1|0.24]
 *     [--config path.json] [--testing-token X] [--web dist/web] [--demo]
 * Environment: VIKUNJA_PORT, VIKUNJA_HOST, VIKUNJA_DATA, VIKUNJA_COMPAT, VIKUNJA_TESTING_TOKEN, VIKUNJA_WEB,
 * VIKUNJA_CONFIG, VIKUNJA_DEMO=1. Flags win over the environment, which wins over the config file.
 */
import { parseCli } from './src/cli.ts';
import { ensureDemoAccount, DEMO_USER } from './src/demo.ts';
import { startServer } from './src/server.ts';

const opts = parseCli(process.argv.slice(2), process.env);
const server = await startServer(opts);
if (opts.seedDemo && ensureDemoAccount(server.state)) {
  console.log(`Demo account created: ${DEMO_USER.username} / ${DEMO_USER.password}`);
}
console.log(`Vikunja-compatible API (compat ${server.state.opts.compat}) listening on ${server.url}/api/v1`);

const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
