import { useState } from 'react';

/**
 * False until `condition` is first true, then true for good: a lazily loaded dialog mounts on first
 * use and stays mounted, so that it can animate out and opens again at once.
 */
export function useHasBeenTrue(condition: boolean) {
  const [hasBeenTrue, setHasBeenTrue] = useState(condition);
  if (condition && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || condition;
}
