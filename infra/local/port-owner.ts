/**
 * Which process listens on a TCP port of this machine, so that `npm start` can say what holds a
 * port it needs (a DynamoDB Local left by an earlier run, another program) instead of only that
 * the port is taken. Linux: /proc (no tool needed); elsewhere: `lsof` when it is installed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface PortOwner {
  pid: number;
  /** The process's command line, as the system reports it. */
  command: string;
}

/** The inodes of the sockets listening on the port (state 0A in /proc/net/tcp and tcp6). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, local, , state] = fields;
      if (state === '0A' && local?.endsWith(`:${hexPort}`) && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

function fromProc(port: number): PortOwner | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // another user's process, or one that just ended
    }
    for (const fd of fds) {
      let link: string;
      try {
        link = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      if (inode && inodes.has(inode)) {
        let command = '';
        try {
          command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
        } catch {
          // the process ended meanwhile; its pid is still worth naming
        }
        return { pid: Number(entry), command };
      }
    }
  }
  return undefined;
}

function fromLsof(port: number): PortOwner | undefined {
  const found = spawnSync('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fpc'], {
    encoding: 'utf8',
    timeout: 5000,
  });
  if (found.status !== 0 || !found.stdout) return undefined;
  const pid = Number(/^p(\d+)$/m.exec(found.stdout)?.[1]);
  if (!pid) return undefined;
  return { pid, command: /^c(.+)$/m.exec(found.stdout)?.[1] ?? '' };
}

/** The process that listens on the port, when the system says (undefined when it cannot tell). */
export function portOwner(port: number): PortOwner | undefined {
  try {
    return process.platform === 'linux' ? fromProc(port) : fromLsof(port);
  } catch {
    return undefined;
  }
}

/** The services `npm start` runs, recognised by their command lines. */
const knownServices: [RegExp, string][] = [
  [/DynamoDBLocal\.jar/, 'DynamoDB Local'],
  [/cognito-local/, 'cognito-local'],
  [/infra\/local\/start\.ts/, 'the portal server'],
];

/**
 * What holds the port and how to free it, in words: a service of an earlier `npm start` is named
 * as such with the command that stops it; any other program by its pid and command line.
 */
export function describePortOwner(owner: PortOwner | undefined): string | undefined {
  if (!owner) return undefined;
  const known = knownServices.find(([pattern]) => pattern.test(owner.command))?.[1];
  if (known)
    return `by ${known} (pid ${owner.pid}), left running by an earlier npm start. Stop it with: kill ${owner.pid}`;
  const command = owner.command.length > 120 ? `${owner.command.slice(0, 117)}...` : owner.command;
  return `by pid ${owner.pid}${command ? ` (${command})` : ''}. Stop it`;
}
