/** A grey placeholder in the shape of content that is on its way. */
export function Skeleton({ width = '100%', height = '1rem' }: { width?: string; height?: string }) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height }} />;
}

/** Placeholder rows for a list whose first page is loading. */
export function SkeletonRows({ count = 3 }: { count?: number }) {
  return (
    <div className="skeleton-rows" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height="2.6rem" />
      ))}
    </div>
  );
}
