import { useState } from 'react';

/**
 * A modal's save failure: a 418 naming the form's fields goes under them, any other refusal (a 409's
 * message) above the fields (FormModal's `failure`).
 */
export function useSaveFailure(fields: { setFromError: (error: unknown) => boolean }) {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    onError: (error: unknown) => {
      if (!fields.setFromError(error)) setMessage(error instanceof Error ? error.message : String(error));
    },
  };
}
