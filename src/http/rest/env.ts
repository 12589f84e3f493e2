export type { AppEnv as RestEnv } from '../request-context';
