export declare const HINT: string;
export declare function markChunks(dir: string): number;
