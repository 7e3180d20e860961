/**
 * Imported first by tests/helpers/global-stack.ts, before any handler: the handlers' logger
 * (Powertools) takes its level from POWERTOOLS_LOG_LEVEL when it is built, and its
 * injectLambdaContext middleware restores that level at every invocation, so the capture's DEBUG
 * must be in the environment before the logger module loads (a later `logger.setLogLevel` would
 * last one invocation). The console still shows WARN and above only (capture.ts filters it).
 */
process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
