/**
 * Calls made in one turn of the event loop, answered by one call of `run` over them all (in order): the cars
 * that arrive at once share a statement instead of queueing one each on the database pool.
 */
export function batched<Q, A>(run: (questions: Q[]) => Promise<A[]>): (question: Q) => Promise<A> {
  let waiting: { question: Q; resolve: (answer: A) => void; reject: (error: unknown) => void }[] = [];
  const answer = async () => {
    const batch = waiting;
    waiting = [];
    try {
      const answers = await run(batch.map((w) => w.question));
      for (const [i, w] of batch.entries()) w.resolve(answers[i] as A);
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  };
  return (question) =>
    new Promise<A>((resolve, reject) => {
      waiting.push({ question, resolve, reject });
      if (waiting.length === 1) setImmediate(() => void answer());
    });
}
