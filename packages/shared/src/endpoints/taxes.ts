import { z } from 'zod';
import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { ZTaxAnswer } from '../schemas/taxes.ts';
import { endpoint } from './define.ts';
import { taxesPaths } from './taxes.paths.ts';

const tags = ['taxes'];
const security = [{ bearer: [] }];
const answer = { 200: okEnvelope(ZTaxAnswer) };
const removed = { 200: okEnvelope(z.object({ removed: z.literal(true) })) };
/** Checked by ZTaxSettingRequest in the service, so bad values are 422 naming the field. */
const body = z
  .unknown()
  .describe(
    '{mode: "inclusive"|"exclusive", rateMilli: 1–100000 (8.875% = 8875), name: 1–20 characters, registrationNumber?}',
  );

/** An event's tax and its organization's default: owners and co-hosts. */
export const taxesEndpoints = {
  getEventTax: endpoint({
    ...taxesPaths.getEventTax,
    tags,
    security,
    summary: "The event's tax with its registration number (hosts)",
    params: IdParam,
    response: answer,
  }),
  setEventTax: endpoint({
    ...taxesPaths.setEventTax,
    tags,
    security,
    summary: 'Set the event tax; orders already placed keep the tax they were placed with',
    params: IdParam,
    body,
    response: answer,
  }),
  removeEventTax: endpoint({
    ...taxesPaths.removeEventTax,
    tags,
    security,
    summary: 'Remove the event tax: new orders are untaxed',
    params: IdParam,
    response: removed,
  }),
  getTaxDefault: endpoint({
    ...taxesPaths.getTaxDefault,
    tags,
    security,
    summary: 'The tax new events start with',
    params: IdParam,
    response: answer,
  }),
  setTaxDefault: endpoint({
    ...taxesPaths.setTaxDefault,
    tags,
    security,
    summary: 'Set the tax copied to new events of the organization (existing events keep theirs)',
    params: IdParam,
    body,
    response: answer,
  }),
  removeTaxDefault: endpoint({
    ...taxesPaths.removeTaxDefault,
    tags,
    security,
    summary: 'New events start untaxed',
    params: IdParam,
    response: removed,
  }),
};
