// A short, single-line piece of a reply for a finding's evidence.
export function excerpt(text: string, max = 200): string {
  const line = text.slice(0, max * 4).replace(/\s+/gu, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
