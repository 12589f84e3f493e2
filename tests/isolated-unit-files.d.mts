export declare const ISOLATED_UNIT_FILES: string[];
