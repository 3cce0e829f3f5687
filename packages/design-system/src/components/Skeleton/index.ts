export { Skeleton, SkeletonRows, type SkeletonProps, type SkeletonRowsProps } from "./Skeleton";
