/** Builds the app when there is no build yet or a source file is newer than the last build. */
export function buildIfNeeded(): void;
