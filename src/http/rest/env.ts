import type { Ctx } from '@/domain/shared/ctx';

export interface RestEnv {
  Variables: { ctx: Ctx; requestId: string };
}
