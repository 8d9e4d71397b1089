import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A query's data once it is there; until then a line saying it is loading, or why it failed. */
export function Loaded<Data>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<Data>;
  what: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <p>Loading {what}…</p>;
  if (query.isError) {
    return (
      <p role="alert">
        Could not load {what}: {query.error.message}
      </p>
    );
  }
  return children(query.data);
}
