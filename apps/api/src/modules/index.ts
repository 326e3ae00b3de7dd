import type { ApiModule } from '../app-context.ts';

/** Every domain module, in the order they are mounted under /api/v1 and /api/v2. */
export const modules: ApiModule[] = [];
