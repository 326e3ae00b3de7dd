import { Skeleton, SkeletonList } from '../../../components/ui/skeleton.tsx';

/** Host Center while the host profile loads: the summary, the tools row, the tabs and a few rows. */
export function HostCenterSkeleton() {
  return (
    <div className="host-center-skeleton">
      <div className="host-center-skeleton-summary" aria-hidden="true">
        <Skeleton circle width="56px" height="56px" />
        <div className="skeleton-lines">
          <Skeleton width="10em" height="1.1em" />
          <Skeleton width="14em" />
        </div>
      </div>
      <div className="host-center-skeleton-chips" aria-hidden="true">
        {['5em', '7em', '7em', '6em', '7em'].map((width, i) => (
          <Skeleton key={i} width={width} height="40px" className="host-center-skeleton-chip" />
        ))}
      </div>
      <SkeletonList label="Loading your host profile" />
    </div>
  );
}
