import { AppError } from '../errors';

// The demo answers these where a server would do what a browser cannot (spec: demo-mode answers).
export const notAvailableInDemo = () => new AppError(501, 'demo.not_available', 'This feature is not available in demo');
export const customerPortalNotAvailableInDemo = () => new AppError(501, 'demo.not_available', 'Not available in demo');
/** The browser refused to store more: the visitor's storage quota for this site is used up. */
export const demoStorageFull = () =>
  new AppError(507, 'demo.storage_full', 'The browser has no room left for this file: delete documents from the trash, or reset the demo');
