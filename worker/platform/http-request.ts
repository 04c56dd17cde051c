const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may change state: anything but GET, HEAD and OPTIONS. */
export const isWriteMethod = (method: string) => !READ_METHODS.has(method.toUpperCase());

/** Whether a request came over https, so that the cookies it gets back may be marked Secure (local servers speak plain http). */
export const isHttps = (url: string) => new URL(url).protocol === 'https:';
