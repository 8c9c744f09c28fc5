type Issue = { path: PropertyKey[]; message: string };

/** A field left empty says "Required" (as the contract forms do), not the schema's message for its type. */
export const requiredWhenBlank = (issues: readonly Issue[], blank: readonly string[]): Issue[] =>
  issues.map((issue) => (blank.includes(String(issue.path[0])) ? { ...issue, message: 'Required' } : issue));
