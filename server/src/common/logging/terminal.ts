import type { DestinationStream } from 'pino';

interface LogLine {
  msg?: string;
  context?: string;
  req?: { method: string; path: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** A request as one short line (`GET /jewellery 200 12 ms`); any other message with its Nest context. */
export function readableMessage(log: LogLine): string {
  if (log.req && log.res)
    return `${log.req.method} ${log.req.path} ${log.res.statusCode}${log.responseTime === undefined ? '' : ` ${log.responseTime} ms`}`;
  return log.context ? `[${log.context}] ${log.msg ?? ''}` : (log.msg ?? '');
}

/**
 * Where a person reading a terminal gets readable lines (pino-pretty: time, level, the message, other
 * fields on the same line) instead of JSON; undefined elsewhere (production, CI, stdout piped to a file
 * or a log collector), where the logs stay one JSON object a line. pino-pretty is loaded only here.
 */
export async function terminalDestination(
  production: boolean,
  stdout: { isTTY?: boolean } = process.stdout,
  /** Where the lines go (tests); standard output by default. */
  output?: NodeJS.WritableStream,
): Promise<DestinationStream | undefined> {
  if (production || !stdout.isTTY || process.env.CI) return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    ...(output ? { destination: output } : {}),
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    ignore: 'pid,hostname,service,requestId,reqId,context,req,res,responseTime',
    messageFormat: (log) => readableMessage(log as LogLine),
  });
}
