export declare const RULE_METADATA_REASON: string;
export declare const strykerPlugins: readonly unknown[];
