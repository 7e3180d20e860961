import { createServer } from 'node:net';
import type { PortSetting } from './config';
import { describePortOwner, portOwner, type PortOwner } from './port-owner';

/** Thrown when a port is taken; names the port, what holds it when the system says, and the variable that changes it. */
export class PortBusyError extends Error {
  constructor(setting: PortSetting, owner?: PortOwner) {
    const holder = describePortOwner(owner) ?? 'Stop what uses it';
    super(
      `Port ${setting.port} (${setting.service}) is already in use${owner ? ` ${holder}` : `. ${holder}`}; ` +
        `or set ${setting.variable} to another port, e.g. ${setting.variable}=${setting.port + 1} npm start`,
    );
    this.name = 'PortBusyError';
  }
}

/**
 * Reserves the port: answers the port itself when free (or a free one for port 0) and throws
 * PortBusyError when something listens there.
 */
export function claimPort(setting: PortSetting): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE' || error.code === 'EACCES'
          ? new PortBusyError(setting, portOwner(setting.port))
          : error,
      );
    });
    probe.listen({ host: '127.0.0.1', port: setting.port, exclusive: true }, () => {
      const address = probe.address();
      const chosen = typeof address === 'object' && address ? address.port : setting.port;
      probe.close(() => resolve(chosen));
    });
  });
}
