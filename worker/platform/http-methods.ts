const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may change state: anything but GET, HEAD and OPTIONS. */
export const isWriteMethod = (method: string) => !READ_METHODS.has(method.toUpperCase());
