/** Loopback helpers for the servers the site tests and the bench start. */
import type {ChildProcess} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Polls `url` until it answers with a success status. Fails early if the
 * server process exits, and after `timeoutMs`; `details` adds the server's
 * own output to either error.
 */
export async function waitUntilAnswering(
  url: string,
  server: {name: string; process: ChildProcess; details?: () => string},
  timeoutMs = 60_000,
): Promise<void> {
  const details = () => (server.details ? `:\n${server.details()}` : '');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) {
      throw new Error(
        `${server.name} exited with code ${server.process.exitCode} before answering ${url}${details()}`,
      );
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs / 1000} s${details()}`);
}
