import type { ApiModule } from '../../app-context.ts';
import { taxesRoutes } from './taxes.routes.ts';

export { applyTaxDefault, copyEventTax } from './taxes.service.ts';

export const taxesModule: ApiModule = {
  name: 'taxes',
  register: taxesRoutes,
};
