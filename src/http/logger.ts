import pino from 'pino';
import { config } from '@/config';
import { logSerializers } from './log-redaction';

export const logger = pino({
  level: config().logLevel,
  base: undefined,
  // A failed query is logged with its SQL but without its values (src/http/log-redaction.ts).
  serializers: logSerializers,
});
