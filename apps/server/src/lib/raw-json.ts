/**
 * A value's JSON in which the values of `raw`'s keys are JSON texts written already (by the database, say): they go
 * in as they are, neither parsed nor written again. Each is marked in place by a string holding a NUL, which no text
 * of PostgreSQL can hold.
 */
export function jsonWithRaw(value: Record<string, unknown>, raw: Record<string, string>): string {
  const marks = Object.fromEntries(Object.keys(raw).map((key) => [key, `\u0000${key}`]));
  let text = JSON.stringify({ ...value, ...marks });
  for (const [key, json] of Object.entries(raw))
    // A function, not a string, puts the text in: '$&' and its kin in it stay as written.
    text = text.replace(JSON.stringify(marks[key]), () => json);
  return text;
}
