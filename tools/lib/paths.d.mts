export const ROOT: string;
export const DATA_DIR: string;
export const API_DIST: string;
export const WEB_DIST: string;
