/** A base32 secret in groups of four ("JBSW Y3DP EHPK 3PXP"), easier to read out and type; apps ignore the spaces. */
export const groupSecret = (secret: string): string =>
  secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
