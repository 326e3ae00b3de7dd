import type { ApiModule } from '../app-context.ts';
import { authModule } from './auth/auth.routes.ts';
import { devOutboxModule } from './dev-outbox/dev-outbox.routes.ts';
import { organizationPicturesModule } from './organization-pictures/organization-pictures.routes.ts';
import { usersModule } from './users/users.routes.ts';

/** Every domain module, in the order they are mounted under /api/v1 and /api/v2. */
export const modules: ApiModule[] = [authModule, usersModule, organizationPicturesModule, devOutboxModule];
