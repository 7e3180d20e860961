/**
 * `npm start`: the whole portal on this machine. Prints where everything is; Ctrl-C stops it
 * and every child process.
 */
import { localConfigFromEnv } from './config';
import { PortBusyError } from './ports';
import { startLocalStack } from './stack';

const began = Date.now();
// The handlers' structured logs go to this console; warnings and errors are what a developer
// running the portal wants to see. POWERTOOLS_LOG_LEVEL=INFO shows every request.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// The machine's Node 20 is known; the SDK's notice about Node 22 would only bury the URLs below.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const config = localConfigFromEnv();

try {
  const stack = await startLocalStack(config);
  // Ctrl-C is handled before the URLs are printed: a signal sent as soon as they are read (a
  // script, the lifecycle test) must find the handler, not Node's default exit that skips the stop.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack...`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  console.log(`
ICHRA enrollment portal, local stack (ready in ${seconds} s)

  Portal:             ${stack.portalUrl}
  Registration link:  ${stack.registrationLink}
  Demo employee:      ${stack.demo.email}
  Demo password:      ${stack.demo.password}
  Mail viewer:        ${stack.mailUrl}

  Console:            ${stack.portalUrl}/admin
${stack.demoAdmins
  .map((a) =>
    [
      `  ${(a.role === 'hr' ? 'Demo HR admin:' : 'Demo broker:').padEnd(20)}${a.email}`,
      `    Password:         ${a.password}`,
      `    TOTP secret:      ${a.secret}`,
      `    Authenticator:    ${a.otpauthUrl}`,
    ].join('\n'),
  )
  .join('\n')}

  Data is kept in ${config.dataDir} (npm run reset clears it). Ctrl-C stops everything.
`);
} catch (error) {
  if (error instanceof PortBusyError) console.error(`\n${error.message}\n`);
  else
    console.error('\nThe local stack could not start:', error instanceof Error ? error.message : error, '\n');
  process.exit(1);
}
