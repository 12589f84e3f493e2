export function sandboxOn(env?: Record<string, string | undefined>): boolean;
export function sandboxKey(env?: Record<string, string | undefined>): string;
export function authEnv(port: string | number): Record<string, string>;
