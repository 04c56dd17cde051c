export declare const DOCUMENT_DATABASE_BINDING: RegExp;
/** Each database's binding and migrations folder; `environment` undefined: the top level's. */
export declare function documentDatabases(configFile: string, environment?: string): { binding: string; migrationsDir: string }[];
