import { z } from 'zod';
import { singleLineText } from './text.js';
import { requiredWebAddress } from './web-address.js';

/**
 * A program of the help page's download grid (spec part 2 §3 Software, settings "Programs"):
 * a name and a link that opens in a new tab; http or https only (the database checks it too,
 * software_download_url_http), so no `javascript:` or `data:` link ever reaches the page.
 */

export const SOFTWARE_NAME_MAX = 200;
export const SOFTWARE_URL_MAX = 2000;

export const ZSoftwareInput = z.object({
  name: singleLineText({ max: SOFTWARE_NAME_MAX, required: 'validation.required' }),
  downloadURL: requiredWebAddress({
    max: SOFTWARE_URL_MAX,
    protocols: ['http:', 'https:'],
    protocolMessage: 'validation.url.httpOnly',
  }),
});
export type TSoftwareInput = z.output<typeof ZSoftwareInput>;
export type TSoftwareFormValues = z.input<typeof ZSoftwareInput>;
