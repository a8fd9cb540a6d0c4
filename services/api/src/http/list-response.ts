import type { Page } from '@billing/domain';

/**
 * A page of a listing as the API returns it (AIP-158, the shape `listOf` describes): the items under the
 * collection's field, and the token of the next page ("" on the last).
 */
export function toListResponse<T>(field: string, page: Page<T>): Record<string, T[] | string> {
  return { [field]: page.items, nextPageToken: page.nextPageToken };
}
