/** One nginx over build/ per test file (tooling/nginx.ts starts it). */
import {after, before} from 'node:test';
import {type RunningNginx, startNginx} from '../../tooling/nginx';

/**
 * One nginx for the tests of a file: started before them, stopped after.
 * Returns `url`, which makes a URL of a path on it.
 */
export function nginxForFile() {
  let running: RunningNginx | undefined;
  before(async () => {
    running = await startNginx();
  });
  after(async () => {
    await running?.stop();
  });
  const current = (): RunningNginx => {
    if (!running) throw new Error('nginx is not started yet (use it inside a test).');
    return running;
  };
  return {
    url: (pathname = '/') => new URL(pathname, current().origin).href,
    server: current,
  };
}
