import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a test's stand-in server on `port` of loopback (0: any free one, so that runs on one
 * machine do not collide); resolves with the port it took and how to stop it.
 */
export async function listenOnLoopback(server: Server, port = 0) {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    // Its open connections too (workerd keeps some alive): close() alone waits for them to end.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
