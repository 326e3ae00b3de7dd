/** The first word of a name: all that other people ever see of someone's name. */
export function firstName(name: string | null): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}
