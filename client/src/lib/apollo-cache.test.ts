import { describe, expect, it } from 'vitest';
import {
  AdminEnquiriesDocument,
  NewEnquiryCountDocument,
  type AdminEnquiriesQuery,
  type NewEnquiryCountQuery,
} from '../gql/admin-enquiries/graphql';
import { createCache } from './apollo';

const enquiry = (id: number) => ({
  __typename: 'Enquiry' as const,
  id,
  piece: null,
  name: `Customer ${id}`,
  email: `c${id}@example.com`,
  message: 'Hello',
  state: 'NEW' as const,
  language: 'pl' as const,
  createdAt: '2026-11-27T10:00:00.000Z',
});
// As the server answers, with the type names the cache normalises by (the generated types leave them out).
const page = (ids: number[], total: number) =>
  ({
    enquiries: { __typename: 'EnquiryPage', items: ids.map(enquiry), total, newCount: total },
  }) as unknown as AdminEnquiriesQuery;

describe('the cache of the admin enquiries', () => {
  it('appends a loaded page at its offset, keeps each state filter apart, and keeps the list when only the count of new ones comes', () => {
    const cache = createCache(false);
    cache.writeQuery({
      query: AdminEnquiriesDocument,
      variables: { state: 'NEW', offset: 0, limit: 2 },
      data: page([1, 2], 3),
    });
    cache.writeQuery({
      query: AdminEnquiriesDocument,
      variables: { state: 'NEW', offset: 2, limit: 2 },
      data: page([3], 3),
    });
    cache.writeQuery({
      query: AdminEnquiriesDocument,
      variables: { state: 'CLOSED', offset: 0, limit: 2 },
      data: page([9], 1),
    });
    cache.writeQuery({
      query: NewEnquiryCountDocument,
      data: { enquiries: { __typename: 'EnquiryPage', newCount: 4 } } as unknown as NewEnquiryCountQuery,
    });
    const news = cache.readQuery({
      query: AdminEnquiriesDocument,
      variables: { state: 'NEW', offset: 0, limit: 2 },
    });
    expect(news?.enquiries.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(news?.enquiries.newCount).toBe(4);
    const closed = cache.readQuery({
      query: AdminEnquiriesDocument,
      variables: { state: 'CLOSED', offset: 0, limit: 2 },
    });
    expect(closed?.enquiries.items.map((item) => item.id)).toEqual([9]);
  });
});
