/**
 * Where the user is (the last rendered location), for the guard's "coming from" (A11). Null until the
 * first page rendered: a first load counts as coming from root.
 */
export interface LastLocation {
  pathname: string;
  search: string;
  /** Rendered by a public layout (auth, public pages). */
  public: boolean;
}

let last: LastLocation | null = null;

export const getLastLocation = () => last;
export function setLastLocation(location: LastLocation | null): void {
  last = location;
}
