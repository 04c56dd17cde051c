import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { ApiClient } from '@/api/api-client';

/** What the router hands the routes: the API client and the cache the pages read from. */
export type RouteContext = { api: ApiClient; queryClient: QueryClient };

/**
 * A page's start: requests it will make, started as soon as the router knows it will show the page,
 * in parallel with its code and the other routes' requests, instead of one after another as each
 * component renders.
 */
export type RoutePrefetch = (context: RouteContext, location: { params: Params; url: URL }) => void;

/**
 * Starts a query unless the cache already has its answer, without waiting for it and without
 * throwing: the component's own query shares the request and shows the outcome.
 */
export function prefetch<Data, Key extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<Data, Error, Data, Key>) {
  void queryClient.prefetchQuery({ ...options, staleTime: Infinity });
}
