/** Injection token of the parsed configuration (AppConfig). */
export const APP_CONFIG = Symbol('APP_CONFIG');
