import { at } from './define.ts';

/** Method and path of each tax endpoint: what the web client loads (no schemas); the declarations in taxes.ts add the rest. */
export const taxesPaths = {
  getEventTax: at('GET', '/events/:id/tax'),
  setEventTax: at('PUT', '/events/:id/tax'),
  removeEventTax: at('DELETE', '/events/:id/tax'),
  getTaxDefault: at('GET', '/organizations/:id/tax-default'),
  setTaxDefault: at('PUT', '/organizations/:id/tax-default'),
  removeTaxDefault: at('DELETE', '/organizations/:id/tax-default'),
};
