import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

const pageIndex = z.coerce
  .number('pageIndex must be a whole number')
  .int('pageIndex must be a whole number')
  .min(0, 'pageIndex must be 0 or more')
  .default(0);
const pageSize = (defaultSize: number) =>
  z.coerce
    .number('pageSize must be a whole number')
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(defaultSize);

/** `?pageIndex&pageSize` of a list: from 0, at most MAX_PAGE_SIZE per page, `defaultSize` when not given. */
export const paginationSchemaOf = (defaultSize: number) => z.object({ pageIndex, pageSize: pageSize(defaultSize) });
export type Page = z.output<ReturnType<typeof paginationSchemaOf>>;
