/** Lowercase hex SHA-256 of a code's UTF-8 bytes: what the tours list gives for each checkpoint instead of its code. */
export async function codeHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
