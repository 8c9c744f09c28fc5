/** A positive id from a path parameter, else 0 (which no row has). */
export const idOf = (raw: string | undefined): number => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
};
