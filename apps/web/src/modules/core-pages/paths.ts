/** Spec §2 core pages (routes.tsv): public terms, data policy and global updates; the signed-in updates. */
export const TERMS_PATH = '/core/terms-and-conditions';
export const DATA_POLICY_PATH = '/core/data-policy';
export const UPDATES_PATH = '/core/updates';
export const GLOBAL_UPDATES_PATH = '/global/updates';
