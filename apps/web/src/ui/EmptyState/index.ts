export {
  EMPTY_STATE_TEXTS,
  EMPTY_STATE_VARIANTS,
  EmptyState,
  type EmptyStateProps,
  type EmptyStateVariant,
} from './EmptyState.tsx';
